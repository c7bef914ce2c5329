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
export const NOT_ALLOWED = 'You do not have permission to do that.'
export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.'

/** The message to show for a failure (`notAllowed` replaces the database's generic RLS refusal). */
export function errorMessage(error: unknown, notAllowed: string = NOT_ALLOWED): string {
  if (error instanceof DataError) {
    if (error.status === 401 || /^PGRST30[0-3]$/.test(error.code)) return SESSION_ENDED
    if (error.code === '42501' && /row-level security|permission denied/i.test(error.message)) return notAllowed
    return error.message
  }
  if (error instanceof Error && /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)) return UNREACHABLE
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.'
}
