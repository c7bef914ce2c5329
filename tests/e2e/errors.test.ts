// spec §8 error screens and §4 critical error dialog, in Chromium against the real product. Failures
// are real ones: a screen's code that cannot be fetched (as after a deploy, or offline) and errors
// published through the product's own publish function (the /dev/debug systems check).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consentedContext, DEMO_USER, e2eBrowser, hydrated, watchedPage } from './browser'

const e2e = e2eBrowser({ user: DEMO_USER })
const base = e2e.base

const controls = async (page: Page) => [
  await page.getByLabel('Theme', { exact: true }).count(),
  await page.getByRole('button', { name: 'Accessibility' }).count(),
]

describe('error screens (spec §8)', () => {
  it("a page that fails shows 'Something went wrong' inside its layout; 'Try Again' reloads it", async () => {
    const page = await e2e.user.newPage()
    await page.route('**/assets/settings-page-*.js', (route) => route.abort())
    await page.goto(`${base}/dashboard/settings`)
    await hydrated(page)
    const main = page.locator('main')
    await expect.poll(() => main.locator('h1').innerText(), { timeout: 5000 }).toBe('Something went wrong')
    expect(await main.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/')
    // The layout around it still works: navigation, the account menu, the preference controls.
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leads' }).count()).toBe(
      1,
    )
    expect(await controls(page)).toEqual([1, 1])
    await page.unroute('**/assets/settings-page-*.js')
    await main.getByRole('button', { name: 'Try Again' }).click()
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Settings')
    await page.close()
  })

  it("the whole app failing shows 'Application Error' with Home and Reload App, and the controls", async () => {
    const page = await e2e.user.newPage()
    await page.route('**/assets/dashboard-layout-*.js', (route) => route.abort())
    await page.goto(`${base}/dashboard`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Application Error')
    const main = page.locator('main')
    expect(await main.innerText()).toContain('An unexpected error occurred and our team has been notified.')
    expect(await main.innerText()).toContain('Check your internet connection.')
    expect(await main.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/')
    expect(await controls(page)).toEqual([1, 1])
    await page.unroute('**/assets/dashboard-layout-*.js')
    await main.getByRole('button', { name: 'Reload App' }).click()
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Dashboard')
    await page.close()
  })
})

describe('critical error dialog (spec §4, §8)', () => {
  async function debugPage() {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    // The outbox is not for anonymous visitors; its refusal is not what this test is about.
    await page.route('**/__local/outbox*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await page.goto(`${base}/dev/debug`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Publish a critical error' }).waitFor()
    return { page, problems }
  }
  const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Application Error' })

  it('opens when a critical error is published, with its message and code; Close returns focus', async () => {
    const { page, problems } = await debugPage()
    const publish = page.getByRole('button', { name: 'Publish a critical error' })
    await publish.click()
    await dialog(page).waitFor({ timeout: 5000 })
    const text = await dialog(page).innerText()
    expect(text).toContain("We've encountered an unexpected error. Our team has been notified.")
    expect(text).toContain('Published from the debug page to check the critical error dialog.')
    expect(text).toContain('Error code: DEV_CHECK')
    expect(await dialog(page).getByRole('button', { name: 'Refresh Application' }).count()).toBe(1)
    expect(await dialog(page).getByRole('button', { name: 'Close dialog' }).count()).toBe(1)
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
    expect(await dialog(page).count()).toBe(0)
    expect(await publish.evaluate((b) => b === document.activeElement)).toBe(true)
    // The error itself is logged (the console in local mode, /api/log in production).
    expect(problems).toEqual([
      'error: [error] Critical error DEV_CHECK: Published from the debug page to check the critical error dialog. ',
    ])
  })

  it('does not open for an error with isCritical false, nor for an event of another shape', async () => {
    const { page } = await debugPage()
    await page.getByRole('button', { name: 'Publish a non-critical error' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Not published' }).count()).toBe(1)
    await page.evaluate(() => {
      for (const detail of [
        { message: 'Slow', code: 'SLOW', isCritical: false },
        { message: 'No code', isCritical: true },
        null,
      ]) {
        window.dispatchEvent(new CustomEvent('boardroom-ai:critical-error', { detail }))
      }
    })
    await page.waitForTimeout(500)
    expect(await dialog(page).count()).toBe(0)
  })
})
