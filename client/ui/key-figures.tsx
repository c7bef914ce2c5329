// The company's headline figures as tiles (a description list: each label names its value). Pure
// presentation over Metrics, without zod: the dashboard's first screen shows these.
import { formatMoney, formatRate, STALE_AFTER_DAYS, type Metrics } from '../../shared/metrics'

export type Figure = { label: string; value: string; detail: string }

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The headline figures, every one read from the metrics. */
export function keyFigures(m: Metrics): Figure[] {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  const change = m.velocity.changePct
  return [
    { label: 'Won value', value: money(m.leads.wonValue), detail: `from ${plural(m.leads.won, 'won lead')}` },
    {
      label: 'Weighted pipeline',
      value: money(m.leads.weightedPipeline),
      detail: `of ${money(m.leads.openValue)} open in ${plural(m.leads.open, 'lead')}${m.leads.ownWinRate ? ', weighted by your win rate' : ', standard stage weights'}`,
    },
    {
      label: 'Win rate',
      value: m.leads.winRate === null ? 'Not yet' : formatRate(m.leads.winRate),
      detail: m.leads.winRate === null ? 'no lead has been won or lost yet' : `of ${plural(closed, 'closed lead')}`,
    },
    {
      label: 'New leads, last 30 days',
      value: String(m.velocity.last30Days),
      detail:
        change === null
          ? `none in the 30 days before, so no change to show`
          : `${change > 0 ? '+' : ''}${change}% on the previous 30 days (${m.velocity.previous30Days})`,
    },
    {
      label: 'Stale leads',
      value: String(m.stale.count),
      detail: `open leads untouched ${STALE_AFTER_DAYS}+ days, worth ${money(m.stale.value)}`,
    },
  ]
}

export function FigureTiles({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl className="my-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className="card">
          <dt className="muted text-sm font-semibold">{f.label}</dt>
          <dd className="m-0 text-2xl font-bold" data-figure={f.label}>
            {f.value}
          </dd>
          <dd className="muted m-0 text-sm">{f.detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/** When the figures were computed, and what they leave out. */
export function FiguresNote({ metrics }: { metrics: Metrics }) {
  return (
    <p className="muted text-sm">
      {`From your CRM records as of ${new Date(metrics.asOf).toLocaleString()}, in ${metrics.currency}.`}
      {metrics.otherCurrencyRecords > 0 && ` ${plural(metrics.otherCurrencyRecords, 'record')} in other currencies ${metrics.otherCurrencyRecords === 1 ? 'is' : 'are'} left out of the amounts (never converted at a made-up rate).`}
    </p>
  )
}
