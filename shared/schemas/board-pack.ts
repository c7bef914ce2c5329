// The board pack (issue: the boardroom decides from the figures a decision turns on): the figures a
// member hands the board with a question, and the company's standing figures kept between debates.
// A fact is a labelled value with a unit from one documented set; the decision layer
// (shared/decision) matches its label to the metric catalogue and normalises its unit.
import { z } from '../zod'

/** Units a fact may carry, besides an ISO 4217 currency code ("USD", "EUR"…). */
export const PLAIN_UNITS = [
  '%',
  'x',
  'years',
  'quarters',
  'months',
  'weeks',
  'days',
  'hours',
  'count',
  'score',
  'text',
] as const
export type PlainUnit = (typeof PLAIN_UNITS)[number]
export const CURRENCY_CODE = /^[A-Z]{3}$/
export const UNIT_HELP = `a currency code (USD, EUR, GBP…) or one of ${PLAIN_UNITS.join(', ')}`

export const isCurrencyUnit = (unit: string | undefined): unit is string => !!unit && CURRENCY_CODE.test(unit)

export const FACT_LABEL_MAX = 80
export const FACT_TEXT_MAX = 120
export const FACT_GROUP_MAX = 60
export const FACTS_MAX = 60

const Unit = z.string().refine((u) => (PLAIN_UNITS as readonly string[]).includes(u) || CURRENCY_CODE.test(u), {
  message: `Use ${UNIT_HELP}`,
})

export const FactSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Give the figure a label')
      .max(FACT_LABEL_MAX, `Keep the label under ${FACT_LABEL_MAX} characters`),
    value: z.union([
      z.number().refine(Number.isFinite, 'The value must be a finite number'),
      z
        .string()
        .trim()
        .min(1, 'Give the figure a value')
        .max(FACT_TEXT_MAX, `Keep a text value under ${FACT_TEXT_MAX} characters`),
    ]),
    unit: Unit.optional(),
    group: z.string().trim().min(1).max(FACT_GROUP_MAX, `Keep the group under ${FACT_GROUP_MAX} characters`).optional(),
  })
  .strict()
export type Fact = z.infer<typeof FactSchema>

export const FactsSchema = z.array(FactSchema).max(FACTS_MAX, `A board pack holds at most ${FACTS_MAX} figures`)

/** "Fact 3 (CAC): …" — a validation issue named by the fact it concerns, so nothing else is lost. */
export function describeFactIssue(facts: unknown, path: PropertyKey[], message: string): string {
  const [first, index, field] = path
  if (first !== 'facts' || typeof index !== 'number') return message
  const fact = Array.isArray(facts) ? (facts[index] as { label?: unknown } | undefined) : undefined
  const label =
    typeof fact?.label === 'string' && fact.label.trim() ? ` (${fact.label.trim().slice(0, FACT_LABEL_MAX)})` : ''
  return `Figure ${index + 1}${label}${typeof field === 'string' ? `, ${field}` : ''}: ${message}`
}

// ---- Standing figures ----------------------------------------------------------------------------

/** The company's own standing figures (table company_figures): catalogue metric, value, unit, as-of date. */
export const StandingFigureSchema = z.object({
  metric: z.string().min(1).max(60),
  label: z.string().trim().min(1).max(FACT_LABEL_MAX),
  value: z.coerce.number().refine(Number.isFinite),
  unit: Unit,
  as_of: z.iso.date(),
})
export type StandingFigure = z.infer<typeof StandingFigureSchema>
