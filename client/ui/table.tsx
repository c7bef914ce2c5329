// A data table: a caption that names it, in a region that scrolls sideways on narrow screens. The
// region is focusable and named by the caption, so keyboard users can scroll it too.
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cx } from './cx'
import { keyed } from '../lib/keyed'

/**
 * A named region that scrolls sideways (.table-scroll): a data table, a code sample. It takes the
 * keyboard focus, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({ className, ...props }: ComponentProps<'section'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard
  return <section className={cx('table-scroll', className)} tabIndex={0} {...props} />
}

export function Table({
  caption,
  hideCaption = false,
  children,
  className,
}: {
  caption: ReactNode
  hideCaption?: boolean
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <ScrollRegion aria-labelledby={id}>
      <table className={cx('table', className)}>
        <caption id={id} className={hideCaption ? 'visually-hidden' : 'muted'}>
          {caption}
        </caption>
        {children}
      </table>
    </ScrollRegion>
  )
}

/**
 * A table's header row: one column a name. `actions` adds the last column, for the row's buttons,
 * named for screen readers only: `true` names it "Actions", a string names it (e.g. "Remove").
 * `columnClassName` goes on every named column (e.g. "text-left" in a table without .table).
 */
export function TableHead({
  columns,
  actions = false,
  columnClassName,
}: {
  columns: readonly string[]
  actions?: boolean | string
  columnClassName?: string
}) {
  return (
    <thead>
      <tr>
        {columns.map((name) => (
          <th key={name} scope="col" className={columnClassName}>
            {name}
          </th>
        ))}
        {actions !== false && (
          <th scope="col">
            <span className="visually-hidden">{actions === true ? 'Actions' : actions}</span>
          </th>
        )}
      </tr>
    </thead>
  )
}

/** Records an AI answer or an agent step lists: each one's name and what it shows. */
export function RecordsTable({
  caption,
  items,
}: {
  caption: string
  items: readonly { label: string; detail: string }[]
}) {
  return (
    <Table caption={caption}>
      <TableHead columns={['Record', 'What it shows']} />
      <tbody>
        {keyed(items, (item) => item.label).map(({ key, item }) => (
          <tr key={key}>
            <th scope="row">{item.label}</th>
            <td>{item.detail}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** One check an operator runs and what it found (a service's health, a diagnostic). */
export type CheckRow = { id: string; label: string; result: ReactNode; time: string; detail: ReactNode }

/** Checks, one a row: its name as the row's header, its result, how long it took and the detail. */
export function ChecksTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly [name: string, result: string, time: string, detail: string]
  rows: readonly CheckRow[]
}) {
  return (
    <Table caption={caption}>
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td>{row.result}</td>
            <td>{row.time}</td>
            <td>{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** A column of a ColumnsTable: its header and what each row shows in it; a numeric one is right-aligned. */
export type Column<Row> = { header: string; cell(row: Row): ReactNode; numeric?: boolean; className?: string }

/** A table of records described by its columns, one record a row. */
export function ColumnsTable<Row extends { id: string }>({
  caption,
  hideCaption,
  columns,
  rows,
}: {
  caption: string
  hideCaption?: boolean
  columns: readonly Column<Row>[]
  rows: readonly Row[]
}) {
  return (
    <Table caption={caption} hideCaption={hideCaption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'text-right' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} className={cx(column.numeric && 'text-right', column.className) || undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
