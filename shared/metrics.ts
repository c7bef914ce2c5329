// What a company's own CRM records say, in one shape for every reader: the dashboard's KPIs,
// analytics, leaderboard and forecast screens, and the AI executives (worker/ai, shared/decision
// figures) who argue from these figures. computeMetrics (./metrics-compute) fills it from the
// semantic layer (shared/semantic: one definition each — won value by the date won, leads by the
// date created, return on spend as won value ÷ spend), so these figures are the chat's for the
// same question. This module holds the shape, the constants and the formatting only, so the
// screens that show figures load no computation. Amounts are in the company's main currency.
import type { Campaign, CampaignChannel, CampaignStatus } from './schemas/campaign'
import type { Lead, LeadSource, LeadStatus } from './schemas/lead'
import type { MetricRow } from './campaign-ratios'
import type { SemanticLead } from './semantic/data'
import type { OPEN_STATUSES } from './semantic/stages'

export {
  isOpen,
  MIN_CLOSED_FOR_OWN_RATE,
  OPEN_STATUSES,
  STAGE_WEIGHTS,
  STALE_AFTER_DAYS,
} from './semantic/stages'
export { formatMoney, formatRate } from './semantic/format'

export type LeadFacts = Pick<
  Lead,
  'status' | 'value' | 'currency' | 'source' | 'campaign_id' | 'email' | 'created_at' | 'updated_at'
> &
  Partial<Pick<SemanticLead, 'id' | 'owner_id' | 'closed_at' | 'industry' | 'company_size'>>
export type CampaignFacts = Pick<
  Campaign,
  'id' | 'name' | 'channel' | 'status' | 'budget' | 'currency' | 'start_date' | 'end_date'
>
export type CompanyFacts = { name: string; industry: string | null }
/** One campaign's day of imported metrics (campaign_metrics, shared/campaign-performance.ts). */
export type CampaignDayFacts = MetricRow
export type Snapshot = {
  company: CompanyFacts
  leads: readonly LeadFacts[]
  campaigns: readonly CampaignFacts[]
  asOf: Date
  /** Every imported day of campaign metrics (the paid figures use the last PAID_WINDOW_DAYS). */
  campaignDays?: readonly CampaignDayFacts[]
}

/** The window of imported campaign metrics the paid figures cover (spend is also given per 30 days). */
export const PAID_WINDOW_DAYS = 90

/** A window's campaign figures: the platforms' totals, and the CRM's leads and won value against the spend. */
export type PaidPerformance = {
  spend: number
  impressions: number
  clicks: number
  /** Leads the platforms reported. */
  leads: number
  /** Customers the platforms reported. */
  customers: number
  /** Revenue the platforms reported (their attribution, never the return). */
  revenue: number
  ctr: number | null
  /** Spend ÷ the customers the platforms reported. */
  costPerCustomer: number | null
  /** Spend ÷ the CRM leads attributed to the campaigns, created in the window. */
  costPerLead: number | null
  /** Won value of the campaigns' CRM leads won in the window ÷ spend (the semantic layer's return on spend). */
  returnOnSpend: number | null
}

/** What the imported daily metrics say over the last PAID_WINDOW_DAYS: totals and ratios, in all and per channel. */
export type PaidMetrics = {
  from: string
  to: string
  /** Days with at least one campaign's metrics in the window. */
  days: number
  /** Spend in the last 30 days (the monthly marketing spend). */
  spendLast30Days: number
  all: PaidPerformance
  channels: (PaidPerformance & { channel: CampaignChannel; campaigns: number })[]
}

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
  /** Spend from its imported daily metrics; null without any. */
  spend: number | null
  /** Spend per lead it brought; null without spend or leads. */
  costPerLead: number | null
  /** Won value per unit of spend; null without spend. */
  returnOnSpend: number | null
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
  spend: number | null
  returnOnSpend: number | null
  returnOnBudget: number | null
}
/** A month: leads created in it, and deals won in it by the date won. */
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
