// A horizontal bar chart drawn from its data: each row a label, an SVG bar and the value as text,
// so it reads at 360 px as on a wide screen, in both themes. The bars are decoration for sighted
// readers (hidden from assistive technology); the same figures are in a data table that screen
// readers always get and anyone can show with the toggle.
import { useId, useState } from 'react'
import { Button } from '.'
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
  const id = useId()
  const [showTable, setShowTable] = useState(false)
  const nothing = bars.length === 0 || bars.every((b) => b.value <= 0)
  return (
    <figure className="card m-0" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="mb-1">
          {title}
        </h3>
        {description && <p className="muted text-sm">{description}</p>}
      </figcaption>
      {nothing ? (
        <p className="muted">{empty ?? 'Nothing recorded yet.'}</p>
      ) : (
        <>
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
          <Button variant="ghost" className="mt-2 px-2 text-sm" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable((v) => !v)}>
            {showTable ? 'Hide the data table' : 'Show the data table'}
          </Button>
        </>
      )}
      <div id={`${id}-table`} className={showTable && !nothing ? 'table-scroll mt-2' : 'visually-hidden'}>
        <table className="text-sm">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col" className="text-right">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row" className="font-normal">
                  {b.label}
                </th>
                <td className="text-right tabular-nums">{b.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
