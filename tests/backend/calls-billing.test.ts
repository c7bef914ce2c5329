// Calls and the company plan over HTTP, as the browser meets them (real supabase-js against the
// local backend, through the screens' own query functions where they exist): which calls each
// kind of caller reads and may change — owner (seeded Dana), a company admin, a plain member, the
// owner of another company, a stranger, the platform admin, anon — the exact refusals (another
// company's lead, a call in the future, someone else's call), and who may request a plan change.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteCall, fetchCalls, insertCall, updateCall } from '../../client/features/calls/queries'
import { PLAN_IDS } from '../../shared/plans'
import { CALL_DIRECTIONS, CALL_OUTCOMES, type CallInput } from '../../shared/schemas/call'
import {
  DANA,
  NORTHWIND,
  signInCallers,
  startBackend,
  type Backend,
  type CallerClients,
  type CallerIds,
} from './harness'

const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: Northwind lead
const DANAS_CALL = 'ca110000-0000-4000-8000-000000000001' // seed: a call Dana logged

let backend: Backend
let service: SupabaseClient
let as: CallerClients
let uid: CallerIds
let rivalCompany: string
let rivalLead: string

const call = (changes: Partial<CallInput> = {}): CallInput => ({
  lead_id: OLIVIA,
  direction: 'outbound',
  outcome: 'connected',
  duration_minutes: 12,
  occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  notes: 'Follow-up on the renewal.',
  ...changes,
})

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  ;({ as, uid, rivalCompany } = await signInCallers(backend, 'calls.test', 'Rival Calls Ltd'))
  rivalLead = (
    await as.rival.from('leads').insert({ company_id: rivalCompany, first_name: 'Rita' }).select('id').single()
  ).data!.id
})
afterAll(() => backend?.stop())

describe('calls: the schema agrees with the shared lists', () => {
  it('directions and outcomes are the CHECK lists', async () => {
    const listOf = async (constraint: string) => {
      const { rows } = await backend.db.pg.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`,
        [constraint],
      )
      return [...rows[0].def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]).sort()
    }
    expect(await listOf('calls_direction_check')).toEqual([...CALL_DIRECTIONS].sort())
    expect(await listOf('calls_outcome_check')).toEqual([...CALL_OUTCOMES].sort())
    expect(await listOf('companies_plan_check')).toEqual([...PLAN_IDS].sort())
  })
})

describe('calls: reading', () => {
  // The seed's 15 calls of the CRM section and the two the spring webinar's leads received (seed.sql).
  it("every member of Northwind reads its 17 seeded calls, newest first, each with its lead's name", async () => {
    for (const who of ['owner', 'cadmin', 'member'] as const) {
      const calls = await fetchCalls(as[who], NORTHWIND)
      expect(calls).toHaveLength(17)
      expect(calls[0]!.id).toBe(DANAS_CALL)
      expect(calls[0]!.lead).toMatchObject({ first_name: 'Liam', last_name: 'Chen' })
      expect(calls.filter((c) => c.lead === null)).toHaveLength(1)
    }
  })

  it("another company's owner, a stranger and anon read none; the platform admin reads Northwind's", async () => {
    for (const client of [as.rival, as.stranger, as.anon]) {
      const { data, error, status } = await client.from('calls').select('id')
      expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 })
    }
    expect(await fetchCalls(as.admin, NORTHWIND)).toHaveLength(17)
  })

  it("a lead's calls are only that lead's", async () => {
    const calls = await fetchCalls(as.member, NORTHWIND, '1ead0000-0000-4000-8000-000000000002')
    expect(calls.map((c) => c.id)).toEqual([DANAS_CALL])
  })
})

describe('calls: writing', () => {
  it('a member logs a call; it is theirs whatever created_by the client sends', async () => {
    const { data, error } = await as.member
      .from('calls')
      .insert({ ...call(), company_id: NORTHWIND, created_by: DANA.id })
      .select('created_by')
      .single()
    expect(error).toBeNull()
    expect(data!.created_by).toBe(uid.member)
  })

  it("a member cannot edit or delete someone else's call: nothing changes", async () => {
    expect(await updateCall(as.member, DANAS_CALL, call({ outcome: 'no_answer' }))).toBeNull()
    expect(await deleteCall(as.member, DANAS_CALL)).toBe(false)
    const { data } = await service.from('calls').select('outcome').eq('id', DANAS_CALL).single()
    expect(data!.outcome).toBe('meeting_booked')
  })

  it('the author edits and deletes their own call; a company admin edits and deletes anyone’s', async () => {
    const mine = await insertCall(as.member, NORTHWIND, call())
    expect((await updateCall(as.member, mine.id, call({ outcome: 'voicemail', duration_minutes: 1 })))!.outcome).toBe(
      'voicemail',
    )
    expect(await deleteCall(as.member, mine.id)).toBe(true)

    const theirs = await insertCall(as.member, NORTHWIND, call())
    expect((await updateCall(as.cadmin, theirs.id, call({ notes: 'Corrected by the admin.' })))!.notes).toBe(
      'Corrected by the admin.',
    )
    expect(await deleteCall(as.cadmin, theirs.id)).toBe(true)
  })

  it('a lead of another company is refused (23503), and so is logging a call for another company (42501)', async () => {
    await expect(insertCall(as.member, NORTHWIND, call({ lead_id: rivalLead }))).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('calls_lead_same_company_fkey'),
    })
    await expect(insertCall(as.rival, NORTHWIND, call({ lead_id: null }))).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "calls"',
    })
  })

  it('a call in the future, or longer than 600 minutes, is refused with the reason', async () => {
    await expect(
      insertCall(as.member, NORTHWIND, call({ occurred_at: new Date(Date.now() + 86_400_000).toISOString() })),
    ).rejects.toMatchObject({
      code: '23514',
      message: 'A call cannot be logged in the future',
    })
    await expect(insertCall(as.member, NORTHWIND, call({ duration_minutes: 601 }))).rejects.toMatchObject({
      code: '23514',
      message: expect.stringContaining('calls_duration_range'),
    })
  })

  it('a call cannot be moved to another company; deleting its lead keeps the call without one', async () => {
    const { error } = await as.owner
      .from('calls')
      .update({ company_id: rivalCompany })
      .eq('id', DANAS_CALL)
      .select('id')
    expect(error).toMatchObject({ code: '42501', message: 'A call cannot be moved to another company' })

    const lead = (
      await as.member
        .from('leads')
        .insert({ company_id: NORTHWIND, first_name: 'Short', last_name: 'Lived' })
        .select('id')
        .single()
    ).data!
    const logged = await insertCall(as.member, NORTHWIND, call({ lead_id: lead.id }))
    expect((await as.owner.from('leads').delete().eq('id', lead.id)).error).toBeNull()
    const { data } = await as.member.from('calls').select('lead_id').eq('id', logged.id).single()
    expect(data!.lead_id).toBeNull()
  })
})

describe('the company plan', () => {
  const planOf = async (client: SupabaseClient, id = NORTHWIND) =>
    (await client.from('companies').select('plan, requested_plan').eq('id', id).single()).data

  it('Northwind is on the seeded Growth plan; a new company starts on Starter', async () => {
    expect(await planOf(as.member)).toEqual({ plan: 'growth', requested_plan: null })
    expect(await planOf(as.rival, rivalCompany)).toEqual({ plan: 'starter', requested_plan: null })
  })

  it('nobody writes the plan directly, not even the owner (42501)', async () => {
    const { error } = await as.owner.from('companies').update({ plan: 'enterprise' }).eq('id', NORTHWIND).select('id')
    expect(error).toMatchObject({ code: '42501', message: 'A plan is changed by requesting it on the billing page' })
    expect(await planOf(as.owner)).toEqual({ plan: 'growth', requested_plan: null })
  })

  it('admins and members of the company, and other companies, cannot request a plan', async () => {
    for (const who of ['cadmin', 'member', 'rival'] as const) {
      const { error } = await as[who].rpc('request_company_plan', {
        target_company_id: NORTHWIND,
        requested: 'enterprise',
      })
      expect(error).toMatchObject({ code: '42501', message: 'Only an owner of the company can change its plan' })
    }
    const { error } = await as.anon.rpc('request_company_plan', {
      target_company_id: NORTHWIND,
      requested: 'enterprise',
    })
    expect(error).not.toBeNull()
    expect(await planOf(service)).toEqual({ plan: 'growth', requested_plan: null })
  })

  it('the owner requests a plan (recorded, not applied), members see it, and asking for the current plan withdraws it', async () => {
    expect(
      (await as.owner.rpc('request_company_plan', { target_company_id: NORTHWIND, requested: 'enterprise' })).error,
    ).toBeNull()
    const { data } = await as.member
      .from('companies')
      .select('plan, requested_plan, plan_requested_by, plan_requested_at')
      .eq('id', NORTHWIND)
      .single()
    expect(data).toMatchObject({ plan: 'growth', requested_plan: 'enterprise', plan_requested_by: DANA.id })
    expect(data!.plan_requested_at).not.toBeNull()
    expect(
      (await as.owner.rpc('request_company_plan', { target_company_id: NORTHWIND, requested: 'growth' })).error,
    ).toBeNull()
    expect(await planOf(as.member)).toEqual({ plan: 'growth', requested_plan: null })
  })

  it('an unknown plan is refused (22023)', async () => {
    const { error } = await as.owner.rpc('request_company_plan', {
      target_company_id: NORTHWIND,
      requested: 'platinum',
    })
    expect(error).toMatchObject({ code: '22023', message: 'There is no plan called "platinum"' })
  })
})
