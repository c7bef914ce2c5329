// What a counted phrase must never say, for the unit tests of the phrases and the browser sweep of
// every screen: a count of 1 with a plural noun ("1 leads", "1 months"), a count other than 1 with
// a singular one ("0 lead", "2 lead"), a doubled word ("leads leads") or doubled full stop ("Inc..").

// Words ending in s after a 1 that are not plurals ("1 is", "1 of 3 was", "1 plus", a latency of "1 ms").
const NOT_PLURAL = new Set([
  'ms',
  'is',
  'was',
  'has',
  'this',
  'its',
  'us',
  'plus',
  'less',
  'status',
  'across',
  'gross',
  'bonus',
])
// Singular nouns that a count other than 1 must not take (the product's own counted things).
const COUNTED = [
  'lead',
  'row',
  'call',
  'campaign',
  'member',
  'invitation',
  'decision',
  'debate',
  'review',
  'session',
  'month',
  'day',
  'week',
  'record',
  'figure',
  'change',
  'step',
  'account',
  'company',
  'user',
  'check',
  'group',
  'deal',
  'seat',
  'executive',
  'field',
  'gap',
  'brief',
  'strategy',
  'item',
  'risk',
  'transaction',
  'transfer',
  'update',
  'service',
  'minute',
  'lesson',
  'delivery',
  'webhook',
]

/**
 * The slips in a text, each with some words around it. A screen's text (innerText) is read line by
 * line and cell by cell: a heading followed by its paragraph ("Invoices" / "Invoices appear here")
 * or two table cells ("None", "None") are not a doubled word.
 */
export function miscounts(text: string): string[] {
  return text.split(/[\n\t]+/).flatMap(slipsIn)
}

function slipsIn(segment: string): string[] {
  const found: string[] = []
  const flat = segment.replace(/\s+/g, ' ')
  // "1 leads" (not "1.5 months", "21 leads" or "$1 leads")
  for (const m of flat.matchAll(/(?<![\d.,$€£])\b1 ([a-z]+s)\b/g))
    if (!NOT_PLURAL.has(m[1])) found.push(flat.slice(Math.max(0, m.index - 30), m.index + 30))
  // "0 lead", "2 lead", "1.0 month" (a count, then a counted noun in the singular)
  const singular = new RegExp(
    `(?<![\\d.,$€£])\\b(?!1 )(\\d[\\d,]*(?:\\.\\d+)?) (?:(?:open|closed|won|more|new|pending|reviewed) )?(${COUNTED.join('|')})\\b(?!['’-])(?! (?!(?:${[...NOT_PLURAL].join('|')})\\b)[a-z]+s\\b)`,
    'g',
  )
  for (const m of flat.matchAll(singular)) found.push(flat.slice(Math.max(0, m.index - 30), m.index + 30))
  for (const m of flat.matchAll(/\b([A-Za-z]{2,})\s+\1\b/gi))
    if (!/^(that|had)$/i.test(m[1])) found.push(flat.slice(Math.max(0, m.index - 30), m.index + 30))
  for (const m of flat.matchAll(/[^.]\.\.(?!\.)/g)) found.push(flat.slice(Math.max(0, m.index - 30), m.index + 30))
  return found
}
