// THE way a number meets a noun (or a verb that agrees with it) anywhere in the product: the form is
// chosen by Intl.PluralRules (CLDR's English rules), never by `n === 1` at the call site. So "0
// leads", "1 lead", "2 leads", and a figure written with decimals follows what is written: "1 month"
// but "1.0 months", "1.5 months".

/** How a count is written: the number format's digits (the plural form follows what is shown). */
export type CountFormat = { minimumFractionDigits?: number; maximumFractionDigits?: number }

const rules = new Map<string, Intl.PluralRules>()
function rule(format: CountFormat): Intl.PluralRules {
  const key = `${format.minimumFractionDigits ?? ''}:${format.maximumFractionDigits ?? ''}`
  let found = rules.get(key)
  if (!found) {
    found = new Intl.PluralRules('en-US', format)
    rules.set(key, found)
  }
  return found
}

/** The form for `n`: `one` ("lead", "is", "was") where English takes the singular, else `other`. */
export function plural(n: number, one: string, other = `${one}s`, format: CountFormat = {}): string {
  return rule(format).select(n) === 'one' ? one : other
}

/** "1 lead", "30 leads", "1,200 rows", "1.5 months": the number as written and its noun. */
export function countOf(n: number, one: string, other?: string, format: CountFormat = {}): string {
  const written = n.toLocaleString('en-US', { maximumFractionDigits: 3, ...format })
  return `${written} ${plural(n, one, other, format)}`
}

/** A figure shown to one decimal place: "1.0 months", "2.5 months". */
export const ONE_DECIMAL: CountFormat = { minimumFractionDigits: 1, maximumFractionDigits: 1 }
