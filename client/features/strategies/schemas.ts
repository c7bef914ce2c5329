// A strategy as stored (supabase/migrations/*_boardroom.sql) and read back: the request it
// answered, the plan the engine wrote, the figures it started from and whether it was adopted.
import { STRATEGY_FOCUSES, STRATEGY_HORIZONS, StrategySchema } from '../../../shared/schemas/boardroom'
import { z } from '../../../shared/zod'
import { EngineSchema } from '../../../shared/schemas/briefs'
import { StoredMetricsSchema } from '../../../shared/schemas/stored-metrics'

export const STRATEGY_STATUSES = ['draft', 'adopted', 'archived'] as const
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number]

export const StrategyRowSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  goal: z.string(),
  focus: z.enum(STRATEGY_FOCUSES),
  horizon_days: z.literal(STRATEGY_HORIZONS),
  title: z.string(),
  plan: StrategySchema,
  metrics: StoredMetricsSchema,
  engine: EngineSchema,
  model: z.string(),
  status: z.enum(STRATEGY_STATUSES),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type StrategyRow = z.infer<typeof StrategyRowSchema>
export const StrategyListSchema = z.array(StrategyRowSchema)
