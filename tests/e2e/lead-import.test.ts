// Importing leads in Chromium: a new company's owner imports a generated CSV with duplicates (in the
// file and against a stored lead) and bad rows from /dashboard/leads — columns detected from the
// headers, the first rows previewed, duplicates listed with a merge preview, a progress bar, a
// report whose counts account for every row, downloaded as CSV — then undoes it and the stored lead
// is exactly as before. The dialog passes axe in both themes; no console error or CSP violation.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { leadImportCsv } from '../lead-import-fixture'
import { axeInBothThemes, hydrated, launch, signedInContext, watchedPage } from './browser'
import { ownCompany } from './accounts'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const OWNER = { email: `importer.${stamp}@import.test`, password: 'Importer-2026!' }
const STORED = {
  first_name: 'Stella',
  last_name: 'Stored',
  email: `stella.${stamp}@import.test`,
  company_name: 'Stored Co',
  title: '',
  value: 1200,
}
const ROWS = 200

let browser: Browser
let context: BrowserContext
let api: SupabaseClient // signed in as OWNER
let companyId: string

beforeAll(async () => {
  ;({ api, companyId } = await ownCompany(backend, OWNER, `Import Co ${stamp}`))
  expect((await api.from('leads').insert({ company_id: companyId, ...STORED })).error).toBeNull()
  browser = await launch()
  context = await signedInContext(browser, base, OWNER)
})
afterAll(async () => {
  await browser?.close()
})

describe('importing leads from a spreadsheet', () => {
  it('imports a CSV with duplicates and bad rows, reports every row, downloads the report, and undoes it', async () => {
    const { csv, expected } = leadImportCsv(ROWS, STORED.email)
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/leads`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Import leads' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import leads' })
    await dialog.waitFor()
    await dialog
      .getByLabel('Spreadsheet')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

    // the columns, detected from the header names and their synonyms
    await expect.poll(() => dialog.getByLabel('Column “E-mail”').inputValue(), { timeout: 10_000 }).toBe('email')
    expect(await dialog.getByLabel('Column “Organisation”').inputValue()).toBe('company_name')
    expect(await dialog.getByLabel('Column “Stage”').inputValue()).toBe('status')
    expect(await dialog.getByLabel('Column “Deal value”').inputValue()).toBe('value')
    await dialog
      .getByText(`${ROWS - expected.rejected} rows ready, ${expected.rejected} rows will be rejected.`)
      .waitFor()
    await dialog.getByRole('table', { name: 'The first 5 rows as they will be stored' }).waitFor()
    const a11y = await axeInBothThemes(page)
    expect(a11y).toEqual({ dark: [], light: [] })

    await dialog.getByRole('button', { name: 'Next: duplicates' }).click()
    await dialog.getByText(/groups? of duplicates/).waitFor({ timeout: 10_000 })
    // the stored lead and the file row with its email, merged: the preview shows the result
    const storedGroup = dialog.locator('fieldset').filter({ hasText: 'Existing lead Stella Stored' })
    await storedGroup.getByRole('table', { name: 'The merged lead, field by field' }).waitFor()
    expect(await storedGroup.getByRole('radio', { name: 'Keep both' }).isDisabled()).toBe(true)
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })

    // every value the progress bar announces
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { progress: string[] }).progress = seen
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]')
        const now = bar?.getAttribute('aria-valuenow')
        if (now && seen.at(-1) !== now) seen.push(now)
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      })
    })
    // the button counts the rows the import will create or merge, not the rows of the file
    const imported = ROWS - expected.rejected
    await dialog.getByText(`Of the file’s ${ROWS} rows: ${expected.rejected} rows rejected.`).waitFor()
    expect(await dialog.getByRole('button', { name: /^Import \d+ rows?$/ }).innerText()).toBe(`Import ${imported} rows`)
    await dialog.getByRole('button', { name: `Import ${imported} rows` }).click()
    const counts = dialog.getByTestId('import-counts')
    await expect
      .poll(() => counts.textContent(), { timeout: 20_000 })
      .toBe(
        `${expected.created} created, ${expected.merged} merged into an existing lead, 0 skipped as duplicates, ${expected.rejected} rejected`,
      )
    expect(expected.created + expected.merged + expected.rejected).toBe(ROWS)
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress)
    expect(progress[0]).toBe('0')
    expect(progress.at(-1)).toBe('100')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the report (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('import-report-leads.csv')
    const report = (await new Response((await download.createReadStream()) as unknown as ReadableStream).text())
      .trimEnd()
      .split('\r\n')
    expect(report[0]).toBe('Row,Outcome,Reason,Lead id,Name,Email')
    expect(report).toHaveLength(ROWS + 1)
    expect(report.filter((l) => l.includes(',Rejected,'))).toHaveLength(expected.rejected)
    expect(report.find((l) => l.startsWith('9,'))).toMatch(/^9,Rejected,"?Bad email address ""broken7@""/)

    const leads = await api.from('leads').select('id', { count: 'exact', head: true }).eq('company_id', companyId)
    expect(leads.count).toBe(1 + expected.created)
    // row 5 has the stored lead's email and the stage Proposal: the stored lead is New, so it moves on
    const merged = await api.from('leads').select('status, value').eq('email', STORED.email).single()
    expect(merged.data).toEqual({ status: 'proposal', value: 1200 })

    await dialog.getByRole('button', { name: 'Undo this import' }).click()
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Import undone: ${expected.created} leads removed, 1 lead restored` })
      .first()
      .waitFor()
    const after = await api
      .from('leads')
      .select('first_name, last_name, email, company_name, title, value, notes, source, status')
      .eq('company_id', companyId)
    expect(after.data).toEqual([{ ...STORED, notes: '', source: 'manual', status: 'new' }])
    expect(problems).toEqual([])
    await page.close()
  })

  it('"Find duplicates" lists stored leads with the same phone and merges them into one', async () => {
    const twins = [
      { company_id: companyId, first_name: 'Tess', last_name: 'Twin', phone: '+1 415 555 0142', title: '' },
      { company_id: companyId, first_name: 'Tess', last_name: 'Twin', phone: '+14155550142', title: 'COO' },
    ]
    expect((await api.from('leads').insert(twins)).error).toBeNull()
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/leads`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Find duplicates' }).click()
    const dialog = page.getByRole('dialog', { name: 'Duplicate leads' })
    const group = dialog.getByRole('region', { name: 'Duplicates: Tess Twin, Tess Twin' })
    await group
      .getByRole('table', { name: 'The merged lead, field by field (the oldest lead is kept)' })
      .waitFor({ timeout: 10_000 })
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await group.getByRole('button', { name: 'Merge' }).click()
    await dialog.getByText('No duplicates left').waitFor()
    const left = await api.from('leads').select('first_name, title').eq('company_id', companyId).eq('last_name', 'Twin')
    expect(left.data).toEqual([{ first_name: 'Tess', title: 'COO' }])
    expect(problems).toEqual([])
    await page.close()
  })
})
