// The integration screens' reads and writes against the local backend with real supabase-js:
// the admin pages' query (client/features/integrations/queries.ts) for the platform admin, an
// owner, a member and another company's owner, and the company page's request / withdraw call
// (set_company_integrations through features/company/api.ts) for an owner and a member.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchProviderRequests } from '../../client/features/integrations/queries'
import { startBackend, type Backend } from './harness'
import { createUser } from './sql-roles'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const MEMBER = 'd3000000-0000-4000-8000-000000000001'

let backend: Backend
let admin: SupabaseClient
let owner: SupabaseClient
let member: SupabaseClient
let bluefinOwner: SupabaseClient

async function signedIn(email: string, password: string) {
  const client = backend.anon()
  const { error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return client
}

const summary = (r: Awaited<ReturnType<typeof fetchProviderRequests>>) => ({
  companyCount: r.companyCount,
  rows: r.requests.map((q) => [q.companyName, q.requester?.name ?? null, q.requester?.email ?? null]),
})

beforeAll(async () => {
  backend = await startBackend()
  await backend.db.asOwner(async (tx) => {
    await createUser(tx, MEMBER, 'integrations-member@test.local', { meta: { firstName: 'Ines', lastName: 'Member' } })
    await tx.query(`insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'member')`, [
      NORTHWIND,
      MEMBER,
    ])
  })
  admin = await signedIn('admin@boardroom.local', 'Admin-demo-2026!')
  owner = await signedIn('user@boardroom.local', 'User-demo-2026!')
  member = await signedIn('integrations-member@test.local', 'Test-password-1')
  bluefinOwner = await signedIn('other@boardroom.local', 'Other-demo-2026!')
})
afterAll(() => backend?.stop())

describe('the admin integration pages’ query', () => {
  it('the platform admin sees every company’s request, with who asked, out of every company', async () => {
    expect(summary(await fetchProviderRequests(admin, 'calendly'))).toEqual({
      companyCount: 2,
      rows: [['Bluefin Logistics', 'Olive Okafor', 'other@boardroom.local']],
    })
    expect(summary(await fetchProviderRequests(admin, 'stripe'))).toEqual({
      companyCount: 2,
      rows: [['Northwind Analytics', 'Dana Demo', 'user@boardroom.local']],
    })
    expect(summary(await fetchProviderRequests(admin, 'clearbit'))).toEqual({ companyCount: 2, rows: [] })
  })

  it('a company’s member and owner see only their own company’s requests', async () => {
    expect((await fetchProviderRequests(member, 'calendly')).requests).toEqual([])
    expect((await fetchProviderRequests(owner, 'calendly')).requests).toEqual([])
    const stripe = await fetchProviderRequests(member, 'stripe')
    expect(stripe.companyCount).toBe(1)
    // A member may not read a colleague's profile: the requester stays unnamed for them.
    expect(stripe.requests.map((r) => [r.companyName, r.requester])).toEqual([['Northwind Analytics', null]])
    expect(
      (await fetchProviderRequests(owner, 'stripe')).requests.map((r) => [r.companyName, r.requester?.email]),
    ).toEqual([['Northwind Analytics', 'user@boardroom.local']])
    expect(summary(await fetchProviderRequests(bluefinOwner, 'stripe'))).toEqual({ companyCount: 1, rows: [] })
    expect(summary(await fetchProviderRequests(bluefinOwner, 'calendly')).rows).toEqual([
      ['Bluefin Logistics', 'Olive Okafor', 'other@boardroom.local'],
    ])
  })
})

describe('requesting and withdrawing from /dashboard/calendly', () => {
  const providers = async (client: SupabaseClient) =>
    (
      (await client.from('company_integrations').select('provider').eq('company_id', NORTHWIND).order('provider'))
        .data ?? []
    ).map((r: { provider: string }) => r.provider)

  it('a member cannot request: 403 with the reason, and nothing changes', async () => {
    const refused = await member.rpc('set_company_integrations', {
      target_company_id: NORTHWIND,
      providers: ['notion', 'stripe', 'calendly'],
    })
    expect(refused.status).toBe(403)
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Only owners and admins of the company can choose its integrations',
    })
    const insert = await member.from('company_integrations').insert({ company_id: NORTHWIND, provider: 'calendly' })
    expect(insert.error).toMatchObject({ code: '42501' })
    expect(await providers(member)).toEqual(['notion', 'stripe'])
  })

  it('the owner requests Calendly, the admin then sees Northwind on its page, and the owner withdraws it', async () => {
    const requested = await owner.rpc('set_company_integrations', {
      target_company_id: NORTHWIND,
      providers: ['notion', 'stripe', 'calendly'],
    })
    expect(requested.error).toBeNull()
    expect(await providers(member)).toEqual(['calendly', 'notion', 'stripe'])
    expect(
      summary(await fetchProviderRequests(admin, 'calendly'))
        .rows.map((r) => r[0])
        .sort(),
    ).toEqual(['Bluefin Logistics', 'Northwind Analytics'])
    expect(
      (await owner.rpc('set_company_integrations', { target_company_id: NORTHWIND, providers: ['notion', 'stripe'] }))
        .error,
    ).toBeNull()
    expect(summary(await fetchProviderRequests(admin, 'calendly')).rows.map((r) => r[0])).toEqual(['Bluefin Logistics'])
  })
})
