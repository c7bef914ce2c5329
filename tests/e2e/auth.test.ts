import { describe, expect, it } from 'vitest'
import {
  consentedContext,
  DEMO_ADMIN as ADMIN,
  DEMO_USER as USER,
  e2eBrowser,
  hydrated,
  signIn,
  watchedPage,
} from './browser'

const e2e = e2eBrowser()
const base = e2e.base

// Each journey gets its own browser context: sessions live in local storage.
describe('sign-in journeys (spec §4, §6, §8)', () => {
  it('a wrong password shows the service’s message and keeps what was typed', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/login`)
    await signIn(page, { email: USER.email, password: 'wrong-password' })
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid login credentials')
    expect(await page.getByLabel('Email').inputValue()).toBe(USER.email)
    // The browser logs the service's 400 answer itself; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([])
    await page.close()
  })

  it('the form with neither email nor password: the spec §5 message, and each field its hint', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/login`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('You must provide either an email or phone number and a password')
    expect(await page.locator('#email-error').innerText()).toBe('Enter your email address')
    expect(await page.locator('#password-error').innerText()).toBe('Enter your password')
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    expect(problems).toEqual([])
    await page.close()
  })

  it('an alias to a guarded page: /login first, then the page with "Redirecting to the correct page"', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/board`)
    await page.waitForURL(`${base}/login?redirectTo=%2Fdashboard%2Fstrategies%3Fnotice%3Dmoved`)
    await signIn(page, USER)
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${base}/dashboard/strategies`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Strategies')
    await expect.poll(() => page.getByText('Redirecting to the correct page', { exact: true }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a guarded URL goes to /login, then back to that URL after signing in', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/dashboard/leads?view=open`)
    await page.waitForURL(`${base}/login?redirectTo=%2Fdashboard%2Fleads%3Fview%3Dopen`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/dashboard/leads?view=open`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Leads')
    await expect.poll(() => page.locator('.user-name').innerText()).toBe('Dana Demo')
    expect(problems).toEqual([])
    await page.close()
  })

  it('/admin without a user is refused with the spec’s message', async () => {
    const { page } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/admin/settings`)
    await page.waitForURL(/\/login\?/)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('status').first().innerText())
      .toBe('You need to be logged in to access this area')
    await page.close()
  })

  it('a non-admin is refused on /admin; the seeded admin sees the admin area', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/login?redirectTo=%2Fadmin`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admins only')

    const admin = await watchedPage(await consentedContext(e2e.browser))
    await admin.page.goto(`${base}/login?redirectTo=%2Fadmin`)
    await signIn(admin.page, ADMIN)
    await admin.page.waitForURL(`${base}/admin`)
    await expect.poll(() => admin.page.locator('main h1').innerText()).toBe('Admin dashboard')
    expect([...problems, ...admin.problems]).toEqual([])
    await page.close()
    await admin.page.close()
  })

  it('signing out, and visiting /logout, both land on /login signed out', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/login`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/dashboard`)
    await page.getByRole('button', { name: 'Account menu for Dana Demo' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL(`${base}/login?logout=1`)
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('You have been signed out.')
    await page.goto(`${base}/dashboard`)
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/)

    await page.goto(`${base}/login`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/dashboard`)
    await page.goto(`${base}/logout`)
    await page.waitForURL(`${base}/login?logout=1`)
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('You have been signed out.')
    // Only that: not the alias notice as well.
    await page.waitForTimeout(700)
    expect(await page.getByText('Redirecting to the correct page').count()).toBe(0)
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    await page.goto(`${base}/dashboard`)
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/)
    // spec §4: the second attempt on the same restricted path is logged.
    expect(problems).toEqual([
      'warning: [warn] Repeated attempt to open a restricted area without signing in {path: /dashboard, attempts: 2}',
    ])
    await page.close()
  }, 60_000)
})
