// The merged lead, field by field, for a group of duplicates (found in the list or in an import):
// only the fields whose values differ, each lead's value in its column and the merge's result.
import { IMPORT_FIELD_LABELS } from '../../../shared/lead-import'
import type { mergePreview } from '../../../shared/lead-duplicates'
import { Table } from '../../ui'

const show = (v: unknown) => (v === null || v === '' ? '—' : String(v))

/** `columns`: one heading a lead, in the order of each field's values. */
export function MergePreviewTable({
  caption,
  columns,
  preview,
}: {
  caption: string
  columns: { key: string; label: string }[]
  preview: ReturnType<typeof mergePreview>
}) {
  const differing = preview.filter((p) => p.values.some((v) => v !== p.values[0]))
  if (!differing.length) return null
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          {columns.map((c) => (
            <th scope="col" key={c.key}>
              {c.label}
            </th>
          ))}
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {differing.map((p) => (
          <tr key={p.field}>
            <th scope="row">{IMPORT_FIELD_LABELS[p.field]}</th>
            {p.values.map((v, i) => (
              <td key={columns[i].key}>{show(v)}</td>
            ))}
            <td>
              <strong>{show(p.result)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
