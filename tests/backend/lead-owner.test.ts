// A lead's owner (supabase/migrations/20261201500100_lead_owner.sql) through real supabase-js as the
// browser meets it: any member of the company sets or clears it, on one lead, in the form's insert
// and in bulk; a user outside the company — a stranger or another company's owner — is refused word
// for word and nothing changes; the list's owner filter ("me" resolved, "none", a member); a member
// who leaves the company leaves their leads unassigned, and a deleted lead restored after its owner
// left comes back unassigned. Every owner change is in the lead's history, written by the database
// (20261202100100_lead_owner_history.sql): who, from whom, to whom, when; members read it, nobody
// writes it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bulkUpdateLeads,
  deleteLeads,
  fetchLeadEvents,
  fetchLeadPage,
  insertLead,
  restoreLeads,
  updateLead,
  withOwnerResolved,
} from '../../client/features/leads/queries'
import { LeadFiltersSchema, LeadFormSchema } from '../../shared/schemas/lead'
import { signIn, startBackend, type Backend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const DANA = 'b0000000-0000-4000-8000-000000000002' // seed: Northwind's owner
const OLIVE = 'b0000000-0000-4000-8000-000000000003' // seed: Bluefin's owner
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: a Northwind lead, unassigned
const LIAM = '1ead0000-0000-4000-8000-000000000002' // seed: a Northwind lead in proposal, Dana's
const PASSWORD = 'Owner-test-password-1'
const REFUSED = { code: '23503', message: 'The owner must be a member of the lead’s company' }

let backend: Backend
let service: SupabaseClient
let dana: SupabaseClient
let member: SupabaseClient
let olive: SupabaseClient
let MEMBER: string
let STRANGER: string

async function newUser(email: string) {
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  expect(error).toBeNull()
  return data.user!.id
}
const ownerOf = async (id: string) =>
  (await service.from('leads').select('owner_id').eq('id', id).single()).data?.owner_id
const filters = (over: Record<string, string>) => LeadFiltersSchema.parse(over)

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  MEMBER = await newUser('member@owner.test')
  STRANGER = await newUser('stranger@owner.test')
  expect(
    (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: MEMBER, member_role: 'member' }))
      .error,
  ).toBeNull()
  dana = (await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')).client
  olive = (await signIn(backend, 'other@boardroom.local', 'Other-demo-2026!')).client
  member = (await signIn(backend, 'member@owner.test', PASSWORD)).client
})
afterAll(() => backend?.stop())

describe('a lead’s owner', () => {
  it('the seed: the deals in proposal are Dana’s, the rest unassigned', async () => {
    expect(await ownerOf(LIAM)).toBe(DANA)
    expect(await ownerOf(OLIVIA)).toBeNull()
  })

  it('a plain member sets it to any member, or clears it', async () => {
    expect((await updateLead(member, OLIVIA, { owner_id: DANA }))?.owner_id).toBe(DANA)
    expect((await updateLead(member, OLIVIA, { owner_id: MEMBER }))?.owner_id).toBe(MEMBER)
    expect((await updateLead(member, OLIVIA, { owner_id: null }))?.owner_id).toBeNull()
  })

  it('someone outside the company is refused word for word — a stranger, another company’s owner — and nothing changes', async () => {
    for (const outsider of [STRANGER, OLIVE]) {
      for (const client of [dana, member]) {
        const res = await client.from('leads').update({ owner_id: outsider }).eq('id', OLIVIA).select('id')
        expect(res.error).toMatchObject(REFUSED)
        expect(res.status).toBe(409)
      }
      // the service role too: the database keeps the rule, not the screens
      expect((await service.from('leads').update({ owner_id: outsider }).eq('id', OLIVIA)).error).toMatchObject({
        code: '23503',
      })
    }
    expect(await ownerOf(OLIVIA)).toBeNull()
    // the form's insert names the field the refusal is about
    const input = LeadFormSchema.parse({
      first_name: 'Owned',
      last_name: 'Elsewhere',
      email: '',
      phone: '',
      company_name: '',
      title: '',
      source: 'manual',
      status: 'new',
      value: '',
      currency: 'USD',
      campaign_id: '',
      owner_id: STRANGER,
      notes: '',
    })
    await expect(insertLead(member, NORTHWIND, input)).rejects.toMatchObject(REFUSED)
    expect((await service.from('leads').select('id').eq('first_name', 'Owned')).data).toEqual([])
    // another company's owner cannot reach Northwind's lead at all (row level security)
    expect((await olive.from('leads').update({ owner_id: OLIVE }).eq('id', OLIVIA).select('id')).data).toEqual([])
  })

  it('in bulk: every lead matching the list’s filters, as the member; an outsider refused for all of them', async () => {
    const webinar = { q: '', status: 'qualified' as const, source: '' as const, campaign: '', owner: '', added_by: '' }
    const n = await bulkUpdateLeads(member, NORTHWIND, { filters: webinar }, { ownerId: MEMBER })
    const qualified = (
      await service.from('leads').select('owner_id').eq('company_id', NORTHWIND).eq('status', 'qualified')
    ).data!
    expect(n).toBe(qualified.length)
    expect(qualified.every((l) => l.owner_id === MEMBER)).toBe(true)
    await expect(bulkUpdateLeads(dana, NORTHWIND, { filters: webinar }, { ownerId: STRANGER })).rejects.toMatchObject(
      REFUSED,
    )
    expect(
      (
        await service.from('leads').select('owner_id').eq('company_id', NORTHWIND).eq('status', 'qualified')
      ).data!.every((l) => l.owner_id === MEMBER),
    ).toBe(true)
    // filtered by owner: the member's, "me" as the member, and unassigned
    const mine = await fetchLeadPage(
      member,
      NORTHWIND,
      withOwnerResolved(filters({ owner: 'me', status: 'qualified' }), MEMBER),
    )
    expect(mine.total).toBe(qualified.length)
    const byId = await fetchLeadPage(dana, NORTHWIND, filters({ owner: MEMBER }))
    expect(byId.rows.every((l) => l.owner_id === MEMBER)).toBe(true)
    const unassigned = await fetchLeadPage(dana, NORTHWIND, filters({ owner: 'none' }))
    const none = (
      await service
        .from('leads')
        .select('id', { count: 'exact', head: true })
        .eq('company_id', NORTHWIND)
        .is('owner_id', null)
    ).count
    expect(unassigned.total).toBe(none)
    expect(unassigned.rows.every((l) => l.owner_id === null)).toBe(true)
    // bulk clear, by the ids ticked
    expect(await bulkUpdateLeads(dana, NORTHWIND, { ids: byId.rows.map((l) => l.id) }, { ownerId: null })).toBe(
      byId.rows.length,
    )
  })

  it('a member who leaves leaves their leads unassigned; a lead deleted while theirs comes back unassigned', async () => {
    const leaver = await newUser('leaver@owner.test')
    expect(
      (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: leaver, member_role: 'member' }))
        .error,
    ).toBeNull()
    const kept = await insertLead(
      dana,
      NORTHWIND,
      LeadFormSchema.parse({
        first_name: 'Kept',
        last_name: 'Lead',
        email: '',
        phone: '',
        company_name: '',
        title: '',
        source: 'manual',
        status: 'new',
        value: '',
        currency: 'USD',
        campaign_id: '',
        owner_id: leaver,
        notes: '',
      }),
    )
    const trashed = await insertLead(
      dana,
      NORTHWIND,
      LeadFormSchema.parse({
        first_name: 'Trashed',
        last_name: 'Lead',
        email: '',
        phone: '',
        company_name: '',
        title: '',
        source: 'manual',
        status: 'new',
        value: '',
        currency: 'USD',
        campaign_id: '',
        owner_id: leaver,
        notes: '',
      }),
    )
    expect([kept.owner_id, trashed.owner_id]).toEqual([leaver, leaver])
    const deleted = await deleteLeads(dana, NORTHWIND, { ids: [trashed.id] })
    expect(deleted.deleted).toBe(1)
    expect(
      (await dana.from('company_members').delete().match({ company_id: NORTHWIND, user_id: leaver }).select('user_id'))
        .data,
    ).toHaveLength(1)
    expect(await ownerOf(kept.id)).toBeNull()
    expect(await restoreLeads(dana, deleted.batch)).toBe(1)
    expect(await ownerOf(trashed.id)).toBeNull()
  })
})

describe('owner changes in the lead’s history', () => {
  const form = (first_name: string, owner_id: string) =>
    LeadFormSchema.parse({
      first_name,
      last_name: 'History',
      email: '',
      phone: '',
      company_name: '',
      title: '',
      source: 'manual',
      status: 'new',
      value: '',
      currency: 'USD',
      campaign_id: '',
      owner_id,
      notes: '',
    })
  // [actor, from, to, from_name, to_name, actor_name], oldest first
  const ownerChanges = async (client: SupabaseClient, id: string) =>
    (await fetchLeadEvents(client, id))
      .filter((e) => e.kind === 'owner_changed')
      .reverse()
      .map((e) => [
        e.actor,
        e.detail?.from_owner,
        e.detail?.to_owner,
        e.detail?.from_name,
        e.detail?.to_name,
        e.detail?.actor_name,
      ])

  it('one lead’s edits and a bulk change: each with who, from whom, to whom and when; a save that keeps the owner adds nothing', async () => {
    const lead = await insertLead(dana, NORTHWIND, form('Single', ''))
    const before = Date.now()
    await updateLead(member, lead.id, { owner_id: DANA })
    await updateLead(dana, lead.id, { owner_id: MEMBER })
    await updateLead(dana, lead.id, { owner_id: MEMBER, notes: 'same owner' })
    await bulkUpdateLeads(member, NORTHWIND, { ids: [lead.id] }, { ownerId: null })
    expect(await ownerChanges(dana, lead.id)).toEqual([
      [MEMBER, null, DANA, null, 'Dana Demo', 'member@owner.test'],
      [DANA, DANA, MEMBER, 'Dana Demo', 'member@owner.test', 'Dana Demo'],
      [MEMBER, MEMBER, null, 'member@owner.test', null, 'member@owner.test'],
    ])
    const events = (await fetchLeadEvents(member, lead.id)).filter((e) => e.kind === 'owner_changed')
    for (const e of events) expect(Date.parse(e.created_at)).toBeGreaterThanOrEqual(before - 1000)
    // the creation is its own line; giving the owner in the form is not a change
    expect((await fetchLeadEvents(dana, lead.id)).map((e) => e.kind).sort()).toEqual([
      'created',
      'owner_changed',
      'owner_changed',
      'owner_changed',
    ])
  })

  it('a member who leaves: each of their leads says it became unassigned, by whoever removed them, with the leaver’s name kept — one in the trash too, once restored', async () => {
    const leaver = await newUser('history-leaver@owner.test')
    await service.from('profiles').update({ firstName: 'Lee', lastName: 'Ver' }).eq('id', leaver)
    expect(
      (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: leaver, member_role: 'member' }))
        .error,
    ).toBeNull()
    const lead = await insertLead(dana, NORTHWIND, form('Left', leaver))
    // one of their leads is in the trash when they leave, and is restored by the member afterwards
    const trashed = await insertLead(dana, NORTHWIND, form('Binned', leaver))
    const deleted = await deleteLeads(dana, NORTHWIND, { ids: [trashed.id] })
    expect(
      (await dana.from('company_members').delete().match({ company_id: NORTHWIND, user_id: leaver }).select('user_id'))
        .data,
    ).toHaveLength(1)
    expect(await ownerChanges(member, lead.id)).toEqual([[DANA, leaver, null, 'Lee Ver', null, 'Dana Demo']])
    expect(await restoreLeads(dana, deleted.batch)).toBe(1)
    expect(await ownerOf(trashed.id)).toBeNull()
    expect(await ownerChanges(member, trashed.id)).toEqual([[DANA, leaver, null, 'Lee Ver', null, 'Dana Demo']])
    expect((await fetchLeadEvents(member, trashed.id)).map((e) => e.kind)).toEqual(['owner_changed', 'created'])
  })

  it('members of the company read it; a stranger and another company read nothing; nobody writes it, not even its own company', async () => {
    const lead = await insertLead(dana, NORTHWIND, form('Guarded', DANA))
    await updateLead(dana, lead.id, { owner_id: null })
    expect(await ownerChanges(member, lead.id)).toHaveLength(1)
    const stranger = (await signIn(backend, 'stranger@owner.test', PASSWORD)).client
    for (const client of [stranger, olive]) expect(await fetchLeadEvents(client, lead.id)).toEqual([])
    const forged = await dana.from('lead_events').insert({
      lead_id: lead.id,
      company_id: NORTHWIND,
      kind: 'owner_changed',
      detail: { from_owner: null, to_owner: DANA },
    })
    expect(forged.error).toMatchObject({ code: '42501' })
    expect(
      (
        await dana
          .from('lead_events')
          .update({ detail: { from_owner: MEMBER, to_owner: DANA } })
          .eq('lead_id', lead.id)
          .eq('kind', 'owner_changed')
          .select('id')
      ).data,
    ).toEqual([])
    expect(
      (await member.from('lead_events').delete().eq('lead_id', lead.id).eq('kind', 'owner_changed').select('id')).data,
    ).toEqual([])
    expect(await ownerChanges(service, lead.id)).toEqual([[DANA, DANA, null, 'Dana Demo', null, 'Dana Demo']])
  })
})
