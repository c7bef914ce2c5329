// A lead's owner in Chromium against the real Worker and local backend, as Northwind's seeded owner:
// chosen on the lead's page from the company's members and written in its history, the list
// filtered by "Owner: me" and "Owner: unassigned" from the address, exported with the owner's name,
// the Owner column, and a bulk "set owner" on ticked rows.
// The seeded owners are put back afterwards. Every test fails on a console error, an uncaught error
// or a CSP violation.
import Papa from 'papaparse'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const service = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}
const DANA = 'b0000000-0000-4000-8000-000000000002'
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: won, unassigned
const LIAM = '1ead0000-0000-4000-8000-000000000002' // seed: proposal, Dana's

let browser: Browser
let owner: BrowserContext

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
const ownerOf = async (id: string) =>
  (
    (await (await fetch(`${backend}/rest/v1/leads?id=eq.${id}&select=owner_id`, { headers: service })).json()) as {
      owner_id: string | null
    }[]
  )[0]?.owner_id
const setOwner = (id: string, ownerId: string | null) =>
  fetch(`${backend}/rest/v1/leads?id=eq.${id}`, {
    method: 'PATCH',
    headers: service,
    body: JSON.stringify({ owner_id: ownerId }),
  })
async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}
const names = (page: Page) => page.locator('tbody tr td:nth-child(2) a').allInnerTexts()

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await setOwner(OLIVIA, null)
  await setOwner(LIAM, DANA)
  await browser?.close()
})

describe('a lead’s owner', () => {
  it('is chosen on the lead’s page from the members, and the list filters by it from the address', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, `/dashboard/leads/${OLIVIA}`)
    const select = page.getByLabel('Owner', { exact: true })
    await poll(() => select.isEnabled()).toBe(true)
    // unassigned first, then the company's members (the directory; other files may add a teammate)
    const options = await select.locator('option').allInnerTexts()
    expect(options[0]).toBe('Unassigned')
    expect(options).toContain('Dana Demo')
    await select.selectOption({ label: 'Dana Demo' })
    await toast(page, 'Olivia Martin is now owned by Dana Demo').waitFor()
    expect(await ownerOf(OLIVIA)).toBe(DANA)
    // the history says who changed it, from whom to whom (the database wrote it)
    const history = page.getByRole('region', { name: 'History' })
    await poll(() => history.getByRole('listitem').first().innerText()).toMatch(
      /^Owner changed from Unassigned to Dana Demo by Dana Demo · /,
    )

    await open(page, '/dashboard/leads?owner=me&sort=value_desc')
    await poll(() => names(page)).toContain('Olivia Martin')
    expect(await page.getByLabel('Filter by owner').inputValue()).toBe('me')
    // the export carries the Owner column, after Status as in the list: Dana's name on each of her leads
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const rows = Papa.parse<string[]>(
      (await new Response((await download.createReadStream()) as unknown as ReadableStream).text()).trimEnd(),
      { newline: '\r\n' },
    ).data
    expect(rows[0]!.slice(6, 9)).toEqual(['Status', 'Owner', 'Source'])
    expect(rows.find((r) => r[0] === 'Olivia' && r[1] === 'Martin')?.[7]).toBe('Dana Demo')
    expect(rows.slice(1).map((r) => r[7])).toEqual(rows.slice(1).map(() => 'Dana Demo'))
    // unassigned: not Olivia any more
    await open(page, '/dashboard/leads?owner=none&q=olivia')
    await poll(() => page.getByRole('main').innerText()).toContain('No leads match')
    expect(problems).toEqual([])
    await page.close()
  })

  it('is set on ticked rows in one action, and shown in the Owner column', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/leads?owner=me&sort=value_desc')
    await poll(() => names(page)).toEqual(expect.arrayContaining(['Olivia Martin', 'Liam Chen']))
    const headers = (await page.locator('thead th').allInnerTexts()).map((t) => t.trim())
    const ownerCell = (name: string) =>
      page
        .locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) })
        .locator('td')
        .nth(headers.indexOf('Owner'))
    expect(await ownerCell('Olivia Martin').innerText()).toBe('Dana Demo')
    await page.getByLabel('Select Olivia Martin').check()
    await page.getByLabel('Select Liam Chen').check()
    const bulk = page.getByRole('region', { name: 'Bulk actions' })
    await bulk.getByLabel('Set owner of the selected leads').selectOption({ label: 'Unassigned' })
    await bulk.getByRole('button', { name: 'Apply owner' }).click()
    await toast(page, '2 leads left unassigned').waitFor()
    expect([await ownerOf(OLIVIA), await ownerOf(LIAM)]).toEqual([null, null])
    await open(page, '/dashboard/leads?owner=none&q=liam%20chen')
    await poll(() => names(page)).toEqual(['Liam Chen'])
    expect(await ownerCell('Liam Chen').innerText()).toBe('Unassigned')
    expect(problems).toEqual([])
    await page.close()
  })
})
