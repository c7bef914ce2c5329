// Pasted figures into board-pack rows: lines such as "CAC: $420", "Gross margin 62%",
// "Runway — 7 months", "Paid social: CAC: 400" (a table row), or a pasted CSV with a header
// (label, value, unit, group). Every line it cannot read comes back with its number and why, so
// the member fixes that line and loses nothing else. Pure; the board-pack editor uses it.
import Papa from 'papaparse'
import { CURRENCY_CODE, FACT_LABEL_MAX, FACT_TEXT_MAX, FACTS_MAX, PLAIN_UNITS, type Fact } from '../schemas/board-pack'
import { readAmount } from '../language/amount'
import { signFits, tokenize } from '../language/tokens'

export type PasteIssue = { line: number; text: string; message: string }
export type PasteResult = { facts: Fact[]; issues: PasteIssue[] }

/** A time unit a fact can carry as its unit; hours and minutes are counts of hours. */
const DURATION_UNITS: Record<string, string> = {
  year: 'years',
  quarter: 'quarters',
  month: 'months',
  week: 'weeks',
  day: 'days',
  hour: 'hours',
}

/**
 * A written value as a fact's value and unit, through the one amount reader: "$420" → 420 USD,
 * "62%" → 62 %, "3 yrs" → 3 years, "2 quarters" → 2 quarters, "1.25x" → 1.25 x. An amount quoted
 * per a time or a unit ("$6,000 a year", "£4.99 per delivery") stays as written, so the board reads
 * it with its period; anything else that is not one amount is a short text.
 */
export function readValue(text: string, currency: string): { value: number | string; unit?: string } | null {
  const trimmed = text.trim().replace(/^["']|["']$/g, '')
  if (!trimmed) return null
  const read = readAmount(trimmed)
  if (!read.ok)
    return trimmed.length <= FACT_TEXT_MAX && /[a-z]/i.test(trimmed) ? { value: trimmed, unit: 'text' } : null
  const { amount } = read
  if (amount.per) return trimmed.length <= FACT_TEXT_MAX ? { value: trimmed, unit: 'text' } : null
  if (amount.currency) return { value: amount.value, unit: signFits(amount, currency) ? currency : amount.currency }
  if (amount.unit === 'percent') return { value: amount.value, unit: '%' }
  if (amount.unit === 'multiple') return { value: amount.value, unit: 'x' }
  if (amount.unit === 'minute') return { value: amount.value / 60, unit: 'hours' }
  if (amount.unit) return { value: amount.value, unit: DURATION_UNITS[amount.unit] }
  return { value: amount.value }
}

function lineFact(raw: string, currency: string): Fact | string {
  const line = raw.trim().replace(/^[-*•]\s+/, '')
  // "Label: value", "Label — value", "Label = value", "Label\tvalue"; two colons make the first part a group.
  const parts = line.split(/\s*(?::|=|\t|\s[—–-]\s|\s\|\s)\s*/).filter((p) => p.length > 0)
  let group: string | undefined
  let label: string
  let valueText: string
  if (parts.length >= 3) {
    group = parts[0]
    label = parts.slice(1, -1).join(' ')
    valueText = parts[parts.length - 1]
  } else if (parts.length === 2) {
    ;[label, valueText] = parts as [string, string]
  } else {
    // "Gross margin 62%", "Running costs $6,000 a year": the value is the amount the line ends with.
    const last = tokenize(line).findLast((t) => t.kind === 'quantity')
    const tail = last ? line.slice(last.end).trim() : ''
    if (!last || last.start === 0 || ![...tail].every((c) => c === '.' || c === ')'))
      return 'there is no value: write it as “Label: value”, for example “CAC: $420”'
    label = line.slice(0, last.start)
    valueText = line.slice(last.start, last.end)
  }
  label = label.trim()
  if (!label) return 'the figure needs a label before its value'
  if (label.length > FACT_LABEL_MAX) return `the label is longer than ${FACT_LABEL_MAX} characters`
  const value = readValue(valueText, currency)
  if (!value) return `“${valueText}” is not a number or a short text`
  return { label, ...value, ...(group ? { group: group.slice(0, 60) } : {}) } as Fact
}

function csvFacts(text: string, currency: string): PasteResult | null {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true })
  const rows = parsed.data
  if (rows.length < 2) return null
  const header = rows[0].map((h) => h.trim().toLowerCase())
  const col = (names: string[]) => header.findIndex((h) => names.includes(h))
  const labelAt = col(['label', 'figure', 'metric', 'name'])
  const valueAt = col(['value', 'amount', 'figure value'])
  if (labelAt < 0 || valueAt < 0) return null
  const unitAt = col(['unit', 'units'])
  const groupAt = col(['group', 'row', 'segment', 'channel', 'option'])
  const facts: Fact[] = []
  const issues: PasteIssue[] = []
  for (const [i, row] of rows.slice(1).entries()) {
    const line = i + 2
    const label = (row[labelAt] ?? '').trim()
    const valueText = (row[valueAt] ?? '').trim()
    const unitText = unitAt >= 0 ? (row[unitAt] ?? '').trim() : ''
    if (!label) {
      issues.push({ line, text: row.join(','), message: 'the row has no label' })
      continue
    }
    if (label.length > FACT_LABEL_MAX) {
      issues.push({ line, text: row.join(','), message: `the label is longer than ${FACT_LABEL_MAX} characters` })
      continue
    }
    const value = readValue(
      unitText && !(PLAIN_UNITS as readonly string[]).includes(unitText) && !CURRENCY_CODE.test(unitText)
        ? `${valueText} ${unitText}`
        : valueText,
      currency,
    )
    if (!value) {
      issues.push({ line, text: row.join(','), message: `“${valueText}” is not a number or a short text` })
      continue
    }
    const unit =
      unitText && ((PLAIN_UNITS as readonly string[]).includes(unitText) || CURRENCY_CODE.test(unitText))
        ? unitText
        : value.unit
    const group = groupAt >= 0 ? (row[groupAt] ?? '').trim() : ''
    facts.push({
      label,
      value: value.value,
      ...(unit ? { unit } : {}),
      ...(group ? { group: group.slice(0, 60) } : {}),
    } as Fact)
  }
  return { facts, issues }
}

/** Reads pasted text into facts; `currency` is what a bare "$" means for this company. */
export function parsePastedFacts(text: string, currency = 'USD'): PasteResult {
  const csv = text.includes(',') || text.includes(';') ? csvFacts(text, currency) : null
  const result = csv ?? { facts: [], issues: [] }
  if (!csv) {
    text.split(/\r?\n/).forEach((raw, i) => {
      if (!raw.trim()) return
      const fact = lineFact(raw, currency)
      if (typeof fact === 'string') result.issues.push({ line: i + 1, text: raw.trim(), message: fact })
      else result.facts.push(fact)
    })
  }
  if (result.facts.length > FACTS_MAX) {
    result.issues.push({
      line: 0,
      text: '',
      message: `A board pack holds at most ${FACTS_MAX} figures; the first ${FACTS_MAX} were kept`,
    })
    result.facts = result.facts.slice(0, FACTS_MAX)
  }
  return result
}
