// What onboarding and the profile / company set-up screens save (migrations/*_onboarding.sql):
// the new profile and company columns and their checks, the requested integrations (RLS matrix,
// and that nothing can claim to be connected), the member directory and the admin's company
// overview, for the owner, a company admin, a member, a stranger, the platform admin, anon and
// service_role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVERY, BLUEFIN, DANA, NORTHWIND, OMAR, startBackend, type Backend } from './harness'
import { addNorthwindTeam, ANON, RLS_DENIED, SERVICE, sqlRoles, user } from './sql-roles'

const ADMIN = AVERY.id
const OWNER = DANA.id
const OTHER = OMAR.id
const MEMBER = 'd2000000-0000-4000-8000-000000000001'
const CADMIN = 'd2000000-0000-4000-8000-000000000002'
const STRANGER = 'd2000000-0000-4000-8000-000000000003'

let backend: Backend
const { as, rows, affected } = sqlRoles(() => backend)

beforeAll(async () => {
  backend = await startBackend()
  await backend.db.asOwner(async (tx) => {
    await addNorthwindTeam(tx, { member: MEMBER, cadmin: CADMIN, stranger: STRANGER })
  })
})
afterAll(() => backend?.stop())

describe('seed', () => {
  it('the demo accounts have finished onboarding; Dana has a job title', async () => {
    expect(
      await rows(
        SERVICE,
        `select email, "jobTitle", onboarded_at is not null as onboarded from public.profiles where id in ($1, $2, $3) order by email`,
        [ADMIN, OWNER, OTHER],
      ),
    ).toEqual([
      { email: 'admin@boardroom.local', jobTitle: '', onboarded: true },
      { email: 'other@boardroom.local', jobTitle: '', onboarded: true },
      { email: 'user@boardroom.local', jobTitle: 'Head of Operations', onboarded: true },
    ])
  })

  it('Bluefin Logistics is owned by other@boardroom.local; Northwind has requested integrations and an AI workflow', async () => {
    expect(
      await rows(SERVICE, `select user_id, member_role from public.company_members where company_id = $1`, [BLUEFIN]),
    ).toEqual([{ user_id: OTHER, member_role: 'owner' }])
    expect(
      await rows(
        SERVICE,
        `select provider, status from public.company_integrations where company_id = $1 order by provider`,
        [NORTHWIND],
      ),
    ).toEqual([
      { provider: 'notion', status: 'requested' },
      { provider: 'stripe', status: 'requested' },
    ])
    const [{ workflow }] = await rows<{ workflow: { version: number; decisions: Record<string, unknown> } }>(
      SERVICE,
      `select ai_workflow as workflow from public.companies where id = $1`,
      [NORTHWIND],
    )
    expect(workflow.version).toBe(1)
    expect(Object.keys(workflow.decisions).sort()).toEqual([
      'budget_change',
      'hiring',
      'new_campaign',
      'pricing',
      'risk_alert',
    ])
  })
})

describe('profiles: onboarding columns', () => {
  it('a user saves their job title, avatar URL and onboarding time', async () => {
    const row = await as(
      user(STRANGER),
      async (tx) =>
        (
          await tx.query(
            `update public.profiles set "jobTitle" = 'CFO', avatar = 'https://cdn.example/a.png', onboarded_at = now() where id = $1 returning "jobTitle", avatar, onboarded_at is not null as onboarded`,
            [STRANGER],
          )
        ).rows[0],
    )
    expect(row).toEqual({ jobTitle: 'CFO', avatar: 'https://cdn.example/a.png', onboarded: true })
  })

  it('refuses an avatar that is not an http(s) URL and an over-long job title', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'ftp://x.example/a.png',
      'https://a b.example',
    ])
      await expect(
        affected(user(STRANGER), `update public.profiles set avatar = $2 where id = $1`, [STRANGER, avatar]),
        avatar,
      ).rejects.toMatchObject({ code: '23514' })
    await expect(
      affected(user(STRANGER), `update public.profiles set "jobTitle" = repeat('x', 101) where id = $1`, [STRANGER]),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it("nobody else changes a user's onboarding columns", async () => {
    expect(
      await affected(user(MEMBER), `update public.profiles set "jobTitle" = 'x', onboarded_at = now() where id = $1`, [
        OWNER,
      ]),
    ).toBe(0)
    expect(await affected(ANON, `update public.profiles set onboarded_at = now()`)).toBe(0)
  })
})

describe('companies: website and AI workflow', () => {
  const workflow = JSON.stringify({
    version: 1,
    decisions: { pricing: { enabled: true, executives: ['CEO'], mode: 'approval' } },
  })

  it('owners and company admins save the AI workflow; members, strangers and the platform admin cannot', async () => {
    const set = `update public.companies set ai_workflow = $2::jsonb where id = $1`
    expect(await affected(user(OWNER), set, [NORTHWIND, workflow])).toBe(1)
    expect(await affected(user(CADMIN), set, [NORTHWIND, workflow])).toBe(1)
    for (const who of [MEMBER, STRANGER, ADMIN, OTHER])
      expect(await affected(user(who), set, [NORTHWIND, workflow])).toBe(0)
    expect(
      await rows(user(MEMBER), `select ai_workflow -> 'version' as v from public.companies where id = $1`, [NORTHWIND]),
    ).toEqual([{ v: 1 }])
  })

  it('refuses a workflow that is not a JSON object, or too large, and a website that is not http(s)', async () => {
    const set = `update public.companies set ai_workflow = $2::jsonb where id = $1`
    await expect(affected(user(OWNER), set, [NORTHWIND, '[]'])).rejects.toMatchObject({ code: '23514' })
    await expect(
      affected(user(OWNER), set, [NORTHWIND, JSON.stringify({ pad: 'x'.repeat(17000) })]),
    ).rejects.toMatchObject({ code: '23514' })
    await expect(
      affected(user(OWNER), `update public.companies set website = 'javascript:alert(1)' where id = $1`, [NORTHWIND]),
    ).rejects.toMatchObject({ code: '23514' })
    expect(await affected(user(OWNER), `update public.companies set website = '' where id = $1`, [NORTHWIND])).toBe(1)
  })
})

describe('company_integrations', () => {
  const providers = `select provider as id from public.company_integrations where company_id = $1 order by provider`
  const set = (list: string[]) =>
    `select provider, status, requested_by from public.set_company_integrations('${NORTHWIND}', array[${list.map((p) => `'${p}'`).join(',')}]::text[]) order by provider`

  it('members read their company’s requests; strangers and anon none; the platform admin and service_role all', async () => {
    for (const who of [OWNER, CADMIN, MEMBER, ADMIN])
      expect((await rows(user(who), providers, [NORTHWIND])).map((r) => r.id)).toEqual(['notion', 'stripe'])
    expect(await rows(SERVICE, providers, [NORTHWIND])).toHaveLength(2)
    expect(await rows(user(STRANGER), providers, [NORTHWIND])).toEqual([])
    expect(await rows(user(OTHER), providers, [NORTHWIND])).toEqual([])
    expect(await rows(ANON, providers, [NORTHWIND])).toEqual([])
  })

  it('owners and company admins replace the list in one call; each request records who made it', async () => {
    expect(await rows(user(OWNER), set(['clearbit', 'stripe']))).toEqual([
      { provider: 'clearbit', status: 'requested', requested_by: OWNER },
      { provider: 'stripe', status: 'requested', requested_by: OWNER },
    ])
    expect(await rows(user(CADMIN), set(['tiktok']))).toEqual([
      { provider: 'tiktok', status: 'requested', requested_by: CADMIN },
    ])
    expect(await rows(user(OWNER), set([]))).toEqual([])
  })

  it('members, strangers, the platform admin and anon cannot choose integrations', async () => {
    for (const who of [MEMBER, STRANGER, ADMIN, OTHER])
      await expect(rows(user(who), set(['plaid']))).rejects.toMatchObject({
        code: '42501',
        message: 'Only owners and admins of the company can choose its integrations',
      })
    await expect(rows(ANON, set(['plaid']))).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(user(MEMBER), `insert into public.company_integrations (company_id, provider) values ($1, 'plaid')`, [
        NORTHWIND,
      ]),
    ).rejects.toThrow(RLS_DENIED)
    expect(
      await affected(user(MEMBER), `delete from public.company_integrations where company_id = $1`, [NORTHWIND]),
    ).toBe(0)
  })

  it('nothing can be recorded as connected, an unknown provider is refused, and requests are not edited', async () => {
    await expect(
      affected(
        user(OWNER),
        `insert into public.company_integrations (company_id, provider, status) values ($1, 'plaid', 'connected')`,
        [NORTHWIND],
      ),
    ).rejects.toMatchObject({ code: '23514' })
    await expect(
      affected(
        SERVICE,
        `insert into public.company_integrations (company_id, provider, status) values ($1, 'plaid', 'connected')`,
        [NORTHWIND],
      ),
    ).rejects.toMatchObject({ code: '23514' })
    await expect(rows(user(OWNER), set(['myspace']))).rejects.toMatchObject({ code: '23514' })
    expect(
      await affected(user(OWNER), `update public.company_integrations set requested_by = $2 where company_id = $1`, [
        NORTHWIND,
        MEMBER,
      ]),
    ).toBe(0)
    const stamped = await rows(
      user(OWNER),
      `insert into public.company_integrations (company_id, provider, requested_by, requested_at) values ($1, 'plaid', $2, '2000-01-01') returning requested_by, requested_at > now() - interval '1 minute' as fresh`,
      [NORTHWIND, MEMBER],
    )
    expect(stamped).toEqual([{ requested_by: OWNER, fresh: true }])
  })
})

describe('company_member_directory', () => {
  const directory = `select user_id, email, "firstName", "lastName", member_role from public.company_member_directory($1)`

  it('members see who is in their company (owners first), with names and emails only', async () => {
    const expected = [
      { user_id: OWNER, email: 'user@boardroom.local', firstName: 'Dana', lastName: 'Demo', member_role: 'owner' },
      { user_id: CADMIN, email: 'cadmin@test.local', firstName: 'Cai', lastName: 'Admin', member_role: 'admin' },
      { user_id: MEMBER, email: 'member@test.local', firstName: 'Mia', lastName: 'Member', member_role: 'member' },
    ]
    for (const who of [OWNER, CADMIN, MEMBER, ADMIN])
      expect(await rows(user(who), directory, [NORTHWIND])).toEqual(expected)
    expect(await rows(SERVICE, directory, [NORTHWIND])).toEqual(expected)
  })

  it('strangers and other companies’ owners are refused; anon cannot call it', async () => {
    for (const who of [STRANGER, OTHER])
      await expect(rows(user(who), directory, [NORTHWIND])).rejects.toMatchObject({
        code: '42501',
        message: 'Only members of this company can see its members',
      })
    await expect(rows(ANON, directory, [NORTHWIND])).rejects.toMatchObject({ code: '42501' })
  })
})

describe('admin_company_overview', () => {
  const overview = `select name, industry, member_count, owner_email, owner_name from public.admin_company_overview() order by name`

  it('the platform admin and service_role see every company with its member count and owner', async () => {
    const expected = [
      {
        name: 'Bluefin Logistics',
        industry: 'Logistics and transport',
        member_count: 1,
        owner_email: 'other@boardroom.local',
        owner_name: 'Olive Okafor',
      },
      {
        name: 'Northwind Analytics',
        industry: 'B2B software',
        member_count: 3,
        owner_email: 'user@boardroom.local',
        owner_name: 'Dana Demo',
      },
    ]
    expect(await rows(user(ADMIN), overview)).toEqual(expected)
    expect(await rows(SERVICE, overview)).toEqual(expected)
  })

  it('everyone else is refused with the reason', async () => {
    for (const who of [OWNER, CADMIN, MEMBER, STRANGER])
      await expect(rows(user(who), overview)).rejects.toMatchObject({
        code: '42501',
        message: 'Only an admin can list every company',
      })
    await expect(rows(ANON, overview)).rejects.toMatchObject({ code: '42501' })
  })
})

describe('over HTTP (supabase-js)', () => {
  it('a member is refused integrations with 403 and the reason; the admin reads the overview', async () => {
    const owner = backend.anon()
    await owner.auth.signInWithPassword({ email: 'other@boardroom.local', password: 'Other-demo-2026!' })
    const refused = await owner.rpc('set_company_integrations', { target_company_id: NORTHWIND, providers: ['plaid'] })
    expect(refused.status).toBe(403)
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Only owners and admins of the company can choose its integrations',
    })
    const mine = await owner.rpc('set_company_integrations', {
      target_company_id: BLUEFIN,
      providers: ['plaid', 'calendly'],
    })
    expect(mine.error).toBeNull()
    expect(mine.data?.map((r: { provider: string }) => r.provider)).toEqual(['calendly', 'plaid'])

    const admin = backend.anon()
    await admin.auth.signInWithPassword({ email: 'admin@boardroom.local', password: 'Admin-demo-2026!' })
    const overview = await admin.rpc('admin_company_overview')
    expect(overview.error).toBeNull()
    expect(overview.data).toHaveLength(2)
    expect((await owner.rpc('admin_company_overview')).error).toMatchObject({
      code: '42501',
      message: 'Only an admin can list every company',
    })
  })
})
