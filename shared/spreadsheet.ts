// What every spreadsheet import shares (leads, shared/lead-import.ts; campaign metrics,
// shared/campaign-performance.ts): cells as text, amounts as numbers, blank rows, and which column
// holds which field — detected from the header names and their synonyms, or a saved choice. Pure.
import { readAmount } from './language/amount'

/** A header compared without case, spaces or punctuation ("E-mail address" → "emailaddress"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * The field of each column (null: not imported): the saved choice for that header first, then the
 * synonyms. A field goes to one column only (the first that claims it); the rest are ignored.
 */
export function detectColumns<F extends string>(
  headers: readonly string[],
  synonyms: Readonly<Record<F, readonly string[]>>,
  saved: Readonly<Record<string, F | null>> = {},
): (F | null)[] {
  const index = new Map<string, F>(
    (Object.keys(synonyms) as F[]).flatMap((f) => synonyms[f].map((s) => [headerKey(s), f] as const)),
  )
  const taken = new Set<F>()
  return headers.map((header) => {
    const key = headerKey(header)
    const field = key in saved ? saved[key] : (index.get(key) ?? null)
    if (!field || taken.has(field)) return null
    taken.add(field)
    return field
  })
}

/** The cells of one row by field, as text, under a mapping. */
export function cellsByField<F extends string>(
  cells: readonly unknown[],
  mapping: readonly (F | null)[],
): Partial<Record<F, string>> {
  const raw: Partial<Record<F, string>> = {}
  mapping.forEach((field, i) => {
    if (field) raw[field] = cellText(cells[i])
  })
  return raw
}

/** A spreadsheet cell as text: numbers as written, dates as yyyy-mm-dd, nothing as ''. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)
  return String(cell).trim()
}

/** "1,250.50", "$ 2 000", "€900" → a number; null when it is not one. */
export function parseAmount(text: string): number | null {
  // The one reader of typed amounts (shared/language/amount.ts): "$24,500", "2 000", "24.5k".
  const read = readAmount(text)
  return read.ok && !read.amount.unit && !read.amount.per ? read.amount.value : null
}

/** Rows that are entirely empty (a spreadsheet's trailing lines) are not rows. */
export const isBlankRow = (cells: readonly unknown[]) => cells.every((c) => cellText(c) === '')

/** A cell's text quoted for a reason ("Bad email address "x""), cut at 40 characters. */
export const quoteCell = (s: string) => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`
