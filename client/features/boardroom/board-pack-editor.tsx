// The board pack: the figures a decision turns on, handed to the board with the question. Rows to
// add by hand, and a paste box that turns lines ("CAC: $420", "Gross margin 62%", a CSV with a
// header) into rows, naming each line it cannot read. Nothing typed is lost on an error. The rows
// are the ask form's field array (react-hook-form's useFieldArray; the form is the boardroom page's).
import { useId, useState } from 'react'
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form'
import { FACTS_MAX, PLAIN_UNITS, type Fact } from '../../../shared/schemas/board-pack'
import { Alert, Button, ScrollRegion, TableHead } from '../../ui'
import { keyed } from '../../lib/keyed'

export type PackRow = { label: string; value: string; unit: string; group: string }
/** The part of the ask form the editor fills: its rows. */
export type PackForm = { question: string; rows: PackRow[] }

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'SEK', 'NOK', 'DKK', 'INR', 'SGD']
const UNIT_LABELS: Record<string, string> = {
  '%': '% (percent)',
  x: '× (ratio)',
  months: 'months',
  weeks: 'weeks',
  days: 'days',
  hours: 'hours',
  count: 'count',
  score: 'score',
  text: 'text',
}

export const emptyRow = (): PackRow => ({ label: '', value: '', unit: '', group: '' })

export function rowFromFact(f: Fact): PackRow {
  return { label: f.label, value: String(f.value), unit: f.unit ?? '', group: f.group ?? '' }
}

/** Rows as facts, or the first problem by row (the server checks again and names the figure too). */
export function rowsToFacts(rows: PackRow[]): { facts: Fact[] } | { error: string; row: number } {
  const facts: Fact[] = []
  for (const [i, row] of rows.entries()) {
    const label = row.label.trim()
    const valueText = row.value.trim()
    if (!label && !valueText) continue
    const name = `Figure ${i + 1}${label ? ` (${label})` : ''}`
    if (!label) return { error: `${name}: give the figure a label`, row: i }
    if (!valueText) return { error: `${name}: give the figure a value`, row: i }
    let value: number | string = valueText
    if (row.unit !== 'text') {
      const n = Number(
        valueText
          .replace(/[,\s]/g, '')
          .replace(/^[$€£]/, '')
          .replace(/%$/, ''),
      )
      if (Number.isFinite(n) && valueText !== '') value = n
      else if (row.unit)
        return { error: `${name}: “${valueText}” is not a number; write a number, or choose the unit “text”`, row: i }
    }
    facts.push({
      label,
      value,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.group.trim() ? { group: row.group.trim() } : {}),
    })
  }
  if (facts.length > FACTS_MAX) return { error: `A board pack holds at most ${FACTS_MAX} figures`, row: FACTS_MAX }
  return { facts }
}

export function BoardPackEditor({
  control,
  register,
  currency,
  disabled,
  invalidRow,
}: {
  control: Control<PackForm>
  register: UseFormRegister<PackForm>
  currency: string
  disabled: boolean
  invalidRow: number | null
}) {
  const id = useId()
  const [paste, setPaste] = useState('')
  const [issues, setIssues] = useState<{ line: number; text: string; message: string }[]>([])
  const [added, setAdded] = useState<string | null>(null)
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'rows' })
  // the rows as typed (the remove buttons name their figure)
  const rows = useWatch({ control, name: 'rows' })
  const units = [...new Set([currency, ...CURRENCIES])]

  async function readPasted() {
    const { parsePastedFacts } = await import('../../../shared/decision/paste')
    const result = parsePastedFacts(paste, currency)
    const kept = rows.filter((r) => r.label.trim() || r.value.trim())
    replace([...kept, ...result.facts.map(rowFromFact)].slice(0, FACTS_MAX))
    setIssues(result.issues)
    setAdded(
      result.facts.length
        ? `${result.facts.length} ${result.facts.length === 1 ? 'figure' : 'figures'} added to the pack.`
        : null,
    )
    // Lines it could not read stay in the box, so they can be fixed and read again.
    setPaste(
      result.issues
        .map((i) => i.text)
        .filter(Boolean)
        .join('\n'),
    )
  }

  return (
    <fieldset className="my-4 min-w-0 border-0 p-0" disabled={disabled}>
      <legend className="mb-1 font-semibold">Board pack (optional)</legend>
      <p className="field-hint mt-0">
        The figures this decision turns on: costs, savings, rates, terms, your CAC or runway. Percentages as 18 with
        “%”. Group names a row of a small table (“Paid social”, “Option A”). Your company figures and CRM figures are
        added for you; a figure here overrides them for this question.
      </p>
      {/* .table-scroll, as every data table: it scrolls sideways on a phone and holds the hidden labels in */}
      <ScrollRegion aria-label="Figures in the board pack">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="visually-hidden">Figures in the board pack</caption>
          <TableHead columns={['Label', 'Value', 'Unit', 'Group']} columnClassName="text-left" actions="Remove" />
          <tbody>
            {fields.map((row, i) => {
              const n = i + 1
              const invalid = invalidRow === i
              const label = rows[i]?.label ?? ''
              return (
                <tr key={row.id}>
                  <td className="pr-2">
                    <input
                      className="input w-full"
                      aria-label={`Figure ${n} label`}
                      maxLength={80}
                      aria-invalid={invalid || undefined}
                      {...register(`rows.${i}.label`)}
                    />
                  </td>
                  <td className="pr-2">
                    <input
                      className="input w-full"
                      aria-label={`Figure ${n} value`}
                      maxLength={120}
                      aria-invalid={invalid || undefined}
                      {...register(`rows.${i}.value`)}
                    />
                  </td>
                  <td className="pr-2">
                    <select className="select w-full" aria-label={`Figure ${n} unit`} {...register(`rows.${i}.unit`)}>
                      <option value="">none</option>
                      {units.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                      {PLAIN_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {UNIT_LABELS[u]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="pr-2">
                    <input
                      className="input w-full"
                      aria-label={`Figure ${n} group`}
                      maxLength={60}
                      {...register(`rows.${i}.group`)}
                    />
                  </td>
                  <td>
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={`Remove figure ${n}${label ? ` (${label})` : ''}`}
                      onClick={() => remove(i)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="my-2">
        <Button
          type="button"
          variant="secondary"
          disabled={fields.length >= FACTS_MAX}
          onClick={() => append(emptyRow(), { shouldFocus: false })}
        >
          Add a figure
        </Button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-paste`}>Paste figures</label>
        <textarea
          id={`${id}-paste`}
          rows={3}
          value={paste}
          onChange={(e) => setPaste(e.currentTarget.value)}
          aria-describedby={`${id}-paste-hint`}
        />
        <p className="field-hint" id={`${id}-paste-hint`}>
          One per line, such as “CAC: $420”, “Gross margin 62%” or “Runway — 7 months”; or a CSV with a header row
          (label, value, unit, group).
        </p>
      </div>
      <Button type="button" variant="secondary" disabled={!paste.trim()} onClick={() => void readPasted()}>
        Add pasted figures
      </Button>
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {added}
      </div>
      {issues.length > 0 && (
        <Alert tone="error">
          <p className="mb-1">Some lines could not be read; they are still in the box to fix:</p>
          <ul className="m-0">
            {keyed(issues, (issue) => `${issue.line}: ${issue.message}`).map(({ key, item: issue }) => (
              <li key={key}>
                {issue.line > 0 ? `Line ${issue.line} (“${issue.text}”): ${issue.message}` : issue.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </fieldset>
  )
}
