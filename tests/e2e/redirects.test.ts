// spec §2, §8: a visitor moved by a redirect is told why, on whatever page they land — from the
// address bar (the Worker redirects) or in the app (the same resolver) — and the address bar ends
// clean.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { consentedContext, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser
let visitor: BrowserContext
let user: BrowserContext

beforeAll(async () => {
  browser = await launch()
  visitor = await consentedContext(browser)
  user = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

async function expectLanding(context: BrowserContext, from: string, to: string, notice: string, heading: string) {
  const { page, problems } = await watchedPage(context)
  await page.goto(base + from)
  await hydrated(page)
  await expect.poll(() => page.getByText(notice, { exact: true }).count()).toBe(1)
  await expect.poll(() => page.url()).toBe(base + to)
  await expect.poll(() => page.locator('h1').first().innerText()).toBe(heading)
  expect(problems).toEqual([])
  await page.close()
}

describe('from the address bar', () => {
  it('an alias to a server-rendered page says "Redirecting to the correct page"', async () => {
    await expectLanding(visitor, '/register', '/signup', 'Redirecting to the correct page', 'Create your account')
  })

  it('an alias to a dashboard screen says so too, and keeps the visitor’s query', async () => {
    await expectLanding(user, '/board-room?view=recent', '/dashboard/strategies?view=recent', 'Redirecting to the correct page', 'Strategies')
  })

  it('a prefix guess says so', async () => {
    await expectLanding(user, '/dashbord', '/dashboard', 'Redirecting to the correct page', 'Dashboard')
  })

  it('a legal-like guess lands on the closest legal page with "Invalid legal document route"', async () => {
    await expectLanding(visitor, '/terms-of-use-2024', '/legal/terms-of-service', 'Invalid legal document route', 'Terms of Service')
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
    await expect.poll(() => page.getByText('Redirecting to the correct page').count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('an alias to a server-rendered page loads it from the Worker, with the notice', async () => {
    const { page, problems } = await navigateInApp('/register')
    await expect.poll(() => page.url()).toBe(`${base}/signup`)
    await hydrated(page)
    await expect.poll(() => page.getByText('Redirecting to the correct page').count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
