// spec §2, §8: a visitor moved by one of the spec's alias redirects is told 'Redirecting to the
// correct page' on whatever page they land — from the address bar (the Worker redirects) or in the
// app (the same resolver) — and the address bar ends clean; a legal guess says 'Invalid legal
// document route'; fixed redirects, fall-backs to an area's index and not-found say nothing. The
// legal pages and the admin integration pages answer at the spec's own addresses.
// (The notice after the sign-in detour and /logout are in auth.test.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SPEC_LEGAL_PAGES } from '../worker/spec-redirects'
import { consentedContext, DEMO_ADMIN, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const ALIAS_NOTICE = 'Redirecting to the correct page'
let browser: Browser
let visitor: BrowserContext
let user: BrowserContext
let admin: BrowserContext

beforeAll(async () => {
  browser = await launch()
  visitor = await consentedContext(browser)
  user = await signedInContext(browser, base, DEMO_USER)
  admin = await signedInContext(browser, base, DEMO_ADMIN)
})
afterAll(async () => {
  await browser?.close()
})

const heading = (page: Page) => page.locator('h1').first().innerText()
const toasts = (page: Page) => page.locator('[data-sonner-toast]').allInnerTexts()

async function expectLanding(context: BrowserContext, from: string, to: string, notice: string, title: string) {
  const { page, problems } = await watchedPage(context)
  await page.goto(base + from)
  await hydrated(page)
  await expect.poll(() => page.getByText(notice, { exact: true }).count()).toBe(1)
  await expect.poll(() => page.url()).toBe(base + to)
  await expect.poll(() => heading(page)).toBe(title)
  expect(problems).toEqual([])
  await page.close()
}

/** Lands on `to` with its page shown and no notice at all, even a moment later. */
async function expectSilentLanding(context: BrowserContext, from: string, to: string, title: string) {
  const { page, problems } = await watchedPage(context)
  await page.goto(base + from)
  await hydrated(page)
  await expect.poll(() => page.url()).toBe(base + to)
  await expect.poll(() => heading(page), { timeout: 10_000 }).toBe(title)
  await page.waitForTimeout(700)
  expect(await toasts(page)).toEqual([])
  expect(await page.getByText(ALIAS_NOTICE).count()).toBe(0)
  expect(problems).toEqual([])
  await page.close()
}

describe('from the address bar', () => {
  it('an alias to a server-rendered page says "Redirecting to the correct page"', async () => {
    await expectLanding(visitor, '/register', '/signup', ALIAS_NOTICE, 'Create your account')
  })

  it('an alias to a dashboard screen says so too, and keeps the visitor’s query', async () => {
    await expectLanding(
      user,
      '/board-room?view=recent',
      '/dashboard/strategies?view=recent',
      ALIAS_NOTICE,
      'Strategies',
    )
  })

  it('a legal variant lands on the document’s own address with the notice', async () => {
    await expectLanding(visitor, '/legal/privacy-policy', '/privacy', ALIAS_NOTICE, 'Privacy Policy')
    await expectLanding(visitor, '/cookies', '/cookie-policy', ALIAS_NOTICE, 'Cookies Policy')
  })

  it('fall-backs to an area’s index are not "the correct page": no notice (/dashxyz, /admin/xyz)', async () => {
    await expectSilentLanding(user, '/dashxyz', '/dashboard', 'Dashboard')
    await expectSilentLanding(admin, '/admin/xyz', '/admin', 'Admin dashboard')
  })

  it('the spec’s fixed redirects and not-found say nothing', async () => {
    await expectSilentLanding(user, '/calendar', '/dashboard', 'Dashboard')
    await expectSilentLanding(visitor, '/no-such-page', '/not-found', 'Page not found')
  })

  it('a legal-like guess lands on the closest legal page with "Invalid legal document route"', async () => {
    await expectLanding(
      visitor,
      '/terms-of-use-2024',
      '/legal/terms-of-service',
      'Invalid legal document route',
      'Terms of Service',
    )
    await expectLanding(visitor, '/our-privacy-notice', '/privacy', 'Invalid legal document route', 'Privacy Policy')
  })

  it('a legal-like path with no single match lands on the legal index', async () => {
    await expectLanding(visitor, '/imprint', '/legal', 'Invalid legal document route', 'Legal')
  })

  it('a code typed by hand that is not a notice shows nothing and stays', async () => {
    const { page, problems } = await watchedPage(visitor)
    await page.goto(`${base}/pricing?notice=you-won-a-prize`)
    await hydrated(page)
    await page.waitForTimeout(500)
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    expect(page.url()).toBe(`${base}/pricing?notice=you-won-a-prize`)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the legal pages at the spec’s addresses (spec §2)', () => {
  it.each(SPEC_LEGAL_PAGES)('%s answers 200 itself, titled "%s", canonical at that address', async (path, title) => {
    const { page, problems } = await watchedPage(visitor)
    const response = await page.goto(base + path)
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    await hydrated(page)
    expect(page.url()).toBe(base + path)
    expect(await heading(page)).toBe(title)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(base + path)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the footer links every legal page at its address, and following one is not a redirect', async () => {
    const { page, problems } = await watchedPage(visitor)
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    const footer = page.locator('footer')
    for (const [path, title] of SPEC_LEGAL_PAGES)
      expect(await footer.getByRole('link', { name: title, exact: true }).getAttribute('href'), title).toBe(path)
    const [response] = await Promise.all([
      page.waitForNavigation(),
      footer.getByRole('link', { name: 'GDPR Compliance', exact: true }).click(),
    ])
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(page.url()).toBe(`${base}/gdpr`)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the admin integration pages under /admin (spec §2)', () => {
  it.each([
    ['notion', 'Notion'],
    ['stripe', 'Stripe'],
    ['clearbit', 'People Data Labs'],
    ['calendly', 'Calendly'],
  ])('/admin/%s is the %s integration page, reached from the admin menu', async (slug, name) => {
    const { page, problems } = await watchedPage(admin)
    const response = await page.goto(`${base}/admin/${slug}`)
    expect(response?.request().redirectedFrom()).toBeNull()
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 10_000 }).toBe(`${name} integration`)
    expect(page.url()).toBe(`${base}/admin/${slug}`)
    expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(`/admin/${slug}`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the earlier address /admin/integrations/stripe leads there in one hop, silently', async () => {
    await expectSilentLanding(admin, '/admin/integrations/stripe', '/admin/stripe', 'Stripe integration')
  })
})

describe('in the app (the same resolver)', () => {
  async function navigateInApp(to: string) {
    const { page, problems } = await watchedPage(user)
    await page.goto(`${base}/dashboard`)
    await hydrated(page)
    // A history navigation the router handles (as the back and forward buttons do).
    await page.evaluate((path) => {
      history.pushState(null, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, to)
    return { page, problems }
  }

  it('an alias the app serves is reached in place, with the notice', async () => {
    const { page, problems } = await navigateInApp('/board')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await expect.poll(() => page.url()).toBe(`${base}/dashboard/strategies`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Strategies')
    await expect.poll(() => page.getByText(ALIAS_NOTICE).count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a fall-back in the app says nothing', async () => {
    const { page, problems } = await navigateInApp('/dashboard-old')
    await expect.poll(() => page.url()).toBe(`${base}/dashboard`)
    await page.waitForTimeout(700)
    expect(await toasts(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('an alias to a server-rendered page loads it from the Worker, with the notice', async () => {
    const { page, problems } = await navigateInApp('/register')
    await expect.poll(() => page.url()).toBe(`${base}/signup`)
    await hydrated(page)
    await expect.poll(() => page.getByText(ALIAS_NOTICE).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
