// The AI chat and the agent on a scripted tool-calling model, in Chromium: the product runs under
// wrangler dev with AI_PROVIDER=openai pointed at a local chat completions server that answers with
// `tool_calls` (no network). The seeded owner of Northwind asks about the Spring webinar: the model
// calls query_figures (one semantic query), and its answer is written from the figures the tool
// returned (Northwind's real 4 leads and $4,000 budget), with the engine shown beside it; a model
// that invents a number twice is replaced by the built-in answer, with the reason shown. In the
// agent, the model's write tool call is a preview with a Confirm button, and nothing is written
// until it is pressed (tests/backend/ai-chat-model.test.ts counts the rows). The model's key appears in no response the browser receives.
import { describe, expect, it } from 'vitest'
import { toolResults, type Call, type Reply } from '../unit/model-server'
import { hydrated, watchedPage } from './browser'
import { productOnModel, responsesOf } from './model-product'

const KEY = 'sk-e2e-tools-9a3c51e2'

const spring = [{ attribute: 'campaign', values: ['Spring webinar'] }]
const asked = (c: Call, text: string) => c.body.messages.some((m) => m.role === 'user' && m.content?.includes(text))

function script(c: Call): Reply {
  const results = toolResults(c)
  if (asked(c, 'nobody called')) {
    if (results.length === 0)
      return {
        toolCalls: [
          {
            name: 'query_figures',
            arguments: {
              measure: 'leads',
              operation: 'list',
              filters: [...spring, { attribute: 'called', values: ['no'] }],
            },
          },
        ],
      }
    if (results.length === 1)
      return {
        toolCalls: [{ name: 'log_calls', arguments: { leadIds: (results[0].records ?? []).map((l) => l.id) } }],
      }
    return { content: 'Two leads nobody called; the calls wait for your confirmation.' }
  }
  if (results.length === 0)
    return {
      toolCalls: [
        { name: 'query_figures', arguments: { measure: 'leads', filters: spring } },
        { name: 'query_figures', arguments: { measure: 'campaign_budget', filters: spring } },
      ],
    }
  // "How many leads … last month?" is answered with a number no tool returned, every time.
  if (asked(c, 'last month')) return { content: 'We got 86,417 leads last month.' }
  return {
    content: `The Spring webinar brought ${results[0].result?.value} leads on a budget of $${results[1].result?.value?.toLocaleString('en-US')}.`,
  }
}

const e2e = productOnModel(script, { key: KEY, model: 'scripted-tools-1' })

describe('the chat and the agent on a model', () => {
  it('the chat answers from the model’s tool calls with the engine shown; an invented number is replaced with the reason', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    const seen = responsesOf(page)
    await page.goto(`${e2e.base}/dashboard/ai-chat`)
    await hydrated(page)
    const answers = page.getByRole('listitem', { name: 'Answer' })
    await page.getByLabel('Your question', { exact: true }).fill('How did the Spring webinar do?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect.poll(() => answers.count(), { timeout: 30_000 }).toBe(1)
    const first = await answers.first().innerText()
    expect(first).toContain('The Spring webinar brought 4 leads on a budget of $4,000.')
    expect(first).toContain('Leads, all time, Spring webinar, all sources: 4')
    expect(first).toContain('Campaign budget, all time, Spring webinar, all channels: $4,000')
    expect(first).toContain(
      'Answered by the model scripted-tools-1 from its tool calls (query_figures, query_figures) · 2 model calls. Every number in it was checked against the figures.',
    )

    await page.getByLabel('Your question', { exact: true }).fill('How many leads did we get last month?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect.poll(() => answers.count(), { timeout: 30_000 }).toBe(2)
    const second = await answers.nth(1).innerText()
    expect(second).not.toContain('We got 86,417 leads')
    expect(second).toContain(
      'The built-in engine answered: the model’s answer used numbers that are in none of the figures (86,417).',
    )
    expect(second).toMatch(/Leads, \w+ \d{4}: \d+\./)

    const bodies = await Promise.all(seen)
    expect(bodies.length).toBeGreaterThan(3)
    expect(bodies.filter((b) => b.includes(KEY))).toEqual([])
    for (const c of e2e.model.calls) expect(c.authorization).toBe(`Bearer ${KEY}`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the agent’s write tool call is a preview that waits for Confirm', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    const seen = responsesOf(page)
    await page.goto(`${e2e.base}/dashboard/ai-agent`)
    await hydrated(page)
    await page.getByLabel('Your instruction', { exact: true }).fill('Call the spring webinar leads nobody called')
    await page.getByRole('button', { name: 'Plan it' }).click()
    const changes = page.getByRole('list', { name: 'Step 2: changes' })
    await expect
      .poll(() => changes.getByRole('listitem').allInnerTexts(), { timeout: 30_000 })
      .toEqual(['Log a call with Priya Shah (Kestrel Home)', 'Log a call with Tomás Silva (Maré Café)'])
    const main = await page.getByRole('main').innerText()
    expect(main).toContain('Two leads nobody called; the calls wait for your confirmation.')
    expect(main).toContain('Answered by the model scripted-tools-1 from its tool calls (query_figures, log_calls)')
    expect(main).toContain('Nothing is changed until you confirm.')
    await expect.poll(() => page.getByRole('button', { name: 'Confirm the 2 changes' }).isVisible()).toBe(true)
    expect((await Promise.all(seen)).filter((b) => b.includes(KEY))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
