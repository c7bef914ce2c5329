// A data table: a caption that names it, in a region that scrolls sideways on narrow screens. The
// region is focusable and named by the caption, so keyboard users can scroll it too.
import { useId, type ReactNode } from 'react'
import { cx } from './cx'

export function Table({ caption, hideCaption = false, children, className }: { caption: ReactNode; hideCaption?: boolean; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={cx('table', className)}>
        <caption id={id} className={hideCaption ? 'visually-hidden' : 'muted'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}

/** A table's header row: one column a name; `actions` adds the last column, named for screen readers only. */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  )
}

/** Records an AI answer or an agent step lists: each one's name and what it shows. */
export function RecordsTable({ caption, items }: { caption: string; items: readonly { label: string; detail: string }[] }) {
  return (
    <Table caption={caption}>
      <TableHead columns={['Record', 'What it shows']} />
      <tbody>
        {items.map((item, i) => (
          <tr key={i}>
            <th scope="row">{item.label}</th>
            <td>{item.detail}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
