// The company's figures as the screens read them: from GET /api/ai/metrics and /api/ai/briefs, and
// from the `metrics` column stored with each boardroom session and strategy. The schema itself is
// shared with the Worker (./metrics). Loaded with the data (never on a first load: zod stays off it,
// docs/decisions/0003).
import { z } from '../zod'
import { MetricsSchema } from './metrics'

export { MetricsSchema, StoredMetricsSchema } from './metrics'

/** GET /api/ai/metrics. */
export const MetricsResponseSchema = z.object({ metrics: MetricsSchema })
