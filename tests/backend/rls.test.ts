// The database schema's security, straight against Postgres (no HTTP): row level security and the
// column guards on profiles, companies and company_members, for every kind of caller — the company
// owner (the seeded demo user), a company admin, a plain member, a stranger, the platform admin
// (seeded), anon and service_role — plus the sign-up, email and role-mirror triggers and the seed.
//
// Each check runs in its own transaction and is rolled back, so checks do not depend on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../supabase/local/db.ts'
import { startBackend, type Backend } from './harness'
import { ANON, RLS_DENIED, SERVICE, sqlRoles, user } from './sql-roles'

const ADMIN = 'a0000000-0000-4000-8000-000000000001' // seed: admin@boardroom.local, platform admin
const OWNER = 'b0000000-0000-4000-8000-000000000002' // seed: user@boardroom.local, owner of Northwind
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed: the demo company
const OTHER = 'b0000000-0000-4000-8000-000000000003' // seed: other@boardroom.local, owner of Bluefin
const BLUEFIN = 'c0000000-0000-4000-8000-000000000002' // seed: the second demo company
const MEMBER = 'd0000000-0000-4000-8000-000000000003' // test: member of Northwind
const CADMIN = 'd0000000-0000-4000-8000-000000000004' // test: admin of Northwind (not a platform admin)
const STRANGER = 'd0000000-0000-4000-8000-000000000005' // test: no company

let backend: Backend

const { as, asOwner, rows, affected, ids } = sqlRoles(() => backend)

async function createUser(tx: Tx, id: string, email: string, meta: Record<string, unknown> = {}) {
  await tx.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, crypt('Test-password-1', gen_salt('bf', 4)), now(), $3)`,
    [id, email, JSON.stringify(meta)],
  )
}

beforeAll(async () => {
  backend = await startBackend()
  await backend.db.asOwner(async (tx) => {
    await createUser(tx, MEMBER, 'member@test.local', { firstName: 'Mia', lastName: 'Member' })
    await createUser(tx, CADMIN, 'cadmin@test.local', { firstName: 'Cai', lastName: 'Admin' })
    await createUser(tx, STRANGER, 'stranger@test.local', { first_name: 'Sam', last_name: 'Stranger' })
    await tx.query(
      `insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'member'), ($1, $3, 'admin')`,
      [NORTHWIND, MEMBER, CADMIN],
    )
  })
})
afterAll(() => backend?.stop())

describe('seed', () => {
  it('creates the demo accounts whose passwords verify with crypt()', async () => {
    const found = await asOwner(
      async (tx) =>
        (
          await tx.query<{ email: string; ok: boolean; confirmed: boolean }>(
            `select email, encrypted_password = crypt(case email when 'admin@boardroom.local' then 'Admin-demo-2026!'
                                                                 when 'other@boardroom.local' then 'Other-demo-2026!' else 'User-demo-2026!' end, encrypted_password) as ok,
                    email_confirmed_at is not null as confirmed
             from auth.users where id in ($1, $2, $3) order by email`,
            [ADMIN, OWNER, OTHER],
          )
        ).rows,
    )
    expect(found).toEqual([
      { email: 'admin@boardroom.local', ok: true, confirmed: true },
      { email: 'other@boardroom.local', ok: true, confirmed: true },
      { email: 'user@boardroom.local', ok: true, confirmed: true },
    ])
    const wrong = await asOwner(
      async (tx) =>
        (
          await tx.query<{ ok: boolean }>(
            `select encrypted_password = crypt('wrong', encrypted_password) as ok from auth.users where id = $1`,
            [OWNER],
          )
        ).rows[0],
    )
    expect(wrong.ok).toBe(false)
  })

  it('creates an email identity per demo user', async () => {
    const identities = await asOwner(
      async (tx) =>
        (
          await tx.query<{
            user_id: string
            provider: string
            provider_id: string
            identity_data: Record<string, unknown>
          }>(`select user_id, provider, provider_id, identity_data from auth.identities order by provider_id`)
        ).rows,
    )
    expect(identities).toEqual([
      {
        user_id: ADMIN,
        provider: 'email',
        provider_id: ADMIN,
        identity_data: expect.objectContaining({ sub: ADMIN, email: 'admin@boardroom.local' }),
      },
      {
        user_id: OWNER,
        provider: 'email',
        provider_id: OWNER,
        identity_data: expect.objectContaining({ sub: OWNER, email: 'user@boardroom.local' }),
      },
      {
        user_id: OTHER,
        provider: 'email',
        provider_id: OTHER,
        identity_data: expect.objectContaining({ sub: OTHER, email: 'other@boardroom.local' }),
      },
    ])
  })

  it('promotes the demo admin, mirrored into app metadata, and makes the demo user owner of Northwind Analytics', async () => {
    const profiles = await rows(
      SERVICE,
      `select id, email, "firstName", "lastName", role, company, company_id, industry from public.profiles where id in ($1, $2) order by email`,
      [ADMIN, OWNER],
    )
    expect(profiles).toEqual([
      {
        id: ADMIN,
        email: 'admin@boardroom.local',
        firstName: 'Avery',
        lastName: 'Admin',
        role: 'admin',
        company: '',
        company_id: null,
        industry: '',
      },
      {
        id: OWNER,
        email: 'user@boardroom.local',
        firstName: 'Dana',
        lastName: 'Demo',
        role: 'user',
        company: 'Northwind Analytics',
        company_id: NORTHWIND,
        industry: 'B2B software',
      },
    ])
    const meta = await asOwner(
      async (tx) =>
        (
          await tx.query<{ raw_app_meta_data: Record<string, unknown> }>(
            `select raw_app_meta_data from auth.users where id in ($1, $2) order by email`,
            [ADMIN, OWNER],
          )
        ).rows,
    )
    expect(meta[0].raw_app_meta_data).toMatchObject({ provider: 'email', role: 'admin', is_admin: true })
    expect(meta[1].raw_app_meta_data).toMatchObject({ provider: 'email', role: 'user', is_admin: false })
    const company = await rows(SERVICE, `select name, industry, created_by from public.companies order by name`)
    expect(company).toEqual([
      { name: 'Bluefin Logistics', industry: 'Logistics and transport', created_by: OTHER },
      { name: 'Northwind Analytics', industry: 'B2B software', created_by: OWNER },
    ])
    const owners = await rows(
      SERVICE,
      `select user_id, member_role from public.company_members where company_id = $1 and member_role = 'owner'`,
      [NORTHWIND],
    )
    expect(owners).toEqual([{ user_id: OWNER, member_role: 'owner' }])
  })
})

describe('sign-up and auth triggers', () => {
  it('creates a profile with the spec defaults from email and firstName/lastName; role is always user', async () => {
    const id = 'e0000000-0000-4000-8000-000000000001'
    const profile = await asOwner(async (tx) => {
      await createUser(tx, id, 'new@test.local', { firstName: 'Nora', lastName: 'New', role: 'admin' })
      return (await tx.query(`select * from public.profiles where id = $1`, [id])).rows[0]
    })
    expect(profile).toMatchObject({
      id,
      email: 'new@test.local',
      firstName: 'Nora',
      lastName: 'New',
      avatar: '',
      role: 'user',
      company: '',
      company_id: null,
      industry: '',
    })
  })

  it('accepts first_name/last_name, and defaults to empty strings without metadata', async () => {
    const [a, b] = ['e0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000003']
    const found = await asOwner(async (tx) => {
      await createUser(tx, a, 'snake@test.local', { first_name: 'Sid', last_name: 'Snake' })
      await createUser(tx, b, 'bare@test.local')
      return (
        await tx.query(
          `select email, "firstName", "lastName", role from public.profiles where id in ($1, $2) order by email`,
          [a, b],
        )
      ).rows
    })
    expect(found).toEqual([
      { email: 'bare@test.local', firstName: '', lastName: '', role: 'user' },
      { email: 'snake@test.local', firstName: 'Sid', lastName: 'Snake', role: 'user' },
    ])
  })

  it('mirrors the default role into app metadata at sign-up', async () => {
    const meta = await asOwner(
      async (tx) =>
        (
          await tx.query<{ raw_app_meta_data: Record<string, unknown> }>(
            `select raw_app_meta_data from auth.users where id = $1`,
            [STRANGER],
          )
        ).rows,
    )
    expect(meta[0].raw_app_meta_data).toMatchObject({ role: 'user', is_admin: false })
  })

  it('keeps profiles.email in sync when the auth email changes', async () => {
    const email = await asOwner(async (tx) => {
      await tx.query(`update auth.users set email = 'renamed@test.local' where id = $1`, [STRANGER])
      return (await tx.query<{ email: string }>(`select email from public.profiles where id = $1`, [STRANGER])).rows[0]
        .email
    })
    expect(email).toBe('renamed@test.local')
  })

  it('deletes the profile and memberships with the auth user', async () => {
    const left = await asOwner(async (tx) => {
      await tx.query(`delete from auth.users where id = $1`, [MEMBER])
      return (
        await tx.query(
          `select (select count(*)::int from public.profiles where id = $1) as profiles, (select count(*)::int from public.company_members where user_id = $1) as members`,
          [MEMBER],
        )
      ).rows[0]
    })
    expect(left).toEqual({ profiles: 0, members: 0 })
  })
})

describe('profiles RLS', () => {
  it('a user reads only their own profile', async () => {
    for (const who of [OWNER, MEMBER, CADMIN, STRANGER])
      expect(await ids(user(who), `select id from public.profiles`)).toEqual([who])
  })

  it('the platform admin and service_role read every profile; anon reads none', async () => {
    const all = [ADMIN, OWNER, OTHER, MEMBER, CADMIN, STRANGER].sort()
    expect(await ids(user(ADMIN), `select id from public.profiles`)).toEqual(all)
    expect(await ids(SERVICE, `select id from public.profiles`)).toEqual(all)
    expect(await rows(ANON, `select * from public.profiles`)).toEqual([])
  })

  it('a user updates their own profile fields and updated_at moves to the time of the change', async () => {
    const row = await as(user(STRANGER), async (tx) => {
      const before = (
        await tx.query<{ updated_at: Date }>(`select updated_at from public.profiles where id = $1`, [STRANGER])
      ).rows[0]
      // a client-supplied updated_at is overwritten by the trigger too
      const after = (
        await tx.query<{
          firstName: string
          avatar: string
          company: string
          industry: string
          updated_at: Date
          now: Date
        }>(
          `update public.profiles set "firstName" = 'Samuel', avatar = 'https://example.com/a.png', company = 'Solo Ltd', industry = 'Retail', updated_at = '2000-01-01'
           where id = $1 returning "firstName", avatar, company, industry, updated_at, now() as now`,
          [STRANGER],
        )
      ).rows[0]
      return { before, after }
    })
    expect(row.after).toMatchObject({
      firstName: 'Samuel',
      avatar: 'https://example.com/a.png',
      company: 'Solo Ltd',
      industry: 'Retail',
    })
    // the row was created in an earlier transaction (beforeAll); this one's now() is later
    expect(row.after.updated_at.getTime()).toBeGreaterThan(row.before.updated_at.getTime())
    expect(row.after.updated_at).toEqual(row.after.now)
  })

  it("a user cannot update someone else's profile; anon cannot update any", async () => {
    expect(await affected(user(STRANGER), `update public.profiles set "firstName" = 'x' where id = $1`, [OWNER])).toBe(
      0,
    )
    expect(await affected(user(MEMBER), `update public.profiles set "firstName" = 'x' where id <> $1`, [MEMBER])).toBe(
      0,
    )
    expect(await affected(ANON, `update public.profiles set "firstName" = 'x'`)).toBe(0)
  })

  it('a user cannot change their own role', async () => {
    await expect(
      affected(user(OWNER), `update public.profiles set role = 'admin' where id = $1`, [OWNER]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'Only an admin can change a role',
    })
  })

  it('the platform admin changes a role, and the role mirror updates raw_app_meta_data', async () => {
    const result = await as(user(ADMIN), async (tx) => {
      await tx.query(`update public.profiles set role = 'admin' where id = $1`, [STRANGER])
      const promoted = (await tx.query<{ role: string }>(`select role from public.profiles where id = $1`, [STRANGER]))
        .rows[0].role
      // the new admin now passes is_admin() and reads everything
      await tx.exec(`select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${STRANGER}"}', true)`)
      const seen = (await tx.query(`select id from public.profiles`)).rows.length
      const isAdmin = (await tx.query<{ a: boolean }>(`select public.is_admin() as a`)).rows[0].a
      return { promoted, seen, isAdmin }
    })
    expect(result).toEqual({ promoted: 'admin', seen: 6, isAdmin: true })

    const meta = await asOwner(async (tx) => {
      await tx.query(`update public.profiles set role = 'admin' where id = $1`, [STRANGER])
      const up = (
        await tx.query<{ m: Record<string, unknown> }>(`select raw_app_meta_data as m from auth.users where id = $1`, [
          STRANGER,
        ])
      ).rows[0].m
      await tx.query(`update public.profiles set role = 'user' where id = $1`, [STRANGER])
      const down = (
        await tx.query<{ m: Record<string, unknown> }>(`select raw_app_meta_data as m from auth.users where id = $1`, [
          STRANGER,
        ])
      ).rows[0].m
      return { up, down }
    })
    expect(meta.up).toMatchObject({ role: 'admin', is_admin: true })
    expect(meta.down).toMatchObject({ role: 'user', is_admin: false })
  })

  it('the mirror runs for an admin-made change too (security definer write to auth.users)', async () => {
    const m = await as(user(ADMIN), async (tx) => {
      await tx.query(`update public.profiles set role = 'admin' where id = $1`, [MEMBER])
      await tx.exec(`reset role`)
      return (
        await tx.query<{ m: Record<string, unknown> }>(`select raw_app_meta_data as m from auth.users where id = $1`, [
          MEMBER,
        ])
      ).rows[0].m
    })
    expect(m).toMatchObject({ role: 'admin', is_admin: true })
  })

  it('service_role and the database owner may change roles; an invalid role is refused', async () => {
    expect(await affected(SERVICE, `update public.profiles set role = 'admin' where id = $1`, [STRANGER])).toBe(1)
    await expect(
      affected(user(ADMIN), `update public.profiles set role = 'superuser' where id = $1`, [STRANGER]),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it('a user cannot change their id or email through profiles', async () => {
    await expect(
      affected(user(OWNER), `update public.profiles set email = 'evil@test.local' where id = $1`, [OWNER]),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(user(OWNER), `update public.profiles set id = $2 where id = $1`, [OWNER, STRANGER]),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('authenticated users cannot insert or delete profiles', async () => {
    await expect(
      affected(user(STRANGER), `insert into public.profiles (id) values ($1)`, [
        'e0000000-0000-4000-8000-0000000000ff',
      ]),
    ).rejects.toThrow(RLS_DENIED)
    expect(await affected(user(STRANGER), `delete from public.profiles where id = $1`, [STRANGER])).toBe(0)
    expect(await affected(user(ADMIN), `delete from public.profiles where id = $1`, [STRANGER])).toBe(0)
  })

  it('a user can link their profile only to a company they belong to', async () => {
    await expect(
      affected(user(STRANGER), `update public.profiles set company_id = $2 where id = $1`, [STRANGER, NORTHWIND]),
    ).rejects.toMatchObject({ code: '42501' })
    expect(
      await affected(user(MEMBER), `update public.profiles set company_id = $2 where id = $1`, [MEMBER, NORTHWIND]),
    ).toBe(1)
    expect(await affected(user(MEMBER), `update public.profiles set company_id = null where id = $1`, [MEMBER])).toBe(1)
  })
})

describe('companies RLS', () => {
  it('members (any role) read their company; a stranger does not', async () => {
    for (const who of [OWNER, CADMIN, MEMBER])
      expect(await ids(user(who), `select id from public.companies`)).toEqual([NORTHWIND])
    expect(await ids(user(STRANGER), `select id from public.companies`)).toEqual([])
  })

  it('the platform admin and service_role read all companies; anon reads none', async () => {
    expect(await ids(user(ADMIN), `select id from public.companies`)).toEqual([NORTHWIND, BLUEFIN].sort())
    expect(await ids(SERVICE, `select id from public.companies`)).toEqual([NORTHWIND, BLUEFIN].sort())
    expect(await rows(ANON, `select * from public.companies`)).toEqual([])
    await expect(affected(ANON, `insert into public.companies (name) values ('Anon Inc')`)).rejects.toThrow(RLS_DENIED)
  })

  it('any user creates a company (insert … returning): they become its owner and their empty profile is linked', async () => {
    const result = await as(user(STRANGER), async (tx) => {
      const company = (
        await tx.query<{ id: string; created_by: string }>(
          `insert into public.companies (name, industry, size) values ('Stranger Things Ltd', 'Media', '1-10') returning id, created_by`,
        )
      ).rows[0]
      const members = (
        await tx.query(`select user_id, member_role from public.company_members where company_id = $1`, [company.id])
      ).rows
      const profile = (
        await tx.query(`select company, company_id, industry from public.profiles where id = $1`, [STRANGER])
      ).rows[0]
      return { company, members, profile }
    })
    expect(result.company.created_by).toBe(STRANGER)
    expect(result.members).toEqual([{ user_id: STRANGER, member_role: 'owner' }])
    expect(result.profile).toEqual({ company: 'Stranger Things Ltd', company_id: result.company.id, industry: 'Media' })
  })

  it("creating a second company does not overwrite the creator's existing profile link", async () => {
    const profile = await as(user(OWNER), async (tx) => {
      await tx.query(`insert into public.companies (name) values ('Second Co')`)
      return (await tx.query(`select company, company_id from public.profiles where id = $1`, [OWNER])).rows[0]
    })
    expect(profile).toEqual({ company: 'Northwind Analytics', company_id: NORTHWIND })
  })

  it('a company cannot be created on behalf of someone else, nor with invalid values', async () => {
    await expect(
      affected(user(STRANGER), `insert into public.companies (name, created_by) values ('Fake', $1)`, [OWNER]),
    ).rejects.toThrow(RLS_DENIED)
    await expect(affected(user(STRANGER), `insert into public.companies (name) values ('')`)).rejects.toMatchObject({
      code: '23514',
    })
    await expect(
      affected(user(STRANGER), `insert into public.companies (name, size) values ('Big', 'huge')`),
    ).rejects.toMatchObject({ code: '23514' })
    await expect(
      affected(user(STRANGER), `insert into public.companies (name) values (repeat('x', 201))`),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it('owners and company admins update the company (linked profiles follow the name); members and strangers cannot', async () => {
    const renamed = await as(user(OWNER), async (tx) => {
      await tx.query(`update public.companies set name = 'Northwind Labs' where id = $1`, [NORTHWIND])
      return (await tx.query<{ company: string }>(`select company from public.profiles where id = $1`, [OWNER])).rows[0]
        .company
    })
    expect(renamed).toBe('Northwind Labs')
    expect(
      await affected(user(CADMIN), `update public.companies set website = 'https://nw.example' where id = $1`, [
        NORTHWIND,
      ]),
    ).toBe(1)
    expect(await affected(user(MEMBER), `update public.companies set name = 'Hacked' where id = $1`, [NORTHWIND])).toBe(
      0,
    )
    expect(
      await affected(user(STRANGER), `update public.companies set name = 'Hacked' where id = $1`, [NORTHWIND]),
    ).toBe(0)
    expect(await affected(user(ADMIN), `update public.companies set name = 'Hacked' where id = $1`, [NORTHWIND])).toBe(
      0,
    )
  })

  it('the creator of a company cannot be changed', async () => {
    await expect(
      affected(user(OWNER), `update public.companies set created_by = $2 where id = $1`, [NORTHWIND, CADMIN]),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('only owners delete the company; members lose access and linked profiles are unlinked', async () => {
    for (const who of [CADMIN, MEMBER, STRANGER, ADMIN])
      expect(await affected(user(who), `delete from public.companies where id = $1`, [NORTHWIND])).toBe(0)
    const after = await as(user(OWNER), async (tx) => {
      const deleted = (await tx.query(`delete from public.companies where id = $1`, [NORTHWIND])).affectedRows
      await tx.exec(`reset role`)
      const members = (
        await tx.query<{ n: number }>(`select count(*)::int as n from public.company_members where company_id = $1`, [
          NORTHWIND,
        ])
      ).rows[0].n
      const profile = (await tx.query(`select company, company_id from public.profiles where id = $1`, [OWNER])).rows[0]
      return { deleted, members, profile }
    })
    expect(after).toEqual({ deleted: 1, members: 0, profile: { company: '', company_id: null } })
  })
})

describe('company_members RLS', () => {
  const members = `select user_id as id from public.company_members`

  it('members read the member list of their companies; strangers and anon read none; platform admin and service_role read all', async () => {
    const northwind = [OWNER, CADMIN, MEMBER].sort()
    const all = [OWNER, CADMIN, MEMBER, OTHER].sort()
    for (const who of [OWNER, CADMIN, MEMBER]) expect(await ids(user(who), members)).toEqual(northwind)
    expect(await ids(user(OTHER), members)).toEqual([OTHER])
    expect(await ids(user(ADMIN), members)).toEqual(all)
    expect(await ids(SERVICE, members)).toEqual(all)
    expect(await ids(user(STRANGER), members)).toEqual([])
    expect(await rows(ANON, `select * from public.company_members`)).toEqual([])
  })

  it('nobody inserts a membership directly, not even an owner or as owner: members join by invitation', async () => {
    const add = `insert into public.company_members (company_id, user_id) values ($1, $2)`
    const addOwner = `insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'owner')`
    for (const who of [OWNER, CADMIN, MEMBER, STRANGER, ADMIN]) {
      await expect(affected(user(who), add, [NORTHWIND, STRANGER]), who).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for table company_members',
      })
      await expect(affected(user(who), addOwner, [NORTHWIND, who]), who).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for table company_members',
      })
    }
    await expect(affected(ANON, add, [NORTHWIND, STRANGER])).rejects.toMatchObject({ code: '42501' })
    // the service role (an operator's repair) still can
    expect(await affected(SERVICE, add, [NORTHWIND, STRANGER])).toBe(1)
  })

  it('nobody makes themselves or anyone else owner by an update: ownership is transferred', async () => {
    const promote = `update public.company_members set member_role = 'owner' where company_id = $1 and user_id = $2`
    await expect(affected(user(CADMIN), promote, [NORTHWIND, CADMIN])).rejects.toMatchObject({
      code: '42501',
      message: 'Ownership moves only by transferring it to a member',
    })
    await expect(affected(user(OWNER), promote, [NORTHWIND, CADMIN])).rejects.toMatchObject({
      code: '42501',
      message: 'Ownership moves only by transferring it to a member',
    })
    expect(await affected(user(MEMBER), promote, [NORTHWIND, MEMBER])).toBe(0)
    expect(
      await affected(
        user(MEMBER),
        `update public.company_members set member_role = 'admin' where company_id = $1 and user_id = $2`,
        [NORTHWIND, MEMBER],
      ),
    ).toBe(0)
  })

  it('a company admin cannot touch an owner; owners and admins change the other roles', async () => {
    await expect(
      affected(
        user(CADMIN),
        `update public.company_members set member_role = 'member' where company_id = $1 and user_id = $2`,
        [NORTHWIND, OWNER],
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(user(CADMIN), `delete from public.company_members where company_id = $1 and user_id = $2`, [
        NORTHWIND,
        OWNER,
      ]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'Only an owner can remove an owner',
    })
    expect(
      await affected(
        user(CADMIN),
        `update public.company_members set member_role = 'admin' where company_id = $1 and user_id = $2`,
        [NORTHWIND, MEMBER],
      ),
    ).toBe(1)
    expect(
      await affected(
        user(OWNER),
        `update public.company_members set member_role = 'member' where company_id = $1 and user_id = $2`,
        [NORTHWIND, CADMIN],
      ),
    ).toBe(1)
  })

  it('the owner transfers ownership to an existing member and becomes an admin; nobody else can, and never to a stranger', async () => {
    const transfer = `select public.transfer_company_ownership($1, $2)`
    const roles = `select user_id as id, member_role from public.company_members where company_id = $1 order by user_id`
    const after = await as(user(OWNER), async (tx) => {
      await tx.query(transfer, [NORTHWIND, MEMBER])
      return (await tx.query(roles, [NORTHWIND])).rows
    })
    expect(after).toEqual(
      [
        { id: OWNER, member_role: 'admin' },
        { id: CADMIN, member_role: 'admin' },
        { id: MEMBER, member_role: 'owner' },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    )
    await expect(rows(user(OWNER), transfer, [NORTHWIND, STRANGER])).rejects.toMatchObject({
      code: '22023',
      message: 'Ownership can only go to a member of the company',
    })
    await expect(rows(user(OWNER), transfer, [NORTHWIND, OWNER])).rejects.toMatchObject({
      code: '22023',
      message: 'Choose another member to take over the company',
    })
    for (const who of [CADMIN, MEMBER, STRANGER, ADMIN]) {
      await expect(rows(user(who), transfer, [NORTHWIND, who]), who).rejects.toMatchObject({
        code: '42501',
        message: 'Only an owner of the company can transfer its ownership',
      })
    }
    await expect(rows(ANON, transfer, [NORTHWIND, STRANGER])).rejects.toMatchObject({ code: '42501' })
  })

  it('a membership cannot be moved to another user or company', async () => {
    await expect(
      affected(user(OWNER), `update public.company_members set user_id = $3 where company_id = $1 and user_id = $2`, [
        NORTHWIND,
        MEMBER,
        STRANGER,
      ]),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('owners and company admins remove members; a member removes only themselves (and is unlinked)', async () => {
    const remove = `delete from public.company_members where company_id = $1 and user_id = $2`
    expect(await affected(user(OWNER), remove, [NORTHWIND, MEMBER])).toBe(1)
    expect(await affected(user(CADMIN), remove, [NORTHWIND, MEMBER])).toBe(1)
    expect(await affected(user(MEMBER), remove, [NORTHWIND, CADMIN])).toBe(0)
    expect(await affected(user(STRANGER), remove, [NORTHWIND, MEMBER])).toBe(0)
    expect(await affected(user(ADMIN), remove, [NORTHWIND, MEMBER])).toBe(0)
    const left = await as(user(MEMBER), async (tx) => {
      await tx.query(`update public.profiles set company_id = $2 where id = $1`, [MEMBER, NORTHWIND])
      const n = (await tx.query(remove, [NORTHWIND, MEMBER])).affectedRows
      const profile = (await tx.query(`select company_id from public.profiles where id = $1`, [MEMBER])).rows[0]
      const visible = (await tx.query(`select id from public.companies`)).rows.length
      return { n, profile, visible }
    })
    expect(left).toEqual({ n: 1, profile: { company_id: null }, visible: 0 })
  })

  it('the last owner cannot leave or be demoted; after transferring ownership they can leave', async () => {
    await expect(
      affected(user(OWNER), `delete from public.company_members where company_id = $1 and user_id = $2`, [
        NORTHWIND,
        OWNER,
      ]),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(
        user(OWNER),
        `update public.company_members set member_role = 'member' where company_id = $1 and user_id = $2`,
        [NORTHWIND, OWNER],
      ),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'A company must keep at least one owner',
    })
    const result = await as(user(OWNER), async (tx) => {
      await tx.query(`select public.transfer_company_ownership($1, $2)`, [NORTHWIND, CADMIN])
      const n = (
        await tx.query(`delete from public.company_members where company_id = $1 and user_id = $2`, [NORTHWIND, OWNER])
      ).affectedRows
      // the former owner (and creator) no longer reads the company
      const visible = (await tx.query(`select id from public.companies`)).rows.length
      return { n, visible }
    })
    expect(result).toEqual({ n: 1, visible: 0 })
  })
})

describe('helpers', () => {
  it('is_admin, is_company_member and has_company_role answer for the caller', async () => {
    const q = `select public.is_admin() as admin, public.is_company_member($1) as member,
                      public.has_company_role($1, 'owner') as owner, public.has_company_role($1, 'admin') as cadmin, public.has_company_role($1, 'member') as anyrole`
    expect(await rows(user(OWNER), q, [NORTHWIND])).toEqual([
      { admin: false, member: true, owner: true, cadmin: true, anyrole: true },
    ])
    expect(await rows(user(CADMIN), q, [NORTHWIND])).toEqual([
      { admin: false, member: true, owner: false, cadmin: true, anyrole: true },
    ])
    expect(await rows(user(MEMBER), q, [NORTHWIND])).toEqual([
      { admin: false, member: true, owner: false, cadmin: false, anyrole: true },
    ])
    expect(await rows(user(STRANGER), q, [NORTHWIND])).toEqual([
      { admin: false, member: false, owner: false, cadmin: false, anyrole: false },
    ])
    expect(await rows(user(ADMIN), q, [NORTHWIND])).toEqual([
      { admin: true, member: false, owner: false, cadmin: false, anyrole: false },
    ])
    expect(await rows(SERVICE, `select public.is_admin() as admin`)).toEqual([{ admin: true }])
  })

  it('anon cannot call the helpers', async () => {
    await expect(rows(ANON, `select public.is_admin()`)).rejects.toMatchObject({ code: '42501' })
  })
})
