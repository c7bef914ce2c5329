// The imports read Excel workbooks (.xlsx) as well as CSV: a real workbook, built here
// as Excel writes one (a zip of OOXML parts, shared strings and numbers), goes through the same
// reader the lead and campaign-metrics imports use, and a file that is not a workbook is refused
// with a message a person can act on.
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readSpreadsheet, SpreadsheetError } from '../../client/lib/read-spreadsheet'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A one-sheet workbook: string cells through the shared-strings table, numbers as numbers. */
function workbook(rows: (string | number | null)[][]): Uint8Array {
  const strings: string[] = []
  const col = (i: number) => String.fromCharCode(65 + i)
  const sheetRows = rows
    .map((cells, r) => {
      const xml = cells
        .map((v, c) => {
          if (v === null) return ''
          const ref = `${col(c)}${r + 1}`
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`
          strings.push(v)
          return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`
        })
        .join('')
      return `<row r="${r + 1}">${xml}</row>`
    })
    .join('')
  const ns = 'http://schemas.openxmlformats.org'
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  })
}

const file = (bytes: Uint8Array, name = 'leads.xlsx') =>
  new File([bytes as BlobPart], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })

describe('reading an Excel workbook', () => {
  it('gives the header row and every data row with its row number, blank rows left out, numbers as numbers', async () => {
    const sheet = await readSpreadsheet(
      file(
        workbook([
          ['First name', 'Last name', 'Email', 'Deal value'],
          ['Ada', 'Lovelace', 'ada@example.com', 12500],
          [null, null, null, null],
          ['Grace', 'Hopper', 'GRACE@example.com ', 8000],
        ]),
      ),
    )
    expect(sheet.headers).toEqual(['First name', 'Last name', 'Email', 'Deal value'])
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4])
    expect(sheet.rows[0].cells).toEqual(['Ada', 'Lovelace', 'ada@example.com', 12500])
    expect(sheet.rows[1].cells.slice(0, 3)).toEqual(['Grace', 'Hopper', 'GRACE@example.com']) // the reader trims cells; the import then lower-cases emails
  })

  it('a header with nothing under it is refused, naming what the rows would be', async () => {
    await expect(
      readSpreadsheet(file(workbook([['Campaign', 'Day', 'Spend']])), () => {}, { rowsOf: 'days of campaign metrics' }),
    ).rejects.toThrow('This file has a header row but no days of campaign metrics under it.')
  })

  it('a file named .xlsx that is not a workbook is refused with the reason', async () => {
    const error = await readSpreadsheet(file(strToU8('name,email\nAda,ada@example.com\n'))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SpreadsheetError)
    expect((error as Error).message).toMatch(/^The file could not be read as an Excel workbook \(\.xlsx\): /)
  })
})
