// A decision's review (supabase/migrations/*_decision_reviews.sql): when the company will
// look again at a decision it adopted or rejected and the figure it watches, then what happened.
// The same limits as the table's constraints and trigger, with the words a member reads.
import { REVIEW_VERDICTS } from '../decision/calibration'
import { z } from '../zod'

export const WATCH_LABEL_MAX = 120
export const REVIEW_NOTE_MAX = 1000
/** The latest review date a plan may set, in days from today (the trigger's three years). */
export const REVIEW_HORIZON_DAYS = 1096
/** A recorded review may be corrected for this many days after it was first recorded, then never. */
export const REVIEW_CORRECTION_DAYS = 30
export const FIGURE_VALUE_LIMIT = 1e15

/** Today as the database's current_date sees it (UTC), YYYY-MM-DD. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** The plan: the review date (today to three years ahead) and the figure to watch. */
export function reviewPlanSchema(today = utcDay()) {
  return z.object({
    due_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the review date')
      .refine(
        (d) => d >= today && d <= addDays(today, REVIEW_HORIZON_DAYS),
        'Choose a review date between today and three years from now',
      ),
    watch_label: z
      .string()
      .trim()
      .min(1, 'Name the figure to watch')
      .max(WATCH_LABEL_MAX, `Keep the figure’s name under ${WATCH_LABEL_MAX} characters`),
  })
}
export type ReviewPlan = z.infer<ReturnType<typeof reviewPlanSchema>>

/** What the owner or an admin records at the review. */
export const ReviewRecordSchema = z.object({
  verdict: z.enum(REVIEW_VERDICTS, 'Say whether it worked, did not work or was mixed'),
  figure_value: z
    .number('Enter the figure’s value as a number')
    .refine(Number.isFinite, 'Enter the figure’s value as a number')
    .refine((n) => Math.abs(n) <= FIGURE_VALUE_LIMIT, 'Enter a value the figure could take'),
  note: z.string().trim().max(REVIEW_NOTE_MAX, `Keep the note under ${REVIEW_NOTE_MAX} characters`),
})
export type ReviewRecord = z.infer<typeof ReviewRecordSchema>

/** A review row as read back (numeric may arrive as a string). */
export const ReviewRowSchema = z.object({
  session_id: z.uuid(),
  company_id: z.uuid(),
  due_on: z.string(),
  watch_label: z.string(),
  verdict: z.enum(REVIEW_VERDICTS).nullable(),
  figure_value: z.union([z.number(), z.string().transform(Number)]).nullable(),
  note: z.string(),
  planned_by: z.uuid().nullable(),
  reviewed_by: z.uuid().nullable(),
  reviewed_at: z.string().nullable(),
})
export type ReviewRow = z.infer<typeof ReviewRowSchema>
export const ReviewListSchema = z.array(ReviewRowSchema)
