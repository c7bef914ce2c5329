// What a screen says when a data call fails. Postgres refusals written for people (the triggers'
// and functions' own messages, e.g. 'Only an admin can change a role') are shown as they are;
// the generic ones are put in plain words; a request that never arrived says so.

/** A failed supabase-js call: the Postgres or PostgREST code, its message and the HTTP status. */
export class DataError extends Error {
  readonly code: string
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message)
    this.name = 'DataError'
    this.code = code
    this.status = status
  }
}

type PostgrestLike = { message: string; code?: string | null }

/** Throws supabase-js's `{ error, status }` as a DataError; returns nothing when there is none. */
export function throwIfError(error: PostgrestLike | null, status = 0): void {
  if (error) throw new DataError(error.message, error.code ?? '', status)
}

export const UNREACHABLE = 'We could not reach the server. Check your connection and try again.'
/** What a screen shows while its data cannot be loaded because the server is down (it retries by itself). */
export const OUTAGE_MESSAGE = 'We can’t reach the server — retrying'

const NETWORK_FAILURE = /failed to fetch|fetch failed|networkerror|load failed|network request failed/i

/**
 * A failure of the connection or the server, not an answer: the request never arrived (status 0
 * without a database code, a fetch TypeError, supabase-js's retryable fetch error) or the server or
 * a gateway failed (5xx, e.g. the Worker's 502 when the backend is down). Asking again later can
 * succeed, so screens say the server is unreachable and keep retrying instead of "nothing there".
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof DataError) return error.status >= 500 || (error.status === 0 && (!error.code || error.code === 'fetch_failed'))
  const { name, status, message } = (error ?? {}) as { name?: unknown; status?: unknown; message?: unknown }
  if (name === 'AuthRetryableFetchError') return true
  if (typeof status === 'number' && status >= 500) return true
  return typeof message === 'string' && NETWORK_FAILURE.test(message)
}
export const NOT_ALLOWED = 'You do not have permission to do that.'
export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.'

/** The message to show for a failure (`notAllowed` replaces the database's generic RLS refusal). */
export function errorMessage(error: unknown, notAllowed: string = NOT_ALLOWED): string {
  if (error instanceof DataError) {
    if (error.status === 401 || /^PGRST30[0-3]$/.test(error.code)) return SESSION_ENDED
    if (error.code === '42501' && /row-level security|permission denied/i.test(error.message)) return notAllowed
    return error.message
  }
  if (error instanceof Error && NETWORK_FAILURE.test(error.message)) return UNREACHABLE
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.'
}
