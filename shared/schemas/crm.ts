// What leads and campaigns share: currencies, money and date parsing for forms, and reading a
// Postgres numeric (PostgREST sends a JSON number; a string is accepted too) as a number.
import { readMoney } from '../language/amount'
import { z } from '../zod'

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'SEK'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The most an amount may be (the tables' CHECK: value/budget ≤ 1 000 000 000). */
export const MAX_AMOUNT = 1_000_000_000

/** A numeric column as read from the API. */
export const NumericSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number)

/** A currency code as stored (3 upper-case letters); forms offer CURRENCIES. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/)

export type MoneyReading = { ok: true; value: number; shown: string } | { ok: false; message: string }

/**
 * What a form's money field says, in the form's currency: typed as people type it ("$24,500",
 * "24,500", "24.5k", "about 3,000"), read by the one amount reader (shared/language/amount.ts);
 * '' is 0. Refused, with what to write: another currency, a rate ("a year"), a negative amount,
 * fractions of a cent, more than MAX_AMOUNT. `shown` is what was read, for beside the input.
 */
export function readMoneyText(text: string, currency: string, what: string): MoneyReading {
  if (!text.trim()) return { ok: true, value: 0, shown: formatAmount(0, currency) }
  const read = readMoney(text, currency)
  if (!read.ok) return read
  if (read.value < 0) return { ok: false, message: `The ${what} cannot be negative` }
  if (Math.abs(read.value * 100 - Math.round(read.value * 100)) > 1e-6)
    return { ok: false, message: `Enter the ${what} to the cent at most, like 2,500.50` }
  if (read.value > MAX_AMOUNT) return { ok: false, message: `The ${what} can be at most 1,000,000,000` }
  return read
}

const formatAmount = (value: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(value)

/**
 * A form schema's step that reads its money field `field` (the typed text) in its `currency` field:
 * the number goes into the row, a refusal beside that field. Used by every form with an amount.
 */
export const moneyFromText =
  <K extends string>(field: K, what: string) =>
  <T extends Record<K, string> & { currency: string }>(
    values: T,
    ctx: { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void },
  ): Omit<T, K> & Record<K, number> => {
    const read = readMoneyText(values[field], values.currency, what)
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', path: [field], message: read.message })
      return z.NEVER
    }
    return { ...values, [field]: read.value }
  }

/** A form's optional text: trimmed, at most `max` characters. */
export const textField = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} can be at most ${max} characters`)

/** A form's optional date (an <input type="date"> value): '' is null. */
export const dateField = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.iso.date('Enter a date like 2026-12-31')]))
  .transform((v) => (v === '' ? null : v))

/** A form's optional reference to a row: '' is null. */
export const optionalIdField = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.uuid('Choose one from the list')]))
  .transform((v) => (v === '' ? null : v))

/** A row id from the address bar (anything else is "not found", never a query). */
export const isRowId = (value: string | undefined): value is string => z.uuid().safeParse(value).success
