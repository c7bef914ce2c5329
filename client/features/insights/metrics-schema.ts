// The company's figures as the screens read them: from GET /api/ai/metrics and /api/ai/briefs, and
// from the `metrics` column stored with each boardroom session and strategy. The schema itself is
// shared with the Worker (shared/schemas/metrics.ts).
import { z } from '../../../shared/zod'
import { MetricsSchema } from '../../../shared/schemas/metrics'

export { MetricsSchema, StoredMetricsSchema } from '../../../shared/schemas/metrics'

/** GET /api/ai/metrics. */
export const MetricsResponseSchema = z.object({ metrics: MetricsSchema })
