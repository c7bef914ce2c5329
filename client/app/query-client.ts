// spec §9 data fetching: fresh for 5 minutes; 3 retries with exponential delay capped at 30 s.
// The spec's other reading, "1 retry", applies to mutations: a write retried three times could
// repeat its side effect, so writes retry once (docs/decisions/0002-data-fetching-retries.md).
import { QueryClient } from '@tanstack/react-query'
import { MUTATION_RETRIES, QUERY_RETRIES, QUERY_RETRY_DELAY_CAP_MS, QUERY_STALE_TIME_MS } from '../../shared/constants'

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_DELAY_CAP_MS)

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRIES, retryDelay },
      mutations: { retry: MUTATION_RETRIES, retryDelay },
    },
  })
}
