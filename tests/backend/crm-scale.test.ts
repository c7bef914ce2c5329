// The lead list's bulk actions and campaign metrics through real supabase-js as the members
// (supabase/migrations/20261129500100_lead_bulk_actions.sql, *_campaign_metrics.sql): one statement
// under RLS each — another company's leads are never touched, a plain member deletes only what they
// created, undo restores the rows, their history and their calls exactly; daily metrics are read
// only by the company's members, one row per campaign and day, re-imported days replaced.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkUpdateLeads, deleteLeads, restoreLeads } from '../../client/features/leads/queries'
import { fetchCampaignMetrics, importMetricBatch } from '../../client/features/campaigns/metrics-queries'
import { startBackend, type Backend, signIn as passwordSignIn } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const WEBINAR = 'ca000000-0000-4000-8000-000000000001' // seed: a Northwind campaign
const LINKEDIN = 'ca000000-0000-4000-8000-000000000003' // seed: a Northwind campaign
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: a Northwind lead, won, with history
const LIAM = '1ead0000-0000-4000-8000-000000000002' // seed: a Northwind lead, proposal
const PASSWORD = 'Scale-test-password-1'

let backend: Backend
let owner: SupabaseClient
let member: SupabaseClient
let rival: SupabaseClient
let rivalCompany: string
let rivalLead: string

/** A client signed in with a password (harness.ts). */
const signIn = async (email: string, password: string) => (await passwordSignIn(backend, email, password)).client

const newLead = (company: string, first: string, extra: Record<string, unknown> = {}) => ({
  company_id: company,
  first_name: first,
  last_name: 'Bulk',
  email: `${first.toLowerCase()}@bulk.test`,
  status: 'new',
  ...extra,
})

beforeAll(async () => {
  backend = await startBackend()
  const service = backend.service()
  const ids: string[] = []
  for (const email of ['member@scale.test', 'rival@scale.test']) {
    const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect(error).toBeNull()
    ids.push(data.user!.id)
  }
  expect(
    (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: ids[0], member_role: 'member' }))
      .error,
  ).toBeNull()
  owner = await signIn('user@boardroom.local', 'User-demo-2026!')
  member = await signIn('member@scale.test', PASSWORD)
  rival = await signIn('rival@scale.test', PASSWORD)
  const company = await rival.from('companies').insert({ name: 'Rival Scale' }).select('id').single()
  expect(company.error).toBeNull()
  rivalCompany = company.data!.id
  const lead = await rival.from('leads').insert(newLead(rivalCompany, 'Rivalry')).select('id').single()
  expect(lead.error).toBeNull()
  rivalLead = lead.data!.id
})
afterAll(() => backend?.stop())

const statusOf = async (client: SupabaseClient, id: string) =>
  (await client.from('leads').select('status').eq('id', id).maybeSingle()).data?.status

describe('bulk_update_leads', () => {
  it('sets the status of the selected leads, and leaves another company’s lead named among them alone', async () => {
    const n = await bulkUpdateLeads(member, NORTHWIND, { ids: [LIAM, rivalLead] }, { status: 'qualified' })
    expect(n).toBe(1)
    expect(await statusOf(owner, LIAM)).toBe('qualified')
    expect(await statusOf(rival, rivalLead)).toBe('new')
    // the history says who moved it
    const events = await owner
      .from('lead_events')
      .select('kind, from_status, to_status')
      .eq('lead_id', LIAM)
      .order('id', { ascending: false })
      .limit(1)
    expect(events.data).toEqual([{ kind: 'status_changed', from_status: 'proposal', to_status: 'qualified' }])
  })

  it('acts on every lead matching the filter, and only in the named company', async () => {
    // a member naming the rival's company matches nothing: RLS hides its leads
    expect(
      await bulkUpdateLeads(
        member,
        rivalCompany,
        { filters: { q: '', status: 'new', source: '', campaign: '', owner: '', added_by: '' } },
        { status: 'lost' },
      ),
    ).toBe(0)
    expect(await statusOf(rival, rivalLead)).toBe('new')

    const before = await owner
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
      .eq('status', 'new')
    const n = await bulkUpdateLeads(
      owner,
      NORTHWIND,
      { filters: { q: '', status: 'new', source: 'website', campaign: '', owner: '', added_by: '' } },
      { campaignId: WEBINAR },
    )
    const website = await owner
      .from('leads')
      .select('id, campaign_id')
      .eq('company_id', NORTHWIND)
      .eq('status', 'new')
      .eq('source', 'website')
    expect(n).toBe(website.data!.length)
    expect(n).toBeGreaterThan(0)
    expect(website.data!.every((l) => l.campaign_id === WEBINAR)).toBe(true)
    const after = await owner
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
      .eq('status', 'new')
    expect(after.count).toBe(before.count)
  })

  it('matches a search word by word, as the list does', async () => {
    const n = await bulkUpdateLeads(
      owner,
      NORTHWIND,
      { filters: { q: 'olivia brightmart', status: '', source: '', campaign: '', owner: '', added_by: '' } },
      { campaignId: LINKEDIN },
    )
    expect(n).toBe(1)
    expect((await owner.from('leads').select('campaign_id').eq('id', OLIVIA).single()).data).toEqual({
      campaign_id: LINKEDIN,
    })
  })

  it('refuses another company’s campaign (foreign key) and an action with nothing to set', async () => {
    const rivalCampaign = await rival
      .from('campaigns')
      .insert({ company_id: rivalCompany, name: 'Theirs' })
      .select('id')
      .single()
    await expect(
      bulkUpdateLeads(owner, NORTHWIND, { ids: [OLIVIA] }, { campaignId: rivalCampaign.data!.id }),
    ).rejects.toMatchObject({ code: '23503' })
    await expect(bulkUpdateLeads(owner, NORTHWIND, { ids: [OLIVIA] }, {})).rejects.toMatchObject({ code: '22023' })
  })
})

describe('delete_leads and restore_leads', () => {
  it('a plain member deletes only the leads they created; another company’s lead stays', async () => {
    const mine = await member.from('leads').insert(newLead(NORTHWIND, 'Minnie')).select('id').single()
    expect(mine.error).toBeNull()
    const result = await deleteLeads(member, NORTHWIND, { ids: [mine.data!.id, OLIVIA, rivalLead] })
    expect(result).toMatchObject({ matched: 2, deleted: 1 })
    expect(await statusOf(owner, OLIVIA)).toBe('won')
    expect(await statusOf(rival, rivalLead)).toBe('new')
    expect(await statusOf(owner, mine.data!.id)).toBeUndefined()
    // only the member who deleted can restore, and only once
    await expect(restoreLeads(owner, result.batch)).rejects.toMatchObject({ code: 'PT404' })
    await expect(restoreLeads(rival, result.batch)).rejects.toMatchObject({ code: 'PT404' })
    expect(await restoreLeads(member, result.batch)).toBe(1)
    await expect(restoreLeads(member, result.batch)).rejects.toMatchObject({ code: 'PT404' })
    expect(await statusOf(owner, mine.data!.id)).toBe('new')
  })

  it('undo restores the rows exactly: the same ids, creator, dates, history and calls', async () => {
    const read = () => owner.from('leads').select('*').in('id', [OLIVIA, LIAM]).order('id')
    const history = () =>
      owner
        .from('lead_events')
        .select('lead_id, kind, from_status, to_status, actor, created_at')
        .in('lead_id', [OLIVIA, LIAM])
        .order('id')
    const call = await owner
      .from('calls')
      .insert({
        company_id: NORTHWIND,
        lead_id: OLIVIA,
        outcome: 'connected',
        occurred_at: new Date(Date.now() - 3600_000).toISOString(),
      })
      .select('id')
      .single()
    expect(call.error).toBeNull()
    const [rows, events] = [(await read()).data, (await history()).data]
    expect(rows).toHaveLength(2)

    const result = await deleteLeads(owner, NORTHWIND, { ids: [OLIVIA, LIAM] })
    expect(result).toMatchObject({ matched: 2, deleted: 2 })
    expect((await read()).data).toEqual([])
    expect((await owner.from('calls').select('lead_id').eq('id', call.data!.id).single()).data).toEqual({
      lead_id: null,
    })
    // the trash is the deleter's alone
    expect((await member.from('lead_trash').select('lead_id').eq('batch_id', result.batch)).data).toEqual([])

    expect(await restoreLeads(owner, result.batch)).toBe(2)
    expect((await read()).data).toEqual(rows)
    expect((await history()).data).toEqual(events)
    expect((await owner.from('calls').select('lead_id').eq('id', call.data!.id).single()).data).toEqual({
      lead_id: OLIVIA,
    })
  })

  it('deletes every lead matching a filter, in the named company only', async () => {
    for (const name of ['Filtera', 'Filterb', 'Filterc'])
      expect(
        (await owner.from('leads').insert(newLead(NORTHWIND, name, { source: 'event', notes: 'zqx' }))).error,
      ).toBeNull()
    expect((await rival.from('leads').insert(newLead(rivalCompany, 'Filterd', { source: 'event' }))).error).toBeNull()
    const result = await deleteLeads(owner, NORTHWIND, {
      filters: { q: 'filter bulk', status: '', source: 'event', campaign: '', owner: '', added_by: '' },
    })
    expect(result).toMatchObject({ matched: 3, deleted: 3 })
    expect((await rival.from('leads').select('first_name').eq('first_name', 'Filterd')).data).toEqual([
      { first_name: 'Filterd' },
    ])
    expect(await restoreLeads(owner, result.batch)).toBe(3)
  })

  it('refuses a restore after the undo window', async () => {
    const lead = await owner.from('leads').insert(newLead(NORTHWIND, 'Latecomer')).select('id').single()
    const result = await deleteLeads(owner, NORTHWIND, { ids: [lead.data!.id] })
    await backend.db.asOwner((tx) =>
      tx.query(`update public.lead_trash set deleted_at = now() - interval '11 minutes' where batch_id = $1`, [
        result.batch,
      ]),
    )
    await expect(restoreLeads(owner, result.batch)).rejects.toMatchObject({
      code: '22023',
      message: expect.stringContaining('10 minutes'),
    })
  })
})

describe('campaign_metrics', () => {
  const day = (campaign: string, date: string, row: number, extra: Record<string, number> = {}) => ({
    row,
    campaign_id: campaign,
    day: date,
    spend: 100,
    impressions: 10000,
    clicks: 200,
    leads: 10,
    customers: 1,
    revenue: 900,
    ...extra,
  })

  it('imports as the member, one row per campaign and day: a day imported again is replaced', async () => {
    expect(
      await importMetricBatch(member, NORTHWIND, [day(WEBINAR, '2030-01-01', 2), day(WEBINAR, '2030-01-02', 3)]),
    ).toEqual([
      { row: 2, outcome: 'created' },
      { row: 3, outcome: 'created' },
    ])
    expect(await importMetricBatch(member, NORTHWIND, [day(WEBINAR, '2030-01-02', 2, { spend: 250 })])).toEqual([
      { row: 2, outcome: 'updated' },
    ])
    const rows = (await fetchCampaignMetrics(owner, NORTHWIND, { campaignId: WEBINAR })).filter(
      (r) => r.day >= '2030-01-01',
    )
    expect(rows.map((r) => [r.day, r.spend])).toEqual([
      ['2030-01-01', 100],
      ['2030-01-02', 250],
    ])
  })

  it('is read by the company’s members only, and written only for their own campaigns', async () => {
    expect((await rival.from('campaign_metrics').select('id').eq('company_id', NORTHWIND)).data).toEqual([])
    expect((await backend.anon().from('campaign_metrics').select('id')).data).toEqual([])
    // the rival naming Northwind's campaign under their own company: the foreign key refuses
    await expect(importMetricBatch(rival, rivalCompany, [day(WEBINAR, '2030-02-01', 2)])).rejects.toMatchObject({
      code: '23503',
    })
    // naming Northwind as the company: RLS refuses
    await expect(importMetricBatch(rival, NORTHWIND, [day(WEBINAR, '2030-02-01', 2)])).rejects.toMatchObject({
      code: '42501',
    })
    // and cannot overwrite Northwind's day through the conflict
    expect(
      (await rival.from('campaign_metrics').update({ spend: 1 }).eq('campaign_id', WEBINAR).select('id')).data,
    ).toEqual([])
  })

  it('refuses impossible figures with the constraint that says why', async () => {
    await expect(
      importMetricBatch(owner, NORTHWIND, [day(WEBINAR, '2030-03-01', 2, { clicks: 20000 })]),
    ).rejects.toMatchObject({ code: '23514', message: expect.stringContaining('campaign_metrics_clicks_range') })
    await expect(
      importMetricBatch(owner, NORTHWIND, [day(WEBINAR, '2030-03-01', 2, { spend: -1 })]),
    ).rejects.toMatchObject({ code: '23514' })
  })

  it('deleting is for owners and admins', async () => {
    expect(
      (await member.from('campaign_metrics').delete().eq('campaign_id', WEBINAR).eq('day', '2030-01-01').select('id'))
        .data,
    ).toEqual([])
    expect(
      (await owner.from('campaign_metrics').delete().eq('campaign_id', WEBINAR).eq('day', '2030-01-01').select('id'))
        .data,
    ).toHaveLength(1)
  })
})
