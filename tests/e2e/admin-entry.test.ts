// The platform admin's way in: signed in without a return path, the admin lands on /admin; from any
// dashboard screen the admin area is one click away (the sidebar's "Admin area", or the account
// menu's), and a member sees neither.
import { describe, expect, it } from 'vitest'
import { consentedContext, DEMO_ADMIN, DEMO_USER, e2eBrowser, hydrated, signIn, watchedPage } from './browser'

const e2e = e2eBrowser({ admin: DEMO_ADMIN, user: DEMO_USER })

describe('the admin area for a platform admin', () => {
  it('the admin’s first page after signing in is /admin', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${e2e.base}/login`)
    await signIn(page, DEMO_ADMIN)
    await page.waitForURL(`${e2e.base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admin dashboard')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('is one click from a dashboard screen: the sidebar link, and the account menu', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(`${e2e.base}/dashboard/leads`)
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin area' }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admin dashboard')
    expect(page.url()).toBe(`${e2e.base}/admin`)

    await page.goto(`${e2e.base}/dashboard/settings`)
    await hydrated(page)
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('menuitem', { name: 'Admin area' }).click()
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admin dashboard')
    expect(page.url()).toBe(`${e2e.base}/admin`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the admin’s own dashboard, without a company, points to the admin area first', async () => {
    const { page, problems } = await watchedPage(e2e.admin)
    await page.goto(`${e2e.base}/dashboard`)
    await hydrated(page)
    await page.getByRole('heading', { name: 'Your account has no company' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Set up your company first' }).count()).toBe(0)
    expect(await page.getByRole('main').getByRole('link', { name: 'Open the admin area' }).getAttribute('href')).toBe(
      '/admin',
    )
    expect(problems).toEqual([])
    await page.close()
  })

  it('a member sees no way into the admin area', async () => {
    const { page, problems } = await watchedPage(e2e.user)
    await page.goto(`${e2e.base}/dashboard/leads`)
    await hydrated(page)
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Leads', exact: true })
      .waitFor()
    expect(await page.getByRole('link', { name: 'Admin area' }).count()).toBe(0)
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Admin area' }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
