// One profile store and one membership: a new display name saved on /dashboard/profile
// and a new company name saved on /dashboard/company-setup show at once — in the same document, no
// reload — in the header, on the dashboard and on the boardroom page. A fresh owner with a company of
// their own, so the seeded accounts other files read keep their names.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { ownCompany } from './accounts'
import { e2eBrowser, hydrated, signedInContext, watchedPage } from './browser'

const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const OWNER = { email: `renamer.${stamp}@profile.test`, password: 'Renamer-owner-2026!' }
const e2e = e2eBrowser()

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 8000 })
/** The header's account button: the person's name and their company's. */
const header = async (page: Page) =>
  `${await page.locator('.user-menu .user-name').first().textContent()} / ${(await page.locator('.user-menu .user-company').first().textContent()) ?? ''}`
const eyebrow = (page: Page) => page.locator('main header .eyebrow').first()

async function createOwner() {
  const { api, userId } = await ownCompany(backend, OWNER, {
    name: `Before Co ${stamp}`,
    industry: 'Healthcare',
    size: '1-10',
  })
  expect(
    (
      await api
        .from('profiles')
        .update({ firstName: 'Robin', lastName: 'Before', onboarded_at: new Date().toISOString() })
        .eq('id', userId)
    ).error,
  ).toBeNull()
}

/** Follows a sidebar link: react-router changes the screen, the document stays. */
async function go(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard', exact: true })
    .getByRole('link', { name: link, exact: true })
    .click()
  await poll(() => page.locator('main h1').first().textContent()).toBe(heading)
}

describe('a name and a company name changed in one place', () => {
  it('show, without a reload, in the header, on the dashboard and on the boardroom page', async () => {
    await createOwner()
    const context = await signedInContext(e2e.browser, e2e.base, OWNER)
    const { page, problems } = await watchedPage(context)
    await page.goto(`${e2e.base}/dashboard`)
    await hydrated(page)
    await poll(() => header(page)).toBe(`Robin Before / Before Co ${stamp}`)
    await poll(() => eyebrow(page).textContent()).toBe(`Before Co ${stamp} · Robin Before`)
    await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same document'))

    await go(page, 'Profile', 'Profile')
    await page.getByLabel('Last name').fill('After')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await poll(() => page.getByText('Your profile was saved.').count()).toBe(1)
    // the header follows at once, on the screen where the edit was made
    await poll(() => header(page)).toMatch(/^Robin After \//)

    await go(page, 'Company setup', 'Company setup')
    await page.getByLabel('Company name', { exact: true }).fill(`After Co ${stamp}`)
    await page.getByRole('button', { name: 'Save details' }).click()
    await poll(() => page.getByText("The company's details were saved.").count()).toBe(1)
    await poll(() => header(page)).toBe(`Robin After / After Co ${stamp}`)

    await go(page, 'Dashboard', 'Dashboard')
    await poll(() => eyebrow(page).textContent()).toBe(`After Co ${stamp} · Robin After`)
    expect(await header(page)).toBe(`Robin After / After Co ${stamp}`)

    await go(page, 'AI boardroom', 'AI boardroom')
    await poll(() => eyebrow(page).textContent()).toBe(`After Co ${stamp} · Robin After`)
    expect(await header(page)).toBe(`Robin After / After Co ${stamp}`)

    // and the profile screen says the company's new name too
    await go(page, 'Profile', 'Profile')
    await poll(() => page.getByText(`You work in After Co ${stamp}.`).count()).toBe(1)

    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('same document')
    expect(problems).toEqual([])
    await context.close()
  }, 90_000)
})
