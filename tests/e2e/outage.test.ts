// An outage in Chromium: the local backend is killed under a signed-in dashboard, then started again.
// The page says the server cannot be reached and that it is retrying — never "Set up your company
// first", which is what an unread profile used to look like — and shows the company's figures again
// by itself, without a reload. This file runs its own product (scripts/serve.mjs), so taking its
// backend away cannot disturb the other browser tests.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench and perf scripts
import { startProduct } from '../../scripts/serve.mjs'
import { DEMO_USER, hydrated, launch, signedInContext } from './browser'

type Product = { baseUrl: string; stop(): void; backend: { stop(): Promise<void>; start(): Promise<void> } }

const OUTAGE = 'We can’t reach the server — retrying'
const NO_COMPANY = 'Set up your company first'

let product: Product
let browser: Browser
let context: BrowserContext

const figures = (page: Page) => page.getByRole('heading', { name: 'Key figures' })
const outage = (page: Page) => page.getByRole('status').filter({ hasText: OUTAGE }).first()
const noCompany = (page: Page) => page.getByText(NO_COMPANY)

beforeAll(async () => {
  product = (await startProduct({ nodeEnv: 'development', quiet: true })) as Product
  browser = await launch()
  context = await signedInContext(browser, product.baseUrl, DEMO_USER)
}, 120_000)
afterAll(async () => {
  await browser?.close()
  product?.stop()
})

describe('the backend goes away under a signed-in dashboard', () => {
  it('says the server cannot be reached (not "set up your company"), then recovers by itself when it is back', async () => {
    const page = await context.newPage()
    await page.goto(`${product.baseUrl}/dashboard`)
    await hydrated(page)
    await expect.poll(() => figures(page).isVisible(), { timeout: 15_000 }).toBe(true)

    await product.backend.stop()
    await page.reload()
    await hydrated(page)
    // One navigation only from here on: whatever recovers does so in this document.
    await page.evaluate(() => ((window as unknown as { outageMark: string }).outageMark = 'same document'))
    await expect.poll(() => outage(page).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await outage(page).textContent()).toBe(`${OUTAGE}. We will show your company as soon as it answers.`)
    expect(await noCompany(page).count()).toBe(0)
    expect(await page.locator('main h1').first().textContent()).toBe('Dashboard')
    // it keeps saying so while the outage lasts (retries failing), never turning into "no company"
    await page.waitForTimeout(3_000)
    expect(await outage(page).isVisible()).toBe(true)
    expect(await noCompany(page).count()).toBe(0)

    await product.backend.start()
    await expect.poll(() => figures(page).isVisible(), { timeout: 45_000 }).toBe(true)
    expect(await outage(page).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { outageMark?: string }).outageMark)).toBe('same document')
  }, 120_000)

  it('a screen opened during the outage (no reload) says so after its retries, and fills in once the backend is back', async () => {
    const page = await context.newPage()
    await page.goto(`${product.baseUrl}/dashboard`)
    await hydrated(page)
    await expect.poll(() => figures(page).isVisible(), { timeout: 15_000 }).toBe(true)
    await page.evaluate(() => ((window as unknown as { outageMark: string }).outageMark = 'same document'))

    await product.backend.stop()
    // in the app, not a page load: the leads list is fetched now, and its retries (1 + 2 + 4 s) fail
    await page.getByRole('link', { name: 'Leads', exact: true }).first().click()
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 }).toBe('Leads')
    const t0 = Date.now()
    await expect.poll(() => outage(page).isVisible(), { timeout: 20_000 }).toBe(true)
    // after the spec's 3 retries (1 + 2 + 4 s), not half a minute of skeletons
    expect(Date.now() - t0).toBeLessThan(15_000)
    expect(await noCompany(page).count()).toBe(0)

    await product.backend.start()
    await expect.poll(() => page.getByRole('table').first().isVisible(), { timeout: 45_000 }).toBe(true)
    expect(await outage(page).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { outageMark?: string }).outageMark)).toBe('same document')
  }, 120_000)
})
