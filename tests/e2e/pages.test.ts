import type { BrowserContext } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTES } from '../../shared/routes'
import { consentedContext, DEMO_ADMIN, e2eBrowser, hydrated, watchedPage } from './browser'

const base = inject('baseUrl')
// The app areas are guarded: their screens are visited signed in as the seeded admin.
const e2e = e2eBrowser({ admin: DEMO_ADMIN })
let visitor: BrowserContext
beforeAll(async () => {
  visitor = await consentedContext(e2e.browser)
})

const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, 'example-id').replace(/\*$/, 'some/sub-path')

describe('server-rendered pages hydrate cleanly', () => {
  it.each(ROUTES.filter((r) => r.render === 'ssr').map((r) => [r.path, r] as const))('%s', async (_, route) => {
    const { page, problems } = await watchedPage(visitor)
    const res = await page.goto(base + route.path)
    expect(res?.status()).toBe(route.status ?? 200)
    await hydrated(page)
    expect(await page.locator('h1').first().innerText()).not.toBe('')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the SPA renders every screen', () => {
  it.each(ROUTES.filter((r) => r.render === 'spa').map((r) => [r.path, r] as const))('%s', async (_, route) => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(base + concrete(route.path))
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').first().innerText()).not.toBe('')
    expect(await page.title()).toContain(route.title === 'Page not found' ? 'Page not found' : route.title)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('navigation', () => {
  it('follows an alias from the address bar to the page it names', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(`${base}/my-leads?view=open`)
    await hydrated(page)
    // A fixed redirect of spec §2 (no notice): the visitor's query is kept.
    await expect.poll(() => page.url()).toBe(`${base}/dashboard/leads?view=open`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Leads')
    expect(problems).toEqual([])
    await page.close()
  })

  it('moves between dashboard screens without reloading the document', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(`${base}/dashboard`)
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('link', { name: 'Forecast' }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Forecast')
    expect(page.url()).toBe(`${base}/dashboard/forecast`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await expect.poll(() => page.getByRole('link', { name: 'Forecast' }).getAttribute('aria-current')).toBe('page')
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows the dashboard’s own not-found page for unknown dashboard paths', async () => {
    const { page } = await watchedPage(e2e.admin)
    await page.goto(`${base}/dashboard/no-such-screen`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Page not found')
    expect(page.url()).toBe(`${base}/dashboard/no-such-screen`)
    await page.close()
  })
})

describe('small screens', () => {
  it('the app navigation opens in a sheet from the Menu button and closes on navigation', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(`${base}/dashboard`)
    await hydrated(page)
    expect(await page.getByRole('link', { name: 'Forecast' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Dashboard' })
    await sheet.getByRole('link', { name: 'Forecast' }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Forecast')
    expect(await sheet.count()).toBe(0)
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Settings')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('theme (spec §4)', () => {
  it('defaults to dark, persists a choice and applies it before first paint', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark')
    await page.getByLabel('Theme').selectOption('light')
    expect(await page.evaluate(() => localStorage.getItem('boardroom-ai.theme'))).toBe('light')
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light')
    // Record the root's class at the very first paint of the next load.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { firstClass?: string }
        if (document.body && w.firstClass === undefined) w.firstClass = document.documentElement.className
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { firstClass?: string }).firstClass)).toBe('light')
    expect(await page.getByLabel('Theme').inputValue()).toBe('light')
    expect(problems).toEqual([])
    await page.close()
  })
})
