// The chat and the agent on a model's tool calls, end to end in Node: the Worker's /api/ai routes
// against the local backend with the seed (Northwind) and a real local HTTP server speaking OpenAI
// chat completions with scripted `tool_calls` (tests/unit/model-server.ts; no network). The model's
// one read tool is a semantic query (zod-validated) run over Northwind's real records by the same
// definitions as every screen, and the model's answer is built from what it returned; an invented
// number is named and asked again, then the built-in answer replaces it and says why; a write tool
// call is only a preview until the member confirms; a slow model times out to the built-in answer;
// past the daily budget the model is not asked; the key reaches the model as its Authorization
// header and nothing else.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { loadAskData } from '../../worker/ai/ask-data'
import { chatAnswer } from '../../worker/ai/chat-engine'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { modelServer, toolResults, type Call, type Reply, type ToolReply } from '../unit/model-server'
import { ChatMessageSchema } from '../../shared/schemas/chat'
import { z } from '../../shared/zod'
import { actionOf, planAnswerOf as planOf, stepOf } from '../agent-plan'
import { startBackend, signIn, type Backend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const PRIYA = '1ead0000-0000-4000-8000-000000000031'
const TOMAS = '1ead0000-0000-4000-8000-000000000032'
const KEY = 'sk-chat-scripted-5d2e8b17'
const MODEL = 'scripted-tools-1'
const QUESTION = 'How did the Spring webinar do?'

let backend: Backend
let model: Awaited<ReturnType<typeof modelServer>>
let dana: { client: SupabaseClient; token: string; userId?: string }
let script: (call: Call) => Reply | Promise<Reply> = () => ({ content: 'No script.' })
const logged: string[] = []
const answered: string[] = []

const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const bindings = (vars: Record<string, string> = {}) =>
  ({
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    APP_ENV: 'local',
    AI_LIMITER: { limit: async () => ({ success: true }) },
    AI_PROVIDER: 'openai',
    AI_MODEL: MODEL,
    AI_BASE_URL: model.url,
    AI_API_KEY: KEY,
    ...vars,
  }) as unknown as AppEnv['Bindings']
async function call(path: string, body: unknown, vars?: Record<string, string>) {
  const res = await worker.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${dana.token}` },
      body: JSON.stringify(body),
    },
    bindings(vars),
  )
  const text = await res.text()
  answered.push(`${JSON.stringify([...res.headers])}\n${text}`)
  return { status: res.status, body: JSON.parse(text) as unknown }
}
const ChatReplySchema = z.object({ messages: z.array(ChatMessageSchema) })

const chat = async (message: string, vars?: Record<string, string>) => {
  const res = await call('/api/ai/chat', { message }, vars)
  expect(res.status).toBe(201)
  const { answer } = ChatReplySchema.parse(res.body).messages[1]
  if (!answer) throw new Error('the reply has no answer')
  return answer
}

const lastUser = (c: Call) => c.body.messages.filter((m) => m.role === 'user').at(-1)!.content!

const spring = [{ attribute: 'campaign', values: ['Spring webinar'] }]
const nobodyCalled = {
  name: 'query_figures',
  arguments: { measure: 'leads', operation: 'list', filters: [...spring, { attribute: 'called', values: ['no'] }] },
}
const ids = (r: ToolReply) => (r.records ?? []).map((l) => l.id)

/** Asks for the Spring webinar's leads and budget, then answers from what the tools returned. */
function webinar(extra = ''): (c: Call) => Reply {
  return (c) => {
    const results = toolResults(c)
    if (results.length === 0)
      return {
        toolCalls: [
          { name: 'query_figures', arguments: { measure: 'leads', filters: spring } },
          {
            name: 'query_figures',
            arguments: { measure: 'campaign_budget', filters: [{ attribute: 'campaign', values: ['spring webinar'] }] },
          },
        ],
      }
    return {
      content: `The Spring webinar brought ${results[0].result?.value} leads on a budget of $${results[1].result?.value?.toLocaleString('en-US')}.${extra}`,
    }
  }
}

beforeAll(async () => {
  backend = await startBackend()
  model = await modelServer((c) => script(c))
  dana = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '))
    })
})
afterEach(async () => {
  await backend.service().from('company_ai_budgets').delete().eq('company_id', NORTHWIND)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await model?.close()
  await backend?.stop()
})

describe('the chat on a model', () => {
  it('answers from its tool calls over the company’s real figures, and says which engine answered', async () => {
    script = webinar()
    const before = model.calls.length
    const answer = await chat(QUESTION)
    const calls = model.calls.slice(before)
    expect(calls).toHaveLength(2)
    // The one read tool: a semantic query, typed by zod; the chat offers no write tool.
    const tools = calls[0].body.tools!.map((t) => t.function.name)
    expect(tools).toEqual(['query_figures'])
    const query = calls[0].body.tools![0].function.parameters as {
      properties: { measure: { enum: string[] }; operation: { enum: string[] } }
      required: string[]
    }
    expect(query.properties.measure.enum).toEqual(expect.arrayContaining(['won_value', 'leads', 'return_on_spend']))
    expect(query.properties.operation.enum).toEqual(['value', 'compare', 'rank', 'breakdown', 'trend', 'list'])
    expect(query.required).toEqual(['measure'])
    expect(calls[0].body.tool_choice).toBe('auto')
    // The second call carries the tools' results: Northwind's seeded Spring webinar, 4 leads on $4,000.
    expect(toolResults(calls[1]).map((r) => [r.reading, r.result?.value])).toEqual([
      ['Leads · all time · Spring webinar · all sources', 4],
      ['Campaign budget · all time · Spring webinar · all channels', 4000],
    ])
    expect(answer.reply).toEqual(['The Spring webinar brought 4 leads on a budget of $4,000.'])
    expect(answer.figures.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Leads, all time, Spring webinar, all sources: 4',
      'Campaign budget, all time, Spring webinar, all channels: $4,000',
    ])
    // the answer shows the reading its figure rests on, and the figure for machines
    expect(answer.reading?.label).toBe('Leads · all time · Spring webinar · all sources')
    expect(answer.result).toMatchObject({ measure: 'leads', value: 4 })
    expect(answer.engine).toEqual({
      name: 'openai',
      model: MODEL,
      calls: 2,
      tools: ['query_figures', 'query_figures'],
    })
  })

  it('names an invented number and asks again once; the corrected answer stands', async () => {
    let asked = 0
    script = (c) =>
      toolResults(c).length === 0 ? webinar()(c) : webinar(asked++ === 0 ? ' It added $73,219 of pipeline.' : '')(c)
    const before = model.calls.length
    const answer = await chat(QUESTION)
    const calls = model.calls.slice(before)
    expect(calls).toHaveLength(3)
    expect(lastUser(calls[2])).toBe(
      'Your answer used numbers that are in none of the tool results or the company’s figures: $73,219. Write the answer again using only numbers from them, as given.',
    )
    expect(answer.reply).toEqual(['The Spring webinar brought 4 leads on a budget of $4,000.'])
    expect(answer.engine).toMatchObject({ name: 'openai', calls: 3 })
  })

  it('an answer that invents a number twice is replaced by the built-in answer, which says why', async () => {
    script = webinar(' It added $73,219 of pipeline.')
    logged.length = 0
    const answer = await chat(QUESTION)
    expect(answer.reply[0]).toMatch(
      /^Spring webinar, all time: won value \$0\.00, leads 4, won deals 0, campaign spend \$0\.00, return on spend not measurable, cost per lead not measurable\.$/,
    )
    expect(answer.reply.join(' ')).not.toContain('$73,219')
    expect(answer.engine).toEqual({
      name: 'builtin',
      model: MODEL,
      calls: 3,
      note: 'The built-in engine answered: the model’s answer used numbers that are in none of the figures ($73,219).',
    })
    expect(logged.map((l) => JSON.parse(l))).toContainEqual({
      kind: 'ai-fallback',
      engine: 'openai',
      model: MODEL,
      task: 'chat',
      reason: 'the model’s answer used numbers that are in none of the figures ($73,219)',
    })
  })

  it('stops calling tools after three rounds and asks for the answer; a model that still will not answer falls back', async () => {
    script = () => ({ toolCalls: [{ name: 'query_figures', arguments: { measure: 'calls' } }] })
    const before = model.calls.length
    const answer = await chat(QUESTION)
    const calls = model.calls.slice(before)
    expect(calls.map((c) => c.body.tool_choice)).toEqual(['auto', 'auto', 'auto', 'none'])
    expect(calls.every((c) => c.body.max_tokens === 700)).toBe(true)
    expect(answer.engine?.note).toBe('The built-in engine answered: the model gave no answer after its tool calls.')
  })

  it('a bad tool call is told to the model as an error it can correct, and a write tool is not the chat’s', async () => {
    script = (c) => {
      const results = toolResults(c)
      if (results.length === 0)
        return {
          toolCalls: [
            {
              name: 'query_figures',
              arguments: {
                measure: 'leads',
                operation: 'list',
                filters: [{ attribute: 'campaign', values: ['Autumn gala'] }],
              },
            },
            { name: 'log_calls', arguments: { leadIds: [PRIYA] } },
          ],
        }
      return { content: 'I could not find that campaign.' }
    }
    const before = model.calls.length
    const answer = await chat('Which leads came from the Spring webinar?')
    expect(toolResults(model.calls[before + 1])).toEqual([
      {
        error:
          '"Autumn gala" is no campaign of the company; known: Retail data newsletter, Spring webinar, Search: demand forecasting keywords, LinkedIn thought leadership, Forecasting webinar series, Partner referral programme, Churn playbook e-book',
      },
      { error: 'there is no tool "log_calls" in the chat: changes are made in the AI agent' },
    ])
    expect(answer.reply).toEqual(['I could not find that campaign.'])
    expect(
      (await backend.service().from('calls').select('id', { count: 'exact', head: true }).eq('lead_id', PRIYA)).count,
    ).toBe(0)
  })

  it('routes a decision and a question outside the figures without asking the model, and says so', async () => {
    const before = model.calls.length
    const weather = await chat("What's the weather in Paris?")
    expect(weather.reply).toEqual(["I can't answer that from your company's figures."])
    expect(weather.engine).toEqual({
      name: 'builtin',
      model: MODEL,
      note: 'The built-in engine answered: the question is outside your company’s figures.',
    })
    const decision = await chat('Should we double the webinar budget next quarter?')
    expect(decision.engine?.note).toBe(
      'The built-in engine answered: a decision goes to the boardroom, where the board debates it.',
    )
    expect(model.calls.length).toBe(before)
  })

  it('a model that does not answer in time: one retry, then the built-in answer', async () => {
    script = () => ({ content: 'late', delayMs: 1_000 })
    const found = await loadAskData(dana.client, (await dana.client.auth.getUser()).data.user!.id, new Date())
    const before = model.calls.length
    const started = Date.now()
    const { answer } = await chatAnswer(
      {
        config: { provider: 'openai', model: MODEL, baseUrl: model.url, apiKey: KEY },
        budget: { spent: null },
        limits: { timeoutMs: 200 },
      },
      QUESTION,
      found!.data,
      null,
    )
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(model.calls.length - before).toBe(2)
    expect(answer.reply[0]).toMatch(/^Spring webinar, all time: won value \$0\.00, leads 4/)
    expect(answer.engine).toEqual({
      name: 'builtin',
      model: MODEL,
      calls: 2,
      note: 'The built-in engine answered: the model did not answer within 0.2 s.',
    })
  })

  it('past the company’s daily budget the model is not asked, and the answer says why', async () => {
    await backend.service().from('company_ai_budgets').insert({ company_id: NORTHWIND, daily_debates: 0 })
    const before = model.calls.length
    const answer = await chat(QUESTION)
    expect(model.calls.length).toBe(before)
    expect(answer.reply[0]).toMatch(/^Spring webinar, all time: won value \$0\.00, leads 4/)
    expect(answer.engine).toEqual({
      name: 'builtin',
      model: MODEL,
      calls: 0,
      note: 'The company’s daily budget of 0 model-voiced debates is spent, so the built-in engine answered without asking the model. It resets at midnight UTC.',
    })
    const body = planOf(
      (
        await call('/api/ai/agent/plan', {
          instruction: 'List the leads from the spring webinar that nobody called',
        })
      ).body,
    )
    expect(body.engine?.note).toBe(answer.engine?.note)
    expect(stepOf(body.plan, 0, 'read').items.map((i) => i.label)).toEqual([
      'Priya Shah (Kestrel Home)',
      'Tomás Silva (Maré Café)',
    ])
    expect(model.calls.length).toBe(before)
  })
})

describe('the agent on a model', () => {
  it('a write tool call is a preview: nothing is written until the member confirms, then the same run makes it', async () => {
    script = (c) => {
      const results = toolResults(c)
      if (results.length === 0) return { toolCalls: [nobodyCalled] }
      if (results.length === 1)
        return {
          toolCalls: [
            {
              name: 'schedule_follow_ups',
              arguments: { leadIds: ids(results[0]), dueOn: '2026-12-15' },
            },
          ],
        }
      return {
        content: `${(results[0].records ?? []).map((l) => l.name.split(' (')[0]).join(' and ')} have not been called. A follow-up with each waits for your confirmation.`,
      }
    }
    const followUps = async () =>
      (
        await backend
          .service()
          .from('lead_follow_ups')
          .select('id', { count: 'exact', head: true })
          .in('lead_id', [PRIYA, TOMAS])
      ).count
    const before = await followUps()
    const instruction = 'Follow up with the spring webinar leads nobody called'
    const planned = await call('/api/ai/agent/plan', { instruction })
    expect(planned.status).toBe(200)
    const body = planOf(planned.body)
    const agentTools = model.calls.at(-1)!.body.tools!.map((t) => t.function.name)
    expect(agentTools).toEqual([
      'query_figures',
      'log_calls',
      'set_lead_status',
      'schedule_follow_ups',
      'set_lead_owner',
      'create_draft_campaign',
    ])
    expect(body.plan.steps.map((s) => s.kind)).toEqual(['read', 'write'])
    expect(stepOf(body.plan, 0, 'read').items.map((i) => i.label)).toEqual([
      'Priya Shah (Kestrel Home)',
      'Tomás Silva (Maré Café)',
    ])
    expect(stepOf(body.plan, 1, 'write').changes).toEqual([
      {
        kind: 'schedule-follow-up',
        leadId: PRIYA,
        dueOn: '2026-12-15',
        label: 'Schedule a follow-up with Priya Shah (Kestrel Home) due 2026-12-15',
      },
      {
        kind: 'schedule-follow-up',
        leadId: TOMAS,
        dueOn: '2026-12-15',
        label: 'Schedule a follow-up with Tomás Silva (Maré Café) due 2026-12-15',
      },
    ])
    expect(body.plan.summary).toEqual([
      'Priya Shah and Tomás Silva have not been called. A follow-up with each waits for your confirmation.',
    ])
    expect(body.engine).toEqual({
      name: 'openai',
      model: MODEL,
      calls: 3,
      tools: ['query_figures', 'schedule_follow_ups'],
    })
    // Nothing written by planning.
    expect(await followUps()).toBe(before)

    const run = await call('/api/ai/agent/run', { instruction, changes: stepOf(body.plan, 1, 'write').changes })
    expect(run.status).toBe(201)
    expect(await followUps()).toBe((before ?? 0) + 2)
    const undo = await worker.request(
      `/api/ai/agent/actions/${actionOf(run.body).id}/undo`,
      { method: 'POST', headers: { Authorization: `Bearer ${dana.token}` } },
      bindings(),
    )
    expect(undo.status).toBe(200)
    expect(await followUps()).toBe(before)
  })

  it('set_lead_owner: the owner is resolved against the member directory; a name no member has is told to the model; nothing is written by planning', async () => {
    const danaId = (await dana.client.auth.getUser()).data.user!.id
    let owner = 'Zed'
    script = (c) => {
      const results = toolResults(c)
      if (results.length === 0) return { toolCalls: [nobodyCalled] }
      if (results.length === 1)
        return {
          toolCalls: [
            {
              name: 'set_lead_owner',
              arguments: { leadIds: ids(results[0]), owner },
            },
          ],
        }
      if (results.length === 2 && results[1].error) {
        owner = 'dana'
        return {
          toolCalls: [{ name: 'set_lead_owner', arguments: { leadIds: ids(results[0]), owner } }],
        }
      }
      return { content: 'Both leads would go to Dana once you confirm.' }
    }
    const owners = async () =>
      (await backend.service().from('leads').select('id, owner_id').in('id', [PRIYA, TOMAS]).order('id')).data
    const before = await owners()
    const planned = await call('/api/ai/agent/plan', {
      instruction: 'Give the spring webinar leads nobody called to Dana',
    })
    expect(planned.status).toBe(200)
    const body = planOf(planned.body)
    const told = toolResults(model.calls.at(-1)!)
    expect(told[1].error).toMatch(/^No member of your company is called “Zed”\. Your company’s members: /)
    expect(body.engine?.tools).toEqual(['query_figures', 'set_lead_owner'])
    expect(body.plan.steps[1]).toMatchObject({ kind: 'write', title: expect.stringMatching(/^Assign leads to /) })
    expect(
      stepOf(body.plan, 1, 'write')
        .changes.map((c) => [c.kind, 'leadId' in c ? c.leadId : null, 'ownerId' in c ? c.ownerId : null])
        .sort(),
    ).toEqual(
      [
        ['set-owner', PRIYA, danaId],
        ['set-owner', TOMAS, danaId],
      ].sort(),
    )
    expect(await owners()).toEqual(before)
  })

  it('a hostile model: control characters in a tool’s arguments are refused to it, and an answer holding one falls back', async () => {
    script = (c) =>
      toolResults(c).length === 0
        ? { toolCalls: [{ name: 'create_draft_campaign', arguments: { name: 'Winter\u0000gala' } }] }
        : { content: 'Proposed.\u0007' }
    const body = planOf(
      (await call('/api/ai/agent/plan', { instruction: 'Create a draft campaign called Winter gala' })).body,
    )
    expect(toolResults(model.calls.at(-1)!)).toEqual([{ error: 'name contains a control character' }])
    expect(body.engine?.note).toBe('The built-in engine answered: the model’s answer held a control character.')
    expect(body.plan.steps).toEqual([
      {
        kind: 'write',
        title: 'Create a draft campaign',
        changes: [{ kind: 'create-campaign', name: 'Winter gala', label: 'Create a draft campaign “Winter gala”' }],
      },
    ])
  })

  it('a write naming a lead of no record is refused to the model, and a model that calls no tool gets the built-in plan', async () => {
    script = (c) =>
      toolResults(c).length === 0 && c.body.messages.some((m) => m.content?.includes('Log a call'))
        ? { toolCalls: [{ name: 'log_calls', arguments: { leadIds: ['00000000-0000-4000-8000-000000000000'] } }] }
        : { content: 'Done.' }
    const bad = planOf((await call('/api/ai/agent/plan', { instruction: 'Log a call with Priya Shah' })).body)
    expect(toolResults(model.calls.at(-1)!)).toEqual([
      {
        error:
          'these lead ids are none of the company’s leads: 00000000-0000-4000-8000-000000000000; take ids from query_figures with operation "list"',
      },
    ])
    // The model's only call failed, so no step came of it: the built-in plan stands, and says why.
    expect(bad.engine?.note).toBe('The built-in engine planned this: the model made no tool call that could run.')
    expect(bad.plan.steps[0]).toMatchObject({ kind: 'write', title: 'Log calls' })
  })
})

describe('the key', () => {
  it('reaches the model as its Authorization header only: in no response, request body or log line of the tests above', () => {
    expect(answered.length).toBeGreaterThan(10)
    expect(answered.filter((a) => a.includes(KEY))).toEqual([])
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.filter((l) => l.includes(KEY))).toEqual([])
    expect(model.calls.length).toBeGreaterThan(15)
    for (const c of model.calls) {
      expect(c.authorization).toBe(`Bearer ${KEY}`)
      expect(c.raw).not.toContain(KEY)
    }
  })
})
