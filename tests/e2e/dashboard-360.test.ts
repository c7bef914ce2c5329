// Every dashboard route of the route table (shared/routes.ts) on a 360 px phone, signed in as the
// seeded owner of Northwind: once the page has rendered its content (no skeleton left, the network
// quiet), the document is no wider than the window — nothing makes the page scroll sideways.
// Parameterised routes get real ids: seeded campaign and lead, every executive, a strategy and a
// boardroom session asked for here (shown in full on /dashboard/debate?session=…). A route added to the table is visited without a change here;
// one with a parameter this file cannot fill fails until it is given one.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { EXECUTIVE_IDS } from '../../shared/executives'
import { ROUTES } from '../../shared/routes'
import { DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const stamp = Date.now().toString(36)

// Seeded in supabase/seed.sql: Northwind's webinar campaign and its first lead.
const CAMPAIGN_ID = 'ca000000-0000-4000-8000-000000000001'
const LEAD_ID = '1ead0000-0000-4000-8000-000000000001'

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
const excess = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The elements that reach past the window's right edge, deepest first, to say what overflows. */
const culprits = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect()
      if (r.right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5)) {
        out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(/\s+/).slice(0, 3).join('.') : ''} (right ${Math.round(r.right)})`)
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
  await page.getByLabel('Goal').fill(`Win more finance teams as customers (360 px run ${stamp})`)
  await page.getByLabel('Focus').selectOption('growth')
  await page.getByLabel('Horizon').selectOption('90')
  await page.getByRole('button', { name: 'Generate strategy' }).click()
  await page.waitForURL(/\/dashboard\/strategy\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  strategyId = page.url().split('/').pop()!
  await page.goto(`${base}/dashboard/ai-boardroom`)
  await hydrated(page)
  await page.getByLabel('Your question for the board').fill(`Should we double the webinar budget next quarter? (360 px run ${stamp})`)
  const asking = page.waitForResponse((r) => r.url().endsWith('/api/ai/boardroom'))
  await page.getByRole('button', { name: 'Ask the board' }).click()
  const session = (await (await asking).json()) as { id: string }
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
