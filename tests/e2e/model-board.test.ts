// The boardroom on a model, in Chromium: the product runs under wrangler dev with
// AI_PROVIDER=openai pointed at a local scripted chat completions server (no network). The seeded
// owner of Northwind asks the board; the executives' turns are the model's, the CMO's planted
// invented number is refused, asked again, then replaced by the built-in turn with the reason shown
// beside it; the decision is still the analyses'. The model's key reaches the model as its
// Authorization header and appears in no response the browser receives. With a daily budget of one
// model-voiced debate per company, the next question is the built-in engine's, and the page says why.
import { describe, expect, it } from 'vitest'
import { honest } from '../unit/model-server'
import { watchedPage } from './browser'
import { askTheBoard, productOnModel, responsesOf } from './model-product'

const KEY = 'sk-e2e-scripted-4b8d2f6a'

// The CMO invents a figure every time it is asked; everyone else keeps to the figures given.
const e2e = productOnModel(
  (call) =>
    call.round === 'position' && call.executive === 'cmo'
      ? { content: { summary: 'Doubling it brings $48,000 a month more.', arguments: ['A 613% lift is certain.'] } }
      : honest(call),
  { key: KEY, workerVars: { AI_DAILY_DEBATES: '1' } },
)

describe('the boardroom on a model', () => {
  it('the model voices the turns, an invented number is replaced with the reason shown, and the key never reaches the browser', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    const seen = responsesOf(page)
    await askTheBoard(page, e2e.base, 'Should we double the webinar budget next quarter?')

    const card = (title: string) =>
      page
        .locator('li.card')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .first()
    await expect.poll(() => card('CFO').innerText(), { timeout: 30_000 }).toContain('Model voice of the CFO.')
    const cmo = await card('CMO').innerText()
    expect(cmo).toContain(
      'The built-in engine voiced this turn: the model’s turn used numbers that are in none of the figures ($48,000, 613%).',
    )
    expect(cmo).not.toContain('$48,000 a month more')
    const main = await page.getByRole('main').innerText()
    expect(main).toMatch(
      /Model: scripted-chat-1 · 1 of \d+ turns voiced by the built-in engine in place of scripted-chat-1/,
    )
    expect(main).toContain('Model voice of the CEO: the board')

    // The CMO was asked twice, the second time with the numbers named; the others once each.
    const cmoCalls = e2e.model.calls.filter((c) => c.round === 'position' && c.executive === 'cmo')
    expect(cmoCalls).toHaveLength(2)
    expect(cmoCalls[1].user).toContain('none of the figures you were given: $48,000, 613%.')
    expect(e2e.model.calls.filter((c) => c.round === 'position')).toHaveLength(6)
    expect(e2e.model.calls.at(-1)!.round).toBe('decision')

    // The key went to the model as its Authorization header only, and never to the browser.
    for (const call of e2e.model.calls) {
      expect(call.authorization).toBe(`Bearer ${KEY}`)
      expect(call.raw).not.toContain(KEY)
    }
    const bodies = await Promise.all(seen)
    expect(bodies.length).toBeGreaterThan(5)
    expect(bodies.filter((b) => b.includes(KEY))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('past the company’s daily budget the built-in engine speaks without asking the model, and the session says why', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    const before = e2e.model.calls.length
    await askTheBoard(page, e2e.base, 'Should we raise our prices by 10% next quarter?')
    await expect
      .poll(() => page.getByRole('main').innerText(), { timeout: 30_000 })
      .toContain(
        'Built-in engine: rules over your CRM figures · The company’s daily budget of 1 model-voiced debate is spent; the built-in engine voiced this session. It resets at midnight UTC.',
      )
    expect(e2e.model.calls.length).toBe(before)
    expect(await page.getByRole('main').innerText()).not.toContain('Model voice of')
    expect(problems).toEqual([])
    await page.close()
  })
})
