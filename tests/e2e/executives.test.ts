// The AI executives in Chromium against the real Worker (built-in engine) and local backend: the
// seeded owner of Northwind asks the board, adopts its decision and finds it in the decisions log
// and the debate history; generates a strategy and adopts it; the dashboard's figures are the
// API's; unknown ids say so; an account without a company is shown how to set one up. Every test
// fails on a console error, an uncaught error or a CSP violation.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatMoney, formatRate, type Metrics } from '../../shared/metrics'
import { createAccount } from './accounts'
import { axeInBothThemes, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const QUESTION = `Should we double the webinar budget next quarter? (run ${stamp})`
const GOAL = 'Grow revenue by 20% by June'
const NEWCOMER = { email: `no-company.${stamp}@nowhere.test`, password: 'No-company-2026!' }

let browser: Browser
let owner: BrowserContext

// An engine call and a screen's code may take a few seconds on a loaded machine.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
const h1 = (page: Page) => page.locator('main h1').first()

async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}

/** True when the page is wider than the window (something overflows sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

beforeAll(async () => {
  browser = await launch()
  await createAccount(backend, NEWCOMER)
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

describe('the boardroom', () => {
  it('asks the board → five positions and a decision → adopts it → it is in the decisions log and the debate history', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-boardroom')
    await poll(() => h1(page).innerText()).toBe('AI boardroom')

    // the request schema's own message, before anything is sent
    await page.getByLabel('Your question for the board').fill('Why?')
    await page.getByRole('button', { name: 'Ask the board' }).click()
    await poll(() => page.locator('#board-question-error').innerText()).toBe(
      'Ask the board a question of at least 10 characters',
    )

    // an example fills the question in one click
    await page.getByRole('button', { name: 'Should we raise our prices for new customers?' }).click()
    expect(await page.getByLabel('Your question for the board').inputValue()).toBe(
      'Should we raise our prices for new customers?',
    )

    await page.getByLabel('Your question for the board').fill(QUESTION)
    const asking = page.waitForResponse((r) => r.url().endsWith('/api/ai/boardroom'))
    await page.getByRole('button', { name: 'Ask the board' }).click()
    await poll(() => page.getByRole('button', { name: 'The board is debating…' }).isDisabled()).toBe(true)
    // The page asks for the streamed debate: server-sent events, the stored session last.
    const asked = await asking
    expect(asked.status()).toBe(200)
    expect(asked.headers()['content-type']).toBe('text/event-stream')

    await poll(() => page.getByRole('heading', { level: 2, name: `“${QUESTION}”` }).count()).toBe(1)
    await poll(() => toast(page, 'The board has reached a decision').isVisible()).toBe(true)
    const positions = page.getByRole('region', { name: 'Each executive’s position' }).locator('li.card')
    expect(await positions.count()).toBe(5)
    for (const title of ['CEO', 'CFO', 'CMO', 'CTO', 'COO'])
      expect(await positions.filter({ hasText: title }).count()).toBeGreaterThan(0)
    expect(await positions.first().locator('.badge').innerText()).toMatch(
      /^(Supports|Supports with conditions|Opposes|Needs figures)$/,
    )
    const decision = page.getByRole('region', { name: 'The CEO’s decision' })
    expect(await decision.locator('.badge').first().innerText()).toMatch(
      /^(Proceed|Proceed with conditions|Gather data first|Do not proceed)$/,
    )
    expect(await decision.getByRole('table', { name: 'Actions' }).locator('tbody tr').count()).toBeGreaterThan(0)
    expect(await page.getByText('Built-in engine: rules over your CRM figures').first().isVisible()).toBe(true)

    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })

    await decision.getByLabel('Note (optional)').fill(`Start small (${stamp})`)
    await decision.getByRole('button', { name: 'Adopt the recommendation' }).click()
    await poll(() => toast(page, 'Recommendation adopted').isVisible()).toBe(true)
    await poll(() => decision.getByRole('status').innerText()).toMatch(/^Adopted\s+Adopted by you on /)
    expect(await decision.getByText(`Note: Start small (${stamp})`).isVisible()).toBe(true)

    await page.getByRole('link', { name: 'Decisions' }).click()
    await poll(() => h1(page).innerText()).toBe('Decisions')
    const row = page.locator('tbody tr').filter({ hasText: QUESTION })
    await poll(() => row.count()).toBe(1)
    expect(await row.innerText()).toContain('Adopted')
    expect(await row.innerText()).toContain('You')
    expect(await row.innerText()).toContain(`Start small (${stamp})`)
    await page.getByLabel('Filter by outcome').selectOption('rejected')
    await poll(() => page.url()).toBe(`${base}/dashboard/decisions?outcome=rejected`)
    // The address changes first; the table follows on the next render.
    await poll(() => page.locator('tbody tr').filter({ hasText: QUESTION }).count()).toBe(0)
    expect(await page.getByLabel('Filter by outcome').inputValue()).toBe('rejected')

    await page.getByRole('link', { name: 'Executive debate' }).click()
    await poll(() => h1(page).innerText()).toBe('Executive debate')
    const listed = page.locator('tbody tr').filter({ hasText: QUESTION })
    await poll(() => listed.count()).toBe(1)
    expect(await listed.innerText()).toContain('Adopted')
    await listed.getByRole('link', { name: QUESTION }).click()
    await poll(() => page.url()).toMatch(/\/dashboard\/debate\?session=[0-9a-f-]{36}$/)
    await poll(() => page.getByRole('region', { name: 'Each executive’s position' }).locator('li.card').count()).toBe(5)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a warehouse loan: no figures → gather data, naming them; a pasted board pack → a decision with its working', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-boardroom')
    const question = `Should we buy a $500,000 warehouse with a 10-year bank loan? (run ${stamp})`
    await page.getByLabel('Your question for the board').fill(question)
    await page.getByRole('button', { name: 'Ask the board' }).click()
    await poll(() => page.getByRole('heading', { level: 2, name: `“${question}”` }).count()).toBe(1)
    const decision = page.getByRole('region', { name: 'The CEO’s decision' })
    expect(await decision.locator('.badge').first().innerText()).toBe('Gather data first')
    // Northwind keeps cash and burn as company figures; the board names what it still needs.
    expect(await decision.innerText()).toContain('The figures that would decide it')
    for (const need of ['interest rate', 'annual savings or added profit from what the loan buys'])
      expect(await decision.innerText()).toContain(need)
    expect(
      await page
        .getByRole('region', { name: 'Each executive’s position' })
        .getByText('Supports', { exact: true })
        .count(),
    ).toBe(0)
    const figures = page.getByRole('table', { name: 'Every figure the board was given' })
    expect(await figures.locator('tr', { hasText: 'Cash in bank' }).innerText()).toMatch(
      /\$1,800,000\s+Company figures, \d{4}-\d{2}-\d{2}/,
    )

    // A pasted pack: one line it cannot read is named and kept in the box; the rest become rows.
    await page
      .getByLabel('Paste figures')
      .fill(
        'Loan interest rate: 7%\nDown payment — $100,000\nAnnual warehousing fees we would stop paying: $180,000\nwhatever this is',
      )
    await page.getByRole('button', { name: 'Add pasted figures' }).click()
    await poll(() => page.getByRole('alert').filter({ hasText: 'Line 4' }).innerText()).toContain(
      'Line 4 (“whatever this is”): there is no value',
    )
    expect(await page.getByLabel('Paste figures').inputValue()).toBe('whatever this is')
    // The empty first row gives way to the pasted ones.
    expect(await page.getByLabel('Figure 1 label').inputValue()).toBe('Loan interest rate')
    expect(await page.getByLabel('Figure 1 value').inputValue()).toBe('7')
    expect(await page.getByLabel('Figure 1 unit').inputValue()).toBe('%')
    const asking = page.waitForResponse((r) => r.url().endsWith('/api/ai/boardroom'))
    await page.getByRole('button', { name: 'Ask the board' }).click()
    const sent = JSON.parse((await asking).request().postData()!)
    expect(sent.facts).toEqual([
      { label: 'Loan interest rate', value: 7, unit: '%' },
      { label: 'Down payment', value: 100000, unit: 'USD' },
      { label: 'Annual warehousing fees we would stop paying', value: 180000, unit: 'USD' },
    ])
    await poll(() =>
      page.getByRole('region', { name: 'The CEO’s decision' }).locator('.badge').first().innerText(),
    ).toMatch(/^Proceed/)
    const loan = page.getByRole('region', { name: 'The analyses' }).locator('li', { hasText: 'Debt service cover' })
    await loan.getByText('How we got this').click()
    expect(await loan.innerText()).toContain('Payment: $400,000 at 7% over 120 months = $4,644 a month.')
    expect(await loan.getByRole('table', { name: 'Figures Debt service cover used' }).innerText()).toContain(
      'Board pack',
    )
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)

  it('the owner records a company figure for the board, sees it listed with its date, and removes it', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/company-setup')
    const figures = page.getByRole('table', { name: 'Figures every boardroom debate receives' })
    await poll(() => figures.locator('tr', { hasText: 'Cash in bank' }).innerText()).toMatch(/\$1,800,000/)
    await page.getByLabel('Figure', { exact: true }).selectOption('ebitda')
    await page.getByLabel('Value (USD)').fill('abc')
    await page.getByRole('button', { name: 'Save figure' }).click()
    await poll(() => page.locator('#figure-error').innerText()).toBe(
      'EBITDA: “abc” is not an amount: enter a number such as 24,500, $24,500, 24.5k or €1.2m',
    )
    // typed as people write it, and what it reads as shown before saving
    await page.getByLabel('Value (USD)').fill('$33,333.33 a month')
    await poll(() => page.locator('#figure-reading').innerText()).toBe('Reads as $399,999.96 a year')
    await page.getByLabel('Value (USD)').fill('$400k')
    await poll(() => page.locator('#figure-reading').innerText()).toBe('Reads as $400,000 a year')
    await page.getByRole('button', { name: 'Save figure' }).click()
    await poll(() => figures.locator('tr', { hasText: 'EBITDA' }).innerText()).toMatch(
      /^EBITDA\s+\$400,000 a year\s+\d{4}-\d{2}-\d{2}/,
    )
    await figures.getByRole('button', { name: 'Remove EBITDA' }).click()
    await poll(() => figures.locator('tr', { hasText: 'EBITDA' }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a debate link to no session says so', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/debate?session=not-a-session')
    await poll(() => page.getByRole('heading', { name: 'Debate not found' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('strategies', () => {
  it('generates a strategy → lands on it with a toast → adopts it → the executives are working on it', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/strategy-generator')
    await poll(() => h1(page).innerText()).toBe('Strategy generator')
    await page.getByRole('button', { name: 'Generate strategy' }).click()
    await poll(() => page.locator('#strategy-goal-error').innerText()).toBe(
      'Describe the goal in at least 10 characters',
    )

    await page.getByLabel('Goal').fill(GOAL)
    await page.getByLabel('Horizon').selectOption('90')
    await page.getByRole('button', { name: 'Generate strategy' }).click()
    await page.waitForURL(/\/dashboard\/strategy\/[0-9a-f-]{36}$/, { timeout: 15_000 })
    await poll(() => toast(page, 'Strategy ready: Monthly revenue up to').isVisible()).toBe(true)
    await poll(() => h1(page).innerText()).toMatch(/^Monthly revenue up to \$[\d,]+ a month by 30 Jun \d{4}$/)
    expect(await page.getByText(`Goal: ${GOAL}`, { exact: true }).isVisible()).toBe(true)
    expect(
      await page
        .getByRole('table', { name: 'Each objective: the KPI, where it stands and the target' })
        .locator('tbody tr')
        .count(),
    ).toBeGreaterThan(0)
    expect(
      await page.getByRole('table', { name: 'The arithmetic of the plan, step by step' }).locator('tbody tr').count(),
    ).toBeGreaterThan(3)
    expect(await page.locator('main .badge').first().innerText()).toBe('Draft')

    await page.getByRole('button', { name: 'Adopt this strategy' }).click()
    await poll(() => toast(page, 'Strategy adopted').isVisible()).toBe(true)
    await poll(() => page.locator('main .badge').first().innerText()).toBe('Adopted')
    expect(await page.getByRole('button', { name: 'Adopt this strategy' }).count()).toBe(0)
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await overflows(page)).toBe(false)
    await page.setViewportSize({ width: 1280, height: 800 })
    const id = page.url().split('/').pop()!

    await open(page, '/dashboard/strategies')
    const row = page.locator('tbody tr').filter({ has: page.locator(`a[href="/dashboard/strategy/${id}"]`) })
    await poll(() => row.count()).toBe(1)
    expect(await row.innerText()).toMatch(
      /Monthly revenue up to \$[\d,]+ a month by 30 Jun \d{4}\s+Grow revenue\s+90 days\s+Adopted/,
    )

    await open(page, '/dashboard/executive-agents')
    await poll(() => page.locator(`main a[href="/dashboard/strategy/${id}"]`).count()).toBeGreaterThan(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('an unknown or malformed strategy id shows “Strategy not found”', async () => {
    const { page, problems } = await watchedPage(owner)
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await open(page, `/dashboard/strategy/${id}`)
      await poll(() => h1(page).innerText()).toBe('Strategy not found')
    }
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the dashboard and the figures', () => {
  it('shows the KPI figures /api/ai/metrics returns, the CEO’s headline and the latest decisions', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard')
    await poll(() => page.locator('[data-figure="Won value"]').count()).toBe(1)
    const metrics = await page.evaluate(async () => {
      const { access_token } = JSON.parse(localStorage.getItem('boardroom-ai.auth')!) as { access_token: string }
      const res = await fetch('/api/ai/metrics', { headers: { Authorization: `Bearer ${access_token}` } })
      return ((await res.json()) as { metrics: Metrics }).metrics
    })
    expect(metrics.leads.total).toBeGreaterThan(0)
    const figure = (label: string) => page.locator(`[data-figure="${label}"]`).innerText()
    expect(await figure('Won value')).toBe(formatMoney(metrics.leads.wonValue, metrics.currency))
    expect(await figure('Weighted pipeline')).toBe(formatMoney(metrics.leads.weightedPipeline, metrics.currency))
    expect(await figure('Win rate')).toBe(
      metrics.leads.winRate === null ? 'Not yet' : formatRate(metrics.leads.winRate),
    )
    expect(await figure('New leads, last 30 days')).toBe(String(metrics.velocity.last30Days))
    expect(await figure('Stale leads')).toBe(String(metrics.stale.count))
    await poll(() => page.getByRole('region', { name: 'The CEO’s view today' }).innerText()).toContain(
      `${formatMoney(metrics.leads.wonValue, metrics.currency)} won so far`,
    )
    await poll(() =>
      page.getByRole('region', { name: 'Latest boardroom decisions' }).getByRole('link', { name: QUESTION }).count(),
    ).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  const screensAt360 = async (page: Page, screens: [path: string, title: string, content: string][]) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const [path, title, content] of screens) {
      await open(page, path)
      await poll(() => h1(page).innerText()).toBe(title)
      await poll(() => page.getByText(content).first().isVisible()).toBe(true)
      expect(await overflows(page), path).toBe(false)
      expect(await axeInBothThemes(page), path).toEqual({ dark: [], light: [] })
    }
  }

  it('the figures’ screens render at 360 px, without sideways scrolling or a serious axe finding in either theme', async () => {
    const { page, problems } = await watchedPage(owner)
    await screensAt360(page, [
      ['/dashboard', 'Dashboard', 'Key figures'],
      ['/dashboard/analytics', 'Analytics', 'Show the data table'],
      ['/dashboard/forecast', 'Forecast', 'Weighted pipeline by stage'],
      ['/dashboard/insights/kpis', 'KPIs', 'Weighted pipeline'],
      ['/dashboard/risk-heatmap', 'Risk heatmap', 'How risks are rated'],
      ['/dashboard/leaderboard', 'Leaderboard', 'By return on budget'],
    ])
    // the analytics charts' data tables open from their toggle
    await open(page, '/dashboard/analytics')
    const toggle = page.getByRole('button', { name: 'Show the data table' }).first()
    await poll(() => toggle.isVisible()).toBe(true)
    await toggle.click()
    await poll(() => page.getByRole('table', { name: 'Leads created per month' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)

  it('the executives’ and the board’s screens render at 360 px, without sideways scrolling or a serious axe finding in either theme', async () => {
    const { page, problems } = await watchedPage(owner)
    await screensAt360(page, [
      ['/dashboard/insights', 'Insights', 'Recommendations'],
      ['/dashboard/executives', 'AI executives', 'Today’s brief'],
      ['/dashboard/executive-agents', 'Executive agents', 'From the strategy'],
      ['/dashboard/executive-leaderboard', 'Executive leaderboard', 'Agreed with the decision'],
      ['/dashboard/debate', 'Executive debate', 'Recommendation'],
      ['/dashboard/decisions', 'Decisions', 'Decided by'],
      ['/dashboard/strategies', 'Strategies', 'Monthly revenue up to'],
    ])
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)

  it('an executive’s page shows their brief and positions; an unknown name says so', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/executives/cfo')
    await poll(() => h1(page).innerText()).toBe('CFO')
    await poll(() => page.getByRole('heading', { name: 'Findings' }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: QUESTION }).count()).toBe(1)
    await open(page, '/dashboard/executives/cio')
    await poll(() => h1(page).innerText()).toBe('Executive not found')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('one executive at a time', () => {
  it('the AI chat hands a decision to the boardroom with the figures it found, taking no side; AI settings names the engine', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-chat')
    await poll(() => h1(page).innerText()).toBe('AI chat')
    await page.getByLabel('Your question', { exact: true }).fill('Can we afford a second webinar series?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    const answer = page.getByRole('listitem', { name: 'Answer' })
    await poll(() => answer.count()).toBe(1)
    // A decision is the board's: the chat gives no stance, and offers the boardroom.
    expect(await answer.innerText()).toContain('That is a decision, so it is for the board')
    expect(await answer.locator('.badge').count()).toBe(0)
    expect(await page.getByLabel('Your question', { exact: true }).inputValue()).toBe('')
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await answer.getByRole('button', { name: 'Open in the boardroom' }).click()
    await poll(() => page.getByLabel('Your question for the board').inputValue()).toBe(
      'Can we afford a second webinar series?',
    )

    await open(page, '/dashboard/ai-settings')
    await poll(() => page.getByRole('heading', { name: 'Built-in engine' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('an account without a company', () => {
  it('is told to set up its company, with the way there, instead of a refusal', async () => {
    const context = await signedInContext(browser, base, NEWCOMER)
    const { page, problems } = await watchedPage(context)
    for (const path of ['/dashboard/ai-boardroom', '/dashboard/strategy-generator', '/dashboard']) {
      await open(page, path)
      await poll(() => page.getByRole('heading', { name: 'Set up your company first' }).isVisible()).toBe(true)
      expect(
        await page.getByText('Set up your company first, so the executives have records to work from').isVisible(),
      ).toBe(true)
      expect(await page.getByRole('link', { name: 'Set up your company' }).getAttribute('href')).toBe(
        '/onboarding/company',
      )
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
