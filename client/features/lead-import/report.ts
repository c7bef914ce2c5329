// The import's report as CSV: one line per row of the file, with what happened to it and why —
// created, merged into an existing lead, skipped as a duplicate, rejected with its reason.
import Papa from 'papaparse'
import { OUTCOME_LABELS, type RowOutcome } from '../../../shared/lead-import-plan'

export type ReportRow = RowOutcome & { name: string; email: string }

export const REPORT_COLUMNS = ['Row', 'Outcome', 'Reason', 'Lead id', 'Name', 'Email'] as const

export function reportCsv(rows: readonly ReportRow[]): string {
  return Papa.unparse(
    { fields: [...REPORT_COLUMNS], data: rows.map((r) => [r.row, OUTCOME_LABELS[r.outcome], r.reason ?? '', r.lead_id ?? '', r.name, r.email]) },
    { newline: '\r\n', escapeFormulae: true },
  )
}

export const reportFileName = (fileName: string) => `import-report-${fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '-').slice(0, 80)}.csv`
