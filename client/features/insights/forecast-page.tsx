// /dashboard/forecast: estimates from the company's own records — monthly won revenue forecast by
// exponential smoothing (shared/forecast.ts) with 80 % and 95 % bands and the error its method
// made on the company's own past (a rolling-origin backtest), and the weighted open pipeline for
// the next 90 days, stage by stage. Labelled as estimates; none is a promise.
import { useMemo } from 'react'
import {
  BACKTEST_FROM,
  closedWithin,
  forecastSeries,
  MIN_MONTHS,
  monthlyWonSeries,
  SEASONAL_MONTHS,
  type ForecastResult,
  type WonLead,
} from '../../../shared/forecast'
import { formatMoney, formatRate, MIN_CLOSED_FOR_OWN_RATE, type Metrics } from '../../../shared/metrics'
import { countOf } from '../../../shared/plural'
import { LEAD_STATUS_LABELS } from '../../../shared/schemas/lead'
import { Alert, Link, PageHeader, Section, Table } from '../../ui'
import { formatMonth } from '../../lib/format-date'
import { LoadError, TilesSkeleton } from '../../ui/load-states'
import { useWins } from './forecast-api'
import { ForecastChart } from './forecast-chart'
import { FigureTiles, FiguresNote } from '../../ui/key-figures'
import { MetricsGate, NoLeadsYet } from './metrics-gate'

const MODEL_NAMES = {
  holt: 'Holt’s linear trend method',
  'holt-winters': 'Holt-Winters (additive, 12-month season)',
} as const

function ForecastDetails({ metrics: m, wins }: { metrics: Metrics; wins: readonly WonLead[] }) {
  const money = (n: number) => formatMoney(n, m.currency)
  const { series, current, otherCurrency, result, share90 } = useMemo(() => {
    const s = monthlyWonSeries(wins, m.currency, new Date(m.asOf))
    return {
      ...s,
      result: forecastSeries(s.series) as ForecastResult,
      share90: closedWithin(wins.filter((w) => w.currency === m.currency)),
    }
  }, [wins, m.currency, m.asOf])
  const pipeline90 = share90 === null ? null : Math.round(m.leads.weightedPipeline * share90 * 100) / 100
  const next3 = result.enough ? result.points.slice(0, 3) : []
  const sum = (key: 'mean' | 'lower80' | 'upper80') => next3.reduce((t, p) => t + p[key], 0)

  return (
    <>
      <FigureTiles
        label="Forecast figures"
        figures={[
          {
            label: 'Weighted pipeline, next 90 days',
            value: money(pipeline90 ?? m.leads.weightedPipeline),
            detail:
              share90 === null
                ? `all of ${money(m.leads.weightedPipeline)} weighted: fewer than 10 won deals to learn how many close within 90 days (estimate)`
                : `${formatRate(share90)} of your won deals closed within 90 days, applied to ${money(m.leads.weightedPipeline)} weighted (estimate)`,
          },
          result.enough
            ? {
                label: 'Won revenue, next 3 months',
                value: money(sum('mean')),
                detail: `likely ${money(sum('lower80'))}–${money(sum('upper80'))} (sum of the monthly 80 % ranges)`,
              }
            : {
                label: 'Won revenue, next 3 months',
                value: 'Not yet',
                detail: `needs ${countOf(result.needed, 'more month')} of won deals`,
              },
          result.enough && result.backtest?.mape != null
            ? {
                label: 'Backtest error (MAPE)',
                value: `${result.backtest.mape}%`,
                detail: `average miss of ${countOf(result.backtest.points, 'past forecast')}, 1–3 months ahead`,
              }
            : {
                label: 'Backtest error (MAPE)',
                value: 'Not yet',
                detail: `needs more than ${BACKTEST_FROM} months of history (you have ${series.length})`,
              },
        ]}
      />
      <Section
        title="Won revenue forecast"
        id="forecast"
        intro="Value won per full month, and the months ahead with the ranges they will likely fall in."
      >
        {!result.enough ? (
          <Alert tone="info">
            <p className="m-0" data-testid="forecast-needs">
              <strong>{`Not enough history yet: ${countOf(result.months, 'month')} of won deals, ${MIN_MONTHS} needed.`}</strong>{' '}
              {`A forecast needs ${MIN_MONTHS} full months from your first won deal; ${countOf(result.needed, 'more month')} and it appears here (with a seasonal pattern from ${SEASONAL_MONTHS} months). Mark leads won as deals close.`}
            </p>
          </Alert>
        ) : (
          <>
            <ForecastChart
              title="Won revenue per month, with the forecast"
              history={series.slice(-36)}
              points={result.points}
              currency={m.currency}
            />
            <p className="muted text-sm" data-testid="forecast-method">
              {`${MODEL_NAMES[result.model]} fitted to ${countOf(series.length, 'month')} (${formatMonth(series[0].month)}–${formatMonth(series[series.length - 1].month)}), parameters α ${result.alpha}, β ${result.beta}${result.gamma === null ? '' : `, γ ${result.gamma}`} chosen for the smallest one-month-ahead error; ${result.horizon} months ahead. ${
                result.backtest?.mape != null
                  ? `Backtest: from month ${BACKTEST_FROM} on, each month the method was refitted on the months before it and forecast 1–3 months ahead; its forecasts missed by ${result.backtest.mape}% on average (MAPE over ${countOf(result.backtest.points, 'forecast')}${result.backtest.zeroMonths ? `; ${countOf(result.backtest.zeroMonths, 'month')} with nothing won left out, as a percentage of zero means nothing` : ''}).`
                  : `The backtest needs more than ${BACKTEST_FROM} months.`
              } This month so far: ${money(current.value)} won (not in the fit until it ends).${otherCurrency ? ` ${countOf(otherCurrency, 'won deal')} in other currencies left out.` : ''}`}
            </p>
          </>
        )}
      </Section>
    </>
  )
}

function ForecastFromWins({ metrics, companyId }: { metrics: Metrics; companyId: string }) {
  const wins = useWins(companyId)
  if (wins.isPending) return <TilesSkeleton label="Loading your sales history…" />
  if (wins.isError)
    return <LoadError what="your sales history" error={wins.error} onRetry={() => void wins.refetch()} />
  return <ForecastDetails metrics={metrics} wins={wins.data} />
}

function Forecast({ metrics: m, companyId }: { metrics: Metrics; companyId: string }) {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  if (m.leads.total === 0) return <NoLeadsYet what="Forecasts" />
  return (
    <>
      <Alert tone="info">
        <p className="m-0">
          <strong>Estimates from your own records.</strong>{' '}
          {`They assume the coming months follow your past trend and season, and that open leads close at the stage weights below. ${
            m.leads.ownWinRate
              ? `The weights are scaled by your own win rate (${formatRate(m.leads.winRate ?? 0)} of ${countOf(closed, 'closed deal')}).`
              : `With ${countOf(closed, 'closed deal')} (fewer than ${MIN_CLOSED_FOR_OWN_RATE}), they are standard stage weights, not yet yours: close more deals (won or lost) to make them your own.`
          }`}
        </p>
      </Alert>
      <FiguresNote metrics={m} />
      <ForecastFromWins metrics={m} companyId={companyId} />
      <Section
        title="Weighted pipeline by stage"
        id="stages"
        intro="Each open lead’s value times the chance of winning at its stage."
      >
        {m.leads.stages.length === 0 ? (
          <p className="muted">The stage breakdown is not available for these figures.</p>
        ) : (
          <Table caption="Weighted pipeline by stage, with the weight each stage uses">
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col" className="text-right">
                  Open leads
                </th>
                <th scope="col" className="text-right">
                  Value
                </th>
                <th scope="col" className="text-right">
                  Stage weight
                </th>
                <th scope="col" className="text-right">
                  Weighted value
                </th>
              </tr>
            </thead>
            <tbody>
              {m.leads.stages.map((s) => (
                <tr key={s.status}>
                  <th scope="row" className="font-normal">
                    {LEAD_STATUS_LABELS[s.status]}
                  </th>
                  <td className="text-right tabular-nums">{s.leads}</td>
                  <td className="text-right tabular-nums">{money(s.value)}</td>
                  <td className="text-right tabular-nums">{formatRate(s.weight)}</td>
                  <td className="text-right tabular-nums">{money(s.weighted)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="text-right tabular-nums">{m.leads.open}</td>
                <td className="text-right tabular-nums">{money(m.leads.openValue)}</td>
                <td />
                <td className="text-right font-semibold tabular-nums">{money(m.leads.weightedPipeline)}</td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Section>
      <p>
        <Link to="/dashboard/insights/kpis">How every figure is computed</Link>
      </p>
    </>
  )
}

export default function ForecastPage() {
  return (
    <>
      <PageHeader
        title="Forecast"
        lead="What your sales history and your open pipeline suggest is coming, with how wrong such forecasts have been: estimates from your own records."
      />
      <MetricsGate>{(metrics, companyId) => <Forecast metrics={metrics} companyId={companyId} />}</MetricsGate>
    </>
  )
}
