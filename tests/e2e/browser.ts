// Debian's Chromium driven by playwright-core; every page records what a user would never want:
// console errors and warnings, uncaught errors and CSP violations.
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export type WatchedPage = { page: Page; problems: string[] }

export async function watchedPage(browser: Browser | BrowserContext): Promise<WatchedPage> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    const text = m.text()
    // The browser reports the document's own 404 status for the not-found pages.
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return
    if (m.type() !== 'error' && m.type() !== 'warning') return
    // A failed load names its address, so a failure says which request it was.
    const failedUrl = text.startsWith('Failed to load resource') ? m.location().url : ''
    problems.push(`${m.type()}: ${text}${failedUrl ? ` (${failedUrl})` : ''}`)
  })
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return { page, problems }
}

/** Resolves once React has hydrated (or rendered) the page. */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 })
}

export type Who = { email: string; password: string }

/** Fills and sends the sign-in form the page shows; where it goes next is the caller's to check. */
export async function signIn(page: Page, who: Who) {
  await hydrated(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A browser context signed in through the login page (its session lives in local storage). */
export async function signedInContext(
  browser: Browser,
  base: string,
  who: Who,
  consent: Partial<Record<'preferences' | 'analytics' | 'marketing', boolean>> = {},
): Promise<BrowserContext> {
  const context = await consentedContext(browser, consent)
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await signIn(page, who)
  // A member lands on the dashboard; a platform admin without a company on the admin area.
  await page.waitForURL((url) => url.href === `${base}/dashboard` || url.href === `${base}/admin`)
  await page.close()
  return context
}

/**
 * THE e2e fixture: a browser launched before the file's tests and closed after them, with one
 * context signed in as each account of `as` (`e2e.owner`, `e2e.admin` …). Its fields are set in
 * beforeAll: read them inside tests and hooks.
 */
export function e2eBrowser<K extends string = never>(
  as: Record<K, Who> = {} as Record<K, Who>,
  base: string = inject('baseUrl'),
) {
  const fixture = { base } as { base: string; browser: Browser } & Record<K, BrowserContext>
  beforeAll(async () => {
    fixture.browser = await launch()
    for (const [name, who] of Object.entries(as) as [K, Who][])
      (fixture as Record<K, BrowserContext>)[name] = await signedInContext(fixture.browser, base, who)
  }, 60_000)
  afterAll(async () => {
    await fixture.browser?.close()
  })
  return fixture
}

// Seeded in supabase/seed.sql (README lists them).
export const DEMO_USER = { email: 'user@boardroom.local', password: 'User-demo-2026!' }
export const DEMO_ADMIN = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' }

/**
 * A context whose visitor already answered the cookie banner (necessary only, unless `consent` says
 * otherwise), for journeys that are not about the banner: it would otherwise cover the bottom of
 * every first page.
 */
export async function consentedContext(
  browser: Browser,
  consent: Partial<Record<'preferences' | 'analytics' | 'marketing', boolean>> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript((choice) => {
    if (!localStorage.getItem('boardroom-ai.cookie-consent')) {
      const record = {
        necessary: true,
        preferences: false,
        analytics: false,
        marketing: false,
        ...choice,
        timestamp: new Date().toISOString(),
        version: '2026-11-20',
      }
      localStorage.setItem('boardroom-ai.cookie-consent', JSON.stringify(record))
    }
  }, consent)
  return context
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

/** axe's serious and critical WCAG 2.1 AA findings, in the dark theme then the light one. */
export async function axeInBothThemes(page: Page) {
  const dark = await seriousViolations(page)
  await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'))
  const light = await seriousViolations(page)
  await page.evaluate(() => document.documentElement.classList.replace('light', 'dark'))
  return { dark, light }
}
