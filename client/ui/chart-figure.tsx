// A chart's frame, shared by every chart: a card figure named by its title, with what else the
// caption says (a legend, a description), and the chart's figures as a table. Screen readers always
// get the table (it is only visually hidden); sighted readers show it with the toggle before it.
import { useId, useState, type ReactNode } from 'react'
import { Button } from '.'
import { cx } from './cx'
import { keyed } from '../lib/keyed'

export function ChartFigure({
  title,
  caption,
  className,
  children,
}: {
  title: string
  /** What the caption says under the title: a legend, a description. */
  caption?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <figure className={cx('card m-0', className)} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="mb-1">
          {title}
        </h3>
        {caption}
      </figcaption>
      {children}
    </figure>
  )
}

export type ChartTableRow = { key: string; label: ReactNode; cells: readonly ReactNode[] }

/** The chart's figures: the first column names each row (a month, a bar), the others are figures, right-aligned. */
export function ChartDataTable({
  caption,
  headers,
  rows,
  toggle = true,
  testId,
}: {
  caption: string
  /** The row names' column header, then each figure's. */
  headers: readonly [string, ...string[]]
  rows: readonly ChartTableRow[]
  /** Offer the toggle (a chart with nothing to show has none, and its table stays hidden). */
  toggle?: boolean
  testId?: string
}) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const [first, ...figures] = headers
  const columns = keyed(figures, (header) => header)
  return (
    <>
      {toggle && (
        <Button
          variant="ghost"
          className="mt-2 px-2 text-sm"
          aria-expanded={shown}
          aria-controls={`${id}-table`}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? 'Hide the data table' : 'Show the data table'}
        </Button>
      )}
      <div
        id={`${id}-table`}
        className={shown && toggle ? 'table-scroll mt-2' : 'visually-hidden'}
        data-testid={testId}
      >
        <table className="text-sm">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {columns.map(({ key, item: header }) => (
                <th key={key} scope="col" className="text-right">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="font-normal">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i].key} className="text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
