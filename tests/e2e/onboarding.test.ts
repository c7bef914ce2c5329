// Onboarding, profile and company set-up in Chromium beyond the sign-up journey (journeys.test.ts):
// axe in both themes and no sideways scrolling at 360 px on every screen with real data (the
// seeded owner of Northwind), the header following a profile change at once, the email change
// through auth, and a member's read-only view of their company.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, seriousViolations, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
let browser: Browser
let owner: BrowserContext

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

const service = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}

/** A confirmed account made with the auth admin API (no email round trip). */
async function createAccount(email: string, password: string, firstName: string) {
  const res = await fetch(`${backend}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { firstName, lastName: 'Test' } }),
  })
  return ((await res.json()) as { id: string }).id
}

/** The screen has rendered its data (no loading skeleton left). */
async function settled(page: Page) {
  await hydrated(page)
  await page.locator('main h1').first().waitFor()
  await expect
    .poll(() => page.locator('main [role="status"] .animate-pulse, main .animate-pulse').count(), { timeout: 5000 })
    .toBe(0)
}

const OWNER_SCREENS = [
  '/onboarding',
  '/onboarding/profile',
  '/onboarding/company',
  '/onboarding/team',
  '/onboarding/integrations',
  '/onboarding/ai-workflow',
  '/onboarding/complete',
  '/dashboard/profile',
  '/dashboard/company-setup',
]

describe('axe, dark and light, with the owner’s real data', () => {
  it.each(OWNER_SCREENS)('%s', async (path) => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(base + path)
    await settled(page)
    const dark = await seriousViolations(page)
    await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'))
    expect({ dark, light: await seriousViolations(page) }).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  })

  it.each(['/admin/entities?tab=users', '/admin/entities?tab=companies'])('%s', async (path) => {
    const context = await signedInContext(browser, base, DEMO_ADMIN)
    const { page } = await watchedPage(context)
    await page.goto(base + path)
    await settled(page)
    await page.getByRole('tabpanel').locator('tbody tr').first().waitFor()
    const dark = await seriousViolations(page)
    await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'))
    expect({ dark, light: await seriousViolations(page) }).toEqual({ dark: [], light: [] })
    await context.close()
  })
})

describe('phones (360 px)', () => {
  it('no screen scrolls sideways; wide tables scroll inside their own region', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of OWNER_SCREENS) {
      await page.goto(base + path)
      await settled(page)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        path,
      ).toBe(0)
    }
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('profile', () => {
  it('saving the profile changes the name in the header at once; the email changes only through auth, with confirmation', async () => {
    const email = `casey.${Date.now()}@northwind.test`
    await createAccount(email, 'Casey-pass-2026!', 'Casey')
    const context = await signedInContext(browser, base, { email, password: 'Casey-pass-2026!' })
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/profile`)
    await settled(page)
    await expect.poll(() => page.locator('.user-name').innerText()).toBe('Casey Test')
    await page.getByLabel('First name', { exact: true }).fill('Cassidy')
    await page.getByLabel('Avatar URL (optional)').fill('https://')
    await page.getByRole('button', { name: 'Save profile' }).click()
    // the first invalid field gets focus, with its message
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-avatar')
    expect(await page.locator('#profile-avatar-error').innerText()).toBe(
      'Enter a web address starting with https://, or leave the avatar URL empty',
    )
    await page.getByLabel('Avatar URL (optional)').fill('')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).count()).toBe(1)
    await expect.poll(() => page.locator('.user-name').innerText()).toBe('Cassidy Test')

    // The sign-in email is read-only here; changing it sends confirmation links and changes nothing yet.
    expect(await page.getByRole('textbox', { name: 'Sign-in email' }).getAttribute('readonly')).not.toBeNull()
    expect(await page.getByRole('textbox', { name: 'Sign-in email' }).inputValue()).toBe(email)
    const next = `cassidy.${Date.now()}@northwind.test`
    await page.getByLabel('New email address').fill(next)
    await page.getByRole('button', { name: 'Change email' }).click()
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: `We sent a confirmation link to ${next}` })
            .count(),
        { timeout: 5000 },
      )
      .toBe(1)
    const outbox = async (to: string) =>
      (
        (await (
          await fetch(`${backend}/__local/outbox?email=${encodeURIComponent(to)}`, {
            headers: { apikey: SERVICE_ROLE_KEY },
          })
        ).json()) as { kind: string }[]
      ).map((m) => m.kind)
    expect(await outbox(next)).toContain('email_change')
    expect(await outbox(email)).toContain('email_change')
    expect(await page.getByRole('textbox', { name: 'Sign-in email' }).inputValue()).toBe(email)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('a plain member', () => {
  it('sees the company read-only, can leave it, and is then offered to create one', async () => {
    const email = `mel.${Date.now()}@northwind.test`
    const id = await createAccount(email, 'Mel-member-2026!', 'Mel')
    await fetch(`${backend}/rest/v1/company_members`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ company_id: 'c0000000-0000-4000-8000-000000000001', user_id: id, member_role: 'member' }),
    })
    await fetch(`${backend}/rest/v1/profiles?id=eq.${id}`, {
      method: 'PATCH',
      headers: service,
      body: JSON.stringify({ company_id: 'c0000000-0000-4000-8000-000000000001' }),
    })
    const context = await signedInContext(browser, base, { email, password: 'Mel-member-2026!' })
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/company-setup`)
    await settled(page)
    const main = page.getByRole('main')
    await expect.poll(() => main.innerText()).toContain('You are a member of this company.')
    expect(await page.getByLabel('Company name', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0)
    await expect
      .poll(() => main.innerText())
      .toContain('Only owners and admins of Northwind Analytics choose its integrations.')
    expect(await page.getByRole('checkbox', { name: /^Stripe/ }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Leave company' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Leave Northwind Analytics?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await confirm.count()).toBe(0)
    await page.getByRole('button', { name: 'Leave company' }).click()
    await confirm.getByRole('button', { name: 'Leave company' }).click()
    await expect.poll(() => page.getByText('You left Northwind Analytics.').count(), { timeout: 5000 }).toBe(1)
    await expect
      .poll(() => main.getByRole('heading', { name: 'Create your company' }).count(), { timeout: 5000 })
      .toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('an owner', () => {
  it('removes a member after confirming in the page; cancelling keeps them', async () => {
    const email = `rory.${Date.now()}@northwind.test`
    const id = await createAccount(email, 'Rory-member-2026!', 'Rory')
    await fetch(`${backend}/rest/v1/company_members`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ company_id: 'c0000000-0000-4000-8000-000000000001', user_id: id, member_role: 'member' }),
    })
    const context = await signedInContext(browser, base, DEMO_USER)
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/company-setup`)
    await settled(page)
    const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })
    await expect.poll(() => row.count()).toBe(1)
    await row.getByRole('button', { name: 'Remove Rory Test' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove Rory Test from Northwind Analytics?' })
    expect(await confirm.innerText()).toContain(
      'Rory Test will lose access to its data until someone invites them again.',
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: 'Remove Rory Test' }).click()
    await confirm.getByRole('button', { name: 'Remove member' }).click()
    await expect.poll(() => page.getByText('Rory Test was removed from Northwind Analytics.').count()).toBe(1)
    await expect.poll(() => row.count()).toBe(0)
    const left = await fetch(`${backend}/rest/v1/company_members?user_id=eq.${id}&select=user_id`, { headers: service })
    expect(await left.json()).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('makes a member the owner only by handing ownership over, after confirming; they become owner and the owner an admin', async () => {
    const email = `sam.${Date.now()}@northwind.test`
    const id = await createAccount(email, 'Sam-member-2026!', 'Sam')
    const northwind = 'c0000000-0000-4000-8000-000000000001'
    const dana = 'b0000000-0000-4000-8000-000000000002'
    await fetch(`${backend}/rest/v1/company_members`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ company_id: northwind, user_id: id, member_role: 'member' }),
    })
    const context = await signedInContext(browser, base, DEMO_USER)
    try {
      const { page, problems } = await watchedPage(context)
      await page.goto(`${base}/dashboard/company-setup`)
      await settled(page)
      const role = page.getByLabel('Role of Sam Test')
      await expect.poll(() => role.count()).toBe(1)
      await role.selectOption('owner')
      const confirm = page.getByRole('alertdialog', { name: 'Make Sam Test the owner of Northwind Analytics?' })
      expect(await confirm.innerText()).toContain(
        'Ownership is handed over: they become the owner and you become an admin.',
      )
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => confirm.count()).toBe(0)
      const roles = async () =>
        (await (
          await fetch(
            `${backend}/rest/v1/company_members?company_id=eq.${northwind}&user_id=in.(${dana},${id})&select=user_id,member_role&order=member_role`,
            { headers: service },
          )
        ).json()) as unknown
      expect(await roles()).toEqual([
        { user_id: id, member_role: 'member' },
        { user_id: dana, member_role: 'owner' },
      ])
      await role.selectOption('owner')
      await confirm.getByRole('button', { name: 'Hand over ownership' }).click()
      await expect
        .poll(() => page.getByText('Sam Test is now the owner of Northwind Analytics; you are an admin.').count())
        .toBe(1)
      expect(await roles()).toEqual([
        { user_id: dana, member_role: 'admin' },
        { user_id: id, member_role: 'owner' },
      ])
      expect(problems).toEqual([])
    } finally {
      await context.close()
      // Northwind as the seed has it, for the other files
      await fetch(`${backend}/rest/v1/company_members?company_id=eq.${northwind}&user_id=eq.${dana}`, {
        method: 'PATCH',
        headers: service,
        body: JSON.stringify({ member_role: 'owner' }),
      })
      await fetch(`${backend}/rest/v1/company_members?company_id=eq.${northwind}&user_id=eq.${id}`, {
        method: 'DELETE',
        headers: service,
      })
    }
  })
})
