// The CRM tables' security over HTTP, as the browser meets it (real supabase-js against the local
// backend): campaigns, leads, lead_events and campaign_lead_stats for every kind of caller — the
// company owner (seeded Dana), a company admin, a plain member, a stranger, the owner of another
// company, the platform admin (seeded), anon and the service role — with the exact status, code and
// message of each refusal; the CHECK lists equal the shared schemas; the column guards.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, CAMPAIGN_TRANSITIONS } from '../../shared/schemas/campaign'
import { CURRENCIES } from '../../shared/schemas/crm'
import { LEAD_SOURCES, LEAD_STATUSES } from '../../shared/schemas/lead'
import {
  BLUEFIN,
  DANA,
  NORTHWIND,
  signInCallers,
  startBackend,
  type Backend,
  type CallerClients,
  type CallerIds,
} from './harness'

const WEBINAR = 'ca000000-0000-4000-8000-000000000001' // seed: active campaign with 5 leads
const DRAFT = 'ca000000-0000-4000-8000-000000000006' // seed: draft campaign
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: won lead of WEBINAR

let backend: Backend
let service: SupabaseClient
let as: CallerClients
let uid: CallerIds
let rivalCompany: string
let rivalCampaign: string
let rivalLead: string
let northwindCampaignIds: string[]
let northwindLeadIds: string[]
let bluefinLeadIds: string[]

const idsOf = (rows: { id: string }[] | null) => (rows ?? []).map((r) => r.id).sort()
const rls = (table: string) => ({
  code: '42501',
  message: `new row violates row-level security policy for table "${table}"`,
  details: null,
  hint: null,
})
const check = (table: string, constraint: string) => ({
  code: '23514',
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
})

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  ;({ as, uid, rivalCompany } = await signInCallers(backend, 'crm.test', 'Bluefin Rival'))

  // another company, with its own campaign and lead
  const campaign = await as.rival
    .from('campaigns')
    .insert({ company_id: rivalCompany, name: 'Rival launch' })
    .select('id')
    .single()
  rivalCampaign = campaign.data!.id
  const lead = await as.rival
    .from('leads')
    .insert({ company_id: rivalCompany, first_name: 'Rita', email: 'olivia.martin@brightmart.example' })
    .select('id')
    .single()
  expect(lead.error).toBeNull()
  rivalLead = lead.data!.id

  northwindCampaignIds = idsOf((await service.from('campaigns').select('id').eq('company_id', NORTHWIND)).data)
  northwindLeadIds = idsOf((await service.from('leads').select('id').eq('company_id', NORTHWIND)).data)
  bluefinLeadIds = idsOf((await service.from('leads').select('id').eq('company_id', BLUEFIN)).data) // seed: Bluefin's sales history
})
afterAll(() => backend?.stop())

describe('the schema agrees with the shared lists', () => {
  const listOf = async (constraint: string) => {
    const { rows } = await backend.db.pg.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`,
      [constraint],
    )
    return [...rows[0].def.matchAll(/'([^']+)'::text/g)].map((m) => m[1])
  }

  it('campaign channels and statuses, lead sources and statuses are the CHECK lists', async () => {
    expect(await listOf('campaigns_channel_check')).toEqual([...CAMPAIGN_CHANNELS])
    expect(await listOf('campaigns_status_check')).toEqual([...CAMPAIGN_STATUSES])
    expect(await listOf('leads_source_check')).toEqual([...LEAD_SOURCES])
    expect(await listOf('leads_status_check')).toEqual([...LEAD_STATUSES])
    for (const c of CURRENCIES) expect(c).toMatch(/^[A-Z]{3}$/)
  })

  it('campaign status moves are exactly CAMPAIGN_TRANSITIONS (staying put is no move)', async () => {
    for (const from of CAMPAIGN_STATUSES) {
      for (const to of CAMPAIGN_STATUSES) {
        const { rows } = await backend.db.pg.query<{ ok: boolean }>(
          `select public.campaign_status_allowed($1, $2) as ok`,
          [from, to],
        )
        expect(rows[0].ok, `${from} → ${to}`).toBe(from === to || CAMPAIGN_TRANSITIONS[from].includes(to))
      }
    }
  })
})

describe('campaigns: reading', () => {
  it("members of any role read their company's 7 campaigns; the seed covers every status", async () => {
    expect(northwindCampaignIds).toHaveLength(7) // six across every status, and the spring webinar
    for (const who of ['owner', 'cadmin', 'member'] as const) {
      const { data, error, status } = await as[who].from('campaigns').select('id, status')
      expect(error).toBeNull()
      expect(status).toBe(200)
      expect(idsOf(data)).toEqual(northwindCampaignIds)
      expect(new Set(data!.map((c) => c.status))).toEqual(new Set(CAMPAIGN_STATUSES))
    }
  })

  it('a stranger and anon read none (200, empty); a single read answers 406 PGRST116', async () => {
    for (const client of [as.stranger, as.anon]) {
      const { data, error, status } = await client.from('campaigns').select('id')
      expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 })
    }
    const one = await as.stranger.from('campaigns').select('id').eq('id', WEBINAR).single()
    expect(one).toMatchObject({ status: 406, data: null, error: { code: 'PGRST116' } })
    // the owner of another company reads only theirs
    expect(idsOf((await as.rival.from('campaigns').select('id')).data)).toEqual([rivalCampaign])
  })

  it('the platform admin and the service role read every company’s campaigns, with the company name', async () => {
    for (const client of [as.admin, service]) {
      const { data } = await client.from('campaigns').select('id, company:companies(name)')
      expect(idsOf(data)).toEqual([...northwindCampaignIds, rivalCampaign].sort())
      expect(data!.find((c) => c.id === rivalCampaign)).toEqual({
        id: rivalCampaign,
        company: { name: 'Bluefin Rival' },
      })
    }
  })
})

describe('campaigns: writing', () => {
  it('a member creates a campaign for the company; created_by is the caller whatever was sent', async () => {
    const { data, error, status } = await as.member
      .from('campaigns')
      .insert({
        company_id: NORTHWIND,
        name: 'Member campaign',
        created_by: DANA.id,
        created_at: '2000-01-01T00:00:00Z',
      })
      .select('created_by, status, budget, currency, channel, created_at')
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({
      created_by: uid.member,
      status: 'draft',
      budget: 0,
      currency: 'USD',
      channel: 'email',
    })
    expect(new Date(data!.created_at).getFullYear()).toBeGreaterThan(2000)
  })

  it('a stranger, the platform admin and anon cannot create one for Northwind', async () => {
    for (const client of [as.stranger, as.admin]) {
      const { error, status } = await client.from('campaigns').insert({ company_id: NORTHWIND, name: 'Intruder' })
      expect(status).toBe(403)
      expect(error).toEqual(rls('campaigns'))
    }
    // anon has no right to call the membership helper the policy uses: refused before RLS, 401
    const { error, status } = await as.anon.from('campaigns').insert({ company_id: NORTHWIND, name: 'Intruder' })
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501' })
  })

  it('members update; strangers and the platform admin change nothing (0 rows)', async () => {
    const ok = await as.member
      .from('campaigns')
      .update({ target_audience: 'Retail COOs' })
      .eq('id', WEBINAR)
      .select('target_audience')
      .single()
    expect(ok).toMatchObject({ status: 200, data: { target_audience: 'Retail COOs' } })
    for (const client of [as.stranger, as.admin, as.rival, as.anon]) {
      const { data, error } = await client.from('campaigns').update({ name: 'Hacked' }).eq('id', WEBINAR).select('id')
      expect({ data, error }).toEqual({ data: [], error: null })
    }
    expect((await service.from('campaigns').select('name').eq('id', WEBINAR).single()).data).toEqual({
      name: 'Forecasting webinar series',
    })
  })

  it('a campaign cannot be moved to another company, nor change its creator', async () => {
    const moved = await as.owner.from('campaigns').update({ company_id: rivalCompany }).eq('id', WEBINAR)
    expect(moved.status).toBe(403)
    expect(moved.error).toEqual({
      code: '42501',
      message: 'A campaign cannot be moved to another company',
      details: null,
      hint: null,
    })
    const creator = await as.owner
      .from('campaigns')
      .update({ created_by: uid.member })
      .eq('id', WEBINAR)
      .select('created_by')
      .single()
    expect(creator.data).toEqual({ created_by: DANA.id })
  })

  it('the status moves only along the transition table: 400 23514 with the move named', async () => {
    const bad = await as.owner.from('campaigns').update({ status: 'completed' }).eq('id', DRAFT)
    expect(bad.status).toBe(400)
    expect(bad.error).toMatchObject({ code: '23514', message: 'A campaign cannot go from draft to completed' })
    const scheduleWithoutDay = await as.owner.from('campaigns').update({ status: 'scheduled' }).eq('id', DRAFT)
    expect(scheduleWithoutDay.error).toMatchObject(check('campaigns', 'campaigns_scheduled_has_start'))
    const launched = await as.owner
      .from('campaigns')
      .update({ status: 'active' })
      .eq('id', DRAFT)
      .select('status')
      .single()
    expect(launched.data).toEqual({ status: 'active' })
    // the service role (webhooks, billing) may set any status
    expect((await service.from('campaigns').update({ status: 'draft' }).eq('id', DRAFT)).error).toBeNull()
  })

  it('constraints answer 400 with the constraint named', async () => {
    const base = { company_id: NORTHWIND, name: 'Checks' }
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'campaigns_name_length'],
      [{ status: 'archived' }, 'campaigns_status_check'],
      [{ channel: 'radio' }, 'campaigns_channel_check'],
      [{ budget: -1 }, 'campaigns_budget_range'],
      [{ budget: 2_000_000_000 }, 'campaigns_budget_range'],
      [{ currency: 'usd' }, 'campaigns_currency_check'],
      [{ start_date: '2026-12-10', end_date: '2026-12-01' }, 'campaigns_dates_order'],
      [{ status: 'scheduled' }, 'campaigns_scheduled_has_start'],
      [{ objective: 'x'.repeat(2001) }, 'campaigns_objective_length'],
    ]
    for (const [values, constraint] of cases) {
      const { error, status } = await as.owner.from('campaigns').insert({ ...base, ...values })
      expect(status, constraint).toBe(400)
      expect(error, constraint).toMatchObject(check('campaigns', constraint))
    }
  })

  it('company owners and admins delete any campaign, a member only their own; others delete nothing', async () => {
    const make = async () =>
      (await as.member.from('campaigns').insert({ company_id: NORTHWIND, name: 'To delete' }).select('id').single())
        .data!.id
    const a = await make()
    for (const client of [as.stranger, as.admin, as.rival, as.anon])
      expect((await client.from('campaigns').delete().eq('id', a).select('id')).data).toEqual([])
    expect((await as.member.from('campaigns').delete().eq('id', WEBINAR).select('id')).data).toEqual([])
    expect((await as.member.from('campaigns').delete().eq('id', a).select('id')).data).toEqual([{ id: a }])
    const b = await make()
    expect((await as.cadmin.from('campaigns').delete().eq('id', b).select('id')).data).toEqual([{ id: b }])
  })
})

describe('leads: reading', () => {
  it("members read the company's leads (the seed's 30, the spring webinar's 4 and its sales history); the seed covers every status and source it names", async () => {
    expect(northwindLeadIds).toHaveLength(30 + 4 + 27 * 7) // 27 months of three won and four lost deals
    for (const who of ['owner', 'cadmin', 'member'] as const) {
      const { data, error } = await as[who].from('leads').select('id, status, source')
      expect(error).toBeNull()
      expect(idsOf(data)).toEqual(northwindLeadIds)
      expect(new Set(data!.map((l) => l.status))).toEqual(new Set(LEAD_STATUSES))
    }
  })

  it('a stranger and anon read none; the other company reads only its own', async () => {
    for (const client of [as.stranger, as.anon])
      expect(await client.from('leads').select('id')).toMatchObject({ data: [], error: null, status: 200 })
    expect(await as.stranger.from('leads').select('id').eq('id', OLIVIA).maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    })
    expect(idsOf((await as.rival.from('leads').select('id')).data)).toEqual([rivalLead])
  })

  it('the platform admin and service role read every company’s leads', async () => {
    for (const client of [as.admin, service])
      expect(idsOf((await client.from('leads').select('id')).data)).toEqual(
        [...northwindLeadIds, ...bluefinLeadIds, rivalLead].sort(),
      )
  })

  it('campaign_lead_stats counts under the caller’s RLS', async () => {
    const stats = await as.owner
      .from('campaign_lead_stats')
      .select('leads, won, won_value')
      .eq('campaign_id', WEBINAR)
      .single()
    expect(stats.data).toEqual({ leads: 5, won: 1, won_value: 48000 })
    expect((await as.stranger.from('campaign_lead_stats').select('*')).data).toEqual([])
    expect((await as.anon.from('campaign_lead_stats').select('*')).data).toEqual([])
    expect((await as.rival.from('campaign_lead_stats').select('campaign_id')).data).toEqual([])
  })
})

describe('leads: writing', () => {
  it('a member creates a lead (created_by is the caller) and its history records the creation', async () => {
    const { data, error, status } = await as.member
      .from('leads')
      .insert({
        company_id: NORTHWIND,
        first_name: 'Nia',
        email: 'nia@new.example',
        campaign_id: WEBINAR,
        source: 'campaign',
        created_by: DANA.id,
      })
      .select('id, created_by, status, value, currency, campaign:campaigns(name)')
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({
      created_by: uid.member,
      status: 'new',
      value: 0,
      currency: 'USD',
      campaign: { name: 'Forecasting webinar series' },
    })
    const events = await as.owner
      .from('lead_events')
      .select('kind, from_status, to_status, actor')
      .eq('lead_id', data!.id)
    expect(events.data).toEqual([{ kind: 'created', from_status: null, to_status: 'new', actor: uid.member }])
  })

  it('a campaign of another company is refused: 409 23503 on insert and on update', async () => {
    const insert = await as.owner
      .from('leads')
      .insert({ company_id: NORTHWIND, first_name: 'Cross', campaign_id: rivalCampaign })
    expect(insert.status).toBe(409)
    expect(insert.error).toMatchObject({
      code: '23503',
      message: 'insert or update on table "leads" violates foreign key constraint "leads_campaign_same_company_fkey"',
    })
    const update = await as.owner.from('leads').update({ campaign_id: rivalCampaign }).eq('id', OLIVIA)
    expect(update.status).toBe(409)
    expect(update.error).toMatchObject({ code: '23503' })
    // nor can the rival point its lead at Northwind's campaign
    expect((await as.rival.from('leads').update({ campaign_id: WEBINAR }).eq('id', rivalLead)).error).toMatchObject({
      code: '23503',
    })
  })

  it('one lead per email in a company, case-insensitively: 409 23505; another company may have the same email', async () => {
    const dup = await as.owner
      .from('leads')
      .insert({ company_id: NORTHWIND, first_name: 'Liv', email: 'OLIVIA.Martin@brightmart.example' })
    expect(dup.status).toBe(409)
    expect(dup.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "leads_company_email_key"',
    })
    // the rival's lead (beforeAll) has Olivia's address: allowed. Leads without email never clash.
    for (let i = 0; i < 2; i++)
      expect(
        (await as.owner.from('leads').insert({ company_id: NORTHWIND, first_name: `No email ${i}` })).error,
      ).toBeNull()
  })

  it('constraints answer 400 with the constraint named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '', last_name: ' ', email: null }, 'leads_identity'],
      [{ email: 'not-an-email' }, 'leads_email_format'],
      [{ email: 'two@@example.com' }, 'leads_email_format'],
      [{ phone: 'call me' }, 'leads_phone_format'],
      [{ status: 'maybe' }, 'leads_status_check'],
      [{ source: 'fax' }, 'leads_source_check'],
      [{ value: -5 }, 'leads_value_range'],
      [{ currency: 'EURO' }, 'leads_currency_check'],
      [{ notes: 'n'.repeat(5001) }, 'leads_notes_length'],
    ]
    for (const [values, constraint] of cases) {
      const { error, status } = await as.owner
        .from('leads')
        .insert({ company_id: NORTHWIND, first_name: 'Check', ...values })
      expect(status, constraint).toBe(400)
      expect(error, constraint).toMatchObject(check('leads', constraint))
    }
  })

  it('strangers, the other company, the platform admin and anon cannot create, change or delete Northwind leads', async () => {
    for (const client of [as.stranger, as.rival, as.admin]) {
      const insert = await client.from('leads').insert({ company_id: NORTHWIND, first_name: 'Intruder' })
      expect(insert.status).toBe(403)
      expect(insert.error).toEqual(rls('leads'))
    }
    expect((await as.anon.from('leads').insert({ company_id: NORTHWIND, first_name: 'Intruder' })).status).toBe(401)
    for (const client of [as.stranger, as.rival, as.admin, as.anon]) {
      expect((await client.from('leads').update({ status: 'lost' }).eq('id', OLIVIA).select('id')).data).toEqual([])
      expect((await client.from('leads').delete().eq('id', OLIVIA).select('id')).data).toEqual([])
    }
    expect((await service.from('leads').select('status').eq('id', OLIVIA).single()).data).toEqual({ status: 'won' })
  })

  it('a lead cannot be moved to another company (403 42501) nor change its creator', async () => {
    const moved = await as.owner.from('leads').update({ company_id: rivalCompany }).eq('id', OLIVIA)
    expect(moved.status).toBe(403)
    expect(moved.error).toEqual({
      code: '42501',
      message: 'A lead cannot be moved to another company',
      details: null,
      hint: null,
    })
    expect(
      (await as.owner.from('leads').update({ created_by: uid.member }).eq('id', OLIVIA).select('created_by').single())
        .data,
    ).toEqual({ created_by: DANA.id })
  })

  it('a status change is recorded with who made it; members read the history, outsiders do not; nobody writes it', async () => {
    const lead = (
      await as.owner
        .from('leads')
        .insert({ company_id: NORTHWIND, first_name: 'Hal', email: 'hal@history.example' })
        .select('id')
        .single()
    ).data!.id
    await as.member.from('leads').update({ status: 'contacted' }).eq('id', lead)
    await as.owner.from('leads').update({ notes: 'no status change' }).eq('id', lead)
    await as.cadmin.from('leads').update({ status: 'qualified' }).eq('id', lead)
    const history = await as.member
      .from('lead_events')
      .select('kind, from_status, to_status, actor')
      .eq('lead_id', lead)
      .order('id')
    expect(history.data).toEqual([
      { kind: 'created', from_status: null, to_status: 'new', actor: DANA.id },
      { kind: 'status_changed', from_status: 'new', to_status: 'contacted', actor: uid.member },
      { kind: 'status_changed', from_status: 'contacted', to_status: 'qualified', actor: uid.cadmin },
    ])
    expect((await as.admin.from('lead_events').select('id').eq('lead_id', lead)).data).toHaveLength(3)
    for (const client of [as.stranger, as.rival, as.anon])
      expect((await client.from('lead_events').select('id').eq('lead_id', lead)).data).toEqual([])
    const forged = await as.owner.from('lead_events').insert({ lead_id: lead, company_id: NORTHWIND, kind: 'created' })
    expect(forged.status).toBe(403)
    expect(forged.error).toEqual(rls('lead_events'))
    expect(
      (await as.owner.from('lead_events').update({ kind: 'created' }).eq('lead_id', lead).select('id')).data,
    ).toEqual([])
    expect((await as.owner.from('lead_events').delete().eq('lead_id', lead).select('id')).data).toEqual([])
  })

  it('a member deletes only leads they created; company owners and admins delete any; the history goes with it', async () => {
    const mine = (
      await as.member.from('leads').insert({ company_id: NORTHWIND, first_name: 'Mine' }).select('id').single()
    ).data!.id
    expect((await as.member.from('leads').delete().eq('id', OLIVIA).select('id')).data).toEqual([])
    expect((await as.member.from('leads').delete().eq('id', mine).select('id')).data).toEqual([{ id: mine }])
    expect((await service.from('lead_events').select('id').eq('lead_id', mine)).data).toEqual([])
    const other = (
      await as.member.from('leads').insert({ company_id: NORTHWIND, first_name: 'Other' }).select('id').single()
    ).data!.id
    expect((await as.cadmin.from('leads').delete().eq('id', other).select('id')).data).toEqual([{ id: other }])
  })

  it('deleting a campaign keeps its leads and clears their campaign', async () => {
    const campaign = (
      await as.owner.from('campaigns').insert({ company_id: NORTHWIND, name: 'Short-lived' }).select('id').single()
    ).data!.id
    const lead = (
      await as.owner
        .from('leads')
        .insert({ company_id: NORTHWIND, first_name: 'Kept', campaign_id: campaign })
        .select('id')
        .single()
    ).data!.id
    expect((await as.owner.from('campaigns').delete().eq('id', campaign).select('id')).data).toEqual([{ id: campaign }])
    expect((await as.owner.from('leads').select('company_id, campaign_id').eq('id', lead).single()).data).toEqual({
      company_id: NORTHWIND,
      campaign_id: null,
    })
  })
})
