// /dashboard/forecast: two estimates from the company's own records — the weighted open pipeline
// stage by stage (with the weight each stage uses) and the won run rate projected 90 days ahead.
// Both are labelled as estimates; neither is a promise.
import { formatMoney, formatRate, MIN_CLOSED_FOR_OWN_RATE, type Metrics } from '../../../shared/metrics'
import { LEAD_STATUS_LABELS } from '../../../shared/schemas/lead'
import { Alert, Link, PageHeader, Section, Table } from '../../ui'
import { formatMonth } from '../../lib/format-date'
import { BarChart } from './bar-chart'
import { monthBars } from './chart-data'
import { FigureTiles, FiguresNote } from './key-figures'
import { MetricsGate, NoLeadsYet } from './metrics-gate'

function Forecast({ metrics: m }: { metrics: Metrics }) {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  if (m.leads.total === 0) return <NoLeadsYet what="Forecasts" />
  const fullMonths = m.months.slice(2, 5)
  return (
    <>
      <Alert tone="info">
        <p className="m-0">
          <strong>Estimates from your own records.</strong>{' '}
          {`They assume the coming months go like the recent ones and that open leads close at the stage weights below. ${
            m.leads.ownWinRate
              ? `The weights are scaled by your own win rate (${formatRate(m.leads.winRate ?? 0)} of ${closed} closed deals).`
              : `With ${closed} closed ${closed === 1 ? 'deal' : 'deals'} (fewer than ${MIN_CLOSED_FOR_OWN_RATE}), they are standard stage weights, not yet yours: close more deals (won or lost) to make them your own.`
          }`}
        </p>
      </Alert>
      <FiguresNote metrics={m} />
      <FigureTiles
        label="Forecast figures"
        figures={[
          { label: 'Weighted pipeline', value: money(m.leads.weightedPipeline), detail: `likely from ${money(m.leads.openValue)} open (estimate)` },
          { label: 'Monthly won run rate', value: money(m.forecast.monthlyWonRunRate), detail: 'average won per month over the last 3 full months' },
          { label: '90-day run-rate projection', value: money(m.forecast.runRate90Days), detail: 'the run rate × 3 (estimate)' },
        ]}
      />
      <Section title="Weighted pipeline by stage" id="stages" intro="Each open lead’s value times the chance of winning at its stage.">
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
      <Section
        title="Won run rate"
        id="run-rate"
        intro={`The run rate averages the three full months before this one (${fullMonths.map((x) => formatMonth(x.month)).join(', ')}); the 90-day projection repeats it three times.`}
      >
        <BarChart
          title="Won value per month"
          labelHeader="Month"
          valueHeader="Won value"
          bars={monthBars(m.months, 'wonValue', m.currency)}
          empty="Nothing was won in the last six months, so the run rate is zero: mark leads won as deals close."
        />
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
      <PageHeader title="Forecast" lead="What your open pipeline and your recent months suggest is coming: estimates from your own records." />
      <MetricsGate>{(metrics) => <Forecast metrics={metrics} />}</MetricsGate>
    </>
  )
}
