// The same question gets the same figure on every screen, on Northwind's seeded records read as its
// owner: won value last month (the chat, analytics' months, the forecast's series), a campaign's
// won value, return on spend and return on budget (the chat, analytics' campaign table, the campaign
// page, the leaderboard), the best channel (the chat, the insights brief) and return on spend per
// channel (the chat, the boardroom's CRM figures). Each screen's figure is read the way that screen
// reads it: its API answer, or the same data functions it calls.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchCampaignMetrics } from '../../client/features/campaigns/metrics-queries'
import { fetchCampaignLeadFacts } from '../../client/features/campaigns/queries'
import { rankByReturn } from '../../client/features/insights/campaign-ranking'
import { fetchWins } from '../../client/features/scores/queries'
import { campaignFigures } from '../../shared/campaign-figures'
import { crmFigures } from '../../shared/decision/figures'
import { monthlyWonSeries } from '../../shared/forecast'
import { formatMoney, type Metrics } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import { ChatMessageSchema } from '../../shared/schemas/chat'
import type { SemanticQuery } from '../../shared/semantic/model'
import { z } from '../../shared/zod'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { loadCompanyData } from '../../worker/ai/company-data'
import { ai } from '../../worker/api/ai'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { type Backend, signIn, startBackend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const LINKEDIN = 'ca000000-0000-4000-8000-000000000003'

let backend: Backend
let dana: { client: SupabaseClient; token: string }
const worker = new Hono<AppEnv>().use(config()).route('/api/ai', ai)
const request = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const res = await worker.request(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${dana.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      APP_ENV: 'local',
      AI_LIMITER: { limit: async () => ({ success: true }) },
    } as unknown as AppEnv['Bindings'],
  )
  expect(res.status, path).toBeLessThan(300)
  return (await res.json()) as unknown
}
const Sent = z.object({ messages: z.array(ChatMessageSchema) })
/** What the chat answers, for machines: its result. */
async function chat(ask: string | SemanticQuery) {
  const body = await request('POST', '/api/ai/chat', typeof ask === 'string' ? { message: ask } : { query: ask })
  const result = Sent.parse(body).messages[1].answer?.result
  if (!result) throw new Error(`no figure for ${JSON.stringify(ask)}`)
  return result
}
let metrics: Metrics

beforeAll(async () => {
  backend = await startBackend()
  dana = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
  // analytics, the KPIs, the leaderboard and the dashboard's tiles read GET /api/ai/metrics
  metrics = z.object({ metrics: z.custom<Metrics>() }).parse(await request('GET', '/api/ai/metrics')).metrics
}, 60_000)
afterAll(() => backend?.stop())

describe('the same question, the same figure on every screen', () => {
  it('won value last month: the chat, analytics’ month, the forecast’s month', async () => {
    const now = new Date()
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
    const said = await chat('How much did we win last month?')
    const analytics = metrics.months.find((m) => m.month === last)?.wonValue
    const forecast = monthlyWonSeries(await fetchWins(dana.client, NORTHWIND), 'USD', now).series.find(
      (m) => m.month === last,
    )?.value
    expect(said.value).toBeGreaterThan(0)
    expect([analytics, forecast]).toEqual([said.value, said.value])
    // and all time: the dashboard's tile
    expect((await chat('What is our total won value?')).value).toBe(metrics.leads.wonValue)
  })

  it('a campaign’s won value and returns: the chat, analytics, the campaign page, the leaderboard', async () => {
    const campaign = { attribute: 'campaign' as const, values: [LINKEDIN] }
    const wonValue = (await chat({ measure: 'won_value', filters: [campaign] })).value
    const returnOnSpend = (await chat('What is the return on spend of LinkedIn thought leadership?')).value
    const returnOnBudget = (await chat({ measure: 'return_on_budget', filters: [campaign] })).value
    const best = await chat('Which campaign has the best return on its budget?')

    const row = metrics.campaigns.list.find((c) => c.id === LINKEDIN)!
    const page = campaignFigures(
      { ...row, currency: 'USD', start_date: null, end_date: null },
      await fetchCampaignLeadFacts(dana.client, LINKEDIN),
      await fetchCampaignMetrics(dana.client, NORTHWIND, { campaignId: LINKEDIN }),
      new Date(),
    )
    const leaderboard = rankByReturn(metrics.campaigns.list).ranked[0].item
    expect({ analytics: row.wonValue, page: page.wonValue }).toEqual({ analytics: wonValue, page: wonValue })
    expect({ analytics: row.returnOnSpend, page: round(page.returnOnSpend) }).toEqual({
      analytics: returnOnSpend,
      page: returnOnSpend,
    })
    expect({
      analytics: row.returnOnBudget,
      page: round(page.returnOnBudget),
      leaderboard: leaderboard.returnOnBudget,
    }).toEqual({ analytics: returnOnBudget, page: returnOnBudget, leaderboard: returnOnBudget })
    expect([best.top[0], best.value]).toEqual([leaderboard.name, leaderboard.returnOnBudget])
    // the platforms' reported revenue is its own figure, never the return
    expect((await chat({ measure: 'reported_revenue', filters: [campaign] })).value).toBe(page.reportedRevenue)
  })

  it('the best channel: the chat and the insights brief', async () => {
    const best = await chat('Which channel has won the most?')
    const channel = metrics.channels.find((c) => c.wonValue === best.value)!
    const briefs = JSON.stringify(await request('GET', '/api/ai/briefs'))
    expect(briefs).toContain(`${formatMoney(best.value ?? 0, 'USD')} won`)
    expect(briefs).toContain(`${channel.returnOnBudget?.toFixed(1)}× budget`)
  })

  it('return on spend by channel: the chat and the boardroom’s CRM figures, over the board’s window', async () => {
    // the board's figures are computed from the same records the Worker reads for it
    const company = await loadCompanyData(dana.client, new Date())
    const board = computeMetrics(company!.snapshot)
    const figures = crmFigures(board)
    expect(board.paid).toBeTruthy()
    for (const channel of board.paid!.channels) {
      const said = await chat({
        measure: 'return_on_spend',
        filters: [{ attribute: 'channel', values: [channel.channel] }],
        period: { type: 'since', start: board.paid!.from },
      })
      const roas = figures.find((f) => f.metric === 'roas' && f.label.includes(`(${groupOf(channel.channel)})`))
      expect([channel.channel, roas?.value === null ? null : round(roas?.value as number)]).toEqual([
        channel.channel,
        said.value,
      ])
      expect(roas?.label).toMatch(/^Won value ÷ spend, /)
    }
  })
})

const round = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100)
const groupOf = (channel: string) =>
  ({
    email: 'Email',
    social: 'Social media',
    search: 'Search ads',
    display: 'Display ads',
    events: 'Events and webinars',
    content: 'Content',
    partnerships: 'Partnerships',
    video: 'Video',
  })[channel]
