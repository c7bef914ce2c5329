// Calendar periods read from tokens (./tokens): what people write for a time span in a question
// ("last month", "October", "Q3 2025", "the last 30 days", "year to date", "since March", "this
// week"), the follow-up markers that move one ("the month before", "before that", "same time last
// year"), and a goal's deadline ("by June", "by the end of Q3", "in 6 months", "by 28 Dec 2026").
// The words are a vocabulary kept as data (CALENDAR_WORDS); the reader composes its matches with
// the tokenizer's quantities ("30 days" is one quantity), never a pattern per phrasing.
//
// A period is kept as a spec (what was said: "last month") and resolved against a moment into
// instants, so a stored reading means the same thing when it is asked again. All UTC: weeks are ISO
// weeks (Monday first); "this month", "this quarter", "this year" run from their start to now; "last
// month" is the previous calendar month; "the last 30 days" is now − 30 days to now; a named month or
// quarter is its most recent occurrence that has started. Pure and deterministic.
import type { Quantity, Token, Word } from './tokens'
import { FILLERS, type Match, Vocabulary } from './vocabulary'

export const GRAINS = ['day', 'week', 'month', 'quarter', 'year'] as const
export type Grain = (typeof GRAINS)[number]

/** A period as it was said, resolved against a moment by `resolvePeriod`. */
export type PeriodSpec =
  /** This (0, to now), last (−1), next (+1), or n units back: the calendar unit `offset` units from now's. */
  | { type: 'calendar'; grain: Grain; offset: number }
  /** One given calendar unit: the month, quarter, week, day or year starting on `start` (YYYY-MM-DD). */
  | { type: 'named'; grain: Grain; start: string }
  /** The last `count` units up to now ("the last 30 days": now − 30 days to now). */
  | { type: 'rolling'; unit: Grain; count: number }
  /** From a day (YYYY-MM-DD) to now. */
  | { type: 'since'; start: string }
  /** Explicit instants (ISO), `to` exclusive, with how to say them. */
  | { type: 'range'; from: string; to: string; label: string }
  | { type: 'all' }

export type Period = {
  /** First instant in the period (ISO, UTC); null for all time. */
  from: string | null
  /** The instant after the period (ISO, UTC): now for a period that runs to now. */
  to: string
  /** How it is said back: "October 2026", "Q4 2026 to date", "the last 30 days". */
  label: string
  spec: PeriodSpec
}

// ---- Dates --------------------------------------------------------------------------------------

const DAY_MS = 86_400_000
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d))
const isoDay = (d: Date) => d.toISOString().slice(0, 10)
const dayStart = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`)
/** "5 Oct 2026" */
export const dayLabel = (d: Date) =>
  `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`

/** The start of the calendar unit holding `d` (ISO week: Monday). */
export function unitStart(d: Date, grain: Grain): Date {
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  switch (grain) {
    case 'day':
      return dayStart(d)
    case 'week':
      return new Date(dayStart(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS)
    case 'month':
      return utc(y, m)
    case 'quarter':
      return utc(y, m - (m % 3))
    case 'year':
      return utc(y, 0)
  }
}

/** `d` moved by n calendar units (a month's day is kept where the month has it, else its last day). */
export function addUnits(d: Date, grain: Grain, n: number): Date {
  if (grain === 'day') return new Date(d.getTime() + n * DAY_MS)
  if (grain === 'week') return new Date(d.getTime() + n * 7 * DAY_MS)
  const months = grain === 'month' ? n : grain === 'quarter' ? 3 * n : 12 * n
  const target = utc(d.getUTCFullYear(), d.getUTCMonth() + months)
  const last = utc(target.getUTCFullYear(), target.getUTCMonth() + 1, 0).getUTCDate()
  const out = new Date(d.getTime())
  out.setUTCFullYear(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))
  return out
}

function unitLabel(start: Date, grain: Grain): string {
  const y = start.getUTCFullYear()
  switch (grain) {
    case 'day':
      return dayLabel(start)
    case 'week':
      return `week of ${dayLabel(start)}`
    case 'month':
      return `${MONTH_NAMES[start.getUTCMonth()]} ${y}`
    case 'quarter':
      return `Q${Math.floor(start.getUTCMonth() / 3) + 1} ${y}`
    case 'year':
      return String(y)
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** The instants a spec covers at `now`, and how to say them. */
export function resolvePeriod(spec: PeriodSpec, now: Date): Period {
  const at = now.toISOString()
  switch (spec.type) {
    case 'calendar': {
      const start = addUnits(unitStart(now, spec.grain), spec.grain, spec.offset)
      const end = addUnits(start, spec.grain, 1)
      if (spec.offset === 0) {
        const label =
          spec.grain === 'day'
            ? `today (${dayLabel(start)})`
            : spec.grain === 'week'
              ? `this week (from ${dayLabel(start)})`
              : `${unitLabel(start, spec.grain)} to date`
        return { from: start.toISOString(), to: at, label, spec }
      }
      const label =
        spec.grain === 'day' && spec.offset === -1
          ? `yesterday (${dayLabel(start)})`
          : spec.grain === 'week' && spec.offset === -1
            ? `last week (from ${dayLabel(start)})`
            : unitLabel(start, spec.grain)
      return { from: start.toISOString(), to: end.toISOString(), label, spec }
    }
    case 'named': {
      const start = parseDay(spec.start)
      return {
        from: start.toISOString(),
        to: addUnits(start, spec.grain, 1).toISOString(),
        label: unitLabel(start, spec.grain),
        spec,
      }
    }
    case 'rolling':
      return {
        from: addUnits(now, spec.unit, -spec.count).toISOString(),
        to: at,
        label: `the last ${plural(spec.count, spec.unit)}`,
        spec,
      }
    case 'since':
      return {
        from: parseDay(spec.start).toISOString(),
        to: at,
        label: `since ${dayLabel(parseDay(spec.start))}`,
        spec,
      }
    case 'range':
      return { from: spec.from, to: spec.to, label: spec.label, spec }
    case 'all':
      return { from: null, to: at, label: 'all time', spec }
  }
}

/** Whether an instant (ISO) falls in the period. */
export const inPeriod = (p: Pick<Period, 'from' | 'to'>, at: string | null | undefined): boolean => {
  if (!at) return false
  const t = Date.parse(at)
  return (p.from === null || t >= Date.parse(p.from)) && t < Date.parse(p.to)
}

/** The period `n` of its own units earlier ("the month before": n = −1); null for all time. */
export function shiftPeriod(spec: PeriodSpec, n: number, now: Date): PeriodSpec | null {
  switch (spec.type) {
    case 'calendar':
      return { ...spec, offset: spec.offset + n }
    case 'named':
      return { ...spec, start: isoDay(addUnits(parseDay(spec.start), spec.grain, n)) }
    case 'all':
      return null
    default: {
      // a span that is not a calendar unit moves by its own length
      const p = resolvePeriod(spec, now)
      const from = Date.parse(p.from!)
      const length = Date.parse(p.to) - from
      const start = new Date(from + n * length)
      const end = new Date(from + (n + 1) * length)
      return {
        type: 'range',
        from: start.toISOString(),
        to: end.toISOString(),
        label: `${dayLabel(start)} to ${dayLabel(new Date(end.getTime() - 1))}`,
      }
    }
  }
}

/** The same period a year earlier ("compare with last year"); null for all time. */
export function yearBefore(spec: PeriodSpec, now: Date): PeriodSpec | null {
  if (spec.type === 'all') return null
  if (spec.type === 'named' || (spec.type === 'calendar' && spec.offset !== 0 && spec.grain !== 'day')) {
    const start =
      spec.type === 'named' ? parseDay(spec.start) : addUnits(unitStart(now, spec.grain), spec.grain, spec.offset)
    // a week a year earlier is the ISO week 52 weeks back (still a Monday)
    const back = spec.grain === 'week' ? addUnits(start, 'week', -52) : addUnits(start, 'year', -1)
    return { type: 'named', grain: spec.grain, start: isoDay(back) }
  }
  const p = resolvePeriod(spec, now)
  const from = addUnits(new Date(p.from!), 'year', -1)
  const to = addUnits(new Date(p.to), 'year', -1)
  return {
    type: 'range',
    from: from.toISOString(),
    to: to.toISOString(),
    label: `${dayLabel(from)} to ${dayLabel(new Date(to.getTime() - 1))}`,
  }
}

// ---- The words -----------------------------------------------------------------------------------

type CalendarEntry = { id: string; phrases: readonly string[] }

/** The calendar's vocabulary: each entry's id says what it is; composition is in `readCalendar`. */
export const CALENDAR_WORDS: readonly CalendarEntry[] = [
  { id: 'rel:-1', phrases: ['last', 'previous', 'past', 'prior', 'preceding', 'trailing'] },
  { id: 'rel:0', phrases: ['this', 'current', 'present'] },
  { id: 'rel:1', phrases: ['next', 'coming', 'upcoming', 'following'] },
  { id: 'grain:day', phrases: ['day', 'days'] },
  { id: 'grain:week', phrases: ['week', 'weeks', 'wk'] },
  { id: 'grain:month', phrases: ['month', 'months', 'mo'] },
  { id: 'grain:quarter', phrases: ['quarter', 'quarters', 'qtr'] },
  { id: 'grain:year', phrases: ['year', 'years', 'yr', 'calendar year'] },
  { id: 'todate:year', phrases: ['year to date', 'ytd', 'so far this year', 'this year so far', 'this year to date'] },
  { id: 'todate:quarter', phrases: ['quarter to date', 'qtd', 'so far this quarter', 'this quarter so far'] },
  { id: 'todate:month', phrases: ['month to date', 'mtd', 'so far this month', 'this month so far'] },
  { id: 'todate:week', phrases: ['week to date', 'wtd', 'so far this week', 'this week so far'] },
  { id: 'day:0', phrases: ['today', 'so far today'] },
  { id: 'day:-1', phrases: ['yesterday'] },
  { id: 'day:1', phrases: ['tomorrow'] },
  {
    id: 'all',
    phrases: [
      'all time',
      'ever',
      'in total',
      'overall',
      'since we started',
      'since the beginning',
      'to date',
      'of all time',
      'lifetime',
    ],
  },
  { id: 'since', phrases: ['since', 'from', 'starting', 'starting from', 'beginning'] },
  { id: 'by', phrases: ['by', 'until', 'till', 'through', 'no later than', 'due'] },
  { id: 'before', phrases: ['before', 'earlier', 'prior', 'preceding'] },
  { id: 'in', phrases: ['in', 'within', 'over', 'during', 'for', 'of'] },
  { id: 'ago', phrases: ['ago', 'back'] },
  { id: 'start', phrases: ['start', 'beginning', 'begin'] },
  { id: 'end', phrases: ['end', 'year end', 'eoy'] },
  { id: 'from-now', phrases: ['from now', 'from today'] },
  {
    id: 'shift',
    phrases: [
      'before that',
      'the one before',
      'previous one',
      'prior period',
      'previous period',
      'period before',
      'the time before',
    ],
  },
  {
    id: 'year-ago',
    phrases: [
      'same time last year',
      'same point last year',
      'this point last year',
      'same date last year',
      'same stage last year',
      'same period last year',
      'same month last year',
      'same quarter last year',
      'same week last year',
      'year on year',
      'year over year',
      'yoy',
      'a year earlier',
      'a year ago',
    ],
  },
  { id: 'ordinal:1', phrases: ['first', '1st'] },
  { id: 'ordinal:2', phrases: ['second', '2nd'] },
  { id: 'ordinal:3', phrases: ['third', '3rd'] },
  { id: 'ordinal:4', phrases: ['fourth', '4th', 'last quarter of'] },
  { id: 'half:1', phrases: ['first half'] },
  { id: 'half:2', phrases: ['second half'] },
  { id: 'letter:q', phrases: ['q'] },
  { id: 'letter:h', phrases: ['h'] },
  { id: 'season:4', phrases: ['spring'] },
  { id: 'season:7', phrases: ['summer'] },
  { id: 'season:10', phrases: ['autumn', 'fall'] },
  { id: 'season:1', phrases: ['winter'] },
  ...['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day, i) => ({
    id: `weekday:${i}`,
    phrases: [day],
  })),
  ...MONTH_NAMES.map((name, i) => ({
    id: `month:${i}`,
    phrases: [name.toLowerCase(), name.slice(0, 3).toLowerCase(), ...(i === 8 ? ['sept'] : [])],
  })),
]

const VOCABULARY = new Vocabulary(CALENDAR_WORDS)

/** Words a calendar phrase may have between its parts ("the end of the quarter", "in the last 30 days"). */
const GLUE = new Set([...FILLERS, 'of', 'the', 'in', 'over', 'during', 'for', 'at', 'on'])

// ---- Reading -------------------------------------------------------------------------------------

/** A period found in tokens. */
export type PeriodMatch = { kind: 'period'; spec: PeriodSpec }
/** "the month before", "before that": move the previous reading's period back (by its grain, or its own). */
export type ShiftMatch = { kind: 'shift'; by: number; grain?: Grain }
/** "same time last year", "year on year": the previous reading's period a year earlier. */
export type YearAgoMatch = { kind: 'year-ago' }
export type CalendarMatch = (PeriodMatch | ShiftMatch | YearAgoMatch) & {
  /** Token indexes: first, and one past the last. */
  from: number
  to: number
  /** Character span in the text. */
  start: number
  end: number
  /** The vocabulary entries that produced it, for the trace. */
  entries: string[]
}

type Cursor = {
  tokens: readonly Token[]
  /** Matches by the token index they start at, longest first. */
  at: Map<number, Match<CalendarEntry>[]>
}

const word = (t: Token | undefined): Word | undefined => (t?.kind === 'word' ? t : undefined)
const quantity = (t: Token | undefined): Quantity | undefined => (t?.kind === 'quantity' ? t : undefined)
const isInteger = (q: Quantity | undefined, min: number, max: number): q is Quantity =>
  !!q && !q.currency && !q.unit && !q.per && Number.isInteger(q.value) && q.value >= min && q.value <= max
const TIME_GRAINS: Record<string, Grain> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
}

/** The index of the next token from `i` that is not glue; tokens.length when none. */
function skip(c: Cursor, i: number): number {
  while (i < c.tokens.length) {
    const w = word(c.tokens[i])
    if (!w || !GLUE.has(w.norm)) return i
    // "in" and "of" are glue only where no longer calendar phrase starts there
    if (c.at.get(i)?.some((m) => m.entry.id !== 'in')) return i
    i++
  }
  return i
}

/** The longest match of an entry whose id starts with `prefix`, beginning at token i. */
function entry(c: Cursor, i: number, prefix: string): Match<CalendarEntry> | undefined {
  return c.at.get(i)?.find((m) => m.entry.id === prefix || m.entry.id.startsWith(`${prefix}:`))
}
const idNumber = (m: Match<CalendarEntry>) => Number(m.entry.id.split(':')[1])

type Part<T> = { value: T; to: number; entries: string[] }

/** A year written as a number after index i ("2025"). */
function yearAt(c: Cursor, i: number): Part<number> | null {
  const q = quantity(c.tokens[i])
  return isInteger(q, 1990, 2100) && !q.text.includes(',')
    ? { value: q.value, to: i + 1, entries: ['year-number'] }
    : null
}

/** A month word at i that reads as a month here ("in May", "May 2026", not "we may"). */
function monthAt(c: Cursor, i: number): Part<number> | null {
  const m = entry(c, i, 'month')
  if (!m) return null
  const w = word(c.tokens[i])!
  // "may" and "march" are verbs too: a month only after a calendar word, before a year or a day, or capitalised mid-sentence
  if (w.norm === 'may' || w.norm === 'march' || w.norm === 'mar') {
    const prev = word(c.tokens[i - 1])
    const calendarBefore =
      !!prev &&
      [
        'in',
        'since',
        'during',
        'for',
        'of',
        'by',
        'until',
        'before',
        'from',
        'last',
        'this',
        'next',
        'early',
        'late',
        'mid',
        'end',
        'through',
        'till',
      ].includes(prev.norm)
    const numberAround =
      !!yearAt(c, i + 1) || isInteger(quantity(c.tokens[i - 1]), 1, 31) || isInteger(quantity(c.tokens[i + 1]), 1, 31)
    if (!calendarBefore && !numberAround && !(w.capital && i > 0)) return null
  }
  return { value: idNumber(m), to: m.to, entries: [m.entry.id] }
}

/** The symbol at i, when it touches the tokens either side ("2027-06-30"). */
const joinedSymbol = (c: Cursor, i: number, text: string) => {
  const t = c.tokens[i]
  return t?.kind === 'symbol' && t.text === text && c.tokens[i - 1]?.end === t.start && c.tokens[i + 1]?.start === t.end
}

/** A day of a month at i: "5 October", "October 5", with an optional year; or a date written "2027-06-30". */
function dateAt(c: Cursor, i: number): Part<{ day: number; month: number; year?: number }> | null {
  const d = quantity(c.tokens[i])
  const year = yearAt(c, i)
  const month = quantity(c.tokens[i + 2])
  const dayOfMonth = quantity(c.tokens[i + 4])
  if (
    year &&
    joinedSymbol(c, i + 1, '-') &&
    isInteger(month, 1, 12) &&
    joinedSymbol(c, i + 3, '-') &&
    isInteger(dayOfMonth, 1, 31)
  )
    return {
      value: { day: dayOfMonth.value, month: month.value - 1, year: year.value },
      to: i + 5,
      entries: ['iso-date'],
    }
  if (isInteger(d, 1, 31)) {
    const m = monthAt(c, skip(c, i + 1))
    if (m) {
      const y = yearAt(c, m.to)
      return {
        value: { day: d.value, month: m.value, year: y?.value },
        to: y?.to ?? m.to,
        entries: [...m.entries, 'day-number'],
      }
    }
  }
  const m = monthAt(c, i)
  const after = m ? quantity(c.tokens[m.to]) : undefined
  if (m && isInteger(after, 1, 31)) {
    const y = yearAt(c, m.to + 1)
    return {
      value: { day: after.value, month: m.value, year: y?.value },
      to: y?.to ?? m.to + 1,
      entries: [...m.entries, 'day-number'],
    }
  }
  return null
}

/** "Q3", "Q3 2025", "the third quarter (of 2025)": a quarter number and maybe a year. */
function quarterAt(c: Cursor, i: number): Part<{ q: number; year?: number }> | null {
  const letter = entry(c, i, 'letter:q')
  const n = letter ? quantity(c.tokens[letter.to]) : undefined
  if (letter && isInteger(n, 1, 4) && n.start === c.tokens[i].end) {
    const y = yearAt(c, skip(c, letter.to + 1))
    return { value: { q: n.value, year: y?.value }, to: y?.to ?? letter.to + 1, entries: ['letter:q'] }
  }
  const ordinal = entry(c, i, 'ordinal')
  const grain = ordinal ? entry(c, ordinal.to, 'grain:quarter') : undefined
  if (ordinal && grain) {
    const y = yearAt(c, skip(c, grain.to))
    return {
      value: { q: idNumber(ordinal), year: y?.value },
      to: y?.to ?? grain.to,
      entries: [ordinal.entry.id, 'grain:quarter'],
    }
  }
  return null
}

/** "H1", "H2 2026", "the first half (of 2026)". */
function halfAt(c: Cursor, i: number): Part<{ h: number; year?: number }> | null {
  const letter = entry(c, i, 'letter:h')
  const n = letter ? quantity(c.tokens[letter.to]) : undefined
  if (letter && isInteger(n, 1, 2) && n.start === c.tokens[i].end) {
    const y = yearAt(c, skip(c, letter.to + 1))
    return { value: { h: n.value, year: y?.value }, to: y?.to ?? letter.to + 1, entries: ['letter:h'] }
  }
  const half = entry(c, i, 'half')
  if (half) {
    const y = yearAt(c, skip(c, half.to))
    return { value: { h: idNumber(half), year: y?.value }, to: y?.to ?? half.to, entries: [half.entry.id] }
  }
  return null
}

/** A quantity of time units at i ("30 days", "three months"), or one after an article ("in a year"). */
function spanAt(c: Cursor, i: number): Part<{ count: number; grain: Grain }> | null {
  const one = ['a', 'an'].includes(word(c.tokens[i - 1])?.norm ?? '') ? grainAt(c, i) : null
  if (one) return { value: { count: 1, grain: one.value }, to: one.to, entries: [`span:${one.value}`] }
  const q = quantity(c.tokens[i])
  const grain = q?.unit ? TIME_GRAINS[q.unit] : undefined
  if (!q || !grain || q.value <= 0 || !Number.isInteger(q.value)) return null
  return { value: { count: q.value, grain }, to: i + 1, entries: [`span:${grain}`] }
}

/** "this/last/next month", "the month", and what follows a relative word. */
function grainAt(c: Cursor, i: number): Part<Grain> | null {
  const g = entry(c, i, 'grain')
  return g ? { value: g.entry.id.split(':')[1] as Grain, to: g.to, entries: [g.entry.id] } : null
}

function latestStart(now: Date, month: number, year?: number): Date {
  if (year !== undefined) return utc(year, month)
  return month <= now.getUTCMonth() ? utc(now.getUTCFullYear(), month) : utc(now.getUTCFullYear() - 1, month)
}
function latestQuarter(now: Date, q: number, year?: number): Date {
  if (year !== undefined) return utc(year, (q - 1) * 3)
  return (q - 1) * 3 <= now.getUTCMonth()
    ? utc(now.getUTCFullYear(), (q - 1) * 3)
    : utc(now.getUTCFullYear() - 1, (q - 1) * 3)
}
function dateOf(now: Date, v: { day: number; month: number; year?: number }, forward: boolean): Date {
  const y = v.year ?? now.getUTCFullYear()
  const d = utc(y, v.month, v.day)
  if (v.year !== undefined) return d
  // without a year: the most recent such day for a period, the next one for a deadline
  if (forward) return d < dayStart(now) ? utc(y + 1, v.month, v.day) : d
  return d > now ? utc(y - 1, v.month, v.day) : d
}

type Found = { match: PeriodMatch | ShiftMatch | YearAgoMatch; to: number; entries: string[] }

/** One calendar phrase starting at token i, or null. */
function phraseAt(c: Cursor, i: number, now: Date): Found | null {
  const period = (spec: PeriodSpec, to: number, entries: string[]): Found => ({
    match: { kind: 'period', spec },
    to,
    entries,
  })

  const yearAgo = entry(c, i, 'year-ago')
  if (yearAgo) return { match: { kind: 'year-ago' }, to: yearAgo.to, entries: ['year-ago'] }
  const shift = entry(c, i, 'shift')
  if (shift) return { match: { kind: 'shift', by: -1 }, to: shift.to, entries: ['shift'] }

  const todate = entry(c, i, 'todate')
  if (todate)
    return period({ type: 'calendar', grain: todate.entry.id.split(':')[1] as Grain, offset: 0 }, todate.to, [
      todate.entry.id,
    ])
  const day = entry(c, i, 'day')
  if (day) return period({ type: 'calendar', grain: 'day', offset: idNumber(day) }, day.to, [day.entry.id])
  // "since March", "from 5 October", "since the start of the year", "since last month"
  const since = entry(c, i, 'since')
  if (since) {
    let j = skip(c, since.to)
    const start = entry(c, j, 'start')
    if (start) j = skip(c, start.to)
    const date = dateAt(c, j)
    if (date)
      return period({ type: 'since', start: isoDay(dateOf(now, date.value, false)) }, date.to, [
        'since',
        ...date.entries,
      ])
    const month = monthAt(c, j)
    if (month) {
      const y = yearAt(c, month.to)
      const end = y?.to ?? month.to
      // "from September to October": two months, each named, not "since September"
      const until = word(c.tokens[end])
      if (
        since.phrase === 'from' &&
        until &&
        ['to', 'until', 'till', 'through'].includes(until.norm) &&
        monthAt(c, skip(c, end + 1))
      )
        return period({ type: 'named', grain: 'month', start: isoDay(latestStart(now, month.value, y?.value)) }, end, [
          ...month.entries,
        ])
      return period({ type: 'since', start: isoDay(latestStart(now, month.value, y?.value)) }, end, [
        'since',
        ...month.entries,
      ])
    }
    const q = quarterAt(c, j)
    if (q)
      return period({ type: 'since', start: isoDay(latestQuarter(now, q.value.q, q.value.year)) }, q.to, [
        'since',
        ...q.entries,
      ])
    const year = yearAt(c, j)
    if (year) return period({ type: 'since', start: `${year.value}-01-01` }, year.to, ['since', 'year-number'])
    const rel = entry(c, j, 'rel')
    const g = rel ? grainAt(c, rel.to) : grainAt(c, j)
    // "since last month" starts then; "from last week" is last week itself
    if (g && (start || (rel && since.phrase !== 'from'))) {
      const offset = rel ? idNumber(rel) : 0
      return period({ type: 'since', start: isoDay(addUnits(unitStart(now, g.value), g.value, offset)) }, g.to, [
        'since',
        ...g.entries,
      ])
    }
  }

  const all = entry(c, i, 'all')
  if (all && all.size >= 2) return period({ type: 'all' }, all.to, ['all'])

  // "the month before", "the quarter before that"
  const g0 = grainAt(c, i)
  if (g0) {
    const before = entry(c, skip(c, g0.to), 'before')
    if (before) {
      const that = word(c.tokens[before.to])?.norm === 'that' ? before.to + 1 : before.to
      return { match: { kind: 'shift', by: -1, grain: g0.value }, to: that, entries: [...g0.entries, 'before'] }
    }
  }

  // "last 30 days", "the past three months", "next 2 weeks", "last month", "this quarter"
  const rel = entry(c, i, 'rel')
  if (rel) {
    const j = skip(c, rel.to)
    const span = spanAt(c, j)
    if (span && idNumber(rel) === -1)
      return period({ type: 'rolling', unit: span.value.grain, count: span.value.count }, span.to, [
        rel.entry.id,
        ...span.entries,
      ])
    if (span && idNumber(rel) === 1) {
      const end = addUnits(now, span.value.grain, span.value.count)
      return period(
        {
          type: 'range',
          from: now.toISOString(),
          to: end.toISOString(),
          label: `the next ${plural(span.value.count, span.value.grain)}`,
        },
        span.to,
        [rel.entry.id, ...span.entries],
      )
    }
    const g = grainAt(c, j)
    if (g)
      return period({ type: 'calendar', grain: g.value, offset: idNumber(rel) }, g.to, [rel.entry.id, ...g.entries])
    // "this October", "last March"
    const month = monthAt(c, j)
    if (month) {
      const latest = latestStart(now, month.value)
      const start =
        idNumber(rel) === -1 && latest.getUTCMonth() === now.getUTCMonth() ? addUnits(latest, 'year', -1) : latest
      return period({ type: 'named', grain: 'month', start: isoDay(start) }, month.to, [rel.entry.id, ...month.entries])
    }
  }

  // "2 months ago", "a week ago", "three quarters back"
  const span = spanAt(c, i)
  if (span && entry(c, span.to, 'ago'))
    return period({ type: 'calendar', grain: span.value.grain, offset: -span.value.count }, span.to + 1, [
      ...span.entries,
      'ago',
    ])
  if (g0 && entry(c, g0.to, 'ago'))
    return period({ type: 'calendar', grain: g0.value, offset: -1 }, g0.to + 1, [...g0.entries, 'ago'])

  // "Q3", "Q3 2025", "the second quarter", "H1"
  const q = quarterAt(c, i)
  if (q)
    return period(
      { type: 'named', grain: 'quarter', start: isoDay(latestQuarter(now, q.value.q, q.value.year)) },
      q.to,
      q.entries,
    )
  const half = halfAt(c, i)
  if (half) {
    const y =
      half.value.year ?? (half.value.h === 2 && now.getUTCMonth() < 6 ? now.getUTCFullYear() - 1 : now.getUTCFullYear())
    const from = utc(y, (half.value.h - 1) * 6)
    return period(
      {
        type: 'range',
        from: from.toISOString(),
        to: addUnits(from, 'month', 6).toISOString(),
        label: `H${half.value.h} ${y}`,
      },
      half.to,
      half.entries,
    )
  }

  // "5 October 2026", "October 5": one day
  const date = dateAt(c, i)
  if (date)
    return period({ type: 'named', grain: 'day', start: isoDay(dateOf(now, date.value, false)) }, date.to, date.entries)
  // "October", "October 2025"
  const month = monthAt(c, i)
  if (month) {
    const y = yearAt(c, skip(c, month.to))
    return period(
      { type: 'named', grain: 'month', start: isoDay(latestStart(now, month.value, y?.value)) },
      y?.to ?? month.to,
      [...month.entries, ...(y ? y.entries : [])],
    )
  }
  // "2025", "in 2025"
  const year = yearAt(c, i)
  if (year) return period({ type: 'named', grain: 'year', start: `${year.value}-01-01` }, year.to, year.entries)
  return null
}

function cursor(tokens: readonly Token[]): Cursor {
  const at = new Map<number, Match<CalendarEntry>[]>()
  for (const m of VOCABULARY.all(tokens)) at.set(m.from, [...(at.get(m.from) ?? []), m])
  for (const list of at.values()) list.sort((a, b) => b.size - a.size)
  return { tokens, at }
}

const span = (tokens: readonly Token[], from: number, to: number) => ({
  start: tokens[from].start,
  end: tokens[Math.max(from, to - 1)].end,
})

/** Every period and follow-up marker in the tokens, in text order, none overlapping. */
export function readCalendar(tokens: readonly Token[], now: Date): CalendarMatch[] {
  const c = cursor(tokens)
  const out: CalendarMatch[] = []
  for (let i = 0; i < tokens.length; ) {
    const found = phraseAt(c, i, now)
    if (!found || found.to <= i) {
      i++
      continue
    }
    out.push({ ...found.match, from: i, to: found.to, ...span(tokens, i, found.to), entries: found.entries })
    i = found.to
  }
  return out
}

/** The periods alone, in text order. */
export const readPeriods = (tokens: readonly Token[], now: Date) =>
  readCalendar(tokens, now).filter((m): m is CalendarMatch & PeriodMatch => m.kind === 'period')

// ---- Deadlines -----------------------------------------------------------------------------------

export type Deadline = {
  /** The last day of the goal, YYYY-MM-DD (UTC). */
  date: string
  /** The words that said it, as written. */
  phrase: string
  from: number
  to: number
}

const lastDay = (start: Date, grain: Grain) => new Date(addUnits(start, grain, 1).getTime() - DAY_MS)
/** The next month `m` (this year's, or next year's when it has ended). */
function nextMonthEnd(now: Date, m: number, year?: number): Date {
  const end = lastDay(utc(year ?? now.getUTCFullYear(), m), 'month')
  return year === undefined && end < dayStart(now) ? lastDay(utc(now.getUTCFullYear() + 1, m), 'month') : end
}

/** The last day a goal's deadline phrase names, from token i (after "by", "in", "before"…). */
function deadlineAt(c: Cursor, i: number, now: Date): Part<Date> | null {
  let j = skip(c, i)
  const end = entry(c, j, 'end')
  if (end) {
    // "year end", "eoy": the end of this year
    if (end.phrase !== 'end')
      return { value: lastDay(utc(now.getUTCFullYear(), 0), 'year'), to: end.to, entries: ['end'] }
    j = skip(c, end.to)
  }
  const date = dateAt(c, j)
  if (date) return { value: dateOf(now, date.value, true), to: date.to, entries: date.entries }
  const q = quarterAt(c, j)
  if (q) {
    const last = (y: number) => lastDay(utc(y, (q.value.q - 1) * 3), 'quarter')
    const d =
      q.value.year ?? (last(now.getUTCFullYear()) < dayStart(now) ? now.getUTCFullYear() + 1 : now.getUTCFullYear())
    return { value: last(d), to: q.to, entries: q.entries }
  }
  const half = halfAt(c, j)
  if (half) {
    const last = (y: number) => lastDay(utc(y, (half.value.h - 1) * 6 + 5), 'month')
    const y =
      half.value.year ?? (last(now.getUTCFullYear()) < dayStart(now) ? now.getUTCFullYear() + 1 : now.getUTCFullYear())
    return { value: last(y), to: half.to, entries: half.entries }
  }
  const month = monthAt(c, j)
  if (month) {
    const y = yearAt(c, skip(c, month.to))
    return { value: nextMonthEnd(now, month.value, y?.value), to: y?.to ?? month.to, entries: month.entries }
  }
  // "summer", "next summer", "this winter": the next one that has not ended
  const seasonRel = entry(c, j, 'rel')
  const season = entry(c, seasonRel && idNumber(seasonRel) >= 0 ? skip(c, seasonRel.to) : j, 'season')
  if (season) return { value: nextMonthEnd(now, idNumber(season)), to: season.to, entries: [season.entry.id] }
  const year = yearAt(c, j)
  if (year) return { value: utc(year.value, 11, 31), to: year.to, entries: year.entries }
  const rel = entry(c, j, 'rel')
  const g = rel ? grainAt(c, skip(c, rel.to)) : end ? grainAt(c, j) : null
  if (g) {
    const offset = rel ? Math.max(0, idNumber(rel)) : 0
    return { value: lastDay(addUnits(unitStart(now, g.value), g.value, offset), g.value), to: g.to, entries: g.entries }
  }
  // "in 6 months", "within 90 days", "over the next two quarters"
  const next = entry(c, j, 'rel:1')
  const span = spanAt(c, next ? skip(c, next.to) : j)
  if (span)
    return { value: addUnits(dayStart(now), span.value.grain, span.value.count), to: span.to, entries: span.entries }
  return null
}

/** A goal's deadline: the first date phrase in the tokens, as the last day it allows. */
export function readDeadline(tokens: readonly Token[], now: Date, text?: string): Deadline | null {
  const c = cursor(tokens)
  for (let i = 0; i < tokens.length; i++) {
    const by = entry(c, i, 'by')
    const before = entry(c, i, 'before')
    const within = entry(c, i, 'in')
    const rel = entry(c, i, 'rel')
    let found: Part<Date> | null = null
    let from = i
    if (by || within) found = deadlineAt(c, (by ?? within)!.to, now)
    else if (before) {
      // "before July": by the end of June
      const d = deadlineAt(c, before.to, now)
      if (d) {
        const month = monthAt(c, skip(c, before.to))
        found = month
          ? { ...d, value: new Date(utc(d.value.getUTCFullYear(), d.value.getUTCMonth()).getTime() - DAY_MS) }
          : d
      }
    } else if (rel && idNumber(rel) >= 0) found = deadlineAt(c, i, now)
    else {
      // "6 months from now"
      const span = spanAt(c, i)
      if (span && entry(c, span.to, 'from-now')) {
        found = {
          value: addUnits(dayStart(now), span.value.grain, span.value.count),
          to: span.to + 2,
          entries: span.entries,
        }
        from = i
      }
    }
    if (found) {
      const s = span(tokens, from, found.to)
      return {
        date: isoDay(found.value),
        phrase: text
          ? text.slice(s.start, s.end)
          : tokens
              .slice(from, found.to)
              .map((t) => t.text)
              .join(' '),
        from,
        to: found.to,
      }
    }
  }
  return null
}

// ---- Due days ------------------------------------------------------------------------------------

/**
 * The day something is due ("tomorrow", "today", "on Friday", "next week", "in 3 days", "on 5
 * December"), YYYY-MM-DD; `fallback` days from today when the tokens name none.
 */
export function readDueDay(tokens: readonly Token[], now: Date, fallback = 1): string {
  const today = dayStart(now)
  const c = cursor(tokens)
  for (let i = 0; i < tokens.length; i++) {
    const day = entry(c, i, 'day')
    if (day) return isoDay(addUnits(today, 'day', idNumber(day)))
    const weekday = entry(c, i, 'weekday')
    if (weekday) {
      const ahead = (idNumber(weekday) - today.getUTCDay() + 7) % 7 || 7
      return isoDay(addUnits(today, 'day', ahead))
    }
    const rel = entry(c, i, 'rel:1')
    const g = rel ? grainAt(c, skip(c, rel.to)) : null
    if (rel && g) return isoDay(addUnits(today, g.value, 1))
    const within = entry(c, i, 'in')
    const span = within ? spanAt(c, skip(c, within.to)) : null
    if (span) return isoDay(addUnits(today, span.value.grain, span.value.count))
    const date = dateAt(c, i)
    if (date) return isoDay(dateOf(now, date.value, true))
  }
  return isoDay(addUnits(today, 'day', fallback))
}
