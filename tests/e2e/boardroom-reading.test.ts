// "How we read this" in Chromium against the real Worker (built-in engine) and local backend, as the
// seeded owner of Northwind: before asking, the board shows how it reads the question and each figure
// of the pack (kind, role, period, with the trace behind each); the owner asks, sees the same reading
// on the session, corrects the role of a figure the board could not place (overtime a mixer would
// take off the bakers' hands, which the label does not say is saved), asks again in one click, and the
// decision changes on the corrected reading: from Gather data first to proceeding, with the payback
// worked from that figure. The API takes the same correction. Every test fails on a console error,
// an uncaught error or a CSP violation.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeInBothThemes, DEMO_USER, e2eBrowser, hydrated, watchedPage } from './browser'

const e2e = e2eBrowser({ owner: DEMO_USER })
const stamp = Date.now().toString(36)
const poll = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout })
const decisionBadge = (page: Page) =>
  page.getByRole('region', { name: 'The CEO’s decision' }).locator('.badge').first().innerText()

async function fillPack(page: Page) {
  await page.getByLabel('Figure 1 label').fill('Mixer price')
  await page.getByLabel('Figure 1 value').fill('30000')
  await page.getByLabel('Figure 1 unit').selectOption('USD')
  await page.getByRole('button', { name: 'Add a figure' }).click()
  await page.getByLabel('Figure 2 label').fill('Bakers’ overtime a month')
  await page.getByLabel('Figure 2 value').fill('2500')
  await page.getByLabel('Figure 2 unit').selectOption('USD')
}

describe('how the board reads a question', () => {
  it('shows the reading before asking and on the session; a corrected role, asked again, changes the decision', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await page.goto(`${e2e.base}/dashboard/ai-boardroom`)
    await hydrated(page)
    const question = `Should we buy a $30,000 dough mixer? (run ${stamp})`
    await page.getByLabel('Your question for the board').fill(question)
    await fillPack(page)

    // Before the debate: the reading, from POST /api/ai/boardroom/reading.
    await page.getByRole('button', { name: 'Check how the board reads this' }).click()
    const preview = page.getByRole('region', { name: 'How we read this' })
    await poll(() => preview.count()).toBe(1)
    expect(await preview.getByLabel('Kind of proposal').inputValue()).toBe('investment')
    expect(await preview.getByLabel('Role of Mixer price').inputValue()).toBe('one-off-cost')
    // The role list offers only what money can be: no volume, no requirement.
    const roles = await preview.getByLabel('Role of Mixer price').locator('option').allInnerTexts()
    expect(roles).toContain('Saving')
    expect(roles).not.toContain('Volume')
    await preview.getByText('How we read it').first().click()
    expect(await preview.innerText()).toContain('one-off-cost')

    // Asked as read: the board cannot tell what the mixer brings, and says so.
    await page.getByRole('button', { name: 'Ask the board' }).click()
    await poll(() => page.getByRole('heading', { level: 2, name: `“${question}”` }).count()).toBe(1)
    expect(await decisionBadge(page)).toBe('Gather data first')
    const reading = page.getByRole('region', { name: 'How we read this' })
    await poll(() => reading.count()).toBe(1)
    const overtime = reading.getByLabel('Role of Bakers’ overtime a month')
    expect(await overtime.inputValue()).not.toBe('saving')

    // The member says what the overtime is, and asks again in one click.
    await overtime.selectOption('saving')
    expect(await reading.innerText()).toContain('Changed by you')
    const asking = page.waitForResponse((r) => r.url().endsWith('/api/ai/boardroom'))
    await page.getByRole('button', { name: 'Ask again with 1 correction' }).click()
    const sent = JSON.parse((await asking).request().postData()!)
    expect(sent).toMatchObject({ question, reading: { facts: [{ index: 1, role: 'saving' }] } })
    expect(sent.facts).toHaveLength(2)
    await poll(() => page.url()).toMatch(/\/dashboard\/debate\?session=[0-9a-f-]{36}$/)
    await poll(() => decisionBadge(page)).toMatch(/^Proceed/)
    const decision = await page.getByRole('region', { name: 'The CEO’s decision' }).innerText()
    expect(decision).toContain('pays back in 12 months: $30,000 at $2,500 a month net')
    // The new session keeps the correction as the member's, with its trace.
    const stored = page.getByRole('region', { name: 'How we read this' })
    expect(await stored.getByLabel('Role of Bakers’ overtime a month').inputValue()).toBe('saving')
    await stored.getByText('How we read it').nth(1).click()
    expect(await stored.innerText()).toContain('role saving ← corrected by a member')
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  }, 120_000)
})
