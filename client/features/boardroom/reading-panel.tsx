// "How we read this": the kind of proposal the board took the question for, and each pack figure's
// role and period, every one a control the member can change, with the trace of what made each
// reading. The panel holds no state of its own: the corrections are the caller's (the ask form sends
// them with the question; a session asks again with them), in the API's own shape.
import { useId } from 'react'
import { PROPOSAL_KIND_LABELS, PROPOSAL_KINDS, type ProposalKind } from '../../../shared/decision/kinds'
import {
  PERIOD_LABELS,
  PERIODS,
  type Period,
  ROLE_LABELS,
  ROLE_QUANTITIES,
  ROLES,
  type Role,
  SCOPE_LABELS,
} from '../../../shared/decision/reading/roles'
import type { FigureReadingView, ReadingCorrections, ReadingView } from '../../../shared/schemas/boardroom'
import { Badge, Table } from '../../ui'
import { keyed } from '../../lib/keyed'

type FactCorrection = NonNullable<ReadingCorrections['facts']>[number]

/** The reading as corrected: the member's choice where there is one, the board's otherwise. */
export function correctedValue(f: FigureReadingView, corrections: ReadingCorrections) {
  const c = corrections.facts?.find((x) => x.index === f.index)
  return {
    role: c && c.role !== undefined ? c.role : f.role,
    period: c && c.period !== undefined ? c.period : f.period,
    changed: !!c,
  }
}

/** One fact's correction set (or cleared when it is back to the board's own reading). */
export function withFact(
  corrections: ReadingCorrections,
  f: FigureReadingView,
  change: Partial<Pick<FactCorrection, 'role' | 'period'>>,
): ReadingCorrections {
  const index = f.index!
  const current = corrections.facts?.find((x) => x.index === index) ?? { index }
  const next: FactCorrection = { ...current, ...change }
  if (next.role === f.role) delete next.role
  if (next.period === f.period) delete next.period
  const others = (corrections.facts ?? []).filter((x) => x.index !== index)
  const facts = next.role !== undefined || next.period !== undefined ? [...others, next] : others
  const { facts: _, ...rest } = corrections
  return facts.length ? { ...rest, facts: facts.sort((a, b) => a.index - b.index) } : rest
}

/** How many things the member changed. */
export const correctionCount = (c: ReadingCorrections) => (c.kind ? 1 : 0) + (c.facts?.length ?? 0)

/** The corrections a stored reading already carries (a session asked with some), to ask again from. */
export function correctionsOf(reading: ReadingView): ReadingCorrections {
  const facts = reading.figures
    .filter((f) => f.index !== undefined && f.corrected?.length)
    .map((f) => ({
      index: f.index!,
      ...(f.corrected!.includes('role') ? { role: f.role } : {}),
      ...(f.corrected!.includes('period') ? { period: f.period } : {}),
    }))
  return { ...(reading.kindCorrected ? { kind: reading.kind } : {}), ...(facts.length ? { facts } : {}) }
}

function Trace({ lines, label }: { lines: readonly string[]; label: string }) {
  if (lines.length === 0) return null
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-accent">{label}</summary>
      <ul className="muted mt-1 list-disc pl-5">
        {keyed(lines, (l) => l).map(({ key, item }) => (
          <li key={key}>{item}</li>
        ))}
      </ul>
    </details>
  )
}

function FigureRow({
  f,
  corrections,
  onChange,
  disabled,
}: {
  f: FigureReadingView
  corrections: ReadingCorrections
  onChange(next: ReadingCorrections): void
  disabled: boolean
}) {
  const id = useId()
  const { role, period, changed } = correctedValue(f, corrections)
  const roles = ROLES.filter((r) => ROLE_QUANTITIES[r].includes(f.quantity))
  const flows = f.quantity === 'money' || f.quantity === 'count'
  return (
    <tr>
      <th scope="row" className="font-normal">
        <span id={`${id}-label`}>{f.label}</span>
        {!f.role && !changed && (
          <>
            {' '}
            <Badge tone="warning">Unread</Badge>
          </>
        )}
        {changed && (
          <>
            {' '}
            <Badge tone="neutral">Changed by you</Badge>
          </>
        )}
      </th>
      <td className="whitespace-nowrap font-semibold">{f.value}</td>
      <td>
        <select
          aria-label={`Role of ${f.label}`}
          value={role ?? ''}
          disabled={disabled}
          onChange={(e) => onChange(withFact(corrections, f, { role: (e.target.value || null) as Role | null }))}
        >
          <option value="">Not used</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </td>
      <td>
        {flows ? (
          <select
            aria-label={`Period of ${f.label}`}
            value={period ?? ''}
            disabled={disabled}
            onChange={(e) => onChange(withFact(corrections, f, { period: (e.target.value || null) as Period | null }))}
          >
            <option value="">No period</option>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        ) : (
          <span className="muted">No period</span>
        )}
        {f.periodAssumed && !changed && <p className="muted text-xs">Assumed: the label gives none</p>}
      </td>
      <td>{f.scope ? SCOPE_LABELS[f.scope] : <span className="muted">Not said</span>}</td>
      <td>
        <Trace lines={f.trace} label="How we read it" />
      </td>
    </tr>
  )
}

/**
 * The reading, correctable. `onChange` receives the whole set of corrections after each change;
 * without it (a session read by someone who cannot ask) the controls are shown disabled.
 */
export function ReadingPanel({
  reading,
  corrections,
  onChange,
  disabled = false,
}: {
  reading: ReadingView
  corrections: ReadingCorrections
  onChange?(next: ReadingCorrections): void
  disabled?: boolean
}) {
  const id = useId()
  const change = onChange ?? (() => {})
  const locked = disabled || !onChange
  const kind = corrections.kind ?? reading.kind
  const pack = reading.figures.filter((f) => f.index !== undefined)
  const fromQuestion = reading.figures.filter((f) => f.index === undefined)
  return (
    <section aria-labelledby={`${id}-title`} className="my-4">
      <h3 id={`${id}-title`} className="mb-2 text-base font-semibold">
        How we read this
      </h3>
      <div className="field max-w-md">
        <label htmlFor={`${id}-kind`}>Kind of proposal</label>
        <select
          id={`${id}-kind`}
          value={kind}
          disabled={locked}
          aria-describedby={`${id}-kind-hint`}
          onChange={(e) => {
            const next = e.target.value as ProposalKind
            const { kind: _, ...rest } = corrections
            change(next === reading.kind ? rest : { ...rest, kind: next })
          }}
        >
          {PROPOSAL_KINDS.map((k) => (
            <option key={k} value={k}>
              {PROPOSAL_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-kind-hint`}>
          {corrections.kind
            ? `Changed by you: the board read ${PROPOSAL_KIND_LABELS[reading.kind].toLowerCase()}.`
            : reading.kindCorrected
              ? 'As you set it.'
              : 'What the board took the question for: it picks the analyses that apply.'}
        </p>
        <Trace lines={reading.trace} label="How we read the question" />
      </div>
      {pack.length > 0 ? (
        <Table caption="Each figure of the board pack, as the board read it">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Value</th>
              <th scope="col">Role</th>
              <th scope="col">Period</th>
              <th scope="col">Whose</th>
              <th scope="col">Trace</th>
            </tr>
          </thead>
          <tbody>
            {pack.map((f) => (
              <FigureRow key={f.ref} f={f} corrections={corrections} onChange={change} disabled={locked} />
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="muted">No board pack: the board reads the question and the company’s own figures.</p>
      )}
      {fromQuestion.length > 0 && (
        <>
          <p className="mb-1 mt-3 text-sm font-semibold">Amounts in the question</p>
          <ul className="plain-list text-sm">
            {keyed(fromQuestion, (f) => f.ref).map(({ key, item: f }) => (
              <li key={key}>
                {`${f.value}: ${f.role ? ROLE_LABELS[f.role] : 'not used'}${f.period && f.role ? `, ${PERIOD_LABELS[f.period].toLowerCase()}` : ''}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {reading.notes.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm">
          {keyed(reading.notes, (n) => n).map(({ key, item }) => (
            <li key={key}>{item}</li>
          ))}
        </ul>
      )}
      {reading.model && reading.model.differences.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 text-sm font-semibold">Where the model read it differently</p>
          <ul className="list-disc pl-5 text-sm">
            {keyed(reading.model.differences, (d) => d).map(({ key, item }) => (
              <li key={key}>{item}</li>
            ))}
          </ul>
          <p className="muted text-xs">The board decided on the model’s reading, except where you corrected it.</p>
        </div>
      )}
    </section>
  )
}
