// What a company's own CRM records say, computed one way for every reader: the dashboard's KPIs,
// analytics and forecast screens, and the AI executives (worker/ai) who argue from these figures.
// Pure and deterministic: the same records and date give the same numbers. Amounts are summed in
// the company's main currency (the one most of its records use); records in other currencies are
// counted apart and never converted at a made-up rate.
import type { Campaign, CampaignChannel, CampaignStatus } from './schemas/campaign'
import type { Lead, LeadSource, LeadStatus } from './schemas/lead'
import { byChannel, performance, type MetricRow, type Performance } from './campaign-ratios'

export type LeadFacts = Pick<
  Lead,
  'status' | 'value' | 'currency' | 'source' | 'campaign_id' | 'email' | 'created_at' | 'updated_at'
>
export type CampaignFacts = Pick<
  Campaign,
  'id' | 'name' | 'channel' | 'status' | 'budget' | 'currency' | 'start_date' | 'end_date'
>
export type CompanyFacts = { name: string; industry: string | null }
/** One campaign's day of imported metrics (campaign_metrics, shared/campaign-performance.ts). */
export type CampaignDayFacts = MetricRow
export type Snapshot = {
  company: CompanyFacts
  leads: LeadFacts[]
  campaigns: CampaignFacts[]
  asOf: Date
  campaignDays?: CampaignDayFacts[]
}

/** The window of imported campaign metrics the paid figures cover (spend is also given per 30 days). */
export const PAID_WINDOW_DAYS = 90

/** What the imported daily metrics say over the last PAID_WINDOW_DAYS: totals and ratios, in all and per channel. */
export type PaidMetrics = {
  from: string
  to: string
  /** Days with at least one campaign's metrics in the window. */
  days: number
  /** Spend in the last 30 days (the monthly marketing spend). */
  spendLast30Days: number
  all: Performance
  channels: (Performance & { channel: CampaignChannel; campaigns: number })[]
}

export const OPEN_STATUSES = ['new', 'contacted', 'qualified', 'proposal'] as const satisfies readonly LeadStatus[]
const isOpen = (status: LeadStatus) => (OPEN_STATUSES as readonly LeadStatus[]).includes(status)

/**
 * The chance that an open lead at each stage is won: the weights a weighted pipeline commonly
 * uses. Until a company has closed enough leads of its own (MIN_CLOSED_FOR_OWN_RATE), these are
 * used and the screens say so; after that each weight is scaled by the company's own win rate.
 */
export const STAGE_WEIGHTS: Record<(typeof OPEN_STATUSES)[number], number> = {
  new: 0.1,
  contacted: 0.2,
  qualified: 0.4,
  proposal: 0.6,
}
export const MIN_CLOSED_FOR_OWN_RATE = 10
/** The win rate the stage weights assume at the proposal stage's end. */
const WEIGHTS_WIN_RATE = 0.3
/** An open lead nobody touched for this long needs a follow-up. */
export const STALE_AFTER_DAYS = 14

const DAY = 86_400_000

/**
 * Whether a campaign has started by `asOf`: out of draft, with its start date on or before that day
 * (UTC, as the dates are stored). Without a start date its status says it: scheduled has not
 * started; active, paused and completed have.
 */
export function campaignStarted(c: Pick<CampaignFacts, 'status' | 'start_date'>, asOf: Date): boolean {
  if (c.status === 'draft') return false
  if (c.start_date === null) return c.status !== 'scheduled'
  return c.start_date <= asOf.toISOString().slice(0, 10)
}
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

export type SourceMetrics = {
  source: LeadSource
  leads: number
  won: number
  lost: number
  wonValue: number
  winRate: number | null
}
export type CampaignMetrics = {
  id: string
  name: string
  channel: CampaignChannel
  status: CampaignStatus
  budget: number
  leads: number
  won: number
  wonValue: number
  pipelineValue: number
  /** Budget per lead it brought; null without leads or budget. */
  costPerLead: number | null
  /** Won value per unit of budget; null without budget. */
  returnOnBudget: number | null
  /** Whether it has started (campaignStarted): only a started campaign is judged on its return or its leads. */
  started: boolean
}
export type ChannelMetrics = {
  channel: CampaignChannel
  campaigns: number
  budget: number
  leads: number
  wonValue: number
  returnOnBudget: number | null
}
export type MonthMetrics = { month: string; created: number; won: number; wonValue: number }
/** One open stage of the pipeline: its leads, their value, the chance of winning one and the value weighted by it. */
export type StageMetrics = {
  status: (typeof OPEN_STATUSES)[number]
  leads: number
  value: number
  weight: number
  weighted: number
}

export type Metrics = {
  asOf: string
  currency: string
  /** Records left out of the amounts because they use another currency. */
  otherCurrencyRecords: number
  leads: {
    total: number
    open: number
    won: number
    lost: number
    byStatus: Record<LeadStatus, number>
    openValue: number
    wonValue: number
    lostValue: number
    weightedPipeline: number
    /** won / (won + lost); null before anything closed. */
    winRate: number | null
    averageWonValue: number | null
    /** True when the weighted pipeline uses the company's own win rate. */
    ownWinRate: boolean
    /** The weighted pipeline stage by stage, with the weight each stage used. */
    stages: StageMetrics[]
  }
  velocity: { last30Days: number; previous30Days: number; changePct: number | null }
  stale: { count: number; value: number }
  sources: SourceMetrics[]
  campaigns: { total: number; active: number; activeBudget: number; totalBudget: number; list: CampaignMetrics[] }
  channels: ChannelMetrics[]
  months: MonthMetrics[]
  dataQuality: { withoutEmail: number; duplicateEmails: number; withoutValue: number }
  /** Present when imported campaign metrics were read (and null when none fall in the window). */
  paid?: PaidMetrics | null
  forecast: {
    /** Value won per month, averaged over the last 3 full months. */
    monthlyWonRunRate: number
    /** The next 3 months at that run rate (an estimate from the past, beside the weighted pipeline). */
    runRate90Days: number
  }
}

function mainCurrency(snapshot: Snapshot): string {
  const counts = new Map<string, number>()
  for (const r of [...snapshot.leads, ...snapshot.campaigns]) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'USD'
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`

function lastMonths(asOf: Date, count: number): string[] {
  const months: string[] = []
  for (let i = count - 1; i >= 0; i--)
    months.push(monthKey(new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - i, 1))))
  return months
}

export function computeMetrics(snapshot: Snapshot): Metrics {
  const now = snapshot.asOf.getTime()
  const currency = mainCurrency(snapshot)
  const inCurrency = <T extends { currency: string }>(r: T) => r.currency === currency
  const amount = (r: { currency: string }, value: number) => (inCurrency(r) ? value : 0)
  const otherCurrencyRecords = [...snapshot.leads, ...snapshot.campaigns].filter((r) => !inCurrency(r)).length

  const leads = snapshot.leads
  const byStatus = Object.fromEntries(
    ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'].map((s) => [s, 0]),
  ) as Record<LeadStatus, number>
  for (const l of leads) byStatus[l.status]++
  const sum = (list: LeadFacts[]) => round(list.reduce((t, l) => t + amount(l, l.value), 0))
  const open = leads.filter((l) => isOpen(l.status))
  const won = leads.filter((l) => l.status === 'won')
  const lost = leads.filter((l) => l.status === 'lost')
  const closed = won.length + lost.length
  const winRate = closed > 0 ? round(won.length / closed, 4) : null
  const ownWinRate = closed >= MIN_CLOSED_FOR_OWN_RATE && winRate !== null
  const scale = ownWinRate ? winRate / WEIGHTS_WIN_RATE : 1
  const weightOf = (status: LeadStatus) =>
    Math.min(1, (STAGE_WEIGHTS[status as keyof typeof STAGE_WEIGHTS] ?? 0) * scale)
  const weightedPipeline = round(open.reduce((t, l) => t + amount(l, l.value) * weightOf(l.status), 0))
  const wonInCurrency = won.filter(inCurrency)
  const stages = OPEN_STATUSES.map((status) => {
    const here = open.filter((l) => l.status === status)
    const value = sum(here)
    return {
      status,
      leads: here.length,
      value,
      weight: round(weightOf(status), 4),
      weighted: round(here.reduce((t, l) => t + amount(l, l.value) * weightOf(status), 0)),
    }
  })

  const created = (l: LeadFacts) => new Date(l.created_at).getTime()
  const last30Days = leads.filter((l) => now - created(l) < 30 * DAY && created(l) <= now).length
  const previous30Days = leads.filter((l) => now - created(l) >= 30 * DAY && now - created(l) < 60 * DAY).length
  const changePct = previous30Days > 0 ? round(((last30Days - previous30Days) / previous30Days) * 100, 1) : null

  const staleLeads = open.filter((l) => now - new Date(l.updated_at).getTime() >= STALE_AFTER_DAYS * DAY)

  const sourceMap = new Map<LeadSource, SourceMetrics>()
  for (const l of leads) {
    const s = sourceMap.get(l.source) ?? { source: l.source, leads: 0, won: 0, lost: 0, wonValue: 0, winRate: null }
    s.leads++
    if (l.status === 'won') {
      s.won++
      s.wonValue = round(s.wonValue + amount(l, l.value))
    }
    if (l.status === 'lost') s.lost++
    sourceMap.set(l.source, s)
  }
  const sources = [...sourceMap.values()]
    .map((s) => ({ ...s, winRate: s.won + s.lost > 0 ? round(s.won / (s.won + s.lost), 4) : null }))
    .sort((a, b) => b.wonValue - a.wonValue || b.leads - a.leads || a.source.localeCompare(b.source))

  const list: CampaignMetrics[] = snapshot.campaigns.map((c) => {
    const own = leads.filter((l) => l.campaign_id === c.id)
    const ownWon = own.filter((l) => l.status === 'won')
    const budget = amount(c, c.budget)
    const wonValue = sum(ownWon)
    return {
      id: c.id,
      name: c.name,
      channel: c.channel,
      status: c.status,
      budget,
      leads: own.length,
      won: ownWon.length,
      wonValue,
      pipelineValue: sum(own.filter((l) => isOpen(l.status))),
      costPerLead: own.length > 0 && budget > 0 ? round(budget / own.length) : null,
      returnOnBudget: budget > 0 ? round(wonValue / budget) : null,
      started: campaignStarted(c, snapshot.asOf),
    }
  })
  const channelMap = new Map<CampaignChannel, ChannelMetrics>()
  for (const c of list) {
    const ch = channelMap.get(c.channel) ?? {
      channel: c.channel,
      campaigns: 0,
      budget: 0,
      leads: 0,
      wonValue: 0,
      returnOnBudget: null,
    }
    ch.campaigns++
    ch.budget = round(ch.budget + c.budget)
    ch.leads += c.leads
    ch.wonValue = round(ch.wonValue + c.wonValue)
    channelMap.set(c.channel, ch)
  }
  const channels = [...channelMap.values()]
    .map((ch) => ({ ...ch, returnOnBudget: ch.budget > 0 ? round(ch.wonValue / ch.budget) : null }))
    .sort((a, b) => b.wonValue - a.wonValue || a.channel.localeCompare(b.channel))

  // Won leads are dated by their last change (when they were marked won).
  const months = lastMonths(snapshot.asOf, 6).map((month) => {
    const wonThen = won.filter((l) => monthKey(new Date(l.updated_at)) === month)
    return {
      month,
      created: leads.filter((l) => monthKey(new Date(l.created_at)) === month).length,
      won: wonThen.length,
      wonValue: sum(wonThen),
    }
  })
  const fullMonths = months.slice(2, 5) // the three months before the current one
  const monthlyWonRunRate = round(fullMonths.reduce((t, m) => t + m.wonValue, 0) / fullMonths.length)

  const emails = leads.map((l) => l.email?.toLowerCase()).filter((e): e is string => !!e)

  return {
    asOf: snapshot.asOf.toISOString(),
    currency,
    otherCurrencyRecords,
    leads: {
      total: leads.length,
      open: open.length,
      won: won.length,
      lost: lost.length,
      byStatus,
      openValue: sum(open),
      wonValue: sum(won),
      lostValue: sum(lost),
      weightedPipeline,
      winRate,
      averageWonValue: wonInCurrency.length > 0 ? round(sum(wonInCurrency) / wonInCurrency.length) : null,
      ownWinRate,
      stages,
    },
    velocity: { last30Days, previous30Days, changePct },
    stale: { count: staleLeads.length, value: sum(staleLeads) },
    sources,
    campaigns: {
      total: list.length,
      active: list.filter((c) => c.status === 'active').length,
      activeBudget: round(list.filter((c) => c.status === 'active').reduce((t, c) => t + c.budget, 0)),
      totalBudget: round(list.reduce((t, c) => t + c.budget, 0)),
      list,
    },
    channels,
    months,
    dataQuality: {
      withoutEmail: leads.filter((l) => !l.email).length,
      duplicateEmails: emails.length - new Set(emails).size,
      withoutValue: open.filter((l) => l.value === 0).length,
    },
    forecast: { monthlyWonRunRate, runRate90Days: round(monthlyWonRunRate * 3) },
    ...(snapshot.campaignDays ? { paid: paidMetrics(snapshot, currency) } : {}),
  }
}

/** The imported campaign metrics of the last PAID_WINDOW_DAYS, in the main currency's campaigns only. */
function paidMetrics(snapshot: Snapshot, currency: string): PaidMetrics | null {
  const to = snapshot.asOf.toISOString().slice(0, 10)
  const dayBefore = (days: number) => new Date(snapshot.asOf.getTime() - days * DAY).toISOString().slice(0, 10)
  const from = dayBefore(PAID_WINDOW_DAYS - 1)
  const campaigns = snapshot.campaigns.filter((c) => c.currency === currency)
  const ids = new Set(campaigns.map((c) => c.id))
  const rows = (snapshot.campaignDays ?? []).filter((r) => ids.has(r.campaign_id) && r.day >= from && r.day <= to)
  if (rows.length === 0) return null
  const last30 = dayBefore(29)
  return {
    from,
    to,
    days: new Set(rows.map((r) => r.day)).size,
    spendLast30Days: round(rows.filter((r) => r.day >= last30).reduce((t, r) => t + r.spend, 0)),
    all: performance(rows),
    channels: byChannel(rows, campaigns),
  }
}

/** "$12,400" in the metrics' currency (whole units; cents only under 100). */
export function formatMoney(value: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: Math.abs(value) < 100 ? 2 : 0,
  }).format(value)
}

/** "42%" from a 0–1 rate. */
export const formatRate = (rate: number) => `${Math.round(rate * 100)}%`
