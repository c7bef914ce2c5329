// The product analytics' series (/admin/analytics): admin_weekly_usage() rows shaped into one bar
// chart per measure and the totals over the span. Pure, so the shaping is unit-tested.
import type { UsageMeasure, WeeklyUsage } from '../../../shared/schemas/admin'
import type { Bar } from '../../lib/chart-data'

export const USAGE_MEASURES: { measure: UsageMeasure; title: string; noun: string }[] = [
  { measure: 'signups', title: 'Sign-ups', noun: 'Accounts created' },
  { measure: 'companies', title: 'Companies created', noun: 'Companies created' },
  { measure: 'leads', title: 'Leads created', noun: 'Leads created' },
  { measure: 'boardroom_sessions', title: 'Boardroom sessions', noun: 'Sessions held' },
  { measure: 'strategies', title: 'Strategies', noun: 'Strategies generated' },
]

/** "Week of 3 Nov" for a week starting on that Monday (UTC: the function's weeks are UTC). */
export function weekLabel(weekStart: string): string {
  const day = new Date(`${weekStart}T00:00:00Z`)
  return `Week of ${day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}`
}

export function usageBars(rows: readonly WeeklyUsage[], measure: UsageMeasure): Bar[] {
  return rows.map((r) => ({
    key: r.week_start,
    label: weekLabel(r.week_start),
    value: r[measure],
    display: r[measure].toLocaleString('en-US'),
  }))
}

export function usageTotals(rows: readonly WeeklyUsage[]): Record<UsageMeasure, number> {
  const totals = { signups: 0, companies: 0, leads: 0, boardroom_sessions: 0, strategies: 0 }
  for (const r of rows) for (const m of USAGE_MEASURES) totals[m.measure] += r[m.measure]
  return totals
}
