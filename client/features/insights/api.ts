// The company's figures and the executives' briefs, from the Worker's /api/ai (the AI screens'
// door: lib/ai-client.ts). Answers are validated with zod loaded alongside the request, so
// the dashboard's first screen can import these hooks without putting zod on its first load.
import { useQuery } from '@tanstack/react-query'
import type { Metrics } from '../../../shared/metrics'
import type { Brief } from '../../../shared/schemas/boardroom'
import { callWorker } from '../../lib/worker-api'
import { aiRetry } from '../../lib/ai-client'

export type EngineName = 'builtin' | 'workers-ai' | 'openai'
export type Briefs = { briefs: Brief[]; metrics: Metrics; engine: EngineName; model: string }

export const insightKeys = {
  metrics: (companyId: string) => ['ai', 'metrics', companyId] as const,
  briefs: (companyId: string) => ['ai', 'briefs', companyId] as const,
}

/** GET /api/ai/metrics: the company's figures today. */
export function useMetrics(companyId: string) {
  return useQuery({
    queryKey: insightKeys.metrics(companyId),
    queryFn: async () => {
      const [body, { MetricsResponseSchema }] = await Promise.all([
        callWorker((api) => api.ai.metrics.$get()),
        import('../../../shared/schemas/stored-metrics'),
      ])
      return MetricsResponseSchema.parse(body).metrics
    },
    retry: aiRetry,
  })
}

/** GET /api/ai/briefs: each executive's brief on the company today (an engine call: rate-limited). */
export function useBriefs(companyId: string) {
  return useQuery({
    queryKey: insightKeys.briefs(companyId),
    queryFn: async (): Promise<Briefs> => {
      const [body, { BriefsResponseSchema }] = await Promise.all([
        callWorker((api) => api.ai.briefs.$get()),
        import('../../../shared/schemas/briefs'),
      ])
      return BriefsResponseSchema.parse(body)
    },
    retry: aiRetry,
  })
}
