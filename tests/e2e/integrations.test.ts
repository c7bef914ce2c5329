// The integration screens in Chromium against the running product, where no provider is configured:
// /dashboard/calendly names every setting an operator must set and offers no connection, the
// platform admin finds Bluefin's seeded request, the redirect URL to register and no connection on
// /admin/calendly, the Stripe and Plaid pages say what is missing, and each screen passes axe.
// (Connecting for real: tests/e2e/calendly.test.ts, against a local Calendly.)
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, seriousViolations, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
let browser: Browser
let admin: BrowserContext
let owner: BrowserContext

beforeAll(async () => {
  browser = await launch()
  admin = await signedInContext(browser, base, DEMO_ADMIN)
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

/** How many companies the database holds now (other e2e files create some in the shared database). */
async function companyCount() {
  const res = await fetch(`${backend}/rest/v1/companies?select=id`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, Prefer: 'count=exact' },
  })
  return Number(res.headers.get('content-range')?.split('/')[1])
}

/** The names of the companies that requested a provider, as the database holds them now. */
async function requestingCompanies(provider: string) {
  const res = await fetch(
    `${backend}/rest/v1/company_integrations?provider=eq.${provider}&select=company:companies(name)`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  )
  return ((await res.json()) as { company: { name: string } }[]).map((r) => r.company.name)
}

const rowNames = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody th').allInnerTexts()

describe('integrations', () => {
  it('Northwind’s owner on /dashboard/calendly: every missing setting is named and nothing offers to connect', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${base}/dashboard/calendly`)
    await hydrated(page)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Scheduling')
    expect(await page.getByText('Meetings booked through Calendly.').count()).toBe(1)
    await expect
      .poll(() => page.locator('#connection').innerText(), { timeout: 10_000 })
      .toContain(
        'Calendly is not configured on this deployment, so nothing is read from Calendly. An operator must set CALENDLY_CLIENT_ID, CALENDLY_CLIENT_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY, INTEGRATIONS_ENCRYPTION_KEY (see the README).',
      )
    expect(await page.getByRole('button', { name: /Connect Calendly/ }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('the admin sees Bluefin’s request, the redirect URL to register, and no connection on the Calendly page', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/calendly`)
    await hydrated(page)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Calendly integration')
    await expect
      .poll(() => rowNames(page, 'Companies that requested Calendly'), { timeout: 10_000 })
      .toEqual(await requestingCompanies('calendly'))
    const bluefin = page.getByRole('row', { name: /^Bluefin Logistics/ })
    expect(await bluefin.getByRole('cell').first().innerText()).toBe('Olive Okafor\nother@boardroom.local')
    expect(await page.locator('dt', { hasText: 'Companies that requested Calendly' }).locator('+ dd').innerText()).toBe(
      `${(await requestingCompanies('calendly')).length} of ${await companyCount()}`,
    )
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'configured on this deployment' }).innerText())
      .toBe('Calendly is not configured on this deployment.')
    expect(await page.getByText(/Register this OAuth redirect URL/).innerText()).toBe(
      `Register this OAuth redirect URL with Calendly: ${base}/api/oauth/calendly/callback.`,
    )
    await expect.poll(() => page.locator('#connections').innerText()).toContain('No company has connected Calendly')
    expect(await page.locator('dt', { hasText: 'Companies connected' }).locator('+ dd').innerText()).toBe('0')
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('the Stripe page says what Stripe does today, what a revenue feed would take, and what to run', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/stripe`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'configured on this deployment' }).innerText(), {
        timeout: 10_000,
      })
      .toBe('Stripe billing is not configured on this deployment.')
    // today: billing (Checkout, the Customer Portal, the signed webhook); a company's own account is not read
    const today = page.getByRole('region', { name: 'What it does today' })
    expect(await today.innerText()).toContain('Stripe is how companies pay for Boardroom AI')
    expect(await today.innerText()).toContain('Customer Portal')
    expect(
      await today.getByRole('heading', { name: 'What connecting a company’s own account would take' }).count(),
    ).toBe(1)
    expect(await page.locator('main').innerText()).not.toMatch(/not built/i)
    expect(await page.locator('dt', { hasText: 'Companies connected' }).locator('+ dd').innerText()).toBe(
      'None: companies’ own Stripe accounts are not read',
    )
    const secrets = page.getByRole('table', { name: 'Stripe secrets on this deployment' })
    expect(await secrets.locator('tbody tr').allInnerTexts()).toEqual([
      'STRIPE_SECRET_KEY\tNot set',
      'STRIPE_WEBHOOK_SECRET\tNot set',
      'STRIPE_PRICE_STARTER\tNot set',
      'STRIPE_PRICE_GROWTH\tNot set',
    ])
    expect(await page.locator('pre code').innerText()).toBe(
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_GROWTH']
        .map((name) => `npx wrangler secret put ${name} --env production`)
        .join('\n'),
    )
    expect(await page.locator('dt', { hasText: 'Secrets set on this deployment' }).locator('+ dd').innerText()).toBe(
      '0 of 4',
    )
    // the webhook endpoint Stripe must be given, on this deployment's own origin
    expect(await page.getByText(/Register this webhook endpoint URL with Stripe/).innerText()).toBe(
      `Register this webhook endpoint URL with Stripe: ${base}/api/webhooks/stripe.`,
    )
    // Northwind's seeded request, and any a company made in another e2e file (the database is shared).
    const requested = await requestingCompanies('stripe')
    expect(requested).toContain('Northwind Analytics')
    await expect
      .poll(async () => (await rowNames(page, 'Companies that requested Stripe')).sort())
      .toEqual(requested.sort())
    expect(problems).toEqual([])
    await page.close()
  })

  it('the Plaid page says what an operator must set to link banks', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${base}/dashboard/plaid`)
    await hydrated(page)
    await expect
      .poll(() => page.locator('#bank').innerText(), { timeout: 10_000 })
      .toContain(
        'Bank linking is not configured on this deployment, so no bank is read. An operator must set PLAID_CLIENT_ID, PLAID_SECRET, INTEGRATIONS_ENCRYPTION_KEY (see the README).',
      )
    expect(await page.getByRole('button', { name: 'Link a bank account' }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
