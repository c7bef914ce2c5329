// Calls and billing in Chromium against the real Worker and local backend: the seeded owner of
// Northwind logs a call from a lead's page, finds it on /dashboard/calls and filters by outcome
// (kept in the address), then deletes it; billing shows the seeded plan and the real member count,
// records an owner's plan request and says plainly that no card payments are connected; a plain
// member sees both read-only. Every test fails on a console error, an uncaught error or a CSP violation.
import { createClient } from '@supabase/supabase-js'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_USER, e2eBrowser, hydrated, signedInContext, watchedPage } from './browser'

const e2e = e2eBrowser({ owner: DEMO_USER })
const base = e2e.base
const backend = inject('backendUrl')
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: Northwind lead without calls
const stamp = Date.now().toString(36)
const MEMBER = { email: `caller.${stamp}@northwind.test`, password: 'Caller-member-2026!' }
const NOTE = `Left a message about the renewal ${stamp}`

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 8000 })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}

const service = () =>
  createClient(backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } })

/** Northwind's members as the database holds them now (other e2e files add some to the shared database). */
async function northwindSeats() {
  const { count, error } = await service()
    .from('company_members')
    .select('*', { count: 'exact', head: true })
    .eq('company_id', NORTHWIND)
  expect(error).toBeNull()
  return count!
}

/** A confirmed account made a plain member of Northwind, with its profile linked (as accepting an invitation does). */
async function createMember() {
  const { data, error } = await service().auth.admin.createUser({
    email: MEMBER.email,
    password: MEMBER.password,
    email_confirm: true,
    user_metadata: { firstName: 'Casey', lastName: 'Caller' },
  })
  expect(error).toBeNull()
  expect(
    (
      await service()
        .from('company_members')
        .insert({ company_id: NORTHWIND, user_id: data.user!.id, member_role: 'member' })
    ).error,
  ).toBeNull()
  expect(
    (
      await service()
        .from('profiles')
        .update({ company_id: NORTHWIND, company: 'Northwind Analytics', onboarded_at: new Date().toISOString() })
        .eq('id', data.user!.id)
    ).error,
  ).toBeNull()
}

describe('calls', () => {
  it("logs a call on a lead's page; it is listed there and on /dashboard/calls, and the outcome filter finds it", async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await open(page, `/dashboard/leads/${OLIVIA}`)
    const section = page.locator('section#calls')
    await poll(() => section.getByText('No calls with Olivia Martin yet.').count()).toBe(1)

    await section.getByRole('button', { name: 'Log a call' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log a call' })
    await poll(() => dialog.getByLabel('Lead').locator('option:checked').innerText()).toBe('Olivia Martin')
    await dialog.getByLabel('Outcome').selectOption({ label: 'Voicemail' })
    await dialog.getByLabel('Duration in minutes').fill('abc')
    await dialog.getByRole('button', { name: 'Log call' }).click()
    await poll(() => dialog.getByText('Enter the duration in whole minutes, like 15').count()).toBe(1)
    await dialog.getByLabel('Duration in minutes').fill('2')
    await dialog.getByLabel('Notes').fill(NOTE)
    await dialog.getByRole('button', { name: 'Log call' }).click()
    await toast(page, 'Call logged: Voicemail').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await poll(() => section.getByText('1 call with Olivia Martin').count()).toBe(1)
    expect(await section.getByRole('row').filter({ hasText: NOTE }).innerText()).toContain('Voicemail')

    await open(page, '/dashboard/calls')
    await poll(() => page.getByRole('status').filter({ hasText: 'newest first' }).innerText()).toBe(
      '18 calls, newest first',
    )
    const row = page.getByRole('row').filter({ hasText: NOTE })
    expect(await row.getByRole('link', { name: 'Olivia Martin' }).getAttribute('href')).toBe(
      `/dashboard/leads/${OLIVIA}`,
    )
    expect(await row.innerText()).toMatch(/Outbound\s+Voicemail\s+2 min\s+You/)
    expect(Number(await page.locator('[data-figure="Calls this month"]').innerText())).toBeGreaterThanOrEqual(1)

    await page.getByLabel('Filter by outcome').selectOption('voicemail')
    expect(page.url()).toBe(`${base}/dashboard/calls?outcome=voicemail`)
    // the seed has three voicemails (one with the Spring webinar's leads); the one just logged is the fourth
    await poll(() => page.getByRole('status').filter({ hasText: 'with the outcome' }).innerText()).toBe(
      '4 calls with the outcome Voicemail',
    )
    expect(await page.locator('tbody tr').count()).toBe(4)
    expect(await page.locator('tbody tr').filter({ hasText: 'Voicemail' }).count()).toBe(4)
    await page.getByLabel('Filter by outcome').selectOption('meeting_booked')
    // wait for the new filter's caption before counting its rows (the old rows are still shown while it loads)
    await poll(() => page.getByRole('status').filter({ hasText: 'with the outcome' }).innerText()).toBe(
      '3 calls with the outcome Meeting booked',
    )
    await poll(() => page.locator('tbody tr').count()).toBe(3)
    expect(await page.getByRole('row').filter({ hasText: NOTE }).count()).toBe(0)

    // the address keeps the filter: a reload shows the same list
    await page.reload()
    await hydrated(page)
    await poll(() => page.getByRole('status').filter({ hasText: 'with the outcome' }).innerText()).toBe(
      '3 calls with the outcome Meeting booked',
    )
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('billing', () => {
  it('shows the seeded Growth plan, the real member count, and records the owner’s plan request without pretending to charge', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await open(page, '/dashboard/billing')
    await poll(() => page.getByTestId('current-plan').innerText()).toBe('Growth')
    expect(await page.locator('#plan').innerText()).toContain('$199 a month')
    const seats = await northwindSeats()
    await poll(() => page.locator('[data-usage="Seats"]').innerText()).toBe(String(seats))
    expect(await page.getByRole('row', { name: /Seats/ }).innerText()).toMatch(new RegExp(`Seats\\s+${seats}\\s+10`))
    expect(await page.locator('#invoices').innerText()).toContain(
      'Invoices appear here once card payments (Stripe) are connected.',
    )
    await poll(() => page.locator('#invoices').innerText()).toMatch(
      /Your company requested the Stripe integration on .+; it is not connected yet\./,
    )
    expect(await page.locator('#payment-method').innerText()).toContain('No payment method is on file.')
    // this deployment has no Stripe settings (wrangler.toml): the page names each one the operator must set
    await poll(() => page.getByTestId('stripe-missing').innerText()).toBe(
      `Card payments (Stripe) are not configured on this deployment. The operator must set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_GROWTH (README, Configuration) and register the webhook ${base}/api/webhooks/stripe with Stripe.`,
    )
    expect(await page.getByRole('button', { name: /^Choose / }).count()).toBe(0)

    await page.getByRole('button', { name: 'Request Enterprise' }).click()
    await toast(page, 'Requested the Enterprise plan').waitFor()
    await poll(() => page.locator('#plan').innerText()).toContain('Dana Demo requested the Enterprise plan on')
    expect(await page.getByTestId('current-plan').innerText()).toBe('Growth')
    await page.getByRole('button', { name: 'Withdraw the request' }).click()
    await toast(page, 'Plan change request withdrawn').waitFor()
    await poll(() => page.getByText('requested the Enterprise plan').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a plain member sees the plan and calls read-only, and is counted as a seat', async () => {
    const before = await northwindSeats()
    await createMember()
    const member = await signedInContext(e2e.browser, base, MEMBER)
    const { page, problems } = await watchedPage(member)
    await open(page, '/dashboard/billing')
    await poll(() => page.getByTestId('current-plan').innerText()).toBe('Growth')
    await poll(() => page.locator('[data-usage="Seats"]').innerText()).toBe(String(before + 1))
    await poll(() => page.locator('#change-plan').innerText()).toContain(
      'Only an owner of Northwind Analytics can change its plan; you are a member.',
    )
    expect(await page.getByRole('button', { name: /^Request / }).count()).toBe(0)

    await open(page, '/dashboard/calls')
    await poll(() => page.locator('tbody tr').count()).toBe(18)
    await poll(() => page.getByRole('row').filter({ hasText: NOTE }).innerText()).toContain('Dana Demo')
    // the owner's calls are not the member's to change
    expect(await page.getByRole('button', { name: /^Edit the call/ }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
    await member.close()
  })
})

// after the member has seen the logged call
describe('calls: deleting', () => {
  it('the owner deletes the logged call after confirming; it leaves the list and the lead page', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await open(page, '/dashboard/calls')
    const row = page.getByRole('row').filter({ hasText: NOTE })
    await row.getByRole('button', { name: /^Delete the call with Olivia Martin on / }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this call?' })
    await confirm.getByRole('button', { name: 'Keep the call' }).waitFor()
    await confirm.getByRole('button', { name: 'Delete call' }).click()
    await toast(page, 'Call deleted').waitFor()
    await poll(() => row.count()).toBe(0)
    await poll(() => page.getByRole('status').filter({ hasText: 'newest first' }).innerText()).toBe(
      '17 calls, newest first',
    )
    await open(page, `/dashboard/leads/${OLIVIA}`)
    await poll(() => page.locator('section#calls').getByText('No calls with Olivia Martin yet.').count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
