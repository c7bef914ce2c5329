// Whole journeys through the local backend's email outbox (confirmation on in this run).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { consentedContext, hydrated, launch, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The newest email of a kind sent to an address, from the local outbox. */
async function latestEmail(email: string, kind: string) {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${backend}/__local/outbox?email=${encodeURIComponent(email)}`, { headers: { apikey: ANON_KEY } })
    const mail = ((await res.json()) as { kind: string; link: string | null }[]).find((m) => m.kind === kind)
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`No ${kind} email for ${email}`)
}

async function fillAndSubmit(page: Page, fields: Record<string, string>, button: string) {
  await hydrated(page)
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: button }).click()
}

const email = `morgan.${Date.now()}@northwind.test`
const firstPassword = 'Boardroom-first-1'
const newPassword = 'Boardroom-second-2'

describe('journeys', () => {
  it('sign-up → confirmation email → onboarding → dashboard', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/signup`)
    await fillAndSubmit(page, { 'First name': 'Morgan', 'Last name': 'Reyes', 'Work email': email, Password: firstPassword }, 'Create account')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Check your inbox')

    const mail = await latestEmail(email, 'signup')
    expect(mail.link).toMatch(new RegExp(`^${base}/email-confirm\\?token_hash=[^&]+&type=signup$`))
    await page.goto(mail.link!)
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your email address is confirmed')
    await page.getByRole('link', { name: 'Set up your company' }).click()
    await page.waitForURL(`${base}/onboarding`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Welcome')
    for (const step of ['Your profile', 'Your company', 'Your team', 'Integrations', 'AI workflow', 'All set']) {
      await page.getByRole('link', { name: 'Continue' }).click()
      await expect.poll(() => page.locator('main h1').innerText()).toBe(step)
    }
    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
    await page.waitForURL(`${base}/dashboard`)
    await expect.poll(() => page.locator('.user-name').innerText()).toBe('Morgan Reyes')
    expect(problems).toEqual([])
  })

  it('password recovery → email link → new password → sign in with it', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/reset-password`)
    await fillAndSubmit(page, { Email: email }, 'Send reset link')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('reset link is on its way')

    const mail = await latestEmail(email, 'recovery')
    expect(mail.link).toMatch(new RegExp(`^${base}/update-password\\?token_hash=[^&]+&type=recovery$`))
    await page.goto(mail.link!)
    await fillAndSubmit(page, { 'New password': newPassword, 'Repeat the new password': newPassword }, 'Save new password')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your password was changed')
    expect(page.url()).toBe(`${base}/update-password`)

    const fresh = await watchedPage(await consentedContext(browser))
    await fresh.page.goto(`${base}/login`)
    await fillAndSubmit(fresh.page, { Email: email, Password: firstPassword }, 'Sign in')
    await expect.poll(() => fresh.page.getByRole('alert').innerText()).toBe('Invalid login credentials')
    await fillAndSubmit(fresh.page, { Email: email, Password: newPassword }, 'Sign in')
    await fresh.page.waitForURL(`${base}/dashboard`)
    expect(problems).toEqual([])
    expect(fresh.problems.filter((p) => !/status of 400/.test(p))).toEqual([])
  })

  it('the dev admin helper promotes the signed-in account in local mode', async () => {
    const { page } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/login?redirectTo=%2Fdev-admin-helper`)
    await fillAndSubmit(page, { Email: email, Password: newPassword }, 'Sign in')
    await page.waitForURL(`${base}/dev-admin-helper`)
    await page.getByRole('button', { name: `Make ${email} an admin` }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(`${email} is an admin`)
    await page.goto(`${base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admin dashboard')
  })
})
