// Answers to what ./ask.ts read, computed from the company's own records: a metric, a comparison,
// a list, why a figure moved, or where a decision or a goal goes. Every figure comes from one of
// three places and says which — shared/metrics (computeMetrics over the records in scope: the CRM's
// arithmetic), the analyses (./analyses runAnalysis, e.g. CAC payback), or the company's standing
// figures — with its formula and inputs ("how we got this"). No stance is ever given: the chat
// answers questions; a decision is handed to the boardroom with the figures found. Pure.
import {
  computeMetrics,
  formatMoney,
  formatRate,
  type CampaignFacts,
  type CompanyFacts,
  type LeadFacts,
  type Metrics,
} from '../metrics'
import { countOf } from '../plural'
import type { Fact, StandingFigure } from '../schemas/board-pack'
import { CAMPAIGN_CHANNEL_LABELS, CAMPAIGN_CHANNELS } from '../schemas/campaign'
import type { ChatAnswer, ShownFigure } from '../schemas/chat'
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, leadName, type LeadSource } from '../schemas/lead'
import { METRIC_ANALYSIS, runAnalysis } from './analyses'
import { readMessage, strategyHref, type AskMember, type AskRecords, type Reading, type Subject } from './ask'
import { METRIC_BY_ID } from './catalogue'
import { buildBook, formatValue } from './figures'
import { inPeriod, periodBefore, type PeriodRange } from './periods'

/** owner_id: the member who owns the lead (null: unassigned; absent where it was not read). */
export type AskLeadRecord = LeadFacts & {
  id: string
  first_name: string
  last_name: string
  company_name: string
  email: string | null
  owner_id?: string | null
}
export type AskCall = { lead_id: string | null; occurred_at: string }
/**
 * The company's records an answer is computed from, read as the member (RLS); members: the company's
 * directory (who can own a lead), me: the member asking (both absent where they were not read).
 */
export type AskData = {
  today: Date
  company: CompanyFacts
  leads: AskLeadRecord[]
  campaigns: CampaignFacts[]
  calls: AskCall[]
  standing: StandingFigure[]
  members?: AskMember[]
  me?: string
}

export const OUT_OF_SCOPE = "I can't answer that from your company's figures."

export const askRecords = (d: AskData): AskRecords => ({
  campaigns: d.campaigns.map((c) => ({ id: c.id, name: c.name, channel: c.channel })),
  leads: d.leads.map((l) => ({
    id: l.id,
    first_name: l.first_name,
    last_name: l.last_name,
    company_name: l.company_name,
  })),
  members: d.members ?? [],
})

// ---- Scope ---------------------------------------------------------------------------------------

export const subjectLabel = (s: Subject | undefined) =>
  !s
    ? 'All leads'
    : s.kind === 'campaign'
      ? s.name
      : s.kind === 'channel'
        ? CAMPAIGN_CHANNEL_LABELS[s.channel]
        : `${LEAD_SOURCE_LABELS[s.source]} leads`

type Scope = {
  m: Metrics
  leads: AskLeadRecord[]
  campaigns: CampaignFacts[]
  label: string
  where: string
  period?: PeriodRange
}

function scope(d: AskData, subject: Subject | undefined, period: PeriodRange | undefined): Scope {
  let campaigns = d.campaigns
  let leads = d.leads
  let where = 'all leads'
  if (subject?.kind === 'campaign') {
    campaigns = campaigns.filter((c) => c.id === subject.id)
    leads = leads.filter((l) => l.campaign_id === subject.id)
    where = `leads from the campaign ${subject.name}`
  } else if (subject?.kind === 'channel') {
    campaigns = campaigns.filter((c) => c.channel === subject.channel)
    const ids = new Set(campaigns.map((c) => c.id))
    leads = leads.filter((l) => l.campaign_id !== null && ids.has(l.campaign_id))
    where = `leads from ${countOf(campaigns.length, `${CAMPAIGN_CHANNEL_LABELS[subject.channel].toLowerCase()} campaign`)}`
  } else if (subject?.kind === 'source') {
    campaigns = []
    leads = leads.filter((l) => l.source === subject.source)
    where = `leads whose source is ${LEAD_SOURCE_LABELS[subject.source].toLowerCase()}`
  }
  if (period) {
    leads = leads.filter((l) => inPeriod(period, l.created_at))
    where += ` created ${period.unit === 'since' ? period.label : `in ${period.label}`}`
  }
  const m = computeMetrics({ company: d.company, leads, campaigns, asOf: d.today })
  return { m, leads, campaigns, label: subjectLabel(subject), where, period }
}

const CRM = 'CRM records'

/** The figure for a metric in a scope, with how it was got; null when the records cannot give it. */
function crmFigure(metric: string, s: Scope, d: AskData): ShownFigure | null {
  const { m } = s
  const money = (n: number) => formatMoney(n, m.currency)
  const started = s.campaigns.filter((c) => c.status !== 'draft' && c.budget > 0)
  const budget = started.reduce((t, c) => t + (c.currency === m.currency ? c.budget : 0), 0)
  const fig = (label: string, value: string, formula: string, inputs: string[]): ShownFigure => ({
    label,
    value,
    formula,
    inputs,
    source: `${CRM}: ${s.where}`,
  })
  switch (metric) {
    case 'leads':
      return fig('Leads', String(m.leads.total), 'Count of leads', [`${countOf(m.leads.total, 'lead')}`])
    case 'new_customers':
      return fig('Won', String(m.leads.won), 'Count of those leads now marked won', [
        `${m.leads.won} won of ${countOf(m.leads.total, 'lead')}`,
      ])
    case 'revenue':
    case 'channel_revenue':
    case 'deal_value':
      return fig('Won value', money(m.leads.wonValue), 'Sum of the value of the won leads', [
        `${countOf(m.leads.won, 'won lead')}`,
      ])
    case 'win_rate':
      if (m.leads.winRate === null) return null
      return fig('Win rate', formatRate(m.leads.winRate), 'won ÷ (won + lost)', [
        `${m.leads.won} won`,
        `${m.leads.lost} lost`,
      ])
    case 'average_deal':
      if (m.leads.averageWonValue === null) return null
      return fig('Average won deal', money(m.leads.averageWonValue), 'won value ÷ won leads', [
        `${money(m.leads.wonValue)} won`,
        `${countOf(m.leads.won, 'won lead')}`,
      ])
    case 'pipeline':
      return fig(
        'Open pipeline',
        money(m.leads.openValue),
        'Sum of the value of open leads (new, contacted, qualified, proposal)',
        [`${countOf(m.leads.open, 'open lead')}`],
      )
    case 'weighted_pipeline':
      return fig(
        'Weighted pipeline',
        money(m.leads.weightedPipeline),
        'Σ open value at each stage × the chance a lead at that stage is won',
        m.leads.stages.map((st) => `${LEAD_STATUS_LABELS[st.status]}: ${money(st.value)} × ${formatRate(st.weight)}`),
      )
    case 'lead_conversion':
      if (m.leads.total === 0) return null
      return fig('Lead-to-customer conversion', formatRate(m.leads.won / m.leads.total), 'won leads ÷ all leads', [
        `${m.leads.won} won`,
        `${countOf(m.leads.total, 'lead')}`,
      ])
    case 'marketing_spend':
      if (started.length === 0) return null
      return fig(
        'Campaign budget',
        money(budget),
        'Sum of the budgets of the campaigns that have started',
        started.map((c) => `${c.name}: ${money(c.budget)}`).slice(0, 12),
      )
    case 'roas':
      if (budget <= 0) return null
      return fig(
        'Return on budget',
        `${(m.leads.wonValue / budget).toFixed(2)}×`,
        'won value ÷ budget of the campaigns that have started',
        [`${money(m.leads.wonValue)} won`, `${money(budget)} budget`],
      )
    case 'cpl':
      if (budget <= 0 || m.leads.total === 0) return null
      return fig('Cost per lead', money(budget / m.leads.total), 'budget ÷ leads', [
        `${money(budget)} budget`,
        `${countOf(m.leads.total, 'lead')}`,
      ])
    case 'calls': {
      const ids = new Set(s.leads.map((l) => l.id))
      const all = s.label === 'All leads'
      const calls = d.calls.filter(
        (c) => (all || (c.lead_id !== null && ids.has(c.lead_id))) && (!s.period || inPeriod(s.period, c.occurred_at)),
      )
      return {
        label: 'Calls',
        value: String(calls.length),
        formula: 'Count of calls logged',
        inputs: [countOf(calls.length, 'call')],
        source: `${CRM}: calls${s.period ? ` in ${s.period.label}` : ''}`,
      }
    }
    case 'campaigns':
      return fig(
        'Campaigns',
        String(s.campaigns.length),
        'Count of campaigns',
        s.campaigns.map((c) => c.name).slice(0, 12),
      )
  }
  return null
}

const CRM_METRICS = new Set([
  'leads',
  'new_customers',
  'channel_revenue',
  'deal_value',
  'win_rate',
  'average_deal',
  'pipeline',
  'weighted_pipeline',
  'lead_conversion',
  'marketing_spend',
  'roas',
  'cpl',
  'calls',
  'campaigns',
])

/** A metric from the analyses or the standing figures (company-wide), with how it was got. */
function companyFigure(metric: string, d: AskData): { figure: ShownFigure } | { missing: string } {
  const def = METRIC_BY_ID.get(metric)
  const name = def?.name ?? metric
  const m = computeMetrics({ company: d.company, leads: d.leads, campaigns: d.campaigns, asOf: d.today })
  const book = buildBook({ pack: [], question: [], standing: d.standing, crm: m })
  const analysisId = METRIC_ANALYSIS[metric]
  const given = book.get(metric)
  if (given && typeof given.value === 'number' && def) {
    return {
      figure: {
        label: def.name,
        value: formatValue(def.dimension, given.value, book.currency, def.period),
        formula: `As recorded: ${given.label}`,
        inputs: [`${given.label}${given.asOf ? `, as of ${given.asOf}` : ''}`],
        source: given.source === 'crm' ? CRM : 'Company figures',
      },
    }
  }
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

const where = (s: Scope) => `${s.label}${s.period ? `, ${s.period.label}` : ''}`
const PERFORMANCE = ['leads', 'new_customers', 'channel_revenue', 'win_rate', 'marketing_spend', 'roas']

function figuresFor(metric: string | undefined, s: Scope, d: AskData): ShownFigure[] {
  const list = metric ? [metric === 'revenue' || metric === 'mrr' ? 'channel_revenue' : metric] : PERFORMANCE
  return list.map((id) => crmFigure(id, s, d)).filter((f): f is ShownFigure => f !== null)
}

// ---- Lists ---------------------------------------------------------------------------------------

/** The leads a list reading asks for, by name: the one place the agent and the chat filter leads. */
export function findLeads(r: Reading, d: AskData): AskLeadRecord[] {
  const called = new Set(d.calls.map((c) => c.lead_id).filter((id): id is string => id !== null))
  let leads = d.leads
  for (const s of r.subjects) {
    if (s.kind === 'campaign') leads = leads.filter((l) => l.campaign_id === s.id)
    if (s.kind === 'source') leads = leads.filter((l) => l.source === s.source)
    if (s.kind === 'channel') {
      const ids = new Set(d.campaigns.filter((c) => c.channel === s.channel).map((c) => c.id))
      leads = leads.filter((l) => l.campaign_id !== null && ids.has(l.campaign_id))
    }
  }
  if (r.statuses) leads = leads.filter((l) => r.statuses!.includes(l.status))
  if (r.calls === 'none') leads = leads.filter((l) => !called.has(l.id))
  if (r.calls === 'some') leads = leads.filter((l) => called.has(l.id))
  if (r.minValue !== undefined) leads = leads.filter((l) => l.value >= r.minValue!)
  if (r.maxValue !== undefined) leads = leads.filter((l) => l.value <= r.maxValue!)
  if (r.period) leads = leads.filter((l) => inPeriod(r.period!, l.created_at))
  return [...leads].sort((a, b) => leadName(a).localeCompare(leadName(b)))
}

/** What a list reading filtered on, in words ("from Spring webinar, nobody called"). */
export function describeFilters(r: Reading): string {
  const parts = r.subjects.map((s) =>
    s.kind === 'campaign'
      ? `from ${s.name}`
      : s.kind === 'channel'
        ? `from ${CAMPAIGN_CHANNEL_LABELS[s.channel].toLowerCase()} campaigns`
        : `from ${LEAD_SOURCE_LABELS[s.source].toLowerCase()}`,
  )
  if (r.statuses)
    parts.push(
      r.statuses.length === 4 ? 'open' : r.statuses.map((s) => LEAD_STATUS_LABELS[s].toLowerCase()).join(' or '),
    )
  if (r.calls === 'none') parts.push('nobody called')
  if (r.calls === 'some') parts.push('called at least once')
  if (r.minValue !== undefined) parts.push(`worth at least ${formatMoney(r.minValue, 'USD').replace(/^US/, '')}`)
  if (r.maxValue !== undefined) parts.push(`worth at most ${formatMoney(r.maxValue, 'USD').replace(/^US/, '')}`)
  if (r.period) parts.push(`created ${r.period.unit === 'since' ? r.period.label : `in ${r.period.label}`}`)
  return parts.join(', ')
}

export const leadItem = (l: AskLeadRecord, calls: AskCall[]) => {
  const n = calls.filter((c) => c.lead_id === l.id).length
  return {
    label: l.company_name ? `${leadName(l)} (${l.company_name})` : leadName(l),
    detail: `${LEAD_STATUS_LABELS[l.status]} · ${formatMoney(l.value, l.currency)} · ${n === 0 ? 'no calls' : countOf(n, 'call')}`,
  }
}

// ---- Suggestions ---------------------------------------------------------------------------------

/** Three questions the company's own records can answer, naming its real campaigns and channels. */
export function suggestionsFor(d: AskData): string[] {
  const m = computeMetrics({ company: d.company, leads: d.leads, campaigns: d.campaigns, asOf: d.today })
  const out: string[] = []
  const top = [...m.campaigns.list]
    .filter((c) => c.leads > 0)
    .sort((a, b) => b.wonValue - a.wonValue || b.leads - a.leads)[0]
  if (top) out.push(`How did ${top.name} do?`)
  const channels = [...m.channels].filter((c) => c.leads > 0).sort((a, b) => b.leads - a.leads)
  if (channels.length >= 2) out.push(`Compare ${channels[0].channel} with ${channels[1].channel} this year`)
  const called = new Set(d.calls.map((c) => c.lead_id))
  const uncalled = [...m.campaigns.list]
    .map((c) => ({
      c,
      n: d.leads.filter(
        (l) =>
          l.campaign_id === c.id &&
          !called.has(l.id) &&
          ['new', 'contacted', 'qualified', 'proposal'].includes(l.status),
      ).length,
    }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)[0]
  if (uncalled) out.push(`Which leads from ${uncalled.c.name} has nobody called?`)
  for (const fallback of [
    'What is our win rate this year?',
    'How many leads did we get last month?',
    "What's in the pipeline?",
  ])
    if (out.length < 3) out.push(fallback)
  return out.slice(0, 3)
}

// ---- Answers -------------------------------------------------------------------------------------

const blank = (intent: Reading['intent'], reply: string[]): ChatAnswer => ({
  intent,
  reply,
  figures: [],
  items: [],
  suggestions: [],
})
const sentence = (s: Scope, figures: ShownFigure[]) =>
  `${where(s)}: ${figures.map((f) => `${f.label.toLowerCase()} ${f.value}`).join(', ')}.`

function unitOf(f: ShownFigure, currency: string): { value: number; unit: string } | null {
  const v = f.value.replace(/[^0-9.\-%×]/g, '')
  const n = Number(v.replace(/[%×]/g, ''))
  if (!Number.isFinite(n) || v === '') return null
  if (f.value.includes('%')) return { value: n, unit: '%' }
  if (f.value.includes('×')) return { value: n, unit: 'x' }
  if (/[$€£]|[A-Z]{3}/.test(f.value)) return { value: n, unit: currency }
  return { value: n, unit: 'count' }
}

/** The figures found, as board-pack facts (group = what they are about). */
function factsOf(groups: { group?: string; figures: ShownFigure[] }[], currency: string): Fact[] {
  const facts: Fact[] = []
  for (const g of groups)
    for (const f of g.figures) {
      const u = unitOf(f, currency)
      if (u)
        facts.push({
          label: f.label.slice(0, 80),
          value: u.value,
          unit: u.unit,
          ...(g.group ? { group: g.group.slice(0, 60) } : {}),
        })
    }
  return facts.slice(0, 60)
}

function across(r: Reading, d: AskData): Subject[] {
  if (r.across === 'channel')
    return CAMPAIGN_CHANNELS.filter((c) => d.campaigns.some((x) => x.channel === c)).map(
      (channel) => ({ kind: 'channel', channel }) as Subject,
    )
  if (r.across === 'source')
    return [...new Set(d.leads.map((l) => l.source))].map(
      (source) => ({ kind: 'source', source: source as LeadSource }) as Subject,
    )
  return d.campaigns.map((c) => ({ kind: 'campaign', id: c.id, name: c.name }) as Subject)
}

const numberOf = (f: ShownFigure | undefined) => (f ? Number(f.value.replace(/[^0-9.-]/g, '')) : -Infinity)

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

export function answerChat(r: Reading, d: AskData): ChatAnswer {
  return fit(computeAnswer(r, d))
}

function computeAnswer(r: Reading, d: AskData): ChatAnswer {
  const currency = computeMetrics({
    company: d.company,
    leads: d.leads,
    campaigns: d.campaigns,
    asOf: d.today,
  }).currency
  switch (r.intent) {
    case 'out-of-scope':
      return { ...blank('out-of-scope', [OUT_OF_SCOPE]), suggestions: suggestionsFor(d) }

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

    case 'list': {
      if (r.entity && r.entity !== 'leads')
        return {
          ...blank('list', [`The AI agent lists ${r.entity}: open it there.`]),
          link: {
            href: `/dashboard/ai-agent?instruction=${encodeURIComponent(r.text)}`,
            label: 'Open it in the AI agent',
          },
        }
      const leads = findLeads(r, d)
      const filters = describeFilters(r)
      return {
        ...blank('list', [
          leads.length === 0
            ? `No lead matches${filters ? ` (${filters})` : ''}.`
            : `${countOf(leads.length, 'lead')}${filters ? ` ${filters}` : ''}.`,
        ]),
        items: leads.slice(0, 50).map((l) => leadItem(l, d.calls)),
        figures: [
          {
            label: 'Leads listed',
            value: String(leads.length),
            formula: 'Leads matching every filter',
            inputs: filters ? filters.split(', ') : ['no filter'],
            source: CRM,
          },
        ],
        link: {
          href: `/dashboard/ai-agent?instruction=${encodeURIComponent(r.text)}`,
          label: 'Act on them in the AI agent',
        },
      }
    }

    case 'decision': {
      const groups = (r.subjects.length > 0 ? r.subjects : [undefined]).map((s) => {
        const sc = scope(d, s, r.period)
        return { group: s ? subjectLabel(s) : undefined, figures: figuresFor(undefined, sc, d) }
      })
      const found = groups.flatMap((g) =>
        g.figures.map((f) => ({ ...f, label: g.group ? `${g.group}: ${f.label}` : f.label })),
      )
      return {
        ...blank('decision', [
          'That is a decision, so it is for the board: your executives debate it from your figures and the CEO decides. The figures below go with it.',
        ]),
        figures: found,
        boardroom: { question: r.text.slice(0, 1000), facts: factsOf(groups, currency) },
      }
    }

    case 'why': {
      const metric = r.metric && CRM_METRICS.has(r.metric) ? r.metric : r.metric ? undefined : 'leads'
      if (!metric) {
        const company = companyFigure(r.metric!, d)
        return {
          ...blank('why', [
            'figure' in company
              ? `${company.figure.label} is ${company.figure.value}; here is how it is got.`
              : company.missing,
          ]),
          figures: 'figure' in company ? [company.figure] : [],
        }
      }
      const subject = r.subjects[0]
      const now = r.period ?? {
        from: new Date(d.today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10),
        to: new Date(d.today.getTime() + 86_400_000).toISOString().slice(0, 10),
        label: 'the last 30 days',
        unit: 'days' as const,
      }
      const before = periodBefore(now)
      const a = scope(d, subject, now)
      const b = scope(d, subject, before)
      const fa = crmFigure(metric, a, d)
      const fb = crmFigure(metric, b, d)
      // what moved it: the leads by source in the two periods
      const sources = [...new Set([...a.leads, ...b.leads].map((l) => l.source))]
      const moves = sources
        .map((src) => ({
          src,
          now: a.leads.filter((l) => l.source === src).length,
          before: b.leads.filter((l) => l.source === src).length,
        }))
        .sort((x, y) => Math.abs(y.now - y.before) - Math.abs(x.now - x.before))
      const biggest = moves[0]
      const reply = [
        fa && fb
          ? `${fa.label} for ${a.label.toLowerCase()} was ${fa.value} in ${now.label}, against ${fb.value} in ${before.label}.`
          : `There are too few closed leads in ${now.label} or ${before.label} to compare ${METRIC_BY_ID.get(metric)?.name.toLowerCase() ?? metric}.`,
        biggest && biggest.now !== biggest.before
          ? `The biggest change came from ${LEAD_SOURCE_LABELS[biggest.src].toLowerCase()} leads: ${biggest.before} then ${biggest.now}.`
          : `No source of leads changed by more than the others: the records show no single cause.`,
      ]
      return {
        ...blank('why', reply),
        figures: [
          ...(fa ? [{ ...fa, label: `${fa.label}, ${now.label}` }] : []),
          ...(fb ? [{ ...fb, label: `${fb.label}, ${before.label}` }] : []),
          ...moves.slice(0, 4).map((x) => ({
            label: `${LEAD_SOURCE_LABELS[x.src]} leads`,
            value: `${x.before} → ${x.now}`,
            formula: `Count of leads from this source, ${before.label} → ${now.label}`,
            inputs: [`${x.before} then ${x.now}`],
            source: `${CRM}: ${a.label.toLowerCase()}`,
          })),
        ],
      }
    }

    case 'comparison': {
      const subjects =
        r.subjects.length >= 2
          ? r.subjects
          : r.across
            ? across(r, d)
            : r.subjects.length === 1
              ? [r.subjects[0], undefined]
              : [undefined]
      const metric = r.metric ?? (r.across === 'source' ? 'leads' : r.across ? 'channel_revenue' : undefined)
      const rows = subjects
        .map((s) => ({ s, sc: scope(d, s, r.period) }))
        .map((x) => ({ ...x, figures: figuresFor(metric, x.sc, d) }))
      const ranked = metric ? [...rows].sort((a, b) => numberOf(b.figures[0]) - numberOf(a.figures[0])) : rows
      const shown = (r.across ? ranked.slice(0, 6) : rows).filter((x) => x.figures.length > 0)
      const lead = metric ? ranked.find((x) => x.figures.length > 0) : undefined
      const reply =
        shown.length === 0
          ? [
              `The records have no ${metric ? METRIC_BY_ID.get(metric)?.name.toLowerCase() : 'figures'} to compare for these${r.period ? ` in ${r.period.label}` : ''}.`,
            ]
          : shown.map((x) => sentence(x.sc, x.figures))
      if (lead && shown.length >= 2)
        reply.unshift(
          `${lead.sc.label} leads on ${lead.figures[0].label.toLowerCase()}${r.period ? ` (${r.period.label})` : ''}: ${lead.figures[0].value}.`,
        )
      return {
        ...blank('comparison', reply.slice(0, 6)),
        figures: shown
          .flatMap((x) => x.figures.map((f) => ({ ...f, label: `${x.sc.label}: ${f.label}` })))
          .slice(0, 30),
      }
    }

    case 'metric': {
      if (r.metric && !CRM_METRICS.has(r.metric) && !(r.metric === 'revenue' && (r.period || r.subjects.length > 0))) {
        const company = companyFigure(r.metric, d)
        if ('missing' in company) return blank('metric', [company.missing])
        return { ...blank('metric', [`${company.figure.label}: ${company.figure.value}.`]), figures: [company.figure] }
      }
      const sc = scope(d, r.subjects[0], r.period)
      const figures = figuresFor(r.metric, sc, d)
      if (figures.length === 0)
        return blank('metric', [
          `The records have no ${r.metric ? (METRIC_BY_ID.get(r.metric)?.name.toLowerCase() ?? r.metric) : 'figures'} for ${sc.where}.`,
        ])
      return { ...blank('metric', [sentence(sc, figures)]), figures }
    }
  }
}

/** Reads and answers one message of a thread, given the previous message's reading. */
export function ask(text: string, d: AskData, previous: Reading | null): { reading: Reading; answer: ChatAnswer } {
  const reading = readMessage(text, { today: d.today, records: askRecords(d), previous })
  return { reading, answer: answerChat(reading, d) }
}
