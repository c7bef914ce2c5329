// One boardroom session in full: the question and its topic, each executive's position with the
// figures they cited, the rebuttals, the CEO's decision with its actions, which engine answered,
// and what the company decided. Shared by the boardroom, the debate history and the decisions log.
import { useEffect, useId, useRef } from 'react'
import { EXECUTIVES } from '../../../shared/executives'
import { PROPOSAL_KIND_LABELS } from '../../../shared/decision/kinds'
import { STANCE_LABELS, type Stance, TOPIC_LABELS, type Evidence, type Voice } from '../../../shared/schemas/boardroom'
import { Badge, Link, Table } from '../../ui'
import { formatDateTime } from '../../lib/format-date'
import { EngineNote } from '../../ui/load-states'
import { NotionExport } from '../integrations'
import type { BoardSession } from './api'
import { AnalysesList, FiguresTable } from './analyses-view'
import { RecommendationBadge, StanceBadge } from '../../ui/debate-badges'
import { OutcomePanel } from './outcome-panel'
import { SessionReading } from './session-reading'
import { keyed } from '../../lib/keyed'

/** How a vote against the decision reads in its dissent: a sentence, not a label. */
const DISSENTS: Record<Stance, string> = {
  support: 'voted to go ahead',
  conditional: 'voted to go ahead on conditions',
  oppose: 'voted against',
  abstain: 'abstained until the figures are in',
}

const CONFIDENCE_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const

export function EvidenceList({ evidence, label }: { evidence: readonly Evidence[]; label: string }) {
  if (evidence.length === 0) return null
  return (
    <dl className="m-0 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]" aria-label={label}>
      {keyed(evidence, (e) => e.label).map(({ key, item: e }) => (
        <div key={key} className="contents">
          <dt className="muted">{e.label}</dt>
          <dd className="m-0 font-semibold">{e.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Beside a turn the built-in engine voiced in a model's place: why (an invented number, no answer in time…). */
export function ReplacedNote({ voice }: { voice?: Voice }) {
  if (!voice?.replaced) return null
  return <p className="muted mb-0 mt-1 text-sm">{voice.replaced}</p>
}

/** A titled list of the decision's lines; nothing when there are none. */
function TitledList({ title, items }: { title: string; items: readonly string[] | undefined }) {
  if (!items?.length) return null
  return (
    <>
      <p className="mb-1 font-semibold">{title}</p>
      <ul>
        {keyed(items, (item) => item).map(({ key, item }) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/** `focus`: move focus to the question when it appears (a debate that just arrived, one picked from a list). */
export function DebateView({
  session,
  headingLevel = 2,
  focus = false,
}: {
  session: BoardSession
  headingLevel?: 2 | 3
  focus?: boolean
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const { debate } = session
  const { decision } = debate
  const H = `h${headingLevel}` as 'h2' | 'h3'
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <article aria-labelledby={`${id}-question`} className="my-6">
      <H id={`${id}-question`} ref={heading} tabIndex={-1} className="max-w-3xl">{`“${session.question}”`}</H>
      <p className="muted flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="accent">{debate.kind ? PROPOSAL_KIND_LABELS[debate.kind] : TOPIC_LABELS[session.topic]}</Badge>
        <span>{`Asked ${formatDateTime(session.created_at)}`}</span>
      </p>
      <EngineNote info={session}>
        {debate.usage?.refused
          ? ` · ${debate.usage.refused}`
          : debate.usage && debate.usage.fallbacks > 0
            ? ` · ${debate.usage.fallbacks} of ${debate.usage.voiced + debate.usage.fallbacks} turns voiced by the built-in engine in place of ${debate.usage.model || debate.usage.engine}`
            : null}
      </EngineNote>

      <section aria-labelledby={`${id}-decision`} className="card my-6 border-l-4 border-l-accent">
        <Sub id={`${id}-decision`}>The CEO’s decision</Sub>
        <p className="flex flex-wrap items-center gap-2">
          <RecommendationBadge recommendation={decision.recommendation} />
          <span className="muted text-sm">{`Confidence: ${CONFIDENCE_LABELS[decision.confidence]}`}</span>
        </p>
        <p>{decision.summary}</p>
        <ReplacedNote voice={decision.voice} />
        <TitledList title="The figures that would decide it" items={decision.needs} />
        <TitledList title="Conditions" items={decision.conditions} />
        <TitledList title="What would change the decision" items={decision.whatWouldChange} />
        <TitledList
          title="Dissent"
          items={decision.dissent?.map((d) => `The ${EXECUTIVES[d.executive].title} ${DISSENTS[d.stance]}.`)}
        />
        <Table caption="Actions">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Owner</th>
              <th scope="col">Due</th>
            </tr>
          </thead>
          <tbody>
            {keyed(decision.actions, (a) => a.action).map(({ key, item: a }) => (
              <tr key={key}>
                <td>{a.action}</td>
                <td className="whitespace-nowrap">
                  <Link to={`/dashboard/executives/${a.owner}`}>{EXECUTIVES[a.owner].title}</Link>
                </td>
                <td>{a.due}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <OutcomePanel session={session} />
        <NotionExport kind="session" id={session.id} companyId={session.company_id} />
      </section>

      <section aria-labelledby={`${id}-positions`} className="my-6">
        <Sub id={`${id}-positions`}>Each executive’s position</Sub>
        <ul className="plain-list grid gap-4 lg:grid-cols-2">
          {debate.positions.map((p) => {
            const exec = EXECUTIVES[p.executive]
            return (
              <li key={p.executive} className="card">
                <p className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <strong>
                    <Link to={`/dashboard/executives/${p.executive}`}>{exec.title}</Link>{' '}
                    <span className="muted font-normal">{exec.role}</span>
                  </strong>
                  <StanceBadge stance={p.stance} />
                </p>
                <p className="font-semibold">{p.summary}</p>
                {p.confidence !== undefined && (
                  <p className="muted text-sm">{`Confidence ${Math.round(p.confidence * 100)} % that its course turns out well`}</p>
                )}
                <ul className="text-sm">
                  {keyed(p.arguments, (a) => a).map(({ key, item: a }) => (
                    <li key={key}>{a}</li>
                  ))}
                </ul>
                <ReplacedNote voice={p.voice} />
                <EvidenceList evidence={p.evidence} label={`Figures the ${exec.title} cited`} />
              </li>
            )
          })}
        </ul>
      </section>

      {debate.rebuttals.length > 0 && (
        <section aria-labelledby={`${id}-rebuttals`} className="my-6">
          <Sub id={`${id}-rebuttals`}>Rebuttals</Sub>
          <ul className="plain-list grid gap-3">
            {keyed(debate.rebuttals, (r) => `${r.executive}-${r.respondsTo}`).map(({ key, item: r }) => (
              <li key={key} className="rounded-card border border-line p-4">
                <p className="mb-1 text-sm font-semibold">{`${EXECUTIVES[r.executive].title} answers the ${EXECUTIVES[r.respondsTo].title}`}</p>
                <p className="m-0">{r.text}</p>
                <ReplacedNote voice={r.voice} />
                {r.stanceBefore && r.stanceAfter && (
                  <p className="mb-0 mt-1 text-sm">
                    <strong>{`Changed stance: ${STANCE_LABELS[r.stanceBefore]} → ${STANCE_LABELS[r.stanceAfter]}`}</strong>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {debate.votes && (
        <section aria-labelledby={`${id}-votes`} className="my-6">
          <Sub id={`${id}-votes`}>The vote</Sub>
          <ul className="plain-list flex flex-wrap gap-3">
            {debate.votes.map((v) => (
              <li key={v.executive} className="flex items-center gap-2">
                <strong>{EXECUTIVES[v.executive].title}</strong>
                <StanceBadge stance={v.stance} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <SessionReading session={session} />

      {debate.analyses && (
        <section aria-labelledby={`${id}-analyses`} className="my-6">
          <Sub id={`${id}-analyses`}>The analyses</Sub>
          <AnalysesList analyses={debate.analyses} />
        </section>
      )}

      {debate.figures && (
        <section aria-labelledby={`${id}-figures`} className="my-6">
          <Sub id={`${id}-figures`}>The figures</Sub>
          <FiguresTable figures={debate.figures} />
        </section>
      )}
    </article>
  )
}
