// Periods people write in questions ("last month", "Q3", "since March", "this year", "last 30
// days"), resolved against a given day into dates: `from` inclusive, `to` exclusive, both UTC
// calendar days (YYYY-MM-DD), as the records' dates are compared. Pure: `today` is an argument, so
// the same words and day give the same period. "The month before" moves a period back by its own
// length (a calendar month to the one before it; 30 days to the 30 days before).

export type PeriodRange = {
  /** First day in the period (YYYY-MM-DD). */
  from: string
  /** The day after the last one (YYYY-MM-DD). */
  to: string
  /** How people would say it, e.g. "October 2026", "Q3 2026", "since 1 March 2026". */
  label: string
  /** What the period is, so "the one before" moves it the right way. */
  unit: 'day' | 'week' | 'month' | 'quarter' | 'year' | 'days' | 'since'
}

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const
const MONTH_SHORT = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_LABEL = MONTHS.map((m) => m[0].toUpperCase() + m.slice(1))
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
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
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  sixty: 60,
  ninety: 90,
}

const iso = (d: Date) => d.toISOString().slice(0, 10)
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d))
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)
const dayOf = (today: Date) => utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())

function month(y: number, m: number): PeriodRange {
  const start = utc(y, m)
  return {
    from: iso(start),
    to: iso(utc(y, m + 1)),
    label: `${MONTH_LABEL[start.getUTCMonth()]} ${start.getUTCFullYear()}`,
    unit: 'month',
  }
}
function quarter(y: number, q: number): PeriodRange {
  return { from: iso(utc(y, (q - 1) * 3)), to: iso(utc(y, q * 3)), label: `Q${q} ${y}`, unit: 'quarter' }
}
function year(y: number): PeriodRange {
  return { from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y), unit: 'year' }
}
function rolling(today: Date, days: number, label: string): PeriodRange {
  const end = addDays(dayOf(today), 1)
  return { from: iso(addDays(end, -days)), to: iso(end), label, unit: 'days' }
}

const monthIndex = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '')
  const full = MONTHS.indexOf(w as (typeof MONTHS)[number])
  return full >= 0 ? full : w === 'sept' ? 8 : MONTH_SHORT.indexOf(w)
}
const MONTH_RE =
  '(january|february|march|april|may|june|july|august|september|sept|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)'

/** The most recent occurrence of a month that has begun by today (this year's, else last year's). */
function latestMonthStart(today: Date, m: number, y?: number): [number, number] {
  if (y !== undefined) return [y, m]
  return m <= today.getUTCMonth() ? [today.getUTCFullYear(), m] : [today.getUTCFullYear() - 1, m]
}

/** The period a text names, and where in the text it was found; null when it names none. */
export function findPeriod(text: string, today: Date): { period: PeriodRange; at: number; end: number } | null {
  const t = text.toLowerCase()
  const d = dayOf(today)
  const Y = d.getUTCFullYear()
  const M = d.getUTCMonth()
  const found: { period: PeriodRange; at: number; end: number }[] = []
  const add = (re: RegExp, make: (m: RegExpExecArray) => PeriodRange | null) => {
    const m = re.exec(t)
    if (!m) return
    const period = make(m)
    if (period) found.push({ period, at: m.index, end: m.index + m[0].length })
  }
  const yearOf = (s: string | undefined) => (s ? Number(s.length === 2 ? `20${s}` : s) : undefined)

  add(
    new RegExp(
      `\\b(?:since|from)\\s+(?:the\\s+(?:start|beginning)\\s+of\\s+)?(?:early\\s+)?${MONTH_RE}(?:\\s+(\\d{4}))?\\b`,
    ),
    (m) => {
      const [y, mo] = latestMonthStart(d, monthIndex(m[1]), yearOf(m[2]))
      return { from: iso(utc(y, mo)), to: iso(addDays(d, 1)), label: `since 1 ${MONTH_LABEL[mo]} ${y}`, unit: 'since' }
    },
  )
  add(
    /\b(?:since|from)\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?year\b|\b(?:ytd|year[- ]to[- ]date|so far this year)\b/,
    () => ({ from: `${Y}-01-01`, to: iso(addDays(d, 1)), label: `${Y} to date`, unit: 'since' }),
  )
  add(
    /\b(?:since|from)\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?(?:this\s+)?quarter\b|\b(?:qtd|quarter[- ]to[- ]date)\b/,
    () => {
      const q = Math.floor(M / 3)
      return { from: iso(utc(Y, q * 3)), to: iso(addDays(d, 1)), label: `Q${q + 1} ${Y} to date`, unit: 'since' }
    },
  )
  add(
    /\b(?:in\s+|over\s+|during\s+|for\s+)?(?:the\s+)?(?:last|past|previous|trailing)\s+(\d+|a|one|two|three|four|six|seven|twelve|fourteen|thirty|sixty|ninety)\s+(days?|weeks?|months?|years?)\b/,
    (m) => {
      const n = NUMBER_WORDS[m[1]] ?? Number(m[1])
      const unit = m[2].replace(/s$/, '')
      if (unit === 'month' && n === 1) return month(M === 0 ? Y - 1 : Y, (M + 11) % 12)
      if (unit === 'year' && n === 1) return year(Y - 1)
      if (unit === 'week' && n === 1) return lastWeek(d)
      const days = unit === 'day' ? n : unit === 'week' ? n * 7 : unit === 'month' ? Math.round(n * 30.44) : n * 365
      return rolling(d, days, `the last ${n} ${unit}${n === 1 ? '' : 's'}`)
    },
  )
  add(/\b(?:last|previous|past|prior)\s+month(?:'s)?\b/, () => month(M === 0 ? Y - 1 : Y, (M + 11) % 12))
  add(/\b(?:this|current)\s+month\b|\bmonth[- ]to[- ]date\b|\bmtd\b|\bso far this month\b/, () => ({
    ...month(Y, M),
    to: iso(addDays(d, 1)),
  }))
  add(/\b(?:last|previous|past|prior)\s+quarter\b/, () => (M < 3 ? quarter(Y - 1, 4) : quarter(Y, Math.floor(M / 3))))
  add(/\b(?:this|current)\s+quarter\b/, () => ({ ...quarter(Y, Math.floor(M / 3) + 1), to: iso(addDays(d, 1)) }))
  add(/\b(?:last|previous|past|prior)\s+year\b/, () => year(Y - 1))
  add(/\b(?:this|current)\s+year\b/, () => ({ ...year(Y), to: iso(addDays(d, 1)) }))
  add(/\b(?:last|previous|past|prior)\s+week\b/, () => lastWeek(d))
  add(/\bthis\s+week\b/, () => {
    const start = addDays(d, -((d.getUTCDay() + 6) % 7))
    return { from: iso(start), to: iso(addDays(d, 1)), label: 'this week', unit: 'week' }
  })
  add(/\byesterday\b/, () => ({ from: iso(addDays(d, -1)), to: iso(d), label: 'yesterday', unit: 'day' }))
  add(/\btoday\b/, () => ({ from: iso(d), to: iso(addDays(d, 1)), label: 'today', unit: 'day' }))
  add(
    /\b(?:in\s+)?q([1-4])(?:\s*(?:of\s+)?'?(\d{4}|\d{2}))?\b|\b(first|second|third|fourth)\s+quarter(?:\s+of\s+(\d{4}))?\b/,
    (m) => {
      const q = m[1] ? Number(m[1]) : ['first', 'second', 'third', 'fourth'].indexOf(m[3]) + 1
      const y = yearOf(m[2] ?? m[4]) ?? (q - 1 > Math.floor(M / 3) ? Y - 1 : Y)
      return quarter(y, q)
    },
  )
  add(new RegExp(`\\b(?:in|during|for|of|over)?\\s*${MONTH_RE}(?:\\s+(\\d{4}))?\\b`), (m) => {
    // "may" is a month only where it reads as one ("in May", "May 2026", "May's"), not "we may".
    if (
      m[1] === 'may' &&
      !/^\s*(in|during|for|of|over)\s/.test(m[0]) &&
      !m[2] &&
      !/^may's/.test(t.slice(m.index + m[0].indexOf('may')))
    )
      return null
    if (/^(mar|jun|jul|aug|sep|oct|nov|dec|jan|feb|apr)$/.test(m[1]) && !/\s/.test(m[0].trim()) && m[1] !== 'mar')
      return null
    const [y, mo] = latestMonthStart(d, monthIndex(m[1]), yearOf(m[2]))
    return month(y, mo)
  })
  add(/\b(?:in\s+)?(20\d{2})\b/, (m) => year(Number(m[1])))

  if (found.length === 0) return null
  // The most specific reading wins: the earliest pattern above that matched (they are in order).
  return found[0]
}

function lastWeek(d: Date): PeriodRange {
  const monday = addDays(d, -((d.getUTCDay() + 6) % 7) - 7)
  return { from: iso(monday), to: iso(addDays(monday, 7)), label: 'last week', unit: 'week' }
}

export const resolvePeriod = (text: string, today: Date): PeriodRange | null => findPeriod(text, today)?.period ?? null

/** The period of the same length just before this one: "the month before", "the quarter before". */
export function periodBefore(p: PeriodRange): PeriodRange {
  const from = new Date(`${p.from}T00:00:00Z`)
  const to = new Date(`${p.to}T00:00:00Z`)
  if (p.unit === 'month') return month(from.getUTCFullYear(), from.getUTCMonth() - 1)
  if (p.unit === 'quarter') {
    const q = Math.floor(from.getUTCMonth() / 3)
    return q === 0 ? quarter(from.getUTCFullYear() - 1, 4) : quarter(from.getUTCFullYear(), q)
  }
  if (p.unit === 'year') return year(from.getUTCFullYear() - 1)
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000)
  return { from: iso(addDays(from, -days)), to: p.from, label: `the ${days} days before ${p.from}`, unit: 'days' }
}

/** Whether an ISO timestamp or date falls in the period. */
export const inPeriod = (p: PeriodRange, at: string) => at.slice(0, 10) >= p.from && at.slice(0, 10) < p.to
