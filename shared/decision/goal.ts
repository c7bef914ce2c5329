// Reading a goal: "Double MRR by June", "Cut churn to 2 % this year", "Get 40 leads a month in 6
// months". The goal's metric (a catalogue id; a CRM measure is read by the semantic layer's own
// phrases), its direction, its target — absolute ("to $150k"), a multiple ("double", "×2",
// "halve"), a relative change ("+30 %", "by 30 %") or an amount to add ("add $20k MRR") — and its
// deadline as a date (shared/language/calendar). Read by composition over tokens: the words of
// ./goal-words place each number (a level after "to", a change after "by", a start after "from"),
// so a count that describes the present ("8 open leads are going cold") or a risk is never taken
// for a target. A relative target becomes an absolute one from the current value with
// `targetValue`. What cannot be read is said plainly (`{ ok: false, reason }`). Pure and
// deterministic: the same text and day give the same goal. Table-tested in
// tests/unit/decision-goal.test.ts; strategies are built from it in ./strategy.
import { readDeadline } from '../language/calendar'
import { type Quantity, type Token, tokenize } from '../language/tokens'
import { FILLERS, type Match, Vocabulary } from '../language/vocabulary'
import { measureDef } from '../semantic/measures'
import type { MeasureId } from '../semantic/model'
import { METRIC_BY_ID } from './catalogue'
import { CATALOGUE_WORDS, GOAL_WORDS, MEASURE_METRIC, METRIC_WORDS, type MetricEntry } from './goal-words'

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
  /** The semantic layer's measure, when the goal is on one of the CRM's figures. */
  measure?: MeasureId
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

const METRIC_VOCABULARY = new Vocabulary(METRIC_WORDS)
const CATALOGUE_VOCABULARY = new Vocabulary(CATALOGUE_WORDS)
const WORDS = new Vocabulary(GOAL_WORDS)
const MEASURE_OF_METRIC = new Map(Object.entries(MEASURE_METRIC).map(([measure, id]) => [id, measure as MeasureId]))
/** The CRM figures a goal is planned on, for the reason given when another one is named. */
const PLANNED = Object.keys(MEASURE_METRIC)
  .map((id) => measureDef(id as MeasureId).name.toLowerCase())
  .join(', ')

const DAY_MS = 86_400_000
const iso = (d: Date) => d.toISOString().slice(0, 10)
const startOfDay = (today: Date | string) => {
  const t = typeof today === 'string' ? new Date(`${today.slice(0, 10)}T00:00:00Z`) : today
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()))
}
/** Whole months from `from` to `to` (fractional, 30.44 days a month), never below 0. */
export function monthsBetween(from: string, to: string): number {
  return Math.max(0, (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (30.44 * DAY_MS))
}

/** A number the goal states, in the unit it was written in. */
type Amount = {
  at: number
  quantity: Quantity
  /** Its size, without a sign; durations in the metric's months or days. */
  value: number
  unit: '%' | 'pp' | 'x' | 'money' | 'number' | 'months' | 'days'
  /** −1 or +1 when written with a sign ("−25 %", "+40 %"). */
  signed: -1 | 0 | 1
}

/** The goal's words, read once: the matches of ./goal-words and where they stand. */
class Sentence {
  readonly words: Match<(typeof GOAL_WORDS)[number]>[]
  constructor(readonly tokens: readonly Token[]) {
    this.words = WORDS.all(tokens)
  }
  has(id: string): boolean {
    return this.words.some((m) => m.entry.id === id)
  }
  private soft(i: number): boolean {
    const t = this.tokens[i]
    return t?.kind === 'word' && (FILLERS.has(t.norm) || this.words.some((m) => m.entry.id === 'soft' && m.from === i))
  }
  /** The index of the first token after i that is not a filler or a softener. */
  next(i: number): number {
    let j = i + 1
    while (j < this.tokens.length && this.soft(j)) j++
    return j
  }
  /** One of `ids` ends right before token i (fillers and softeners between): "to around 40". */
  cueBefore(i: number, ...ids: string[]): Match<(typeof GOAL_WORDS)[number]> | undefined {
    let k = i
    while (k > 0 && this.soft(k - 1)) k--
    return this.words.find((m) => m.to === k && ids.includes(m.entry.id))
  }
  /** One of `ids` starts right after token i: "15 % more". */
  cueAfter(i: number, ...ids: string[]): boolean {
    const j = this.next(i)
    return this.words.some((m) => m.from === j && ids.includes(m.entry.id))
  }
  /** A describing word ("is", "are") right before index i: "is dropping" describes, "drop" asks. */
  private described(i: number): boolean {
    return this.words.some((m) => m.entry.id === 'state' && m.to <= i && m.to >= i - 2)
  }
  /** The words that ask for a change, not those that describe one. */
  get intents() {
    return this.words.filter((m) => m.entry.id === 'intent' && !this.described(m.from))
  }
}

function amountAt(s: Sentence, i: number): Amount {
  const q = s.tokens[i] as Quantity
  const prev = s.tokens[i - 1]
  const touching = !!prev && prev.kind !== 'quantity' && prev.end === q.start
  const signed = q.value < 0 ? -1 : touching && prev.text === '+' ? 1 : 0
  const value = Math.abs(q.value)
  const base = { at: i, quantity: q, signed } as const
  if (q.unit === 'multiple' || (touching && ['×', 'x', 'X'].includes(prev.text))) return { ...base, value, unit: 'x' }
  if (q.unit === 'percent') return { ...base, value, unit: s.cueAfter(i, 'points') ? 'pp' : '%' }
  if (q.currency) return { ...base, value, unit: 'money' }
  if (q.unit === 'month' || q.unit === 'quarter' || q.unit === 'year')
    return { ...base, value: value * (q.unit === 'year' ? 12 : q.unit === 'quarter' ? 3 : 1), unit: 'months' }
  if (q.unit === 'day' || q.unit === 'week')
    return { ...base, value: value * (q.unit === 'week' ? 7 : 1), unit: 'days' }
  return { ...base, value, unit: s.cueAfter(i, 'points') ? 'pp' : 'number' }
}

const fmtNumber = (n: number) => String(Number(n.toFixed(4)))

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
  if (original.length < 3)
    return { ok: false, reason: 'Write the goal: a figure, a target and a date, e.g. "Double MRR by June".' }

  // The deadline first, so "by June" is not read as an amount and "by 30 %" not as a date; its
  // words are masked from everything after.
  const all = tokenize(original)
  const found = readDeadline(all, day, original)
  const tokens: Token[] = all.map((t, i) =>
    found && i >= found.from && i < found.to ? { kind: 'symbol', text: '|', start: t.start, end: t.end } : t,
  )
  const s = new Sentence(tokens)

  // The figure: the first a plan can be built on; deals won composed ("win 12 deals"); else the CRM
  // measure named; else any other figure the catalogue knows.
  const scanned = METRIC_VOCABULARY.scan(tokens)
  const deal = s.words.find((m) => m.entry.id === 'deal')
  const won = deal && s.words.find((m) => m.entry.id === 'won' && m.to <= deal.from)
  const composed = won ? { ...deal, entry: METRIC_VOCABULARY.get('new_customers')! } : undefined
  const named =
    scanned.find((m) => m.entry.metric !== null) ?? composed ?? scanned[0] ?? CATALOGUE_VOCABULARY.scan(tokens)[0]
  // Words inside the figure's name are not verbs ("win" in "win rate").
  const intents = s.intents.filter((m) => !named || m.to <= named.from || m.from >= named.to)

  // A risk or a problem described is not a goal ("8 open leads are going cold").
  if (s.has('risk') && intents.length === 0)
    return {
      ok: false,
      reason:
        'This describes a risk, not a goal: a goal names a figure, where it should go and by when, e.g. "Get 40 leads a month by June" or "Raise the win rate to 45% by March".',
    }
  // Words that describe how things are, and none that ask for a change, are not a goal ("leads are at 8").
  if (s.has('state') && intents.length === 0)
    return {
      ok: false,
      reason:
        'This describes how things are, not a goal: say where the figure should go and by when, e.g. "Get 40 leads a month by June".',
    }

  const entry: MetricEntry | undefined = named?.entry
  if (entry && entry.metric === null && entry.measure)
    return {
      ok: false,
      reason: `${measureDef(entry.measure).name} is not a figure a goal is planned on. Name one of ${PLANNED}, or a figure under Figures: "Get 40 leads a month by June".`,
    }
  const def = entry?.metric ? METRIC_BY_ID.get(entry.metric) : undefined
  if (!named || !entry || !def)
    return {
      ok: false,
      reason:
        'The goal names no figure the company measures. Name one, e.g. MRR, revenue, churn, win rate, leads, customers, pipeline or CAC: "Grow MRR to $150k by June".',
    }
  const metric = def.id
  const measure = entry.measure ?? MEASURE_OF_METRIC.get(metric)

  const amounts = tokens.flatMap((t, i) => (t.kind === 'quantity' ? [amountAt(s, i)] : []))
  // Direction: the words say it; without them, the metric's better side.
  const down = s.has('down') || amounts.some((a) => a.signed < 0)
  const up = s.has('up') || amounts.some((a) => a.signed > 0)
  const direction: GoalDirection =
    down && !up ? 'decrease' : up && !down ? 'increase' : LOWER_IS_BETTER.has(metric) ? 'decrease' : 'increase'
  const sign = direction === 'decrease' ? -1 : 1

  const metricIsPercent = def.dimension === 'percent'
  const metricIsRatio = def.dimension === 'ratio'
  const fits = (a: Amount) =>
    a.unit === 'money'
      ? def.dimension === 'money'
      : a.unit === 'months'
        ? def.dimension === 'months'
        : a.unit === 'days'
          ? def.dimension === 'days'
          : true
  // A number right before the figure's name counts it ("8 open leads", "300 customers"): a target
  // only when the goal asks for it ("reach 300 customers"), not when it describes the present.
  const describes = (a: Amount) => s.next(a.at) === named.from && !intents.some((m) => m.to <= a.at) && s.has('state')
  const from = (a: Amount) => !!s.cueBefore(a.at, 'from')
  const level = (a: Amount) => s.cueBefore(a.at, 'level', 'above', 'below')
  const candidates = amounts.filter((a) => fits(a) && !describes(a) && !from(a))
  // The stated level decides ("from $100k to $150k" → $150k); else the last number that fits.
  const chosen = candidates.find((a) => level(a)) ?? candidates.at(-1)

  let target: GoalTarget | null = null
  let targetPhrase = ''
  if (chosen) {
    const abs = !!level(chosen)
    const delta = !abs && (!!s.cueBefore(chosen.at, 'by') || s.cueAfter(chosen.at, 'more', 'less'))
    const v = chosen.value
    if (chosen.unit === 'x')
      target = metricIsRatio && abs ? { kind: 'absolute', value: v } : { kind: 'multiple', factor: v }
    else if (chosen.unit === '%') {
      if (chosen.signed !== 0) target = { kind: 'change', fraction: (chosen.signed * v) / 100 }
      else if (metricIsPercent && !delta) target = { kind: 'absolute', value: v / 100 }
      else target = { kind: 'change', fraction: (sign * v) / 100 }
    } else if (chosen.unit === 'pp') {
      target = metricIsPercent ? { kind: 'delta', amount: (sign * v) / 100 } : null
    } else if (metricIsPercent) {
      // "churn to 2" reads as 2 %.
      const fraction = v > 1.5 ? v / 100 : v
      target = delta ? { kind: 'delta', amount: sign * fraction } : { kind: 'absolute', value: fraction }
    } else {
      const per = chosen.quantity.per
      const perYear = entry.perYear || (!!per && 'time' in per && per.time === 'year')
      const inPeriod = perYear && def.period === 'month' ? v / 12 : v
      target = delta ? { kind: 'delta', amount: sign * inPeriod } : { kind: 'absolute', value: inPeriod }
    }
    if (target) {
      const cue = s.cueBefore(chosen.at, 'level', 'above', 'below', 'by')
      targetPhrase = original.slice(cue?.start ?? chosen.quantity.start, chosen.quantity.end)
    }
  }
  const multiple = s.words.find((m) => m.entry.id.startsWith('times:'))
  if (!target && multiple) {
    target = { kind: 'multiple', factor: Number(multiple.entry.id.split(':')[1]) }
    targetPhrase = original.slice(multiple.start, multiple.end)
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
    if (found.date <= iso(day))
      return {
        ok: false,
        metric,
        reason: `The deadline "${found.phrase}" (${found.date}) is not after today (${iso(day)}). Give a date still ahead.`,
      }
    deadline = { date: found.date, phrase: found.phrase }
  } else if (options.fallbackDays) {
    deadline = {
      date: iso(new Date(day.getTime() + options.fallbackDays * DAY_MS)),
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
    ...(measure ? { measure } : {}),
    direction: finalDirection,
    target,
    targetPhrase: targetPhrase.trim(),
    deadline,
  }
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
