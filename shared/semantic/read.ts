// A question read into a semantic query by composition, not by a pattern per phrasing: the text is
// tokenized once (shared/language/tokens), typos corrected against the words known, the periods
// read by the calendar reader, and the rest matched against one vocabulary — the measures', the
// attributes' and their values' phrases (./words), the company's own values (its campaigns,
// members, industries and leads) — then composed: a measure (named, or from what is counted and
// whether a count or an amount is asked), filters (every value named, of every attribute),
// a period, and an operation (a figure, a comparison, a ranking, a breakdown, a trend, a list).
// A follow-up changes the previous reading ("and the month before?", "what about referrals?",
// "by owner", "only Dana's", "compare with last year"). Every reading carries the trace of the
// entries that produced it, whether it is sure, and up to two other readings to offer.
import {
  type CalendarMatch,
  type Grain,
  type PeriodSpec,
  readCalendar,
  resolvePeriod,
  shiftPeriod,
  yearBefore,
  CALENDAR_WORDS,
} from '../language/calendar'
import { type Correction, correctSpelling, lexicon, type Lexicon } from '../language/spelling'
import { type Quantity, type Token, tokenize, type Word } from '../language/tokens'
import { FILLERS, type Match, Vocabulary } from '../language/vocabulary'
import { valuesOf } from './attributes'
import type { SemanticData } from './data'
import { measureDef, MEASURES } from './measures'
import { type AttributeId, type Filter, type MeasureId, type Query, QuerySchema } from './model'
import { COMPANY_SIZES } from '../schemas/company'
import { OPEN_STATUSES } from './stages'
import { COMMON_WORDS, ME_WORDS, QUESTION_WORDS, type WordEntry } from './words'

export type Trace = { entry: string; phrase: string; start: number; end: number }
export type ReadContext = {
  now: Date
  data: Pick<SemanticData, 'campaigns' | 'members' | 'leads'>
  /** The member asking, for "my deals". */
  me?: string
  /** The thread's previous reading: a follow-up changes it. */
  previous?: Query | null
  /** What the previous answer put first (a ranking's top value, a list's first record): "that source", "it". */
  previousTop?: { attribute: AttributeId | 'period'; key: string } | null
}
export type Reading = {
  query: Query
  /** False when the measure was not named and a default was taken. */
  sure: boolean
  /** Up to two other readings worth offering. */
  alternatives: Query[]
  trace: Trace[]
  followUp: boolean
  corrections: Correction[]
  /** What was understood but could not be applied. */
  notes: string[]
}
/** `unknown`: a name the question is about that is none of the company's ("Salesforce's revenue"). */
export type NotRead = { offTopic: boolean; unknown?: string }

// ---- The vocabularies -------------------------------------------------------------------------------

type Meaning =
  | { kind: 'measure'; measure: MeasureId }
  | { kind: 'attr'; attribute: AttributeId }
  | { kind: 'value'; attribute: AttributeId; values: string[] }
  | { kind: 'word'; id: string }

type Entry = WordEntry & { meaning: Meaning; strength: number }

function meaningOf(e: WordEntry): Meaning {
  const [kind, a, b] = e.id.split(':')
  if (kind === 'measure') return { kind: 'measure', measure: a as MeasureId }
  if (kind === 'attr') return { kind: 'attr', attribute: a as AttributeId }
  if (kind === 'value') return { kind: 'value', attribute: a as AttributeId, values: [b] }
  return { kind: 'word', id: e.id }
}

const STATIC_ENTRIES: Entry[] = QUESTION_WORDS.map((e) => ({ ...e, meaning: meaningOf(e), strength: e.strength ?? 1 }))
const STATIC = new Vocabulary(STATIC_ENTRIES)
const GENERIC_NAME_WORDS = new Set([
  'campaign',
  'campaigns',
  'series',
  'programme',
  'program',
  'the',
  'and',
  'for',
  'of',
  'our',
  'a',
  'an',
  'e',
  'data',
  'new',
])
const STATIC_WORDS = new Set(QUESTION_WORDS.flatMap((e) => e.phrases.flatMap((p) => p.toLowerCase().split(' '))))
const words = (s: string) =>
  tokenize(s)
    .filter((t): t is Word => t.kind === 'word')
    .map((w) => w.norm)

/** Sub-phrases of a name that name it alone among `names` (two words or more, or one rare word). */
function distinctive(name: string, names: readonly string[]): { phrase: string; strength: number }[] {
  const own = words(name)
  const others = names.filter((n) => n !== name).map((n) => ` ${words(n).join(' ')} `)
  const out: { phrase: string; strength: number }[] = []
  for (let n = Math.min(3, own.length - 1); n >= 1; n--)
    for (let i = 0; i + n <= own.length; i++) {
      const part = own.slice(i, i + n)
      if (part.every((w) => GENERIC_NAME_WORDS.has(w))) continue
      if (n === 1 && (part[0].length < 5 || COMMON_WORDS.includes(part[0]))) continue
      if (others.some((o) => o.includes(` ${part.join(' ')} `))) continue
      out.push({ phrase: part.join(' '), strength: n >= 2 ? 2 : 1 })
    }
  return out
}

type CompanyVocabulary = { vocab: Vocabulary<Entry>; lexicon: Lexicon; capitalOnly: ReadonlySet<string> }
const cache = new WeakMap<object, CompanyVocabulary>()

/** The company's own values as vocabulary entries: campaigns, members, industries, leads. */
function companyVocabulary(d: ReadContext['data']): CompanyVocabulary {
  const cached = cache.get(d)
  if (cached) return cached
  const entries: Entry[] = []
  const capitalOnly = new Set<string>()
  const add = (attribute: AttributeId, values: string[], phrases: string[], strength: number, key: string) => {
    const kept = phrases.map((p) => p.trim()).filter((p) => p.length > 1)
    if (kept.length)
      entries.push({
        id: `company:${attribute}:${key}:${strength}`,
        phrases: kept,
        strength,
        meaning: { kind: 'value', attribute, values },
      })
  }
  const names = d.campaigns.map((c) => c.name)
  for (const c of d.campaigns) {
    add('campaign', [c.id], [c.name], 3, c.id)
    for (const s of [1, 2])
      add(
        'campaign',
        [c.id],
        distinctive(c.name, names)
          .filter((p) => p.strength === s)
          .map((p) => p.phrase),
        s,
        c.id,
      )
  }
  for (const m of valuesOf('owner', d)) {
    if (m.id === 'none') continue
    const member = d.members.find((x) => x.id === m.id)!
    add('owner', [m.id], [m.label], 3, m.id)
    add('owner', [m.id], [member.first_name], 2, `${m.id}-first`)
    add('owner', [m.id], [member.last_name, member.email.split('@')[0].split('.').join(' ')], 1, `${m.id}-last`)
  }
  for (const v of valuesOf('industry', d)) {
    add('industry', [v.id], [v.id], 3, v.id)
    add(
      'industry',
      [v.id],
      v.phrases.filter((p) => p !== v.id),
      1,
      `${v.id}-word`,
    )
  }
  // a lead by its full name; a company name may be several leads'
  const byPhrase = new Map<string, string[]>()
  for (const l of d.leads) {
    const full = `${l.first_name} ${l.last_name}`.trim()
    for (const p of [full, l.company_name])
      if (p && words(p).filter((w) => !FILLERS.has(w) && !STATIC_WORDS.has(w)).length >= 1 && words(p).length >= 2)
        byPhrase.set(p, [...(byPhrase.get(p) ?? []), l.id])
  }
  let i = 0
  for (const [phrase, ids] of byPhrase) add('lead', [...new Set(ids)], [phrase], 3, String(i++))
  // a lead by its first or last name alone: only written with a capital, and only one lead's
  const memberNames = new Set(d.members.flatMap((m) => words(`${m.first_name} ${m.last_name}`)))
  const single = new Map<string, string[]>()
  for (const l of d.leads)
    for (const n of [l.first_name, l.last_name])
      if (n && words(n).length === 1 && !STATIC_WORDS.has(words(n)[0]) && !memberNames.has(words(n)[0]))
        single.set(n, [...(single.get(n) ?? []), l.id])
  for (const [name, ids] of single)
    if (new Set(ids).size === 1) {
      add('lead', ids, [name], 2, `name-${i++}`)
      capitalOnly.add(entries[entries.length - 1].id)
    }
  const vocab = new Vocabulary(entries)
  const known = lexicon([
    ...STATIC_WORDS,
    ...CALENDAR_WORDS.flatMap((e) => e.phrases.flatMap((p) => p.split(' '))),
    ...entries.flatMap((e) => e.phrases.flatMap((p) => words(p))),
    ...COMMON_WORDS,
  ])
  const out = { vocab, lexicon: known, capitalOnly }
  cache.set(d, out)
  return out
}
const KEEP = new Set(COMMON_WORDS)

// ---- Matching ---------------------------------------------------------------------------------------

type Found = Match<Entry> & { alternates: Match<Entry>[] }

const KIND_ORDER = (m: Match<Entry>) => {
  const k = m.entry.meaning.kind
  return k === 'measure' ? 0 : k === 'value' ? 1 : k === 'attr' ? 3 : 2
}

/** The longest, strongest matches that do not overlap; each keeps the others read over the same words. */
function pick(all: Match<Entry>[]): Found[] {
  const sorted = [...all].sort(
    (a, b) =>
      b.size - a.size || b.entry.strength - a.entry.strength || KIND_ORDER(a) - KIND_ORDER(b) || a.from - b.from,
  )
  const taken: Found[] = []
  for (const m of sorted) {
    const over = taken.find((t) => m.from < t.to && t.from < m.to)
    if (!over) taken.push({ ...m, alternates: [] })
    else if (over.from === m.from && over.to === m.to && m.entry.meaning.kind === 'value') over.alternates.push(m)
  }
  return taken.sort((a, b) => a.from - b.from)
}

const wordAt = (tokens: readonly Token[], i: number): Word | undefined =>
  tokens[i]?.kind === 'word' ? (tokens[i] as Word) : undefined
const FILLER = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'your',
  'their',
  'its',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'from',
  'we',
  'us',
  'i',
  'each',
])
const GRAIN_WORDS: Record<string, Grain> = {
  day: 'day',
  days: 'day',
  daily: 'day',
  week: 'week',
  weeks: 'week',
  weekly: 'week',
  month: 'month',
  months: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  years: 'year',
  yearly: 'year',
  annually: 'year',
}
/** Words that ask which of two is more ("more money in contacted or qualified?"). */
const COMPARATIVES = new Set(
  'more less better worse bigger smaller higher lower larger longer shorter fewer greater'.split(' '),
)
/** What may follow a "that" that points back ("how much is that exactly"). */
const THAT_ENDS = new Set(['exactly', 'then', 'now', 'again', 'in', 'worth', 'one'])
const CURRENCY_SIGNS = new Set(['$', '£', '€', '¥'])
/** Words that point back at the previous answer's records ("how many of them", "what are they worth"). */
const POINTING = new Set(['they', 'them', 'those', 'these', 'it'])
/** "that source", "this campaign": the value the previous answer put first. */
const DEMONSTRATIVE = new Set(['that', 'this', 'same'])
/** What a company's size is counted in: "companies of 1-10 people", "1000+ employees". */
const HEADCOUNT = new Set(['people', 'employees', 'employee', 'staff', 'headcount', 'person', 'persons', 'workers'])
/** The size bands a range of headcount covers (bands as the records keep them: "1-10" … "1000+"). */
const bounds = (band: string): [number, number] =>
  band.endsWith('+') ? [Number(band.slice(0, -1)), Infinity] : (band.split('-').map(Number) as [number, number])
function sizeBands(lo: number, hi: number): string[] {
  return COMPANY_SIZES.filter((band) => bounds(band)[0] >= lo && bounds(band)[1] <= hi)
}
/** A headcount named in the question: the bands it covers, and the tokens it took. */
function readHeadcount(tokens: readonly Token[], start = 0): { bands: string[]; from: number; to: number } | null {
  for (let i = start; i < tokens.length; i++) {
    if (!(tokens[i].kind === 'word' && HEADCOUNT.has((tokens[i] as Word).norm))) continue
    const q = (k: number) => (tokens[k]?.kind === 'quantity' ? (tokens[k] as Quantity) : undefined)
    const plus = (k: number) => tokens[k]?.kind === 'symbol' && (tokens[k] as { text: string }).text === '+'
    const dash = (k: number) =>
      tokens[k]?.kind === 'symbol' && ['-', '–'].includes((tokens[k] as { text: string }).text)
    // "1-10 people", "11 to 50 employees"
    const hi = q(i - 1)
    if (hi && !hi.unit && !hi.currency) {
      const lo = dash(i - 2) || wordAt(tokens, i - 2)?.norm === 'to' ? q(i - 3) : undefined
      if (lo) return { bands: sizeBands(lo.value, hi.value), from: i - 3, to: i + 1 }
      const before = wordAt(tokens, i - 2)?.norm
      const over = before && ['over', 'above', 'than'].includes(before)
      const under = before && ['under', 'below', 'fewer', 'less'].includes(before)
      if (over) return { bands: sizeBands(hi.value + 1, Infinity), from: i - 2, to: i + 1 }
      if (under) return { bands: sizeBands(0, hi.value - 1), from: i - 2, to: i + 1 }
      // "50 employees": the band it falls in
      const n = hi.value
      return { bands: COMPANY_SIZES.filter((b) => bounds(b)[0] <= n && n <= bounds(b)[1]), from: i - 1, to: i + 1 }
    }
    // "1000+ employees"
    if (plus(i - 1) && q(i - 2)) return { bands: sizeBands(q(i - 2)!.value, Infinity), from: i - 2, to: i + 1 }
  }
  return null
}
/** The words that name records ("the largest deal", "our five biggest wins"). */
const RECORD_CONCEPTS = ['concept:deal', 'concept:lead', 'concept:won', 'concept:customer', 'concept:call']
const plural = (word: string) => {
  const w = word.toLowerCase()
  return w.endsWith('s') && !w.endsWith('ss')
}
/** The period a shift names ("the month before", "the year before") from the one it follows. */
function shifted(from: PeriodSpec, shift: { grain?: Grain }, now: Date): PeriodSpec | null {
  const grainOf = (p: PeriodSpec) => (p.type === 'calendar' || p.type === 'named' ? p.grain : undefined)
  // "the year before" a month is that month a year earlier; "the month before" a year is the month before now
  if (!shift.grain || grainOf(from) === shift.grain) return shiftPeriod(from, -1, now)
  if (shift.grain === 'year') return yearBefore(from, now)
  return { type: 'calendar', grain: shift.grain, offset: -1 } as PeriodSpec
}
/** Words that make "the previous month" relative to the last reading's period in a follow-up. */
const PREVIOUS = new Set(['previous', 'prior', 'preceding'])
const FOLLOW_STARTS = new Set(['and', 'but', 'also', 'then', 'ok', 'okay', 'so', 'now', 'plus', 'instead'])
const ME_AFTER = [
  ['assigned', 'to'],
  ['owned', 'by'],
]

/**
 * "came from campaigns", "source: events": right after an attribute's words, a word that is one of
 * its values' labels names that value, though the word alone names something else (the campaigns).
 */
function labelledValues(found: Found[], tokens: readonly Token[], data: ReadContext['data']): Found[] {
  const out = [...found]
  for (const a of found) {
    if (a.entry.meaning.kind !== 'attr') continue
    const attribute = a.entry.meaning.attribute
    let i = a.to
    while (wordAt(tokens, i) && FILLER.has(wordAt(tokens, i)!.norm)) i++
    const next = out.findIndex((m) => m.from === i && m.entry.meaning.kind !== 'value')
    const w = wordAt(tokens, i)
    if (next < 0 || !w || out[next].to !== i + 1) continue
    const value = valuesOf(attribute, data).find((v) => {
      const label = words(v.label)
      return label.length === 1 && tokenize(label[0]).some((t) => t.kind === 'word' && t.stem === w.stem)
    })
    if (!value) continue
    const meaning = { kind: 'value' as const, attribute, values: [value.id] }
    out[next] = {
      ...out[next],
      entry: { id: `value:${attribute}:${value.id}`, phrases: [value.label], strength: 2, meaning },
      alternates: [],
    }
  }
  return out
}

// ---- Reading ----------------------------------------------------------------------------------------

/** The measure a ranking or breakdown takes when none is named: the first that can be cut that way. */
const DEFAULTS: MeasureId[] = ['won_value', 'calls', 'leads', 'campaign_spend']
const SUMMARY_CAMPAIGN: MeasureId[] = ['leads', 'won_count', 'campaign_spend', 'return_on_spend', 'cost_per_lead']
const SUMMARY_LEADS: MeasureId[] = ['leads', 'won_count', 'win_rate', 'open_pipeline']

/** Reads a question; null when nothing in it is about the company's records (`offTopic`: it is about something else). */
export function readQuestion(text: string, ctx: ReadContext): Reading | (NotRead & { reading?: undefined }) {
  const company = companyVocabulary(ctx.data)
  const raw = tokenize(text)
  // A name written with a capital that is none of the company's words ("Salesforce's revenue", "does
  // Tableau have"): the question is about someone else's records, which the company does not hold.
  const opening = raw.findIndex((t) => t.kind === 'word')
  const stranger = raw.find(
    (t, i): t is Word =>
      t.kind === 'word' &&
      i > opening &&
      t.capital &&
      t.norm.length >= 3 &&
      t.text !== t.text.toUpperCase() &&
      !company.lexicon.words.has(t.norm) &&
      !company.lexicon.stems.has(t.stem),
  )
  const { tokens, corrections } = correctSpelling(raw, company.lexicon, KEEP)
  // every headcount named ("1-10 people or 201-1000 employee ones"), as one
  const headcounts: { bands: string[]; from: number; to: number }[] = []
  for (let h = readHeadcount(tokens); h; h = readHeadcount(tokens, h.to)) headcounts.push(h)
  const headcount = headcounts.length
    ? { bands: [...new Set(headcounts.flatMap((h) => h.bands))], from: headcounts[0].from, to: headcounts.at(-1)!.to }
    : null
  const inHeadcount = (m: { from: number; to: number }) => headcounts.some((h) => m.from < h.to && h.from < m.to)
  const calendar = readCalendar(tokens, ctx.now)
  const inCalendar = (m: { from: number; to: number }) => calendar.some((c) => m.from < c.to && c.from < m.to)
  const capital = (m: Match<Entry>) => !company.capitalOnly.has(m.entry.id) || (tokens[m.from] as Word).capital
  const found = labelledValues(
    pick(
      [...STATIC.all(tokens), ...company.vocab.all(tokens).filter(capital)].filter(
        (m) => !inCalendar(m) && !inHeadcount(m),
      ),
    ),
    tokens,
    ctx.data,
  )
  const trace: Trace[] = [
    ...calendar.map((c) => ({
      entry: c.entries.join('+'),
      phrase: text.slice(c.start, c.end),
      start: c.start,
      end: c.end,
    })),
    ...found.map((f) => ({ entry: f.entry.id, phrase: text.slice(f.start, f.end), start: f.start, end: f.end })),
  ].sort((a, b) => a.start - b.start)

  const ids = (m: Match<Entry>) => (m.entry.meaning.kind === 'word' ? m.entry.meaning.id : '')
  const has = (id: string) => found.some((f) => ids(f) === id)
  const first = (id: string) => found.find((f) => ids(f) === id)

  const measures = found.filter((f) => f.entry.meaning.kind === 'measure')
  const attrs = found.filter((f) => f.entry.meaning.kind === 'attr')
  let values = found.filter((f) => f.entry.meaning.kind === 'value')
  const periods = calendar.filter((c): c is CalendarMatch & { kind: 'period'; spec: PeriodSpec } => c.kind === 'period')
  const shift = calendar.find((c) => c.kind === 'shift') as
    | (CalendarMatch & { kind: 'shift'; grain?: Grain })
    | undefined
  const yearAgo = calendar.some((c) => c.kind === 'year-ago')
  const lowerWords = tokens.filter((t): t is Word => t.kind === 'word').map((w) => w.norm)

  // "my deals", "assigned to me"
  const meNamed =
    lowerWords.some((w) => ME_WORDS.has(w)) ||
    tokens.some(
      (t, i) => t.kind === 'word' && t.norm === 'i' && ['own', 'owns'].includes(wordAt(tokens, i + 1)?.norm ?? ''),
    ) ||
    tokens.some(
      (t, i) =>
        t.kind === 'word' &&
        t.norm === 'me' &&
        ME_AFTER.some(([a, b]) => wordAt(tokens, i - 2)?.norm === a && wordAt(tokens, i - 1)?.norm === b),
    )

  const offForm = has('offtopic:form')
  const offTopic = has('offtopic:topic')
  const concepts = {
    won: has('concept:won'),
    earn: has('concept:earn'),
    lost: has('concept:lost'),
    lead: has('concept:lead'),
    deal: has('concept:deal'),
    customer: has('concept:customer'),
    call: has('concept:call'),
    duration: has('concept:duration'),
  }
  const count = has('aspect:count')
  // "what %": a percent sign with no number asks for a share
  const shareAsked =
    has('aspect:share') ||
    tokens.some((t, i) => t.kind === 'symbol' && t.text === '%' && tokens[i - 1]?.kind !== 'quantity')
  // "in $", "in £": a currency sign with no number asks for an amount
  const amount =
    has('aspect:value') ||
    tokens.some((t, i) => t.kind === 'symbol' && CURRENCY_SIGNS.has(t.text) && tokens[i + 1]?.kind !== 'quantity')
  const anyConcept = Object.values(concepts).some(Boolean)
  const campaignNoun = attrs.find((a) => a.entry.meaning.kind === 'attr' && a.entry.meaning.attribute === 'campaign')

  if (offForm || (offTopic && measures.length === 0)) return { offTopic: true }
  if (stranger) return { offTopic: false, unknown: stranger.possessive ? stranger.text.slice(0, -2) : stranger.text }
  // "how much commission did we pay", "what's the email open rate": what is asked for is a word the
  // records have nowhere (before spelling correction, so a typo of a known word is not one)
  const asked = found.find(
    (f) =>
      ((ids(f) === 'aspect:count' || ids(f) === 'aspect:value') && wordAt(tokens, f.from)?.norm === 'how') ||
      (ids(f) === 'op:which' && f.from === 0),
  )
  if (asked) {
    let i = asked.to
    while (
      wordAt(tokens, i) &&
      (FILLER.has(wordAt(tokens, i)!.norm) || ['is', 's', 'are'].includes(wordAt(tokens, i)!.norm))
    )
      i++
    const w = raw[i]
    if (
      w?.kind === 'word' &&
      w.norm.length >= 4 &&
      !company.lexicon.words.has(w.norm) &&
      !company.lexicon.stems.has(w.stem) &&
      !KEEP.has(w.norm) &&
      !corrections.some((c) => c.start === w.start)
    )
      return { offTopic: false, unknown: w.text }
  }
  const previous = ctx.previous ?? null
  const somethingRead =
    measures.length > 0 ||
    anyConcept ||
    values.length > 0 ||
    attrs.length > 0 ||
    meNamed ||
    has('op:perf') ||
    has('follow:all')
  const followCue =
    FOLLOW_STARTS.has(lowerWords[0] ?? '') ||
    (found[0] &&
      ['follow:about', 'follow:only', 'op:compare', 'op:by', 'follow:all'].includes(ids(found[0])) &&
      found[0].from <= 1)
  // "how many of them are still open?", "what are they worth?": the previous answer's records
  // ("how many deals is that", "how much is that exactly": "that" with no noun after it points back too;
  // a noun for the records themselves, "deals", names nothing new)
  const recordNounsOnly = !concepts.won && !concepts.lost && !concepts.call && !concepts.earn && !concepts.duration
  const thatAlone = tokens.some((t, i) => {
    if (t.kind !== 'word' || ((t.norm !== 'that' || i === 0) && t.norm !== 'this')) return false
    const after = tokens[i + 1]
    // "how much of that came from referrals"
    if (wordAt(tokens, i - 1)?.norm === 'of') return true
    return !after || after.kind === 'symbol' || (after.kind === 'word' && THAT_ENDS.has(after.norm))
  })
  // ("total talk time on those?": a measure of the same kind of records, asked of the ones pointed at)
  const sameRecords =
    measures.length === 0 ||
    (!!previous &&
      measures.every(
        (m) =>
          measureDef((m.entry.meaning as { measure: MeasureId }).measure).entity ===
          measureDef(previous.measure).entity,
      ))
  const pointing = sameRecords && recordNounsOnly && (lowerWords.some((w) => POINTING.has(w)) || thatAlone)
  const followUp =
    !!previous &&
    (followCue ||
      pointing ||
      (measures.length === 0 &&
        !anyConcept &&
        !count &&
        !amount &&
        (periods.length > 0 || !!shift || yearAgo || values.length > 0 || attrs.length > 0 || meNamed)))
  if (!somethingRead && !followUp && !headcount) return { offTopic: false }

  // ---- Quantities: "over $10k", "top 5" ----
  let valueRange: Query['valueRange']
  let limit: number | undefined
  const quantityAt = (i: number) =>
    tokens[i]?.kind === 'quantity' && !inHeadcount({ from: i, to: i + 1 }) ? (tokens[i] as Quantity) : undefined
  found.forEach((f) => {
    // "top 5", and "our 5 biggest", "the three largest"
    const q =
      quantityAt(f.to) ??
      (['op:best', 'op:worst', 'op:most', 'op:least'].includes(ids(f)) ? quantityAt(f.from - 1) : undefined)
    if (q && (ids(f) === 'cmp:gte' || ids(f) === 'cmp:lte') && !q.unit) {
      valueRange = { ...valueRange, ...(ids(f) === 'cmp:gte' ? { min: q.value } : { max: q.value }) }
    }
    if (
      q &&
      ['op:best', 'op:worst', 'op:most', 'op:least'].includes(ids(f)) &&
      Number.isInteger(q.value) &&
      !q.currency &&
      !q.unit &&
      q.value >= 1 &&
      q.value <= 50
    )
      limit = q.value
  })

  // ---- The measure ----
  let pointedOpen = false
  let measure: MeasureId | undefined
  let sure = true
  const alternatives: MeasureId[] = []
  if (measures.length > 0) {
    const named = measures.map((m) => (m.entry.meaning as { measure: MeasureId }).measure)
    const refining = named.find((id) => measureDef(id).refines?.some((r) => named.includes(r)))
    const best = [...measures].sort((a, b) => b.size - a.size || a.from - b.from)[0]
    // words said apart that make one measure ("returned … on its budget", "a search lead cost")
    const said = new Set([...named.map((m) => `measure:${m}`), ...found.map(ids).filter(Boolean)])
    const composed = MEASURES.find((m) => m.composedOf?.every((part) => said.has(part)))
    measure = composed?.id ?? refining ?? (best.entry.meaning as { measure: MeasureId }).measure
    for (const m of measures) {
      const other = (m.entry.meaning as { measure: MeasureId }).measure
      if (other !== measure) alternatives.push(other)
    }
    // "revenue" with "how many" is the won count; "pipeline" with "how many" the open deals
    const def = measureDef(measure)
    if (count && def.count) measure = def.count
    else if (amount && !count && def.value) measure = def.value
    else if (has('aspect:average') && (measure === 'won_value' || measure === 'won_count')) measure = 'average_deal'
    else if (has('aspect:average') && (measure === 'open_pipeline' || measure === 'open_deals'))
      measure = 'average_open_deal'
    else if ((has('aspect:average') || concepts.duration) && measure === 'calls')
      measure = has('aspect:average') || !count ? 'average_call_minutes' : 'call_minutes'
    else if (shareAsked && (measure === 'won_value' || measure === 'won_count'))
      measure = concepts.lead ? 'conversion' : 'win_rate'
  } else if (
    values.some((v) => v.entry.meaning.kind === 'value' && ['outcome', 'direction'].includes(v.entry.meaning.attribute))
  ) {
    // "meetings booked", "inbound calls": an outcome or a direction is a call's
    measure = concepts.duration ? 'call_minutes' : 'calls'
  } else if (concepts.won || concepts.customer || (concepts.earn && (amount || has('concept:won')))) {
    // "what percentage of deals do we win": the win rate; "what share of this year's leads have we won": conversion
    if (shareAsked) measure = concepts.lead ? 'conversion' : 'win_rate'
    // "how big were our deals on average", "a typical won deal"
    else if (has('aspect:average')) measure = 'average_deal'
    else {
      // deals and customers won are counted; "what did we win from referral leads" is an amount
      const countAsked = count || lowerWords.includes('wins') || ((concepts.deal || concepts.customer) && !amount)
      measure = countAsked ? 'won_count' : 'won_value'
      alternatives.push(countAsked ? 'won_value' : 'won_count')
    }
  } else if (concepts.lost) {
    // as with what was won: deals lost are counted, what was lost is an amount
    const countAsked = count || ((concepts.deal || concepts.customer) && !amount)
    measure = countAsked ? 'lost_count' : 'lost_value'
    alternatives.push(measure === 'lost_value' ? 'lost_count' : 'lost_value')
  } else if (concepts.call) {
    measure =
      concepts.duration || has('aspect:average')
        ? has('aspect:average') || !count
          ? 'average_call_minutes'
          : 'call_minutes'
        : 'calls'
  } else if (concepts.lead || concepts.deal) {
    const open = values.some(
      (v) =>
        v.entry.meaning.kind === 'value' &&
        v.entry.meaning.attribute === 'status' &&
        v.entry.meaning.values.every((s) => s === 'open' || (OPEN_STATUSES as readonly string[]).includes(s)),
    )
    if (has('aspect:average') && open) measure = 'average_open_deal'
    else if (has('aspect:average') && concepts.deal) measure = 'average_deal'
    else if (open) {
      measure = amount && !count ? 'open_pipeline' : 'open_deals'
      alternatives.push(measure === 'open_pipeline' ? 'open_deals' : 'open_pipeline')
    } else {
      measure = amount && !count ? 'lead_value' : 'leads'
      if (!count && !amount && concepts.earn) alternatives.push('won_count')
    }
  } else if (
    (count || amount) &&
    !campaignNoun &&
    values.length > 0 &&
    values.every(
      (v) =>
        v.entry.meaning.kind === 'value' &&
        v.entry.meaning.attribute === 'status' &&
        v.entry.meaning.values.every((x) => x === 'open' || (OPEN_STATUSES as readonly string[]).includes(x)),
    )
  ) {
    // "more money sitting in contacted or in qualified?", "how many of them are still open?": the records
    // at those stages
    measure = amount && !count ? 'open_pipeline' : 'open_deals'
    pointedOpen = pointing
  } else if (campaignNoun && count && !pointing) {
    measure = 'campaigns'
  } else if (
    pointing &&
    values.some(
      (v) =>
        v.entry.meaning.kind === 'value' &&
        v.entry.meaning.attribute === 'status' &&
        v.entry.meaning.values.includes('open'),
    )
  ) {
    // "how many of them are still open?": the open ones among the records it points at
    measure = amount && !count ? 'open_pipeline' : 'open_deals'
    pointedOpen = true
  }

  // ---- The operation and what it cuts by ----
  const nextAttr = (from: number): AttributeId | undefined => {
    let i = from
    while (wordAt(tokens, i) && FILLER.has(wordAt(tokens, i)!.norm)) i++
    const a = attrs.find((x) => x.from === i)
    if (a && a.entry.meaning.kind === 'attr') return a.entry.meaning.attribute
    // "per campaign": a campaign's name word can also be the attribute's own
    return undefined
  }
  const nextGrain = (from: number): Grain | undefined => {
    let i = from
    while (wordAt(tokens, i) && FILLER.has(wordAt(tokens, i)!.norm)) i++
    return GRAIN_WORDS[wordAt(tokens, i)?.norm ?? '']
  }
  const byMatch = found.filter((f) => ids(f) === 'op:by')
  const byAttr = byMatch.map((b) => nextAttr(b.to)).find(Boolean)
  const byGrain = byMatch.map((b) => nextGrain(b.to)).find(Boolean)
  const trendWord = first('op:trend')
  const trendGrain = trendWord ? (GRAIN_WORDS[wordAt(tokens, trendWord.from)?.norm ?? ''] ?? 'month') : byGrain
  const rankWord = found.find((f) => ['op:best', 'op:worst', 'op:most', 'op:least'].includes(ids(f)))
  const whichAttr = found
    .filter((f) => ids(f) === 'op:which')
    .map((w) => nextAttr(w.to))
    .find(Boolean)
  // "which month had the best sales", "our best month last year": a ranking of the periods of a trend
  const rankGrain =
    found
      .filter((f) => ids(f) === 'op:which')
      .map((w) => nextGrain(w.to))
      .find(Boolean) ?? (rankWord ? nextGrain(rankWord.to) : undefined)
  const namedAttr = attrs[0]?.entry.meaning.kind === 'attr' ? attrs[0].entry.meaning.attribute : undefined
  // "who has the most…": a person, so an owner, when nothing else is named
  const who =
    found.some((f) => ids(f) === 'op:which' && ['who', 'whose'].includes(wordAt(tokens, f.from)?.norm ?? '')) &&
    !(rankWord && found.some((f) => f.from > rankWord.from && RECORD_CONCEPTS.includes(ids(f))))
  const rankAttr =
    rankWord && !rankGrain ? (whichAttr ?? byAttr ?? namedAttr ?? (who ? 'owner' : undefined)) : undefined
  // "which leads…", "who has…" list records; "what did we win" asks a figure
  const listCue =
    has('op:list') ||
    found.some((f) => ids(f) === 'op:which' && !nextAttr(f.to) && wordAt(tokens, f.from)?.norm !== 'what')
  // "leads nobody called", "proposals over $25k": records described, not counted
  const describedRecords = values.some(
    (v) =>
      v.entry.meaning.kind === 'value' &&
      (v.entry.meaning.attribute === 'called' ||
        (v.entry.meaning.attribute === 'status' &&
          wordAt(tokens, v.to - 1)
            ?.text.toLowerCase()
            .endsWith('s'))),
  )
  // records are named: leads, deals, calls — or a count of them ("the deals we won", "open deals")
  const countOfRecords = !!measure && measureDef(measure).entity !== 'campaign' && measureDef(measure).unit === 'count'
  const entityNoun =
    concepts.lead ||
    concepts.deal ||
    concepts.customer ||
    concepts.call ||
    countOfRecords ||
    describedRecords ||
    (!!campaignNoun && !rankAttr && !byAttr)

  // ---- Filters ----
  const filters: Filter[] = []
  const notes: string[] = []
  const addFilter = (attribute: AttributeId, vals: string[]) => {
    const existing = filters.find((f) => f.attribute === attribute)
    if (existing) existing.values = [...new Set([...existing.values, ...vals])]
    else filters.push({ attribute, values: [...vals] })
  }
  if (headcount?.bands.length) addFilter('size', headcount.bands)
  // "on that one": the value the previous answer put first
  const top = ctx.previousTop
  if (
    top &&
    top.attribute !== 'period' &&
    tokens.some((t, i) => t.kind === 'word' && DEMONSTRATIVE.has(t.norm) && wordAt(tokens, i + 1)?.norm === 'one')
  )
    addFilter(top.attribute, [top.key])
  // "from that source", "this campaign": the value the previous answer put first
  for (const a of attrs) {
    const attribute = (a.entry.meaning as { attribute: AttributeId }).attribute
    if (ctx.previousTop?.attribute === attribute && DEMONSTRATIVE.has(wordAt(tokens, a.from - 1)?.norm ?? ''))
      addFilter(attribute, [ctx.previousTop.key])
  }
  if (meNamed) {
    if (ctx.me) addFilter('owner', [ctx.me])
    else notes.push('I could not tell who you are, so “my” is not applied.')
  }
  // a campaign's name word next to "campaign" ("the LinkedIn campaign") names the campaign
  values = values.map((v) => {
    const campaign = v.alternates.find(
      (a) => a.entry.meaning.kind === 'value' && a.entry.meaning.attribute === 'campaign',
    )
    const beside =
      campaignNoun && (campaignNoun.from === v.to || campaignNoun.to === v.from || campaignNoun.from === v.to + 1)
    return campaign && beside ? { ...campaign, alternates: [v, ...v.alternates] } : v
  })

  // ---- Default measure ----
  const valueAttrs = values.map((v) => (v.entry.meaning as { attribute: AttributeId }).attribute)
  let also: MeasureId[] | undefined
  if (!measure && !followUp) {
    sure = false
    if (valueAttrs.some((a) => a === 'direction' || a === 'outcome')) measure = 'calls'
    else if (rankAttr || byAttr) {
      // ranked by what only some records have (a call's outcome): the first measure of those records
      const a = (rankAttr ?? byAttr)!
      measure = DEFAULTS.find((m) => measureDef(m).cuts.includes(a)) ?? 'won_value'
      alternatives.push(
        'leads',
        ...(rankAttr === 'campaign' || rankAttr === 'channel' || byAttr === 'campaign'
          ? (['return_on_spend'] as const)
          : []),
      )
    } else if ((listCue || describedRecords) && entityNoun) measure = concepts.call ? 'calls' : 'leads'
    // nothing the records hold is named (no measure, record, value or "how did … do"): "how much are we
    // paying our sales reps" is about something else, not a summary of the reps' deals
    else if (values.length === 0 && !has('op:perf') && !meNamed && !anyConcept && !headcount) return { offTopic: false }
    else {
      measure = 'won_value'
      also = valueAttrs.some((a) => a === 'campaign' || a === 'channel') ? SUMMARY_CAMPAIGN : SUMMARY_LEADS
      sure = values.length > 0 || has('op:perf')
    }
  }

  const measureFor = measure ?? previous?.measure ?? 'won_value'
  const cuts = measureDef(measureFor).cuts
  // values compared ("search against events") are of one attribute: a value that can be read either way takes the others'
  const attrOf = (m: Match<Entry>) => (m.entry.meaning as { attribute: AttributeId }).attribute
  if (values.length >= 2 && new Set(values.map(attrOf)).size > 1) {
    const common = values
      .map(attrOf)
      .find((a) =>
        values.every((v) =>
          [v, ...v.alternates].some((m) => m.entry.meaning.kind === 'value' && attrOf(m) === a && cuts.includes(a)),
        ),
      )
    if (common)
      values = values.map((v) => {
        const m = [v, ...v.alternates].find((x) => x.entry.meaning.kind === 'value' && attrOf(x) === common)!
        return { ...m, alternates: [v, ...v.alternates].filter((x) => x !== m) }
      })
  }
  // "e-commerce / retail": one rare word of a campaign's name ("retail") beside a value whose own label
  // holds that word (the industry "E-commerce and retail") belongs to that value
  const labelOf = (m: Match<Entry>) =>
    (m.entry.meaning as { values: string[] }).values
      .map((id) => valuesOf(attrOf(m), ctx.data).find((x) => x.id === id)?.label ?? id)
      .join(' ')
      .toLowerCase()
  values = values.filter(
    (v) =>
      !(
        v.entry.id.startsWith('company:') &&
        v.entry.id.endsWith(':1') &&
        values.some(
          (u) =>
            u !== v &&
            attrOf(u) !== attrOf(v) &&
            Math.abs(u.start - v.start) <= 24 &&
            words(labelOf(u)).includes(text.slice(v.start, v.end).toLowerCase()),
        )
      ),
  )
  for (const v of values) {
    // a value that can mean two things takes the one this measure can be cut by
    const choice =
      [v, ...v.alternates].find((m) => m.entry.meaning.kind === 'value' && cuts.includes(m.entry.meaning.attribute)) ??
      v
    const meaning = choice.entry.meaning as { attribute: AttributeId; values: string[] }
    if (!cuts.includes(meaning.attribute)) {
      notes.push(`${measureDef(measureFor).name} cannot be cut by ${text.slice(v.start, v.end)}.`)
      continue
    }
    // won and lost are the measure's own; a status named as well is not a filter on top
    if (
      meaning.attribute === 'status' &&
      ['won_value', 'won_count', 'lost_value', 'lost_count', 'win_rate', 'average_deal'].includes(measureFor)
    )
      continue
    addFilter(meaning.attribute, meaning.values)
  }
  // "open proposals": proposals are open already
  const statusFilter = filters.find((f) => f.attribute === 'status')
  if (
    statusFilter?.values.includes('open') &&
    statusFilter.values.some((v) => (OPEN_STATUSES as readonly string[]).includes(v))
  )
    statusFilter.values = statusFilter.values.filter((v) => v !== 'open')
  // open deals are open: the status "open" is the measure's own
  if (measureFor === 'open_deals' || measureFor === 'open_pipeline' || measureFor === 'weighted_pipeline') {
    const status = filters.find((f) => f.attribute === 'status')
    if (status) {
      status.values = status.values.filter((s) => s !== 'open')
      if (status.values.length === 0) filters.splice(filters.indexOf(status), 1)
    }
  }

  // ---- Compose ----
  // a second measure compared with the first: one named apart from it, or won against lost
  const second = ((): MeasureId | undefined => {
    // "vs", "than", or a comparative with no number after it ("bigger than what we won")
    const comparing =
      has('op:compare') || found.some((f) => (ids(f) === 'cmp:gte' || ids(f) === 'cmp:lte') && !quantityAt(f.to))
    // (two values of one attribute named: those are compared on one measure, "inbound against outbound")
    const valueIds = (a: AttributeId) =>
      new Set(values.filter((v) => attrOf(v) === a).flatMap((v) => (v.entry.meaning as { values: string[] }).values))
    const twoValues = values.some((v) => valueIds(attrOf(v)).size >= 2)
    if (!comparing || followUp || !measure || twoValues) return undefined
    const near = (a: MeasureId, b: MeasureId) =>
      a === b ||
      measureDef(a).refines?.includes(b) ||
      measureDef(b).refines?.includes(a) ||
      measureDef(a).count === b ||
      measureDef(a).value === b
    const named = measures
      .map((m) => (m.entry.meaning as { measure: MeasureId }).measure)
      .find((m) => !near(m, measure!))
    if (named && measureDef(named).entity === measureDef(measure).entity) return named
    if (concepts.won && concepts.lost) {
      const lost = amount && !count ? 'lost_value' : 'lost_count'
      const won = amount && !count ? 'won_value' : 'won_count'
      return measure === won ? lost : measure === lost ? won : undefined
    }
    // "is our open pipeline bigger than what we've won": a named measure against what was won (not
    // where two values are compared on one measure: "do referrals close better than events")
    if (
      concepts.won &&
      measures.length > 0 &&
      !['won_value', 'won_count', 'win_rate', 'average_deal'].includes(measure) &&
      new Set(values.map(attrOf)).size === values.length
    )
      return measureDef(measure).unit === 'money' ? 'won_value' : 'won_count'
    return undefined
  })()
  const compareAttr = (() => {
    const counts = new Map<AttributeId, number>()
    // two statuses or owners named are one filter unless a comparison is asked
    // values joined by "or" ("no answer or voicemail") are one filter too
    const joinedByOr = (attribute: AttributeId) => {
      const named = values.filter((v) => attrOf(v) === attribute)
      return named.some(
        (v, i) => i > 0 && tokens.slice(named[i - 1].to, v.from).some((t) => t.kind === 'word' && t.norm === 'or'),
      )
    }
    // "more money in contacted or in qualified?": a comparative asks which, so "or" compares
    const comparative = lowerWords.some((w) => COMPARATIVES.has(w))
    for (const f of filters)
      if (
        (!['status', 'called', 'lead', 'owner'].includes(f.attribute) || has('op:compare') || comparative) &&
        (!joinedByOr(f.attribute) || comparative)
      )
        counts.set(f.attribute, f.values.length)
    return [...counts].find(([, n]) => n >= 2)?.[0]
  })()
  const higher = measureDef(measureFor).higherIsBetter
  const rankOrder = (w: Match<Entry> | undefined): 'desc' | 'asc' => {
    const id = w ? ids(w) : 'op:most'
    if (id === 'op:best') return higher ? 'desc' : 'asc'
    if (id === 'op:worst') return higher ? 'asc' : 'desc'
    return id === 'op:least' ? 'asc' : 'desc'
  }
  // "which campaigns" asks for several, "which campaign" for one
  const pluralWord = (attribute: AttributeId) => {
    const a = attrs.find((x) => x.entry.meaning.kind === 'attr' && x.entry.meaning.attribute === attribute)
    const w = a ? wordAt(tokens, a.to - 1)?.text.toLowerCase() : undefined
    return !!w && attribute !== 'status' && w.endsWith('s') && !w.endsWith('ss')
  }

  // "who owns it?", "which sources were they from?": an attribute asked of the records pointed at
  const askedOf =
    pointing && !rankWord && namedAttr && !filters.some((f) => f.attribute === namedAttr) ? namedAttr : undefined
  if (pointing && lowerWords.includes('it') && ctx.previousTop?.attribute === 'lead')
    addFilter('lead', [ctx.previousTop.key])

  let query: Query
  if (followUp && previous) {
    // "the previous month?" after a month: the one before it, not last month again
    const relative =
      periods.length === 1 && previous.period && PREVIOUS.has(text.slice(periods[0].start).split(' ')[0].toLowerCase())
    const spec = periods[0]?.spec
    const asShift =
      relative && spec?.type === 'calendar' && spec.offset === -1
        ? ({ ...periods[0], kind: 'shift', by: -1, grain: spec.grain } as CalendarMatch & {
            kind: 'shift'
            grain?: Grain
          })
        : undefined
    query = followOn(previous, {
      ctx,
      // "how many deals is that": the records' own noun keeps the previous measure's records
      measure: pointing && measure && !pointedOpen && measures.length === 0 ? undefined : measure,
      pointing,
      filters,
      periods: asShift ? [] : periods,
      shift: asShift ?? shift,
      yearAgo,
      compare: has('op:compare'),
      only: has('follow:only'),
      clear: has('follow:all'),
      cleared:
        has('follow:about') || has('follow:only')
          ? attrs
              .map((a) => (a.entry.meaning as { attribute: AttributeId }).attribute)
              .filter((a) => !filters.some((f) => f.attribute === a))
          : [],
      byAttr: byAttr ?? askedOf,
      trendGrain: trendWord || byGrain ? trendGrain : undefined,
      rankAttr,
      rankOrder: rankWord ? rankOrder(rankWord) : undefined,
      limit,
      valueRange,
      aspect: pointing && count ? 'count' : pointing && amount ? 'value' : undefined,
    })
  } else {
    const base = { measure: measureFor, filters, ...(valueRange ? { valueRange } : {}) }
    // "that month" after the best month: the period the previous answer put first
    // ("that quarter" after Q3: the previous reading's period of that grain)
    const thatGrain = tokens
      .map((t, i) =>
        t.kind === 'word' && DEMONSTRATIVE.has(t.norm) ? GRAIN_WORDS[wordAt(tokens, i + 1)?.norm ?? ''] : undefined,
      )
      .find(Boolean)
    const grainOf = (p?: PeriodSpec) => (p && (p.type === 'calendar' || p.type === 'named') ? p.grain : undefined)
    const thatPeriod =
      top?.attribute === 'period' && previous?.grain && thatGrain === previous.grain
        ? ({ type: 'named', grain: previous.grain, start: top.key } as PeriodSpec)
        : thatGrain && grainOf(previous?.period) === thatGrain
          ? previous!.period
          : undefined
    const period =
      periods[0]?.spec ??
      thatPeriod ??
      (yearAgo ? ({ type: 'calendar', grain: 'year', offset: -1 } as PeriodSpec) : undefined)
    // "between March and May", "from June to August": one span, from the first's start to the second's end
    const span = ((): PeriodSpec | undefined => {
      if (periods.length !== 2) return undefined
      const opens = wordAt(tokens, periods[0].from - 1)?.norm
      const joins = tokens.slice(periods[0].to, periods[1].from)
      const joined =
        joins.length === 1 &&
        ((joins[0].kind === 'word' && ['and', 'to', 'through', 'until', 'till', 'thru'].includes(joins[0].norm)) ||
          (joins[0].kind === 'symbol' && ['-', '–'].includes(joins[0].text)))
      if (!joined || !['between', 'from'].includes(opens ?? '')) return undefined
      const a = resolvePeriod(periods[0].spec, ctx.now)
      const b = resolvePeriod(periods[1].spec, ctx.now)
      if (!a.from || Date.parse(a.from) >= Date.parse(b.to)) return undefined
      return { type: 'range', from: a.from, to: b.to, label: `${a.label} to ${b.label}` }
    })()
    // "last quarter against the quarter before", "so far this year against the same point last year"
    // (with a year ago named, the period to date is the one compared, whatever else is said)
    const toDate = periods.find((x) => x.spec.type === 'calendar' && x.spec.offset === 0)
    const anchor = yearAgo && toDate ? toDate : periods.length === 1 ? periods[0] : undefined
    const moved = !anchor
      ? null
      : shift
        ? shifted(anchor.spec, shift, ctx.now)
        : yearAgo
          ? yearBefore(anchor.spec, ctx.now)
          : null
    if (rankWord && rankGrain)
      query = parse({ ...base, period, operation: 'trend', grain: rankGrain, order: rankOrder(rankWord), limit: 1 })
    else if (trendWord || (byGrain && !byAttr))
      query = parse({ ...base, period, operation: 'trend', grain: trendGrain ?? 'month' })
    else if (moved) query = parse({ ...base, period: anchor!.spec, comparePeriod: moved, operation: 'compare' })
    else if (span) query = parse({ ...base, period: span, operation: 'value', ...(also ? { also } : {}) })
    else if (periods.length >= 2)
      query = parse({ ...base, period: periods[0].spec, comparePeriod: periods[1].spec, operation: 'compare' })
    // "spend vs budget", "did we lose more than we won": two measures of the same records, side by side
    else if (second) query = parse({ ...base, period, operation: 'value', also: [second] })
    else if (rankAttr && (rankWord || whichAttr))
      query = parse({
        ...base,
        period,
        operation: 'rank',
        by: rankAttr,
        order: rankOrder(rankWord),
        limit: limit ?? (pluralWord(rankAttr) ? 5 : 1),
      })
    else if (byAttr) query = parse({ ...base, period, operation: 'breakdown', by: byAttr })
    else if (compareAttr) query = parse({ ...base, period, operation: 'compare', by: compareAttr })
    else if (has('op:compare') && filters.length === 1 && !['owner', 'status'].includes(filters[0].attribute))
      query = parse({ ...base, period, operation: 'compare', by: filters[0].attribute })
    else if (rankWord && !rankAttr && (entityNoun || concepts.won) && !count && !amount) {
      // "the top 5 leads by score", "our biggest open deals": those records, in that order. A count of
      // records ranked by size is ranked by their value ("the largest deal we won" is the won deal of
      // the highest value); "the largest deal" is one, "deals" five unless a number is given.
      const def = measureDef(measureFor)
      const byValue = def.unit === 'count' && def.value ? def.value : measureFor
      // the records' noun: a concept ("deal"), a status ("open deals") or a count's own words ("deal we won")
      const noun = found.find(
        (f) =>
          f.from > rankWord.from &&
          (RECORD_CONCEPTS.includes(ids(f)) ||
            (f.entry.meaning.kind === 'value' && f.entry.meaning.attribute === 'status') ||
            (f.entry.meaning.kind === 'measure' && measureDef(f.entry.meaning.measure).unit === 'count')),
      )
      const one = !!noun && !tokens.slice(noun.from, noun.to).some((t) => t.kind === 'word' && plural(t.text))
      query = parse({
        ...base,
        measure: byValue,
        filters: filters.filter((f) => measureDef(byValue).cuts.includes(f.attribute)),
        period,
        operation: 'list',
        order: rankOrder(rankWord),
        limit: limit ?? (one ? 1 : 5),
      })
    } else if (
      (listCue || (describedRecords && !has('op:perf'))) &&
      entityNoun &&
      !count &&
      !amount &&
      (measures.length === 0 || measureDef(measureFor).unit === 'count')
    )
      query = parse({
        ...base,
        measure: concepts.call
          ? 'calls'
          : campaignNoun && !concepts.lead && !concepts.deal
            ? 'campaign_budget'
            : measureFor,
        period,
        operation: 'list',
        ...(limit ? { limit } : {}),
      })
    else {
      // "what % of our calls booked a meeting": the records a value keeps, as a share of them all
      // (of a count or an amount: "what % of our open pipeline value is at proposal")
      const additive =
        measureDef(measureFor).entity !== 'campaign' &&
        (measureDef(measureFor).unit === 'count' || !!measureDef(measureFor).count)
      const part = shareAsked && additive ? filters[filters.length - 1] : undefined
      query = parse({
        ...base,
        period,
        operation: 'value',
        ...(also ? { also } : {}),
        ...(part ? { share: part.attribute } : {}),
      })
    }
  }

  const others = [...new Set(alternatives)]
    .filter((m) => m !== query.measure)
    .slice(0, 2)
    .map((m) =>
      parse({
        ...query,
        measure: m,
        filters: query.filters.filter((f) => measureDef(m).cuts.includes(f.attribute)),
        also: undefined,
      }),
    )
  return { query, sure, alternatives: others, trace, followUp, corrections, notes }
}

const parse = (q: Partial<Query> & Pick<Query, 'measure'>): Query => QuerySchema.parse(q)

type Change = {
  ctx: ReadContext
  measure?: MeasureId
  filters: Filter[]
  periods: (CalendarMatch & { kind: 'period'; spec: PeriodSpec })[]
  shift?: CalendarMatch & { kind: 'shift'; grain?: Grain }
  yearAgo: boolean
  compare: boolean
  only: boolean
  clear: boolean
  /** Attributes named without a value ("what about all sources?"): their filter goes. */
  cleared: AttributeId[]
  byAttr?: AttributeId
  trendGrain?: Grain
  rankAttr?: AttributeId
  rankOrder?: 'desc' | 'asc'
  limit?: number
  valueRange?: Query['valueRange']
  /** A count or an amount asked without a measure: the previous measure's twin. */
  aspect?: 'count' | 'value'
  /** The question points at the previous answer ("how much is that", "who owns it"). */
  pointing?: boolean
}

/** A follow-up applied to the previous reading: what it names replaces or extends what was there. */
function followOn(prev: Query, c: Change): Query {
  const now = c.ctx.now
  let q: Query = { ...prev, also: undefined }
  // "how much is that exactly?" after a ranking: the first row's own figure
  const top = c.ctx.previousTop
  if (c.pointing && top && prev.operation === 'rank' && prev.by === top.attribute)
    q = {
      ...q,
      operation: 'value',
      by: undefined,
      order: undefined,
      limit: undefined,
      filters: [...q.filters.filter((f) => f.attribute !== prev.by), { attribute: prev.by, values: [top.key] }],
    }
  if (c.pointing && top?.attribute === 'period' && prev.operation === 'trend' && prev.grain)
    q = {
      ...q,
      operation: 'value',
      order: undefined,
      limit: undefined,
      grain: undefined,
      period: { type: 'named', grain: prev.grain, start: top.key },
    }
  // "what are they worth?" after a count, "how many?" after an amount: the same records' other figure
  let measure = c.measure
  if (!measure && c.aspect) {
    const def = measureDef(prev.measure)
    measure = c.aspect === 'count' ? def.count : def.value
    if (prev.operation === 'list') q = { ...q, operation: 'value', order: undefined, limit: undefined }
  }
  if (measure && measure !== prev.measure) {
    const cuts = measureDef(measure).cuts
    q.measure = measure
    q.filters = q.filters.filter((f) => cuts.includes(f.attribute))
    if (q.by && !cuts.includes(q.by)) q = { ...q, by: undefined, operation: 'value' }
  }
  // the period: a new one, "the month before", "compare with last year"
  const yearSpec = c.periods.find((p) => p.spec.type === 'calendar' && p.spec.grain === 'year' && p.spec.offset === -1)
  if (
    c.yearAgo ||
    (c.compare && yearSpec && prev.period && !(prev.period.type === 'calendar' && prev.period.grain === 'year'))
  ) {
    const base = prev.period ?? ({ type: 'calendar', grain: 'year', offset: 0 } as PeriodSpec)
    const before = yearBefore(base, now)
    if (before) q = { ...q, period: base, comparePeriod: before, operation: 'compare', by: undefined }
  } else if (c.compare && c.periods.length === 1 && prev.period && c.filters.length === 0) {
    q = { ...q, period: prev.period, comparePeriod: c.periods[0].spec, operation: 'compare', by: undefined }
  } else if (c.periods.length >= 2) {
    q = { ...q, period: c.periods[0].spec, comparePeriod: c.periods[1].spec, operation: 'compare', by: undefined }
  } else if (c.periods.length === 1) {
    q.period = c.periods[0].spec
    if (q.operation === 'compare' && q.comparePeriod) q = { ...q, operation: 'value', comparePeriod: undefined }
  } else if (c.shift) {
    const from: PeriodSpec = prev.period ?? { type: 'calendar', grain: c.shift.grain ?? 'month', offset: 0 }
    const moved = shifted(from, c.shift, now)
    if (moved) q.period = moved
    if (q.comparePeriod) {
      const second = shiftPeriod(q.comparePeriod, -1, now)
      q.comparePeriod = second ?? undefined
    }
  }
  // the filters: "what about referrals?" replaces the source; "compare with referrals" sets them side by side
  if (c.clear) q.filters = []
  q.filters = q.filters.filter((f) => !c.cleared.includes(f.attribute))
  for (const f of c.filters) {
    if (!measureDef(q.measure).cuts.includes(f.attribute)) continue
    const had = q.filters.find((x) => x.attribute === f.attribute)
    if (c.compare && had) {
      q.filters = q.filters.map((x) => (x === had ? { ...x, values: [...new Set([...x.values, ...f.values])] } : x))
      q = { ...q, operation: 'compare', by: f.attribute, comparePeriod: undefined }
    } else if (c.compare && q.filters.length > 0) {
      // a different kind of thing: the previous records and these, side by side
      q = { ...q, operation: 'compare', by: undefined, comparePeriod: undefined, versus: [...(q.versus ?? []), f] }
    } else if (c.compare) {
      q = { ...q, filters: [...q.filters, f], operation: 'compare', by: f.attribute, comparePeriod: undefined }
    } else {
      q.filters = [...q.filters.filter((x) => x.attribute !== f.attribute), f]
      // "only Dana's" after "by owner": one owner left, no breakdown by owner
      if (q.by === f.attribute && f.values.length === 1 && (q.operation === 'breakdown' || q.operation === 'rank'))
        q = { ...q, operation: 'value', by: undefined }
    }
  }
  if (c.valueRange) q.valueRange = c.valueRange
  // the operation: "by owner", "top 3", "month by month"
  if (c.trendGrain) q = { ...q, operation: 'trend', grain: c.trendGrain, by: undefined, comparePeriod: undefined }
  else if (c.rankAttr && c.rankOrder)
    q = { ...q, operation: 'rank', by: c.rankAttr, order: c.rankOrder, limit: c.limit ?? 1 }
  // "and which one was the weakest?" after a ranking or a trend's best period: the other end
  else if (c.rankOrder && (q.operation === 'rank' || (q.operation === 'trend' && q.order)))
    q = { ...q, order: c.rankOrder, limit: c.limit ?? q.limit ?? 1 }
  else if (c.byAttr) q = { ...q, operation: 'breakdown', by: c.byAttr, comparePeriod: undefined }
  else if (q.operation === 'list' && c.only) q = { ...q }
  return parse(q)
}

export { MEASURES }
