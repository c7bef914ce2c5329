// Counts in words, in Chromium: three new companies hold 0, 1 and 2 of each counted thing — leads
// (open, won and lost), campaigns, calls, invitations, members, boardroom sessions with a review due,
// strategies — and every dashboard and compliance route of the route table is opened as each one's
// owner, every admin route as the platform admin. Once a screen has rendered its content, its text
// says no "1 leads", no "2 lead", no doubled word and no doubled full stop (tests/counted-text.ts).
// A route added to the table is visited without a change here; one with a parameter this file
// cannot fill fails until it is given one.
import { createClient } from '@supabase/supabase-js'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { EXECUTIVE_IDS } from '../../shared/executives'
import { ROUTES } from '../../shared/routes'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { miscounts } from '../counted-text'
import { createAccount, ownCompany } from './accounts'
import { DEMO_ADMIN, e2eBrowser, hydrated, signedInContext, watchedPage } from './browser'

const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const e2e = e2eBrowser({ admin: DEMO_ADMIN })
const service = createClient(backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
const DAY = 86_400_000
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000f00d'

type Company = { n: number; context: BrowserContext; ids: Record<string, string[]> }
const companies: Company[] = []

const ok = <T extends { error: unknown }>(result: T) => {
  expect(result.error).toBeNull()
  return result
}

/** A company holding `n` of each counted thing; its owner signed in, and the ids its routes need. */
async function companyWith(n: number): Promise<Company> {
  const owner = { email: `count${n}.${stamp}@counted.test`, password: 'Counted-owner-2026!' }
  const { api, companyId } = await ownCompany(backend, owner, `Counted ${n} ${stamp}`)
  const old = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  const campaigns = ok(
    await api
      .from('campaigns')
      .insert(
        Array.from({ length: n }, (_, i) => ({
          company_id: companyId,
          name: `Campaign ${i + 1}`,
          channel: 'email',
          status: 'active',
          budget: 1000 * (i + 1),
          start_date: old(60).slice(0, 10),
        })),
      )
      .select('id'),
  ).data!
  // n open, n won and n lost leads, every one with an email and a value (no data gaps to count)
  const leads = ok(
    await service
      .from('leads')
      .insert(
        (['new', 'won', 'lost'] as const).flatMap((status) =>
          Array.from({ length: n }, (_, i) => ({
            company_id: companyId,
            first_name: `${status} ${i + 1}`,
            last_name: 'Counted',
            email: `${status}${i + 1}.${stamp}@counted-leads.test`,
            status,
            value: 5000 + i,
            campaign_id: campaigns[i]?.id ?? null,
            created_at: old(40),
            updated_at: old(20),
          })),
        ),
      )
      .select('id, status'),
  ).data!
  if (n > 0) {
    const open = leads.filter((l) => l.status === 'new')
    ok(
      await api
        .from('calls')
        .insert(open.map((l) => ({ company_id: companyId, lead_id: l.id, outcome: 'connected', duration_minutes: 5 }))),
    )
    ok(
      await api
        .from('company_invitations')
        .insert(
          Array.from({ length: n }, (_, i) => ({ company_id: companyId, email: `invitee${i}.${stamp}@counted.test` })),
        ),
    )
  }
  // members: the owner, and one more for two
  if (n === 2) {
    const userId = await createAccount(backend, {
      email: `member.${stamp}@counted.test`,
      password: 'Counted-member-2026!',
    })
    ok(await service.from('company_members').insert({ company_id: companyId, user_id: userId, member_role: 'member' }))
  }
  const token = (await api.auth.getSession()).data.session!.access_token
  const sessions: string[] = []
  const strategies: string[] = []
  for (let i = 0; i < n; i++) {
    sessions.push(
      await post(token, '/api/ai/boardroom', { question: `Should we raise the email budget by 10%? (${i + 1})` }),
    )
    strategies.push(await post(token, '/api/ai/strategies', { goal: 'Grow revenue by 20% by June', horizonDays: 90 }))
  }
  // every session's review is due (yesterday), so the dashboard counts them
  if (sessions.length)
    ok(
      await service.from('boardroom_reviews').insert(
        sessions.map((id) => ({
          session_id: id,
          company_id: companyId,
          due_on: old(1).slice(0, 10),
          watch_label: 'Leads per month',
        })),
      ),
    )
  const context = await signedInContext(e2e.browser, e2e.base, owner)
  return {
    n,
    context,
    ids: {
      campaignId: campaigns.length ? campaigns.map((c) => c.id) : [NO_SUCH_ID],
      leadId: [leads[0]?.id ?? NO_SUCH_ID],
      name: [...EXECUTIVE_IDS],
      id: [strategies[0] ?? NO_SUCH_ID],
    },
  }
}

/** POSTs to the Worker's API as the owner; answers the stored row's id. */
async function post(token: string, path: string, body: unknown): Promise<string> {
  const res = await fetch(`${e2e.base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, `${path}: ${res.status}`).toBe(201)
  const { id } = (await res.json()) as { id: string }
  expect(id, `${path} answered no id`).toMatch(/^[0-9a-f-]{36}$/)
  return id
}

function paths(area: 'dashboard' | 'compliance' | 'admin', ids: Record<string, string[]>): string[] {
  return ROUTES.filter((r) => r.render === 'spa' && r.area === area).flatMap((r) => {
    let list = [r.path]
    for (const [, param] of r.path.matchAll(/:(\w+)/g)) {
      const values = ids[param]
      if (!values) throw new Error(`No value for :${param} in ${r.path}: give the counted sweep one`)
      list = list.flatMap((p) => values.map((v) => p.replace(`:${param}`, v)))
    }
    return list.map((p) => p.replace('*', `no-such-page-${stamp}`))
  })
}

/** The screen's text once its content has rendered: no skeleton left, the network quiet. */
async function settledText(page: Page, path: string): Promise<string> {
  await page.goto(e2e.base + path)
  await hydrated(page)
  await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 15_000 }).toBe(true)
  await expect
    .poll(() => page.locator('main .animate-pulse, main [aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0)
  await page.waitForLoadState('networkidle')
  return page.locator('main').innerText()
}

async function sweep(context: BrowserContext, list: string[]) {
  const { page, problems } = await watchedPage(context)
  const found: Record<string, string[]> = {}
  const texts: Record<string, string> = {}
  for (const path of list) {
    texts[path] = await settledText(page, path)
    const slips = miscounts(texts[path])
    if (slips.length) found[path] = slips
  }
  await page.close()
  return { found, texts, problems: problems.filter((p) => !/status of 404/.test(p)) }
}

beforeAll(async () => {
  for (const n of [0, 1, 2]) companies.push(await companyWith(n))
}, 180_000)

describe('counted phrases on every screen, with 0, 1 and 2 of each counted thing', () => {
  it.each([0, 1, 2])(
    'every dashboard and compliance route, as the owner of a company with %i of each',
    async (n) => {
      const company = companies.find((c) => c.n === n)!
      const list = [...paths('dashboard', company.ids), ...paths('compliance', company.ids)]
      expect(list.length).toBeGreaterThan(30)
      const { found, texts, problems } = await sweep(company.context, list)
      expect(found).toEqual({})
      expect(problems).toEqual([])
      // the screens counted what this company holds (the sweep read what it is about)
      expect(texts['/dashboard/leads']).toContain(n === 0 ? 'No leads yet' : `of ${3 * n} leads`)
      if (n > 0) {
        expect(texts['/dashboard']).toContain(n === 1 ? '1 decision review is due' : '2 decision reviews are due')
        expect(texts['/dashboard/calls']).toContain(n === 1 ? 'of 1 call logged in all' : 'of 2 calls logged in all')
      }
    },
    400_000,
  )

  it('every admin route, as the platform admin', async () => {
    const list = paths('admin', {})
    expect(list.length).toBeGreaterThan(10)
    const { found, problems } = await sweep(e2e.admin, list)
    expect(found).toEqual({})
    expect(problems).toEqual([])
  }, 200_000)
})
