// The revenue forecast and lead scores in Chromium against the real Worker and local backend: the forecast page
// draws the seeded history with 80 % and 95 % bands and shows the backtest error the functions
// compute from what the database holds; a new company with no won deal is told how many months it
// needs; a lead's page explains its score factor by factor; the leads list sorts and filters by
// score; the dashboard lists the best open leads not contacted for a week. Every test fails on a
// console error, an uncaught error or a CSP violation.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  fetchBestUncontacted,
  fetchIcp,
  fetchScoreInputs,
  fetchWins,
  scoreRows,
} from '../../client/features/scores/queries'
import { forecastSeries, monthlyWonSeries } from '../../shared/forecast'
import { leadName } from '../../shared/schemas/lead'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { axeInBothThemes, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const LIAM = '1ead0000-0000-4000-8000-000000000002' // seed: Head of Planning, E-commerce and retail, 201–1,000 people, at proposal
const stamp = Date.now().toString(36)
const NEWCOMER = { email: `forecast.${stamp}@newco.test`, password: 'Newcomer-2026!' }

let browser: Browser
let owner: BrowserContext
let ownerDb: SupabaseClient

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })
const client = () => createClient(backend, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
const service = () =>
  createClient(backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } })

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}

/** A confirmed, onboarded account owning a new company with one open lead and no won deal. */
async function createNewcomer() {
  const { data, error } = await service().auth.admin.createUser({
    email: NEWCOMER.email,
    password: NEWCOMER.password,
    email_confirm: true,
    user_metadata: { firstName: 'Nia', lastName: 'New' },
  })
  expect(error).toBeNull()
  const db = client()
  expect((await db.auth.signInWithPassword(NEWCOMER)).error).toBeNull()
  const company = await db
    .from('companies')
    .insert({ name: `Newco ${stamp}` })
    .select('id')
    .single()
  expect(company.error).toBeNull()
  expect(
    (
      await db
        .from('leads')
        .insert({ company_id: company.data!.id, first_name: 'Pia', last_name: 'Prospect', value: 1200 })
    ).error,
  ).toBeNull()
  expect(
    (
      await service()
        .from('profiles')
        .update({ company_id: company.data!.id, onboarded_at: new Date().toISOString() })
        .eq('id', data.user!.id)
    ).error,
  ).toBeNull()
}

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
  ownerDb = client()
  expect((await ownerDb.auth.signInWithPassword(DEMO_USER)).error).toBeNull()
  await createNewcomer()
})
afterAll(async () => {
  await browser?.close()
})

describe('the forecast', () => {
  it('draws the seeded history with 80 % and 95 % bands and shows the backtest error, as the functions compute it from the database', async () => {
    const wins = await fetchWins(ownerDb, NORTHWIND)
    const { series } = monthlyWonSeries(wins, 'USD', new Date())
    const expected = forecastSeries(series)
    if (!expected.enough || !expected.backtest?.mape)
      throw new Error('the seed should give Northwind a forecast and a backtest')

    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/forecast')
    await poll(() => page.locator('[data-figure="Backtest error (MAPE)"]').innerText()).toBe(
      `${expected.backtest.mape}%`,
    )
    const chart = page.getByTestId('forecast-chart')
    expect(await chart.locator('path[data-band="95"]').count()).toBe(1)
    expect(await chart.locator('path[data-band="80"]').count()).toBe(1)
    expect(await page.getByTestId('forecast-method').innerText()).toContain('Holt-Winters (additive, 12-month season)')
    expect(await page.getByTestId('forecast-method').innerText()).toContain(
      `missed by ${expected.backtest.mape}% on average`,
    )

    // the data table (for screen readers, or shown) has every forecast month with both ranges
    await page.getByRole('button', { name: 'Show the data table' }).click()
    const table = page.getByRole('table', { name: 'Won revenue per month, with the forecast' })
    const first = expected.points[0]
    const usd = (n: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: Math.abs(n) < 100 ? 2 : 0,
      }).format(n)
    const lastRow = await table.locator('tbody tr').nth(Math.min(series.length, 36)).innerText()
    expect(lastRow).toContain(usd(first.mean))
    expect(lastRow).toContain(`${usd(first.lower80)}–${usd(first.upper80)}`)
    expect(lastRow).toContain(`${usd(first.lower95)}–${usd(first.upper95)}`)

    // keyboard: the chart is one focus stop; the arrow keys read each month aloud (a live line)
    await chart.focus()
    await page.keyboard.press('End')
    await poll(() =>
      page.locator('[aria-live="polite"]').filter({ hasText: 'forecast' }).first().innerText(),
    ).toContain(`95 % range ${usd(expected.points.at(-1)!.lower95)}`)

    await axeInBothThemes(page)
    expect(problems).toEqual([])
    await page.close()
  })

  it('tells a company with no won deal how many more months it needs instead of drawing a line', async () => {
    const context = await signedInContext(browser, base, NEWCOMER)
    const { page, problems } = await watchedPage(context)
    await open(page, '/dashboard/forecast')
    await poll(() => page.getByTestId('forecast-needs').innerText()).toContain(
      'Not enough history yet: 0 months of won deals, 6 needed.',
    )
    expect(await page.getByTestId('forecast-needs').innerText()).toContain('6 more months and it appears here')
    expect(await page.getByTestId('forecast-chart').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('lead scores', () => {
  it("a lead's page says why its score, factor by factor, and the points add up", async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, `/dashboard/leads/${LIAM}`)
    await page.getByRole('heading', { name: 'Why this score' }).waitFor()
    const table = page.getByRole('table', { name: 'Why this score: each factor with its points' })
    const row = (factor: string) => table.locator('tbody tr').filter({ hasText: factor })
    await poll(() => row('Title seniority').innerText()).toContain('15 of 20')
    expect(await row('Title seniority').innerText()).toContain(
      '“Head of Planning” reads as a director or head of a team',
    )
    expect(await row('Company size').innerText()).toMatch(/15 of 15\s+201-1000 people is an ideal company size/)
    expect(await row('Industry').innerText()).toMatch(/15 of 15\s+E-commerce and retail is an ideal industry/)
    expect(await row('Status moves').innerText()).toContain('15 of 15')
    expect(await row('Calls').innerText()).toContain('1 call, 1 meeting booked; the latest 1 day ago')
    const points = await table.locator('tbody tr td:nth-of-type(1)').allInnerTexts()
    const sum = points.map((p) => Number(p.split(' of ')[0])).reduce((a, b) => a + b, 0)
    expect(await page.getByTestId('lead-score').innerText()).toContain(`${sum}`)
    expect(await table.locator('tfoot').innerText()).toContain(`${sum} of 100`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the leads list sorts by score and filters by a minimum score, kept in the address', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/leads')
    await page.getByLabel('Sort leads').selectOption('score_desc')
    await poll(() => page.url()).toBe(`${base}/dashboard/leads?sort=score_desc`)
    // the cells of the Score column
    const scores = async () => (await page.locator('tbody tr td[data-cell="score"]').allInnerTexts()).map(Number)
    await poll(async () => (await scores()).every((n) => Number.isFinite(n)) && (await scores()).length === 25).toBe(
      true,
    )
    const sorted = await scores()
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

    // The next page is cut from the same order: nothing is scored again, and its scores carry on downwards.
    const scoring: string[] = []
    const onRequest = (r: { url(): string }) =>
      void (r.url().includes('/rest/v1/lead_score_inputs') && scoring.push(r.url()))
    page.on('request', onRequest)
    await page.getByRole('link', { name: 'Next page' }).first().click()
    await poll(() => page.url()).toBe(`${base}/dashboard/leads?sort=score_desc&page=2`)
    // the first page's rows stay on screen until the second's arrive
    await poll(async () => (await scores())[0]! <= sorted.at(-1)!).toBe(true)
    const next = await scores()
    expect(next.length).toBeGreaterThan(0)
    expect(next).toEqual([...next].sort((a, b) => b - a))
    expect(scoring).toEqual([])
    page.off('request', onRequest)
    await page.getByRole('link', { name: 'Previous page' }).first().click()
    await poll(() => page.url()).toBe(`${base}/dashboard/leads?sort=score_desc`)

    const [icp, inputs] = await Promise.all([fetchIcp(ownerDb, NORTHWIND), fetchScoreInputs(ownerDb, NORTHWIND)])
    const atLeast50 = scoreRows(inputs, icp, new Date()).filter((s) => s.score.score >= 50).length
    expect(atLeast50).toBeGreaterThan(0)
    await page.getByLabel('Lowest score').selectOption('50')
    await poll(() => page.url()).toBe(`${base}/dashboard/leads?sort=score_desc&min_score=50`)
    await poll(async () => {
      const s = await scores()
      return s.length > 0 && s.every((n) => n >= 50)
    }).toBe(true)
    // as many as the scoring functions find in what the database holds
    await poll(() => page.getByRole('status').filter({ hasText: 'Showing' }).innerText()).toBe(
      `Showing 1–${Math.min(25, atLeast50)} of ${atLeast50} ${atLeast50 === 1 ? 'lead' : 'leads'}`,
    )
    expect(problems).toEqual([])
    await page.close()
  })

  it('the dashboard lists the best open leads nobody contacted for a week', async () => {
    const best = await fetchBestUncontacted(ownerDb, NORTHWIND)
    expect(best.length).toBeGreaterThan(0)
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard')
    const table = page.getByRole('table', { name: 'Best open leads not contacted for a week' })
    await poll(() => table.locator('tbody tr').count()).toBe(best.length)
    const rows = await table.locator('tbody tr').allInnerTexts()
    best.forEach(({ row, score }, i) => {
      expect(rows[i]).toContain(leadName(row))
      expect(rows[i]).toContain(String(score.score))
    })
    expect(problems).toEqual([])
    await page.close()
  })
})
