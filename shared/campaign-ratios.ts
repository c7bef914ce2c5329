// Campaign performance arithmetic: the platforms' totals, click-through rate and cost per customer
// from daily metrics, per campaign, per channel and over time. A ratio
// with nothing to divide by is null ("no data"), never Infinity or NaN. Pure and dependency-free, so
// shared/metrics.ts (the dashboard and the boardroom) uses it without the import's parsers;
// shared/campaign-performance.ts re-exports it. tests/unit/campaign-performance.test.ts tables it.
import type { CampaignChannel } from './schemas/campaign'

/* ---------------------------------------------------------------------------------------------
 * The arithmetic
 * ------------------------------------------------------------------------------------------- */

export type Totals = {
  spend: number
  impressions: number
  clicks: number
  leads: number
  customers: number
  revenue: number
}
/**
 * The platforms' own ratios. Cost per lead and return on spend are not among them: the CRM defines
 * those (spend ÷ the leads attributed to the campaign; won value ÷ spend) in shared/semantic.
 */
export type Ratios = {
  /** clicks ÷ impressions (0.012 = 1.2 %) */
  ctr: number | null
  /** spend ÷ the customers the platforms reported */
  costPerCustomer: number | null
}
export type Performance = Totals & Ratios

/** a ÷ b, or null when b is 0 (or either is not a finite number): "no data", never Infinity. */
export const ratio = (a: number, b: number): number | null =>
  b > 0 && Number.isFinite(a) && Number.isFinite(b) ? a / b : null

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
  return {
    ctr: ratio(t.clicks, t.impressions),
    costPerCustomer: ratio(t.spend, t.customers),
  }
}

export const performance = (rows: readonly Totals[]): Performance => {
  const t = total(rows)
  return { ...t, ...ratios(t) }
}

export type MetricRow = Totals & { campaign_id: string; day: string }
export type CampaignInfo = { id: string; name: string; channel: CampaignChannel }

/** Each campaign's totals and ratios over the rows (campaigns without rows are left out), by spend. */
export function byCampaign(
  rows: readonly MetricRow[],
  campaigns: readonly CampaignInfo[],
): (Performance & CampaignInfo)[] {
  return campaigns
    .map((c) => ({ ...c, rows: rows.filter((r) => r.campaign_id === c.id) }))
    .filter((c) => c.rows.length > 0)
    .map(({ rows: own, ...c }) => ({ ...c, ...performance(own) }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
}

/** Each channel's totals and ratios (its campaigns' rows together), by spend. */
export function byChannel(
  rows: readonly MetricRow[],
  campaigns: readonly CampaignInfo[],
): (Performance & { channel: CampaignChannel; campaigns: number })[] {
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
