// The company's figures month by month, for the charts over time (/dashboard/analytics): leads by
// source, campaign spend and the value won from it, and the open pipeline by stage at each month's
// end (replayed from lead_events). Monthly won revenue is shared/forecast's monthlyWonSeries. Pure
// and deterministic; tested in tests/unit/history.test.ts.
import { OPEN_STATUSES } from './metrics'
import type { CampaignChannel } from './schemas/campaign'
import type { LeadSource, LeadStatus } from './schemas/lead'

export type HistoryLead = {
  id: string
  status: LeadStatus
  value: number
  currency: string
  source: LeadSource
  campaign_id: string | null
  created_at: string
  updated_at: string
  /** When it was won or lost (lead_facts.closed_at); absent: its last change stands in. */
  closed_at?: string | null
}
export type HistoryCampaign = {
  id: string
  channel: CampaignChannel
  budget: number
  currency: string
  start_date: string | null
  end_date: string | null
}
/** A status change: the lead moved from `from_status` at `created_at`. */
export type StatusMove = { lead_id: string; from_status: LeadStatus; to_status: LeadStatus; created_at: string }

export const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
const addMonths = (key: string, n: number) =>
  monthKey(new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1 + n, 1)))
/** The last instant of a month, as an ISO string. */
const monthEnd = (key: string) =>
  new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1) - 1).toISOString()

/** The `count` months up to and including the month of `asOf`, oldest first. */
export function lastMonths(asOf: Date, count: number): string[] {
  const last = monthKey(asOf)
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1))
}

export type Row = { month: string; values: Record<string, number> }

/** New leads per month by source; sources beyond the `top` largest are summed as "other". */
export function leadsBySource(
  leads: readonly HistoryLead[],
  months: readonly string[],
  top = 4,
): { series: string[]; rows: Row[] } {
  const inWindow = leads.filter((l) => months.includes(l.created_at.slice(0, 7)))
  const totals = new Map<string, number>()
  for (const l of inWindow) totals.set(l.source, (totals.get(l.source) ?? 0) + 1)
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s)
  const kept = ranked.slice(0, top)
  const series = ranked.length > top ? [...kept, 'other'] : kept
  const rows = months.map((month) => {
    const values = Object.fromEntries(series.map((s) => [s, 0]))
    for (const l of inWindow)
      if (l.created_at.slice(0, 7) === month) values[kept.includes(l.source) ? l.source : 'other']++
    return { month, values }
  })
  return { series, rows }
}

/**
 * Campaign spend and won value per month, in one currency, by the semantic layer's definitions:
 * spend is what the campaigns' imported daily metrics say they spent that month (campaign_metrics),
 * won value that of the leads attributed to a campaign, in the month each was won (its move to won;
 * its last change where it was created won).
 */
export function campaignSpendAndReturn(
  campaigns: readonly HistoryCampaign[],
  leads: readonly HistoryLead[],
  days: readonly { campaign_id: string; day: string; spend: number }[],
  months: readonly string[],
  currency: string,
): Row[] {
  const ids = new Set(campaigns.filter((c) => c.currency === currency).map((c) => c.id))
  const cents = (n: number) => Math.round(n * 100) / 100
  return months.map((month) => ({
    month,
    values: {
      spend: cents(
        days.filter((d) => ids.has(d.campaign_id) && d.day.slice(0, 7) === month).reduce((t, d) => t + d.spend, 0),
      ),
      won: cents(
        leads
          .filter(
            (l) =>
              l.status === 'won' &&
              l.currency === currency &&
              l.campaign_id !== null &&
              ids.has(l.campaign_id) &&
              (l.closed_at ?? l.updated_at).slice(0, 7) === month,
          )
          .reduce((t, l) => t + l.value, 0),
      ),
    },
  }))
}

/**
 * Open leads in each stage at the end of each month: a lead's status then is the one it left at its
 * first move after that moment, or its status now if it has not moved since; a lead created after
 * the month is not counted. Needs every move after the first month (`moves`), not those before.
 */
export function pipelineByStage(
  leads: readonly HistoryLead[],
  moves: readonly StatusMove[],
  months: readonly string[],
): Row[] {
  const byLead = new Map<string, StatusMove[]>()
  for (const m of moves) byLead.set(m.lead_id, [...(byLead.get(m.lead_id) ?? []), m])
  for (const list of byLead.values()) list.sort((a, b) => a.created_at.localeCompare(b.created_at))
  return months.map((month) => {
    const end = monthEnd(month)
    const values: Record<string, number> = Object.fromEntries(OPEN_STATUSES.map((s) => [s, 0]))
    for (const l of leads) {
      if (l.created_at > end) continue
      const next = byLead.get(l.id)?.find((m) => m.created_at > end)
      const status = next ? next.from_status : l.status
      if (status in values) values[status]++
    }
    return { month, values }
  })
}
