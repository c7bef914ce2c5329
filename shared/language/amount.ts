// One reading of a typed amount for every money and number input (the lead form, onboarding, the
// board-pack editor and its paste box): "$24,500", "24,500", "24.5k", "€1.2m", "6,000 a year",
// "18%", "5 years". Built on the shared tokenizer, so a form and the board read "24.5k" alike. The
// caller shows `shown` beside the input before saving, so the member sees what was read.
import { MONTHS_IN, type Per, type Quantity, signFits, type TimeUnit, tokenize } from './tokens'

export type Amount = {
  value: number
  currency?: string
  unit?: Quantity['unit']
  per?: Per
  /** Written with a bare "$", which several currencies share. */
  dollarSign?: boolean
  crownSign?: boolean
}

export type AmountResult = { ok: true; amount: Amount; shown: string } | { ok: false; message: string }

const PER_LABEL: Record<string, string> = {
  minute: 'a minute',
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  quarter: 'a quarter',
  year: 'a year',
}
const UNIT_LABEL: Record<string, [string, string]> = {
  minute: ['minute', 'minutes'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  quarter: ['quarter', 'quarters'],
  year: ['year', 'years'],
}

/** How an amount reads back: "$24,500", "€1,200,000", "6,000 a year", "18%", "5 years". */
export function showAmount(a: Amount): string {
  const number = a.value.toLocaleString('en-US', { maximumFractionDigits: 2 })
  let text: string
  if (a.currency) {
    try {
      text = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: a.currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(a.value)
    } catch {
      text = `${number} ${a.currency}`
    }
  } else if (a.unit === 'percent') text = `${number}%`
  else if (a.unit === 'multiple') text = `${number}×`
  else if (a.unit) text = `${number} ${UNIT_LABEL[a.unit][a.value === 1 ? 0 : 1]}`
  else text = number
  if (a.per) text += ` ${'time' in a.per ? PER_LABEL[a.per.time] : `per ${a.per.unit}`}`
  return text
}

/**
 * Reads one typed amount. Refuses text that is not a single amount ("about 5 or 6", "call me"),
 * with a message that says what to write; never guesses a number out of a sentence.
 */
export function readAmount(text: string): AmountResult {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, message: 'Enter an amount, for example 24,500' }
  // One amount in a field: digits grouped by threes with a space ("24 500", "1 200 000", the SI and
  // French way; also no-break and thin spaces) are one number here, never two.
  const tokens = tokenize(trimmed.replace(/(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, ''))
  const amounts = tokens.filter((t): t is Quantity => t.kind === 'quantity')
  const rest = tokens.filter((t) => t.kind !== 'quantity' && !(t.kind === 'symbol' && ['.', '~'].includes(t.text)))
  // "about", "approx." and "c." before an amount do not change it.
  const extra = rest.filter(
    (t) => !(t.kind === 'word' && ['about', 'approx', 'approximately', 'around', 'c', 'ca'].includes(t.norm)),
  )
  if (amounts.length !== 1 || extra.length > 0)
    return {
      ok: false,
      message:
        amounts.length > 1
          ? `“${trimmed}” holds more than one amount: enter one, for example 24,500`
          : `“${trimmed}” is not an amount: enter a number such as 24,500, $24,500, 24.5k or €1.2m`,
    }
  const q = amounts[0]
  const amount: Amount = {
    value: q.value,
    ...(q.currency ? { currency: q.currency } : {}),
    ...(q.unit ? { unit: q.unit } : {}),
    ...(q.per ? { per: q.per } : {}),
    ...(q.dollarSign ? { dollarSign: true } : {}),
    ...(q.crownSign ? { crownSign: true } : {}),
  }
  return { ok: true, amount, shown: showAmount(amount) }
}

export type ValueResult = { ok: true; value: number; shown: string } | { ok: false; message: string }

/**
 * What a number field holds, so its text is read in that sense: money in a currency (perhaps per a
 * period: "a month"), a percentage, a multiple, a span of time in a unit, or a plain count. Money
 * without `currency` is in a currency the form does not name (a company's main one): it is typed
 * without one.
 */
export type Expected =
  | { kind: 'money'; currency?: string; per?: TimeUnit }
  | { kind: 'percent' }
  | { kind: 'multiple' }
  | { kind: 'time'; unit: TimeUnit }
  | { kind: 'count' }

/** A converted value without the float's crumbs (60.00000000000001 minutes is 60). */
const exact = (n: number) => Math.round(n * 1e6) / 1e6

const EXPECTED_LABEL: Record<Exclude<Expected['kind'], 'money'>, string> = {
  percent: 'a percentage, like 18%',
  multiple: 'a multiple, like 3×',
  time: 'a length of time',
  count: 'a number, like 12',
}

/**
 * Reads a number field's text in the sense the field has (`expected`): "$24,500" and "24.5k" for
 * money, "18%" or "18" for a percentage, "1.5 years" → 18 for months, "$600k a year" → 50,000 for
 * money a month. A number typed alone is in the field's own unit. Refused, with the reason: another
 * currency, another kind of quantity, a rate where the field holds an amount.
 */
export function readExpected(text: string, expected: Expected): ValueResult {
  const read = readAmount(text)
  if (!read.ok) return read
  const { amount } = read
  const typed = text.trim()
  if (expected.kind === 'money') {
    if (amount.unit) return { ok: false, message: `“${typed}” is not an amount of money` }
    let value = amount.value
    if (amount.per) {
      if (!expected.per || !('time' in amount.per))
        return {
          ok: false,
          message: `Enter the amount itself, without “${showAmount({ value: 0, per: amount.per }).slice(2)}”`,
        }
      // "$600k a year" in a field kept a month: the same rate over the field's period.
      value = exact((value * MONTHS_IN[expected.per]) / MONTHS_IN[amount.per.time])
    }
    const { currency } = expected
    if (!currency) {
      if (amount.currency)
        return { ok: false, message: `Enter the amount without a currency: it is in your company’s main currency` }
    } else {
      // A bare "$" or "kr" follows the field's own dollar or crown currency (AUD, CAD…, NOK, DKK).
      const code = signFits(amount, currency) ? currency : amount.currency
      if (code && code !== currency)
        return { ok: false, message: `This amount is in ${currency}: enter it in ${currency}, not ${amount.currency}` }
    }
    const per = expected.per ? { per: { time: expected.per } } : {}
    return { ok: true, value, shown: showAmount({ value, ...(currency ? { currency } : {}), ...per }) }
  }
  const wrong = { ok: false as const, message: `“${typed}” is not ${EXPECTED_LABEL[expected.kind]}` }
  if (amount.currency || amount.per) return wrong
  if (expected.kind === 'time') {
    if (amount.unit && !(amount.unit in MONTHS_IN)) return wrong
    const from = (amount.unit ?? expected.unit) as TimeUnit
    const value = exact((amount.value * MONTHS_IN[from]) / MONTHS_IN[expected.unit])
    return { ok: true, value, shown: showAmount({ value, unit: expected.unit }) }
  }
  const unit = expected.kind === 'count' ? undefined : expected.kind
  if (amount.unit && amount.unit !== unit) return wrong
  return { ok: true, value: amount.value, shown: showAmount({ value: amount.value, ...(unit ? { unit } : {}) }) }
}

/**
 * A plain money value for a form field in `currency`: "$24,500" and "24.5k" → 24500. A different
 * currency, a percentage, a duration or a rate per period is refused with the reason.
 */
export const readMoney = (text: string, currency: string): ValueResult =>
  readExpected(text, { kind: 'money', currency })
