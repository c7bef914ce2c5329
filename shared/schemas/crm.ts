// What leads and campaigns share: currencies, money and date parsing for forms, and reading a
// Postgres numeric (PostgREST sends a JSON number; a string is accepted too) as a number.
import { z } from '../zod'

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'SEK'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The most an amount may be (the tables' CHECK: value/budget ≤ 1 000 000 000). */
export const MAX_AMOUNT = 1_000_000_000

/** A numeric column as read from the API. */
export const NumericSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number)

/** A currency code as stored (3 upper-case letters); forms offer CURRENCIES. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/)

/** A form's amount field: '' is 0; digits with up to 2 decimals; within MAX_AMOUNT. */
export const amountField = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replaceAll(',', ''))
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(/^\d+(\.\d{1,2})?$/, `Enter the ${what} as a number, like 2500 or 2500.50`),
      ]),
    )
    .transform((v) => (v === '' ? 0 : Number(v)))
    .pipe(z.number().max(MAX_AMOUNT, `The ${what} can be at most 1,000,000,000`))

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
