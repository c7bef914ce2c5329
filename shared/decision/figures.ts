// The figures a decision rests on, in one book: the member's board pack, the magnitudes in the
// question, the company's standing figures and its CRM figures — each matched to the metric
// catalogue, its unit normalised (18 % → 0.18, annual → monthly), and labelled with where it came
// from. A pack fact overrides a standing or CRM figure for the same metric. A fact that matches no
// metric is kept as written and still shown. Pure.
import type { Metrics } from '../metrics'
import { formatMoney } from '../metrics'
import { countOf } from '../plural'
import { CAMPAIGN_CHANNEL_LABELS } from '../schemas/campaign'
import { isCurrencyUnit, type Fact, type StandingFigure } from '../schemas/board-pack'
import { readAmount } from '../language/amount'
import { durationMonths, stem as wordStem, tokenize, type Word } from '../language/tokens'
import { Vocabulary } from '../language/vocabulary'
import { METRICS, METRIC_BY_ID, type Dimension, type MetricDef, type Period } from './catalogue'
import { PERIOD_WORDS } from './reading/words'

import { SOURCE_LABELS, type Source } from './kinds'

export { SOURCE_LABELS, type Source }

export type Figure = {
  metric: string
  /** Normalised: money in currency units per the metric's period, percentages as fractions. */
  value: number | string
  /** As the person wrote it ("Blended CAC"), or the catalogue name. */
  label: string
  source: Source
  group?: string
  /** When the figure was true (standing and CRM figures). */
  asOf?: string
  /** How a written value became this one, when it changed ("annual 36,000 ÷ 12"). */
  conversion?: string
  /** Months a written total covered ("spend over the last 3 months" → 3), when the label says so. */
  covers?: number
  /** Whether the label stated its period (per month, a year, over N months). */
  stated?: boolean
}

export type UnmatchedFact = { label: string; value: number | string; unit?: string; group?: string }

// ---- Matching a label to the catalogue ------------------------------------------------------------

const STOP = new Set([
  'the',
  'a',
  'an',
  'our',
  'we',
  'of',
  'in',
  'per',
  'for',
  'to',
  'on',
  'at',
  'and',
  'is',
  'current',
  'total',
  'expected',
  'estimated',
  'est',
  'approx',
  'avg',
])

/** A text's words, lower case, as the shared tokenizer reads them (numbers as written). */
export function tokens(text: string): string[] {
  return tokenize(text.split('&').join(' and ')).flatMap((t) =>
    t.kind === 'word'
      ? [t.norm]
      : t.kind === 'quantity'
        ? // A number written as a word stays a word here ("four wall margin").
          [...t.text].some((c) => c >= '0' && c <= '9')
          ? [t.unit === 'percent' ? `${t.value}%` : String(t.value)]
          : t.text.toLowerCase().split(' ')
        : t.text === '%'
          ? ['%']
          : [],
  )
}

type Synonym = { def: MetricDef; words: string[]; all: string; period?: Period }
const SYNONYMS: Synonym[] = METRICS.flatMap((def) =>
  [def.name, ...def.names].map((name) => {
    const [text, period] = name.split('@') as [string, Period | undefined]
    const words = tokens(text)
    return { def, words, all: words.join(' '), period }
  }),
)

const SPAN_LEADS = new Set(['last', 'past', 'over', 'previous', 'trailing', 'in', 'for', 'during', 'across'])

/** Months a label's total covers: "over the last 3 months" → 3, "last 4 quarters" → 12; null when it says none. */
export function labelSpan(label: string): number | null {
  const list = tokenize(label)
  for (const [i, t] of list.entries()) {
    if (t.kind !== 'quantity' || !t.unit || t.unit === 'percent' || t.unit === 'multiple') continue
    const before = list.slice(Math.max(0, i - 3), i).filter((w): w is Word => w.kind === 'word')
    if (!before.some((w) => SPAN_LEADS.has(w.norm))) continue
    const months = durationMonths(t)
    if (months && months >= 0.2) return months
  }
  return null
}

/** The period a label's words state ("per month", "annual"), when it states month or year. */
function statedPeriod(label: string): 'month' | 'year' | null {
  const hit = PERIOD_WORDS.scan(tokenize(label)).find((m) => m.entry.period === 'month' || m.entry.period === 'year')
  return hit ? (hit.entry.period as 'month' | 'year') : null
}

/** The catalogue metric a label names, and the period the label states — or null. */
export function matchLabel(
  label: string,
  accept: (def: MetricDef) => boolean = () => true,
): { def: MetricDef; period: Period | null } | null {
  const words = tokens(label)
  const set = new Set(words)
  const content = words.filter((w) => !STOP.has(w))
  let best: { syn: Synonym; score: number } | null = null
  for (const syn of SYNONYMS) {
    if (!accept(syn.def)) continue
    if (!syn.words.every((w) => set.has(w))) continue
    // More matched words wins; an exact label wins outright; extra words in the label cost a little.
    const exact = syn.all === words.join(' ') || syn.all === content.join(' ')
    const score =
      syn.words.length * 10 + (exact ? 100 : 0) - (content.length - syn.words.filter((w) => !STOP.has(w)).length)
    if (!best || score > best.score) best = { syn, score }
  }
  if (!best) return null
  const stated = statedPeriod(label)
  const period = best.syn.period ?? (stated === 'year' && best.syn.def.dimension === 'months' ? null : stated)
  return { def: best.syn.def, period }
}

// ---- Units -----------------------------------------------------------------------------------------

const DAYS_PER_MONTH = 30.44

/** Reads "$420", "62%", "7 months", "1.2k", "3x" as a number; null if it is not one. */
export function parseNumber(text: string): { value: number; unit?: string } | null {
  const read = readAmount(text)
  if (!read.ok) return null
  const { value, currency, unit } = read.amount
  if (currency) return { value, unit: currency }
  if (unit === 'percent') return { value, unit: '%' }
  if (unit === 'multiple') return { value, unit: 'x' }
  if (unit === 'month' || unit === 'week' || unit === 'day' || unit === 'hour') return { value, unit: `${unit}s` }
  if (unit === 'year') return { value, unit: 'years' }
  if (unit === 'quarter') return { value: value * 3, unit: 'months' }
  return { value }
}

const fmt = (n: number, digits = 2) =>
  Number(n.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits })

/**
 * The written value in the metric's dimension, or null when the unit cannot be one (a "%" for a
 * cash figure). Periods are converted afterwards.
 */
function inDimension(dim: Dimension, value: number, unit: string | undefined, labelWords: string): number | null {
  const years = labelWords.split(' ').some((w) => w === 'year' || w === 'years' || w === 'yr' || w === 'yrs')
  switch (dim) {
    case 'money':
      return unit === undefined || isCurrencyUnit(unit) ? value : null
    case 'percent':
      if (unit === '%') return value / 100
      if (unit === 'x') return value
      if (unit === undefined) return Math.abs(value) > 1.5 ? value / 100 : value
      return null
    case 'ratio':
      if (unit === 'x' || unit === undefined || unit === 'count') return value
      if (unit === '%') return value / 100
      return null
    case 'months':
      if (unit === 'months') return value
      if (unit === 'weeks') return (value * 12) / 52
      if (unit === 'days') return value / DAYS_PER_MONTH
      if (unit === 'years') return value * 12
      if (unit === undefined || unit === 'count') return years ? value * 12 : value
      return null
    case 'days':
      if (unit === 'days' || unit === undefined || unit === 'count') return value
      if (unit === 'weeks') return value * 7
      if (unit === 'months') return value * DAYS_PER_MONTH
      return null
    case 'hours':
      if (unit === 'hours' || unit === undefined || unit === 'count') return value
      if (unit === 'days') return value * 24
      return null
    case 'count':
    case 'score':
      return unit === undefined || unit === 'count' || unit === 'score' ? value : null
    case 'text':
      return null
  }
}

/** A money flow or a rate per `from` period, expressed per `to` period. */
function convertPeriod(def: MetricDef, value: number, from: Period | null): { value: number; conversion?: string } {
  const to = def.period
  if (!from || from === to || to === 'once' || from === 'once') return { value }
  if (def.dimension === 'percent') {
    // A rate per year compounds to a rate per month: 1 − (1 − a)^(1/12), and back.
    if (from === 'year' && to === 'month')
      return {
        value: 1 - (1 - value) ** (1 / 12),
        conversion: `annual ${fmt(value * 100)}% as monthly: 1 − (1 − ${fmt(value, 4)})^(1/12)`,
      }
    return {
      value: 1 - (1 - value) ** 12,
      conversion: `monthly ${fmt(value * 100)}% as annual: 1 − (1 − ${fmt(value, 4)})^12`,
    }
  }
  if (from === 'year' && to === 'month') return { value: value / 12, conversion: `annual ${fmt(value)} ÷ 12` }
  return { value: value * 12, conversion: `monthly ${fmt(value)} × 12` }
}

export type Normalised = { figure: Figure } | { unmatched: UnmatchedFact }

/** One fact as a figure of the catalogue, or kept as written when nothing matches. */
export function normaliseFact(fact: Fact, source: Source, asOf?: string): Normalised {
  const labelWords = tokens(fact.label).join(' ')
  const written =
    typeof fact.value === 'number'
      ? { value: fact.value, unit: fact.unit }
      : fact.unit === 'text'
        ? null
        : parseNumber(fact.value)
  const numeric = written
    ? { value: written.value, unit: fact.unit && fact.unit !== 'text' ? fact.unit : written.unit }
    : null
  const base = { label: fact.label, source, ...(fact.group ? { group: fact.group } : {}), ...(asOf ? { asOf } : {}) }
  // Try the best label match first; if its unit cannot fit, the next best that can.
  const tried = new Set<string>()
  for (let i = 0; i < 4; i++) {
    const match = matchLabel(fact.label, (d) => !tried.has(d.id))
    if (!match) break
    tried.add(match.def.id)
    const { def } = match
    if (def.dimension === 'text') {
      // A number under a status's name ("SOC 2 audit cost: 60000") is not the status.
      if (typeof fact.value === 'number' && fact.unit !== 'text') continue
      return { figure: { ...base, metric: def.id, value: String(fact.value) } }
    }
    if (!numeric) continue
    const unit = numeric.unit === 'years' ? (def.dimension === 'months' ? 'years' : undefined) : numeric.unit
    const inDim = inDimension(def.dimension, numeric.value, unit, labelWords)
    if (inDim === null) continue
    const span =
      def.dimension === 'money' || def.dimension === 'count' || def.dimension === 'hours' ? labelSpan(fact.label) : null
    if (span !== null && def.period !== 'once' && span !== (def.period === 'year' ? 12 : 1)) {
      const perMonth = inDim / span
      const value = def.period === 'year' ? perMonth * 12 : perMonth
      return {
        figure: {
          ...base,
          metric: def.id,
          value,
          covers: span,
          stated: true,
          conversion: `${fmt(inDim)} over ${fmt(span, 1)} months${def.period === 'year' ? ' × 12' : ''} ÷ ${fmt(span, 1)}`,
        },
      }
    }
    const converted = convertPeriod(def, inDim, match.period)
    return {
      figure: {
        ...base,
        metric: def.id,
        value: converted.value,
        stated: match.period !== null || span !== null,
        ...(span !== null ? { covers: span } : {}),
        ...(converted.conversion ? { conversion: converted.conversion } : {}),
      },
    }
  }
  return {
    unmatched: {
      label: fact.label,
      value: fact.value,
      ...(fact.unit ? { unit: fact.unit } : {}),
      ...(fact.group ? { group: fact.group } : {}),
    },
  }
}

// ---- The book ------------------------------------------------------------------------------------

export type FigureBook = {
  currency: string
  /** The pack's group the question is about ("double the paid social budget" → "Paid social"), if one. */
  focus?: string
  figures: Figure[]
  unmatched: UnmatchedFact[]
  /** The pack's groups, in the order written. */
  groups: string[]
  /** The figure for a metric: the pack's, else the question's, else the company's; in a group when asked. */
  get(metric: string, group?: string): Figure | undefined
  num(metric: string, group?: string): number | undefined
  text(metric: string, group?: string): string | undefined
}

const PRECEDENCE: Source[] = ['pack', 'question', 'standing', 'crm']

/** The CRM figures the analyses can use, from the company's own records (shared/metrics). */
export function crmFigures(m: Metrics): Figure[] {
  const asOf = m.asOf.slice(0, 10)
  const out: Figure[] = []
  const add = (metric: string, value: number | null | undefined, label: string) => {
    if (value !== null && value !== undefined && Number.isFinite(value))
      out.push({ metric, value, label, source: 'crm', asOf })
  }
  if (m.leads.open > 0) {
    add('pipeline', m.leads.openValue, `Open pipeline (${countOf(m.leads.open, 'open lead')})`)
    add('weighted_pipeline', m.leads.weightedPipeline, 'Weighted pipeline')
  }
  const closed = m.leads.won + m.leads.lost
  if (closed >= 5) add('win_rate', m.leads.winRate, `Win rate (${countOf(closed, 'closed lead')})`)
  if (m.leads.won >= 3)
    add('average_deal', m.leads.averageWonValue, `Average won deal (${countOf(m.leads.won, 'won lead')})`)
  if (m.leads.total > 0) add('leads', m.velocity.last30Days, 'New leads, last 30 days')
  // measured by the imported daily campaign metrics (shared/campaign-performance.ts), in all and per channel
  const paid = m.paid
  if (paid) {
    const span = `${paid.from} to ${paid.to}`
    if (paid.spendLast30Days > 0) add('marketing_spend', paid.spendLast30Days, 'Campaign spend, last 30 days')
    add('cac', paid.all.costPerCustomer, `Campaign spend ÷ customers won, ${span}`)
    add('roas', paid.all.returnOnSpend, `Won value from campaigns ÷ their spend, ${span}`)
    for (const ch of paid.channels) {
      const group = CAMPAIGN_CHANNEL_LABELS[ch.channel]
      const push = (metric: string, value: number | null, label: string) => {
        if (value !== null && Number.isFinite(value))
          out.push({ metric, value, label: `${label} (${group})`, source: 'crm', asOf, group })
      }
      push('cac', ch.costPerCustomer, `Spend ÷ customers won, ${span}`)
      push('roas', ch.returnOnSpend, `Won value ÷ spend, ${span}`)
    }
  }
  const ran = m.campaigns.list.filter((c) => c.started && c.budget > 0)
  const budget = ran.reduce((t, c) => t + c.budget, 0)
  // without measured spend, the planned budget stands in
  if ((paid?.all.returnOnSpend ?? null) === null && ran.length > 0 && budget > 0)
    add(
      'roas',
      ran.reduce((t, c) => t + c.wonValue, 0) / budget,
      `Won value ÷ budget of ${countOf(ran.length, 'campaign')}`,
    )
  return out
}

export function standingFigures(rows: StandingFigure[]): { figures: Figure[]; unmatched: UnmatchedFact[] } {
  const figures: Figure[] = []
  const unmatched: UnmatchedFact[] = []
  for (const row of rows) {
    const def = METRIC_BY_ID.get(row.metric)
    const value = def ? inDimension(def.dimension, row.value, row.unit === 'text' ? undefined : row.unit, '') : null
    if (def && value !== null)
      figures.push({ metric: def.id, value, label: row.label, source: 'standing', asOf: row.as_of })
    else unmatched.push({ label: row.label, value: row.value, unit: row.unit })
  }
  return { figures, unmatched }
}

const sameGroup = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** The groups a text names: the whole group name, or every longer word of it. */
/** A word without its plural ending, so "trade show" names the "Trade shows" row. */
const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)

export function groupsNamed(text: string, groups: string[]): string[] {
  const t = ` ${tokens(text).map(stem).join(' ')} `
  return groups.filter((g) => {
    const words = tokens(g)
      .filter((w) => !STOP.has(w) && w !== 'current' && w !== 'new' && w !== 'proposed')
      .map(stem)
    return (
      words.length > 0 &&
      (t.includes(` ${words.join(' ')} `) ||
        (words.filter((w) => w.length > 3).every((w) => t.includes(` ${w} `)) && words.some((w) => w.length > 3)))
    )
  })
}

/** A table row that is the company itself ("Us", "Our company"). */
const OWN_GROUP = new Set([
  'us',
  'we',
  'our',
  'ours',
  'ourselves',
  'our company',
  'our business',
  'the company',
  'company',
])
const LOAN_WORDS = new Set(['loan', 'loans', 'borrow', 'borrowing', 'borrowed', 'debt', 'mortgage'])
const COST_WORDS = new Set(['cost', 'fee', 'subscription', 'paying', 'bill'].map(wordStem))
/** Phrases that say the proposal ends a cost we pay today ("so we can stop paying the two contractors"). */
const STOP_PAYING = new Vocabulary([
  {
    id: 'stop-paying',
    phrases: ['stop paying', 'no longer pay', 'no longer paying', 'instead of paying', 'get rid of', 'stop paying for'],
  },
])
const CLAUSE_END = new Set(['who', 'which', 'that', 'so', 'and', 'by', 'to'])

/** The stems of what the question says we would stop paying for. */
function stoppedPaying(question: string): string[] {
  const list = tokenize(question)
  const hit = STOP_PAYING.scan(list)[0]
  if (!hit) return []
  const out: string[] = []
  for (let i = hit.to; i < list.length; i++) {
    const t = list[i]
    if (t.kind === 'symbol' && ['?', '.', ',', ';'].includes(t.text)) break
    if (t.kind !== 'word') continue
    if (CLAUSE_END.has(t.norm)) break
    if (t.norm.length > 3 && !STOP.has(t.norm)) out.push(t.stem)
  }
  return out
}

export function buildBook(input: {
  pack: Fact[]
  question: Figure[]
  standing: StandingFigure[]
  crm: Metrics | null
  questionText?: string
  kind?: string
}): FigureBook {
  const figures: Figure[] = []
  const unmatched: UnmatchedFact[] = []
  for (const written of input.pack) {
    // A table row for the company itself ("Us", "Our company") is the company's own figure.
    const fact =
      written.group && OWN_GROUP.has(tokens(written.group).join(' ')) ? { ...written, group: undefined } : written
    const n = normaliseFact(fact, 'pack')
    if ('figure' in n) figures.push(n.figure)
    else unmatched.push(n.unmatched)
  }
  // A total over N months in a table row makes its row's unstated monthly counts totals over the same N months.
  for (const g of new Set(figures.map((f) => f.group).filter(Boolean))) {
    const spans = new Set(figures.filter((f) => f.group === g && f.covers !== undefined).map((f) => f.covers))
    if (spans.size !== 1) continue
    const span = [...spans][0]!
    for (const f of figures) {
      const def = METRIC_BY_ID.get(f.metric)
      if (
        f.group !== g ||
        f.stated ||
        !def ||
        def.period !== 'month' ||
        typeof f.value !== 'number' ||
        (def.dimension !== 'count' && def.dimension !== 'money')
      )
        continue
      f.conversion = `${fmt(f.value)} over the same ${fmt(span, 1)} months ÷ ${fmt(span, 1)}`
      f.value = f.value / span
      f.covers = span
    }
  }
  // In a table of channels or campaigns, a row's revenue is what that row brought in, not the company's.
  if (input.kind && ['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop'].includes(input.kind))
    for (const f of figures) if (f.group && f.metric === 'revenue') f.metric = 'channel_revenue'
  // "Term" on its own is the commitment's term; it is a loan's only when money is borrowed.
  if (input.kind && input.kind !== 'financing')
    for (const f of figures)
      if (f.metric === 'loan_term' && !tokens(f.label).some((w) => LOAN_WORDS.has(w))) f.metric = 'lease_term'
  // What the question says we would stop paying ("so we can stop paying the two contractors") is what the
  // proposal replaces, a cost we bear today, not one it adds.
  const replaced = input.questionText ? stoppedPaying(input.questionText) : []
  for (const f of replaced.length ? figures : []) {
    const def = METRIC_BY_ID.get(f.metric)
    const words = tokenize(f.label).filter((t): t is Word => t.kind === 'word')
    if (
      f.source !== 'pack' ||
      f.group ||
      typeof f.value !== 'number' ||
      def?.dimension !== 'money' ||
      !words.some((w) => COST_WORDS.has(w.stem)) ||
      !words.some((w) => replaced.includes(w.stem))
    )
      continue
    const monthly = def.period === 'month' || (def.period === 'once' && statedPeriod(f.label) === 'month')
    f.metric = 'current_vendor_cost'
    if (monthly) {
      f.conversion = `monthly ${fmt(f.value)} × 12`
      f.value = f.value * 12
    }
  }
  figures.push(...input.question)
  const standing = standingFigures(input.standing)
  figures.push(...standing.figures)
  unmatched.push(...standing.unmatched)
  if (input.crm) figures.push(...crmFigures(input.crm))

  const currency =
    input.pack.find((f) => isCurrencyUnit(f.unit))?.unit ??
    input.standing.find((f) => isCurrencyUnit(f.unit))?.unit ??
    input.crm?.currency ??
    'USD'
  const groups = [
    ...new Set(
      figures
        .filter((f) => f.source === 'pack')
        .map((f) => f.group)
        .filter((g): g is string => !!g),
    ),
  ]

  const get = (metric: string, group?: string) => {
    for (const source of PRECEDENCE) {
      const found = figures.find(
        (f) => f.metric === metric && f.source === source && (group ? sameGroup(f.group, group) : !f.group),
      )
      if (found) return found
    }
    return undefined
  }
  const named = input.questionText ? groupsNamed(input.questionText, groups) : []
  return {
    currency,
    ...(named.length === 1 ? { focus: named[0] } : {}),
    figures,
    unmatched,
    groups,
    get,
    num: (metric, group) => {
      const v = get(metric, group)?.value
      return typeof v === 'number' ? v : undefined
    },
    text: (metric, group) => {
      const v = get(metric, group)?.value
      return v === undefined ? undefined : String(v)
    },
  }
}

// ---- Showing a figure ------------------------------------------------------------------------------

export function formatValue(
  dimension: Dimension,
  value: number | string,
  currency: string,
  period: Period = 'once',
): string {
  if (typeof value === 'string') return value
  const per = period === 'month' ? ' a month' : period === 'year' ? ' a year' : ''
  switch (dimension) {
    case 'money':
      return `${formatMoney(value, currency)}${per}`
    case 'percent':
      return `${fmt(value * 100, Math.abs(value) < 0.1 || Math.abs(value) > 0.99 ? 3 : 1)}%`
    case 'ratio':
      return `${fmt(value, 2)}×`
    case 'months':
      return countOf(Number(value.toFixed(1)), 'month')
    case 'days':
      return countOf(Math.round(value), 'day')
    case 'hours':
      return `${fmt(value, 1)} hours${per}`
    case 'count':
    case 'score':
      return fmt(value, 2)
    case 'text':
      return String(value)
  }
}

export function showFigure(f: Figure, currency: string): string {
  const def = METRIC_BY_ID.get(f.metric)
  return def ? formatValue(def.dimension, f.value, currency, def.period) : String(f.value)
}
