// The AI executives end to end against the real local backend: the Worker's /api/ai routes (run
// here in Node, pointed at the backend) read a member's company records with the member's own
// token, store the debate or strategy, and row level security decides who sees and changes them.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { startBackend, type Backend } from './harness'
import { SessionSchema } from '../../client/features/boardroom/schemas'
import { StrategyRowSchema } from '../../client/features/strategies/schemas'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed: Dana's company
const DANA = { id: 'b0000000-0000-4000-8000-000000000002', email: 'user@boardroom.local', password: 'User-demo-2026!' }
const OTHER = { email: 'other@boardroom.local', password: 'Other-demo-2026!' } // seed: owner of Bluefin
const ADMIN = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' }
const OTHER_ID = 'b0000000-0000-4000-8000-000000000003'

let backend: Backend
let dana: SupabaseClient
let other: SupabaseClient
let admin: SupabaseClient
let danaToken: string

const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const call = (path: string, token: string | null, body?: unknown) =>
  worker.request(
    path,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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

async function signIn({ email, password }: { email: string; password: string }) {
  const client = backend.anon()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return { client, token: data.session!.access_token }
}

beforeAll(async () => {
  backend = await startBackend()
  ;({ client: dana, token: danaToken } = await signIn(DANA))
  ;({ client: other } = await signIn(OTHER))
  ;({ client: admin } = await signIn(ADMIN))
})
afterAll(async () => {
  await backend?.stop()
})

describe('POST /api/ai/boardroom', () => {
  it('debates the question from the company’s own records and stores the session', async () => {
    const res = await call('/api/ai/boardroom', danaToken, {
      question: 'Should we double the budget for webinars next quarter?',
    })
    expect(res.status).toBe(201)
    const row = SessionSchema.parse(await res.json())
    expect(row).toMatchObject({
      company_id: NORTHWIND,
      topic: 'spend',
      engine: 'builtin',
      outcome: 'open',
      created_by: DANA.id,
    })
    expect(row.debate.positions.map((p: { executive: string }) => p.executive)).toEqual([
      'ceo',
      'cfo',
      'cmo',
      'cto',
      'coo',
    ])
    // The figures are Northwind's: as many leads as the service role counts for it.
    const { count } = await backend
      .service()
      .from('leads')
      .select('*', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
    expect(row.metrics?.leads.total).toBe(count)
    expect(count).toBeGreaterThan(0)
  })

  it('decides a warehouse loan from the board pack and the company’s standing figures, and stores the pack', async () => {
    const question = 'Should we buy a $500,000 warehouse with a 10-year bank loan?'
    const bare = SessionSchema.parse(await (await call('/api/ai/boardroom', danaToken, { question })).json())
    expect(bare.debate.decision.recommendation).toBe('gather-data')
    // Northwind keeps its cash and burn as standing figures; what the warehouse saves and the loan's rate are missing.
    expect(bare.debate.decision.needs).toEqual([
      'interest rate',
      'annual savings or added profit from what the loan buys',
      'EBITDA',
    ])
    const cash = bare.debate.figures?.find((f: { label: string }) => f.label === 'Cash in bank')
    expect(cash).toMatchObject({ value: '$1,800,000', source: 'standing', metric: 'Cash' })
    expect(cash?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const facts = [
      { label: 'Loan interest rate', value: 7, unit: '%' },
      { label: 'Down payment', value: 100000, unit: 'USD' },
      { label: 'Annual warehousing fees we would stop paying', value: 180000, unit: 'USD' },
    ]
    const res = await call('/api/ai/boardroom', danaToken, { question, facts })
    expect(res.status).toBe(201)
    const row = SessionSchema.parse(await res.json())
    expect(row.debate.pack).toEqual(facts)
    expect(row.debate.decision.recommendation).toMatch(/^proceed/)
    const loan = row.debate.analyses?.find((a: { id: string }) => a.id === 'loan-cover')
    expect(loan).toMatchObject({ status: 'done', verdict: 'pass' })
    expect(loan?.working).toContain('Payment: $400,000 at 7% over 120 months = $4,644 a month.')
    // The stored row is the same session.
    const { data } = await dana.from('boardroom_sessions').select('debate').eq('id', row.id).single()
    expect((data!.debate as { pack: unknown }).pack).toEqual(facts)
  })

  it('names the figure that is wrong in a board pack', async () => {
    const res = await call('/api/ai/boardroom', danaToken, {
      question: 'Should we buy the warehouse?',
      facts: [
        { label: 'Cash', value: 10, unit: 'USD' },
        { label: 'Rate', value: 7, unit: 'percent' },
      ],
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      message:
        'Figure 2 (Rate), unit: Use a currency code (USD, EUR, GBP…) or one of %, x, years, quarters, months, weeks, days, hours, count, score, text',
    })
  })

  it('refuses a question that is too short, with the form’s message', async () => {
    const res = await call('/api/ai/boardroom', danaToken, { question: 'Why?' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      message: 'Ask the board a question of at least 10 characters',
    })
  })

  it('asks a member without a company to set one up first', async () => {
    const email = `no-company-${Date.now()}@example.com`
    await backend.service().auth.admin.createUser({ email, password: 'No-company-pass-1', email_confirm: true })
    const { token } = await signIn({ email, password: 'No-company-pass-1' })
    const res = await call('/api/ai/boardroom', token, { question: 'Should we hire a salesperson?' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: 'no_company',
      message: 'Set up your company first, so the executives have records to work from',
    })
  })

  it('answers 401 for a token that is not a session', async () => {
    const res = await call('/api/ai/briefs', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Your session has ended. Sign in again.' })
  })
})

describe('boardroom sessions under row level security', () => {
  it('members see their company’s sessions; another company and anon see none; the platform admin sees all', async () => {
    const mine = await dana.from('boardroom_sessions').select('id, company_id')
    expect(mine.error).toBeNull()
    expect(mine.data!.length).toBeGreaterThan(0)
    expect(mine.data!.every((r) => r.company_id === NORTHWIND)).toBe(true)
    expect((await other.from('boardroom_sessions').select('id')).data).toEqual([])
    expect((await backend.anon().from('boardroom_sessions').select('id')).data).toEqual([])
    expect((await admin.from('boardroom_sessions').select('id')).data!.length).toBe(mine.data!.length)
  })

  it('deciding records who decided and when; the debate itself cannot be rewritten', async () => {
    const { data: session } = await dana.from('boardroom_sessions').select('id').limit(1).single()
    const decided = await dana
      .from('boardroom_sessions')
      .update({ outcome: 'adopted', outcome_note: 'Go, with a cap.' })
      .eq('id', session!.id)
      .select()
      .single()
    expect(decided.error).toBeNull()
    expect(decided.data).toMatchObject({ outcome: 'adopted', outcome_note: 'Go, with a cap.', decided_by: DANA.id })
    expect(decided.data!.decided_at).not.toBeNull()

    const rewrite = await dana
      .from('boardroom_sessions')
      .update({ debate: { positions: [], decision: {} } })
      .eq('id', session!.id)
    expect(rewrite.error).toMatchObject({ code: '42501', message: 'permission denied for table boardroom_sessions' })
  })

  it('nobody forges the board’s work: a member’s or another company’s direct insert is refused and nothing is stored', async () => {
    const forged = {
      question: 'Should we fire the CFO?',
      topic: 'hiring',
      debate: { positions: [], decision: { recommendation: 'proceed' } },
      metrics: {},
      engine: 'openai',
      model: 'gpt-4o',
    }
    for (const client of [dana, other]) {
      const res = await client.from('boardroom_sessions').insert({ company_id: NORTHWIND, ...forged })
      expect(res.error).toMatchObject({ code: '42501', message: 'permission denied for table boardroom_sessions' })
      expect(res.status).toBe(403)
      const strategy = await client.from('strategies').insert({
        company_id: NORTHWIND,
        goal: 'Fire the CFO and outsource finance',
        focus: 'efficiency',
        horizon_days: 30,
        title: 'Fire the CFO',
        plan: { objectives: [], initiatives: [] },
        metrics: {},
        engine: 'openai',
        model: 'gpt-4o',
      })
      expect(strategy.error).toMatchObject({ code: '42501', message: 'permission denied for table strategies' })
    }
    const stored = await backend
      .service()
      .from('boardroom_sessions')
      .select('id')
      .eq('question', 'Should we fire the CFO?')
    expect(stored.data).toEqual([])
    expect((await backend.service().from('strategies').select('id').eq('title', 'Fire the CFO')).data).toEqual([])
  })

  it('a member cannot change which engine or model spoke, or what it said', async () => {
    const { data: session } = await dana.from('boardroom_sessions').select('id, engine, model').limit(1).single()
    for (const change of [
      { engine: 'openai' },
      { model: 'gpt-4o' },
      { question: 'Should we fire the CFO?' },
      { metrics: {} },
      { decided_by: OTHER_ID },
    ]) {
      const res = await dana.from('boardroom_sessions').update(change).eq('id', session!.id)
      expect(res.error, JSON.stringify(change)).toMatchObject({
        code: '42501',
        message: 'permission denied for table boardroom_sessions',
      })
    }
    const { data: after } = await backend
      .service()
      .from('boardroom_sessions')
      .select('engine, model')
      .eq('id', session!.id)
      .single()
    expect(after).toEqual({ engine: session!.engine, model: session!.model })
  })
})

describe('POST /api/ai/strategies', () => {
  it('generates a strategy for the goal and stores it as a draft the members can adopt', async () => {
    const res = await call('/api/ai/strategies', danaToken, {
      goal: 'Win more of the proposals we send',
      focus: 'conversion',
      horizonDays: 90,
    })
    expect(res.status).toBe(201)
    const row = StrategyRowSchema.parse(await res.json())
    expect(row).toMatchObject({
      company_id: NORTHWIND,
      focus: 'conversion',
      horizon_days: 90,
      status: 'draft',
      engine: 'builtin',
      title: 'Close more of the pipeline in 90 days',
    })
    expect(row.plan.objectives[0].kpi).toBe('Win rate')
    const adopted = await dana
      .from('strategies')
      .update({ status: 'adopted' })
      .eq('id', row.id)
      .select('status')
      .single()
    expect(adopted.data).toEqual({ status: 'adopted' })
    const rewrite = await dana.from('strategies').update({ title: 'Something else' }).eq('id', row.id)
    expect(rewrite.error).toMatchObject({ code: '42501', message: 'permission denied for table strategies' })
    expect((await other.from('strategies').select('id')).data).toEqual([])
  })

  it('builds the strategy from the goal: its figure today, the gap, the arithmetic and a monthly plan; two goals differ', async () => {
    const res = await call('/api/ai/strategies', danaToken, { goal: 'Double MRR by June', horizonDays: 90 })
    expect(res.status).toBe(201)
    const row = StrategyRowSchema.parse(await res.json())
    const deadline = row.plan.goalPlan?.goal.deadline ?? ''
    expect(deadline).toMatch(/^\d{4}-06-30$/)
    expect(row).toMatchObject({
      company_id: NORTHWIND,
      goal: 'Double MRR by June',
      focus: 'growth',
      engine: 'builtin',
      plan: { goalPlan: { goal: { metric: 'mrr' }, current: '$118,000 a month', target: '$236,000 a month' } },
    })
    expect(row.plan.goalPlan?.arithmetic[0]).toEqual({
      label: 'MRR today',
      formula: expect.stringMatching(/^MRR \(your figure as of \d{4}-\d{2}-\d{2}\)$/),
      value: '$118,000 a month',
    })
    expect(row.plan.goalPlan?.plan.at(-1)?.month).toBe(`Jun ${deadline.slice(0, 4)}`)

    const churn = await call('/api/ai/strategies', danaToken, { goal: 'Cut churn to 1% by June', horizonDays: 90 })
    expect(churn.status).toBe(201)
    const other = StrategyRowSchema.parse(await churn.json())
    expect(other).toMatchObject({
      focus: 'retention',
      plan: { goalPlan: { goal: { metric: 'churn' }, current: '1.6%', target: '1%' } },
    })
    expect(other.plan.initiatives.map((i: { action: string }) => i.action)).not.toEqual(
      row.plan.initiatives.map((i: { action: string }) => i.action),
    )
  })

  it('says why it cannot read a goal, and which figure a goal needs', async () => {
    const unread = await call('/api/ai/strategies', danaToken, {
      goal: 'Be the best company in the world',
      horizonDays: 90,
    })
    expect(unread.status).toBe(400)
    expect(await unread.json()).toEqual({
      error: 'unreadable_goal',
      message: expect.stringMatching(/^The goal names no figure the company measures\./),
    })
    const missing = await call('/api/ai/strategies', danaToken, {
      goal: 'Cut CAC payback to 12 months by June',
      horizonDays: 90,
    })
    expect(missing.status).toBe(201)
    expect(StrategyRowSchema.parse(await missing.json()).plan.goalPlan).toMatchObject({
      verdict: 'needs-figure',
      needs: [{ figure: 'CAC payback', where: '/dashboard/company-setup' }],
    })
  })

  it('refuses a horizon the product does not offer', async () => {
    const res = await call('/api/ai/strategies', danaToken, {
      goal: 'Win more of the proposals we send',
      focus: 'conversion',
      horizonDays: 45,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', message: 'Choose 30, 90 or 180 days' })
  })
})

describe('POST /api/ai/ask', () => {
  it('one executive answers from the company’s figures; an unknown executive is refused', async () => {
    const res = await call('/api/ai/ask', danaToken, {
      executive: 'coo',
      question: 'Can the team take on a second webinar series?',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { answer: { executive: string; reply: string[] }; engine: string }
    expect(body.answer.executive).toBe('coo')
    expect(body.answer.reply.length).toBeGreaterThan(0)
    expect(body.engine).toBe('builtin')
    const bad = await call('/api/ai/ask', danaToken, {
      executive: 'cio',
      question: 'Can the team take on a second webinar series?',
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'invalid_request', message: 'Choose an executive' })
  })
})

describe('GET /api/ai/engine', () => {
  it('says which engine answers, never the key', async () => {
    const res = await call('/api/ai/engine', danaToken)
    expect(await res.json()).toEqual({ provider: 'builtin', model: null, host: null })
  })
})

describe('GET /api/ai/metrics', () => {
  it('gives the company’s figures, the same the executives argue from', async () => {
    const res = await call('/api/ai/metrics', danaToken)
    expect(res.status).toBe(200)
    const { metrics } = (await res.json()) as { metrics: { leads: { total: number }; currency: string } }
    const { count } = await backend
      .service()
      .from('leads')
      .select('*', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
    expect(metrics.leads.total).toBe(count)
  })
})

describe('GET /api/ai/briefs', () => {
  it('gives each executive’s brief on the company today, with the figures', async () => {
    const res = await call('/api/ai/briefs', danaToken)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      briefs: { executive: string }[]
      metrics: { currency: string }
      engine: string
    }
    expect(body.briefs.map((b) => b.executive)).toEqual(['ceo', 'cfo', 'cmo', 'cto', 'coo'])
    expect(body.engine).toBe('builtin')
    expect(body.metrics.currency).toBe('USD')
  })
})

describe('the AI rate limit', () => {
  it('reading briefs from the built-in engine is never limited; debates are', async () => {
    let calls = 0
    const env = {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      APP_ENV: 'local',
      AI_LIMITER: { limit: async () => ({ success: ++calls < 0 }) },
    } as unknown as AppEnv['Bindings']
    const headers = { Authorization: `Bearer ${danaToken}`, 'Content-Type': 'application/json' }
    expect((await worker.request('/api/ai/briefs', { headers }, env)).status).toBe(200)
    expect(calls).toBe(0)
    const res = await worker.request(
      '/api/ai/boardroom',
      { method: 'POST', headers, body: JSON.stringify({ question: 'Should we double the budget?' }) },
      env,
    )
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({
      error: 'rate_limited',
      message: 'The executives need a moment: try again in a minute',
    })
  })
})

describe('POST /api/ai/tasks', () => {
  it('plans follow-ups for the company’s own stale leads, by name, oldest first', async () => {
    const res = await call('/api/ai/tasks', danaToken, { executive: 'coo', task: 'stale-follow-ups' })
    expect(res.status, await res.clone().text()).toBe(200)
    const body = (await res.json()) as {
      task: string
      answer: { executive: string; items: { label: string }[] }
      engine: string
    }
    const cutoff = new Date(Date.now() - 14 * 86_400_000).toISOString()
    const { data: stale } = await backend
      .service()
      .from('leads')
      .select('first_name, last_name, company_name')
      .eq('company_id', NORTHWIND)
      .in('status', ['new', 'contacted', 'qualified', 'proposal'])
      .lt('updated_at', cutoff)
      .order('updated_at')
      .limit(10)
    expect(stale!.length).toBeGreaterThan(0)
    expect(body).toMatchObject({ task: 'stale-follow-ups', engine: 'builtin', answer: { executive: 'coo' } })
    expect(body.answer.items.map((i) => i.label)).toEqual(
      stale!.map((l) => `${l.first_name} ${l.last_name} (${l.company_name})`),
    )
  })

  it('refuses an instruction that is too short and an unknown task, with the form’s message', async () => {
    const short = await call('/api/ai/tasks', danaToken, { executive: 'ceo', task: 'instruction', instruction: 'Go' })
    expect(short.status).toBe(400)
    expect(await short.json()).toEqual({
      error: 'invalid_request',
      message: 'Write an instruction of at least 10 characters',
    })
    const unknown = await call('/api/ai/tasks', danaToken, { executive: 'ceo', task: 'delete-everything' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'invalid_request', message: 'Choose a task' })
    expect((await call('/api/ai/tasks', null, { executive: 'ceo', task: 'weekly-pipeline' })).status).toBe(401)
  })
})

describe('executive preferences in companies.ai_workflow', () => {
  it('the owner sets the CFO diplomatic and the API’s answers follow; a plain member cannot change them', async () => {
    const { data: before } = await dana.from('companies').select('ai_workflow').eq('id', NORTHWIND).single()
    const workflow = before!.ai_workflow as Record<string, unknown>
    const question = { executive: 'cfo', question: 'Should we double the budget for webinars next quarter?' }
    try {
      const plain = (await (await call('/api/ai/ask', danaToken, question)).json()) as { answer: { reply: string[] } }
      expect(plain.answer.reply[0]).not.toMatch(
        /^(I am glad|There is a real case|I understand why|It is a fair question)/,
      )
      const saved = await dana
        .from('companies')
        .update({
          ai_workflow: {
            ...workflow,
            executives: { cfo: { tone: 'diplomatic', risk: 'balanced', escalation: 'rarely' } },
          },
        })
        .eq('id', NORTHWIND)
        .select('id')
      expect(saved.data).toHaveLength(1)
      const diplomatic = (await (await call('/api/ai/ask', danaToken, question)).json()) as {
        answer: { reply: string[]; nextSteps: string[] }
      }
      expect(diplomatic.answer.reply[0]).toMatch(
        /^(I am glad to back this\. |There is a real case for this, so I would go carefully: |I understand why this appeals, but I must advise against it for now\. |It is a fair question to put to us\. )/,
      )
      expect(diplomatic.answer.reply[0]).toContain(plain.answer.reply[0])
      expect(diplomatic.answer.nextSteps.join(' ')).not.toContain('boardroom')

      // A plain member of Northwind reads the preferences but cannot change them (RLS filters the update out).
      const email = `member-${Date.now()}@northwind.test`
      const { data: created } = await backend
        .service()
        .auth.admin.createUser({ email, password: 'Member-pass-2026!', email_confirm: true })
      await backend
        .service()
        .from('company_members')
        .insert({ company_id: NORTHWIND, user_id: created.user!.id, member_role: 'member' })
      const { client: member } = await signIn({ email, password: 'Member-pass-2026!' })
      const { data: seen } = await member.from('companies').select('ai_workflow').eq('id', NORTHWIND).single()
      expect((seen!.ai_workflow as { executives: unknown }).executives).toEqual({
        cfo: { tone: 'diplomatic', risk: 'balanced', escalation: 'rarely' },
      })
      const refused = await member.from('companies').update({ ai_workflow: workflow }).eq('id', NORTHWIND).select('id')
      expect(refused.error).toBeNull()
      expect(refused.data).toEqual([])
    } finally {
      await backend.service().from('companies').update({ ai_workflow: workflow }).eq('id', NORTHWIND)
    }
  })
})
