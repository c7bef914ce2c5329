// /dashboard/analytics, "Over time": monthly won revenue, new leads by source, campaign spend and
// the value won from it, and the open pipeline by stage at each month's end — the company's own
// records under RLS (lead_wins, leads, campaigns, lead_events), over the last 12 months (won
// revenue over up to 24 full months). Loaded lazily with the chart library (its own chunk).
import { useMemo } from 'react'
import { monthlyWonSeries } from '../../../shared/forecast'
import { campaignSpendAndReturn, lastMonths, leadsBySource, pipelineByStage } from '../../../shared/history'
import { formatMoney, type Metrics } from '../../../shared/metrics'
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type LeadSource } from '../../../shared/schemas/lead'
import { OPEN_STATUSES } from '../../../shared/metrics'
import { countOf } from '../../../shared/plural'
import { LoadError, TilesSkeleton } from '../../ui/load-states'
import { useCampaignMetrics } from '../campaigns/metrics-api'
import { useWins } from './forecast-api'
import { useHistory } from './history-api'
import { SERIES_COLORS, TimeChart } from './time-chart'

const WINDOW = 12

export default function ChartsOverTime({ metrics: m, companyId }: { metrics: Metrics; companyId: string }) {
  const asOf = useMemo(() => new Date(m.asOf), [m.asOf])
  const months = useMemo(() => lastMonths(asOf, WINDOW), [asOf])
  const wins = useWins(companyId)
  const history = useHistory(companyId, `${months[0]}-01T00:00:00Z`)
  const days = useCampaignMetrics(companyId)
  const currency = m.currency
  const money = (n: number) => formatMoney(n, currency)
  const compactMoney = (n: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(n)
  const count = (n: number) => n.toLocaleString('en-US')

  const charts = useMemo(() => {
    if (!wins.data || !history.data || !days.data) return null
    const won = monthlyWonSeries(wins.data, currency, asOf)
    const sources = leadsBySource(history.data.leads, months)
    return {
      won: won.series.slice(-24).map((x) => ({ month: x.month, values: { won: x.value } })),
      sources,
      campaigns: campaignSpendAndReturn(history.data.campaigns, history.data.leads, days.data, months, currency),
      pipeline: pipelineByStage(history.data.leads, history.data.moves, months),
    }
  }, [wins.data, history.data, days.data, currency, asOf, months])

  if (wins.isError || history.isError || days.isError)
    return (
      <LoadError
        what="your history"
        error={wins.error ?? history.error ?? days.error}
        onRetry={() => void Promise.all([wins.refetch(), history.refetch(), days.refetch()])}
      />
    )
  if (!charts) return <TilesSkeleton label="Loading your history…" />
  const sourceLabel = (s: string) => (s === 'other' ? 'Other sources' : LEAD_SOURCE_LABELS[s as LeadSource])
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {charts.won.length > 0 ? (
        <TimeChart
          title="Won revenue per month"
          testId="chart-won"
          rows={charts.won}
          series={[{ key: 'won', label: 'Won', kind: 'line', color: SERIES_COLORS[0] }]}
          format={money}
          axisFormat={compactMoney}
          note={`Full months only, up to the last ${countOf(Math.min(24, charts.won.length), 'month')}; a deal counts in the month it was won.`}
        />
      ) : (
        <p className="muted">No deal has been won yet: won revenue per month appears here as deals close.</p>
      )}
      <TimeChart
        title="New leads by source"
        testId="chart-sources"
        rows={charts.sources.rows}
        series={charts.sources.series.map((s, i) => ({
          key: s,
          label: sourceLabel(s),
          kind: 'bar',
          stack: 'sources',
          color: SERIES_COLORS[i % SERIES_COLORS.length],
        }))}
        format={count}
        note="Leads created each month, by where they came from; the current month is still running."
      />
      <TimeChart
        title="Campaign spend and value won"
        testId="chart-campaigns"
        rows={charts.campaigns}
        series={[
          { key: 'spend', label: 'Spend', kind: 'bar', color: SERIES_COLORS[4] },
          { key: 'won', label: 'Won from campaigns', kind: 'line', color: SERIES_COLORS[1] },
        ]}
        format={money}
        axisFormat={compactMoney}
        note="What the campaigns spent each month (their imported daily metrics); won value of the leads they brought, in the month each was won."
      />
      <TimeChart
        title="Open pipeline by stage"
        testId="chart-pipeline"
        rows={charts.pipeline}
        series={OPEN_STATUSES.map((s, i) => ({
          key: s,
          label: LEAD_STATUS_LABELS[s],
          kind: 'area',
          stack: 'stages',
          color: SERIES_COLORS[i],
        }))}
        format={count}
        note="Open leads in each stage at each month's end, replayed from their status changes."
      />
    </div>
  )
}
