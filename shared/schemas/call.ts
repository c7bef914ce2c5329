// Sales calls (supabase/migrations/20261127000400_calls_and_plan.sql): the row as read, the "Log a
// call" form, the list's filter and the summary figures. The lists below are the table's CHECK
// lists; tests/backend/calls-billing.test.ts keeps them equal.
import { readExpected } from '../language/amount'
import { z } from '../zod'
import { optionalIdField, textField } from './crm'
import { MAX_CALL_MINUTES, MAX_CALL_NOTES, CALL_IN_FUTURE } from './crm-messages'
export { MAX_CALL_MINUTES, MAX_CALL_NOTES, CALL_IN_FUTURE }

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const
export type CallDirection = (typeof CALL_DIRECTIONS)[number]
export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = { outbound: 'Outbound', inbound: 'Inbound' }

export const CALL_OUTCOMES = ['connected', 'meeting_booked', 'voicemail', 'no_answer', 'not_interested'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  meeting_booked: 'Meeting booked',
  voicemail: 'Voicemail',
  no_answer: 'No answer',
  not_interested: 'Not interested',
}

/** Outcomes where someone answered: these count towards the connect rate. */
export const CONNECTED_OUTCOMES: readonly CallOutcome[] = ['connected', 'meeting_booked', 'not_interested']

export const CallSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  lead_id: z.uuid().nullable(),
  direction: z.enum(CALL_DIRECTIONS),
  outcome: z.enum(CALL_OUTCOMES),
  duration_minutes: z.number().int(),
  notes: z.string(),
  occurred_at: z.string(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  /** 'calendly' for a meeting booked through Calendly (written by the Worker), 'manual' otherwise. */
  source: z.enum(['manual', 'calendly']),
  /** When a booked meeting takes place; cancelled_at and cancel_reason once it was cancelled. */
  scheduled_for: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The lead called (embedded), null for a call without one. */
  lead: z
    .object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() })
    .nullable(),
})
export type Call = z.infer<typeof CallSchema>

/**
 * The form (FormData strings in, the row's columns out). `occurred_at` is an
 * <input type="datetime-local"> value, read in the browser's time zone and stored as an instant.
 */
export const CallFormSchema = z.object({
  lead_id: optionalIdField,
  direction: z.enum(CALL_DIRECTIONS, 'Choose the direction'),
  outcome: z.enum(CALL_OUTCOMES, 'Choose how the call ended'),
  // "15", "15 min", "1 hour", "1.5 hours": read by the one reader of amounts, in minutes
  duration_minutes: z
    .string()
    .transform((typed, ctx) => {
      const read = typed.trim() ? readExpected(typed, { kind: 'time', unit: 'minute' }) : null
      if (read?.ok && Number.isInteger(read.value) && read.value >= 0) return read.value
      ctx.addIssue({ code: 'custom', message: 'Enter the duration in whole minutes, like 15' })
      return z.NEVER
    })
    .pipe(z.number().max(MAX_CALL_MINUTES, `A call can be at most ${MAX_CALL_MINUTES} minutes`)),
  occurred_at: z
    .string()
    .trim()
    .min(1, 'Enter when the call took place')
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), 'Enter a date and time like 2026-11-27 14:30')
    .refine((d) => d.getTime() <= Date.now() + 60_000, CALL_IN_FUTURE)
    .transform((d) => d.toISOString()),
  notes: textField(MAX_CALL_NOTES, 'notes'),
})
export type CallInput = z.infer<typeof CallFormSchema>

/** The calls list's filter, read from the address bar: anything unknown means every outcome. */
export const CallFiltersSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES).or(z.literal('')).catch(''),
})
export type CallFilters = z.infer<typeof CallFiltersSchema>

export type CallSummary = {
  /** Calls that took place since the start of the current month (local time). */
  callsThisMonth: number
  /** Of this month's calls, the share where someone answered (0–1); null without calls. */
  connectRate: number | null
  /** This month's calls that ended with a meeting booked. */
  meetingsBooked: number
}

/** This month's figures from the calls read; `now` decides which month. */
export function summarizeCalls(
  calls: readonly Pick<Call, 'outcome' | 'occurred_at'>[],
  now: Date = new Date(),
): CallSummary {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime()
  const thisMonth = calls.filter((c) => {
    const at = new Date(c.occurred_at).getTime()
    return at >= monthStart && at <= now.getTime()
  })
  const connected = thisMonth.filter((c) => CONNECTED_OUTCOMES.includes(c.outcome)).length
  return {
    callsThisMonth: thisMonth.length,
    connectRate: thisMonth.length ? connected / thisMonth.length : null,
    meetingsBooked: thisMonth.filter((c) => c.outcome === 'meeting_booked').length,
  }
}

/** "1 h 5 min", "25 min", "Under a minute". */
export function formatCallDuration(minutes: number): string {
  if (minutes === 0) return 'Under a minute'
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`
}

/** The value an <input type="datetime-local"> shows for an instant, in the browser's time zone. */
export function toLocalDateTimeInput(iso: string | Date): string {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
