// Lead enrichment in Chromium, with the Worker pointed at a local People Data Labs
// (tests/enrichment-server.ts): Dana opens a seeded lead (Jack Wilson, summitsports.example), chooses
// "Enrich from email domain", sees each field with "from People Data Labs, <date>", reverts the
// company name and sees the lead's own name back; a free-mail lead is refused in the page. (Without
// the key, the missing secret named: tests/backend/enrichment.test.ts.)
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { startProduct } from '../../scripts/serve.mjs'
import { enrichmentServer, PDL_API_KEY } from '../enrichment-server'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const JACK = '1ead0000-0000-4000-8000-000000000024' // seed: Jack Wilson, Summit Sports, jack.wilson@summitsports.example

let product: { baseUrl: string; stop(): void }
let pdl: Awaited<ReturnType<typeof enrichmentServer>>
let browser: Browser
let dana: BrowserContext

beforeAll(async () => {
  pdl = await enrichmentServer()
  product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: { PEOPLEDATALABS_API_KEY: PDL_API_KEY, PEOPLEDATALABS_API_URL: pdl.url },
  })
  browser = await launch()
  dana = await signedInContext(browser, product.baseUrl, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
  product?.stop()
  await pdl?.close()
})

describe('lead enrichment', () => {
  it('enriches a seeded lead from its email domain, shows each field’s source and date, and reverts the company name', async () => {
    const { page, problems } = await watchedPage(dana)
    await page.goto(`${product.baseUrl}/dashboard/leads/${JACK}`)
    await hydrated(page)
    const section = page.locator('#enrichment')
    await expect
      .poll(() => section.innerText(), { timeout: 20_000 })
      .toContain('No field of this lead has been enriched.')
    await section.getByRole('button', { name: 'Enrich from email domain' }).click()
    await expect.poll(() => section.innerText(), { timeout: 20_000 }).toContain('Sporting Goods')
    const text = await section.innerText()
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date()),
    )
    for (const value of [
      'Summit Sports Co.',
      '201-1000 employees',
      'Sporting Goods',
      'Denver, Colorado, United States',
    ])
      expect(text).toContain(value)
    expect(text.match(new RegExp(`from People Data Labs, ${today}`, 'g'))).toHaveLength(4)
    expect(text).toContain('was “Summit Sports”')
    expect(text).toContain('was “51-200 employees”')
    expect(text).toContain('was “E-commerce and retail”')
    expect(pdl.seen).toEqual([
      {
        path: '/v5/company/enrich',
        query: { website: 'summitsports.example', titlecase: 'true' },
        apiKey: PDL_API_KEY,
      },
    ])
    // the lead's header shows the enriched name
    await expect.poll(() => page.getByText('Buyer at Summit Sports Co.').count()).toBe(1)

    await section.getByRole('button', { name: 'Revert company name' }).click()
    await expect
      .poll(() => page.getByText('Buyer at Summit Sports', { exact: true }).count(), { timeout: 10_000 })
      .toBe(1)
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).not.toContain('Summit Sports Co.')
    const after = await section.innerText()
    expect(after).toContain('Sporting Goods')
    expect(after.match(new RegExp(`from People Data Labs, ${today}`, 'g'))).toHaveLength(3)
    // the page never saw the key
    expect(await page.content()).not.toContain(PDL_API_KEY)
    expect(problems).toEqual([])
  })

  it('a lead at a free-mail address is not looked up, and the page says why', async () => {
    const { page } = await watchedPage(dana)
    await page.goto(`${product.baseUrl}/dashboard/leads`)
    await hydrated(page)
    // a new lead at gmail.com, made through the product's own form
    await page
      .getByRole('button', { name: /new lead|add lead/i })
      .first()
      .click()
    await page.getByLabel('First name').fill('Gina')
    await page.getByLabel('Email').fill('gina.free@gmail.com')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /create lead|save|add lead/i })
      .click()
    await page.getByRole('link', { name: /Gina/ }).first().click()
    const section = page.locator('#enrichment')
    await section.getByRole('button', { name: 'Enrich from email domain' }).click()
    await expect
      .poll(() => section.innerText(), { timeout: 20_000 })
      .toContain('gmail.com is a free email provider: it says nothing about the lead’s company, so it is not enriched.')
    expect(pdl.seen.filter((r) => r.query.website === 'gmail.com')).toEqual([])
  })

  it('/admin/clearbit says which provider enrichment really runs on, and that its key is set', async () => {
    const admin = await signedInContext(browser, product.baseUrl, DEMO_ADMIN)
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${product.baseUrl}/admin/clearbit`)
    await hydrated(page)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('People Data Labs integration')
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'configured on this deployment' }).innerText(), {
        timeout: 10_000,
      })
      .toBe('People Data Labs is configured on this deployment: every secret it needs is set.')
    expect(await page.getByText(/Clearbit’s free and company APIs were retired/).innerText()).toContain(
      'enriches leads through People Data Labs’ Company Enrichment API',
    )
    expect(
      await page
        .getByRole('table', { name: 'People Data Labs secrets on this deployment' })
        .locator('tbody tr')
        .allInnerTexts(),
    ).toEqual(['PEOPLEDATALABS_API_KEY\tSet'])
    expect(await page.locator('dt', { hasText: 'Companies connected' }).locator('+ dd').innerText()).toBe(
      'None needed: the deployment’s key serves every company',
    )
    expect(await page.content()).not.toContain(PDL_API_KEY)
    expect(problems).toEqual([])
    await admin.close()
  })
})
