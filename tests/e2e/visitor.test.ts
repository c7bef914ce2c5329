// A first-time visitor's journey through the public site (spec §2, §4): the home page, pricing and
// a legal page by their links; the cookie banner asks once, and never again after a choice.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { e2eBrowser, hydrated, watchedPage } from './browser'

const base = inject('baseUrl')
const e2e = e2eBrowser()

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

async function follow(page: Page, name: string, path: string, heading: string) {
  await page.getByRole('link', { name, exact: true }).first().click()
  await page.waitForURL(base + path)
  await hydrated(page)
  expect(await page.locator('h1').first().innerText()).toBe(heading)
}

describe('a visitor', () => {
  it('reads the home page, pricing and the privacy policy; answers the cookie banner once', async () => {
    const { page, problems } = await watchedPage(await e2e.browser.newContext())
    await page.goto(`${base}/`)
    await hydrated(page)
    expect(await page.locator('h1').first().innerText()).toBe('AI executives for your business')
    // Not there at first; asks a moment after the page is live.
    expect(await banner(page).count()).toBe(0)
    await banner(page).waitFor({ state: 'visible', timeout: 5000 })

    await follow(page, 'Pricing', '/pricing', 'Boardroom AI plans')
    // No choice yet: the next page asks again.
    await banner(page).waitFor({ state: 'visible', timeout: 5000 })
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => page.getByText('All cookies accepted').count()).toBe(1)
    expect(await banner(page).count()).toBe(0)

    await follow(page, 'Privacy Policy', '/privacy', 'Privacy Policy')
    expect(await page.getByText(/Last updated/).count()).toBeGreaterThan(0)
    await page.waitForTimeout(1500)
    expect(await banner(page).count()).toBe(0)

    await page.goto(`${base}/`)
    await hydrated(page)
    await page.waitForTimeout(1500)
    expect(await banner(page).count()).toBe(0)
    expect(problems).toEqual([])
  })
})
