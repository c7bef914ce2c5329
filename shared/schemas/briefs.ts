// GET /api/ai/briefs as the screens read it: five briefs, the figures they were written from, and
// which engine wrote them.
import { BriefSchema } from './boardroom'
import { z } from '../zod'
import { MetricsSchema } from './stored-metrics'

export const EngineSchema = z.enum(['builtin', 'workers-ai', 'openai'])

export const BriefsResponseSchema = z.object({
  briefs: z.array(BriefSchema),
  metrics: MetricsSchema,
  engine: EngineSchema,
  model: z.string(),
})
