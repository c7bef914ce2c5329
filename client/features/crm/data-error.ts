// What the CRM screens say when the database refuses or the request never arrives. The database
// answers with Postgres codes (23505 unique, 23514 check, 23503 foreign key, 42501 permission) and
// the constraint's name; each known constraint maps to the form field it is about. The error
// class and the generic wording are lib/data-errors'.
import { END_BEFORE_START, SCHEDULE_NEEDS_START } from '../../../shared/schemas/campaign'
import { CALL_IN_FUTURE, MAX_CALL_MINUTES, MAX_CALL_NOTES } from '../../../shared/schemas/call'
import { INVALID_EMAIL, NAME_OR_EMAIL } from '../../../shared/schemas/lead'
import { DataError, errorMessage, SESSION_ENDED, UNREACHABLE } from '../../lib/data-errors'

export { DataError, UNREACHABLE, SESSION_ENDED }

/** supabase-js's { error, status } as a thrown DataError (the one class of lib/data-errors). */
export function dataError(error: { message: string; code?: string | null }, status = 0): DataError {
  return new DataError(error.message, error.code ?? '', status)
}

/** The CRM's refusal names who can help. */
export const NOT_ALLOWED = 'You do not have permission to do that. Ask an owner or admin of your company.'

// constraint → [field, message]
const CONSTRAINTS: Record<string, [string, string]> = {
  leads_company_email_key: ['email', 'A lead with this email address already exists in your company'],
  leads_identity: ['first_name', NAME_OR_EMAIL],
  leads_email_format: ['email', INVALID_EMAIL],
  leads_phone_format: ['phone', 'Use digits, spaces and + ( ) . - only'],
  leads_value_range: ['value', 'The estimated value must be between 0 and 1,000,000,000'],
  leads_campaign_same_company_fkey: ['campaign_id', "Choose one of your company's campaigns"],
  campaigns_name_length: ['name', 'Give the campaign a name of at most 200 characters'],
  campaigns_budget_range: ['budget', 'The budget must be between 0 and 1,000,000,000'],
  campaigns_dates_order: ['end_date', END_BEFORE_START],
  campaigns_scheduled_has_start: ['start_date', SCHEDULE_NEEDS_START],
  calls_lead_same_company_fkey: ['lead_id', "Choose one of your company's leads"],
  calls_duration_range: ['duration_minutes', `A call can be at most ${MAX_CALL_MINUTES} minutes`],
  calls_notes_length: ['notes', `The notes can be at most ${MAX_CALL_NOTES} characters`],
}

export type DataProblem = { message: string; field?: string }

/** The message for a failure, and the form field it belongs to when there is one. */
export function describeDataError(error: unknown): DataProblem {
  if (!(error instanceof DataError)) return { message: errorMessage(error) }
  if (error.status === 0 && /fetch|network/i.test(error.message)) return { message: UNREACHABLE }
  const constraint = /constraint "([a-z_]+)"/.exec(error.message)?.[1]
  const known = constraint ? CONSTRAINTS[constraint] : undefined
  if (known) return { field: known[0], message: known[1] }
  if (error.code === '42501') return { message: error.message.startsWith('A ') ? error.message : NOT_ALLOWED }
  if (error.code === '23514' && error.message.startsWith('A campaign cannot go')) return { message: `${error.message}.` }
  if (error.code === '23514' && error.message === CALL_IN_FUTURE) return { field: 'occurred_at', message: CALL_IN_FUTURE }
  if (error.code === 'PGRST301' || error.code === 'PGRST303' || error.status === 401) return { message: SESSION_ENDED }
  return { message: `The change was not saved: ${error.message}` }
}
