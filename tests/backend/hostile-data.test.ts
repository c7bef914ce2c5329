// Attacks on the data (another company's rows, forged owners and plans), as an attacker sends
// them: through supabase-js against the local backend, each is refused with a 4xx and leaves
// nothing stored; the legitimate paths still work.
// Plus the webhook target table (tests/unit/webhook-targets.ts) through the database's own CHECK
// function, so the SQL and the TypeScript rule agree on every spelling.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEBHOOK_TARGETS } from '../unit/webhook-targets'
import { signIn, startBackend, type Backend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const DANA = 'b0000000-0000-4000-8000-000000000002' // owner of Northwind
const OTHER = 'b0000000-0000-4000-8000-000000000003' // owner of Bluefin

let backend: Backend
let owner: SupabaseClient
let admin: SupabaseClient
let free: SupabaseClient
let freeId: string

beforeAll(async () => {
  backend = await startBackend()
  owner = (await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')).client
  admin = (await signIn(backend, 'admin@boardroom.local', 'Admin-demo-2026!')).client
  const { data } = await backend
    .service()
    .auth.admin.createUser({ email: 'free-user@hostile.example', password: 'Free-user-2026!', email_confirm: true })
  freeId = data.user!.id
  free = (await signIn(backend, 'free-user@hostile.example', 'Free-user-2026!')).client
})
afterAll(async () => {
  await backend?.stop()
})

const stored = async (table: string, column: string, value: string) =>
  (await backend.service().from(table).select(column).eq(column, value)).data

describe('plan and billing columns belong to billing', () => {
  it('a free user cannot create a company on a paid plan, or with a request in another user’s name: 403, nothing stored', async () => {
    for (const forged of [
      { plan: 'enterprise' },
      { plan_requested_by: OTHER, requested_plan: 'enterprise', plan_requested_at: new Date().toISOString() },
      { plan: 'enterprise', plan_requested_by: OTHER },
    ]) {
      const res = await free
        .from('companies')
        .insert({ name: 'Freeloader Inc', created_by: freeId, ...forged })
        .select('id')
      expect(res.status, JSON.stringify(forged)).toBe(403)
      expect(res.error).toMatchObject({
        code: '42501',
        message: 'A new company starts on the Starter plan: request another plan on the billing page',
      })
    }
    expect(await stored('companies', 'name', 'Freeloader Inc')).toEqual([])
  })

  it('a new company starts on Starter with no request; the owner requests through request_company_plan; only the service role changes the plan', async () => {
    const created = await free
      .from('companies')
      .insert({ name: 'Honest Co', created_by: freeId })
      .select('id, plan, requested_plan, plan_requested_by')
      .single()
    expect(created.error).toBeNull()
    expect(created.data).toMatchObject({ plan: 'starter', requested_plan: null, plan_requested_by: null })
    const id = created.data!.id as string
    expect((await free.rpc('request_company_plan', { target_company_id: id, requested: 'growth' })).error).toBeNull()
    expect(
      (await free.from('companies').select('requested_plan, plan_requested_by').eq('id', id).single()).data,
    ).toEqual({ requested_plan: 'growth', plan_requested_by: freeId })
    const self = await free.from('companies').update({ plan: 'growth' }).eq('id', id).select('plan')
    expect(self.error).toMatchObject({
      code: '42501',
      message: 'A plan is changed by requesting it on the billing page',
    })
    const applied = await backend
      .service()
      .from('companies')
      .update({ plan: 'growth', requested_plan: null, plan_requested_by: null, plan_requested_at: null })
      .eq('id', id)
      .select('plan')
      .single()
    expect(applied.data).toEqual({ plan: 'growth' })
  })
})

describe('memberships only through their paths', () => {
  it('an owner cannot add an existing user to the company, as member or owner: 403, nothing stored', async () => {
    for (const member_role of ['member', 'admin', 'owner']) {
      const res = await owner.from('company_members').insert({ company_id: NORTHWIND, user_id: freeId, member_role })
      expect(res.status).toBe(403)
      expect(res.error).toMatchObject({ code: '42501', message: 'permission denied for table company_members' })
    }
    expect(
      (
        await backend
          .service()
          .from('company_members')
          .select('user_id')
          .eq('company_id', NORTHWIND)
          .eq('user_id', freeId)
      ).data,
    ).toEqual([])
  })

  it('the owner invites, the invitee accepts and is a member; ownership then moves only by transfer', async () => {
    const invited = await owner
      .from('company_invitations')
      .insert({ company_id: NORTHWIND, email: 'free-user@hostile.example', role: 'member' })
      .select('id')
      .single()
    expect(invited.error).toBeNull()
    expect((await free.rpc('accept_company_invitation', { invitation_id: invited.data!.id })).data).toBe(NORTHWIND)
    const promote = await owner
      .from('company_members')
      .update({ member_role: 'owner' })
      .eq('company_id', NORTHWIND)
      .eq('user_id', freeId)
      .select('user_id')
    expect(promote.error).toMatchObject({
      code: '42501',
      message: 'Ownership moves only by transferring it to a member',
    })
    expect(
      (await owner.rpc('transfer_company_ownership', { target_company_id: NORTHWIND, new_owner_id: freeId })).error,
    ).toBeNull()
    const roles = await backend
      .service()
      .from('company_members')
      .select('user_id, member_role')
      .eq('company_id', NORTHWIND)
      .in('user_id', [DANA, freeId])
      .order('member_role')
    expect(roles.data).toEqual([
      { user_id: DANA, member_role: 'admin' },
      { user_id: freeId, member_role: 'owner' },
    ])
    // put Northwind back as the seed has it, for the tests below
    await backend
      .service()
      .from('company_members')
      .update({ member_role: 'owner' })
      .eq('company_id', NORTHWIND)
      .eq('user_id', DANA)
    await backend.service().from('company_members').delete().eq('company_id', NORTHWIND).eq('user_id', freeId)
  })
})

describe('markup and private addresses are refused by the database', () => {
  const MARKUP_URL = 'https://x.example/a.png"><img/src=x/onerror=alert(1)>'

  it('a profile avatar with markup: 400, not stored', async () => {
    const res = await free.from('profiles').update({ avatar: MARKUP_URL }).eq('id', freeId).select('avatar')
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({ code: '23514' })
    expect(res.error!.message).toContain('profiles_avatar_url')
    expect(await stored('profiles', 'avatar', MARKUP_URL)).toEqual([])
    const fine = await free
      .from('profiles')
      .update({ avatar: 'https://cdn.example/avatars/free.png' })
      .eq('id', freeId)
      .select('avatar')
      .single()
    expect(fine.data).toEqual({ avatar: 'https://cdn.example/avatars/free.png' })
  })

  it('a company website with markup, or over http: 400, not stored', async () => {
    for (const website of [MARKUP_URL, 'http://northwind.example', 'javascript:alert(1)']) {
      const res = await owner.from('companies').update({ website }).eq('id', NORTHWIND).select('website')
      expect(res.status, website).toBe(400)
      expect(res.error).toMatchObject({ code: '23514' })
      expect(await stored('companies', 'website', website)).toEqual([])
    }
  })

  it('an invitation to <b>x</b>@example.com: 400, not stored', async () => {
    const res = await owner
      .from('company_invitations')
      .insert({ company_id: NORTHWIND, email: '<b>x</b>@example.com', role: 'member' })
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({ code: '23514' })
    expect(await stored('company_invitations', 'email', '<b>x</b>@example.com')).toEqual([])
  })

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://2852039166/',
    'https://0xa9fea9fe/',
    'https://0251.0376.0251.0376/',
    'https://metadata.google.internal/',
    'https://10.0.0.1/',
    'https://192.168.1.1/',
    'https://0.0.0.0/',
    'https://[::ffff:169.254.169.254]/',
    'https://[fd00:ec2::254]/',
    // loopback carried by IPv6: IPv4-translated, and Teredo with 127.0.0.1 as its client
    'https://[::ffff:0:7f00:1]/',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
  ])('a webhook to %s: 400, not stored', async (url) => {
    const res = await admin.rpc('create_webhook', { url, description: 'attack', events: ['webhook.test'] })
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({ code: '23514' })
    expect(await stored('webhooks', 'url', url)).toEqual([])
  })

  it('the database agrees with shared/webhook-target.ts on every target of the table', async () => {
    const disagreements: string[] = []
    for (const [url, allowed] of WEBHOOK_TARGETS) {
      const { data, error } = await backend.service().rpc('webhook_target_allowed', { url })
      if (error || data !== allowed)
        disagreements.push(`${url}: expected ${allowed}, got ${error ? error.message : data}`)
    }
    expect(disagreements).toEqual([])
    expect(WEBHOOK_TARGETS.length).toBeGreaterThan(50)
  })
})
