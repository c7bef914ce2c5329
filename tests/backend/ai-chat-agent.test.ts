// The chat's threads and the agent's instructions through the Worker's routes, against the local
// backend with the seed (Northwind's records): a thread keeps its messages and reads follow-ups
// against the first question; another company's owner cannot see, rename or delete it; the spring
// webinar instruction lists exactly the leads nobody called, and after confirmation schedules a
// follow-up on each, logged, which undo removes; assigning leads to a member by name runs as the
// member, an owner outside the company is refused, and undo restores each lead's previous owner;
// the run and the undo are in each lead's history.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { startBackend, signIn, type Backend } from './harness'
import { ChatMessageSchema, ThreadSchema } from '../../shared/schemas/chat'
import { z } from '../../shared/zod'
import { actionOf, actionsOf, planOf, stepOf, undoneOf } from '../agent-plan'

const PRIYA = '1ead0000-0000-4000-8000-000000000031'
const TOMAS = '1ead0000-0000-4000-8000-000000000032'
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const DANA = 'b0000000-0000-4000-8000-000000000002'
let backend: Backend
let dana: { client: SupabaseClient; token: string }
let other: { client: SupabaseClient; token: string }

const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const call = (method: string, path: string, token: string, body?: unknown) =>
  worker.request(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
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
const json = (res: Response): Promise<unknown> => res.json()
const Conversation = z.object({ thread: ThreadSchema, messages: z.array(ChatMessageSchema) })
const conversation = async (res: Response) => Conversation.parse(await json(res))

beforeAll(async () => {
  backend = await startBackend()
  dana = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
  other = await signIn(backend, 'other@boardroom.local', 'Other-demo-2026!')
})
afterAll(() => backend?.stop())

describe('chat threads', () => {
  it('a three-message thread is stored and its follow-ups are read against the first question', async () => {
    const first = await call('POST', '/api/ai/chat', dana.token, { message: 'How did the Spring webinar do?' })
    expect(first.status).toBe(201)
    const one = await conversation(first)
    const threadId = one.thread.id
    expect(one.thread.title).toBe('How did the Spring webinar do?')
    expect(one.messages[1].answer?.reply[0]).toBe(
      'Spring webinar, all time: won value $0.00, leads 4, won deals 0, campaign spend $0.00, return on spend not measurable, cost per lead not measurable.',
    )
    const second = await conversation(
      await call('POST', '/api/ai/chat', dana.token, { threadId, message: 'compare with referrals' }),
    )
    expect(second.messages[1].answer?.intent).toBe('comparison')
    expect(second.messages[1].answer?.result?.rows.map((r) => r.label)).toEqual(['Spring webinar', 'Referral'])
    const third = await conversation(await call('POST', '/api/ai/chat', dana.token, { threadId, message: 'why?' }))
    expect(third.messages[1].answer?.intent).toBe('why')

    const read = await conversation(await call('GET', `/api/ai/threads/${threadId}`, dana.token))
    expect(read.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant'])
    expect(read.messages[0].content).toBe('How did the Spring webinar do?')
    const list = z
      .object({ threads: z.array(ThreadSchema) })
      .parse(await json(await call('GET', '/api/ai/threads', dana.token)))
    expect(list.threads.map((t) => t.id)).toContain(threadId)

    // another company's owner: not found, whatever they try
    expect((await call('GET', `/api/ai/threads/${threadId}`, other.token)).status).toBe(404)
    expect((await call('PATCH', `/api/ai/threads/${threadId}`, other.token, { title: 'mine' })).status).toBe(404)
    expect((await call('DELETE', `/api/ai/threads/${threadId}`, other.token)).status).toBe(404)
    expect(
      (await call('POST', '/api/ai/chat', other.token, { threadId, message: 'and the month before?' })).status,
    ).toBe(404)

    const renamed = await call('PATCH', `/api/ai/threads/${threadId}`, dana.token, { title: 'Spring webinar review' })
    expect(z.object({ thread: ThreadSchema }).parse(await json(renamed)).thread.title).toBe('Spring webinar review')
    expect(await json(await call('PATCH', `/api/ai/threads/${threadId}`, dana.token, { title: '  ' }))).toEqual({
      error: 'invalid_request',
      message: 'Give the thread a name',
    })
    expect((await call('DELETE', `/api/ai/threads/${threadId}`, dana.token)).status).toBe(204)
    expect((await call('GET', `/api/ai/threads/${threadId}`, dana.token)).status).toBe(404)
  })

  it('a reading changed in the browser is asked as the query itself, stored with its reading, and followed up', async () => {
    const first = await conversation(
      await call('POST', '/api/ai/chat', dana.token, { message: 'How much did we win last month?' }),
    )
    const threadId = first.thread.id
    const reading = first.messages[1].answer?.reading
    expect(reading?.label).toMatch(/^Won value · [A-Z][a-z]+ \d{4} · all sources$/)
    // the member picks "last quarter" on the period chip
    const query = { ...reading!.query, period: { type: 'calendar', grain: 'quarter', offset: -1 } }
    const changed = await call('POST', '/api/ai/chat', dana.token, { threadId, query })
    expect(changed.status).toBe(201)
    const body = await conversation(changed)
    expect(body.messages[0].content).toMatch(/^Won value · Q[1-4] \d{4} · all sources$/)
    expect(body.messages[1].answer?.result).toMatchObject({
      measure: 'won_value',
      period: { label: expect.stringMatching(/^Q[1-4] \d{4}$/) },
    })
    // a follow-up in words is read against the changed reading
    const next = await conversation(
      await call('POST', '/api/ai/chat', dana.token, { threadId, message: 'and the quarter before?' }),
    )
    expect(next.messages[1].answer?.reading?.query.period).toEqual({ type: 'calendar', grain: 'quarter', offset: -2 })
    // a query that is no reading is refused with the route's own 400
    const bad = await call('POST', '/api/ai/chat', dana.token, { threadId, query: { measure: 'profit' } })
    expect(bad.status).toBe(400)
  })

  it('the weather in Paris gets the fixed reply and three questions from Northwind’s own records', async () => {
    const { messages } = await conversation(
      await call('POST', '/api/ai/chat', dana.token, { message: "What's the weather in Paris?" }),
    )
    expect(messages[1].answer?.reply).toEqual(["I can't answer that from your company's figures."])
    expect(messages[1].answer?.suggestions).toHaveLength(3)
    // Northwind's top campaign by won value in the seed
    expect(messages[1].answer?.suggestions[0]).toBe('How did LinkedIn thought leadership do?')
    expect(JSON.stringify(messages[1].answer)).not.toMatch(/stance/)
  })

  it('refuses an empty message with a clear message', async () => {
    expect(await json(await call('POST', '/api/ai/chat', dana.token, { message: ' ' }))).toEqual({
      error: 'invalid_request',
      message: 'Write at least 2 characters',
    })
  })
})

describe('the agent', () => {
  it('lists exactly the spring webinar leads nobody called, follows each up once confirmed, and undo removes them', async () => {
    const instruction = 'List the leads from the spring webinar that nobody called and log a follow-up on each'
    const plan = planOf(await json(await call('POST', '/api/ai/agent/plan', dana.token, { instruction })))
    expect(plan.steps.map((s) => s.kind)).toEqual(['read', 'write'])
    expect(stepOf(plan, 0, 'read').items.map((i) => i.label)).toEqual([
      'Priya Shah (Kestrel Home)',
      'Tomás Silva (Maré Café)',
    ])
    const changes = stepOf(plan, 1, 'write').changes
    expect(changes.map((c) => [c.kind, 'leadId' in c ? c.leadId : null])).toEqual([
      ['schedule-follow-up', PRIYA],
      ['schedule-follow-up', TOMAS],
    ])
    // nothing is written before the member confirms
    expect((await dana.client.from('lead_follow_ups').select('id')).data).toEqual([])

    const run = await call('POST', '/api/ai/agent/run', dana.token, { instruction, changes })
    expect(run.status).toBe(201)
    const action = actionOf(await json(run))
    expect(action).toMatchObject({ instruction, user_id: 'b0000000-0000-4000-8000-000000000002', undone_at: null })
    const made = (await dana.client.from('lead_follow_ups').select('lead_id, note').order('lead_id')).data!
    expect(made.map((f) => f.lead_id)).toEqual([PRIYA, TOMAS])

    // the log is the company's; another company sees none of it and cannot undo it
    expect(actionsOf(await json(await call('GET', '/api/ai/agent/actions', other.token)))).toEqual([])
    expect((await call('POST', `/api/ai/agent/actions/${action.id}/undo`, other.token)).status).toBe(404)

    const undo = await call('POST', `/api/ai/agent/actions/${action.id}/undo`, dana.token)
    expect(undo.status).toBe(200)
    expect(undoneOf(await json(undo)).skipped).toEqual([])
    expect((await dana.client.from('lead_follow_ups').select('id')).data).toEqual([])
    expect(await json(await call('POST', `/api/ai/agent/actions/${action.id}/undo`, dana.token))).toEqual({
      error: 'already_undone',
      message: 'This change was already undone.',
    })
  })

  it('sets a status as the member and undoes it; refuses a lead of another company', async () => {
    const plan = planOf(
      await json(
        await call('POST', '/api/ai/agent/plan', dana.token, { instruction: "set Priya Shah's status to qualified" }),
      ),
    )
    expect(stepOf(plan, 0, 'write').changes).toEqual([
      {
        kind: 'set-status',
        leadId: PRIYA,
        status: 'qualified',
        label: 'Set Priya Shah (Kestrel Home) from New to Qualified',
      },
    ])
    const action = actionOf(
      await json(
        await call('POST', '/api/ai/agent/run', dana.token, {
          instruction: 'set Priya',
          changes: stepOf(plan, 0, 'write').changes,
        }),
      ),
    )
    expect((await dana.client.from('leads').select('status').eq('id', PRIYA).single()).data).toEqual({
      status: 'qualified',
    })
    await call('POST', `/api/ai/agent/actions/${action.id}/undo`, dana.token)
    expect((await dana.client.from('leads').select('status').eq('id', PRIYA).single()).data).toEqual({ status: 'new' })

    // Bluefin's owner sends Northwind's lead: row level security refuses, nothing is logged
    const foreign = await call('POST', '/api/ai/agent/run', other.token, {
      instruction: 'log a call',
      changes: [{ kind: 'log-call', leadId: PRIYA, label: 'Log a call with Priya' }],
    })
    expect(foreign.status).toBe(403)
    expect(actionsOf(await json(await call('GET', '/api/ai/agent/actions', other.token)))).toEqual([])
  })

  it('sets the owner as the member, refuses an owner outside the company, and undo restores each lead’s previous owner', async () => {
    const service = backend.service()
    const made = await service.auth.admin.createUser({
      email: 'sam.rivera@agent.test',
      password: 'Agent-owner-2026!',
      email_confirm: true,
      user_metadata: { firstName: 'Sam', lastName: 'Rivera' },
    })
    const stranger = await service.auth.admin.createUser({
      email: 'rita@agent.test',
      password: 'Agent-owner-2026!',
      email_confirm: true,
      user_metadata: { firstName: 'Rita', lastName: 'Stone' },
    })
    const SAM = made.data.user!.id
    expect(
      (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: SAM, member_role: 'member' }))
        .error,
    ).toBeNull()
    // Priya is Dana's before the instruction; Tomás is unassigned
    expect((await dana.client.from('leads').update({ owner_id: DANA }).eq('id', PRIYA).select('id')).data).toHaveLength(
      1,
    )

    const instruction = 'Assign the spring webinar leads nobody called to Sam'
    const plan = planOf(await json(await call('POST', '/api/ai/agent/plan', dana.token, { instruction })))
    expect(plan.steps).toEqual([
      {
        kind: 'write',
        title: 'Assign leads to Sam Rivera',
        changes: [
          {
            kind: 'set-owner',
            leadId: PRIYA,
            ownerId: SAM,
            label: 'Assign Priya Shah (Kestrel Home) to Sam Rivera (was Dana Demo)',
          },
          { kind: 'set-owner', leadId: TOMAS, ownerId: SAM, label: 'Assign Tomás Silva (Maré Café) to Sam Rivera' },
        ],
      },
    ])
    const owners = async () =>
      (await dana.client.from('leads').select('id, owner_id').in('id', [PRIYA, TOMAS]).order('id')).data
    expect(await owners()).toEqual([
      { id: PRIYA, owner_id: DANA },
      { id: TOMAS, owner_id: null },
    ])

    const run = await call('POST', '/api/ai/agent/run', dana.token, {
      instruction,
      changes: stepOf(plan, 0, 'write').changes,
    })
    expect(run.status).toBe(201)
    const action = actionOf(await json(run))
    expect(action).toMatchObject({
      instruction,
      user_id: DANA,
      summary: '2 changes: Assign Priya Shah (Kestrel Home) to Sam Rivera (was Dana Demo) and more',
    })
    expect(await owners()).toEqual([
      { id: PRIYA, owner_id: SAM },
      { id: TOMAS, owner_id: SAM },
    ])

    // a forged change naming someone outside Northwind: refused by the database, nothing changed or logged
    const forged = await call('POST', '/api/ai/agent/run', dana.token, {
      instruction: 'assign Tomás to Rita',
      changes: [
        { kind: 'set-owner', leadId: PRIYA, ownerId: null, label: 'Unassign Priya Shah' },
        {
          kind: 'set-owner',
          leadId: TOMAS,
          ownerId: stranger.data.user!.id,
          label: 'Assign Tomás Silva to Rita Stone',
        },
      ],
    })
    expect(forged.status).toBe(400)
    expect(await json(forged)).toEqual({
      error: 'owner_not_member',
      message: 'Could not assign Tomás Silva to Rita Stone: the owner must be a member of the lead’s company.',
    })
    expect(await owners()).toEqual([
      { id: PRIYA, owner_id: SAM },
      { id: TOMAS, owner_id: SAM },
    ])
    expect(
      actionsOf(await json(await call('GET', '/api/ai/agent/actions', dana.token))).filter(
        (a) => a.instruction === 'assign Tomás to Rita',
      ),
    ).toEqual([])

    const undo = await call('POST', `/api/ai/agent/actions/${action.id}/undo`, dana.token)
    expect(undo.status).toBe(200)
    expect(undoneOf(await json(undo)).skipped).toEqual([])
    expect(await owners()).toEqual([
      { id: PRIYA, owner_id: DANA },
      { id: TOMAS, owner_id: null },
    ])
    // the run and its undo are in each lead's history as Dana's changes, written by the database:
    // [by, from, to], oldest first. The refused run had unassigned Priya before Tomás's change was
    // refused and put her back: both happened, so both are there.
    const ownerHistory = async (id: string) =>
      (
        await dana.client
          .from('lead_events')
          .select('actor, detail')
          .eq('lead_id', id)
          .eq('kind', 'owner_changed')
          .order('id')
      ).data!.map((e) => [e.actor, e.detail.from_owner, e.detail.to_owner])
    expect(await ownerHistory(PRIYA)).toEqual([
      [DANA, null, DANA],
      [DANA, DANA, SAM],
      [DANA, SAM, null],
      [DANA, null, SAM],
      [DANA, SAM, DANA],
    ])
    expect(await ownerHistory(TOMAS)).toEqual([
      [DANA, null, SAM],
      [DANA, SAM, null],
    ])

    // a name no member has: said, with the members listed from the directory
    const unknownName = planOf(
      await json(
        await call('POST', '/api/ai/agent/plan', dana.token, { instruction: 'assign the spring webinar leads to Zed' }),
      ),
    )
    expect(unknownName.steps[0]).toMatchObject({
      kind: 'cannot',
      reply: [
        'No member of your company is called “Zed”.',
        'Your company’s members: Dana Demo (user@boardroom.local), Sam Rivera (sam.rivera@agent.test).',
      ],
    })
    await service.from('leads').update({ owner_id: null }).eq('id', PRIYA)
    await service.from('company_members').delete().match({ company_id: NORTHWIND, user_id: SAM })
  })

  it('an instruction it cannot map says what it can do, with examples', async () => {
    const plan = planOf(
      await json(await call('POST', '/api/ai/agent/plan', dana.token, { instruction: 'order pizza for the team' })),
    )
    expect(plan.steps).toHaveLength(1)
    expect(plan.steps[0]).toMatchObject({ kind: 'cannot' })
    expect(stepOf(plan, 0, 'cannot').examples).toContain('Create a draft campaign called Winter webinar')
  })
})
