// Attacks on the database through the public API, made as the attacker would: supabase-js with an
// ordinary account, first as the owner of another company (Omar of Bluefin against Northwind), then
// as a plain member of the company itself. Each names what it tried and asserts what the victim
// would see afterwards, not only the refusal.
//
//   the trash     a lead_trash row written by hand (another company's lead, a snapshot naming the
//                 victim's company and creator, a forged history), then restore_leads
//   metrics       inserting a day's results for another company's campaign, or importing them,
//                 must answer the same whether or not that company has results that day
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteLeads, restoreLeads } from '../../client/features/leads/queries'
import { BLUEFIN, type Backend, DANA, NORTHWIND, OMAR, signIn, startBackend } from './harness'

const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: a Northwind lead Dana created, won, with history
const WEBINAR = 'ca000000-0000-4000-8000-000000000001' // seed: a Northwind campaign with daily results
const PASSWORD = 'Attack-test-password-1'

let backend: Backend
let service: SupabaseClient
let dana: SupabaseClient
let omar: SupabaseClient
let member: SupabaseClient
let memberId: string

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  const created = await service.auth.admin.createUser({
    email: 'plain-member@attack.test',
    password: PASSWORD,
    email_confirm: true,
  })
  expect(created.error).toBeNull()
  memberId = created.data.user!.id
  expect(
    (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: memberId, member_role: 'member' }))
      .error,
  ).toBeNull()
  dana = (await signIn(backend, DANA.email, DANA.password)).client
  omar = (await signIn(backend, OMAR.email, OMAR.password)).client
  member = (await signIn(backend, 'plain-member@attack.test', PASSWORD)).client
  const olivia = await service.from('leads').select('*').eq('id', OLIVIA).single()
  expect(olivia.error).toBeNull()
  template = olivia.data!
}, 60_000)
afterAll(async () => {
  await backend?.stop()
})

/** A lead's history as its company's members read it on the lead page. */
const historyOf = async (lead: string) => {
  const { data, error } = await dana
    .from('lead_events')
    .select('company_id, kind, from_status, to_status, actor, created_at')
    .eq('lead_id', lead)
    .order('id')
  expect(error).toBeNull()
  return data ?? []
}
/** Northwind's leads named "Injected", as Dana's lead list would show them. */
const injected = async () =>
  (
    await dana
      .from('leads')
      .select('id, first_name, created_by')
      .eq('company_id', NORTHWIND)
      .eq('first_name', 'Injected')
  ).data

/** Every column of a Northwind lead, as a snapshot needs them (read once with the service role). */
let template: Record<string, unknown> = {}
/** The trash row of the report: `company` is the attacker's, the rest names Northwind's lead and owner. */
const forgedTrashRow = (company: string, actor: string, lead = OLIVIA) => ({
  batch_id: crypto.randomUUID(),
  lead_id: lead,
  company_id: company,
  lead: {
    ...template,
    id: crypto.randomUUID(),
    company_id: NORTHWIND,
    first_name: 'Injected',
    last_name: 'ByBluefin',
    email: null,
    owner_id: null,
    campaign_id: null,
    created_by: DANA.id,
    created_at: '2020-01-01T00:00:00Z',
  },
  events: [
    {
      id: 1,
      lead_id: lead,
      company_id: NORTHWIND,
      kind: 'status_changed',
      from_status: 'new',
      to_status: 'won',
      actor,
      created_at: '2020-01-01T00:00:00Z',
    },
  ],
})

describe('the trash: nobody writes it but delete_leads', () => {
  it('another company’s owner cannot put a lead into Northwind or rewrite its history', async () => {
    const before = await historyOf(OLIVIA)
    expect(before[0]).toMatchObject({ kind: 'created', company_id: NORTHWIND })
    const row = forgedTrashRow(BLUEFIN, OMAR.id)
    const written = await omar.from('lead_trash').insert(row)
    expect(written.error?.code).toBe('42501')
    await expect(restoreLeads(omar, row.batch_id)).rejects.toMatchObject({ code: 'PT404' })
    expect(await injected()).toEqual([])
    expect(await historyOf(OLIVIA)).toEqual(before)
  })

  it('a plain member cannot rewrite the history of a lead of their own company', async () => {
    const before = await historyOf(OLIVIA)
    const row = forgedTrashRow(NORTHWIND, memberId)
    const written = await member.from('lead_trash').insert(row)
    expect(written.error?.code).toBe('42501')
    await expect(restoreLeads(member, row.batch_id)).rejects.toMatchObject({ code: 'PT404' })
    expect(await injected()).toEqual([])
    expect(await historyOf(OLIVIA)).toEqual(before)
  })

  it('the member who deleted cannot change what their trash recorded', async () => {
    const mine = await member
      .from('leads')
      .insert({ company_id: NORTHWIND, first_name: 'Trashed', last_name: 'Lead', status: 'new' })
      .select('id')
      .single()
    expect(mine.error).toBeNull()
    const { batch } = await deleteLeads(member, NORTHWIND, { ids: [mine.data!.id] })
    const changed = await member
      .from('lead_trash')
      .update({ lead_id: OLIVIA, events: forgedTrashRow(NORTHWIND, memberId).events })
      .eq('batch_id', batch)
      .select('lead_id')
    expect(changed.error?.code).toBe('42501')
    const before = await historyOf(OLIVIA)
    expect(await restoreLeads(member, batch)).toBe(1)
    expect(await historyOf(OLIVIA)).toEqual(before)
    expect((await historyOf(mine.data!.id)).map((e) => [e.kind, e.actor])).toEqual([['created', memberId]])
  })

  it('a restore puts back only what the trash row records, in its own company', async () => {
    // a row as the old insert policy let a member write it (made here with the service role): the
    // snapshot names Northwind, Dana and a forged history; the row itself is Bluefin's, deleted by Omar
    const before = await historyOf(OLIVIA)
    const taken = forgedTrashRow(BLUEFIN, OMAR.id)
    expect((await service.from('lead_trash').insert({ ...taken, deleted_by: OMAR.id })).error).toBeNull()
    // the lead it names exists: nothing comes back, nothing of Northwind's changes
    expect(await restoreLeads(omar, taken.batch_id)).toBe(0)
    expect(await injected()).toEqual([])
    expect(await historyOf(OLIVIA)).toEqual(before)

    // a lead id of its own: it comes back in Bluefin under that id, with only its own history
    const fresh = crypto.randomUUID()
    const own = forgedTrashRow(BLUEFIN, OMAR.id, fresh)
    expect((await service.from('lead_trash').insert({ ...own, deleted_by: OMAR.id })).error).toBeNull()
    expect(await restoreLeads(omar, own.batch_id)).toBe(1)
    expect(await injected()).toEqual([])
    const back = await omar.from('leads').select('id, company_id').eq('first_name', 'Injected')
    expect(back.data).toEqual([{ id: fresh, company_id: BLUEFIN }])
    expect(await historyOf(OLIVIA)).toEqual(before)
  })
})

describe('campaign metrics: another company’s days stay unknown', () => {
  /** A day Northwind's webinar has results for (the seed fills its days up to yesterday). */
  let resultDay = ''
  const emptyDay = '2039-06-01'
  let bluefinCampaign = ''
  const bluefinDay = '2031-03-03'
  const metric = (company: string, campaign: string, day: string) => ({
    company_id: company,
    campaign_id: campaign,
    day,
    spend: 1,
  })
  const importRow = (campaign: string, day: string) => [
    { row: 2, campaign_id: campaign, day, spend: 1, impressions: 1, clicks: 0, leads: 0, customers: 0, revenue: 0 },
  ]

  beforeAll(async () => {
    const day = await service.from('campaign_metrics').select('day').eq('campaign_id', WEBINAR).limit(1).single()
    expect(day.error).toBeNull()
    resultDay = day.data!.day
    const campaign = await omar
      .from('campaigns')
      .insert({ company_id: BLUEFIN, name: 'Port tours' })
      .select('id')
      .single()
    expect(campaign.error).toBeNull()
    bluefinCampaign = campaign.data!.id
    expect((await omar.from('campaign_metrics').insert(metric(BLUEFIN, bluefinCampaign, bluefinDay))).error).toBeNull()
  })

  it('inserting a day of another company’s campaign answers alike, results or not', async () => {
    const asOmar = async (day: string) =>
      (await omar.from('campaign_metrics').insert(metric(BLUEFIN, WEBINAR, day))).error?.code
    expect([await asOmar(resultDay), await asOmar(emptyDay)]).toEqual(['23503', '23503'])
    const asMember = async (day: string) =>
      (await member.from('campaign_metrics').insert(metric(NORTHWIND, bluefinCampaign, day))).error?.code
    expect([await asMember(bluefinDay), await asMember(emptyDay)]).toEqual(['23503', '23503'])
  })

  it('moving one’s own row onto another company’s campaign answers alike, results or not', async () => {
    const own = await member
      .from('campaign_metrics')
      .insert(metric(NORTHWIND, WEBINAR, '2038-01-01'))
      .select('id')
      .single()
    expect(own.error).toBeNull()
    const move = async (day: string) =>
      (
        await member
          .from('campaign_metrics')
          .update({ campaign_id: bluefinCampaign, day })
          .eq('id', own.data!.id)
          .select('id')
      ).error?.code
    expect([await move(bluefinDay), await move(emptyDay)]).toEqual(['23503', '23503'])
  })

  it('importing a day of another company’s campaign answers alike, results or not', async () => {
    const asOmar = async (day: string) =>
      (await omar.rpc('import_campaign_metrics', { p_company: BLUEFIN, p_rows: importRow(WEBINAR, day) })).error?.code
    expect([await asOmar(resultDay), await asOmar(emptyDay)]).toEqual(['23503', '23503'])
    const asMember = async (day: string) =>
      (await member.rpc('import_campaign_metrics', { p_company: NORTHWIND, p_rows: importRow(bluefinCampaign, day) }))
        .error?.code
    expect([await asMember(bluefinDay), await asMember(emptyDay)]).toEqual(['23503', '23503'])
  })

  it('Northwind’s own day imported again is still replaced', async () => {
    const again = await member.rpc('import_campaign_metrics', {
      p_company: NORTHWIND,
      p_rows: importRow(WEBINAR, resultDay),
    })
    expect(again.error).toBeNull()
    expect(again.data).toEqual([{ row: 2, outcome: 'updated' }])
  })
})
