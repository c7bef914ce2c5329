// The import's report as CSV: one line per row of the file, with what happened to it and why —
// created, merged into an existing lead, skipped as a duplicate, rejected with its reason.
import Papa from 'papaparse'
import { OUTCOME_LABELS, type RowOutcome } from '../../shared/lead-import-plan'

export type ReportRow = RowOutcome & { name: string; email: string }

export const REPORT_COLUMNS = ['Row', 'Outcome', 'Reason', 'Lead id', 'Name', 'Email'] as const

/** Any import's report: a header line and one line per row of the file, spreadsheet-safe (no formulas). */
export function outcomesCsv(fields: readonly string[], data: readonly (readonly (string | number)[])[]): string {
  return Papa.unparse({ fields: [...fields], data: data.map((r) => [...r]) }, { newline: '\r\n', escapeFormulae: true })
}

export function reportCsv(rows: readonly ReportRow[]): string {
  return outcomesCsv(
    REPORT_COLUMNS,
    rows.map((r) => [r.row, OUTCOME_LABELS[r.outcome], r.reason ?? '', r.lead_id ?? '', r.name, r.email]),
  )
}

export const reportFileName = (fileName: string) =>
  `import-report-${fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 80)}.csv`
