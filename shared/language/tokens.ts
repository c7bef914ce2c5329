// The one tokenizer every reader of language shares: the board (a question and its pack's labels),
// the AI chat, goals, the agent, and the money and number inputs of every form. Text becomes words
// (with a stem, so "deliveries" meets "delivery") and quantities: an amount with its currency and
// scale ("€1.2m", "$24,500", "24.5k"), a percentage, a multiple ("1.25×"), a duration ("5 years",
// "3 yrs", "2 quarters", "a 4-year loan") and the period or unit it is quoted per ("$6,000 a year",
// "$4.99 per delivery", "£45/month"). Nothing here knows a business word: meanings live in
// vocabularies (./vocabulary) that match these tokens. Pure and deterministic.
import { stemmer } from 'stemmer'

export const TIME_UNITS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]

/** Months in one of each time unit (a month is 1/12 of a year; a week 12/52 of a month). */
export const MONTHS_IN: Record<TimeUnit, number> = {
  minute: 1 / (60 * 24 * 30.44),
  hour: 1 / (24 * 30.44),
  day: 1 / 30.44,
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
}

export type Word = {
  kind: 'word'
  /** As written. */
  text: string
  /** Lower case, British spellings folded to one form, possessive dropped ("Dana's" → "dana"). */
  norm: string
  /** Porter stem of `norm`: what vocabularies match on. */
  stem: string
  possessive: boolean
  /** Whether it was written with a capital (a name, a vendor). */
  capital: boolean
  start: number
  end: number
}

/** "a year", "per order": what an amount or a count is quoted per. */
export type Per = { time: TimeUnit } | { unit: string }

export type Quantity = {
  kind: 'quantity'
  /** The number as meant: scale applied ("24.5k" → 24500); a percentage as written (18 for 18 %). */
  value: number
  /** ISO 4217 code, when a symbol, code or currency word goes with it. */
  currency?: string
  /** True for a bare "$", which several currencies share. */
  dollarSign?: boolean
  /** True for a bare "kr", which the Nordic crowns share. */
  crownSign?: boolean
  unit?: 'percent' | 'multiple' | TimeUnit
  per?: Per
  text: string
  start: number
  end: number
}

export type Symbol = { kind: 'symbol'; text: string; start: number; end: number }
export type Token = Word | Quantity | Symbol

// ---- Data the lexer needs (not business vocabulary) ------------------------------------------------

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  R$: 'BRL',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  '₪': 'ILS',
  '₽': 'RUB',
  '₦': 'NGN',
  R: 'ZAR',
}
/** ISO 4217 codes people write beside amounts. */
export const CURRENCY_CODES = new Set(
  'USD EUR GBP AUD CAD NZD CHF JPY CNY HKD SGD INR SEK NOK DKK PLN CZK HUF ZAR BRL MXN KRW TRY ILS AED SAR NGN KES RUB THB MYR IDR PHP VND CLP COP PEN ARS'.split(
    ' ',
  ),
)
const CURRENCY_WORDS: Record<string, string> = {
  kr: 'SEK',
  kronor: 'SEK',
  krona: 'SEK',
  dollar: 'USD',
  dollars: 'USD',
  buck: 'USD',
  bucks: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  quid: 'GBP',
  yen: 'JPY',
  rupee: 'INR',
  rupees: 'INR',
}
const SCALES: Record<string, number> = {
  k: 1e3,
  K: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  M: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  B: 1e9,
  billion: 1e9,
}
const TIME_WORDS: Record<string, TimeUnit> = {
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  d: 'day',
  day: 'day',
  days: 'day',
  night: 'day',
  nights: 'day',
  w: 'week',
  wk: 'week',
  wks: 'week',
  week: 'week',
  weeks: 'week',
  mo: 'month',
  mos: 'month',
  mth: 'month',
  mths: 'month',
  month: 'month',
  months: 'month',
  q: 'quarter',
  qtr: 'quarter',
  qtrs: 'quarter',
  quarter: 'quarter',
  quarters: 'quarter',
  y: 'year',
  yr: 'year',
  yrs: 'year',
  year: 'year',
  years: 'year',
  annum: 'year',
}
/** Adverbs that quote an amount per a time unit: "$6,000 annually", "£300 monthly". */
const RATE_ADVERBS: Record<string, TimeUnit> = {
  hourly: 'hour',
  daily: 'day',
  nightly: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annually: 'year',
  annual: 'year',
  pa: 'year',
  pm: 'month',
}
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  half: 0.5,
}
/** British spellings folded to one form, so a vocabulary lists each word once. */
const SPELLINGS: [RegExp, string][] = [
  [/isation/g, 'ization'],
  [/([^aeiou])is(e|ed|es|ing)$/, '$1iz$2'],
  [/centre/g, 'center'],
  [/programme/g, 'program'],
  [/licence/g, 'license'],
  [/analys(e|ed|es|ing)$/, 'analyz$1'],
  [/(colo|labo|favo|behavio|neighbo)ur/g, '$1r'],
]
// Words ending in -ise that are not British -ize spellings.
const ISE_WORDS = new Set([
  'rise',
  'raise',
  'premise',
  'premises',
  'enterprise',
  'franchise',
  'exercise',
  'expertise',
  'promise',
  'wise',
  'advise',
  'revise',
  'otherwise',
  'increase',
  'merchandise',
  'compromise',
  'surprise',
  'cruise',
  'noise',
  'praise',
  'raised',
  'raising',
  'rises',
  'rising',
  'supervise',
  'televise',
  'improvise',
  'disguise',
  'devise',
  'comprise',
])

export function normalizeWord(word: string): string {
  let w = word.toLowerCase().replace(/[’']/g, "'")
  if (w.endsWith("'s")) w = w.slice(0, -2)
  else if (w.endsWith("s'")) w = w.slice(0, -1)
  w = w.replace(/'/g, '')
  if (ISE_WORDS.has(w)) return w
  for (const [from, to] of SPELLINGS) w = w.replace(from, to)
  return w
}

// Where the Porter stemmer folds two different words together ("added" and "ads" both to "ad").
const STEM_EXCEPTIONS: Record<string, string> = {
  added: 'add',
  adding: 'add',
  adds: 'add',
  news: 'news',
  less: 'less',
  ones: 'one',
  marketing: 'marketing',
  management: 'management',
  managed: 'managed',
  manager: 'manager',
  managers: 'manager',
  electric: 'electric',
  fixed: 'fixed',
  automation: 'automation',
  automations: 'automation',
  billing: 'billing',
  billings: 'billings',
  takings: 'takings',
  busy: 'busy',
  uses: 'use',
  used: 'use',
  useful: 'useful',
  one: 'one',
  utilities: 'utilities',
  utility: 'utilities',
  operator: 'operator',
  operators: 'operator',
  accountant: 'accountant',
  accountants: 'accountant',
  projected: 'projected',
  projection: 'projection',
  projections: 'projection',
  electrical: 'electric',
}

const CROWNS = new Set(['SEK', 'NOK', 'DKK', 'ISK'])
/** Whether an amount written with a shared sign ("$", "kr") can be in `code`: the pack's dollars or crowns. */
export function signFits(q: { dollarSign?: boolean; crownSign?: boolean }, code: string | undefined): boolean {
  if (!code) return false
  return (!!q.dollarSign && code.endsWith('D')) || (!!q.crownSign && CROWNS.has(code))
}

export const stem = (norm: string) => STEM_EXCEPTIONS[norm] ?? stemmer(norm)

// ---- The lexer ---------------------------------------------------------------------------------

type Raw =
  | { t: 'num'; value: number; text: string; start: number; end: number }
  | { t: 'word'; text: string; start: number; end: number }
  | { t: 'sym'; text: string; start: number; end: number }

// A number: 1,200 / 1200.50 / .5 / 24.5; thousands separators only in groups of three.
const NUM = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|^\.\d+/
const WORD = /^[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*['’]?/

function lex(text: string): Raw[] {
  const out: Raw[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (/\s/.test(ch)) {
      i++
      continue
    }
    const rest = text.slice(i)
    // Multi-character currency symbols first: "US$", "A$", "NZ$", "R$".
    const sym = /^(?:US|AU|CA|NZ|HK|A|C|S|R)\$/.exec(rest)
    if (sym) {
      out.push({ t: 'sym', text: sym[0], start: i, end: i + sym[0].length })
      i += sym[0].length
      continue
    }
    const num = NUM.exec(rest)
    if (num) {
      out.push({ t: 'num', value: Number(num[0].replace(/,/g, '')), text: num[0], start: i, end: i + num[0].length })
      i += num[0].length
      continue
    }
    const word = WORD.exec(rest)
    if (word) {
      out.push({ t: 'word', text: word[0], start: i, end: i + word[0].length })
      i += word[0].length
      continue
    }
    out.push({ t: 'sym', text: ch, start: i, end: i + 1 })
    i++
  }
  return out
}

const lower = (r: Raw | undefined) => (r && r.t !== 'num' ? r.text.toLowerCase() : undefined)
const isWord = (r: Raw | undefined, ...words: string[]) => !!r && r.t === 'word' && words.includes(r.text.toLowerCase())
const timeUnit = (r: Raw | undefined): TimeUnit | undefined =>
  r && r.t === 'word' ? TIME_WORDS[r.text.toLowerCase()] : undefined

function wordToken(r: Raw): Word {
  const norm = normalizeWord(r.text)
  return {
    kind: 'word',
    text: r.text,
    norm,
    stem: stem(norm),
    possessive: /['’]s?$/.test(r.text) && r.text.length > 2,
    capital: /^[A-Z]/.test(r.text),
    start: r.start,
    end: r.end,
  }
}

/**
 * What an amount is quoted per, read from the tokens after it: "a year", "per order", "/mo",
 * "each", "annually", "p.a.". Returns the period and how many raw tokens it used.
 */
function perAfter(raw: Raw[], at: number): { per: Per; used: number } | null {
  const a = raw[at]
  const b = raw[at + 1]
  const c = raw[at + 2]
  if (!a) return null
  // "p.a." / "p/a" / "p.m."
  if (isWord(a, 'p') && b?.text === '.' && isWord(c, 'a', 'm'))
    return { per: { time: lower(c) === 'a' ? 'year' : 'month' }, used: raw[at + 3]?.text === '.' ? 4 : 3 }
  if (a.t === 'word' && RATE_ADVERBS[a.text.toLowerCase()] && lower(a) !== 'annual')
    return { per: { time: RATE_ADVERBS[a.text.toLowerCase()] }, used: 1 }
  if (isWord(a, 'each', 'apiece')) return { per: { unit: 'unit' }, used: 1 }
  const perWord = a.text === '/' || isWord(a, 'a', 'an', 'per', 'every', 'each')
  if (!perWord || !b || b.t !== 'word') return null
  // "every two weeks" is not handled as a rate; "a year" / "per month" / "/mo" are.
  const unit = timeUnit(b)
  if (unit) return { per: { time: unit }, used: 2 }
  if (isWord(b, 'head', 'person', 'pp')) return { per: { unit: 'person' }, used: 2 }
  // "per delivery", "per seat": after "per", "/" or "each"; after "a" only a unit of measure ("a kilo",
  // "a night"), since "a" otherwise starts a noun phrase ("$500 a client visit").
  if (a.text === '/' || isWord(a, 'per', 'each')) return { per: { unit: normalizeWord(b.text) }, used: 2 }
  if (MEASURES.has(lower(b) ?? '')) return { per: { unit: normalizeWord(b.text) }, used: 2 }
  return null
}

/** Units of measure an amount is quoted per after "a" ("£2.40 a kilo", "$180 a night"). */
const MEASURES = new Set(
  'kilo kilos kg kilogram gram litre liter gallon pint pound lb tonne ton metre meter mile km square sqft unit item piece night'.split(
    ' ',
  ),
)

/** Text to tokens: words, symbols, and quantities composed from numbers, symbols, scales and units. */
export function tokenize(input: string): Token[] {
  const text = input.normalize('NFKC').replace(/[\u2212\u2013\u2014]/g, (d) => (d === '\u2212' ? '-' : ' - '))
  const raw = lex(text)
  const out: Token[] = []
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]
    // A number written as a word before a time unit, a scale or a noun: "two years", "five million", "three vans".
    // ("one" and "half" are left as words: "one-off", "half the team".)
    const spelled = r.t === 'word' ? r.text.toLowerCase() : ''
    const wordNumber =
      r.t === 'word' &&
      NUMBER_WORDS[spelled] !== undefined &&
      (timeUnit(raw[i + 1]) ||
        SCALES[raw[i + 1]?.text ?? ''] ||
        (spelled !== 'one' &&
          spelled !== 'half' &&
          spelled !== 'dozen' &&
          raw[i + 1]?.t === 'word' &&
          lower(raw[i + 1]) !== 'of'))
    if (r.t !== 'num' && !wordNumber && !(r.t === 'sym' && SYMBOLS[r.text] && raw[i + 1]?.t === 'num')) {
      // A currency code or symbol written before a number is picked up with the number below.
      if (r.t === 'word' && CURRENCY_CODES.has(r.text) && raw[i + 1]?.t === 'num') {
        const q = quantityAt(raw, i + 1, text)
        q.quantity.currency = r.text
        q.quantity.start = r.start
        q.quantity.text = text.slice(r.start, q.quantity.end)
        out.push(q.quantity)
        i = q.next - 1
        continue
      }
      out.push(r.t === 'word' ? wordToken(r) : { kind: 'symbol', text: r.text, start: r.start, end: r.end })
      continue
    }
    let currency: string | undefined
    let dollarSign = false
    let start = r.start
    let at = i
    if (r.t === 'sym') {
      currency = SYMBOLS[r.text]
      dollarSign = r.text === '$'
      at = i + 1
    }
    // A minus sign right before: "-12%", "−$3,000".
    const prev = out[out.length - 1]
    let sign = 1
    if (prev?.kind === 'symbol' && prev.text === '-' && prev.end === (r.t === 'sym' ? r.start : raw[at].start)) {
      const before = out[out.length - 2]
      if (before?.kind !== 'quantity') {
        out.pop()
        sign = -1
        start = prev.start
      }
    }
    const q = quantityAt(raw, at, text, wordNumber ? NUMBER_WORDS[r.text.toLowerCase()] : undefined)
    q.quantity.value *= sign
    q.quantity.start = start
    q.quantity.text = text.slice(start, q.quantity.end)
    if (currency && !q.quantity.currency) {
      q.quantity.currency = currency
      if (dollarSign) q.quantity.dollarSign = true
    }
    out.push(q.quantity)
    i = q.next - 1
  }
  return out
}

/** The quantity starting at a number (or a number word), with the scale, unit and period after it. */
function quantityAt(raw: Raw[], at: number, text: string, wordValue?: number): { quantity: Quantity; next: number } {
  const n = raw[at]
  let value = wordValue ?? (n.t === 'num' ? n.value : 0)
  let j = at + 1
  let end = n.end
  const q: Quantity = { kind: 'quantity', value, text: '', start: n.start, end }
  // Scale, glued or spaced: "24.5k", "1.2 million", "$2bn"; a spaced lone "m" or "b" only after a currency.
  const s = raw[j]
  if (s && s.t === 'word' && SCALES[s.text] !== undefined) {
    const glued = s.start === end
    const lone = s.text.length === 1
    if (
      glued ||
      !lone ||
      raw[at - 1]?.t === 'sym' ||
      (s.text !== 'm' && s.text !== 'b' && s.text !== 'M' && s.text !== 'B')
    ) {
      value *= SCALES[s.text]
      end = s.end
      j++
    }
  }
  q.value = value
  // Unit: %, percent, per cent, x/×, a time unit, a currency code or word.
  const u = raw[j]
  if (u) {
    const ul = lower(u)
    if (u.text === '%' || ul === 'percent' || ul === 'pct') {
      q.unit = 'percent'
      end = u.end
      j++
    } else if (ul === 'per' && isWord(raw[j + 1], 'cent')) {
      q.unit = 'percent'
      end = raw[j + 1].end
      j += 2
    } else if ((ul === 'x' || u.text === '×') && u.start - end <= 1) {
      q.unit = 'multiple'
      end = u.end
      j++
    } else if (u.text === '-' && timeUnit(raw[j + 1]) && raw[j + 1].start === u.end) {
      // "4-year loan", "12-month lease"
      q.unit = timeUnit(raw[j + 1])
      end = raw[j + 1].end
      j += 2
    } else if (timeUnit(u) && (u.text.length > 1 || u.start === end)) {
      // "5 years", "3 yrs", "2 quarters"; a single letter only glued: "5y", "6w" ("3m" is a scale, above).
      q.unit = timeUnit(u)
      end = u.end
      j++
    } else if (u.t === 'word' && CURRENCY_CODES.has(u.text)) {
      q.currency = u.text
      end = u.end
      j++
    } else if (u.t === 'word' && CURRENCY_WORDS[ul!]) {
      q.currency = CURRENCY_WORDS[ul!]
      if (ul === 'kr') q.crownSign = true
      end = u.end
      j++
    }
  }
  // What it is quoted per: "a year", "per delivery", "/mo", "annually" — for amounts and counts, not durations.
  if (!q.unit || q.unit === 'percent' || q.unit === 'multiple') {
    const per = perAfter(raw, j)
    if (per) {
      q.per = per.per
      end = raw[j + per.used - 1].end
      j += per.used
    }
  }
  q.end = end
  q.text = text.slice(q.start, end)
  return { quantity: q, next: j }
}

// ---- Helpers for readers -----------------------------------------------------------------------------

export const words = (tokens: Token[]) => tokens.filter((t): t is Word => t.kind === 'word')
export const quantities = (tokens: Token[]) => tokens.filter((t): t is Quantity => t.kind === 'quantity')

/** A duration in months: "5 years" → 60, "2 quarters" → 6; null when the quantity is no duration. */
export function durationMonths(q: Quantity): number | null {
  return q.unit && q.unit !== 'percent' && q.unit !== 'multiple' ? q.value * MONTHS_IN[q.unit] : null
}
