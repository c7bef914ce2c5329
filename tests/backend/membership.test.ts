// public.my_membership(), the one answer to "which company am I in, and as what?": each
// kind of caller gets their company, role, plan, seats and what the role may do — or no row — over
// HTTP through supabase-js and the shared schema, exactly as the Worker and the client read it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMembership } from '../../shared/schemas/membership'
import { startBackend, type Backend, signIn as passwordSignIn } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed: Growth plan, owner Dana
const PASSWORD = 'Membership-test-1'

let backend: Backend
let service: SupabaseClient
const as: Record<'owner' | 'cadmin' | 'member' | 'stranger' | 'platformAdmin', SupabaseClient> = {} as never
const uid: Record<'cadmin' | 'member' | 'stranger', string> = {} as never

/** A client signed in with a password (harness.ts). */
const signIn = async (email: string, password: string) => (await passwordSignIn(backend, email, password)).client

async function mine(client: SupabaseClient) {
  const result = await readMembership(client)
  expect(result.error).toBeNull()
  return result.membership
}

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  for (const who of ['cadmin', 'member', 'stranger'] as const) {
    const { data, error } = await service.auth.admin.createUser({
      email: `${who}@membership.test`,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(error).toBeNull()
    uid[who] = data.user!.id
  }
  const joined = await service.from('company_members').insert([
    { company_id: NORTHWIND, user_id: uid.cadmin, member_role: 'admin' },
    { company_id: NORTHWIND, user_id: uid.member, member_role: 'member' },
  ])
  expect(joined.error).toBeNull()
  as.owner = await signIn('user@boardroom.local', 'User-demo-2026!')
  as.platformAdmin = await signIn('admin@boardroom.local', 'Admin-demo-2026!')
  for (const who of ['cadmin', 'member', 'stranger'] as const)
    as[who] = await signIn(`${who}@membership.test`, PASSWORD)
}, 60_000)
afterAll(async () => {
  await backend?.stop()
})

describe('my_membership()', () => {
  it('the owner: their company, role, plan, seats and everything an owner may do', async () => {
    expect(await mine(as.owner)).toEqual({
      company: expect.objectContaining({ id: NORTHWIND, name: 'Northwind Analytics', plan: 'growth' }),
      role: 'owner',
      isMember: true,
      seats: { included: 10, used: 3 },
      can: {
        editCompany: true,
        invite: true,
        manageMembers: true,
        manageOwners: true,
        editFigures: true,
        changePlan: true,
        deleteCompany: true,
      },
    })
  })

  it('a company admin edits and invites but neither manages owners, changes the plan nor deletes the company', async () => {
    const m = await mine(as.cadmin)
    expect(m?.role).toBe('admin')
    expect(m?.can).toEqual({
      editCompany: true,
      invite: true,
      manageMembers: true,
      manageOwners: false,
      editFigures: true,
      changePlan: false,
      deleteCompany: false,
    })
  })

  it('a plain member may do none of the owners’ and admins’ things', async () => {
    const m = await mine(as.member)
    expect(m?.company.id).toBe(NORTHWIND)
    expect(m?.role).toBe('member')
    expect(Object.values(m!.can)).toEqual([false, false, false, false, false, false, false])
  })

  it('a user without a company, and a platform admin outside every company, get no row', async () => {
    expect(await mine(as.stranger)).toBeNull()
    expect(await mine(as.platformAdmin)).toBeNull()
  })

  it('a full plan: admins may no longer invite, and the count says why', async () => {
    // Starter has 3 seats and Northwind now has 3 members (Dana, the admin, the member)
    expect((await service.from('companies').update({ plan: 'starter' }).eq('id', NORTHWIND)).error).toBeNull()
    try {
      const m = await mine(as.cadmin)
      expect(m?.seats).toEqual({ included: 3, used: 3 })
      expect(m?.can.invite).toBe(false)
      expect(m?.can.editCompany).toBe(true)
    } finally {
      await service.from('companies').update({ plan: 'growth' }).eq('id', NORTHWIND)
    }
  })

  it('anon may not ask', async () => {
    const { error } = await backend.anon().rpc('my_membership')
    expect(error?.code).toBe('42501')
  })
})
