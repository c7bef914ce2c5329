// /dashboard/langchain-agent ("Agent workflows"): the weekly review run as steps the member starts
// — briefs, then a boardroom debate on the top risk, then a strategy — each shown waiting,
// running, done (with its output and a link to the debate or strategy it stored), failed (with
// the reason and a retry from that step) or skipped (with why). Every step is a real /api/ai call;
// the run itself is not stored. No agent framework runs here: the steps are this page's own code.
import { useMembership } from '../../lib/membership'
import { useRef, useState } from 'react'
import { DECISIONS, readAiWorkflow } from '../../../shared/schemas/ai-workflow'
import { RECOMMENDATION_LABELS, type Recommendation } from '../../../shared/schemas/boardroom'
import { EXECUTIVES } from '../../../shared/executives'
import { Alert, Badge, Button, Link, PageHeader, Section } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { problemMessage } from '../../ui/load-states'
import { workflowCalls } from './api'
import {
  debateQuestion,
  STEP_IDS,
  STEP_LABELS,
  strategyRequest,
  topRisk,
  type StepId,
  type TopRisk,
} from './weekly-review'
import { countOf } from '../../../shared/plural'

type StepState =
  | { state: 'waiting' }
  | { state: 'running' }
  | { state: 'done'; text: string; link?: { to: string; label: string } }
  | { state: 'skipped'; text: string }
  | { state: 'failed'; error: unknown }

const WAITING: Record<StepId, StepState> = {
  briefs: { state: 'waiting' },
  debate: { state: 'waiting' },
  strategy: { state: 'waiting' },
}
const STATE_LABELS = {
  waiting: 'Waiting',
  running: 'Running…',
  done: 'Done',
  skipped: 'Skipped',
  failed: 'Failed',
} as const
const STATE_TONES = {
  waiting: 'neutral',
  running: 'accent',
  done: 'success',
  skipped: 'neutral',
  failed: 'warning',
} as const

function WeeklyReview() {
  const mine = useMembership()
  const [steps, setSteps] = useState(WAITING)
  const risk = useRef<TopRisk | null>(null)
  const running = useRef(false)
  const riskBotOn = mine.data
    ? (readAiWorkflow(mine.data.company.ai_workflow)?.decisions.risk_alert.enabled ?? true)
    : true
  const set = (id: StepId, s: StepState) => setSteps((all) => ({ ...all, [id]: s }))

  const RUN: Record<StepId, () => Promise<StepState>> = {
    briefs: async () => {
      const { briefs } = await workflowCalls.briefs()
      risk.current = topRisk(briefs)
      return risk.current
        ? {
            state: 'done',
            text: `${countOf(briefs.length, 'brief')} read. Top risk, from the ${EXECUTIVES[risk.current.executive].title}: ${risk.current.risk}`,
          }
        : { state: 'done', text: `${countOf(briefs.length, 'brief')} read. No executive raised a risk this week.` }
    },
    debate: async () => {
      if (!risk.current) return { state: 'skipped', text: 'No risk to debate.' }
      if (!riskBotOn)
        return {
          state: 'skipped',
          text: `The ${DECISIONS.risk_alert.label} bot is off, so risks do not come to the boardroom (AI bots).`,
        }
      const session = await workflowCalls.boardroom(debateQuestion(risk.current))
      const recommendation =
        RECOMMENDATION_LABELS[session.debate.decision.recommendation as Recommendation] ??
        session.debate.decision.recommendation
      return {
        state: 'done',
        text: `The board decided: ${recommendation}.`,
        link: { to: `/dashboard/debate?session=${session.id}`, label: 'Read the debate' },
      }
    },
    strategy: async () => {
      if (!risk.current) return { state: 'skipped', text: 'No risk to plan for.' }
      const strategy = await workflowCalls.strategy(strategyRequest(risk.current))
      return {
        state: 'done',
        text: `Draft strategy written: ${strategy.title}.`,
        link: { to: `/dashboard/strategy/${strategy.id}`, label: 'Open the strategy' },
      }
    },
  }

  async function runFrom(start: StepId) {
    if (running.current) return
    running.current = true
    const from = STEP_IDS.indexOf(start)
    setSteps(
      (all) =>
        Object.fromEntries(STEP_IDS.map((id, i) => [id, i < from ? all[id] : { state: 'waiting' }])) as Record<
          StepId,
          StepState
        >,
    )
    try {
      for (const id of STEP_IDS.slice(from)) {
        set(id, { state: 'running' })
        try {
          set(id, await RUN[id]())
        } catch (error) {
          set(id, { state: 'failed', error })
          return
        }
      }
    } finally {
      running.current = false
    }
  }

  const busy = STEP_IDS.some((id) => steps[id].state === 'running')
  const finished = STEP_IDS.every((id) => steps[id].state === 'done' || steps[id].state === 'skipped')
  return (
    <Section
      title="Weekly review"
      id="weekly-review"
      intro="Three steps, one after the other. The debate and the strategy are saved like any other; this run is not."
    >
      <ol className="plain-list grid max-w-3xl gap-3" aria-label="Weekly review steps">
        {STEP_IDS.map((id, i) => {
          const s = steps[id]
          return (
            <li key={id} className="card" aria-label={`Step ${i + 1}: ${STEP_LABELS[id]}`}>
              <h3 className="mb-1 flex flex-wrap items-center gap-2 text-base">
                {`${i + 1}. ${STEP_LABELS[id]}`}
                <Badge tone={STATE_TONES[s.state]}>{STATE_LABELS[s.state]}</Badge>
              </h3>
              {(s.state === 'done' || s.state === 'skipped') && <p className="m-0">{s.text}</p>}
              {s.state === 'done' && s.link && (
                <p className="m-0 mt-1">
                  <Link to={s.link.to}>{s.link.label}</Link>
                </p>
              )}
              {s.state === 'failed' && (
                <Alert tone="error">
                  <p className="mb-2">{problemMessage(s.error)}</p>
                  <Button variant="secondary" onClick={() => void runFrom(id)}>
                    {`Retry step ${i + 1}`}
                  </Button>
                </Alert>
              )}
            </li>
          )
        })}
      </ol>
      <div className="actions">
        <Button onClick={() => void runFrom('briefs')} disabled={busy}>
          {busy ? 'Running…' : finished ? 'Run the weekly review again' : 'Start the weekly review'}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {busy ? 'The weekly review is running…' : finished ? 'The weekly review is complete.' : ''}
      </p>
    </Section>
  )
}

export default function AgentWorkflowsPage() {
  return (
    <>
      <PageHeader
        title="Agent workflows"
        lead="Multi-step agent workflows over your tools: each step calls your executives on your own records, and you see every step’s state and output."
      />
      <MembershipGate>{() => <WeeklyReview />}</MembershipGate>
    </>
  )
}
