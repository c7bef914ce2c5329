// The weekly review, an agent workflow of three real calls to /api/ai: the executives' briefs →
// a boardroom debate on the top risk they raised → a strategy to address it. Pure planning here
// (which risk, what to ask, which focus); the page runs the steps and shows each one's state.
import { EXECUTIVES, type ExecutiveId } from '../../../shared/executives'
import { QUESTION_MAX, type Brief, type StrategyFocus } from '../../../shared/schemas/boardroom'

export const STEP_IDS = ['briefs', 'debate', 'strategy'] as const
export type StepId = (typeof STEP_IDS)[number]
export const STEP_LABELS: Record<StepId, string> = {
  briefs: 'Read the executives’ briefs',
  debate: 'Debate the top risk in the boardroom',
  strategy: 'Write a strategy to address it',
}

// The CEO's risks come first: they weigh the whole company; then money, operations, demand, systems.
const RISK_ORDER: ExecutiveId[] = ['ceo', 'cfo', 'coo', 'cmo', 'cto']
const FOCUS_FOR: Record<ExecutiveId, StrategyFocus> = {
  ceo: 'conversion',
  cfo: 'efficiency',
  coo: 'conversion',
  cmo: 'growth',
  cto: 'conversion',
}

export type TopRisk = { executive: ExecutiveId; risk: string }

/** The first risk in the briefs, in RISK_ORDER; null when no executive raised one. */
export function topRisk(briefs: readonly Brief[]): TopRisk | null {
  for (const executive of RISK_ORDER) {
    const risk = briefs.find((b) => b.executive === executive)?.risks[0]
    if (risk) return { executive, risk }
  }
  return null
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The question put to the board about the risk. */
export const debateQuestion = ({ executive, risk }: TopRisk) =>
  clip(`The ${EXECUTIVES[executive].title} flags a risk: “${risk}” What should we do about it?`, QUESTION_MAX)

/** The strategy request that follows the debate: 30 days, focused by who raised the risk. */
export const strategyRequest = ({ executive, risk }: TopRisk) => ({
  goal: clip(`Address this risk: ${risk}`, 300),
  focus: FOCUS_FOR[executive],
  horizonDays: 30 as const,
})
