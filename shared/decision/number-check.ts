// The number check: a model voices the board's turns but never does arithmetic, so every
// number in what it writes must be, within the rounding of how it is written, a number it was given —
// a fact of the board pack, a company figure, or an analysis's result or working. Pure: the model
// engine (worker/ai/model-board.ts) runs it on every turn; a turn with an unknown number is asked
// again naming them, then replaced by the built-in turn.
//
// Forms accepted as the same number: 18% ↔ 0.18, 2.5× ↔ 2.5, 1.2k ↔ 1,200 (and 1,234: "1.2k" is
// that rounded), $2.5M ↔ 2,500,000. Not checked: counts of ten or less written bare ("two
// conditions", "3 options"), numbers inside a letter-led token ("Q3", "H1"), and text the model
// quotes from the question — quoting the question states no figure.

/** One number as written: its value, how precisely it is written, and its form. */
export type WrittenNumber = { text: string; value: number; tolerance: number; percent: boolean; bare: boolean }

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
}

// [currency] digits [.decimals] [scale] [unit]; a number glued to a letter before it (Q3, H1) is a name.
const NUMBER =
  /(?<![\p{L}\d.,])([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(thousand|million|billion|mn|bn|k|m|b)(?![\p{L}]))?(?:\s?(%|percent\b|per cent\b|×|x(?![\p{L}])|months?\b|weeks?\b|days?\b|years?\b|hours?\b))?/giu

/** Every number written in a text. */
export function numbersIn(text: string): WrittenNumber[] {
  const out: WrittenNumber[] = []
  for (const m of text.matchAll(NUMBER)) {
    const [whole, currency, digits, decimals, scaleWord, unit] = m
    const scale = scaleWord ? SCALES[scaleWord.toLowerCase()] : 1
    const value = Number(`${digits.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}`) * scale
    if (!Number.isFinite(value)) continue
    const percent = unit !== undefined && /^(%|percent|per cent)$/i.test(unit)
    // Written to d decimals at a scale, the true value is within half a unit of the last place.
    const tolerance = 0.5 * 10 ** -(decimals?.length ?? 0) * scale
    const bare = !currency && !scaleWord && !unit && !decimals
    out.push({ text: whole.trim(), value, tolerance, percent, bare })
  }
  return out
}

/** A number the model may use, with the precision it was given at. */
export type Allowed = { value: number; tolerance: number }

/**
 * The numbers in what a model was given: every string and number in it, at any depth. A written
 * percentage gives both its forms (18% → 18 and 0.18).
 */
export function allowedNumbers(...sources: unknown[]): Allowed[] {
  const out: Allowed[] = []
  const visit = (v: unknown): void => {
    if (typeof v === 'number' && Number.isFinite(v)) out.push({ value: Math.abs(v), tolerance: 0 })
    else if (typeof v === 'string')
      for (const n of numbersIn(v)) {
        out.push({ value: n.value, tolerance: n.tolerance })
        if (n.percent) out.push({ value: n.value / 100, tolerance: n.tolerance / 100 })
      }
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  sources.forEach(visit)
  return out
}

const normal = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim()

/** The text without the passages it quotes from the question. */
export function withoutQuotes(text: string, question: string): string {
  const q = normal(question)
  return text.replace(/[“"‘]([^“”"‘’]{1,500})[”"’]/g, (all, inner: string) => (q.includes(normal(inner)) ? ' ' : all))
}

const close = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance + 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

/** Whether a written number is one of the numbers given, in any accepted form. */
export function isGiven(n: WrittenNumber, allowed: Allowed[]): boolean {
  const forms = n.percent
    ? [
        { value: n.value, tolerance: n.tolerance },
        { value: n.value / 100, tolerance: n.tolerance / 100 },
      ]
    : [{ value: n.value, tolerance: n.tolerance }]
  return forms.some((f) => allowed.some((a) => close(f.value, a.value, Math.max(f.tolerance, a.tolerance))))
}

/** Counts of ten or less written bare are words, not figures. */
const isCount = (n: WrittenNumber) => n.bare && n.value <= 10

/**
 * The numbers in `texts` that are none of the numbers given (as written, each once). Empty when the
 * turn may stand.
 */
export function unknownNumbers(texts: string[], allowed: Allowed[], question = ''): string[] {
  const unknown = new Set<string>()
  for (const text of texts)
    for (const n of numbersIn(question ? withoutQuotes(text, question) : text))
      if (!isCount(n) && !isGiven(n, allowed)) unknown.add(n.text)
  return [...unknown]
}
