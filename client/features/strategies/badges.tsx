// A strategy's status: the label says it, the tone only supports it.
import { Badge } from '../../ui'
import type { StrategyStatus } from './schemas'

export const STRATEGY_STATUS_LABELS: Record<StrategyStatus, string> = {
  draft: 'Draft',
  adopted: 'Adopted',
  archived: 'Archived',
}
const TONES = { draft: 'accent', adopted: 'success', archived: 'neutral' } as const

export const StrategyStatusBadge = ({ status }: { status: StrategyStatus }) => (
  <Badge tone={TONES[status]}>{STRATEGY_STATUS_LABELS[status]}</Badge>
)
