// Reading a goal: "Double MRR by June", "Cut churn to 2 % this year", "Get 40 leads a month in 6
// months". The goal's metric (a catalogue id), its direction, its target — absolute ("to $150k"),
// a multiple ("double", "×2", "halve"), a relative change ("+30 %", "by 30 %") or an amount to add
// ("add $20k MRR") — and its deadline as a date. A relative target becomes an absolute one from the
// current value with `targetValue`. What cannot be read is said plainly (`{ ok: false, reason }`).
// Pure and deterministic: the same text and day give the same goal. Table-tested in
// tests/unit/decision-goal.test.ts; strategies are built from it in ./strategy.
import { METRIC_BY_ID, type MetricDef } from './catalogue'
import { matchLabel } from './figures'

export type GoalDirection = 'increase' | 'decrease'
export type GoalTarget =
  /** The value to reach, in the metric's own unit and period (a percentage as a fraction). */
  | { kind: 'absolute'; value: number }
  /** A multiple of the current value: double → 2, halve → 0.5. */
  | { kind: 'multiple'; factor: number }
  /** A relative change of the current value: +30 % → 0.3, −30 % → −0.3. */
  | { kind: 'change'; fraction: number }
  /** An amount added to (or, negative, taken from) the current value, in the metric's unit. */
  | { kind: 'delta'; amount: number }
export type Deadline = {
  /** The last day of the goal, YYYY-MM-DD (UTC). */
  date: string
  /** How the goal said it ("by June", "in 6 months"), or the horizon it fell back to. */
  phrase: string
  /** True when the goal named no date and the chosen horizon was used. */
  assumed?: boolean
}
export type Goal = {
  ok: true
  text: string
  metric: string
  metricName: string
  direction: GoalDirection
  target: GoalTarget
  targetPhrase: string
  deadline: Deadline
}
export type GoalProblem = { ok: false; reason: string; metric?: string }

/** Metrics where less is better: a goal on them without a verb is a cut. */
const LOWER_IS_BETTER = new Set([
  'churn',
  'revenue_churn',
  'cac',
  'cac_payback',
  'cpl',
  'net_burn',
  'gross_burn',
  'sales_cycle',
  'burn_multiple',
  'response_time',
  'backlog',
  'incidents',
  'open_bugs',
  'critical_vulns',
  'infra_cost',
  'cpc',
  'marginal_cac',
])

/** Goal phrasings first (what people write in a goal), in order: the first match names the metric. */
const GOAL_METRICS: [metric: string, pattern: RegExp, perYear?: boolean][] = [
  ['revenue_churn', /\b(revenue churn|mrr churn|gross revenue churn)\b/],
  ['churn', /\b(churn(ed)?|attrition|cancellations?|customers? (we )?lose|logo churn)\b/],
  ['nrr', /\b(nrr|ndr|net (revenue|dollar) retention|net retention)\b/],
  ['grr', /\b(grr|gross (revenue |dollar )?retention)\b/],
  ['cac_payback', /\b(cac payback|payback( period)?)\b/],
  ['ltv_cac', /\b(ltv ?(:|\/|to|over)? ?cac)\b/],
  ['cac', /\b(cac|customer acquisition cost|acquisition cost|cost per (customer|acquisition|new customer)|cpa)\b/],
  ['cpl', /\b(cost per lead|cpl)\b/],
  ['roas', /\b(roas|return on (ad )?spend|campaign return|marketing return)\b/],
  ['win_rate', /\b(win rate|close rate|win ratio|close ratio|deals? we win)\b/],
  ['lead_conversion', /\b(lead conversion|conversion rate|lead[- ]to[- ]customer)\b/],
  ['average_deal', /\b(average deal( size)?|deal size|average order value|aov|average contract( value| size)?)\b/],
  ['sales_cycle', /\b(sales cycle|days to close|time to close)\b/],
  ['weighted_pipeline', /\bweighted pipeline\b/],
  ['pipeline', /\bpipeline\b/],
  ['mrr', /\b(arr|annual recurring revenue)\b/, true],
  ['mrr', /\b(mrr|monthly recurring revenue|recurring revenue)\b/],
  ['new_customers', /\b(new (customers|clients|accounts|logos)|customers (a|per) month|logos)\b/],
  ['customers', /\b(customers|clients|paying accounts|accounts|subscribers|customer base)\b/],
  ['leads', /\b(leads?|mqls?|sqls?|sign[- ]?ups|enquiries|inquiries)\b/],
  ['gross_margin', /\b(gross margin|gm)\b/],
  ['operating_margin', /\b(operating margin|ebitda margin|profit margin|net margin)\b/],
  ['net_burn', /\b(burn( rate)?|net burn|cash burn)\b/],
  ['runway', /\brunway\b/],
  ['cash', /\b(cash( in (the )?bank)?|cash balance)\b/],
  ['revenue', /\b(annual (revenue|sales|turnover)|(revenue|sales|turnover) (a|per) year|yearly revenue)\b/, true],
  ['revenue', /\b(revenue|sales|turnover|top line|bookings|won (revenue|value|deals?))\b/],
  ['nps', /\b(nps|net promoter)\b/],
  ['csat', /\b(csat|customer satisfaction)\b/],
  ['uptime', /\b(uptime|availability)\b/],
  ['activation', /\b(activation( rate)?|onboarding completion)\b/],
]

const MONTHS = [
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
]
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3).toLowerCase()))
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
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
}
const COUNT_RE =
  '(\\d+(?:\\.\\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|twenty-four)'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d))
const endOfMonth = (y: number, m: number) => utc(y, m + 1, 0)
const startOfDay = (today: Date | string) => {
  const t = typeof today === 'string' ? new Date(`${today.slice(0, 10)}T00:00:00Z`) : today
  return utc(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate())
}
/** `today` plus n months, on the same day of the month (or the month's last day). */
function addMonths(today: Date, n: number): Date {
  const end = endOfMonth(today.getUTCFullYear(), today.getUTCMonth() + n)
  return utc(end.getUTCFullYear(), end.getUTCMonth(), Math.min(today.getUTCDate(), end.getUTCDate()))
}
/** Whole months from `from` to `to` (fractional, 30.44 days a month), never below 0. */
export function monthsBetween(from: string, to: string): number {
  return Math.max(0, (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (30.44 * 86_400_000))
}

type Found = { date: Date; phrase: string; at: number; end: number }

/** The goal's deadline: the first date phrase it contains, resolved against today. */
function findDeadline(text: string, today: Date): Found | null {
  const y = today.getUTCFullYear()
  const tries: [RegExp, (m: RegExpExecArray) => Date | null][] = [
    // 2027-06-30
    [
      /\b(?:by|before|on|until|till|for)?\s*(\d{4})-(\d{2})-(\d{2})\b/,
      (m) => utc(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
    ],
    // 30 June 2027, June 30, 2027, 30 June, June 30
    [
      new RegExp(
        `\\b(?:by|before|on|until|till)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?:,?\\s+(\\d{4}))?`,
      ),
      (m) => nextOnOrAfter(today, monthIndex(m[2]), Number(m[1]), m[3]),
    ],
    [
      new RegExp(`\\b(?:by|before|on|until|till)\\s+${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`),
      (m) => nextOnOrAfter(today, monthIndex(m[1]), Number(m[2]), m[3]),
    ],
    // in / within / over the next N days, weeks, months, quarters, years
    [
      new RegExp(
        `\\b(?:in|within|over|during)\\s+(?:the\\s+)?(?:next\\s+|coming\\s+)?${COUNT_RE}\\s+(days?|weeks?|months?|quarters?|years?)\\b`,
      ),
      (m) => span(today, m[1], m[2]),
    ],
    [
      /\b(?:in|within|over)\s+(?:the\s+)?(?:next\s+|coming\s+)(days?|weeks?|months?|quarters?|years?)\b/,
      (m) => span(today, '1', m[1]),
    ],
    [
      new RegExp(`\\b${COUNT_RE}\\s+(months?|weeks?|years?)\\s+from\\s+(?:now|today)\\b`),
      (m) => span(today, m[1], m[2]),
    ],
    // by Q3 (2027), the end of Q3, in Q3
    [
      /\b(?:by|before|in|for|until|(?:the\s+)?end\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?q([1-4])(?:\s*(?:of\s+)?'?(\d{4}|\d{2}))?\b/,
      (m) => quarterEnd(today, Number(m[1]), m[2]),
    ],
    [
      /\b(?:by|before|in|for|until|(?:the\s+)?end\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?h([12])(?:\s*(\d{4}))?\b/,
      (m) => halfEnd(today, Number(m[1]), m[2]),
    ],
    // this/next quarter, month, year
    [
      /\b(this|next|the)\s+quarter\b/,
      (m) => {
        const q = Math.floor(today.getUTCMonth() / 3) + (m[1] === 'next' ? 1 : 0)
        return endOfMonth(y, q * 3 + 2)
      },
    ],
    [
      /\b(this|next|the)\s+month\b|\bmonth[- ]end\b/,
      (m) => endOfMonth(y, today.getUTCMonth() + (m[1] === 'next' ? 1 : 0)),
    ],
    [
      /\b(?:this|the)\s+(?:calendar\s+|financial\s+|fiscal\s+)?year\b|\b(?:year[- ]end|end of year|eoy|ye)\b/,
      () => utc(y, 11, 31),
    ],
    [/\bnext\s+year\b/, () => utc(y + 1, 11, 31)],
    // by (the end of) June (2027), in June, before July
    [
      new RegExp(
        `\\b(by|in|before|until|till|for|(?:the\\s+)?end\\s+of)\\s+(?:the\\s+)?(?:end\\s+of\\s+)?${MONTH_RE}\\b(?:\\s+(\\d{4}))?`,
      ),
      (m) => {
        const month = monthIndex(m[2])
        // "before July" means by the end of June.
        const target = m[1] === 'before' ? month - 1 : month
        const year = m[3] ? Number(m[3]) : endOfMonth(y, target) < today ? y + 1 : y
        return endOfMonth(year, target)
      },
    ],
    // by (next) summer: the end of the season's last month (northern hemisphere), the next one on or after today
    [
      /\b(?:by|before|in|for|until|over|(?:the\s+)?end\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?(?:next\s+|this\s+)?(spring|summer|autumn|fall|winter)\b/,
      (m) => {
        const last = { spring: 4, summer: 7, autumn: 10, fall: 10, winter: 1 }[m[1] as 'spring']
        const end = endOfMonth(y, last)
        return end < today ? endOfMonth(y + 1, last) : end
      },
    ],
    // by 2027, in 2027, by the end of 2027
    [
      /\b(?:by|in|before|until|for|(?:the\s+)?end\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?(20\d{2})\b/,
      (m) => utc(Number(m[1]), 11, 31),
    ],
  ]
  let best: Found | null = null
  for (const [re, resolve] of tries) {
    const m = re.exec(text)
    if (!m) continue
    const date = resolve(m)
    if (!date || Number.isNaN(date.getTime())) continue
    if (!best || m.index < best.at) best = { date, phrase: m[0].trim(), at: m.index, end: m.index + m[0].length }
  }
  return best
}

function nextOnOrAfter(today: Date, month: number, day: number, year?: string): Date | null {
  if (month < 0 || day < 1 || day > 31) return null
  if (year) return utc(Number(year), month, day)
  const d = utc(today.getUTCFullYear(), month, day)
  return d < today ? utc(today.getUTCFullYear() + 1, month, day) : d
}

function span(today: Date, count: string, unit: string): Date {
  const n = NUMBER_WORDS[count] ?? Number(count)
  if (unit.startsWith('day'))
    return utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + Math.round(n))
  if (unit.startsWith('week'))
    return utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + Math.round(n * 7))
  const months = unit.startsWith('quarter') ? n * 3 : unit.startsWith('year') ? n * 12 : n
  return addMonths(today, Math.round(months))
}

function quarterEnd(today: Date, q: number, year?: string): Date {
  const full = year ? (year.length === 2 ? 2000 + Number(year) : Number(year)) : undefined
  const end = (yr: number) => endOfMonth(yr, q * 3 - 1)
  if (full) return end(full)
  return end(today.getUTCFullYear()) < today ? end(today.getUTCFullYear() + 1) : end(today.getUTCFullYear())
}

function halfEnd(today: Date, h: number, year?: string): Date {
  const end = (yr: number) => endOfMonth(yr, h * 6 - 1)
  if (year) return end(Number(year))
  return end(today.getUTCFullYear()) < today ? end(today.getUTCFullYear() + 1) : end(today.getUTCFullYear())
}

/** The metric the goal is about, and whether its amounts are written per year (ARR, annual revenue). */
function findMetric(text: string): { def: MetricDef; perYear: boolean } | null {
  for (const [id, re, perYear] of GOAL_METRICS)
    if (re.test(text)) return { def: METRIC_BY_ID.get(id)!, perYear: !!perYear }
  const words = text.replace(/[$€£]?\d[\d.,]*\s*(k|m|%)?/g, ' ')
  const match = matchLabel(words, (d) => d.area !== 'proposal' && d.dimension !== 'text')
  return match ? { def: match.def, perYear: match.period === 'year' && match.def.period === 'month' } : null
}

const DOWN =
  /\b(cut|cutting|reduce|reducing|lower|lowering|decrease|decreasing|drop|dropping|bring (it )?down|brings? down|shrink|halve|halving|half|less|fewer|minimi[sz]e|slash|trim|below|under|down)\b|[−–-]\s*\d/
const UP =
  /\b(grow|growing|increase|increasing|raise|raising|boost|boosting|double|doubling|triple|tripling|quadruple|lift|improve|improving|more|higher|above|over|up|expand|add|adding|extra|another|maximi[sz]e|scale)\b|\+\s*\d/

type Amount = {
  value: number
  unit: '%' | 'pp' | 'x' | 'money' | 'number' | 'months' | 'days'
  at: number
  text: string
  scaled: boolean
}

/** The numbers the goal states (outside its deadline phrase), with their units. */
function findAmounts(text: string): Amount[] {
  const out: Amount[] = []
  const re =
    /(?:(×|\bx)\s*(\d+(?:\.\d+)?)\b)|([$€£])?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b|m\b|mm\b|bn\b|thousand\b|million\b|billion\b)?\s*(%|percent\b|pp\b|percentage points?\b|points?\b|x\b|×|times\b|months?\b|days?\b)?/g
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].trim() === '') {
      re.lastIndex++
      continue
    }
    if (m[2]) {
      out.push({ value: Number(m[2]), unit: 'x', at: m.index, text: m[0].trim(), scaled: false })
      continue
    }
    if (!m[4]) continue
    let value = Number(m[4].replace(/,/g, ''))
    const scale = m[5]?.toLowerCase()
    if (scale === 'k' || scale === 'thousand') value *= 1e3
    else if (scale === 'm' || scale === 'mm' || scale === 'million') value *= 1e6
    else if (scale === 'bn' || scale === 'billion') value *= 1e9
    const u = m[6]?.toLowerCase()
    const unit: Amount['unit'] =
      u === '%' || u === 'percent'
        ? '%'
        : u === 'pp' || u?.startsWith('percentage') || u?.startsWith('point')
          ? 'pp'
          : u === 'x' || u === '×' || u === 'times'
            ? 'x'
            : u?.startsWith('month')
              ? 'months'
              : u?.startsWith('day')
                ? 'days'
                : m[3]
                  ? 'money'
                  : 'number'
    out.push({ value, unit, at: m.index, text: m[0].trim(), scaled: !!scale })
  }
  return out
}

const MULTIPLE_WORDS: [RegExp, number][] = [
  [/\b(double|doubling|doubled|twice)\b/, 2],
  [/\b(triple|tripling|tripled|three times)\b/, 3],
  [/\b(quadruple|quadrupling|four times)\b/, 4],
  [/\b(halve|halving|halved|cut (it |\w+ )?in half|by half|half)\b/, 0.5],
]

const fmtNumber = (n: number) => Number(n.toFixed(4)).toLocaleString('en-US', { maximumFractionDigits: 4 })

/**
 * Reads a goal. `today` fixes relative deadlines; `fallbackDays` is the horizon used when the goal
 * names no date (the strategy generator's horizon), else a goal without a date is not read.
 */
export function parseGoal(
  text: string,
  today: Date | string,
  options: { fallbackDays?: number } = {},
): Goal | GoalProblem {
  const day = startOfDay(today)
  const original = text.trim()
  const lower = ` ${original.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `
  if (original.length < 3)
    return { ok: false, reason: 'Write the goal: a figure, a target and a date, e.g. "Double MRR by June".' }

  // The deadline first, so "by June" is not read as an amount and "by 30 %" not as a date.
  const found = findDeadline(lower, day)
  const rest = found
    ? `${lower.slice(0, found.at)} ${' '.repeat(found.end - found.at)} ${lower.slice(found.end)}`
    : lower

  const metricFound = findMetric(rest)
  if (!metricFound)
    return {
      ok: false,
      reason:
        'The goal names no figure the company measures. Name one, e.g. MRR, revenue, churn, win rate, leads, customers, pipeline or CAC: "Grow MRR to $150k by June".',
    }
  const { def, perYear } = metricFound
  const metric = def.id

  // Direction: the verb says it; without one, the metric's better side.
  const down = DOWN.test(rest)
  const up = UP.test(rest)
  const direction: GoalDirection =
    down && !up ? 'decrease' : up && !down ? 'increase' : LOWER_IS_BETTER.has(metric) ? 'decrease' : 'increase'
  const sign = direction === 'decrease' ? -1 : 1

  const amounts = findAmounts(rest)
  let target: GoalTarget | null = null
  let targetPhrase = ''
  const multiple = MULTIPLE_WORDS.find(([re]) => re.test(rest))
  const before = (a: Amount) => rest.slice(Math.max(0, a.at - 24), a.at)
  const after = (a: Amount) => rest.slice(a.at + a.text.length, a.at + a.text.length + 24)
  const isAbsoluteCue = (a: Amount) =>
    /\b(to|at|reach|reaching|hit|hitting|of|under|below|above|over|at least|at most|get|getting|make|is|=|land|landing|target)\s*(around|about|roughly|only|just)?\s*$/.test(
      before(a),
    )
  const isDeltaCue = (a: Amount) =>
    /\b(by|add|adding|another|extra|plus|up|down|grow|increase|raise|lift|boost|cut|reduce|lower|drop|trim|slash|more|less)\s*(around|about|roughly|another|an extra)?\s*$/.test(
      before(a),
    ) ||
    /^\s*(more|less|fewer|higher|lower|up|down|extra|additional|growth|increase|decrease|reduction|improvement|of growth|new)\b/.test(
      after(a),
    )

  const metricIsPercent = def.dimension === 'percent'
  const metricIsRatio = def.dimension === 'ratio'
  // The last stated amount that fits the metric decides ("from $100k to $150k" → $150k).
  const fitting = amounts.filter((a) => {
    if (a.unit === 'x') return true
    if (a.unit === '%' || a.unit === 'pp') return true
    if (a.unit === 'money') return def.dimension === 'money'
    if (a.unit === 'months') return def.dimension === 'months'
    if (a.unit === 'days') return def.dimension === 'days'
    return true
  })
  const chosen =
    fitting.find((a) => isAbsoluteCue(a) && !/\bfrom\s*$/.test(before(a))) ??
    fitting.filter((a) => !/\bfrom\s*$/.test(before(a))).at(-1)

  if (chosen) {
    const abs = isAbsoluteCue(chosen)
    const delta = !abs && isDeltaCue(chosen)
    if (chosen.unit === 'x') {
      target =
        metricIsRatio && abs ? { kind: 'absolute', value: chosen.value } : { kind: 'multiple', factor: chosen.value }
    } else if (chosen.unit === '%') {
      const signed = /[−–+-]\s*$/.test(before(chosen))
      if (signed)
        target = { kind: 'change', fraction: (/[−–-]\s*$/.test(before(chosen)) ? -1 : 1) * (chosen.value / 100) }
      else if (metricIsPercent && !delta) target = { kind: 'absolute', value: chosen.value / 100 }
      else if (metricIsPercent && delta && /\b(points?|pp)\b/.test(after(chosen)))
        target = { kind: 'delta', amount: (sign * chosen.value) / 100 }
      else if (abs && metricIsPercent) target = { kind: 'absolute', value: chosen.value / 100 }
      else target = { kind: 'change', fraction: (/[−–-]\s*$/.test(before(chosen)) ? -1 : sign) * (chosen.value / 100) }
    } else if (chosen.unit === 'pp') {
      target = metricIsPercent ? { kind: 'delta', amount: (sign * chosen.value) / 100 } : null
    } else {
      // A plain number or money: in the metric's unit.
      if (def.dimension === 'percent') {
        // "churn to 2" reads as 2 %.
        const v = chosen.value > 1.5 ? chosen.value / 100 : chosen.value
        target = delta ? { kind: 'delta', amount: sign * v } : { kind: 'absolute', value: v }
      } else {
        const perMonth =
          (perYear ||
            (def.period === 'month' && /^\s*(a|per)\s+year\b|^\s*(annual|yearly)\b|^\s*arr\b/.test(after(chosen)))) &&
          def.period === 'month'
            ? chosen.value / 12
            : chosen.value
        target = delta ? { kind: 'delta', amount: sign * perMonth } : { kind: 'absolute', value: perMonth }
      }
    }
    if (target) targetPhrase = describeTarget(rest, chosen.text)
  }
  if (!target && multiple) {
    target = { kind: 'multiple', factor: multiple[1] }
    targetPhrase = rest.match(multiple[0])?.[0] ?? ''
  }
  if (!target) {
    const example =
      def.dimension === 'percent'
        ? 'to 2 %'
        : def.dimension === 'money'
          ? 'to $150k, by 20 % or double'
          : 'to 40, by 20 % or double'
    return {
      ok: false,
      metric,
      reason: `The goal is about ${def.name} but gives no target. Say how far, e.g. "${example}".`,
    }
  }
  if (target.kind === 'absolute' && target.value < 0)
    return { ok: false, metric, reason: `A ${def.name} target cannot be below zero.` }
  if (target.kind === 'change' && target.fraction <= -1)
    return { ok: false, metric, reason: `${def.name} cannot fall by 100 % or more.` }
  if (metricIsPercent && target.kind === 'absolute' && target.value > 1 && metric !== 'nrr')
    return {
      ok: false,
      metric,
      reason: `${def.name} is a percentage: a target of ${fmtNumber(target.value * 100)} % cannot be reached.`,
    }
  // A cut that grows, or a growth that shrinks, follows the numbers: "cut churn to 2 %" is a decrease whatever the verb.
  const finalDirection: GoalDirection =
    target.kind === 'multiple'
      ? target.factor < 1
        ? 'decrease'
        : 'increase'
      : target.kind === 'change'
        ? target.fraction < 0
          ? 'decrease'
          : 'increase'
        : target.kind === 'delta'
          ? target.amount < 0
            ? 'decrease'
            : 'increase'
          : direction

  let deadline: Deadline
  if (found) {
    if (found.date <= day)
      return {
        ok: false,
        metric,
        reason: `The deadline "${found.phrase}" (${iso(found.date)}) is not after today (${iso(day)}). Give a date still ahead.`,
      }
    deadline = { date: iso(found.date), phrase: found.phrase }
  } else if (options.fallbackDays) {
    deadline = {
      date: iso(utc(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + options.fallbackDays)),
      phrase: `within ${options.fallbackDays} days (the horizon chosen)`,
      assumed: true,
    }
  } else {
    return {
      ok: false,
      metric,
      reason: 'The goal gives no date. Say by when, e.g. "by June", "in 6 months", "by Q3" or "this year".',
    }
  }
  return {
    ok: true,
    text: original,
    metric,
    metricName: def.name,
    direction: finalDirection,
    target,
    targetPhrase: targetPhrase.trim(),
    deadline,
  }
}

function describeTarget(rest: string, amount: string): string {
  const i = rest.indexOf(amount)
  const lead = rest
    .slice(Math.max(0, i - 12), i)
    .split(' ')
    .slice(-2)
    .join(' ')
  return `${lead} ${amount}`.replace(/\s+/g, ' ').trim()
}

/** The absolute target from the current value: "double" on 118,000 → 236,000; "−30 %" on 0.05 → 0.035. */
export function targetValue(goal: Pick<Goal, 'target'>, current: number): number {
  const t = goal.target
  switch (t.kind) {
    case 'absolute':
      return t.value
    case 'multiple':
      return current * t.factor
    case 'change':
      return current * (1 + t.fraction)
    case 'delta':
      return current + t.amount
  }
}

/** Whether the goal needs the current value to know its target. */
export const isRelative = (goal: Pick<Goal, 'target'>) => goal.target.kind !== 'absolute'
