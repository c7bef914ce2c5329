// Answers to what ./ask.ts read. A question about the records is a semantic query run by the one
// semantic layer (shared/semantic), so the chat says the same figure as the dashboard, analytics
// and the forecast; the answer carries the reading as chips the member can change, the figure for
// machines (the result), the definition behind it and a link to the rows. A figure the company
// keeps (MRR, churn, CAC payback) comes from its standing figures or the analyses, with its working.
// No stance is ever given: a decision is handed to the boardroom with the figures found. Pure.
import { resolvePeriod, shiftPeriod, type PeriodSpec } from '../language/calendar'
import type { CompanyFacts, Metrics } from '../metrics'
import { computeMetrics } from '../metrics-compute'
import type { Fact, StandingFigure } from '../schemas/board-pack'
import type { ChatAnswer, ShownFigure, ShownReading } from '../schemas/chat'
import { LEAD_SOURCE_LABELS } from '../schemas/lead'
import { type Computation, runQuery, Semantic } from '../semantic/compute'
import type { SemanticData } from '../semantic/data'
import { chipsOf, optionsOf, readingLabel, rowsLink, sentenceOf } from '../semantic/describe'
import { formatFigure, roundFor } from '../semantic/format'
import { measureDef } from '../semantic/measures'
import { type Query, QuerySchema, type SemanticQuery } from '../semantic/model'
import { METRIC_ANALYSIS, runAnalysis } from './analyses'
import { readQuestion } from '../semantic/read'
import { readMessage, strategyHref, type AskRecords, type Reading } from './ask'
import { METRIC_BY_ID } from './catalogue'
import { buildBook, formatValue } from './figures'

/** The company's records an answer is computed from, read as the member (RLS), and its standing figures. */
export type AskData = SemanticData & { company: CompanyFacts; standing: StandingFigure[] }
export type AskLeadRecord = AskData['leads'][number]

export const OUT_OF_SCOPE = "I can't answer that from your company's figures."

export const askRecords = (d: AskData): AskRecords => d

/** The dashboard's figures for the same records (the company figures' analyses read them). */
export const metricsOf = (d: AskData): Metrics =>
  computeMetrics({
    company: d.company,
    leads: d.leads,
    campaigns: d.campaigns,
    asOf: d.now,
    campaignDays: d.campaignDays,
  })

const CRM = 'CRM records'

// ---- Figures the company keeps ------------------------------------------------------------------------

/** A metric from the standing figures or the analyses (company-wide), with how it was got. */
function companyFigure(metric: string, d: AskData): { figure: ShownFigure } | { missing: string } {
  const def = METRIC_BY_ID.get(metric)
  const name = def?.name ?? metric
  const book = buildBook({ pack: [], question: [], standing: d.standing, crm: metricsOf(d) })
  const given = book.get(metric)
  if (given && typeof given.value === 'number' && def)
    return {
      figure: {
        label: def.name,
        value: formatValue(def.dimension, given.value, book.currency, def.period),
        formula: `As recorded: ${given.label}`,
        inputs: [`${given.label}${given.asOf ? `, as of ${given.asOf}` : ''}`],
        source: given.source === 'crm' ? CRM : 'Company figures',
      },
    }
  const analysisId = METRIC_ANALYSIS[metric]
  if (analysisId) {
    const run = runAnalysis(analysisId, book)
    if (run?.status === 'done' && run.display)
      return {
        figure: {
          label: run.name,
          value: run.display,
          formula: run.formula,
          inputs: [...run.working, ...run.inputs.map((i) => `${i.label}: ${i.value} (${i.source})`)].slice(0, 12),
          source: 'Analysis of company figures',
        },
      }
    if (run?.status === 'missing')
      return {
        missing: `${name} needs ${run.needs.join(' and ')}, which your company figures do not have yet. Add them under Company figures and ask again.`,
      }
  }
  return {
    missing: `Your company figures have no ${name.toLowerCase()} yet. Add it under Company figures and ask again.`,
  }
}

// ---- Suggestions ----------------------------------------------------------------------------------------

/** Three questions the company's own records can answer, naming its real campaigns and sources. */
export function suggestionsFor(d: AskData): string[] {
  const s = new Semantic(d)
  const out: string[] = []
  const top = runQuery({ measure: 'won_value', operation: 'rank', by: 'campaign', limit: 1 }, s).result.top[0]
  if (top) out.push(`How did ${top} do?`)
  out.push('How much did we win last month?')
  const source = runQuery({ measure: 'leads', operation: 'rank', by: 'source', limit: 1 }, s).result.top[0]
  if (source) out.push(`How many leads came from ${source.toLowerCase()} this year?`)
  for (const fallback of ['What is our win rate this year?', "What's in the pipeline?"])
    if (out.length < 3) out.push(fallback)
  return out.slice(0, 3)
}

// ---- Answers ---------------------------------------------------------------------------------------------

const blank = (intent: Reading['intent'], reply: string[]): ChatAnswer => ({
  intent,
  reply,
  figures: [],
  items: [],
  suggestions: [],
})
const cut = (t: string, max: number) => (t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t)

/** The answer within the schema's lengths (a campaign's name may be up to 200 characters). */
function fit(a: ChatAnswer): ChatAnswer {
  return {
    ...a,
    reply: a.reply.slice(0, 6).map((t) => cut(t, 600)),
    figures: a.figures.slice(0, 30).map((f) => ({
      label: cut(f.label, 160),
      value: cut(f.value, 80),
      formula: cut(f.formula, 300),
      inputs: f.inputs.slice(0, 12).map((i) => cut(i, 300)),
      source: cut(f.source, 200),
    })),
    items: a.items.slice(0, 50).map((i) => ({ label: cut(i.label, 200), detail: cut(i.detail, 300) })),
    suggestions: a.suggestions.slice(0, 3).map((t) => cut(t, 200)),
  }
}

const unitOf = (unit: string, currency: string) =>
  unit === 'money'
    ? currency
    : unit === 'percent'
      ? '%'
      : unit === 'ratio'
        ? 'x'
        : unit === 'minutes'
          ? 'minutes'
          : 'count'

/** A reading said back: its chips, their options, and the other readings offered. */
export function shownReading(
  r: Pick<Reading, 'query' | 'sure' | 'alternatives' | 'trace'> & { query: Query },
  d: AskData,
): ShownReading {
  const chips = chipsOf(r.query, d, d.now)
  return {
    query: r.query,
    label: cut(readingLabel(chips), 600),
    chips: chips.map((c) => ({ ...c, label: cut(c.label, c.part === 'filter' ? 400 : 120) })) as ShownReading['chips'],
    sure: r.sure ?? true,
    alternatives: (r.alternatives ?? [])
      .slice(0, 2)
      .map((q) => ({ query: q, label: cut(readingLabel(chipsOf(q, d, d.now)), 600) })),
    options: optionsOf(r.query, d, d.now),
    trace: (r.trace ?? []).slice(0, 60).map((t) => ({ entry: cut(t.entry, 200), phrase: cut(t.phrase, 300) })),
  }
}

/** The answer to a semantic query: the figure(s) in words, how they were got, the records, the reading. */
function queryAnswer(r: Reading & { query: Query }, d: AskData, s: Semantic): ChatAnswer {
  const c: Computation = runQuery(r.query, s)
  const def = measureDef(c.result.measure)
  const reading = shownReading(r, d)
  const currency = c.result.currency
  const show = (v: number | null, unit = def.unit) =>
    formatFigure(unit, v === null ? null : roundFor(unit, v), currency)
  const where = reading.chips
    .slice(1)
    .map((x) => x.label)
    .join(', ')
  const headline: ShownFigure = {
    label: `${def.name}, ${where}`,
    value: show(c.result.operation === 'rank' ? c.result.value : c.result.value),
    formula: def.definition,
    inputs: c.inputs.length ? c.inputs : ['no records'],
    source: `${CRM}${def.dated ? `, dated by ${def.dated}` : ''}`,
  }
  const rows: ShownFigure[] = c.result.rows
    .filter(() => c.result.operation !== 'list')
    .slice(0, 20)
    .map((x) => ({
      label: `${x.label}`,
      value: show(x.value, x.unit ?? def.unit),
      formula: x.unit ? (measureDef(x.key as never)?.definition ?? def.definition) : def.definition,
      inputs: [c.result.period?.label ?? 'all time'],
      source: CRM,
    }))
  const reply = sentenceOf(c, reading.chips)
  if (!reading.sure && reading.alternatives.length > 0)
    reply.push('Not what you meant? Pick another reading above the answer.')
  for (const note of r.notes ?? []) reply.push(note)
  return {
    intent: r.intent,
    reply: reply.slice(0, 6),
    figures: c.result.operation === 'value' && c.result.rows.length > 0 ? rows : [headline, ...rows],
    items: c.items.map((i) => ({ label: i.label, detail: i.detail })),
    suggestions: [],
    link: rowsLink(c.query, d),
    reading,
    result: c.result,
    definition: { measure: def.id, name: def.name, text: def.definition, dated: def.dated },
  }
}

/** "Why?": the figure in its period against the period before, and which sources moved most. */
function whyAnswer(r: Reading & { query: Query }, d: AskData, s: Semantic): ChatAnswer {
  const period: PeriodSpec = r.query.period ?? { type: 'rolling', unit: 'day', count: 30 }
  const before = shiftPeriod(period, -1, d.now) ?? { type: 'rolling', unit: 'day', count: 30 }
  const q = QuerySchema.parse({
    ...r.query,
    operation: 'compare',
    period,
    comparePeriod: before,
    by: undefined,
    also: undefined,
  })
  const c = runQuery(q, s)
  const def = measureDef(q.measure)
  const [now, then] = c.result.rows
  const bySource = (spec: PeriodSpec) =>
    runQuery(
      {
        measure: 'leads',
        filters: q.filters.filter((f) => f.attribute !== 'source'),
        period: spec,
        operation: 'breakdown',
        by: 'source',
      },
      s,
    ).result.rows
  const a = bySource(period)
  const b = bySource(before)
  const moves = [...new Set([...a, ...b].map((x) => x.key))]
    .map((key) => ({
      key,
      now: a.find((x) => x.key === key)?.value ?? 0,
      before: b.find((x) => x.key === key)?.value ?? 0,
    }))
    .sort((x, y) => Math.abs(y.now - y.before) - Math.abs(x.now - x.before))
  const biggest = moves[0]
  const label = (key: string) => LEAD_SOURCE_LABELS[key as keyof typeof LEAD_SOURCE_LABELS] ?? key
  const show = (v: number | null) => formatFigure(def.unit, v, c.result.currency)
  const reading = shownReading({ ...r, query: q }, d)
  return {
    ...blank('why', [
      `${def.name} was ${show(now?.value ?? null)} in ${now?.label ?? 'the period'}, against ${show(then?.value ?? null)} in ${then?.label ?? 'the period before'}.`,
      biggest && biggest.now !== biggest.before
        ? `The biggest change in new leads came from ${label(biggest.key).toLowerCase()}: ${biggest.before} then ${biggest.now}.`
        : 'No source of leads changed by more than the others: the records show no single cause.',
    ]),
    figures: [
      ...c.result.rows.map((x) => ({
        label: `${def.name}, ${x.label}`,
        value: show(x.value),
        formula: def.definition,
        inputs: [x.label],
        source: CRM,
      })),
      ...moves.slice(0, 4).map((x) => ({
        label: `${label(x.key)} leads`,
        value: `${x.before} → ${x.now}`,
        formula: `Leads created from this source, ${then?.label} → ${now?.label}`,
        inputs: [`${x.before} then ${x.now}`],
        source: CRM,
      })),
    ],
    reading,
    result: c.result,
    definition: { measure: def.id, name: def.name, text: def.definition, dated: def.dated },
  }
}

/** The figures a decision goes to the board with: those of what it names (or the company's), as facts. */
function decisionFacts(r: Reading, d: AskData, s: Semantic): { figures: ShownFigure[]; facts: Fact[] } {
  const read = readQuestion(r.text, { now: d.now, data: d, me: d.me })
  const filters = 'query' in read ? read.query.filters.filter((f) => f.attribute !== 'lead') : []
  const campaigns = filters.some((f) => f.attribute === 'campaign' || f.attribute === 'channel')
  const q = QuerySchema.parse({
    measure: 'won_value',
    filters,
    operation: 'value',
    also: campaigns
      ? ['leads', 'won_count', 'campaign_spend', 'return_on_spend', 'cost_per_lead']
      : ['leads', 'won_count', 'win_rate', 'open_pipeline'],
  })
  const c = runQuery(q, s)
  const group = filters.length
    ? readingLabel(chipsOf(q, d, d.now).filter((x) => x.part === 'filter' && 'values' in x && x.values.length > 0))
    : undefined
  const figures = c.result.rows.map((x) => ({
    label: group ? `${group}: ${x.label}` : x.label,
    value: formatFigure(x.unit ?? 'count', x.value, c.result.currency),
    formula: measureDef(x.key as never).definition,
    inputs: ['all time'],
    source: CRM,
  }))
  const facts: Fact[] = c.result.rows
    .filter((x) => x.value !== null)
    .map((x) => ({
      label: x.label.slice(0, 80),
      value: x.value as number,
      unit: unitOf(x.unit ?? 'count', c.result.currency),
      ...(group ? { group: group.slice(0, 60) } : {}),
    }))
  return { figures, facts }
}

export function answerChat(r: Reading, d: AskData): ChatAnswer {
  return fit(computeAnswer(r, d))
}

function computeAnswer(r: Reading, d: AskData): ChatAnswer {
  const s = new Semantic(d)
  switch (r.intent) {
    case 'out-of-scope':
      return { ...blank('out-of-scope', [OUT_OF_SCOPE, ...(r.notes ?? [])]), suggestions: suggestionsFor(d) }
    case 'goal':
      return {
        ...blank('goal', [
          'That is a goal. The strategy generator builds a plan for it from your figures: the gap to close, initiatives sized from your channels, and the month-by-month steps.',
        ]),
        link: { href: strategyHref(r.text), label: 'Plan it in the strategy generator' },
      }
    case 'action':
      return {
        ...blank('action', [
          'That is an instruction for the AI agent: it shows what it would change, you confirm, and you can undo it.',
        ]),
        link: {
          href: `/dashboard/ai-agent?instruction=${encodeURIComponent(r.text)}`,
          label: 'Open it in the AI agent',
        },
      }
    case 'decision': {
      const { figures, facts } = decisionFacts(r, d, s)
      return {
        ...blank('decision', [
          'That is a decision, so it is for the board: your executives debate it from your figures and the CEO decides. The figures below go with it.',
        ]),
        figures,
        boardroom: { question: r.text.slice(0, 1000), facts: facts.slice(0, 60) },
      }
    }
    case 'why':
      if (r.query) return whyAnswer({ ...r, query: r.query }, d, s)
      if (r.metric) {
        const company = companyFigure(r.metric, d)
        return {
          ...blank('why', [
            'figure' in company
              ? `${company.figure.label} is ${company.figure.value}; here is how it is got.`
              : company.missing,
          ]),
          figures: 'figure' in company ? [company.figure] : [],
        }
      }
      return whyAnswer({ ...r, query: QuerySchema.parse({ measure: 'leads' }) }, d, s)
    default: {
      if (r.query) return queryAnswer({ ...r, query: r.query }, d, s)
      if (r.metric) {
        const company = companyFigure(r.metric, d)
        if ('missing' in company) return blank('metric', [company.missing])
        return { ...blank('metric', [`${company.figure.label}: ${company.figure.value}.`]), figures: [company.figure] }
      }
      return { ...blank('out-of-scope', [OUT_OF_SCOPE]), suggestions: suggestionsFor(d) }
    }
  }
}

/** Reads and answers one message of a thread, given the previous message's reading. */
export function ask(text: string, d: AskData, previous: Reading | null): { reading: Reading; answer: ChatAnswer } {
  const reading = readMessage(text, { now: d.now, records: d, me: d.me, previous })
  const answer = answerChat(reading, d)
  // what the answer put first, for "that source" or "who owns it?" next
  const q = reading.query
  const first = answer.result?.rows[0]
  if (q && first && q.operation === 'rank' && q.by) reading.top = { attribute: q.by, key: first.key }
  else if (q && q.operation === 'trend' && answer.result?.top[0]) {
    const best = answer.result.rows.find((r) => r.label === answer.result?.top[0])
    if (best) reading.top = { attribute: 'period', key: best.key }
  } else if (q && first && q.operation === 'list' && measureDef(q.measure).entity === 'lead')
    reading.top = { attribute: 'lead', key: first.key }
  return { reading, answer }
}

/** A reading the member changed (a chip, or a reading offered): answered as it is. */
export function askQuery(query: SemanticQuery, d: AskData): { reading: Reading; answer: ChatAnswer } {
  const q = QuerySchema.parse(query)
  const text = readingLabel(chipsOf(q, d, d.now))
  const reading: Reading = {
    intent:
      q.operation === 'list' ? 'list' : q.operation === 'value' || q.operation === 'trend' ? 'metric' : 'comparison',
    text,
    query: q,
    sure: true,
    followUp: true,
  }
  return { reading, answer: answerChat(reading, d) }
}

/** The leads a list query finds, by name: the one place the agent and the chat filter leads. */
export function findLeads(q: Query, d: AskData | Semantic): AskLeadRecord[] {
  const s = d instanceof Semantic ? d : new Semantic(d)
  const measure = measureDef(q.measure).entity === 'lead' ? q.measure : 'leads'
  return [...s.leadsFor(measure, q.filters, q.valueRange, s.period(q.period))].sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  )
}

export const periodLabel = (spec: PeriodSpec | undefined, d: AskData) =>
  spec ? resolvePeriod(spec, d.now).label : 'all time'
