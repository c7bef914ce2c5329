// How the AI screens read the Worker's /api/ai refusals. The calls themselves go through the app's
// one typed Worker client (lib/worker-api: callWorker((api) => api.ai.…), which loads supabase-js for
// the token on the first call, so the dashboard's first screen stays light — docs/decisions/0003).
import { QUERY_RETRIES } from '../../shared/constants'
import { retryUpTo } from '../app/query-client'
import { DataError } from './errors'

/** The 409 the API answers for an account without a company. */
export const isNoCompany = (error: unknown) => error instanceof DataError && error.code === 'no_company'

/**
 * TanStack's retry for /api/ai reads: the app's rule (no retry of a refusal), and none for the AI
 * rate limit either: its window is a minute, longer than the retries would wait.
 */
export const aiRetry = (failureCount: number, error: unknown) =>
  !(error instanceof DataError && error.status === 429) && retryUpTo(QUERY_RETRIES)(failureCount, error)
