// The admin entities page (/admin/entities): every user and company from the seed, tabs that
// follow ?tab= (and the /users, /companies aliases), the search, and changing a role — allowed or
// refused by the database, whose refusal the page shows word for word.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_ADMIN, e2eBrowser, hydrated, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const e2e = e2eBrowser()

const service = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}

/** A confirmed account made with the auth admin API, promoted to platform admin on its profile. */
async function createAdmin(email: string, password: string) {
  const res = await fetch(`${backend}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { firstName: 'Rowan', lastName: 'Root' },
    }),
  })
  const { id } = (await res.json()) as { id: string }
  await setRole(id, 'admin')
  return id
}
const setRole = (id: string, role: 'user' | 'admin') =>
  fetch(`${backend}/rest/v1/profiles?id=eq.${id}`, {
    method: 'PATCH',
    headers: service,
    body: JSON.stringify({ role }),
  })
const roleOf = async (email: string) =>
  (
    (await (
      await fetch(`${backend}/rest/v1/profiles?email=eq.${encodeURIComponent(email)}&select=role`, { headers: service })
    ).json()) as { role: string }[]
  )[0].role

const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const rows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr')

describe('admin entities', () => {
  it('lists users and companies; the tab follows ?tab= both ways, and the aliases land on their tab', async () => {
    const { page, problems } = await watchedPage(await signedInContext(e2e.browser, base, DEMO_ADMIN))
    await page.goto(`${base}/admin/entities`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Users and companies')
    expect(await tab(page, 'Users').getAttribute('aria-selected')).toBe('true')
    const users = page.getByRole('tabpanel', { name: 'Users' })
    await expect.poll(() => users.innerText()).toContain('user@boardroom.local')
    for (const text of [
      'Dana Demo',
      'Northwind Analytics',
      'other@boardroom.local',
      'Olive Okafor',
      'Bluefin Logistics',
      'admin@boardroom.local',
      'Admin (you)',
    ])
      expect(await users.innerText()).toContain(text)

    await tab(page, 'Companies').click()
    await page.waitForURL(`${base}/admin/entities?tab=companies`)
    const companies = page.getByRole('tabpanel', { name: 'Companies' })
    await expect.poll(() => companies.innerText()).toContain('Bluefin Logistics')
    const northwind = companies.locator('tr', { hasText: 'Northwind Analytics' })
    expect(await northwind.innerText()).toContain('Dana Demo')
    expect(await northwind.innerText()).toContain('user@boardroom.local')
    expect(await companies.locator('tr', { hasText: 'Bluefin Logistics' }).innerText()).toMatch(
      /Logistics and transport\s+51–200 people\s+1\s+Olive Okafor/,
    )

    // Back in history: the Users tab again.
    await page.goBack()
    await page.waitForURL(`${base}/admin/entities`)
    await expect.poll(() => tab(page, 'Users').getAttribute('aria-selected')).toBe('true')
    // Keyboard: arrows move between tabs and the address follows.
    await tab(page, 'Users').focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(`${base}/admin/entities?tab=companies`)

    for (const [alias, name] of [
      ['/admin/users', 'Users'],
      ['/companies', 'Companies'],
      ['/users', 'Users'],
      ['/admin/companies', 'Companies'],
    ] as const) {
      await page.goto(base + alias)
      await hydrated(page)
      await page.waitForURL(
        (url) => url.pathname === '/admin/entities' && url.searchParams.get('tab') === name.toLowerCase(),
      )
      await expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true')
    }
    expect(problems).toEqual([])
  })

  it('the search filters the open tab', async () => {
    const { page, problems } = await watchedPage(await signedInContext(e2e.browser, base, DEMO_ADMIN))
    await page.goto(`${base}/admin/entities?tab=users`)
    await hydrated(page)
    await expect.poll(() => rows(page).count()).toBeGreaterThan(2)
    // Every word must match, in any column: Olive's name and her company.
    await page.getByLabel('Search users').fill('okafor bluefin')
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).innerText()).toContain('other@boardroom.local')
    await page.getByLabel('Search users').fill('nobody-matches-this')
    await expect.poll(() => page.getByRole('tabpanel').innerText()).toContain('No user matches your search.')

    await tab(page, 'Companies').click()
    await page.getByLabel('Search companies').fill('dana demo')
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).innerText()).toContain('Northwind Analytics')
    expect(problems).toEqual([])
  })

  it('an admin changes a role; once no longer an admin, the database refuses and the page says so', async () => {
    const email = `rowan.${Date.now()}@boardroom.test`
    const password = 'Rowan-admin-2026!'
    const id = await createAdmin(email, password)
    const { page, problems } = await watchedPage(await signedInContext(e2e.browser, base, { email, password }))
    await page.goto(`${base}/admin/entities?tab=users`)
    await hydrated(page)
    const olive = page.getByLabel('Role of Olive Okafor')
    await olive.waitFor()
    await olive.selectOption('admin')
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Olive Okafor is now an admin.' }).count())
      .toBe(1)
    expect(await roleOf('other@boardroom.local')).toBe('admin')
    await olive.selectOption('user')
    await expect.poll(() => roleOf('other@boardroom.local')).toBe('user')

    // Demoted in another place while the page is open: the database now refuses.
    await setRole(id, 'user')
    await page.getByLabel('Role of Dana Demo').selectOption('admin')
    await expect
      .poll(() => page.getByRole('alert').innerText(), { timeout: 5000 })
      .toBe("Dana Demo's role was not changed: Only an admin can change a role")
    expect(await roleOf('user@boardroom.local')).toBe('user')
    expect(problems).toEqual([])
  })
})
