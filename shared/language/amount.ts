// One reading of a typed amount for every money and number input (the lead form, onboarding, the
// board-pack editor and its paste box): "$24,500", "24,500", "24.5k", "€1.2m", "6,000 a year",
// "18%", "5 years". Built on the shared tokenizer, so a form and the board read "24.5k" alike. The
// caller shows `shown` beside the input before saving, so the member sees what was read.
import { type Per, type Quantity, tokenize } from './tokens'

export type Amount = {
  value: number
  currency?: string
  unit?: Quantity['unit']
  per?: Per
  /** Written with a bare "$", which several currencies share. */
  dollarSign?: boolean
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
  const tokens = tokenize(trimmed)
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
  }
  return { ok: true, amount, shown: showAmount(amount) }
}

/**
 * A plain money value for a form field in `currency`: "$24,500" and "24.5k" → 24500. A different
 * currency, a percentage, a duration or a rate per period is refused with the reason.
 */
export function readMoney(
  text: string,
  currency: string,
): { ok: true; value: number; shown: string } | { ok: false; message: string } {
  const read = readAmount(text)
  if (!read.ok) return read
  const { amount } = read
  if (amount.unit) return { ok: false, message: `“${text.trim()}” is not an amount of money` }
  if (amount.per)
    return {
      ok: false,
      message: `Enter the amount itself, without “${showAmount({ value: 0, per: amount.per }).slice(2)}”`,
    }
  // A bare "$" follows the field's own dollar currency (AUD, CAD…).
  const code = amount.dollarSign && currency.endsWith('D') ? currency : amount.currency
  if (code && code !== currency)
    return { ok: false, message: `This amount is in ${currency}: enter it in ${currency}, not ${amount.currency}` }
  return { ok: true, value: amount.value, shown: showAmount({ value: amount.value, currency }) }
}
