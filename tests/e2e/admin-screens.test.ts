// The admin screens in Chromium: /admin with the product's counts as the database has them, the
// weekly analytics, the launch checklist of this (local) deployment, and the settings — an
// announcement saved there shows on a user's dashboard — and a plain user refused /admin the way
// the route guard refuses every admin page.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/constants'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { axeInBothThemes, DEMO_ADMIN, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const service = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}
let browser: Browser
let admin: BrowserContext
let user: BrowserContext

/** The number of rows the service role counts in a table (other e2e files may have added some). */
async function count(table: string, filter = '') {
  const res = await fetch(`${backend}/rest/v1/${table}?select=*${filter}`, {
    method: 'HEAD',
    headers: { ...service, Prefer: 'count=exact' },
  })
  return Number(res.headers.get('Content-Range')?.split('/')[1])
}
const resetSettings = () =>
  fetch(`${backend}/rest/v1/platform_settings?id=eq.true`, {
    method: 'PATCH',
    headers: service,
    body: JSON.stringify({
      announcement_enabled: false,
      announcement_text: '',
      announcement_tone: 'info',
      support_email: 'support@boardroom.local',
    }),
  })

beforeAll(async () => {
  browser = await launch()
  admin = await signedInContext(browser, base, DEMO_ADMIN)
  user = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await resetSettings()
  await browser?.close()
})

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`).innerText()

describe('admin screens', () => {
  it('/admin shows the counts the database holds, the system state and every admin area', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin`)
    await hydrated(page)
    expect(await page.locator('main h1').innerText()).toBe('Admin dashboard')
    await page.locator('[data-figure="Leads"]').waitFor()
    const expected = {
      Accounts: await count('profiles'),
      Companies: await count('companies'),
      Campaigns: await count('campaigns'),
      Leads: await count('leads'),
      'Boardroom sessions': await count('boardroom_sessions'),
      Strategies: await count('strategies'),
    }
    // at least what the seed made: 3 accounts, 2 companies, 6 campaigns, 30 leads
    expect(expected).toMatchObject({
      Accounts: expect.toSatisfy((n: number) => n >= 3),
      Companies: expect.toSatisfy((n: number) => n >= 2),
    })
    expect(expected.Campaigns).toBeGreaterThanOrEqual(6)
    expect(expected.Leads).toBeGreaterThanOrEqual(30)
    for (const [label, n] of Object.entries(expected))
      expect(await figure(page, label), label).toBe(n.toLocaleString('en-US'))
    const admins = await count('profiles', '&role=eq.admin')
    expect(await page.locator('[data-figure="Accounts"] + dd').innerText()).toBe(
      `${admins} platform admin${admins === 1 ? '' : 's'} among them`,
    )
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Every service is answering.' }).count(), {
        timeout: 10_000,
      })
      .toBe(1)
    for (const area of [
      'Users and companies',
      'Admin settings',
      'Launch preparation',
      'Product analytics',
      'System health',
      'Stripe integration',
    ]) {
      expect(await page.locator('#areas').getByRole('link', { name: area, exact: true }).count(), area).toBe(1)
    }
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  })

  it('/admin/analytics totals what was created in the last 12 weeks', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/analytics`)
    await hydrated(page)
    await page.locator('[data-total="companies"]').waitFor()
    const now = new Date()
    const monday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 77),
    )
    const since = `&created_at=gte.${monday.toISOString()}`
    expect(await page.locator('[data-total="companies"]').innerText()).toBe(String(await count('companies', since)))
    expect(await page.locator('[data-total="signups"]').innerText()).toBe(String(await count('profiles', since)))
    expect(await page.locator('[data-total="leads"]').innerText()).toBe(String(await count('leads', since)))
    expect(await page.locator('main h3').allInnerTexts()).toEqual([
      'Sign-ups',
      'Companies created',
      'Leads created',
      'Boardroom sessions',
      'Strategies',
    ])
    // each chart's data table: 12 weeks
    expect(await page.getByRole('table', { name: 'Leads created' }).locator('tbody tr').count()).toBe(12)
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  })

  it('/admin/launch-prep fails this local deployment for what a launch must not have, with the reasons', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/launch-prep`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Not ready' }).count(), { timeout: 10_000 })
      .toBe(1)
    expect(await page.getByRole('status').filter({ hasText: 'Not ready' }).innerText()).toMatch(
      /^Not ready: 3 checks failed\. 1 item needs attention\. Checked /,
    )
    const result = (id: string) => page.locator(`tr[data-check="${id}"] td`).first().innerText()
    expect([await result('env'), await result('supabase'), await result('demo-accounts'), await result('ai')]).toEqual([
      'Failed',
      'Failed',
      'Failed',
      'Attention',
    ])
    expect([
      await result('rate-limits'),
      await result('admins'),
      await result('headers'),
      await result('legal'),
    ]).toEqual(['Passed', 'Passed', 'Passed', 'Passed'])
    expect(await page.locator('tr[data-check="legal"] td').nth(1).innerText()).toBe('All 9 legal pages answer 200.')
    expect(await page.locator('tr[data-check="demo-accounts"] td').nth(1).innerText()).toContain(
      'admin@boardroom.local',
    )
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  })

  it('an announcement saved in the settings shows on a user’s dashboard with the support address', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/settings`)
    await hydrated(page)
    const show = page.getByRole('switch', { name: 'Show the announcement' })
    await show.waitFor()
    // shown without text: the form refuses before anything is sent
    await show.click()
    await page.getByLabel('Announcement text').fill('')
    await page.getByRole('button', { name: 'Save settings' }).click()
    expect(await page.locator('#settings-announcement-text-error').innerText()).toBe(
      'Write the announcement before showing it',
    )
    const text = `Planned maintenance on Sunday at 02:00 UTC (${Date.now()})`
    await page.getByLabel('Announcement text').fill(text)
    await page.getByLabel('Tone').selectOption('warning')
    await page.getByLabel('Support email address (optional)').fill('not-an-address')
    await page.getByRole('button', { name: 'Save settings' }).click()
    expect(await page.locator('#settings-support-email-error').innerText()).toBe(
      'Enter a valid email address, or leave it empty',
    )
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] }) // with the field message and the preview
    await page.getByLabel('Support email address (optional)').fill('help@northwind.example')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Settings saved.' }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()

    const dashboard = await watchedPage(user)
    await dashboard.page.goto(`${base}/dashboard`)
    await hydrated(dashboard.page)
    const banner = dashboard.page.getByRole('status').filter({ hasText: text })
    await banner.waitFor({ timeout: 10_000 })
    expect(await banner.innerText()).toBe(`Important: ${text} Questions? help@northwind.example`)
    expect(await banner.getByRole('link', { name: 'help@northwind.example' }).getAttribute('href')).toBe(
      'mailto:help@northwind.example',
    )
    expect(await axeInBothThemes(dashboard.page)).toEqual({ dark: [], light: [] })
    await dashboard.page.goto(`${base}/dashboard/settings`)
    await hydrated(dashboard.page)
    await expect
      .poll(
        () => dashboard.page.locator('#help').getByText('Need a person? Write to help@northwind.example.').count(),
        { timeout: 10_000 },
      )
      .toBe(1)
    expect(dashboard.problems).toEqual([])
    await dashboard.page.close()
  })

  it('a plain user opening /admin is refused as on every admin page, and sees no counts', async () => {
    const { page, problems } = await watchedPage(user)
    await page.goto(`${base}/admin`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText(), { timeout: 5000 }).toBe('Admins only')
    expect(await page.locator('main').innerText()).toContain(ADMIN_REQUIRED_MESSAGE)
    expect(await page.locator('[data-figure]').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
