// The CRM screens' own calls (client/features/{leads,campaigns}/queries.ts) against the local
// backend with real supabase-js, signed in as the seeded owner of Northwind: search, filters, sort,
// paging with a count, not-found, writes, and the messages the forms show for real refusals.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchAllCampaigns,
  fetchCampaign,
  fetchCampaignLeadStats,
  fetchCampaigns,
  insertCampaign,
  updateCampaign,
} from '../../client/features/campaigns/queries'
import { describeError } from '../../client/lib/errors'
import { readMembership } from '../../shared/schemas/membership'
import {
  deleteLead,
  fetchAllLeads,
  fetchCampaignLeads,
  fetchLead,
  fetchLeadEvents,
  fetchLeadPage,
  fetchLeadsForExport,
  insertLead,
  LEAD_PAGE_SIZE,
  updateLead,
} from '../../client/features/leads/queries'
import { LeadFiltersSchema, LeadFormSchema } from '../../shared/schemas/lead'
import { NewCampaignFormSchema } from '../../shared/schemas/campaign'
import { startBackend, type Backend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const WEBINAR = 'ca000000-0000-4000-8000-000000000001'
const OLIVIA = '1ead0000-0000-4000-8000-000000000001'

let backend: Backend
let owner: SupabaseClient
let admin: SupabaseClient

const filters = (f: Record<string, unknown> = {}) => LeadFiltersSchema.parse(f)
/** How many of Northwind's leads the database holds (the seed's 30 and its sales history), by the service role. */
async function held(match: Record<string, string> = {}) {
  const { count, error } = await backend
    .service()
    .from('leads')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', NORTHWIND)
    .match(match)
  expect(error).toBeNull()
  return count!
}
const leadForm = (f: Record<string, string>) =>
  LeadFormSchema.parse({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    company_name: '',
    title: '',
    source: 'manual',
    status: 'new',
    value: '',
    currency: 'USD',
    campaign_id: '',
    notes: '',
    ...f,
  })

beforeAll(async () => {
  backend = await startBackend()
  owner = backend.anon()
  await owner.auth.signInWithPassword({ email: 'user@boardroom.local', password: 'User-demo-2026!' })
  admin = backend.anon()
  await admin.auth.signInWithPassword({ email: 'admin@boardroom.local', password: 'Admin-demo-2026!' })
})
afterAll(() => backend?.stop())

describe('reading leads', () => {
  it('pages of 25 with the total, newest first', async () => {
    const total = await held()
    expect(total).toBeGreaterThan(30) // the seed's 30 leads and its sales history (closed deals, all older)
    const first = await fetchLeadPage(owner, NORTHWIND, filters())
    expect(first.total).toBe(total)
    expect(first.rows).toHaveLength(LEAD_PAGE_SIZE)
    expect(first.rows[0]).toMatchObject({ first_name: 'Harper', last_name: 'Kim' }) // created today
    const second = await fetchLeadPage(owner, NORTHWIND, filters({ page: '2' }))
    expect(second).toMatchObject({ total })
    expect(second.rows).toHaveLength(LEAD_PAGE_SIZE)
    // the seed's 34th newest (its 30 leads and the spring webinar's 4), 100 days ago; every lead of the sales history is older
    expect(second.rows[8]).toMatchObject({ first_name: 'James', last_name: "O'Brien" })
    const lastPage = Math.ceil(total / LEAD_PAGE_SIZE)
    const last = await fetchLeadPage(owner, NORTHWIND, filters({ page: String(lastPage) }))
    expect(last.rows).toHaveLength(total - (lastPage - 1) * LEAD_PAGE_SIZE)
  })

  it('a page past the end has no rows and says how many there are', async () => {
    const total = await held()
    const past = String(Math.ceil(total / LEAD_PAGE_SIZE) + 1)
    expect(await fetchLeadPage(owner, NORTHWIND, filters({ page: past }))).toEqual({ rows: [], total })
  })

  it('search matches first name, last name, email or company, every word, case-insensitively', async () => {
    const names = async (q: string) =>
      (await fetchLeadPage(owner, NORTHWIND, filters({ q }))).rows.map((l) => `${l.first_name} ${l.last_name}`)
    expect(await names('olivia martin')).toEqual(['Olivia Martin'])
    expect(await names('MARTIN')).toEqual(['Olivia Martin', 'Zoe Martinez'])
    expect(await names('cedarbank.example')).toEqual(['Ava Johnson'])
    expect(await names('fjord')).toEqual(['Oscar Lindqvist'])
    expect(await names("o'brien")).toEqual(["James O'Brien"])
    // PostgREST's own syntax in a search is harmless
    expect(await names('ava,(johnson)*')).toEqual(['Ava Johnson'])
    expect(await names('nobody-like-this')).toEqual([])
  })

  it('filters by status and source, and sorts by value', async () => {
    const won = await fetchLeadPage(owner, NORTHWIND, filters({ status: 'won' }))
    expect(won.total).toBe(await held({ status: 'won' }))
    expect(won.total).toBeGreaterThan(5) // the seed's five and the sales history's
    expect(won.rows.every((l) => l.status === 'won')).toBe(true)
    const calendly = await fetchLeadPage(owner, NORTHWIND, filters({ source: 'calendly', sort: 'value_desc' }))
    expect(calendly.rows.map((l) => [l.last_name, l.value])).toEqual([
      ['Lindqvist', 42000],
      ['Anderson', 31000],
    ])
    const cheapest = await fetchLeadPage(owner, NORTHWIND, filters({ sort: 'value_asc' }))
    expect(cheapest.rows[0]).toMatchObject({ last_name: 'Moreau', value: 2500, email: null })
  })

  it('each lead carries its campaign; the export returns every match without paging', async () => {
    const lead = await fetchLead(owner, OLIVIA)
    expect(lead).toMatchObject({
      id: OLIVIA,
      status: 'won',
      value: 48000,
      campaign: { id: WEBINAR, name: 'Forecasting webinar series' },
    })
    expect((await fetchLeadsForExport(owner, NORTHWIND, filters({ source: 'campaign' }))).length).toBe(
      await held({ source: 'campaign' }),
    )
    expect((await fetchLeadsForExport(owner, NORTHWIND, filters())).length).toBe(await held())
    expect((await fetchCampaignLeads(owner, WEBINAR)).map((l) => l.last_name).sort()).toEqual([
      'Chen',
      'Dubois',
      'Martin',
      'Rossi',
      'Williams',
    ])
  })

  it('an unknown id, or one of another company, is simply not found', async () => {
    expect(await fetchLead(owner, '1ead0000-0000-4000-8000-0000000000ff')).toBeNull()
    const stranger = backend.anon()
    const email = `stranger-${Date.now()}@crm.test`
    await stranger.auth.signUp({ email, password: 'Stranger-pass-1' })
    expect(await fetchLead(stranger, OLIVIA)).toBeNull()
    expect(await fetchCampaign(stranger, WEBINAR)).toBeNull()
    expect((await readMembership(stranger)).membership).toBeNull()
    expect((await readMembership(owner)).membership?.company).toMatchObject({
      id: NORTHWIND,
      name: 'Northwind Analytics',
    })
  })
})

describe('writing leads', () => {
  it('creates, changes status (history follows), edits and deletes a lead', async () => {
    const created = await insertLead(
      owner,
      NORTHWIND,
      leadForm({
        first_name: 'Quinn',
        last_name: 'Query',
        email: 'quinn@query.example',
        value: '1,250.50',
        campaign_id: WEBINAR,
        source: 'campaign',
      }),
    )
    expect(created).toMatchObject({
      first_name: 'Quinn',
      value: 1250.5,
      email: 'quinn@query.example',
      campaign: { name: 'Forecasting webinar series' },
    })
    expect(await updateLead(owner, created.id, { status: 'qualified' })).toMatchObject({ status: 'qualified' })
    expect((await fetchLeadEvents(owner, created.id)).map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ['status_changed', 'new', 'qualified'],
      ['created', null, 'new'],
    ])
    const edited = await updateLead(
      owner,
      created.id,
      leadForm({ first_name: 'Quinn', last_name: 'Edited', email: '', status: 'qualified' }),
    )
    expect(edited).toMatchObject({ last_name: 'Edited', email: null, campaign_id: null, campaign: null })
    expect(await deleteLead(owner, created.id)).toBe(true)
    expect(await deleteLead(owner, created.id)).toBe(false)
    expect(await updateLead(owner, created.id, { status: 'won' })).toBeNull()
  })

  it('a duplicate email is the email field’s message; a foreign campaign the campaign field’s', async () => {
    const dup = await insertLead(
      owner,
      NORTHWIND,
      leadForm({ first_name: 'Dup', email: 'Olivia.Martin@BrightMart.example' }),
    ).catch((e: unknown) => e)
    expect(describeError(dup)).toEqual({
      kind: 'invalid',
      field: 'email',
      message: 'A lead with this email address already exists in your company',
    })
    const foreign = await updateLead(owner, OLIVIA, { campaign_id: '00000000-0000-4000-8000-000000000000' }).catch(
      (e: unknown) => e,
    )
    expect(describeError(foreign)).toEqual({
      kind: 'invalid',
      field: 'campaign_id',
      message: "Choose one of your company's campaigns",
    })
  })
})

describe('campaigns', () => {
  it('lists the company’s campaigns by status, with lead stats per campaign', async () => {
    expect((await fetchCampaigns(owner, NORTHWIND)).length).toBe(7) // six across every status, and the spring webinar
    expect((await fetchCampaigns(owner, NORTHWIND, 'active')).map((c) => c.name).sort()).toEqual([
      'Forecasting webinar series',
      'LinkedIn thought leadership',
    ])
    const stats = await fetchCampaignLeadStats(owner, NORTHWIND)
    expect(stats.get(WEBINAR)).toEqual({ campaign_id: WEBINAR, leads: 5, won: 1, won_value: 48000, open_value: 85500 })
    expect(stats.has('ca000000-0000-4000-8000-000000000006')).toBe(false) // no leads yet
  })

  it('creates one from the form, moves it along, and says why a move is refused', async () => {
    const input = NewCampaignFormSchema.parse({
      name: 'Spring launch',
      objective: '',
      channel: 'video',
      budget: '9000',
      currency: 'EUR',
      start_date: '',
      end_date: '',
      target_audience: '',
      status: 'draft',
    })
    const created = await insertCampaign(owner, NORTHWIND, input)
    expect(created).toMatchObject({
      name: 'Spring launch',
      status: 'draft',
      budget: 9000,
      currency: 'EUR',
      channel: 'video',
    })
    const refused = await updateCampaign(owner, created.id, { status: 'scheduled' }).catch((e: unknown) => e)
    expect(describeError(refused)).toEqual({
      kind: 'invalid',
      field: 'start_date',
      message: 'A scheduled campaign needs a start date',
    })
    const skipped = await updateCampaign(owner, created.id, { status: 'completed' }).catch((e: unknown) => e)
    expect(describeError(skipped)).toEqual({
      kind: 'refused',
      message: 'A campaign cannot go from draft to completed.',
    })
    expect(await updateCampaign(owner, created.id, { status: 'active' })).toMatchObject({ status: 'active' })
  })
})

describe('admin area', () => {
  it('the platform admin reads every company’s leads and campaigns with the company name; a user only their own', async () => {
    const leads = await fetchAllLeads(admin, 1)
    expect(leads.total).toBeGreaterThanOrEqual(30)
    expect(leads.rows[0].company).toEqual({ name: 'Northwind Analytics' })
    const campaigns = await fetchAllCampaigns(admin, 1)
    expect(campaigns.total).toBeGreaterThanOrEqual(6)
    expect(campaigns.rows.every((c) => c.company?.name === 'Northwind Analytics')).toBe(true)
    const stranger = backend.anon()
    await stranger.auth.signUp({ email: `nosy-${Date.now()}@crm.test`, password: 'Stranger-pass-1' })
    expect(await fetchAllLeads(stranger, 1)).toEqual({ rows: [], total: 0 })
    expect(await fetchAllCampaigns(stranger, 1)).toEqual({ rows: [], total: 0 })
  })
})
