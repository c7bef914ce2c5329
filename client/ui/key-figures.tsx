// The company's headline figures as tiles (a description list: each label names its value). Pure
// presentation over Metrics, without zod: the dashboard's first screen shows these.
import type { Metrics } from '../../shared/metrics'
import type { Figure } from '../../shared/key-figures'
import { countOf, plural } from '../../shared/plural'

export { keyFigures, type Figure } from '../../shared/key-figures'

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
      {metrics.otherCurrencyRecords > 0 &&
        ` ${countOf(metrics.otherCurrencyRecords, 'record')} in other currencies ${plural(metrics.otherCurrencyRecords, 'is', 'are')} left out of the amounts (never converted at a made-up rate).`}
    </p>
  )
}
