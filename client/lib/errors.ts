// The one error vocabulary of the client: what a screen says when something fails. Every failure
// comes here — a Postgres refusal through PostgREST (23505 unique, 23514 check, 23503 foreign key,
// 42501 permission/RLS, P0001 a trigger's own words), a PostgREST code (PGRST116 no row, PGRST30x
// the session), a supabase-js AuthError (by its code and status), the Worker's JSON
// `{ error, message }` (client/lib/worker-api.ts) and a request that never arrived — and leaves as a
// sentence that says what happened to what was attempted: a read says it could not load, a write
// that it was not saved, a permission refusal who may do it, an outage that the server can't be
// reached. A refusal that is about one form field names the field (forms show it beside the field).
// (zod-free: this module is in every first load)
import {
  CALL_IN_FUTURE,
  END_BEFORE_START,
  INVALID_EMAIL,
  MAX_CALL_MINUTES,
  MAX_CALL_NOTES,
  NAME_OR_EMAIL,
  OWNER_NOT_MEMBER,
  SCHEDULE_NEEDS_START,
} from '../../shared/schemas/crm-messages'

/** A failed data call: the Postgres, PostgREST or Worker code, its message and the HTTP status. */
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

/** supabase-js's `{ error, status }` as a DataError. */
export const dataError = (error: PostgrestLike, status = 0) => new DataError(error.message, error.code ?? '', status)

/** Throws supabase-js's `{ error, status }` as a DataError; returns nothing when there is none. */
export function throwIfError(error: PostgrestLike | null, status = 0): void {
  if (error) throw dataError(error, status)
}

export const UNREACHABLE = 'We could not reach the server. Check your connection and try again.'
/** What a screen shows while its data cannot be loaded because the server is down (it retries by itself). */
export const OUTAGE_MESSAGE = 'We can’t reach the server — retrying'
export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.'
/** Who may change a company's data, when the database refuses without saying. */
export const NOT_ALLOWED = 'You do not have permission to do that. Ask an owner or admin of your company.'
export const SOMETHING_WRONG = 'Something went wrong. Try again.'

const NETWORK_FAILURE = /failed to fetch|fetch failed|networkerror|load failed|network request failed/i
const FETCH_ERROR_NAMES = new Set(['AuthRetryableFetchError', 'FunctionsFetchError', 'FunctionsRelayError'])

/**
 * A failure of the connection or the server, not an answer: the request never arrived (status 0
 * without a database code, a fetch TypeError, supabase-js's fetch errors) or the server or a gateway
 * failed (5xx, e.g. the Worker's 502 when the backend is down). Asking again later can succeed, so
 * screens say the server is unreachable and keep retrying instead of "nothing there".
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof DataError)
    return error.status >= 500 || (error.status === 0 && (!error.code || error.code === 'fetch_failed'))
  const { name, status, message } = (error ?? {}) as { name?: unknown; status?: unknown; message?: unknown }
  if (typeof name === 'string' && FETCH_ERROR_NAMES.has(name)) return true
  if (typeof status === 'number' && status >= 500) return true
  return typeof message === 'string' && NETWORK_FAILURE.test(message)
}

/** What was attempted, so the message can say what did not happen. */
export type Attempt = {
  /** load: a read ("Couldn't load the leads."); save / delete / send: a write ("… was not saved"). */
  action?: 'load' | 'save' | 'delete' | 'send'
  /** What it was about, e.g. 'the leads', 'the campaign'. */
  what?: string
  /** The sentence for a permission refusal the database gives without words (e.g. 'Only an admin can change a role'). */
  notAllowed?: string
}

export type ProblemKind =
  | 'network'
  | 'session'
  | 'permission'
  | 'conflict'
  | 'invalid'
  | 'not_found'
  | 'refused'
  | 'unknown'

/** A failure in words; `field` when it is about one form field. */
export type Problem = { kind: ProblemKind; message: string; field?: string }
type Found = Problem & { /** the reason alone, when `message` is "<not done>: <reason>" */ reason?: string }

// A constraint the database names → the form field it is about and what to do.
const CONSTRAINTS: Record<string, [string, string]> = {
  leads_company_email_key: ['email', 'A lead with this email address already exists in your company'],
  leads_identity: ['first_name', NAME_OR_EMAIL],
  leads_email_format: ['email', INVALID_EMAIL],
  leads_phone_format: ['phone', 'Use digits, spaces and + ( ) . - only'],
  leads_value_range: ['value', 'The estimated value must be between 0 and 1,000,000,000'],
  leads_campaign_same_company_fkey: ['campaign_id', "Choose one of your company's campaigns"],
  leads_owner_member_fkey: ['owner_id', OWNER_NOT_MEMBER],
  campaigns_name_length: ['name', 'Give the campaign a name of at most 200 characters'],
  campaigns_budget_range: ['budget', 'The budget must be between 0 and 1,000,000,000'],
  campaigns_dates_order: ['end_date', END_BEFORE_START],
  campaigns_scheduled_has_start: ['start_date', SCHEDULE_NEEDS_START],
  calls_lead_same_company_fkey: ['lead_id', "Choose one of your company's leads"],
  calls_duration_range: ['duration_minutes', `A call can be at most ${MAX_CALL_MINUTES} minutes`],
  calls_notes_length: ['notes', `The notes can be at most ${MAX_CALL_NOTES} characters`],
}

// supabase-js AuthError codes → words (the auth pages' own messages live in features/auth/api.ts).
const AUTH_CODES: Record<string, string> = {
  session_not_found: SESSION_ENDED,
  refresh_token_not_found: SESSION_ENDED,
  bad_jwt: SESSION_ENDED,
  over_request_rate_limit: 'Too many attempts. Wait a minute, then try again.',
  over_email_send_rate_limit: 'Too many emails were sent. Wait a minute, then try again.',
}

/** Postgres's and PostgREST's generic wording, which is not written for people. */
const GENERIC_REFUSAL =
  /row-level security|permission denied|violates|null value in column|invalid input syntax|value too long|out of range|JSON object requested/i

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`

/** "was not saved" for the attempt, e.g. "The campaign was not saved". */
function notDone({ action = 'save', what }: Attempt): string {
  if (action === 'load') return `Couldn't load ${what ?? 'this'}`
  const verb = action === 'delete' ? 'deleted' : action === 'send' ? 'sent' : 'saved'
  return what
    ? `${capital(what)} was not ${verb}`
    : action === 'save'
      ? 'The change was not saved'
      : `It was not ${verb}`
}

/** The failure in words, parameterised by what was attempted (a write unless said otherwise). */
export function describeError(error: unknown, attempt: Attempt = {}): Problem {
  const { reason: _, ...problem } = find(error, attempt)
  return problem
}

/** The failure's message alone, for a sentence that already says what was not done ("X was not removed: …"). */
export function errorMessage(error: unknown, attempt: Attempt = {}): string {
  const found = find(error, attempt)
  return found.reason ?? found.message
}

const because = (kind: ProblemKind, attempt: Attempt, reason: string): Found => ({
  kind,
  message: `${notDone(attempt)}: ${reason}`,
  reason,
})

function find(error: unknown, attempt: Attempt): Found {
  if (
    isUnreachable(error) &&
    !(error instanceof DataError && error.status >= 500 && error.code && !GENERIC_REFUSAL.test(error.message))
  ) {
    return { kind: 'network', message: UNREACHABLE }
  }
  if (!(error instanceof DataError)) return describeOther(error, attempt)
  const { code, status, message } = error
  if (status === 401 || /^PGRST30[0-3]$/.test(code) || code === 'unauthorized')
    return { kind: 'session', message: SESSION_ENDED }
  const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1]
  const known = constraint ? CONSTRAINTS[constraint] : undefined
  if (known) return { kind: 'invalid', field: known[0], message: known[1] }
  if (code === '42501' || status === 403) {
    return GENERIC_REFUSAL.test(message) || !message
      ? { kind: 'permission', message: attempt.notAllowed ?? NOT_ALLOWED }
      : { kind: 'permission', message }
  }
  // the owner trigger's refusal (supabase/migrations/20261201500100_lead_owner.sql), beside the owner field
  if (code === '23503' && message === OWNER_NOT_MEMBER)
    return { kind: 'invalid', field: 'owner_id', message: OWNER_NOT_MEMBER }
  if (code === '23514' && message === CALL_IN_FUTURE)
    return { kind: 'invalid', field: 'occurred_at', message: CALL_IN_FUTURE }
  if (code === '23514' && message.startsWith('A campaign cannot go')) return { kind: 'refused', message: `${message}.` }
  if (code === 'PGRST116') return because('not_found', attempt, 'it does not exist, or it is not yours to see.')
  if (code === '23505') return because('conflict', attempt, 'one like it already exists.')
  if (code === '23503') return because('conflict', attempt, 'it refers to something that no longer exists.')
  // The Worker's and the triggers' refusals are written for people: shown as they are.
  if (message && !GENERIC_REFUSAL.test(message) && (code === 'P0001' || status >= 400 || /^[a-z_]+$/.test(code)))
    return { kind: 'refused', message }
  return because('unknown', attempt, message || SOMETHING_WRONG)
}

function describeOther(error: unknown, attempt: Attempt): Found {
  const { name, code, status, message } = (error ?? {}) as {
    name?: unknown
    code?: unknown
    status?: unknown
    message?: unknown
  }
  if (typeof name === 'string' && /^Auth/.test(name)) {
    const known = typeof code === 'string' ? AUTH_CODES[code] : undefined
    if (known) return { kind: known === SESSION_ENDED ? 'session' : 'refused', message: known }
    if (status === 401) return { kind: 'session', message: SESSION_ENDED }
  }
  if (name === 'FunctionsHttpError') {
    const http = (error as { context?: { status?: number } }).context?.status
    return because('refused', attempt, `the service answered with an error${http ? ` (HTTP ${http})` : ''}.`)
  }
  if (typeof message === 'string' && message) return { kind: 'unknown', message }
  return { kind: 'unknown', message: attempt.action === 'load' ? `${notDone(attempt)}. Try again.` : SOMETHING_WRONG }
}

/** Form validation messages per field from zod issues: the first issue of each field wins. */
export type FieldErrors = Record<string, string>
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message
  return errors
}
