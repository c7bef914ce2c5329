// Reads the chosen spreadsheet (for the lead import and the campaign metrics import) into a header row and data rows, with progress, before anything is
// sent: CSV with papaparse (RFC 4180, quoted line breaks, any delimiter it detects), XLSX with
// read-excel-file (its first sheet). Both load only when a file is chosen. Too big a file or too
// many rows is refused here, with the limit in the message.
import { cellText, isBlankRow, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../shared/lead-import'

export type Spreadsheet = {
  headers: string[]
  /** Data rows with their row number in the file (the header is row 1); blank rows are left out. */
  rows: { row: number; cells: unknown[] }[]
}

export class SpreadsheetError extends Error {}

export const TOO_MANY_ROWS = `This file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows and import them one after another.`

const kindOf = (file: File) =>
  /\.xlsx$/i.test(file.name) ? 'xlsx' : /\.(csv|txt|tsv)$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : null

async function readCsv(file: File, onProgress: (fraction: number) => void): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse')
  return new Promise((resolve, reject) => {
    const rows: unknown[][] = []
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunk(results, parser) {
        rows.push(...results.data)
        onProgress(Math.min(1, results.meta.cursor / Math.max(1, file.size)))
        if (rows.length > MAX_IMPORT_ROWS + 1) {
          parser.abort()
          reject(new SpreadsheetError(TOO_MANY_ROWS))
        }
      },
      complete: () => resolve(rows),
      error: (error) => reject(new SpreadsheetError(`The file could not be read as CSV: ${error.message}`)),
    })
  })
}

async function readXlsx(file: File): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/universal')
  try {
    return (await readSheet(await file.arrayBuffer())) as unknown[][]
  } catch (error) {
    throw new SpreadsheetError(
      `The file could not be read as an Excel workbook (.xlsx): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** `rowsOf`: what a data row is, for the messages ("leads", "days of campaign metrics"). */
export async function readSpreadsheet(
  file: File,
  onProgress: (fraction: number) => void = () => {},
  { rowsOf = 'leads' }: { rowsOf?: string } = {},
): Promise<Spreadsheet> {
  const kind = kindOf(file)
  if (!kind) throw new SpreadsheetError('Choose a CSV file (.csv) or an Excel workbook (.xlsx).')
  if (file.size > MAX_IMPORT_BYTES)
    throw new SpreadsheetError(
      `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the most an import takes is ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
    )
  if (file.size === 0) throw new SpreadsheetError('This file is empty.')
  onProgress(0)
  const all = kind === 'csv' ? await readCsv(file, onProgress) : await readXlsx(file)
  onProgress(1)
  const headerIndex = all.findIndex((r) => !isBlankRow(r))
  if (headerIndex < 0) throw new SpreadsheetError('This file is empty.')
  const headers = all[headerIndex].map(cellText)
  const rows = all
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(headerIndex + 1)
    .filter((r) => !isBlankRow(r.cells))
  if (rows.length === 0) throw new SpreadsheetError(`This file has a header row but no ${rowsOf} under it.`)
  if (rows.length > MAX_IMPORT_ROWS) throw new SpreadsheetError(TOO_MANY_ROWS)
  return { headers, rows }
}
