// The first-load figures of scripts/bundle-sizes.mjs (which the size budgets assert) checked against
// a real load in Chromium: the JS files fetched before the first meaningful render are exactly the
// files the script counts, so the budget test measures what a visitor downloads.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  BUDGETS_KB,
  dashboardFirstLoadFiles,
  gzSize,
  publicEntryFiles,
  publicFirstLoadFiles,
  publicStaticVisitFiles,
  SESSION_CHUNK,
} from '../../scripts/bundle-sizes.mjs'
import { consentedContext, DEMO_USER, e2eBrowser, hydrated, signedInContext } from './browser'

const e2e = e2eBrowser()
const base = e2e.base

const kb = (files: string[]) => Math.round((files.reduce((n, f) => n + gzSize(f), 0) / 1024) * 10) / 10

/** Notes the time the page first shows every one of `selectors` (a MutationObserver: no polling delay). */
async function markFirstRender(page: Page, selectors: string[]) {
  await page.addInitScript((all) => {
    const w = window as unknown as { __firstRender?: number }
    const check = () => {
      if (w.__firstRender === undefined && all.every((s) => document.querySelector(s)))
        w.__firstRender = performance.now()
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
  }, selectors)
}

/** dist-relative JS files the page started fetching before the first render, and after it. */
async function scriptsAroundFirstRender(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __firstRender?: number }).__firstRender !== undefined)
  await page.waitForLoadState('networkidle')
  const { first, entries } = await page.evaluate(() => ({
    first: (window as unknown as { __firstRender: number }).__firstRender,
    entries: performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime })),
  }))
  const js = entries.filter((e) => new URL(e.url).pathname.endsWith('.js'))
  const file = (url: string) => new URL(url).pathname.slice(1)
  return {
    before: js
      .filter((e) => e.start < first)
      .map((e) => file(e.url))
      .sort(),
    after: js
      .filter((e) => e.start >= first)
      .map((e) => file(e.url))
      .sort(),
  }
}

describe('first-load JS in Chromium agrees with the budget script', () => {
  it('/dashboard signed in: the entry, the layout and the screen render the user; supabase-js loads after', async () => {
    const context = await signedInContext(e2e.browser, base, DEMO_USER)
    const page = await context.newPage()
    await markFirstRender(page, ['main h1', '.user-name'])
    await page.goto(`${base}/dashboard`)
    await page.locator('.user-name').first().waitFor()
    const { before, after } = await scriptsAroundFirstRender(page)
    const expected = [...dashboardFirstLoadFiles()].sort()
    console.log(
      `[first-load] /dashboard: ${kb(before)} KB before the first render (script: ${kb(expected)} KB), ${kb(after)} KB after: ${after.join(' ')}`,
    )
    expect(before).toEqual(expected)
    expect(kb(before)).toBeLessThanOrEqual(BUDGETS_KB.dashboardFirstLoad)
    expect(after.some((f) => /supabase|auth-js/.test(f))).toBe(true) // the session is then confirmed
    expect(await page.locator('.user-name').first().innerText()).toBe('Dana Demo')
    await context.close()
  })

  it('a dashboard link starts loading its screen when hovered or focused, before the click', async () => {
    const context = await signedInContext(e2e.browser, base, DEMO_USER)
    const page = await context.newPage()
    await page.goto(`${base}/dashboard`)
    await page.locator('.user-name').first().waitFor()
    await page.waitForLoadState('networkidle')
    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
    expect((await fetched()).some((p) => /\/leads-page-[\w-]+\.js$/.test(p))).toBe(false)
    await page.getByRole('link', { name: 'Leads', exact: true }).first().hover()
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/leads-page-[\w-]+\.js$/.test(new URL(e.name).pathname)),
    )
    expect((await fetched()).some((p) => /\/calls-page-[\w-]+\.js$/.test(p))).toBe(false)
    await page.getByRole('link', { name: 'Calls', exact: true }).first().focus()
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/calls-page-[\w-]+\.js$/.test(new URL(e.name).pathname)),
    )
    expect(page.url()).toBe(`${base}/dashboard`) // nothing was clicked
    await context.close()
  })

  it('/login: the entry and the page module hydrate the form; supabase-js waits for a sign-in', async () => {
    const context = await consentedContext(e2e.browser)
    const page = await context.newPage()
    await markFirstRender(page, ['html[data-hydrated="true"]'])
    await page.goto(`${base}/login`)
    await hydrated(page)
    const { before, after } = await scriptsAroundFirstRender(page)
    const expected = [...publicFirstLoadFiles('client/features/auth/login-page.tsx')].sort()
    console.log(
      `[first-load] /login: ${kb(before)} KB before hydration (script: ${kb(expected)} KB), ${kb(after)} KB after`,
    )
    expect(before).toEqual(expected)
    expect(kb(before)).toBeLessThanOrEqual(BUDGETS_KB.publicFirstLoad)
    expect([...before, ...after].some((f) => /supabase|auth-js/.test(f))).toBe(false)
    await context.close()
  })

  it('/pricing, a first visit: scripts start once the page is on screen, the header hydrates alone (no page module), the cookie banner appears, and no supabase-js or client router is ever fetched', async () => {
    const context = await e2e.browser.newContext() // no consent yet: the banner loads and shows
    const page = await context.newPage()
    await markFirstRender(page, ['html[data-hydrated="true"]'])
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    const { before, after } = await scriptsAroundFirstRender(page)
    const fetched = [...before, ...after].sort()
    // A static page (client/pages.ts): the entry and React's DOM renderer hydrate its header; its
    // own module is never fetched (client/islands.tsx).
    const firstLoad = publicEntryFiles()
    const visit: string[] = publicStaticVisitFiles()
    console.log(
      `[first-load] /pricing, first visit: ${kb(fetched)} KB to network idle (script: first load ${kb(firstLoad)} KB, visit ${kb(visit)} KB): ${fetched.join(' ')}`,
    )
    expect(before).toEqual([...firstLoad].sort())
    // No script is asked for before the page is on screen (worker/render/document.tsx, afterPaintLoader).
    const { painted, firstScript } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.startTime),
      ),
    }))
    expect(painted).toBeGreaterThan(0)
    expect(firstScript).toBeGreaterThan(painted!)
    expect(fetched.filter((f) => !visit.includes(f))).toEqual([])
    expect(fetched.some((f) => /pricing-page/.test(f))).toBe(false)
    expect(kb(fetched)).toBeLessThanOrEqual(BUDGETS_KB.publicFirstVisit)
    expect(fetched.some((f) => /toaster|sonner/.test(f))).toBe(false) // nothing was pressed: no toaster yet
    expect(fetched.filter((f) => SESSION_CHUNK.test(f) || /app-entry|react-router/.test(f))).toEqual([])
    await context.close()
  })
})
