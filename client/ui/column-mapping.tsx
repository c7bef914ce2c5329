// Which field each column of an imported spreadsheet holds (leads, campaign metrics): one select a
// column, labelled with its header and hinted with the first row's value. A field belongs to one
// column: choosing it for one clears it from any other.
import type { Spreadsheet } from '../lib/read-spreadsheet'
import { Select } from './field'

type Props<F extends string> = {
  id: string
  sheet: Spreadsheet
  options: { value: string; label: string }[]
  mapping: (F | null)[]
  onChange(mapping: (F | null)[]): void
}

export function ColumnMappingFields<F extends string>({ id, sheet, options, mapping, onChange }: Props<F>) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {sheet.headers.map((header, i) => (
        <Select
          // biome-ignore lint/suspicious/noArrayIndexKey: a spreadsheet column is its position (headers may repeat or be blank)
          key={i}
          id={`${id}-col-${i}`}
          label={`Column “${header || `#${i + 1}`}”`}
          hint={`e.g. ${String(sheet.rows[0]?.cells[i] ?? '').slice(0, 40) || '(empty)'}`}
          options={options}
          value={mapping[i] ?? ''}
          onChange={(e) => {
            const field = (e.currentTarget.value || null) as F | null
            onChange(mapping.map((f, j) => (j === i ? field : f === field ? null : f)))
          }}
        />
      ))}
    </div>
  )
}
