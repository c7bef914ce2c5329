// Strategies built from the goal and charts over time, in Chromium against the real Worker and the
// seeded Northwind: the chat's ?goal= prefills the generator; "Double MRR by June" and "Cut churn to
// 1% by June" give different strategies with their arithmetic, plan and KPIs on the page; a goal
// with no figure in it is refused with the reason. /dashboard/analytics draws its charts over time
// with a data table behind each and arrow keys that read each month; both fit 360 px. Every test
// fails on a console error, an uncaught error or a CSP violation.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeInBothThemes, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser
let owner: BrowserContext

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })
const h1 = (page: Page) => page.locator('main h1').first()
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

/** Generates a strategy for `goal` from the generator (prefilled through ?goal=) and returns its page's readings. */
async function generate(page: Page, goal: string) {
  await open(page, `/dashboard/strategy-generator?goal=${encodeURIComponent(goal)}`)
  await poll(() => h1(page).innerText()).toBe('Strategy generator')
  expect(await page.getByLabel('Goal').inputValue()).toBe(goal)
  await page.getByRole('button', { name: 'Generate strategy' }).click()
  await page.waitForURL(/\/dashboard\/strategy\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  await poll(() => page.getByRole('table', { name: 'The arithmetic of the plan, step by step' }).isVisible()).toBe(true)
  const arithmetic = await page
    .getByRole('table', { name: 'The arithmetic of the plan, step by step' })
    .locator('tbody tr')
    .allInnerTexts()
  const initiatives = await page.locator('#initiatives li').allInnerTexts()
  return { title: await h1(page).innerText(), arithmetic, initiatives }
}

describe('strategies from the goal', () => {
  it('two goals give different strategies, each with its arithmetic, monthly plan and KPIs', async () => {
    const { page, problems } = await watchedPage(owner)
    const mrr = await generate(page, 'Double MRR by June')
    expect(mrr.title).toMatch(/^MRR up to \$236,000 a month by 30 Jun \d{4}$/)
    expect(mrr.arithmetic[0]).toMatch(/^MRR today\s+MRR \(your figure as of \d{4}-\d{2}-\d{2}\)\s+\$118,000 a month$/)
    expect(mrr.arithmetic[1]).toMatch(/^Target by 30 Jun \d{4}\s+\$118,000 a month × 2\s+\$236,000 a month$/)
    expect(mrr.arithmetic.some((row) => row.startsWith('Gap the initiatives must close'))).toBe(true)
    const months = await page
      .getByRole('table', { name: /month by month to the deadline$/ })
      .locator('tbody tr')
      .allInnerTexts()
    expect(months.at(-1)).toMatch(/^Jun \d{4}/)
    expect(await page.getByRole('heading', { name: 'KPIs to watch' }).isVisible()).toBe(true)
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await overflows(page)).toBe(false)
    await page.setViewportSize({ width: 1280, height: 800 })

    const churn = await generate(page, 'Cut churn to 1% by June')
    expect(churn.title).toMatch(/^Churn \(monthly\) down to 1% by 30 Jun \d{4}$/)
    expect(churn.arithmetic[0]).toMatch(
      /^Churn \(monthly\) today\s+Monthly churn \(your figure as of \d{4}-\d{2}-\d{2}\)\s+1\.6%$/,
    )
    expect(churn.initiatives).not.toEqual(mrr.initiatives)
    expect(churn.arithmetic).not.toEqual(mrr.arithmetic)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a goal with no figure in it is refused with the reason', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/strategy-generator')
    await page.getByLabel('Goal').fill('Be the best company in the world')
    await page.getByRole('button', { name: 'Generate strategy' }).click()
    await poll(() =>
      page.getByRole('alert').filter({ hasText: 'The goal names no figure the company measures.' }).count(),
    ).toBe(1)
    expect(page.url()).toBe(`${base}/dashboard/strategy-generator`)
    // the refusal is the API's 400, which the browser logs as a failed resource
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([])
    await page.close()
  })
})

describe('charts over time', () => {
  it('draws won revenue per month with axes, a keyboard reading and a data table, in both themes and at 360 px', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/analytics')
    const chart = page.getByTestId('chart-won')
    await poll(() => chart.locator('svg.recharts-surface').count()).toBe(1)
    for (const id of ['chart-sources', 'chart-campaigns', 'chart-pipeline'])
      await poll(() => page.getByTestId(id).locator('svg.recharts-surface').count()).toBe(1)
    expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(1)
    expect(await chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(1)

    // The data table: always there for screen readers, shown on request.
    const table = page.getByTestId('chart-won-table')
    const rows = await table.locator('tbody tr').allInnerTexts()
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(await table.evaluate((el) => el.classList.contains('visually-hidden'))).toBe(true)
    const figure = page.locator('figure').filter({ has: chart })
    await figure.getByRole('button', { name: 'Show the data table' }).click()
    expect(await table.isVisible()).toBe(true)

    // Keyboard: one focus stop; arrow keys read each month, the same figures as the table.
    const live = page.getByTestId('chart-won-live')
    await chart.focus()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chart-won')
    const last = (await live.innerText()).trim()
    expect(last).toBe(rows.at(-1)!.replace(/\t/, ': Won '))
    await page.keyboard.press('ArrowLeft')
    await poll(() => live.innerText()).toBe(rows.at(-2)!.replace(/\t/, ': Won '))
    await page.keyboard.press('Home')
    await poll(() => live.innerText()).toBe(rows[0].replace(/\t/, ': Won '))
    expect(await chart.locator('.recharts-reference-line').count()).toBe(1)

    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await page.setViewportSize({ width: 360, height: 740 })
    await poll(() => overflows(page)).toBe(false)
    expect(problems).toEqual([])
    await page.close()
  })
})
