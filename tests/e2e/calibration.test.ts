// Decision reviews and the calibration leaderboard, in Chromium as the seeded
// owner of Northwind: the dashboard lists the seeded overdue review with its figure and a link to
// record it; recording it on the session moves the executive leaderboard exactly as the Brier rule
// (shared/decision/calibration.ts) says, and the review is shown on the session. A new debate asks
// for its review date and figure when the company decides.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { calibrate, formatBrier, type ReviewedSession, type ReviewVerdict } from '../../shared/decision/calibration'
import { EXECUTIVES } from '../../shared/executives'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { DEMO_USER, hydrated, launch, seriousViolations, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
// Seeded in supabase/seed.sql: adopted 95 days ago, review due yesterday, not recorded.
const OVERDUE = {
  id: '5e550000-0000-4000-8000-000000000007',
  question: 'Should we launch a partner referral programme?',
  watch: 'Leads from referrals',
}

let browser: Browser
let owner: BrowserContext
const poll = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout })

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
  await poll(() => page.locator('main h1').first().isVisible()).toBe(true)
  await poll(() => page.locator('main .animate-pulse').count()).toBe(0)
}

/** What the Brier rule makes of Northwind's sessions and reviews, read with the service role. */
async function expectedBoard() {
  const rest = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${backend}/rest/v1/${path}`, {
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    })
    expect(res.status).toBe(200)
    return (await res.json()) as T
  }
  const sessions = await rest<(Omit<ReviewedSession, 'verdict'> & { id: string })[]>(
    `boardroom_sessions?company_id=eq.${NORTHWIND}&select=id,outcome,debate`,
  )
  const reviews = await rest<{ session_id: string; verdict: ReviewVerdict | null }[]>(
    `boardroom_reviews?company_id=eq.${NORTHWIND}&select=session_id,verdict`,
  )
  const verdicts = new Map(reviews.map((r) => [r.session_id, r.verdict]))
  return calibrate(
    sessions.flatMap((s) =>
      verdicts.get(s.id) && s.outcome !== 'open' ? [{ ...s, verdict: verdicts.get(s.id)! }] : [],
    ),
  )
}

/** The leaderboard's rows as shown: rank, executive, Brier score, decisions it rests on. */
async function shownBoard(page: Page, reviewed: number) {
  await open(page, '/dashboard/executive-leaderboard')
  const rows = page
    .getByRole('table', { name: `Executives by calibration over ${reviewed} reviewed decisions` })
    .locator('tbody tr')
  await poll(() => rows.count()).toBe(5)
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td, th')].slice(0, 4).map((c) => (c as HTMLElement).innerText.split('\n')[0].trim()),
    ),
  )
}
const asRows = (board: ReturnType<typeof calibrate>) =>
  board.scores.map((s) => [
    s.rank === null ? '—' : String(s.rank),
    `${EXECUTIVES[s.executive].title} · ${EXECUTIVES[s.executive].role}`,
    s.brier === null ? 'None yet' : formatBrier(s.brier),
    String(s.scored),
  ])

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
}, 60_000)
afterAll(async () => {
  await owner?.close()
  await browser?.close()
})

describe('decision reviews and the calibration leaderboard', () => {
  it('the dashboard shows the overdue review; recording it on the session moves the leaderboard', async () => {
    const { page, problems } = await watchedPage(owner)
    const before = await expectedBoard()
    expect(before.ranked).toBe(true)
    expect(await shownBoard(page, before.reviewed)).toEqual(asRows(before))

    await open(page, '/dashboard')
    const due = page.getByRole('table', { name: /decision reviews? (is|are) due/ })
    await poll(() => due.isVisible()).toBe(true)
    const row = due.locator('tbody tr', { hasText: OVERDUE.question })
    const cells = await row.locator('td').allInnerTexts()
    expect(cells[0]).toBe(OVERDUE.question)
    expect(cells[1]).toBe(OVERDUE.watch)
    expect(cells[2]).toMatch(/\(overdue\)$/)
    await row.getByRole('link', { name: `Record the outcome of “${OVERDUE.question}”` }).click()
    await page.waitForURL(`${base}/dashboard/debate?session=${OVERDUE.id}#review`)

    const form = page.getByRole('form', { name: 'Record the outcome' })
    await poll(() => form.isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    // bad input gets a clear message, and nothing is recorded
    await form.getByRole('button', { name: 'Record the outcome' }).click()
    await poll(() => page.locator(`#review-${OVERDUE.id}-verdict-error`).innerText()).toBe(
      'Say whether it worked, did not work or was mixed',
    )
    await form.getByLabel('Did the company’s course work?').selectOption('did-not-work')
    await form.getByLabel(`${OVERDUE.watch} now`).fill('four')
    await form.getByRole('button', { name: 'Record the outcome' }).click()
    await poll(() => page.locator(`#review-${OVERDUE.id}-value-error`).innerText()).toBe(
      'Enter the figure’s value as a number',
    )
    await form.getByLabel(`${OVERDUE.watch} now`).fill('4')
    await form.getByLabel('Note (optional)').fill('Partners sent four leads in three months.')
    await form.getByRole('button', { name: 'Record the outcome' }).click()
    const recorded = page.locator('#review [role="status"]')
    await poll(() => recorded.innerText()).toContain(`Did not work`)
    expect(await recorded.innerText()).toContain(`${OVERDUE.watch}: 4. Reviewed by`)
    expect(await recorded.innerText()).toContain('Note: Partners sent four leads in three months.')
    // a reviewed decision can no longer be reopened
    expect(await page.getByRole('button', { name: 'Reopen the decision' }).count()).toBe(0)

    const after = await expectedBoard()
    expect(after.reviewed).toBe(before.reviewed + 1)
    const shown = await shownBoard(page, after.reviewed)
    expect(shown).toEqual(asRows(after))
    // the review moved the board: a score or a rank changed
    expect(shown).not.toEqual(asRows(before))
    expect(await seriousViolations(page)).toEqual([])

    // nothing is due any more: the dashboard says when the next review is
    await open(page, '/dashboard')
    await poll(() => page.getByText(/^No review is due\. The next: /).isVisible()).toBe(true)
    expect(await page.getByRole('table', { name: /decision reviews? (is|are) due/ }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)

  it('deciding a new debate asks for its review date and figure, and the session shows the plan', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-boardroom')
    await page
      .getByLabel('Your question for the board')
      .fill(`Should we double the webinar budget next quarter? (review run ${Date.now().toString(36)})`)
    await page.getByRole('button', { name: 'Ask the board' }).click()
    const form = page.getByRole('form', { name: 'Record the company’s decision' })
    await poll(() => form.isVisible()).toBe(true)
    const watch = form.getByLabel('Figure to watch')
    await watch.fill('')
    await form.getByRole('button', { name: 'Adopt the recommendation' }).click()
    await poll(() => form.locator('[id$="-watch-error"]').innerText()).toBe('Name the figure to watch')
    await watch.fill('MRR')
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    await form.getByLabel('Review the outcome on').fill(day)
    await form.getByRole('button', { name: 'Adopt the recommendation' }).click()
    await poll(() => page.locator('#review').innerText()).toContain(', watching MRR.')
    expect(await page.getByRole('form', { name: 'Record the outcome' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)
})
