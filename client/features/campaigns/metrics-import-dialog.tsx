// "Import daily metrics": a CSV or XLSX export of an ad platform (campaign, date, spend, impressions,
// clicks, leads, customers, revenue) → which column is which (detected from the headers, editable) with
// how many rows are ready → the rows sent in batches with a progress bar, as the member → a report in
// which every row is accounted for (added, replaced the stored day, skipped, rejected with its reason),
// downloadable as CSV. The file reading, progress bar and report come from the lead import.
// Loaded when the dialog opens; the parsers load only when a file is chosen.
import { useId, useMemo, useState, type ReactElement } from 'react'
import {
  checkMetricRow,
  detectMetricMapping,
  METRIC_FIELD_LABELS,
  METRIC_FIELDS,
  METRIC_OUTCOME_LABELS,
  METRIC_OUTCOMES,
  metricMappingProblem,
  planMetricImport,
  type MetricMapping,
  type MetricRowOutcome,
} from '../../../shared/campaign-performance'
import { countOf } from '../../../shared/plural'
import { db } from '../../lib/db'
import { downloadText } from '../../lib/download'
import { Alert, Button } from '../../ui'
import { ColumnMappingFields } from '../../ui/column-mapping'
import { Dialog } from '../../ui/dialog'
import { describeError } from '../../lib/errors'
import { Progress } from '../../ui/progress'
import { readSpreadsheet, SpreadsheetError, type Spreadsheet } from '../../lib/read-spreadsheet'
import { outcomesCsv, reportFileName } from '../../lib/import-report'
import { useMetricsImported } from './metrics-api'
import { runMetricImport } from './metrics-queries'

type Step =
  | { at: 'file' }
  | { at: 'reading'; fraction: number }
  | { at: 'map'; sheet: Spreadsheet; fileName: string; mapping: MetricMapping }
  | { at: 'importing'; done: number; total: number }
  | { at: 'done'; fileName: string; report: MetricRowOutcome[]; failure: string | null }

const FIELD_OPTIONS = [
  { value: '', label: 'Do not import' },
  ...METRIC_FIELDS.map((f) => ({ value: f, label: METRIC_FIELD_LABELS[f] })),
]

/** A campaign's name (lower case, single spaces) and its id, each to its id. */
export function campaignLookup(campaigns: readonly { id: string; name: string }[]) {
  return new Map(
    campaigns.flatMap((c) => [
      [c.name.trim().toLowerCase().replace(/\s+/g, ' '), c.id] as const,
      [c.id, c.id] as const,
    ]),
  )
}

function MappingStep({
  step,
  campaigns,
  onBack,
  onImport,
}: {
  step: Extract<Step, { at: 'map' }>
  campaigns: ReadonlyMap<string, string>
  onBack(): void
  onImport(mapping: MetricMapping): void
}) {
  const id = useId()
  const [mapping, setMapping] = useState(step.mapping)
  const checked = useMemo(
    () => step.sheet.rows.map((r) => checkMetricRow(r.cells, mapping, r.row, campaigns)),
    [step.sheet, mapping, campaigns],
  )
  const problem = metricMappingProblem(mapping)
  const bad = checked.filter((c) => !c.ok)
  return (
    <>
      <p>
        <strong>{step.fileName}</strong>: {countOf(step.sheet.rows.length, 'row')}. Choose which field each column
        holds. A campaign is matched by its name here; a date already stored for a campaign is replaced.
      </p>
      <ColumnMappingFields id={id} sheet={step.sheet} options={FIELD_OPTIONS} mapping={mapping} onChange={setMapping} />
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <>
          <p>
            {countOf(checked.length - bad.length, 'row')} ready, {countOf(bad.length, 'row')} will be rejected.
          </p>
          {bad.length > 0 && (
            <ul className="text-sm">
              {bad.slice(0, 5).map((b) => (
                <li key={b.row}>
                  Row {b.row}: {!b.ok && b.reasons.join('; ')}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="actions">
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
        <Button disabled={problem !== null || bad.length === checked.length} onClick={() => onImport(mapping)}>
          Import {countOf(checked.length - bad.length, 'row')}
        </Button>
      </div>
    </>
  )
}

function ReportStep({ step }: { step: Extract<Step, { at: 'done' }> }) {
  const counts = Object.fromEntries(METRIC_OUTCOMES.map((o) => [o, step.report.filter((r) => r.outcome === o).length]))
  return (
    <>
      {step.failure && <Alert tone="error">{step.failure}</Alert>}
      <p role="status">
        {countOf(step.report.length, 'row')} of {step.fileName} accounted for:{' '}
        {METRIC_OUTCOMES.map((o) => `${counts[o]} ${METRIC_OUTCOME_LABELS[o].toLowerCase()}`).join(', ')}.
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          downloadText(
            outcomesCsv(
              ['Row', 'Outcome', 'Reason'],
              step.report.map((r) => [r.row, METRIC_OUTCOME_LABELS[r.outcome], r.reason ?? '']),
            ),
            reportFileName(step.fileName),
          )
        }
      >
        Download the report (CSV)
      </Button>
    </>
  )
}

export default function MetricsImportDialog({
  companyId,
  campaigns,
  open,
  onOpenChange,
  trigger,
}: {
  companyId: string
  campaigns: readonly { id: string; name: string }[]
  open: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactElement
}) {
  const [step, setStep] = useState<Step>({ at: 'file' })
  const [failure, setFailure] = useState<string | null>(null)
  const lookup = useMemo(() => campaignLookup(campaigns), [campaigns])
  const imported = useMetricsImported()

  async function choose(file: File) {
    setFailure(null)
    setStep({ at: 'reading', fraction: 0 })
    try {
      const sheet = await readSpreadsheet(file, (fraction) => setStep({ at: 'reading', fraction }), {
        rowsOf: 'days of campaign metrics',
      })
      setStep({ at: 'map', sheet, fileName: file.name, mapping: detectMetricMapping(sheet.headers) })
    } catch (error) {
      setFailure(
        error instanceof SpreadsheetError
          ? error.message
          : `The file could not be read. ${describeError(error).message}`,
      )
      setStep({ at: 'file' })
    }
  }

  async function run(sheet: Spreadsheet, fileName: string, mapping: MetricMapping) {
    const { send, settled } = planMetricImport(sheet.rows.map((r) => checkMetricRow(r.cells, mapping, r.row, lookup)))
    setStep({ at: 'importing', done: 0, total: send.length })
    const outcomes: MetricRowOutcome[] = []
    let stopped: string | null = null
    try {
      outcomes.push(
        ...(await runMetricImport(await db(), companyId, send, (done, total) =>
          setStep({ at: 'importing', done, total }),
        )),
      )
    } catch (error) {
      stopped = `The import stopped: ${describeError(error).message} The rows before it are stored; the rest are marked rejected.`
    }
    const done = new Set(outcomes.map((o) => o.row))
    const unsent = send
      .filter((r) => !done.has(r.row))
      .map((r): MetricRowOutcome => ({ row: r.row, outcome: 'rejected', reason: stopped ?? 'Not stored' }))
    const report = [...outcomes, ...settled, ...unsent].sort((a, b) => a.row - b.row)
    await imported()
    setStep({ at: 'done', fileName, report, failure: stopped })
  }

  return (
    <Dialog
      open={open}
      trigger={trigger}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next && step.at !== 'importing') setStep({ at: 'file' })
      }}
      title="Import daily campaign metrics"
      description="A CSV or Excel file with one row per campaign and day: spend, impressions, clicks, leads, customers and revenue."
      variant="wide"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      {step.at === 'file' && (
        <div className="field">
          <label htmlFor="metrics-file">Spreadsheet (.csv or .xlsx)</label>
          <input
            id="metrics-file"
            type="file"
            accept=".csv,.xlsx,text/csv"
            onChange={(e) => e.currentTarget.files?.[0] && void choose(e.currentTarget.files[0])}
          />
        </div>
      )}
      {step.at === 'reading' && <Progress label="Reading the file…" value={step.fraction} />}
      {step.at === 'map' && (
        <MappingStep
          step={step}
          campaigns={lookup}
          onBack={() => setStep({ at: 'file' })}
          onImport={(mapping) => void run(step.sheet, step.fileName, mapping)}
        />
      )}
      {step.at === 'importing' && (
        <Progress label={`Importing ${countOf(step.total, 'row')}…`} value={step.total ? step.done / step.total : 1} />
      )}
      {step.at === 'done' && <ReportStep step={step} />}
    </Dialog>
  )
}
