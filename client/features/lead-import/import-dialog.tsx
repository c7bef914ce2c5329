// "Import leads": a CSV or XLSX file → which column is which (detected, editable, saved for the
// company) with the first rows as they will be stored → duplicates within the file and against the
// stored leads, a choice per group (merge with a field-by-field preview, keep both, skip) → the
// import in batches with a progress bar → a report that accounts for every row, as CSV, and undo.
// Loaded only when the dialog opens; the parsers load only when a file is chosen.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type ReactElement } from 'react'
import { countOf, plural } from '../../../shared/plural'
import {
  canKeepBoth,
  defaultChoice,
  findDuplicateGroups,
  MATCH_REASON_LABELS,
  mergePreview,
  type DuplicateCandidate,
  type DuplicateGroup,
  type GroupChoice,
} from '../../../shared/lead-duplicates'
import {
  checkRow,
  detectMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  mappingProblem,
  mappingToSave,
  UNDO_DAYS,
  type CheckedRow,
  type ColumnMapping,
} from '../../../shared/lead-import'
import {
  countOutcomes,
  OUTCOME_LABELS,
  planImport,
  plannedCounts,
  type ImportAction,
} from '../../../shared/lead-import-plan'
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, leadName } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { db } from '../../lib/db'
import { downloadText } from '../../lib/download'
import { formatDateTime } from '../../lib/format-date'
import { Alert, Button, Table } from '../../ui'
import { ColumnMappingFields } from '../../ui/column-mapping'
import { Dialog } from '../../ui/dialog'
import { MergePreviewTable } from './merge-preview-table'
import { describeError } from '../../lib/errors'
import {
  asImportLead,
  fetchImports,
  fetchLeadsToCompare,
  fetchSavedMapping,
  runImport,
  saveMapping,
  undoImport,
} from './queries'
import { Progress } from '../../ui/progress'
import { readSpreadsheet, SpreadsheetError, type Spreadsheet } from '../../lib/read-spreadsheet'
import { reportCsv, reportFileName, type ReportRow } from '../../lib/import-report'

type Step =
  | { at: 'file' }
  | { at: 'reading'; fraction: number }
  | { at: 'map'; sheet: Spreadsheet; fileName: string; mapping: ColumnMapping }
  | {
      at: 'dupes'
      sheet: Spreadsheet
      fileName: string
      mapping: ColumnMapping
      checked: CheckedRow[]
      groups: DuplicateGroup[]
    }
  | { at: 'importing'; done: number; total: number }
  | { at: 'done'; importId: string; fileName: string; report: ReportRow[]; undone: boolean }

const GROUPS_SHOWN = 50
const PREVIEW_ROWS = 5

/** The preview's caption: "The first row as it will be stored", "The first 5 rows as they will be stored". */
export const previewCaption = (n: number) =>
  `${plural(n, 'The first row as it', `The first ${n} rows as they`)} will be stored`
const FIELD_OPTIONS = [
  { value: '', label: 'Do not import' },
  ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABELS[f] })),
]

function RecentImports({ companyId }: { companyId: string }) {
  const imports = useQuery({
    queryKey: ['lead-imports', companyId],
    queryFn: async () => fetchImports(await db(), companyId),
  })
  const client = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const undoable = (i: { finished_at: string | null; undone_at: string | null }) =>
    i.finished_at !== null && i.undone_at === null && Date.now() - Date.parse(i.finished_at) < UNDO_DAYS * 86_400_000
  if (!imports.data?.length) return null
  return (
    <details className="my-4">
      <summary>Recent imports ({imports.data.length})</summary>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className="list-none p-0">
        {imports.data.map((i) => (
          <li key={i.id} className="my-2">
            <strong>{i.file_name}</strong> · {formatDateTime(i.created_at)} · {i.created} created, {i.merged} merged,{' '}
            {i.skipped} skipped, {i.rejected} rejected
            {i.undone_at ? ' · undone' : i.finished_at === null ? ' · not finished' : ''}{' '}
            {undoable(i) && (
              <Button
                variant="secondary"
                onClick={async () => {
                  setFailure(null)
                  try {
                    const r = await undoImport(await db(), i.id)
                    void notify(
                      'success',
                      `Undid ${i.file_name}: ${countOf(r.deleted, 'lead')} removed, ${countOf(r.restored, 'lead')} restored`,
                    )
                    await Promise.all([
                      client.invalidateQueries({ queryKey: ['lead-imports'] }),
                      client.invalidateQueries({ queryKey: ['leads'] }),
                    ])
                  } catch (error) {
                    setFailure(describeError(error).message)
                  }
                }}
              >
                Undo {i.file_name}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

function MappingStep({
  step,
  companyId,
  onBack,
  onNext,
}: {
  step: Extract<Step, { at: 'map' }>
  companyId: string
  onBack(): void
  onNext(mapping: ColumnMapping): Promise<void>
}) {
  const id = useId()
  const [mapping, setMapping] = useState(step.mapping)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const checked = useMemo(() => step.sheet.rows.map((r) => checkRow(r.cells, mapping, r.row)), [step.sheet, mapping])
  const problem = mappingProblem(mapping)
  const ok = checked.filter((c) => c.ok)
  const bad = checked.filter((c) => !c.ok)
  return (
    <>
      <p>
        <strong>{step.fileName}</strong>: {countOf(step.sheet.rows.length, 'row')}. Choose which field each column
        holds; the choices are kept for your company&apos;s next import.
      </p>
      <ColumnMappingFields id={id} sheet={step.sheet} options={FIELD_OPTIONS} mapping={mapping} onChange={setMapping} />
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <>
          <p>
            {countOf(ok.length, 'row')} ready, {countOf(bad.length, 'row')} will be rejected.
          </p>
          <Table caption={previewCaption(Math.min(PREVIEW_ROWS, checked.length))}>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Company</th>
                <th scope="col">Status</th>
                <th scope="col">Value</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {checked.slice(0, PREVIEW_ROWS).map((c) =>
                c.ok ? (
                  <tr key={c.row}>
                    <td>{c.row}</td>
                    <td>{`${c.lead.first_name} ${c.lead.last_name}`.trim()}</td>
                    <td>{c.lead.email ?? ''}</td>
                    <td>{c.lead.phone}</td>
                    <td>{c.lead.company_name}</td>
                    <td>{LEAD_STATUS_LABELS[c.lead.status]}</td>
                    <td>
                      {c.lead.value.toFixed(2)} {c.lead.currency}
                    </td>
                    <td>{LEAD_SOURCE_LABELS[c.lead.source]}</td>
                  </tr>
                ) : (
                  <tr key={c.row}>
                    <td>{c.row}</td>
                    <td colSpan={7}>Rejected: {c.reasons.join('; ')}</td>
                  </tr>
                ),
              )}
            </tbody>
          </Table>
          {bad.length > 0 && (
            <details>
              <summary>Why rows will be rejected (first {Math.min(20, bad.length)})</summary>
              <ul>
                {bad.slice(0, 20).map((c) => (
                  <li key={c.row}>
                    Row {c.row}: {!c.ok && c.reasons.join('; ')}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions mb-0">
        <Button
          disabled={problem !== null || pending}
          onClick={async () => {
            setPending(true)
            setFailure(null)
            try {
              if (!(await saveMapping(await db(), companyId, mappingToSave(step.sheet.headers, mapping))))
                void notify(
                  'info',
                  'Only owners and admins of your company save the column choices; yours apply to this import.',
                )
              await onNext(mapping)
            } catch (error) {
              setFailure(describeError(error).message)
              setPending(false)
            }
          }}
        >
          {pending ? 'Looking for duplicates…' : 'Next: duplicates'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Choose another file
        </Button>
      </div>
    </>
  )
}

const describeMember = (m: DuplicateCandidate) =>
  m.id ? `Existing lead ${leadName(m.lead)}` : `Row ${m.row}: ${leadName(m.lead)}`

function GroupChoiceField({
  group,
  choice,
  onChoose,
}: {
  group: DuplicateGroup
  choice: GroupChoice
  onChoose(c: GroupChoice): void
}) {
  const name = useId()
  const preview =
    choice === 'merge'
      ? mergePreview(
          group.members
            .filter((m) => m.id !== undefined)
            .slice(0, 1)
            .concat(group.members.filter((m) => m.row !== undefined))
            .map((m) => m.lead),
        )
      : []
  const keepOk = canKeepBoth(group)
  return (
    <fieldset className="card my-3">
      <legend>
        {group.members.map(describeMember).join(' · ')} — {group.reasons.map((r) => MATCH_REASON_LABELS[r]).join(', ')}
      </legend>
      {(['merge', 'keep', 'skip'] as const).map((c) => (
        <label key={c} className="mr-4 inline-flex items-center gap-1">
          <input
            type="radio"
            name={name}
            value={c}
            checked={choice === c}
            disabled={c === 'keep' && !keepOk}
            onChange={() => onChoose(c)}
          />
          {c === 'merge' ? 'Merge' : c === 'keep' ? 'Keep both' : 'Skip the new rows'}
        </label>
      ))}
      {!keepOk && <p className="field-hint">Keep both is not possible: a company has one lead per email address.</p>}
      <MergePreviewTable
        caption="The merged lead, field by field"
        columns={group.members
          .filter((m, i) => m.row !== undefined || i === 0)
          .map((m) => ({ key: m.key, label: m.id ? 'Existing' : `Row ${m.row}` }))}
        preview={preview}
      />
    </fieldset>
  )
}

function DuplicatesStep({
  step,
  onBack,
  onImport,
}: {
  step: Extract<Step, { at: 'dupes' }>
  onBack(): void
  onImport(actions: ImportAction[]): void
}) {
  const [choices, setChoices] = useState<Record<string, GroupChoice>>({})
  const choose = (g: DuplicateGroup) => choices[g.id] ?? defaultChoice(g)
  // The button counts what the import will do with the choices as they stand, not the file's rows.
  const plan = useMemo(() => planImport(step.checked, step.groups, choices, defaultChoice), [step, choices])
  const planned = plannedCounts(plan)
  const leftOut = [
    planned.skipped
      ? `${countOf(planned.skipped, 'row')} skipped as ${plural(planned.skipped, 'a duplicate', 'duplicates')}`
      : '',
    planned.rejected ? `${countOf(planned.rejected, 'row')} rejected` : '',
  ].filter(Boolean)
  const setAll = (c: GroupChoice) =>
    setChoices(Object.fromEntries(step.groups.map((g) => [g.id, c === 'keep' && !canKeepBoth(g) ? 'merge' : c])))
  return (
    <>
      {step.groups.length === 0 ? (
        <p>
          No duplicates: no row shares an email address, a phone number or a similar name and company with another row
          or a stored lead.
        </p>
      ) : (
        <>
          <p>
            {countOf(step.groups.length, 'group')} of duplicates. Choose for each: merge them into one lead, keep both,
            or skip the new rows.
          </p>
          <div className="actions">
            <Button variant="secondary" onClick={() => setAll('merge')}>
              Merge all
            </Button>
            <Button variant="secondary" onClick={() => setAll('skip')}>
              Skip all
            </Button>
          </div>
          {step.groups.slice(0, GROUPS_SHOWN).map((g) => (
            <GroupChoiceField
              key={g.id}
              group={g}
              choice={choose(g)}
              onChoose={(c) => setChoices((cs) => ({ ...cs, [g.id]: c }))}
            />
          ))}
          {step.groups.length > GROUPS_SHOWN && (
            <p>
              The other {countOf(step.groups.length - GROUPS_SHOWN, 'group')} take the choice above them in "Merge
              all"/"Skip all", or by default: merge for the same email or phone, keep both for a similar name.
            </p>
          )}
        </>
      )}
      {leftOut.length > 0 && (
        <p className="muted">{`Of the file’s ${countOf(plan.length, 'row')}: ${leftOut.join(', ')}.`}</p>
      )}
      <div className="actions mb-0">
        <Button disabled={planned.imported === 0} onClick={() => onImport(plan)}>
          Import {countOf(planned.imported, 'row')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back to the columns
        </Button>
      </div>
    </>
  )
}

function ReportStep({ step, onUndone }: { step: Extract<Step, { at: 'done' }>; onUndone(): void }) {
  const counts = countOutcomes(step.report)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const notCreated = step.report.filter((r) => r.outcome !== 'created')
  return (
    <>
      <Alert tone={counts.rejected ? 'warning' : 'success'}>
        {step.undone ? 'Undone. ' : ''}
        {step.fileName}: {countOf(step.report.length, 'row')} —{' '}
        <span data-testid="import-counts">
          {counts.created} created, {counts.merged} merged into an existing lead, {counts.skipped} skipped as{' '}
          {plural(counts.skipped, 'a duplicate', 'duplicates')}, {counts.rejected} rejected
        </span>
        .
      </Alert>
      {notCreated.length > 0 && (
        <Table caption={`Rows not created${notCreated.length > 100 ? ' (the first 100; the report has all)' : ''}`}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Outcome</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {notCreated.slice(0, 100).map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{OUTCOME_LABELS[r.outcome]}</td>
                <td>{r.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions mb-0">
        <Button onClick={() => downloadText(reportCsv(step.report), reportFileName(step.fileName))}>
          Download the report (CSV)
        </Button>
        {!step.undone && (
          <Button
            variant="secondary"
            disabled={pending}
            onClick={async () => {
              setPending(true)
              setFailure(null)
              try {
                const r = await undoImport(await db(), step.importId)
                void notify(
                  'success',
                  `Import undone: ${countOf(r.deleted, 'lead')} removed, ${countOf(r.restored, 'lead')} restored`,
                )
                onUndone()
              } catch (error) {
                setFailure(describeError(error).message)
              } finally {
                setPending(false)
              }
            }}
          >
            {pending ? 'Undoing…' : 'Undo this import'}
          </Button>
        )}
      </div>
    </>
  )
}

export default function ImportDialog({
  companyId,
  open,
  onOpenChange,
  trigger,
}: {
  companyId: string
  open: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactElement
}) {
  const id = useId()
  const client = useQueryClient()
  const [step, setStep] = useState<Step>({ at: 'file' })
  const [failure, setFailure] = useState<string | null>(null)
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['leads'] }),
      client.invalidateQueries({ queryKey: ['lead-imports'] }),
      client.invalidateQueries({ queryKey: ['campaigns'] }),
    ])

  async function choose(file: File) {
    setFailure(null)
    setStep({ at: 'reading', fraction: 0 })
    try {
      const [sheet, saved] = await Promise.all([
        readSpreadsheet(file, (fraction) => setStep({ at: 'reading', fraction })),
        fetchSavedMapping(await db(), companyId),
      ])
      setStep({ at: 'map', sheet, fileName: file.name, mapping: detectMapping(sheet.headers, saved) })
    } catch (error) {
      setFailure(error instanceof SpreadsheetError ? error.message : describeError(error).message)
      setStep({ at: 'file' })
    }
  }

  async function findDuplicates(sheet: Spreadsheet, fileName: string, mapping: ColumnMapping) {
    const checked = sheet.rows.map((r) => checkRow(r.cells, mapping, r.row))
    const stored = await fetchLeadsToCompare(await db(), companyId)
    const candidates: DuplicateCandidate[] = [
      ...stored.map((l) => ({ key: `lead:${l.id}`, id: l.id, createdAt: l.created_at, lead: asImportLead(l) })),
      ...checked.flatMap((c) => (c.ok ? [{ key: `row:${c.row}`, row: c.row, lead: c.lead }] : [])),
    ]
    setStep({
      at: 'dupes',
      sheet,
      fileName,
      mapping,
      checked,
      groups: findDuplicateGroups(candidates, (c) => c.row !== undefined),
    })
  }

  async function run(fileName: string, actions: ImportAction[], checked: CheckedRow[]) {
    setFailure(null)
    setStep({ at: 'importing', done: 0, total: actions.length })
    try {
      const { importId, outcomes } = await runImport(await db(), companyId, fileName, actions, (done, total) =>
        setStep({ at: 'importing', done, total }),
      )
      const byRow = new Map(checked.map((c) => [c.row, c]))
      const report = outcomes.map((o): ReportRow => {
        const c = byRow.get(o.row)
        const lead = c?.ok ? c.lead : null
        return {
          ...o,
          name: lead
            ? `${lead.first_name} ${lead.last_name}`.trim()
            : `${c && !c.ok ? [c.raw.first_name, c.raw.last_name, c.raw.full_name].filter(Boolean).join(' ') : ''}`,
          email: lead?.email ?? (c && !c.ok ? (c.raw.email ?? '') : ''),
        }
      })
      setStep({ at: 'done', importId, fileName, report, undone: false })
      await refresh()
    } catch (error) {
      setFailure(
        `The import stopped: ${describeError(error).message} The rows sent so far are recorded under Recent imports, where they can be undone.`,
      )
      setStep({ at: 'file' })
      await refresh()
    }
  }

  return (
    <Dialog
      open={open}
      trigger={trigger}
      onOpenChange={(next) => {
        if (step.at === 'importing') return
        onOpenChange(next)
        if (!next) {
          setStep({ at: 'file' })
          setFailure(null)
        }
      }}
      variant="wide"
      title="Import leads"
      description="From a CSV file or an Excel workbook (.xlsx), up to 20,000 rows. Nothing is stored until you confirm."
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      {step.at === 'file' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-file`}>Spreadsheet</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0]
                if (file) void choose(file)
              }}
            />
            <p className="field-hint">
              The first row names the columns, e.g. First name, Last name, Email, Phone, Company, Status, Deal value,
              Source.
            </p>
          </div>
          <RecentImports companyId={companyId} />
        </>
      )}
      {step.at === 'reading' && <Progress label="Reading the file…" value={step.fraction} />}
      {step.at === 'map' && (
        <MappingStep
          step={step}
          companyId={companyId}
          onBack={() => setStep({ at: 'file' })}
          onNext={(mapping) => findDuplicates(step.sheet, step.fileName, mapping)}
        />
      )}
      {step.at === 'dupes' && (
        <DuplicatesStep
          step={step}
          onBack={() => setStep({ at: 'map', sheet: step.sheet, fileName: step.fileName, mapping: step.mapping })}
          onImport={(actions) => void run(step.fileName, actions, step.checked)}
        />
      )}
      {step.at === 'importing' && (
        <Progress label={`Importing ${countOf(step.total, 'row')}…`} value={step.total ? step.done / step.total : 0} />
      )}
      {step.at === 'done' && (
        <ReportStep
          step={step}
          onUndone={() => {
            setStep({ ...step, undone: true })
            void refresh()
          }}
        />
      )}
    </Dialog>
  )
}
