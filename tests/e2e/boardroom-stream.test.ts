// The streamed boardroom in Chromium: the product under wrangler dev with AI_PROVIDER=openai
// pointed at a local scripted chat completions server (no network) whose later answers are slow. The
// seeded owner of Northwind asks the board and sees the first turn and the progress line before the
// model has even been asked for the CEO's decision, then the whole session; Cancel gives a clean state
// with the question kept, and the Worker still saves the session whole. A platform admin sets the
// daily budget to 0 on /admin/settings, and the next debate is the built-in engine's, saying why.
import { describe, expect, it } from 'vitest'
import { honest, type Call } from '../unit/model-server'
import { DEMO_ADMIN, hydrated, signedInContext, watchedPage } from './browser'
import { askTheBoard, productOnModel } from './model-product'

const KEY = 'sk-e2e-stream-31f09c2d'
// The CFO answers at once; the other positions after a second; the decision after three.
const delayOf = (call: Call) =>
  call.round === 'position' ? (call.executive === 'cfo' ? 0 : 1_000) : call.round === 'decision' ? 3_000 : 500

const e2e = productOnModel((call) => ({ ...honest(call), delayMs: delayOf(call) }), { key: KEY })

const decisionAsked = () => e2e.model.calls.some((c) => c.round === 'decision')

describe('the streamed boardroom', () => {
  it('shows each turn as it arrives, with the progress line, before the last is produced', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await page.goto(`${e2e.base}/dashboard/ai-boardroom`)
    await hydrated(page)
    const question = 'Should we double the webinar budget next quarter?'
    await page.getByLabel('Your question for the board').fill(question)
    const asked = Date.now()
    await page.getByRole('button', { name: 'Ask the board' }).click()
    const turns = page.getByRole('list', { name: 'Turns so far' }).locator('li')
    await expect.poll(() => turns.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    const firstTurnMs = Date.now() - asked
    // The CFO's turn is on screen while the model has not yet been asked for the CEO's decision.
    expect(decisionAsked()).toBe(false)
    expect(await turns.first().innerText()).toContain('Model voice of the CFO.')
    expect(await page.getByTestId('debate-progress').innerText()).toMatch(
      /^(CEO is weighing the whole picture|CMO is looking at demand and the campaigns|CTO is checking what it asks of the systems|COO is checking what it asks of operations)…$/,
    )
    await expect.poll(() => turns.count(), { timeout: 20_000 }).toBeGreaterThan(5)
    // Then the whole session replaces the live turns.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: `“${question}”` }).count(), { timeout: 20_000 })
      .toBe(1)
    expect(await page.getByRole('main').innerText()).toContain('Model voice of the CEO: the board')
    expect(await page.getByRole('list', { name: 'Turns so far' }).count()).toBe(0)
    console.info(`[boardroom-stream] scripted model: first turn on screen ${firstTurnMs} ms after "Ask the board"`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('Cancel gives a clean state, keeps the question, and the session is still saved whole', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    const question = `Should we raise our prices by 10% next quarter? (cancelled ${Date.now()})`
    await askTheBoard(page, e2e.base, question)
    await expect
      .poll(() => page.getByRole('list', { name: 'Turns so far' }).locator('li').count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain(
        'The debate was cancelled. The board still finishes a debate it has started and saves it whole, so it will be in your past debates. Your question and figures are still in the form.',
      )
    expect(await page.getByRole('list', { name: 'Turns so far' }).count()).toBe(0)
    expect(await page.getByLabel('Your question for the board').inputValue()).toBe(question)
    expect(await page.getByRole('button', { name: 'Ask the board' }).isEnabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0)
    // The Worker finished the debate and stored it: it is in the past debates.
    await page.getByRole('link', { name: 'Open past debates' }).click()
    // Each try reloads the list and reads it once it has loaded, not while it still says it is loading.
    const pastDebates = async () => {
      await page.goto(`${e2e.base}/dashboard/debate`)
      await hydrated(page)
      await expect
        .poll(() => page.getByRole('main').innerText(), { timeout: 15_000 })
        .not.toContain('Loading past debates…')
      return page.getByRole('main').innerText()
    }
    await expect.poll(pastDebates, { timeout: 60_000, interval: 2_000 }).toContain(question)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a platform admin sets the daily budget to 0: the next debate streams from the built-in engine and says why', async () => {
    const adminContext = await signedInContext(e2e.browser, e2e.base, DEMO_ADMIN)
    const admin = await watchedPage(adminContext)
    await admin.page.goto(`${e2e.base}/admin/settings`)
    await hydrated(admin.page)
    await admin.page.getByLabel('Model-voiced debates per company per day (platform default)').fill('-2')
    await admin.page.getByRole('button', { name: 'Save the default' }).click()
    await expect
      .poll(() => admin.page.getByRole('region', { name: 'AI budget' }).innerText())
      .toContain('Enter a whole number of debates from 0 to 10,000')
    await admin.page.getByLabel('Model-voiced debates per company per day (platform default)').fill('0')
    await admin.page.getByRole('button', { name: 'Save the default' }).click()
    await expect
      .poll(() => admin.page.getByRole('region', { name: 'AI budget' }).innerText())
      .toContain('Budget saved. It applies to the next debate.')
    expect(admin.problems).toEqual([])
    await adminContext.close()

    const { page, problems } = await watchedPage(e2e.owner)
    const before = e2e.model.calls.length
    await askTheBoard(page, e2e.base, 'Should we hire another salesperson to follow up leads?')
    await expect
      .poll(() => page.getByRole('main').innerText(), { timeout: 20_000 })
      .toContain(
        'The company’s daily budget of 0 model-voiced debates is spent; the built-in engine voiced this session. It resets at midnight UTC.',
      )
    expect(e2e.model.calls.length).toBe(before)
    expect(problems).toEqual([])
    await page.close()
  })
})
