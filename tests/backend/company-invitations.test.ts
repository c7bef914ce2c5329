// Company invitations (supabase/migrations/*_company_invitations.sql): the RLS matrix for every
// kind of caller — the company owner (seeded Dana), a company admin, a plain member, a stranger,
// the invitee (matched by their verified sign-in email), an invitee who has not confirmed their
// email, the platform admin, anon and service_role — the accept / decline functions with their
// exact refusals, and the whole flow over HTTP through supabase-js as the browser does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVERY, BLUEFIN, DANA, NORTHWIND, OMAR, startBackend, type Backend } from './harness'
import { addNorthwindTeam, ANON, createUser, RLS_DENIED, SERVICE, sqlRoles, user } from './sql-roles'

const ADMIN = AVERY.id // seed: platform admin
const OWNER = DANA.id // seed: owner of Northwind
const OTHER = OMAR.id // seed: owner of Bluefin
const SEEDED_INVITATION = '90000000-0000-4000-8000-000000000001' // seed: Northwind → teammate@boardroom.local

const MEMBER = 'd1000000-0000-4000-8000-000000000001' // member of Northwind
const CADMIN = 'd1000000-0000-4000-8000-000000000002' // admin of Northwind
const STRANGER = 'd1000000-0000-4000-8000-000000000003' // no company, no invitation
const INVITEE = 'd1000000-0000-4000-8000-000000000004' // invitee@test.local, confirmed
const UNCONFIRMED = 'd1000000-0000-4000-8000-000000000005' // unconfirmed@test.local, email not confirmed
const LATE = 'd1000000-0000-4000-8000-000000000006' // late@test.local, their invitation expired

const INV_INVITEE = 'e1000000-0000-4000-8000-000000000001' // Northwind → invitee@test.local (member), pending
const INV_UNCONFIRMED = 'e1000000-0000-4000-8000-000000000002' // Northwind → unconfirmed@test.local, pending
const INV_EXPIRED = 'e1000000-0000-4000-8000-000000000003' // Northwind → late@test.local, pending but past expiry
const INV_REVOKED = 'e1000000-0000-4000-8000-000000000004' // Bluefin → invitee@test.local, revoked

let backend: Backend
const { as, asOwner, rows, affected, ids } = sqlRoles(() => backend)

const NORTHWIND_INVITATIONS = [SEEDED_INVITATION, INV_INVITEE, INV_UNCONFIRMED, INV_EXPIRED].sort()
const invitations = `select id from public.company_invitations`
const accept = (id: string) => `select public.accept_company_invitation('${id}') as company_id`
const decline = (id: string) => `select public.decline_company_invitation('${id}')`

beforeAll(async () => {
  // confirmation off: the invitee's sign-up signs them in at once
  backend = await startBackend({ auth: { confirmEmail: false } })
  await backend.db.asOwner(async (tx) => {
    await addNorthwindTeam(tx, { member: MEMBER, cadmin: CADMIN, stranger: STRANGER })
    await createUser(tx, INVITEE, 'invitee@test.local', { meta: { firstName: 'Ivy', lastName: 'Invitee' } })
    await createUser(tx, UNCONFIRMED, 'unconfirmed@test.local', { confirmed: false })
    await createUser(tx, LATE, 'late@test.local')
    await tx.query(
      `insert into public.company_invitations (id, company_id, email, role, invited_by, status, created_at, expires_at) values
         ($1, $5, 'invitee@test.local', 'member', $7, 'pending', now(), now() + interval '14 days'),
         ($2, $5, 'unconfirmed@test.local', 'member', $7, 'pending', now(), now() + interval '14 days'),
         ($3, $5, 'late@test.local', 'admin', $7, 'pending', now() - interval '20 days', now() - interval '6 days'),
         ($4, $6, 'invitee@test.local', 'member', $8, 'revoked', now(), now() + interval '14 days')`,
      [INV_INVITEE, INV_UNCONFIRMED, INV_EXPIRED, INV_REVOKED, NORTHWIND, BLUEFIN, OWNER, OTHER],
    )
  })
})
afterAll(() => backend?.stop())

describe('seed', () => {
  it('has a pending invitation from Northwind to teammate@boardroom.local', async () => {
    expect(
      await rows(
        SERVICE,
        `select company_id, email, role, status, invited_by, expires_at > now() as live from public.company_invitations where id = $1`,
        [SEEDED_INVITATION],
      ),
    ).toEqual([
      {
        company_id: NORTHWIND,
        email: 'teammate@boardroom.local',
        role: 'member',
        status: 'pending',
        invited_by: OWNER,
        live: true,
      },
    ])
  })
})

describe('read', () => {
  it('owners and admins of the company read its invitations; a plain member and a stranger read none', async () => {
    expect(await ids(user(OWNER), invitations)).toEqual(NORTHWIND_INVITATIONS)
    expect(await ids(user(CADMIN), invitations)).toEqual(NORTHWIND_INVITATIONS)
    expect(await ids(user(MEMBER), invitations)).toEqual([])
    expect(await ids(user(STRANGER), invitations)).toEqual([])
    expect(await ids(user(OTHER), invitations)).toEqual([INV_REVOKED])
  })

  it('the invitee reads the invitations addressed to their verified email, whatever company sent them', async () => {
    expect(await ids(user(INVITEE), invitations)).toEqual([INV_INVITEE, INV_REVOKED].sort())
    expect(await ids(user(LATE), invitations)).toEqual([INV_EXPIRED])
  })

  it('an unconfirmed email matches nothing, and the token’s email claim is not trusted', async () => {
    expect(await ids(user(UNCONFIRMED), invitations)).toEqual([])
    expect(await ids(user(UNCONFIRMED, 'unconfirmed@test.local'), invitations)).toEqual([])
    expect(await ids(user(STRANGER, 'invitee@test.local'), invitations)).toEqual([])
  })

  it('the platform admin and service_role read all; anon reads none', async () => {
    const all = [...NORTHWIND_INVITATIONS, INV_REVOKED].sort()
    expect(await ids(user(ADMIN), invitations)).toEqual(all)
    expect(await ids(SERVICE, invitations)).toEqual(all)
    expect(await rows(ANON, invitations)).toEqual([])
  })

  it('my_pending_invitations gives the invitee the company’s name and who invited them; live pending ones only', async () => {
    const q = `select id, company_id, company_name, role, invited_by from public.my_pending_invitations()`
    expect(await rows(user(INVITEE), q)).toEqual([
      {
        id: INV_INVITEE,
        company_id: NORTHWIND,
        company_name: 'Northwind Analytics',
        role: 'member',
        invited_by: 'Dana Demo',
      },
    ])
    expect(await rows(user(LATE), q)).toEqual([])
    expect(await rows(user(UNCONFIRMED), q)).toEqual([])
    expect(await rows(user(STRANGER, 'invitee@test.local'), q)).toEqual([])
    await expect(rows(ANON, q)).rejects.toMatchObject({ code: '42501' })
  })
})

describe('invite (insert)', () => {
  const invite = `insert into public.company_invitations (company_id, email, role) values ($1, $2, $3) returning email, role, status, invited_by`

  it('an owner invites; the database sets who invited, the status and the expiry, and lower-cases the email', async () => {
    const row = await as(user(OWNER), async (tx) => {
      const inserted = (
        await tx.query<{ id: string }>(
          `insert into public.company_invitations (company_id, email, role, status, invited_by, created_at, expires_at)
           values ($1, '  New.Person@Example.COM ', 'admin', 'accepted', $2, '2000-01-01', '2100-01-01') returning *`,
          [NORTHWIND, OTHER],
        )
      ).rows[0]
      const days = (
        await tx.query<{ days: number }>(
          `select round(extract(epoch from expires_at - now()) / 86400)::int as days from public.company_invitations where id = $1`,
          [inserted.id],
        )
      ).rows[0].days
      return { ...inserted, days }
    })
    expect(row).toMatchObject({
      company_id: NORTHWIND,
      email: 'new.person@example.com',
      role: 'admin',
      status: 'pending',
      invited_by: OWNER,
      responded_at: null,
      accepted_by: null,
      days: 14,
    })
  })

  it('a company admin invites members and admins but not owners; an owner invites owners', async () => {
    expect(await rows(user(CADMIN), invite, [NORTHWIND, 'a@example.com', 'member'])).toEqual([
      { email: 'a@example.com', role: 'member', status: 'pending', invited_by: CADMIN },
    ])
    expect(await affected(user(CADMIN), invite, [NORTHWIND, 'b@example.com', 'admin'])).toBe(1)
    await expect(affected(user(CADMIN), invite, [NORTHWIND, 'c@example.com', 'owner'])).rejects.toMatchObject({
      code: '42501',
      message: 'Only an owner can invite an owner',
    })
    expect(await affected(user(OWNER), invite, [NORTHWIND, 'c@example.com', 'owner'])).toBe(1)
  })

  it('a member, a stranger, the invitee, the platform admin and anon cannot invite', async () => {
    for (const who of [MEMBER, STRANGER, INVITEE, ADMIN])
      await expect(affected(user(who), invite, [NORTHWIND, 'x@example.com', 'member'])).rejects.toThrow(RLS_DENIED)
    await expect(affected(user(OTHER), invite, [NORTHWIND, 'x@example.com', 'member'])).rejects.toThrow(RLS_DENIED)
    await expect(affected(ANON, invite, [NORTHWIND, 'x@example.com', 'member'])).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('refuses a second pending invitation to the same address, and an address that is already a member', async () => {
    await expect(affected(user(OWNER), invite, [NORTHWIND, 'Invitee@test.local', 'member'])).rejects.toMatchObject({
      code: '23505',
      message: 'An invitation to this address is already pending',
    })
    await expect(affected(user(OWNER), invite, [NORTHWIND, 'member@test.local', 'admin'])).rejects.toMatchObject({
      code: '23505',
      message: 'That person is already a member of this company',
    })
    // Bluefin's revoked invitation does not stop Bluefin inviting the same address again
    expect(await affected(user(OTHER), invite, [BLUEFIN, 'invitee@test.local', 'member'])).toBe(1)
  })

  it('inviting again after an invitation lapsed marks the old one expired', async () => {
    const result = await as(user(OWNER), async (tx) => {
      await tx.query(invite, [NORTHWIND, 'late@test.local', 'member'])
      return (
        await tx.query(
          `select status, responded_at is not null as answered from public.company_invitations where id = $1`,
          [INV_EXPIRED],
        )
      ).rows[0]
    })
    expect(result).toEqual({ status: 'expired', answered: true })
  })

  it('refuses an invalid email or role', async () => {
    await expect(affected(user(OWNER), invite, [NORTHWIND, 'not-an-email', 'member'])).rejects.toMatchObject({
      code: '23514',
    })
    await expect(affected(user(OWNER), invite, [NORTHWIND, 'a b@example.com', 'member'])).rejects.toMatchObject({
      code: '23514',
    })
    await expect(affected(user(OWNER), invite, [NORTHWIND, 'z@example.com', 'superuser'])).rejects.toMatchObject({
      code: '23514',
    })
  })
})

describe('revoke (update) and delete', () => {
  const revoke = `update public.company_invitations set status = 'revoked' where id = $1`

  it('owners and company admins revoke a pending invitation; the time is recorded', async () => {
    const row = await as(user(OWNER), async (tx) => {
      await tx.query(revoke, [INV_INVITEE])
      return (
        await tx.query(
          `select status, responded_at is not null as answered from public.company_invitations where id = $1`,
          [INV_INVITEE],
        )
      ).rows[0]
    })
    expect(row).toEqual({ status: 'revoked', answered: true })
    expect(await affected(user(CADMIN), revoke, [INV_INVITEE])).toBe(1)
  })

  it('a member, a stranger, the invitee, the platform admin and anon change nothing', async () => {
    for (const who of [MEMBER, STRANGER, INVITEE, ADMIN])
      expect(await affected(user(who), revoke, [INV_INVITEE])).toBe(0)
    expect(await affected(ANON, revoke, [INV_INVITEE])).toBe(0)
  })

  it('nobody accepts through an update, edits an invitation, or revokes one that is no longer pending', async () => {
    await expect(
      affected(user(OWNER), `update public.company_invitations set status = 'accepted' where id = $1`, [INV_INVITEE]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'Only the invitee can accept or decline an invitation',
    })
    await expect(
      affected(user(OWNER), `update public.company_invitations set status = 'expired' where id = $1`, [INV_INVITEE]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'An invitation can only be revoked',
    })
    for (const change of [
      `role = 'owner'`,
      `email = 'other@example.com'`,
      `expires_at = now() + interval '1 year'`,
      `invited_by = '${CADMIN}'`,
    ])
      await expect(
        affected(user(OWNER), `update public.company_invitations set ${change} where id = $1`, [INV_INVITEE]),
        change,
      ).rejects.toMatchObject({
        code: '42501',
        message: 'An invitation cannot be edited: revoke it and invite again',
      })
    const expiredThenRevoked = await as(user(OWNER), async (tx) => {
      await tx.query(`insert into public.company_invitations (company_id, email) values ($1, 'late@test.local')`, [
        NORTHWIND,
      ])
      return tx.query(revoke, [INV_EXPIRED]).then(
        () => null,
        (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
      )
    })
    expect(expiredThenRevoked).toEqual({ code: '42501', message: 'Only a pending invitation can be revoked' })
    // revoking a revoked invitation again changes nothing
    expect(
      await rows(
        user(OTHER),
        `update public.company_invitations set status = 'revoked' where id = $1 returning status`,
        [INV_REVOKED],
      ),
    ).toEqual([{ status: 'revoked' }])
  })

  it('invitations are never deleted by API callers (the history stays)', async () => {
    for (const who of [OWNER, CADMIN, INVITEE, ADMIN])
      expect(await affected(user(who), `delete from public.company_invitations where id = $1`, [INV_INVITEE])).toBe(0)
  })
})

describe('accept and decline', () => {
  it('the invitee accepts: member with the invited role, profile linked, invitation accepted, the company readable', async () => {
    const result = await as(user(INVITEE), async (tx) => {
      const companyId = (await tx.query<{ company_id: string }>(accept(INV_INVITEE))).rows[0].company_id
      const companies = (await tx.query(`select id from public.companies`)).rows
      const profile = (
        await tx.query(`select company, company_id, industry from public.profiles where id = $1`, [INVITEE])
      ).rows[0]
      const invitation = (
        await tx.query(
          `select status, accepted_by, responded_at is not null as answered from public.company_invitations where id = $1`,
          [INV_INVITEE],
        )
      ).rows[0]
      await tx.exec(`reset role`)
      const membership = (
        await tx.query(`select member_role from public.company_members where company_id = $1 and user_id = $2`, [
          NORTHWIND,
          INVITEE,
        ])
      ).rows
      return { companyId, companies, profile, invitation, membership }
    })
    expect(result).toEqual({
      companyId: NORTHWIND,
      companies: [{ id: NORTHWIND }],
      profile: { company: 'Northwind Analytics', company_id: NORTHWIND, industry: 'B2B software' },
      invitation: { status: 'accepted', accepted_by: INVITEE, answered: true },
      membership: [{ member_role: 'member' }],
    })
  })

  it('an accepted invitation cannot be accepted again, and the new member cannot raise their own role', async () => {
    await as(user(INVITEE), async (tx) => {
      await tx.query(accept(INV_INVITEE))
      await tx.exec('savepoint s')
      await expect(tx.query(accept(INV_INVITEE))).rejects.toMatchObject({
        code: 'P0001',
        message: 'This invitation has already been accepted',
      })
      await tx.exec('rollback to savepoint s')
      const raised = await tx.query(
        `update public.company_members set member_role = 'admin' where company_id = $1 and user_id = $2`,
        [NORTHWIND, INVITEE],
      )
      expect(raised.affectedRows).toBe(0)
      await expect(
        tx.query(`update public.company_members set member_role = 'owner' where company_id = $1 and user_id = $2`, [
          NORTHWIND,
          INVITEE,
        ]),
      ).resolves.toMatchObject({ affectedRows: 0 })
    })
  })

  it("nobody accepts someone else's invitation, whatever email their token claims", async () => {
    const notYours = { code: '42501', message: 'This invitation is not addressed to you' }
    await expect(rows(user(INVITEE), accept(SEEDED_INVITATION))).rejects.toMatchObject(notYours)
    await expect(rows(user(STRANGER, 'invitee@test.local'), accept(INV_INVITEE))).rejects.toMatchObject(notYours)
    await expect(rows(user(OWNER), accept(INV_INVITEE))).rejects.toMatchObject(notYours)
    await expect(rows(user(ADMIN), accept(INV_INVITEE))).rejects.toMatchObject(notYours)
    await expect(rows(user(INVITEE), accept('e1000000-0000-4000-8000-0000000000ff'))).rejects.toMatchObject(notYours)
  })

  it('a revoked, expired or declined invitation cannot be accepted', async () => {
    await expect(rows(user(INVITEE), accept(INV_REVOKED))).rejects.toMatchObject({
      code: 'P0001',
      message: 'This invitation was revoked',
    })
    await expect(rows(user(LATE), accept(INV_EXPIRED))).rejects.toMatchObject({
      code: 'P0001',
      message: 'This invitation has expired: ask for a new one',
    })
    const declined = await as(user(INVITEE), async (tx) => {
      await tx.query(decline(INV_INVITEE))
      const status = (
        await tx.query<{ status: string }>(`select status from public.company_invitations where id = $1`, [INV_INVITEE])
      ).rows[0].status
      const member = (await tx.query<{ m: boolean }>(`select public.is_company_member($1) as m`, [NORTHWIND])).rows[0].m
      await tx.exec('savepoint s')
      const again = await tx.query(accept(INV_INVITEE)).then(
        () => null,
        (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
      )
      return { status, member, again }
    })
    expect(declined).toEqual({
      status: 'declined',
      member: false,
      again: { code: 'P0001', message: 'This invitation was declined' },
    })
  })

  it('an invitee who has not confirmed their email cannot answer', async () => {
    const unconfirmed = { code: '42501', message: 'Confirm your email address before answering an invitation' }
    await expect(rows(user(UNCONFIRMED), accept(INV_UNCONFIRMED))).rejects.toMatchObject(unconfirmed)
    await expect(rows(user(UNCONFIRMED, 'unconfirmed@test.local'), decline(INV_UNCONFIRMED))).rejects.toMatchObject(
      unconfirmed,
    )
  })

  it('anon cannot call the functions; service_role has no user to add', async () => {
    await expect(rows(ANON, accept(INV_INVITEE))).rejects.toMatchObject({ code: '42501' })
    await expect(rows(ANON, decline(INV_INVITEE))).rejects.toMatchObject({ code: '42501' })
    await expect(rows(SERVICE, accept(INV_INVITEE))).rejects.toMatchObject({
      code: '42501',
      message: 'Sign in to answer an invitation',
    })
  })

  it('the helper behind both functions is not callable from the API', async () => {
    await expect(rows(user(INVITEE), `select public.claim_company_invitation('${INV_INVITEE}')`)).rejects.toMatchObject(
      { code: '42501' },
    )
  })

  it('an owner invitation makes an owner; a profile already linked elsewhere stays linked', async () => {
    const result = await as(user(OWNER), async (tx) => {
      const id = (
        await tx.query<{ id: string }>(
          `insert into public.company_invitations (company_id, email, role) values ($1, 'other@boardroom.local', 'owner') returning id`,
          [NORTHWIND],
        )
      ).rows[0].id
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(user(OTHER))])
      await tx.query(accept(id))
      await tx.exec(`reset role`)
      const role = (
        await tx.query(`select member_role from public.company_members where company_id = $1 and user_id = $2`, [
          NORTHWIND,
          OTHER,
        ])
      ).rows[0]
      const profile = (await tx.query(`select company_id from public.profiles where id = $1`, [OTHER])).rows[0]
      return { role, profile }
    })
    expect(result).toEqual({ role: { member_role: 'owner' }, profile: { company_id: BLUEFIN } })
  })

  it('the invitations go with their company', async () => {
    const left = await asOwner(async (tx) => {
      await tx.query(`delete from public.companies where id = $1`, [BLUEFIN])
      return (
        await tx.query<{ n: number }>(
          `select count(*)::int as n from public.company_invitations where company_id = $1`,
          [BLUEFIN],
        )
      ).rows[0].n
    })
    expect(left).toBe(0)
  })
})

describe('over HTTP (supabase-js, as the browser)', () => {
  it('an owner invites, the invitee signs up with that address, sees the invitation, accepts and reads the company', async () => {
    const email = `ivy.${Date.now()}@example.com`
    const owner = backend.anon()
    expect(
      (await owner.auth.signInWithPassword({ email: 'user@boardroom.local', password: 'User-demo-2026!' })).error,
    ).toBeNull()
    const invited = await owner
      .from('company_invitations')
      .insert({ company_id: NORTHWIND, email: email.toUpperCase(), role: 'admin' })
      .select('id, email, status')
      .single()
    expect(invited.error).toBeNull()
    expect(invited.data).toMatchObject({ email, status: 'pending' })
    const again = await owner.from('company_invitations').insert({ company_id: NORTHWIND, email, role: 'member' })
    expect(again.error).toMatchObject({ code: '23505', message: 'An invitation to this address is already pending' })
    expect(again.status).toBe(409)

    const invitee = backend.anon()
    expect(
      (
        await invitee.auth.signUp({
          email,
          password: 'Invitee-pass-1',
          options: { data: { firstName: 'Ivy', lastName: 'Ng' } },
        })
      ).error,
    ).toBeNull()
    const pending = await invitee.rpc('my_pending_invitations')
    expect(pending.error).toBeNull()
    expect(pending.data).toEqual([
      expect.objectContaining({
        id: invited.data!.id,
        company_name: 'Northwind Analytics',
        role: 'admin',
        invited_by: 'Dana Demo',
      }),
    ])
    const accepted = await invitee.rpc('accept_company_invitation', { invitation_id: invited.data!.id })
    expect(accepted).toMatchObject({ error: null, data: NORTHWIND })
    expect((await invitee.from('companies').select('name')).data).toEqual([{ name: 'Northwind Analytics' }])
    const twice = await invitee.rpc('accept_company_invitation', { invitation_id: invited.data!.id })
    expect(twice.status).toBe(400)
    expect(twice.error).toMatchObject({ code: 'P0001', message: 'This invitation has already been accepted' })

    const stranger = backend.anon()
    await stranger.auth.signUp({ email: `sam.${Date.now()}@example.com`, password: 'Stranger-pass-1' })
    const notYours = await stranger.rpc('accept_company_invitation', { invitation_id: SEEDED_INVITATION })
    expect(notYours.status).toBe(403)
    expect(notYours.error).toMatchObject({ code: '42501', message: 'This invitation is not addressed to you' })
    expect((await backend.anon().rpc('accept_company_invitation', { invitation_id: SEEDED_INVITATION })).status).toBe(
      401,
    )
  })
})
