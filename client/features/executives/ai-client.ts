// The AI screens' door to the Worker's /api/ai, through the app's one Worker helper
// (lib/worker-api: the member's token as a Bearer token, the API's {error, message} as a DataError
// with that message). Loaded on the first request: the dashboard's first screen imports this, and
// supabase-js (for the token) must stay off its first load (docs/decisions/0003).
import { QUERY_RETRIES } from '../../../shared/constants'
import { retryUpTo } from '../../app/query-client'
import { DataError } from '../../lib/errors'

export async function aiRequest<T = unknown>(path: `/${string}`, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const { callWorker } = await import('../../lib/worker-api')
  return callWorker<T>(`/api/ai${path}`, init)
}

/** The 409 the API answers for an account without a company. */
export const isNoCompany = (error: unknown) => error instanceof DataError && error.code === 'no_company'

/**
 * TanStack's retry for /api/ai reads: the app's rule (no retry of a refusal), and none for the AI
 * rate limit either: its window is a minute, longer than the retries would wait.
 */
export const aiRetry = (failureCount: number, error: unknown) => !(error instanceof DataError && error.status === 429) && retryUpTo(QUERY_RETRIES)(failureCount, error)
