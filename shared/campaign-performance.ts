// Campaign performance (issue 13 item 6): daily metrics imported from a spreadsheet (the same way as
// leads — shared/spreadsheet.ts detects the columns, each row is checked with every reason), and the
// figures computed from them: click-through rate, cost per lead, cost per customer and return on
// spend, per campaign, per channel and over time. A ratio with nothing to divide by is null ("no
// data"), never Infinity or NaN. Pure; tests/unit/campaign-performance.test.ts tables them.
import type { CampaignChannel } from './schemas/campaign'
import { cellsByField, detectColumns, parseAmount, quoteCell } from './spreadsheet'
import { z } from './zod'

export const METRIC_FIELDS = ['campaign', 'day', 'spend', 'impressions', 'clicks', 'leads', 'customers', 'revenue'] as const
export type MetricField = (typeof METRIC_FIELDS)[number]
export type MetricMapping = (MetricField | null)[]

export const METRIC_FIELD_LABELS: Record<MetricField, string> = {
  campaign: 'Campaign',
  day: 'Date',
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  leads: 'Leads',
  customers: 'Customers (conversions)',
  revenue: 'Revenue',
}

/** Header names (compared without case, spaces or punctuation) that mean each field: ad platforms' exports. */
const SYNONYMS: Record<MetricField, readonly string[]> = {
  campaign: ['campaign', 'campaign name', 'campaign id'],
  day: ['date', 'day', 'reporting date', 'reporting starts', 'report date'],
  spend: ['spend', 'cost', 'amount spent', 'amount spent usd', 'ad spend', 'spent'],
  impressions: ['impressions', 'impr', 'impr.', 'views'],
  clicks: ['clicks', 'link clicks', 'clicks all'],
  leads: ['leads', 'lead', 'signups', 'sign ups', 'form fills'],
  customers: ['customers', 'conversions', 'conv', 'conv.', 'purchases', 'sales', 'new customers', 'deals won'],
  revenue: ['revenue', 'conversion value', 'conv value', 'purchase value', 'sales value', 'value'],
}

export const detectMetricMapping = (headers: readonly string[]) => detectColumns(headers, SYNONYMS)

/** What the mapping lacks: the campaign, the date and at least one figure. */
export function metricMappingProblem(mapping: MetricMapping): string | null {
  if (!mapping.includes('campaign')) return 'Choose which column names the campaign.'
  if (!mapping.includes('day')) return 'Choose which column holds the date.'
  if (!mapping.some((f) => f !== null && f !== 'campaign' && f !== 'day')) return 'Choose at least one column of figures: spend, impressions, clicks, leads, customers or revenue.'
  return null
}

export const MAX_METRIC = 1_000_000_000

/** One day of one campaign, as campaign_metrics stores it (supabase/migrations/*_campaign_metrics.sql). */
export const MetricDaySchema = z.object({
  campaign_id: z.uuid(),
  day: z.iso.date(),
  spend: z.number().min(0).max(MAX_METRIC),
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  leads: z.number().int().min(0),
  customers: z.number().int().min(0),
  revenue: z.number().min(0).max(MAX_METRIC),
})
export type MetricDay = z.infer<typeof MetricDaySchema>

export type CheckedMetricRow = { row: number; ok: true; day: MetricDay } | { row: number; ok: false; reasons: string[] }

/** yyyy-mm-dd (a workbook's date cells arrive so), or yyyy-mm-ddThh:mm…; null when it is not a real day. */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text)
  if (!m) return null
  const iso = `${m[1]}-${m[2]}-${m[3]}`
  const d = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && iso >= '2000-01-01' && iso <= '2100-12-31' ? iso : null
}

/**
 * One data row checked against the mapping. `campaigns` maps a campaign's name (lower case, trimmed)
 * and its id to its id: a row names its campaign either way. Empty figures are 0.
 */
export function checkMetricRow(cells: readonly unknown[], mapping: MetricMapping, row: number, campaigns: ReadonlyMap<string, string>): CheckedMetricRow {
  const raw = cellsByField(cells, mapping)
  const reasons: string[] = []
  const campaignText = raw.campaign ?? ''
  const campaignId = campaigns.get(campaignText.toLowerCase().replace(/\s+/g, ' '))
  if (!campaignText) reasons.push('Missing campaign')
  else if (!campaignId) reasons.push(`Unknown campaign ${quoteCell(campaignText)}: create it first, or use the name it has here`)
  const dayText = raw.day ?? ''
  const day = parseDay(dayText)
  if (!dayText) reasons.push('Missing date')
  else if (!day) reasons.push(`Date ${quoteCell(dayText)} is not a date: write it as 2026-10-31`)

  const figure = (field: Exclude<MetricField, 'campaign' | 'day'>, whole: boolean) => {
    const text = raw[field] ?? ''
    if (text === '') return 0
    const n = parseAmount(text)
    const label = METRIC_FIELD_LABELS[field]
    if (n === null) reasons.push(`${label} ${quoteCell(text)} is not a number`)
    else if (n < 0 || n > MAX_METRIC * (whole ? 100 : 1)) reasons.push(`${label} ${quoteCell(text)} is outside 0 to ${(MAX_METRIC * (whole ? 100 : 1)).toLocaleString('en-US')}`)
    else if (whole && !Number.isInteger(n)) reasons.push(`${label} ${quoteCell(text)} is not a whole number`)
    else return whole ? n : Math.round(n * 100) / 100
    return 0
  }
  const values = {
    spend: figure('spend', false),
    impressions: figure('impressions', true),
    clicks: figure('clicks', true),
    leads: figure('leads', true),
    customers: figure('customers', true),
    revenue: figure('revenue', false),
  }
  if (values.clicks > values.impressions && mapping.includes('impressions')) reasons.push(`More clicks (${values.clicks}) than impressions (${values.impressions})`)
  if (reasons.length) return { row, ok: false, reasons }
  // without an impressions column, impressions are unknown: at least the clicks (the table requires clicks ≤ impressions)
  const impressions = mapping.includes('impressions') ? values.impressions : values.clicks
  return { row, ok: true, day: MetricDaySchema.parse({ campaign_id: campaignId, day, ...values, impressions }) }
}

export const METRIC_OUTCOMES = ['created', 'updated', 'skipped', 'rejected'] as const
export type MetricOutcome = (typeof METRIC_OUTCOMES)[number]
export const METRIC_OUTCOME_LABELS: Record<MetricOutcome, string> = { created: 'Added', updated: 'Replaced the stored day', skipped: 'Skipped', rejected: 'Rejected' }
export type MetricRowOutcome = { row: number; outcome: MetricOutcome; reason: string | null }

/**
 * The rows to send, and the outcome of those that are not sent: rejected with their reasons, or
 * skipped because a later row of the file gives the same campaign and day (the later one counts).
 */
export function planMetricImport(checked: readonly CheckedMetricRow[]): { send: (MetricDay & { row: number })[]; settled: MetricRowOutcome[] } {
  const last = new Map<string, number>()
  for (const c of checked) if (c.ok) last.set(`${c.day.campaign_id}|${c.day.day}`, c.row)
  const send: (MetricDay & { row: number })[] = []
  const settled: MetricRowOutcome[] = []
  for (const c of checked) {
    if (!c.ok) settled.push({ row: c.row, outcome: 'rejected', reason: c.reasons.join('; ') })
    else {
      const later = last.get(`${c.day.campaign_id}|${c.day.day}`)!
      if (later !== c.row) settled.push({ row: c.row, outcome: 'skipped', reason: `Row ${later} gives the same campaign and date; that row counts` })
      else send.push({ row: c.row, ...c.day })
    }
  }
  return { send, settled }
}

/* ---------------------------------------------------------------------------------------------
 * The arithmetic
 * ------------------------------------------------------------------------------------------- */

export type Totals = { spend: number; impressions: number; clicks: number; leads: number; customers: number; revenue: number }
export type Ratios = {
  /** clicks ÷ impressions (0.012 = 1.2 %) */
  ctr: number | null
  /** spend ÷ leads */
  costPerLead: number | null
  /** spend ÷ customers: the campaign's customer acquisition cost */
  costPerCustomer: number | null
  /** revenue ÷ spend (2.5 = 2.5× the spend came back) */
  returnOnSpend: number | null
}
export type Performance = Totals & Ratios

/** a ÷ b, or null when b is 0 (or either is not a finite number): "no data", never Infinity. */
export const ratio = (a: number, b: number): number | null => (b > 0 && Number.isFinite(a) && Number.isFinite(b) ? a / b : null)

const ZERO: Totals = { spend: 0, impressions: 0, clicks: 0, leads: 0, customers: 0, revenue: 0 }
const cents = (n: number) => Math.round(n * 100) / 100

export function total(rows: readonly Totals[]): Totals {
  const t = { ...ZERO }
  for (const r of rows) {
    t.spend += r.spend
    t.impressions += r.impressions
    t.clicks += r.clicks
    t.leads += r.leads
    t.customers += r.customers
    t.revenue += r.revenue
  }
  return { ...t, spend: cents(t.spend), revenue: cents(t.revenue) }
}

export function ratios(t: Totals): Ratios {
  return { ctr: ratio(t.clicks, t.impressions), costPerLead: ratio(t.spend, t.leads), costPerCustomer: ratio(t.spend, t.customers), returnOnSpend: ratio(t.revenue, t.spend) }
}

export const performance = (rows: readonly Totals[]): Performance => {
  const t = total(rows)
  return { ...t, ...ratios(t) }
}

export type MetricRow = Totals & { campaign_id: string; day: string }
export type CampaignInfo = { id: string; name: string; channel: CampaignChannel }

/** Each campaign's totals and ratios over the rows (campaigns without rows are left out), by spend. */
export function byCampaign(rows: readonly MetricRow[], campaigns: readonly CampaignInfo[]): (Performance & CampaignInfo)[] {
  return campaigns
    .map((c) => ({ ...c, rows: rows.filter((r) => r.campaign_id === c.id) }))
    .filter((c) => c.rows.length > 0)
    .map(({ rows: own, ...c }) => ({ ...c, ...performance(own) }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
}

/** Each channel's totals and ratios (its campaigns' rows together), by spend. */
export function byChannel(rows: readonly MetricRow[], campaigns: readonly CampaignInfo[]): (Performance & { channel: CampaignChannel; campaigns: number })[] {
  const channelOf = new Map(campaigns.map((c) => [c.id, c.channel]))
  const groups = new Map<CampaignChannel, { rows: MetricRow[]; campaigns: Set<string> }>()
  for (const r of rows) {
    const channel = channelOf.get(r.campaign_id)
    if (!channel) continue
    const g = groups.get(channel) ?? { rows: [], campaigns: new Set() }
    g.rows.push(r)
    g.campaigns.add(r.campaign_id)
    groups.set(channel, g)
  }
  return [...groups]
    .map(([channel, g]) => ({ channel, campaigns: g.campaigns.size, ...performance(g.rows) }))
    .sort((a, b) => b.spend - a.spend || a.channel.localeCompare(b.channel))
}

/**
 * The rows over time, for a table or a chart: one point per day ('day') or calendar month ('month')
 * that has rows, oldest first, each with its totals and ratios (null where there is nothing to divide by).
 */
export function series(rows: readonly MetricRow[], by: 'day' | 'month'): (Performance & { period: string })[] {
  const groups = new Map<string, MetricRow[]>()
  for (const r of rows) {
    const period = by === 'day' ? r.day : r.day.slice(0, 7)
    const group = groups.get(period)
    if (group) group.push(r)
    else groups.set(period, [r])
  }
  return [...groups.keys()].sort().map((period) => ({ period, ...performance(groups.get(period)!) }))
}

/** Only the rows on or after `from` (yyyy-mm-dd). */
export const since = <R extends { day: string }>(rows: readonly R[], from: string) => rows.filter((r) => r.day >= from)
