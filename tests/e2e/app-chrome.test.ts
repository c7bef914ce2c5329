// What surrounds every page, in Chromium: headers that fit (phones, the dashboard sidebar), the
// theme and accessibility controls on every kind of page, "Back to where you were" from the recent
// route history (spec §9), and the settings page's company API keys (spec §3).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consentedContext, DEMO_ADMIN, DEMO_USER, e2eBrowser, hydrated, signedInContext, watchedPage } from './browser'

const e2e = e2eBrowser({ admin: DEMO_ADMIN })
const base = e2e.base

const controls = async (page: Page) => [
  await page.getByLabel('Theme', { exact: true }).count(),
  await page.getByRole('button', { name: 'Accessibility', exact: true }).count(),
]

describe('headers that fit', () => {
  it('on a 360 px phone the public header is one row; the Menu sheet has the links, the theme and sign-in', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    expect(await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height)).toBeLessThan(70)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    expect(await page.getByRole('link', { name: 'Features' }).isVisible()).toBe(false)
    const open = page.getByRole('button', { name: 'Menu', exact: true })
    await open.click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await sheet.waitFor()
    for (const link of ['Features', 'Pricing', 'Security', 'Academy', 'FAQ', 'Sign in', 'Start free'])
      expect(await sheet.getByRole('link', { name: link }).count(), link).toBe(1)
    expect(await sheet.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page')
    await sheet.getByLabel('Theme').selectOption('light')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
    await sheet.getByRole('button', { name: 'Close dialog' }).click()
    expect(await open.evaluate((b) => b === document.activeElement)).toBe(true)
    await open.click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Security' }).click()
    await page.waitForURL(`${base}/security`)
    expect(problems).toEqual([])
  })

  it('the dashboard sidebar holds its controls at 1280 px without overflowing', async () => {
    const page = await e2e.admin.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${base}/dashboard`)
    await hydrated(page)
    const sidebar = page.locator('.app-sidebar')
    const [clientWidth, scrollWidth] = await sidebar.evaluate((s) => [s.clientWidth, s.scrollWidth])
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    const button = sidebar.getByRole('button', { name: 'Accessibility', exact: true })
    const [box, side, icon] = [
      await button.boundingBox(),
      await sidebar.boundingBox(),
      await button.locator('svg').boundingBox(),
    ]
    expect(box!.x + box!.width).toBeLessThanOrEqual(side!.x + side!.width)
    expect(icon!.width).toBe(18)
    await page.close()
  })
})

describe('the theme and accessibility controls are on every kind of page', () => {
  it('while the session is being checked', async () => {
    // No stored session: the guard waits for the auth library before it can decide.
    const page = await (await consentedContext(e2e.browser)).newPage()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/supabase-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${base}/dashboard/leads`)
    await page.getByRole('status').filter({ hasText: 'Checking your session…' }).waitFor()
    expect(await controls(page)).toEqual([1, 1])
    release()
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard%2Fleads/)
    await page.context().close()
  })

  it('on the onboarding and not-found pages', async () => {
    const page = await e2e.admin.newPage()
    for (const path of ['/onboarding/team', '/no-such-page']) {
      await page.goto(base + path)
      await hydrated(page)
      await page.locator('main h1').first().waitFor()
      expect(await controls(page), path).toEqual([1, 1])
    }
    await page.close()
  })

  it('on the admin refusal, which shows no admin navigation', async () => {
    const context = await signedInContext(e2e.browser, base, DEMO_USER)
    const page = await context.newPage()
    await page.goto(`${base}/admin/settings`)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Admins only')
    expect(await controls(page)).toEqual([1, 1])
    expect(await page.getByRole('link', { name: 'Webhooks' }).count()).toBe(0)
    expect(
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Your dashboard' }).count(),
    ).toBe(1)
    await context.close()
  })
})

describe('"Back to where you were" (spec §9 recent route history)', () => {
  const back = (page: Page) => page.getByRole('link', { name: 'Back to where you were' })

  it('on the public not-found page, with Preferences consent', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser, { preferences: true }))
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    await page.goto(`${base}/pricing/no-such-plan`)
    await hydrated(page)
    await back(page).waitFor()
    expect(await back(page).getAttribute('href')).toBe('/pricing')
    await back(page).click()
    await page.waitForURL(`${base}/pricing`)
    expect(problems).toEqual([])
  })

  it('on the dashboard’s not-found page and the admin refusal', async () => {
    const context = await signedInContext(e2e.browser, base, DEMO_USER, { preferences: true })
    const page = await context.newPage()
    await page.goto(`${base}/dashboard/leads`)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Leads')
    await page.getByRole('link', { name: 'Forecast', exact: true }).click()
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Forecast')
    await page.goto(`${base}/dashboard/no-such-screen`)
    await back(page).waitFor()
    expect(await back(page).getAttribute('href')).toBe('/dashboard/forecast')
    await page.goto(`${base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Admins only')
    // The missing page is not somewhere to go back to.
    expect(await back(page).getAttribute('href')).toBe('/dashboard/forecast')
    await back(page).click()
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Forecast')
    await context.close()
  })

  it('is offered after "Necessary only" too: the history is strictly necessary (cookie policy)', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    await page.goto(`${base}/no-such-page`)
    await hydrated(page)
    await back(page).waitFor()
    expect(await back(page).getAttribute('href')).toBe('/pricing')
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('boardroom-ai.route-history')))!)).toEqual([
      '/pricing',
    ])
    await page.goto(`${base}/cookie-policy`)
    await hydrated(page)
    const row = page.locator('tr', { has: page.locator('code', { hasText: 'boardroom-ai.route-history' }) })
    expect(await row.locator('td').first().innerText()).toBe('Necessary')
    expect(problems).toEqual([])
  })
})

describe('settings (spec §3 company API keys)', () => {
  it('labels each control once; saves a key masked, read out by its ending; removes it', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(`${base}/dashboard/settings`)
    await hydrated(page)
    await page.locator('main h1').first().waitFor()
    expect(await page.getByLabel('Colour theme').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Accessibility', exact: true }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Open accessibility preferences' }).count()).toBe(1)
    await page.getByLabel('Provider').selectOption('notion')
    await page.getByLabel('API key').fill('short')
    await page.getByRole('button', { name: 'Save key' }).click()
    expect(await page.getByLabel('API key').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('That key looks too short').count()).toBe(1)
    await page.getByLabel('API key').fill('secret_notion_1234wxyz')
    await page.getByRole('button', { name: 'Save key' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved the Notion key in this browser.' }).count())
      .toBe(1)
    const row = page.getByRole('row', { name: /Notion/ })
    expect(await row.innerText()).toContain('wxyz')
    expect(await row.innerText()).not.toContain('secret_notion')
    expect(await row.locator('code [aria-hidden="true"]').innerText()).toMatch(/^•+wxyz$/)
    expect(await row.locator('code .visually-hidden').innerText()).toBe('Key ending in wxyz')
    expect(await page.getByLabel('API key').inputValue()).toBe('')
    await row.getByRole('button', { name: 'Remove Notion key' }).click()
    await expect.poll(() => page.getByText('No keys saved in this browser.').count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('when the browser refuses to store, says so and keeps what was typed', async () => {
    const page = await e2e.admin.newPage()
    await page.goto(`${base}/dashboard/settings`)
    await hydrated(page)
    await page.getByLabel('API key').waitFor()
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'boardroom-ai.company-api-keys')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return setItem.call(this, key, value)
      }
    })
    await page.getByLabel('API key').fill('sk-test-abcdefgh1234')
    await page.getByRole('button', { name: 'Save key' }).click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This browser refused to store the change' }).count())
      .toBe(1)
    expect(await page.getByLabel('API key').inputValue()).toBe('sk-test-abcdefgh1234')
    expect(await page.getByText('No keys saved in this browser.').count()).toBe(1)
    await page.close()
  })
})
