// A boardroom session as stored (supabase/migrations/*_boardroom.sql) and read back: the question,
// the debate the engine produced, the figures it argued from and what the company decided.
import { DebateSchema, OUTCOMES, ReadingViewSchema, RECOMMENDATIONS, TOPICS } from '../../../shared/schemas/boardroom'
import { z } from '../../../shared/zod'
import { EngineSchema } from '../../../shared/schemas/briefs'
import { StoredMetricsSchema } from '../../../shared/schemas/stored-metrics'

export { OUTCOMES, type Outcome } from '../../../shared/schemas/boardroom'

export const SessionSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  question: z.string(),
  topic: z.enum(TOPICS),
  debate: DebateSchema,
  metrics: StoredMetricsSchema,
  engine: EngineSchema,
  model: z.string(),
  outcome: z.enum(OUTCOMES),
  outcome_note: z.string(),
  decided_by: z.uuid().nullable(),
  decided_at: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
})
export type BoardSession = z.infer<typeof SessionSchema>

export const SessionListSchema = z.array(SessionSchema)

/** A session as the history lists it (api.ts useSessionSummaries). */
export const SessionSummarySchema = z.object({
  ...SessionSchema.pick({ id: true, question: true, topic: true, outcome: true, created_at: true }).shape,
  recommendation: z.enum(RECOMMENDATIONS),
})
export const SessionSummaryListSchema = z.array(SessionSummarySchema)

/** POST /api/ai/boardroom/reading: how the board reads a question and its pack, before it sits. */
export const ReadingResponseSchema = z.object({ reading: ReadingViewSchema })
