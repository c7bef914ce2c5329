// Whole journeys through the local backend's email outbox (confirmation on in this run).
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { consentedContext, e2eBrowser, hydrated, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const e2e = e2eBrowser()

/** The newest email of a kind sent to an address, from the local outbox (which needs the service role). */
async function latestEmail(email: string, kind: string) {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${backend}/__local/outbox?email=${encodeURIComponent(email)}`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    })
    const mail = ((await res.json()) as { kind: string; link: string | null; body: string }[]).find(
      (m) => m.kind === kind,
    )
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

/** The service role's view of a table (REST), to check what the journey stored. */
async function stored(table: string, query: string) {
  const res = await fetch(`${backend}/rest/v1/${table}?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  })
  return (await res.json()) as Record<string, unknown>[]
}

const heading = (page: Page) => page.locator('main h1').innerText()
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Onboarding progress' }).locator('[aria-current="step"]').innerText()
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const teammate = `taylor.${Date.now()}@northwind.test`
const company = `Reyes Logistics ${Date.now()}`
const AVATAR_HOST = 'https://avatars.example'

describe('journeys', () => {
  it('sign-up → confirmation email → every onboarding step filled → dashboard', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    // Avatars are https only: an image host stands in for one, serving the product's own icon.
    const icon = await (await fetch(`${base}/favicon.svg`)).text()
    await page.route(`${AVATAR_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: icon }),
    )
    await page.goto(`${base}/signup`)
    await fillAndSubmit(
      page,
      { 'First name': 'Morgan', 'Last name': 'Reyes', 'Work email': email, Password: firstPassword },
      'Create account',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Check your inbox')

    const mail = await latestEmail(email, 'signup')
    expect(mail.link).toMatch(new RegExp(`^${base}/email-confirm\\?token_hash=[^&]+&type=signup$`))
    await page.goto(mail.link!)
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your email address is confirmed')
    await page.getByRole('link', { name: 'Set up your company' }).click()
    await page.waitForURL(`${base}/onboarding`)
    await expect.poll(() => heading(page)).toBe('Welcome')
    await page.getByRole('link', { name: 'Start set-up' }).click()

    // Profile: the sign-up names are there; a bad value is refused with its message and kept.
    await expect.poll(() => heading(page)).toBe('Your profile')
    expect(await currentStep(page)).toContain('Your profile')
    expect(await field(page, 'First name').inputValue()).toBe('Morgan')
    await field(page, 'Last name').fill('')
    await field(page, 'Avatar URL (optional)').fill('avatar.png')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.locator('#profile-last-name-error').innerText()).toBe('Enter your last name')
    expect(await page.locator('#profile-avatar-error').innerText()).toBe(
      'Enter a web address starting with https://, or leave the avatar URL empty',
    )
    expect(await field(page, 'Avatar URL (optional)').inputValue()).toBe('avatar.png')
    expect(await heading(page)).toBe('Your profile')
    await field(page, 'Last name').fill('Reyes-Lopez')
    await field(page, 'Job title (optional)').fill('Chief of Staff')
    await field(page, 'Avatar URL (optional)').fill(`${base}/favicon.svg`)
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await page.locator('#profile-avatar-error').innerText()).toBe(
      'Enter a web address starting with https://, or leave the avatar URL empty',
    )
    await field(page, 'Avatar URL (optional)').fill(`${AVATAR_HOST}/morgan.svg`)
    await page.getByRole('button', { name: 'Continue' }).click()

    // Company: required choices first, then a website that is not a web address.
    await expect.poll(() => heading(page)).toBe('Your company')
    await field(page, 'Company name').fill(company)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.locator('#company-industry-error').innerText()).toBe('Choose an industry')
    expect(await page.locator('#company-size-error').innerText()).toBe('Choose the company size')
    await field(page, 'Industry').selectOption('Logistics and transport')
    await field(page, 'Company size').selectOption('11-50')
    await field(page, 'Website (optional)').fill('reyes.example')
    // Back keeps what was typed here, and the profile shows what was saved.
    await page.getByRole('link', { name: 'Back' }).click()
    await expect.poll(() => heading(page)).toBe('Your profile')
    expect(await field(page, 'Last name').inputValue()).toBe('Reyes-Lopez')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => heading(page)).toBe('Your company')
    expect(await field(page, 'Company name').inputValue()).toBe(company)
    expect(await field(page, 'Website (optional)').inputValue()).toBe('reyes.example')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => page.locator('#company-website-error').innerText())
      .toBe('Enter a web address starting with https://, or leave the website empty')
    await field(page, 'Website (optional)').fill('https://reyes.example')
    await page.getByRole('button', { name: 'Continue' }).click()

    // Team: the screen says no email is sent; a bad address is refused; the invitation is listed.
    await expect.poll(() => heading(page)).toBe('Your team')
    await expect.poll(() => page.getByRole('main').innerText()).toContain('No email is sent.')
    await field(page, "Teammate's email").fill('taylor@')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect.poll(() => page.locator('#invite-email-error').innerText()).toBe('Enter a valid email address')
    await field(page, "Teammate's email").fill(teammate)
    await field(page, 'Role').selectOption('admin')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const invitations = page.getByRole('region', { name: 'Invitations' })
    await expect.poll(() => invitations.innerText()).toContain(teammate)
    expect(await invitations.innerText()).toContain('Pending')
    expect(await field(page, "Teammate's email").inputValue()).toBe('')
    await page.getByRole('button', { name: 'Continue' }).click()

    // Integrations: nothing pretends to be connected.
    await expect.poll(() => heading(page)).toBe('Integrations')
    expect(await page.getByRole('main').innerText()).toContain('None of these can be connected yet.')
    await expect.poll(() => page.getByText('Not connected yet', { exact: true }).count()).toBe(6)
    await page.getByRole('checkbox', { name: /^Stripe/ }).check()
    await page.getByRole('checkbox', { name: /^Notion/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()

    // AI workflow: a threshold that is not a whole amount is refused.
    await expect.poll(() => heading(page)).toBe('AI workflow')
    await field(page, 'Only changes above this amount').fill('12.5')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.locator('#workflow-budget-threshold-error').innerText()).toBe('Use a whole number')
    // typed as people write it, with what it reads as beside it before saving
    await field(page, 'Only changes above this amount').fill('2.5k')
    await expect.poll(() => page.locator('#workflow-budget-threshold-reading').innerText()).toBe('Reads as 2,500')
    await page.getByRole('checkbox', { name: 'Bring hiring to the boardroom' }).uncheck()
    await page.getByRole('button', { name: 'Continue' }).click()

    // Summary, then the dashboard with the name entered in the profile step.
    await expect.poll(() => heading(page)).toBe('All set')
    const summary = page.getByRole('main')
    await expect.poll(() => summary.innerText()).toContain(company)
    await expect.poll(() => summary.innerText()).toContain('Requested (not connected yet): Notion, Stripe')
    await expect.poll(() => summary.innerText()).toContain(`1 member · 1 pending invitation: ${teammate}`)
    expect(await summary.innerText()).toContain('Budget changes over 2,500: CFO, CEO · needs approval')
    expect(await summary.innerText()).not.toContain('Hiring')
    expect(await summary.innerText()).toContain('Morgan Reyes-Lopez · Chief of Staff')
    await page.getByRole('button', { name: 'Go to your dashboard' }).click()
    await page.waitForURL(`${base}/dashboard`)
    await expect.poll(() => page.locator('.user-name').innerText()).toBe('Morgan Reyes-Lopez')

    // The company exists, with Morgan as its owner, and onboarding is recorded as done.
    const [row] = await stored(
      'companies',
      `name=eq.${encodeURIComponent(company)}&select=id,industry,size,website,ai_workflow`,
    )
    expect(row).toMatchObject({ industry: 'Logistics and transport', size: '11-50', website: 'https://reyes.example' })
    expect((row.ai_workflow as { decisions: { hiring: { enabled: boolean } } }).decisions.hiring.enabled).toBe(false)
    const [profile] = await stored(
      'profiles',
      `email=eq.${encodeURIComponent(email)}&select=id,company_id,jobTitle,avatar,onboarded_at`,
    )
    expect(profile).toMatchObject({
      company_id: row.id,
      jobTitle: 'Chief of Staff',
      avatar: `${AVATAR_HOST}/morgan.svg`,
    })
    expect(profile.onboarded_at).not.toBeNull()
    expect(await stored('company_members', `company_id=eq.${row.id}&select=user_id,member_role`)).toEqual([
      { user_id: profile.id, member_role: 'owner' },
    ])
    await page.goto(`${base}/dashboard/company-setup`)
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText()).toBe(company)
    expect(problems).toEqual([])
  })

  it('the invited teammate signs up in another browser, sees the invitation, accepts and works in the company', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/signup`)
    await fillAndSubmit(
      page,
      { 'First name': 'Taylor', 'Last name': 'Kim', 'Work email': teammate, Password: firstPassword },
      'Create account',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Check your inbox')
    await page.goto((await latestEmail(teammate, 'signup')).link!)
    await page.getByRole('link', { name: 'Set up your company' }).click()
    await page.waitForURL(`${base}/onboarding`)
    const invitation = page.getByRole('region', { name: 'You have an invitation' })
    await expect
      .poll(() => invitation.innerText())
      .toContain(`${company} invited you to join as admin (invited by Morgan Reyes-Lopez)`)
    await invitation.getByRole('button', { name: `Accept the invitation from ${company}` }).click()
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`You joined ${company}.`)
    expect(await invitation.count()).toBe(0)

    await page.goto(`${base}/dashboard/company-setup`)
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText()).toBe(company)
    const members = page.getByRole('region', { name: /members of/ })
    await expect.poll(() => members.innerText()).toContain(email)
    expect(await members.innerText()).toContain(teammate)
    // An admin of the company sees and manages its invitations: the accepted one is listed as such.
    await expect.poll(() => page.getByRole('region', { name: 'Invitations' }).innerText()).toContain('Accepted')
    expect(problems).toEqual([])
  })

  it('password recovery → email link → new password → sign in with it', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/reset-password`)
    await fillAndSubmit(page, { Email: email }, 'Send reset link')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('reset link is on its way')

    const mail = await latestEmail(email, 'recovery')
    expect(mail.link).toMatch(new RegExp(`^${base}/update-password\\?token_hash=[^&]+&type=recovery$`))
    await page.goto(mail.link!)
    await fillAndSubmit(
      page,
      { 'New password': newPassword, 'Repeat the new password': newPassword },
      'Save new password',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your password was changed')
    expect(page.url()).toBe(`${base}/update-password`)

    const fresh = await watchedPage(await consentedContext(e2e.browser))
    await fresh.page.goto(`${base}/login`)
    await fillAndSubmit(fresh.page, { Email: email, Password: firstPassword }, 'Sign in')
    await expect.poll(() => fresh.page.getByRole('alert').innerText()).toBe('Invalid login credentials')
    await fillAndSubmit(fresh.page, { Email: email, Password: newPassword }, 'Sign in')
    await fresh.page.waitForURL(`${base}/dashboard`)
    expect(problems).toEqual([])
    expect(fresh.problems.filter((p) => !/status of 400/.test(p))).toEqual([])
  })

  // GoTrue's default templates (and the local "Auth server link") verify on the auth server, which
  // redirects to the page with the session or the error in the URL fragment.
  const authServerLink = (mail: { body: string }) => /\(Auth server link: (\S+)\)/.exec(mail.body)![1]

  it('sign-up confirmed through the auth server’s link; the used link then shows the error', async () => {
    const other = `quinn.${Date.now()}@northwind.test`
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/signup`)
    await fillAndSubmit(
      page,
      { 'First name': 'Quinn', 'Last name': 'Ortiz', 'Work email': other, Password: firstPassword },
      'Create account',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Check your inbox')
    const link = authServerLink(await latestEmail(other, 'signup'))
    expect(link.startsWith(`${backend}/auth/v1/verify?`)).toBe(true)

    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/email-confirm')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your email address is confirmed')
    expect(new URL(page.url()).hash).toBe('') // the tokens do not stay in the address bar
    await page.getByRole('link', { name: 'Set up your company' }).click()
    await page.waitForURL(`${base}/onboarding`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Welcome')

    const fresh = await watchedPage(await consentedContext(e2e.browser))
    await fresh.page.goto(link)
    await fresh.page.waitForURL((url) => url.pathname === '/email-confirm')
    await expect.poll(() => fresh.page.getByRole('alert').innerText()).toBe('Email link is invalid or has expired')
    expect([...problems, ...fresh.problems]).toEqual([])
  })

  it('password recovery through the auth server’s link', async () => {
    const { page, problems } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/reset-password`)
    await fillAndSubmit(page, { Email: email }, 'Send reset link')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('reset link is on its way')
    await page.goto(authServerLink(await latestEmail(email, 'recovery')))
    await page.waitForURL(`${base}/update-password`)
    const third = 'Boardroom-third-3'
    await fillAndSubmit(page, { 'New password': third, 'Repeat the new password': third }, 'Save new password')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your password was changed')
    expect(problems).toEqual([])

    // back to the password the next journey signs in with
    await page.goto(`${base}/reset-password`)
    await fillAndSubmit(page, { Email: email }, 'Send reset link')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('reset link is on its way')
    await page.goto((await latestEmail(email, 'recovery')).link!)
    await fillAndSubmit(
      page,
      { 'New password': newPassword, 'Repeat the new password': newPassword },
      'Save new password',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Your password was changed')
  })

  it('the dev admin helper promotes the signed-in account in local mode', async () => {
    const { page } = await watchedPage(await consentedContext(e2e.browser))
    await page.goto(`${base}/login?redirectTo=%2Fdev-admin-helper`)
    await fillAndSubmit(page, { Email: email, Password: newPassword }, 'Sign in')
    await page.waitForURL(`${base}/dev-admin-helper`)
    await page.getByRole('button', { name: `Make ${email} an admin` }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(`${email} is an admin`)
    await page.goto(`${base}/admin`)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admin dashboard')
  })
})

describe('the campaign behind a sign-up (Marketing consent)', () => {
  async function signUpFrom(landing: string, answer: 'Accept all' | 'Necessary only') {
    const address = `casey.${answer === 'Accept all' ? 'yes' : 'no'}.${Date.now()}@example.com`
    const { page, problems } = await watchedPage(await e2e.browser.newContext())
    await page.goto(`${base}${landing}`)
    await page.getByRole('button', { name: answer }).click()
    await page.goto(`${base}/signup`)
    await fillAndSubmit(
      page,
      { 'First name': 'Casey', 'Last name': 'Lane', 'Work email': address, Password: firstPassword },
      'Create account',
    )
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Check your inbox')
    const [profile] = await stored('profiles', `email=eq.${encodeURIComponent(address)}&select=id`)
    expect(problems).toEqual([])
    await page.context().close()
    return stored('signup_attributions', `user_id=eq.${profile.id}&select=source,medium,campaign`)
  }

  it('with consent, the campaign of the landing address is recorded with the account', async () => {
    expect(
      await signUpFrom('/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-launch', 'Accept all'),
    ).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'spring-launch' }])
  })

  it('without it, nothing is kept or sent', async () => {
    expect(await signUpFrom('/pricing?utm_source=newsletter&utm_campaign=spring-launch', 'Necessary only')).toEqual([])
  })
})
