// GET /api/ai/briefs as the screens read it: five briefs, the figures they were written from, and
// which engine wrote them.
import { BriefSchema } from '../../../shared/schemas/boardroom'
import { z } from '../../../shared/zod'
import { MetricsSchema } from './metrics-schema'

export const EngineSchema = z.enum(['builtin', 'workers-ai', 'openai'])

export const BriefsResponseSchema = z.object({ briefs: z.array(BriefSchema), metrics: MetricsSchema, engine: EngineSchema, model: z.string() })
