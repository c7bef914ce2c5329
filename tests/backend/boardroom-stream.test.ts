// The streamed boardroom end to end in Node: the Worker's /api/ai routes against the real
// local backend and, for the model, a real local OpenAI-compatible server with scripted answers (no
// network). POST /api/ai/boardroom with `Accept: text/event-stream` answers server-sent events — a
// progress line, each turn as it is produced, then the stored session — and JSON exactly as before
// without it. The daily model budget is the one a platform admin sets (company override, platform
// default, then AI_DAILY_DEBATES), and only a platform admin may set it (row level security).
// These run here rather than in tests/worker because they need the backend and the scripted model,
// which the Workers pool cannot reach (vitest.config.ts: no network there).
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { honest, modelServer, type Call, type Reply } from '../unit/model-server'
import { startBackend, signIn, type Backend } from './harness'
import { SessionSchema } from '../../client/features/boardroom/schemas'
import { type DebateEvent, progressLines, readDebateEvents as events, sessionOf, turnEvents } from '../debate-events'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed: Dana's company
const BLUEFIN_OWNER = { email: 'other@boardroom.local', password: 'Other-demo-2026!' }
const KEY = 'sk-stream-scripted-7c1e9a40'
const MODEL = 'scripted-chat-1'
const QUESTION = 'Should we double the webinar budget next quarter?'

let backend: Backend
let model: Awaited<ReturnType<typeof modelServer>>
let script: (call: Call) => Reply | Promise<Reply> = honest
let danaToken: string
let dana: SupabaseClient
let admin: SupabaseClient
let other: SupabaseClient

const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const bindings = (vars: Record<string, string>) =>
  ({
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    APP_ENV: 'local',
    AI_LIMITER: { limit: async () => ({ success: true }) },
    ...vars,
  }) as unknown as AppEnv['Bindings']
const onModel = (extra: Record<string, string> = {}) => ({
  AI_PROVIDER: 'openai',
  AI_MODEL: MODEL,
  AI_BASE_URL: model.url,
  AI_API_KEY: KEY,
  ...extra,
})

// A strong return against a short runway divides the board: the protocol holds rebuttals.
const DIVIDED = {
  question: 'Should we double the paid search budget from $50k to $100k a month?',
  facts: [
    { label: 'ROAS', value: 5, unit: 'x' },
    { label: 'Gross margin', value: 80, unit: '%' },
    { label: 'Cash', value: 400_000, unit: 'USD' },
    { label: 'Monthly net burn', value: 30_000, unit: 'USD' },
  ],
}

function ask(
  vars: Record<string, string>,
  accept: string,
  question: string | typeof DIVIDED = QUESTION,
  signal?: AbortSignal,
) {
  return worker.request(
    '/api/ai/boardroom',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept, Authorization: `Bearer ${danaToken}` },
      body: JSON.stringify(typeof question === 'string' ? { question } : question),
      signal,
    },
    bindings(vars),
  )
}

const rounds = (list: DebateEvent[]) => turnEvents(list).map((e) => e.data.round)
const ORDER = ['position', 'rebuttal', 'vote', 'decision']
const inOrder = (list: string[]) => list.every((r, i) => i === 0 || ORDER.indexOf(list[i - 1]) <= ORDER.indexOf(r))

let logged: string[] = []
beforeAll(async () => {
  backend = await startBackend()
  model = await modelServer((call) => script(call))
  ;({ token: danaToken, client: dana } = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!'))
  ;({ client: admin } = await signIn(backend, 'admin@boardroom.local', 'Admin-demo-2026!'))
  ;({ client: other } = await signIn(backend, BLUEFIN_OWNER.email, BLUEFIN_OWNER.password))
  // Every line the Worker logs, to check no key reaches the logs.
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '))
    })
})
afterEach(async () => {
  script = honest
  await backend.service().from('company_ai_budgets').delete().eq('company_id', NORTHWIND)
  await backend.service().from('platform_settings').update({ ai_daily_debates: null }).eq('id', true)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await model?.close()
  await backend?.stop()
})

describe('POST /api/ai/boardroom, streamed', () => {
  it('without the header it answers JSON exactly as before', async () => {
    const res = await ask({}, 'application/json')
    expect(res.status).toBe(201)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ company_id: NORTHWIND, engine: 'builtin', question: QUESTION })
  })

  it('the built-in engine streams every turn in order, then the stored session', async () => {
    const res = await ask({}, 'text/event-stream')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/event-stream')
    const list = await events(res)
    expect(list[0]).toMatchObject({ event: 'progress', data: { text: 'CEO is weighing the whole picture…' } })
    expect(list.at(-1)!.event).toBe('session')
    const session = sessionOf(list, SessionSchema)
    // The turns streamed are the stored session's turns, in the order it happened.
    expect(turnEvents(list).map((e) => e.data)).toEqual(session.debate.turns)
    expect(inOrder(rounds(list))).toBe(true)
    expect(rounds(list).slice(0, 5)).toEqual(['position', 'position', 'position', 'position', 'position'])
    expect(rounds(list).at(-1)).toBe('decision')
    expect(progressLines(list)).toContain('Saving the session…')
    const { data } = await dana.from('boardroom_sessions').select('id, engine').eq('id', session.id).single()
    expect(data).toEqual({ id: session.id, engine: 'builtin' })
  })

  it('on a model: each turn as its call returns (the first before the decision is asked), round one blind, and no key in any event or log', async () => {
    logged = []
    const asked: Record<string, number> = {}
    // The CFO answers at once; the others later; the CEO's decision last and slowest.
    script = async (call) => {
      asked[`${call.round}:${call.executive}`] = Date.now()
      const delayMs =
        call.round === 'position' ? (call.executive === 'cfo' ? 0 : 300) : call.round === 'decision' ? 400 : 100
      return { ...honest(call), delayMs }
    }
    const before = model.calls.length
    const res = await ask(onModel(), 'text/event-stream', DIVIDED)
    expect(res.headers.get('Content-Type')).toBe('text/event-stream')
    const list = await events(res)
    const turns = turnEvents(list)
    // Every round, in order: the five positions, the rebuttals, the five votes, the decision, then the session.
    const held = sessionOf(list, SessionSchema).debate.rebuttals.length
    expect(held).toBeGreaterThan(0)
    expect(rounds(list)).toEqual([
      ...Array(5).fill('position'),
      ...Array(held).fill('rebuttal'),
      ...Array(5).fill('vote'),
      'decision',
    ])
    expect(turns[0].data).toMatchObject({
      round: 'position',
      executive: 'cfo',
      text: 'Model voice of the CFO.',
      voice: { engine: 'openai' },
    })
    // Streamed: the first turn arrived before the model was even asked for the decision.
    expect(turns[0].at).toBeLessThan(asked['decision:ceo'])
    expect(inOrder(rounds(list))).toBe(true)
    const session = sessionOf(list, SessionSchema)
    expect(session).toMatchObject({ engine: 'openai', model: MODEL })
    expect(turns.at(-1)!.data).toMatchObject({ round: 'decision', text: session.debate.decision.summary })

    // Round one is blind: no position prompt holds another executive's position (its draft or its voice).
    const calls = model.calls.slice(before)
    const positionCalls = calls.filter((c) => c.round === 'position')
    expect(positionCalls.map((c) => c.executive).sort()).toEqual(['ceo', 'cfo', 'cmo', 'coo', 'cto'])
    const draftOf = (c: Call) => (c.material.draft as { summary: string }).summary
    expect(new Set(positionCalls.map(draftOf)).size).toBeGreaterThan(2)
    for (const call of positionCalls) {
      for (const others of positionCalls.filter((o) => o.executive !== call.executive)) {
        // (Two executives whose remits share the deciding analysis may be drafted the same words.)
        if (draftOf(others) !== draftOf(call)) expect(call.user).not.toContain(JSON.stringify(draftOf(others)))
        expect(call.user).not.toContain(`Model voice of the ${others.executive.toUpperCase()}`)
      }
      expect(Object.keys(call.material)).toEqual(['yourAnalyses', 'figures', 'yourStance', 'draft'])
    }
    // The key went to the model's Authorization header only.
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${KEY}`)
    const raw = list.map((e) => JSON.stringify(e.data)).join('\n')
    expect(raw).not.toContain(KEY)
    expect(logged.filter((line) => line.includes(KEY))).toEqual([])
  })

  it('a dropped connection still stores the whole session', async () => {
    script = async (call) => ({ ...honest(call), delayMs: call.round === 'decision' ? 300 : 0 })
    const { count: before } = await backend
      .service()
      .from('boardroom_sessions')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
    const controller = new AbortController()
    const res = await ask(
      onModel(),
      'text/event-stream',
      'Should we raise our prices by 10% next quarter?',
      controller.signal,
    )
    const got = await events(res, (e) => e.event === 'turn')
    controller.abort()
    expect(got.at(-1)!.event).toBe('turn')
    await expect
      .poll(
        async () =>
          (
            await backend
              .service()
              .from('boardroom_sessions')
              .select('id', { count: 'exact', head: true })
              .eq('company_id', NORTHWIND)
          ).count,
        { timeout: 10_000 },
      )
      .toBe(before! + 1)
    const { data } = await backend
      .service()
      .from('boardroom_sessions')
      .select('engine, debate')
      .eq('company_id', NORTHWIND)
      .order('created_at', { ascending: false })
      .limit(1)
      .single()
    // Whole: every turn, the decision voiced, nothing missing.
    expect(data!.engine).toBe('openai')
    expect(data!.debate.turns.at(-1)).toMatchObject({ round: 'decision', voice: { engine: 'openai' } })
    expect(data!.debate.usage).toMatchObject({
      voiced: data!.debate.turns.filter((t: { voice?: unknown }) => t.voice).length,
      fallbacks: 0,
    })
  })
})

describe('the daily model budget an admin sets', () => {
  it('a platform default of 0 refuses the model: the built-in engine streams the session and says why', async () => {
    expect(
      (await admin.from('platform_settings').update({ ai_daily_debates: 0 }).eq('id', true).select('ai_daily_debates'))
        .data,
    ).toEqual([{ ai_daily_debates: 0 }])
    const before = model.calls.length
    const list = await events(await ask(onModel({ AI_DAILY_DEBATES: '50' }), 'text/event-stream'))
    const session = sessionOf(list, SessionSchema)
    expect(session.engine).toBe('builtin')
    expect(session.debate.usage).toMatchObject({
      engine: 'openai',
      calls: 0,
      refused:
        'The company’s daily budget of 0 model-voiced debates is spent; the built-in engine voiced this session. It resets at midnight UTC.',
    })
    expect(rounds(list).at(-1)).toBe('decision')
    expect(model.calls.length).toBe(before)
  })

  it('a company’s override wins over the platform default; with neither, AI_DAILY_DEBATES decides', async () => {
    await admin.from('platform_settings').update({ ai_daily_debates: 0 }).eq('id', true)
    const set = await admin
      .from('company_ai_budgets')
      .insert({ company_id: NORTHWIND, daily_debates: 100 })
      .select('company_id, daily_debates, updated_by')
    expect(set.error).toBeNull()
    expect(set.data![0]).toMatchObject({ company_id: NORTHWIND, daily_debates: 100 })
    const voiced = (await (await ask(onModel(), 'application/json')).json()) as { engine: string }
    expect(voiced.engine).toBe('openai')

    await backend.service().from('company_ai_budgets').delete().eq('company_id', NORTHWIND)
    await backend.service().from('platform_settings').update({ ai_daily_debates: null }).eq('id', true)
    // Northwind's model-voiced debates today are more than one: AI_DAILY_DEBATES=1 is spent.
    const refused = (await (await ask(onModel({ AI_DAILY_DEBATES: '1' }), 'application/json')).json()) as {
      debate: { usage: { refused?: string } }
    }
    expect(refused.debate.usage.refused).toBe(
      'The company’s daily budget of 1 model-voiced debate is spent; the built-in engine voiced this session. It resets at midnight UTC.',
    )
  })

  it('only a platform admin sets it: a company owner can neither set the default nor an override; members read only their own', async () => {
    const ownerDefault = await dana
      .from('platform_settings')
      .update({ ai_daily_debates: 999 })
      .eq('id', true)
      .select('ai_daily_debates')
    expect(ownerDefault.data).toEqual([])
    const ownerOverride = await dana.from('company_ai_budgets').insert({ company_id: NORTHWIND, daily_debates: 999 })
    expect(ownerOverride.error).toMatchObject({ code: '42501' })
    expect((await backend.service().from('company_ai_budgets').select('company_id')).data).toEqual([])

    expect(
      (await admin.from('company_ai_budgets').insert({ company_id: NORTHWIND, daily_debates: 3 })).error,
    ).toBeNull()
    expect(
      (await dana.from('company_ai_budgets').update({ daily_debates: 999 }).eq('company_id', NORTHWIND).select()).data,
    ).toEqual([])
    expect((await dana.from('company_ai_budgets').delete().eq('company_id', NORTHWIND).select()).data).toEqual([])
    expect((await dana.from('company_ai_budgets').select('daily_debates')).data).toEqual([{ daily_debates: 3 }])
    expect((await other.from('company_ai_budgets').select('daily_debates')).data).toEqual([])
    expect((await backend.anon().from('company_ai_budgets').select('daily_debates')).data ?? []).toEqual([])
    const { data } = await backend.service().from('platform_settings').select('ai_daily_debates').single()
    expect(data).toEqual({ ai_daily_debates: null })
    // The database refuses a negative budget whoever asks.
    expect((await admin.from('platform_settings').update({ ai_daily_debates: -1 }).eq('id', true)).error).toMatchObject(
      { code: '23514' },
    )
  })
})
