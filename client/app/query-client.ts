// spec §9 data fetching: fresh for 5 minutes; 3 retries with exponential delay capped at 30 s.
// The spec's other reading, "1 retry", applies to mutations: a write retried three times could
// repeat its side effect, so writes retry once (docs/decisions/0028-data-fetching-retries-refusals-and-outages.md).
// spec §4 critical errors: a query or mutation that fails with a critical error (isCritical true,
// see lib/critical-error.ts) publishes it, which opens the critical error dialog; it
// is not retried, since retrying cannot repair it; nor is a refusal (HTTP 4xx), which would only
// keep the user waiting for the same answer. Other failures stay with the screen that asked.
// An outage (the server unreachable, a 5xx) is not the end of a query: once its 3 retries are spent
// it is fetched again on the same back-off (2 s, 4 s, … 30 s) and on reconnect, so the screen that
// says "We can’t reach the server — retrying" recovers by itself when the server is back.
import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { MUTATION_RETRIES, QUERY_RETRIES, QUERY_RETRY_DELAY_CAP_MS, QUERY_STALE_TIME_MS } from '../../shared/constants'
import { isCriticalError, publishCriticalError } from '../lib/critical-error'
import { isUnreachable } from '../lib/errors'

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_DELAY_CAP_MS)

/**
 * An answer the server gave on purpose — HTTP 4xx: refused by RLS or a trigger, invalid, not found —
 * which asking again cannot change (408 timeouts and 429 rate limits excepted). Errors that carry
 * a `status` (supabase-js's, the data layers' DataError) are recognised by it.
 */
export function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
}

/** TanStack's retry option: up to `times` retries, none for a critical error or a refusal. */
export const retryUpTo = (times: number) => (failureCount: number, error: unknown) =>
  !isCriticalError(error) && !isRefusal(error) && failureCount < times

/** TanStack's refetchInterval: while a query's last fetch failed for an outage, fetch it again on the back-off. */
export function outageRefetchInterval(query: Pick<Query, 'state'>): number | false {
  const { status, error, errorUpdateCount } = query.state
  return status === 'error' && isUnreachable(error) ? retryDelay(errorUpdateCount) : false
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void publishCriticalError(error) }),
    mutationCache: new MutationCache({ onError: (error) => void publishCriticalError(error) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: retryUpTo(QUERY_RETRIES),
        retryDelay,
        refetchInterval: outageRefetchInterval,
      },
      mutations: { retry: retryUpTo(MUTATION_RETRIES), retryDelay },
    },
  })
}
