// The daily budget of model-voiced boardroom debates, as /admin/settings edits it and as
// the Worker reads it: a platform default and per-company overrides. The limits are the database's
// CHECKs (supabase/migrations/20261129300100_ai_debate_budget.sql).
import { readExpected } from '../language/amount'
import { z } from '../zod'

export const DAILY_DEBATES_MAX = 10_000
const COUNT = `Enter a whole number of debates from 0 to ${DAILY_DEBATES_MAX.toLocaleString('en-GB')}`

/** A count typed in a form ("20", "1,000"), read by the one reader of amounts: 0 to DAILY_DEBATES_MAX. */
const readCount = (typed: string) => {
  const read = readExpected(typed, { kind: 'count' })
  return read.ok && Number.isInteger(read.value) ? read.value : Number.NaN
}
const Count = z
  .string()
  .trim()
  .min(1, COUNT)
  .transform(readCount)
  .pipe(z.number({ error: COUNT }).int().min(0, COUNT).max(DAILY_DEBATES_MAX, COUNT))

/** The platform default; empty means not set, so the operator's AI_DAILY_DEBATES decides. */
export const PlatformBudgetFormSchema = z.object({
  ai_daily_debates: z
    .string()
    .trim()
    .transform((s) => (s === '' ? null : readCount(s)))
    .pipe(z.number({ error: COUNT }).int().min(0, COUNT).max(DAILY_DEBATES_MAX, COUNT).nullable()),
})
export type PlatformBudgetForm = z.output<typeof PlatformBudgetFormSchema>

/** One company's override. */
export const CompanyBudgetFormSchema = z.object({
  company_id: z.uuid('Choose a company'),
  daily_debates: Count,
})
export type CompanyBudgetForm = z.output<typeof CompanyBudgetFormSchema>

export const CompanyBudgetRowSchema = z.object({
  company_id: z.string(),
  daily_debates: z.number().int(),
  updated_at: z.string(),
})
export type CompanyBudgetRow = z.infer<typeof CompanyBudgetRowSchema>
