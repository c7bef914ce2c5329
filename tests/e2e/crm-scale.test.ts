// The lead list at scale and campaign performance in Chromium against the real Worker and local
// backend, as the owner of a company of their own (so the seeded data other files count is left
// alone): filters in the address survive a reload; a bulk status change on ticked rows; a bulk
// delete undone from its toast; a card moved along the pipeline board with the keyboard, announced;
// a campaign's daily metrics imported from CSV, giving its CTR and cost per lead. Every test fails
// on a console error, an uncaught error or a CSP violation.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeInBothThemes, hydrated, launch, signedInContext, watchedPage } from './browser'
import { ownCompany } from './accounts'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const OWNER = { email: `scale.${stamp}@scale.test`, password: 'Scale-owner-2026!' }
const CAMPAIGN = `Spring search ${stamp}`

let browser: Browser
let context: BrowserContext
let api: SupabaseClient // signed in as OWNER
let companyId: string
let campaignId: string

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
const showing = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' }).innerText()
const statusOf = async (first: string) =>
  (await api.from('leads').select('status').eq('company_id', companyId).eq('first_name', first).maybeSingle()).data
    ?.status

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}

beforeAll(async () => {
  ;({ api, companyId } = await ownCompany(backend, OWNER, `Scale Co ${stamp}`))
  const campaign = await api
    .from('campaigns')
    .insert({ company_id: companyId, name: CAMPAIGN, channel: 'search', budget: 3000 })
    .select('id')
    .single()
  expect(campaign.error).toBeNull()
  campaignId = campaign.data!.id
  // 30 leads: every third from the campaign and an event, the rest from the website
  const leads = Array.from({ length: 30 }, (_, i) => ({
    company_id: companyId,
    first_name: `Lead${i + 1}`,
    last_name: 'Scale',
    email: `lead${i + 1}.${stamp}@scale.test`,
    value: (i + 1) * 100,
    source: i % 3 === 0 ? 'event' : 'website',
    campaign_id: i % 3 === 0 ? campaignId : null,
  }))
  expect((await api.from('leads').insert(leads)).error).toBeNull()
  browser = await launch()
  context = await signedInContext(browser, base, OWNER)
})
afterAll(async () => {
  await browser?.close()
})

describe('the lead list at scale', () => {
  it('keeps search, filters and sort in the address: a reload shows the same list', async () => {
    const { page, problems } = await watchedPage(context)
    await open(page, '/dashboard/leads')
    await poll(() => showing(page)).toBe('Showing 1–25 of 30 leads')
    await page.getByLabel('Filter by campaign').selectOption({ label: CAMPAIGN })
    await poll(() => showing(page)).toBe('Showing 1–10 of 10 leads')
    await page.getByLabel('Filter by source').selectOption('event')
    await page.getByLabel('Sort leads').selectOption('value_desc')
    await page.getByLabel('Search leads').fill('lead1')
    // Lead1, Lead10, Lead13, Lead16, Lead19 of the campaign's ten match "lead1"
    await poll(() => showing(page)).toBe('Showing 1–5 of 5 leads')
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaign: campaignId,
      source: 'event',
      sort: 'value_desc',
      q: 'lead1',
    })

    await page.reload()
    await hydrated(page)
    await poll(() => showing(page)).toBe('Showing 1–5 of 5 leads')
    expect(await page.getByLabel('Filter by campaign').inputValue()).toBe(campaignId)
    expect(await page.getByLabel('Filter by source').inputValue()).toBe('event')
    expect(await page.getByLabel('Sort leads').inputValue()).toBe('value_desc')
    expect(await page.getByLabel('Search leads').inputValue()).toBe('lead1')
    const names = await page.locator('tbody tr td:nth-child(2) a').allInnerTexts()
    expect(names).toEqual(['Lead19 Scale', 'Lead16 Scale', 'Lead13 Scale', 'Lead10 Scale', 'Lead1 Scale'])
    expect(problems).toEqual([])
    await page.close()
  })

  it('changes the status of the ticked rows in one action', async () => {
    const { page, problems } = await watchedPage(context)
    await open(page, '/dashboard/leads?source=website&sort=value_asc')
    await poll(() => showing(page)).toBe('Showing 1–20 of 20 leads')
    await page.getByLabel('Select Lead2 Scale').check()
    await page.getByLabel('Select Lead3 Scale').check()
    const bulk = page.getByRole('region', { name: 'Bulk actions' })
    await bulk.getByText('2 leads selected').waitFor()
    expect(await bulk.getByRole('button', { name: 'Select all 20 matching' }).isVisible()).toBe(true)
    await bulk.getByLabel('Set status of the selected leads').selectOption('qualified')
    await bulk.getByRole('button', { name: 'Apply status' }).click()
    await toast(page, '2 leads set to Qualified').waitFor()
    expect(await statusOf('Lead2')).toBe('qualified')
    expect(await statusOf('Lead3')).toBe('qualified')
    expect(await statusOf('Lead5')).toBe('new')
    // the selection is cleared and the table shows the new statuses
    await poll(() => page.getByLabel('Status of Lead2 Scale').inputValue()).toBe('qualified')
    expect(await page.getByLabel('Select Lead2 Scale').isChecked()).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })

  it('deletes the ticked rows and restores them from the toast’s Undo', async () => {
    const { page, problems } = await watchedPage(context)
    await open(page, '/dashboard/leads?q=lead29')
    await poll(() => showing(page)).toBe('Showing 1–1 of 1 lead')
    const before = (await api.from('leads').select('*').eq('company_id', companyId).eq('first_name', 'Lead29').single())
      .data
    await page.getByLabel('Select Lead29 Scale').check()
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete 1 lead?' })
    await confirm.getByRole('button', { name: 'Delete 1 lead' }).click()
    const deleted = toast(page, 'Deleted 1 lead.')
    await deleted.waitFor()
    await page.getByRole('button', { name: 'Clear search and filters' }).waitFor()
    expect(await statusOf('Lead29')).toBeUndefined()

    await deleted.getByRole('button', { name: 'Undo' }).click()
    await toast(page, 'Restored 1 lead').waitFor()
    await poll(() => showing(page)).toBe('Showing 1–1 of 1 lead')
    const after = (await api.from('leads').select('*').eq('company_id', companyId).eq('first_name', 'Lead29').single())
      .data
    expect(after).toEqual(before)
    expect(problems).toEqual([])
    await page.close()
  })

  it('moves a card to the next stage on the pipeline board with the keyboard, and says so', async () => {
    const { page, problems } = await watchedPage(context)
    await open(page, '/dashboard/leads?view=board&q=lead7')
    const newColumn = page.getByRole('region', { name: /^New/ })
    const card = newColumn.getByRole('article', { name: /^Lead7 Scale, New/ })
    await card.waitFor()
    expect(await newColumn.getByRole('heading').innerText()).toBe('New (1)')
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })

    await card.focus()
    await page.keyboard.press('ArrowRight')
    await poll(() => page.getByRole('status').filter({ hasText: 'moved' }).innerText()).toBe(
      'Lead7 Scale moved from New to Contacted.',
    )
    const contacted = page.getByRole('region', { name: /^Contacted/ })
    await contacted.getByRole('article', { name: /^Lead7 Scale, Contacted/ }).waitFor()
    await poll(() => contacted.getByRole('heading').innerText()).toBe('Contacted (1)')
    // the focus followed the card, so the next key moves it on
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(
      /^Lead7 Scale, Contacted/,
    )
    expect(await statusOf('Lead7')).toBe('contacted')
    await page.keyboard.press('ArrowLeft')
    await poll(() => page.getByRole('status').filter({ hasText: 'moved' }).innerText()).toBe(
      'Lead7 Scale moved from Contacted to New.',
    )
    await poll(() => statusOf('Lead7')).toBe('new')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('campaign performance', () => {
  it('imports daily metrics from CSV and shows the campaign’s CTR and cost per customer, and its spend beside its won value', async () => {
    const csv = [
      'Campaign name,Date,Cost,Impressions,Clicks,Leads,Conversions,Conversion value',
      `${CAMPAIGN},2026-10-01,100,10000,200,10,1,1500`,
      `${CAMPAIGN},2026-10-02,300,30000,400,30,1,0`,
      `Nobody's campaign,2026-10-02,50,100,1,0,0,0`,
    ].join('\r\n')
    const { page, problems } = await watchedPage(context)
    await open(page, `/dashboard/campaigns/${campaignId}`)
    await page.getByText('No daily metrics yet').waitFor()
    await page.getByRole('button', { name: 'Import daily metrics' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import daily campaign metrics' })
    await dialog
      .getByLabel('Spreadsheet')
      .setInputFiles({ name: 'metrics.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await poll(() => dialog.getByLabel('Column “Cost”').inputValue()).toBe('spend')
    expect(await dialog.getByLabel('Column “Conversions”').inputValue()).toBe('customers')
    await dialog.getByText('2 rows ready, 1 row will be rejected.').waitFor()
    await dialog
      .getByText('Row 4: Unknown campaign "Nobody\'s campaign": create it first, or use the name it has here')
      .waitFor()
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click()
    await dialog
      .getByText('3 rows of metrics.csv accounted for: 2 added, 0 replaced the stored day, 0 skipped, 1 rejected.')
      .waitFor()
    await page.keyboard.press('Escape')

    const totals = page.getByRole('table', { name: 'Totals, 2026-10-01 to 2026-10-02' })
    await totals.waitFor()
    const cells = await totals.locator('tbody tr').first().locator('th, td').allInnerTexts()
    // spend $400, 40,000 impressions, 600 clicks → CTR 1.50 %, 40 leads and 2 customers reported → $200 each,
    // $1,500 revenue reported: the platforms' figures, never made a cost per lead or a return
    expect(cells).toEqual(['2026-10-01 – 2026-10-02', '$400', '40,000', '600', '1.50 %', '40', '2', '$200', '$1,500'])
    // the CRM's figures above them: the spend imported, the revenue reported beside the value won
    const figure = (term: string) =>
      page
        .locator('dl div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd')
    await poll(() => figure('Spend').innerText()).toBe('$400')
    expect(await figure('Reported revenue').innerText()).toBe('$1,500')
    const month = await page.getByRole('table', { name: 'Month by month' }).locator('tbody tr').allInnerTexts()
    expect(month).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
