// Badges of the boardroom: the label says it, the tone only supports it.
import {
  RECOMMENDATION_LABELS,
  STANCE_LABELS,
  type Outcome,
  type Recommendation,
  type Stance,
} from '../../shared/schemas/boardroom'
import { Badge, Link } from '.'

type Tone = 'neutral' | 'accent' | 'success' | 'warning'

export const OUTCOME_LABELS: Record<Outcome, string> = { open: 'Open', adopted: 'Adopted', rejected: 'Rejected' }
const OUTCOME_TONES: Record<Outcome, Tone> = { open: 'accent', adopted: 'success', rejected: 'warning' }
const STANCE_TONES: Record<Stance, Tone> = {
  support: 'success',
  conditional: 'warning',
  oppose: 'neutral',
  abstain: 'neutral',
}
const RECOMMENDATION_TONES: Record<Recommendation, Tone> = {
  proceed: 'success',
  'proceed-with-conditions': 'accent',
  'gather-data': 'warning',
  'do-not-proceed': 'neutral',
}

export const OutcomeBadge = ({ outcome }: { outcome: Outcome }) => (
  <Badge tone={OUTCOME_TONES[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>
)
export const StanceBadge = ({ stance }: { stance: Stance }) => (
  <Badge tone={STANCE_TONES[stance]}>{STANCE_LABELS[stance]}</Badge>
)
export const RecommendationBadge = ({ recommendation }: { recommendation: Recommendation }) => (
  <Badge tone={RECOMMENDATION_TONES[recommendation]}>{RECOMMENDATION_LABELS[recommendation]}</Badge>
)

/** A session's first cells in a list of sessions: its question (linking to the debate), the recommendation and the outcome. */
export function SessionCells({
  id,
  question,
  recommendation,
  outcome,
  questionClass = 'min-w-[14rem]',
}: {
  id: string
  question: string
  recommendation: Recommendation
  outcome: Outcome
  questionClass?: string
}) {
  return (
    <>
      <td className={questionClass}>
        <Link to={`/dashboard/debate?session=${id}`}>{question}</Link>
      </td>
      <td>
        <RecommendationBadge recommendation={recommendation} />
      </td>
      <td>
        <OutcomeBadge outcome={outcome} />
      </td>
    </>
  )
}
