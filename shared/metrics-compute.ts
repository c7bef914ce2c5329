// The company's Metrics (./metrics) computed from its records by the semantic layer: every figure
// a measure of shared/semantic, cut and dated by its one definition. Pure and deterministic: the
// same records and date give the same numbers. Amounts are summed in the company's main currency
// (the one most of its records use); records in other currencies are counted apart and never
// converted at a made-up rate. The Worker computes them (GET /api/ai/metrics, the board, briefs).
import { total, type MetricRow } from './campaign-ratios'
import { addUnits, type PeriodSpec, resolvePeriod, unitStart } from './language/calendar'
import {
  campaignStarted,
  type CampaignMetrics,
  type Metrics,
  PAID_WINDOW_DAYS,
  type PaidMetrics,
  type PaidPerformance,
  type Snapshot,
} from './metrics'
import { type Figure, Semantic } from './semantic/compute'
import type { LeadStatus } from './schemas/lead'
import type { SemanticData } from './semantic/data'
import type { AttributeId, Filter, MeasureId } from './semantic/model'
import { OPEN_STATUSES } from './semantic/stages'

const DAY = 86_400_000
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`

/** The snapshot as the semantic layer reads it (leads without an id are numbered). */
export function semanticData(snapshot: Snapshot): SemanticData {
  return {
    now: snapshot.asOf,
    leads: snapshot.leads.map((l, i) => ({
      first_name: '',
      last_name: '',
      company_name: '',
      ...l,
      id: l.id ?? `lead-${i}`,
    })),
    campaigns: snapshot.campaigns,
    campaignDays: snapshot.campaignDays ?? [],
    calls: [],
    members: [],
  }
}

export function computeMetrics(snapshot: Snapshot): Metrics {
  const s = new Semantic(semanticData(snapshot))
  const { currency } = s
  const now = snapshot.asOf
  const inCurrency = (r: { currency: string }) => r.currency === currency
  const otherCurrencyRecords = [...snapshot.leads, ...snapshot.campaigns].filter((r) => !inCurrency(r)).length
  const value = (measure: MeasureId, filters: Filter[] = [], spec?: PeriodSpec): number | null =>
    s.figure(measure, filters, undefined, s.period(spec)).value
  const num = (measure: MeasureId, filters: Filter[] = [], spec?: PeriodSpec) =>
    round(value(measure, filters, spec) ?? 0)
  const only = (attribute: AttributeId, v: string): Filter[] => [{ attribute, values: [v] }]

  const leads = snapshot.leads
  const byStatus = Object.fromEntries(
    ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'].map((st) => [st, 0]),
  ) as Record<LeadStatus, number>
  for (const l of leads) byStatus[l.status]++
  const winRate = value('win_rate')
  const stages = OPEN_STATUSES.map((status) => ({
    status,
    leads: num('open_deals', only('status', status)),
    value: num('open_pipeline', only('status', status)),
    weight: round(s.stageWeight(status), 4),
    weighted: num('weighted_pipeline', only('status', status)),
  }))

  const last30: PeriodSpec = { type: 'rolling', unit: 'day', count: 30 }
  const last30Days = num('leads', [], last30)
  const previous30Days = num('leads', [], {
    type: 'range',
    from: new Date(now.getTime() - 60 * DAY).toISOString(),
    to: new Date(now.getTime() - 30 * DAY).toISOString(),
    label: 'the 30 days before',
  })
  const changePct = previous30Days > 0 ? round(((last30Days - previous30Days) / previous30Days) * 100, 1) : null
  const stale = s.leadsFor('stale_leads', [], undefined, null)

  const sources = [...new Set(leads.map((l) => l.source))]
    .map((source) => {
      const f = only('source', source)
      const rate = value('win_rate', f)
      return {
        source,
        leads: num('leads', f),
        won: num('won_count', f),
        lost: num('lost_count', f),
        wonValue: num('won_value', f),
        winRate: rate === null ? null : round(rate / 100, 4),
      }
    })
    .sort((a, b) => b.wonValue - a.wonValue || b.leads - a.leads || a.source.localeCompare(b.source))

  const hasDays = (ids: readonly string[]) => (snapshot.campaignDays ?? []).some((d) => ids.includes(d.campaign_id))
  const list: CampaignMetrics[] = snapshot.campaigns.map((c) => {
    const f = only('campaign', c.id)
    const spend = hasDays([c.id]) ? num('campaign_spend', f) : null
    const ros = value('return_on_spend', f)
    const rob = value('return_on_budget', f)
    const cpl = value('cost_per_lead', f)
    return {
      id: c.id,
      name: c.name,
      channel: c.channel,
      status: c.status,
      budget: inCurrency(c) ? c.budget : 0,
      leads: num('campaign_leads', f),
      won: num('won_count', f),
      wonValue: num('won_value', f),
      pipelineValue: num('open_pipeline', f),
      spend,
      costPerLead: cpl === null ? null : round(cpl),
      returnOnSpend: ros === null ? null : round(ros),
      returnOnBudget: rob === null ? null : round(rob),
      started: campaignStarted(c, now),
    }
  })
  const channels = [...new Set(snapshot.campaigns.map((c) => c.channel))]
    .map((channel) => {
      const f = only('channel', channel)
      const ids = snapshot.campaigns.filter((c) => c.channel === channel).map((c) => c.id)
      const ros = value('return_on_spend', f)
      const rob = value('return_on_budget', f)
      return {
        channel,
        campaigns: ids.length,
        budget: num('campaign_budget', f),
        leads: num('campaign_leads', f),
        wonValue: num('won_value', f),
        spend: hasDays(ids) ? num('campaign_spend', f) : null,
        returnOnSpend: ros === null ? null : round(ros),
        returnOnBudget: rob === null ? null : round(rob),
      }
    })
    .sort((a, b) => b.wonValue - a.wonValue || a.channel.localeCompare(b.channel))

  // The last six calendar months, this one included: leads by the date created, wins by the date won.
  const months = Array.from({ length: 6 }, (_, i) => {
    const start = addUnits(unitStart(now, 'month'), 'month', i - 5)
    const spec: PeriodSpec = { type: 'named', grain: 'month', start: start.toISOString().slice(0, 10) }
    return {
      month: monthKey(start),
      created: num('leads', [], spec),
      won: num('won_count', [], spec),
      wonValue: num('won_value', [], spec),
    }
  })
  const fullMonths = months.slice(2, 5) // the three months before the current one
  const monthlyWonRunRate = round(fullMonths.reduce((t, m) => t + m.wonValue, 0) / fullMonths.length)

  const emails = leads.map((l) => l.email?.toLowerCase()).filter((e): e is string => !!e)
  const campaignList = list

  return {
    asOf: now.toISOString(),
    currency,
    otherCurrencyRecords,
    leads: {
      total: leads.length,
      open: num('open_deals'),
      won: num('won_count'),
      lost: num('lost_count'),
      byStatus,
      openValue: num('open_pipeline'),
      wonValue: num('won_value'),
      lostValue: num('lost_value'),
      weightedPipeline: num('weighted_pipeline'),
      winRate: winRate === null ? null : round(winRate / 100, 4),
      averageWonValue: value('average_deal') === null ? null : num('average_deal'),
      ownWinRate: s.ownWinRate,
      stages,
    },
    velocity: { last30Days, previous30Days, changePct },
    stale: { count: stale.length, value: round(stale.filter(inCurrency).reduce((t, l) => t + l.value, 0)) },
    sources,
    campaigns: {
      total: campaignList.length,
      active: campaignList.filter((c) => c.status === 'active').length,
      activeBudget: round(campaignList.filter((c) => c.status === 'active').reduce((t, c) => t + c.budget, 0)),
      totalBudget: round(campaignList.reduce((t, c) => t + c.budget, 0)),
      list: campaignList,
    },
    channels,
    months,
    dataQuality: {
      withoutEmail: leads.filter((l) => !l.email).length,
      duplicateEmails: emails.length - new Set(emails).size,
      withoutValue: leads.filter((l) => l.status !== 'won' && l.status !== 'lost' && l.value === 0).length,
    },
    forecast: { monthlyWonRunRate, runRate90Days: round(monthlyWonRunRate * 3) },
    ...(snapshot.campaignDays ? { paid: paidMetrics(snapshot, s) } : {}),
  }
}

/** The last PAID_WINDOW_DAYS of imported campaign metrics, in the main currency's campaigns, with the CRM's leads and wins. */
function paidMetrics(snapshot: Snapshot, s: Semantic): PaidMetrics | null {
  const dayBefore = (days: number) => new Date(snapshot.asOf.getTime() - days * DAY).toISOString().slice(0, 10)
  const from = dayBefore(PAID_WINDOW_DAYS - 1)
  const to = snapshot.asOf.toISOString().slice(0, 10)
  const window: PeriodSpec = { type: 'since', start: from }
  const campaigns = snapshot.campaigns.filter((c) => c.currency === s.currency)
  const ids = new Set(campaigns.map((c) => c.id))
  const rows = (snapshot.campaignDays ?? []).filter((r) => ids.has(r.campaign_id) && r.day >= from && r.day <= to)
  if (rows.length === 0) return null
  const p = s.period(window)
  const performance = (filters: Filter[], days: readonly MetricRow[]): PaidPerformance => {
    const t = total(days)
    const crm = (m: MeasureId): Figure['value'] => s.figure(m, filters, undefined, p).value
    const ratio = (a: number, b: number) => (b > 0 ? a / b : null)
    const cpl = crm('cost_per_lead')
    const ros = crm('return_on_spend')
    return {
      ...t,
      ctr: ratio(t.clicks, t.impressions),
      costPerCustomer: ratio(t.spend, t.customers),
      costPerLead: cpl === null ? null : round(cpl),
      returnOnSpend: ros === null ? null : round(ros, 4),
    }
  }
  const last30 = dayBefore(29)
  const channelOf = new Map(campaigns.map((c) => [c.id, c.channel]))
  const byChannel = [...new Set(rows.map((r) => channelOf.get(r.campaign_id)!))]
    .map((channel) => {
      const own = rows.filter((r) => channelOf.get(r.campaign_id) === channel)
      return {
        channel,
        campaigns: new Set(own.map((r) => r.campaign_id)).size,
        ...performance([{ attribute: 'channel', values: [channel] }], own),
      }
    })
    .sort((a, b) => b.spend - a.spend || a.channel.localeCompare(b.channel))
  return {
    from,
    to,
    days: new Set(rows.map((r) => r.day)).size,
    spendLast30Days: round(rows.filter((r) => r.day >= last30).reduce((t, r) => t + r.spend, 0)),
    all: performance([], rows),
    channels: byChannel,
  }
}

/** The label of a period the dashboard shows (for a figure's note). */
export const periodLabelAt = (spec: PeriodSpec, asOf: Date) => resolvePeriod(spec, asOf).label
