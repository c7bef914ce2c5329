import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { consentedContext, DEMO_ADMIN as ADMIN, DEMO_USER as USER, hydrated, launch, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page, who: { email: string; password: string }) {
  await hydrated(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

// Each journey gets its own browser context: sessions live in local storage.
describe('sign-in journeys (spec §4, §6, §8)', () => {
  it('a wrong password shows the service’s message and keeps what was typed', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/login`)
    await signIn(page, { email: USER.email, password: 'wrong-password' })
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid login credentials')
    expect(await page.getByLabel('Email').inputValue()).toBe(USER.email)
    // The browser logs the service's 400 answer itself; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([])
    await page.close()
  })

  it('a guarded URL goes to /login, then back to that URL after signing in', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
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
    const { page } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/admin/settings`)
    await page.waitForURL(/\/login\?/)
    await hydrated(page)
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('You need to be logged in to access this area')
    await page.close()
  })

  it('a non-admin is refused on /admin; the seeded admin sees the admin area', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/login?redirectTo=%2Fadmin`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admins only')

    const admin = await watchedPage(await consentedContext(browser))
    await admin.page.goto(`${base}/login?redirectTo=%2Fadmin`)
    await signIn(admin.page, ADMIN)
    await admin.page.waitForURL(`${base}/admin`)
    await expect.poll(() => admin.page.locator('main h1').innerText()).toBe('Admin dashboard')
    expect([...problems, ...admin.problems]).toEqual([])
    await page.close()
    await admin.page.close()
  })

  it('signing out, and visiting /logout, both land on /login signed out', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/login`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/dashboard`)
    await page.getByRole('button', { name: 'Account menu for Dana Demo' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL(`${base}/login`)
    await page.goto(`${base}/dashboard`)
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/)

    await page.goto(`${base}/login`)
    await signIn(page, USER)
    await page.waitForURL(`${base}/dashboard`)
    await page.goto(`${base}/logout`)
    await page.waitForURL(`${base}/login?logout=1`)
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('You have been signed out.')
    await page.goto(`${base}/dashboard`)
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard/)
    // spec §4: the second attempt on the same restricted path is logged.
    expect(problems).toEqual(['warning: [warn] Repeated attempt to open a restricted area without signing in {path: /dashboard, attempts: 2}'])
    await page.close()
  }, 60_000)
})
