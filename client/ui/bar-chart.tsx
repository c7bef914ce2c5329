// A horizontal bar chart drawn from its data: each row a label, an SVG bar and the value as text,
// so it reads at 360 px as on a wide screen, in both themes. The bars are decoration for sighted
// readers (hidden from assistive technology); the same figures are in a data table that screen
// readers always get and anyone can show with the toggle.
import { ChartDataTable, ChartFigure } from './chart-figure'
import { barLength, type Bar } from '../lib/chart-data'

export function BarChart({
  title,
  description,
  bars,
  labelHeader,
  valueHeader,
  empty,
}: {
  title: string
  description?: string
  bars: readonly Bar[]
  /** The data table's column headers: what each bar is, and what its value measures. */
  labelHeader: string
  valueHeader: string
  /** What to say when every value is zero. */
  empty?: string
}) {
  const nothing = bars.length === 0 || bars.every((b) => b.value <= 0)
  return (
    <ChartFigure title={title} caption={description && <p className="muted text-sm">{description}</p>}>
      {nothing ? (
        <p className="muted">{empty ?? 'Nothing recorded yet.'}</p>
      ) : (
        <ul className="plain-list grid gap-2" aria-hidden="true">
          {bars.map((b) => (
            <li key={b.key} className="grid grid-cols-[minmax(5rem,9rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate">{b.label}</span>
              <svg className="block h-4 w-full" role="presentation" focusable="false">
                <rect x="0" y="0" width="100%" height="100%" rx="3" className="fill-subtle" />
                <rect x="0" y="0" width={`${barLength(b.value, bars)}%`} height="100%" rx="3" className="fill-accent" />
              </svg>
              <span className="text-right font-semibold tabular-nums">{b.display}</span>
            </li>
          ))}
        </ul>
      )}
      <ChartDataTable
        caption={title}
        headers={[labelHeader, valueHeader]}
        rows={bars.map((b) => ({ key: b.key, label: b.label, cells: [b.display] }))}
        toggle={!nothing}
      />
    </ChartFigure>
  )
}
