// The AI screens' defects, in Chromium as the seeded owner of Northwind. Every dashboard
// route of the route table (shared/routes.ts) on a 360 px phone: once the page has rendered its
// content (no skeleton left, the network quiet), the document is no wider than the window — nothing
// makes the page scroll sideways. The risk heatmap leaves the seeded scheduled campaign alone; the
// executive leaderboard shows what its rules (calibration.ts, alignment.ts) make of the company's sessions and reviews.
// Parameterised routes get real ids: seeded campaign and lead, every executive, a strategy and a
// boardroom session asked for here (shown in full on /dashboard/debate?session=…). A route added to the table is visited without a change here;
// one with a parameter this file cannot fill fails until it is given one.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatRate } from '../../shared/metrics'
import { EXECUTIVE_IDS, EXECUTIVES } from '../../shared/executives'
import { ROUTES } from '../../shared/routes'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { scoreExecutives, type DecidedSession } from '../../client/features/executives/alignment'
import {
  calibrate,
  formatBrier,
  MIN_REVIEWED,
  type ReviewedSession,
  type ReviewVerdict,
} from '../../shared/decision/calibration'
import { DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const stamp = Date.now().toString(36)

// Seeded in supabase/seed.sql: Northwind's webinar campaign and its first lead.
const CAMPAIGN_ID = 'ca000000-0000-4000-8000-000000000001'
const LEAD_ID = '1ead0000-0000-4000-8000-000000000001'
// Seeded as scheduled, starting in 14 days: nothing to judge yet.
const SCHEDULED = 'Partner referral programme'

let browser: Browser
let owner: BrowserContext
let strategyId = ''
let sessionId = ''

const poll = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout })

async function settled(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
  await poll(() => page.locator('main h1').first().isVisible()).toBe(true)
  // the screen's data has arrived: no skeleton is left and nothing is still loading
  await poll(() => page.locator('main .animate-pulse').count()).toBe(0)
  await page.waitForLoadState('networkidle')
  await poll(() => page.locator('main .animate-pulse').count()).toBe(0)
}

/** How much wider than the window the document is (0 when it fits). */
const excess = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The elements that reach past the window's right edge, deepest first, to say what overflows. */
const culprits = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect()
      if (r.right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5)) {
        out.push(
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : ''} (right ${Math.round(r.right)})`,
        )
      }
    }
    return out.slice(0, 5)
  })

function fill(path: string): string[] {
  const ids: Record<string, string[]> = {
    campaignId: [CAMPAIGN_ID],
    leadId: [LEAD_ID],
    name: [...EXECUTIVE_IDS],
    id: [strategyId],
  }
  let paths = [path]
  for (const [, param] of path.matchAll(/:(\w+)/g)) {
    const values = ids[param]
    if (!values) throw new Error(`No value for :${param} in ${path}: give the 360 px check one`)
    paths = paths.flatMap((p) => values.map((v) => p.replace(`:${param}`, v)))
  }
  // the splat is the dashboard's not-found page: any unknown path shows it
  return paths.map((p) => p.replace('*', `no-such-page-${stamp}`))
}

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
  // a strategy to open at /dashboard/strategy/:id, and a boardroom session for the screens that list them
  const page = await owner.newPage()
  await page.goto(`${base}/dashboard/strategy-generator`)
  await hydrated(page)
  await page.getByLabel('Goal').fill('Grow revenue by 20% by June')
  await page.getByLabel('Horizon').selectOption('90')
  await page.getByRole('button', { name: 'Generate strategy' }).click()
  await page.waitForURL(/\/dashboard\/strategy\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  strategyId = page.url().split('/').pop()!
  await page.goto(`${base}/dashboard/ai-boardroom`)
  await hydrated(page)
  await page
    .getByLabel('Your question for the board')
    .fill(`Should we double the webinar budget next quarter? (360 px run ${stamp})`)
  const asking = page.waitForResponse((r) => r.url().endsWith('/api/ai/boardroom'))
  await page.getByRole('button', { name: 'Ask the board' }).click()
  // The page reads the streamed debate: the stored session is its last event.
  const stream = await (await asking).text()
  const session = JSON.parse(/^event: session\ndata: (.*)$/m.exec(stream)![1]) as { id: string }
  sessionId = session.id
  await page.close()
}, 60_000)

afterAll(async () => {
  await owner?.close()
  await browser?.close()
})

describe('every dashboard route at 360 px', () => {
  it('fits the window: scrollWidth <= clientWidth once the content has rendered', async () => {
    const routes = ROUTES.filter((r) => r.area === 'dashboard')
    expect(routes.length).toBeGreaterThan(30)
    // one boardroom session in full (its turns, analyses and board pack), beside the list
    const paths = [...routes.flatMap((r) => fill(r.path)), `/dashboard/debate?session=${sessionId}`]
    const { page, problems } = await watchedPage(owner)
    await page.setViewportSize({ width: 360, height: 740 })
    const wide: Record<string, { excess: number; culprits: string[] }> = {}
    for (const path of paths) {
      await settled(page, path)
      const over = await excess(page)
      if (over > 0) wide[path] = { excess: over, culprits: await culprits(page) }
    }
    expect(wide).toEqual({})
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([])
    await page.close()
  }, 300_000)
})

describe('the risk heatmap and the executive leaderboard', () => {
  it('the heatmap does not judge a campaign that is scheduled and has not started', async () => {
    const { page, problems } = await watchedPage(owner)
    await settled(page, '/dashboard/risk-heatmap')
    await poll(() => page.getByText('How risks are rated').isVisible()).toBe(true)
    const main = await page.locator('main').innerText()
    expect(main).toContain('Only campaigns that have started are judged')
    expect(main).not.toContain(SCHEDULED)
    expect(problems).toEqual([])
    await page.close()
  })

  it('ranks executives by calibration over reviewed decisions, with agreement beside it, as the rules make of every session', async () => {
    const { page, problems } = await watchedPage(owner)
    // three more decided sessions, not reviewed: they move agreement, never calibration
    for (const [i, choice] of (['Adopt', 'Adopt', 'Reject'] as const).entries()) {
      await settled(page, '/dashboard/ai-boardroom')
      await page
        .getByLabel('Your question for the board')
        .fill(`Should we hire two more account executives? (ranking run ${stamp}, ${i + 1})`)
      await page.getByRole('button', { name: 'Ask the board' }).click()
      const form = page.getByRole('form', { name: 'Record the company’s decision' })
      await poll(() => form.isVisible()).toBe(true)
      await form.getByRole('button', { name: `${choice} the recommendation` }).click()
      await poll(() => page.getByRole('form', { name: 'Record the company’s decision' }).count()).toBe(0)
    }

    // what the rules make of every session and review Northwind has (the seed's and other files')
    const rest = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${backend}/rest/v1/${path}`, {
        headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      })
      expect(res.status).toBe(200)
      return (await res.json()) as T
    }
    const sessions = await rest<(DecidedSession & { id: string })[]>(
      `boardroom_sessions?company_id=eq.${NORTHWIND}&select=id,outcome,debate`,
    )
    const reviews = await rest<{ session_id: string; verdict: ReviewVerdict | null }[]>(
      `boardroom_reviews?company_id=eq.${NORTHWIND}&select=session_id,verdict`,
    )
    const verdicts = new Map(reviews.map((r) => [r.session_id, r.verdict]))
    const reviewed = sessions.flatMap((s) =>
      verdicts.get(s.id) && s.outcome !== 'open' ? [{ ...s, verdict: verdicts.get(s.id)! } as ReviewedSession] : [],
    )
    const board = calibrate(reviewed)
    const agreement = scoreExecutives(sessions)
    expect(agreement.decided).toBeGreaterThanOrEqual(3)

    await settled(page, '/dashboard/executive-leaderboard')
    const rows = page
      .getByRole('table', {
        name: `Executives by calibration over ${board.reviewed} reviewed decision${board.reviewed === 1 ? '' : 's'}`,
      })
      .locator('tbody tr')
    await poll(() => rows.count()).toBe(EXECUTIVE_IDS.length)
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td, th')].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      ),
    )
    expect(shown).toEqual(
      board.scores.map((s) => {
        const a = agreement.scores.find((x) => x.executive === s.executive)!
        const name = `${EXECUTIVES[s.executive].title} · ${EXECUTIVES[s.executive].role}`
        const tie =
          s.tiedWith.length > 0
            ? ` Tied with ${s.tiedWith.map((id) => EXECUTIVES[id].title).join(', ')}: the same score on as many decisions`
            : ''
        const few =
          board.ranked && s.rank === null
            ? ` Too few reviewed decisions with a side taken to rank (${s.scored} of ${MIN_REVIEWED})`
            : ''
        return [
          s.rank === null ? '—' : String(s.rank),
          name + tie + few,
          s.brier === null ? 'None yet' : formatBrier(s.brier),
          String(s.scored),
          a.sided === 0 ? 'No side taken' : `${formatRate(a.rate!)} (${a.agreed} of ${a.sided})`,
        ]
      }),
    )
    if (!board.ranked)
      expect(
        await page
          .getByText(`${board.reviewed} decisions reviewed — calibration needs at least ${MIN_REVIEWED}`)
          .isVisible(),
      ).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)
})
