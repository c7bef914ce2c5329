// The access matrix (tests/backend/access-matrix.ts) run cell by cell against the local backend
// through supabase-js, as each kind of caller: every table (and the attack variants)
// × select/insert/update/delete, and every function × execute. Each cell acts on a fresh row of
// Northwind made by the service role, and what a cell changed is put back, so cells do not depend
// on each other. Any difference from the table fails the test, listing every differing cell.
// ACCESS_MATRIX_PRINT=1 prints the observed table instead (to review, never to paste blindly).
import type { SupabaseClient } from '@supabase/supabase-js'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MATRIX, ACTORS, type Actor } from './access-matrix'
import { signIn, startBackend, type Backend } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const OWNER_ID = 'b0000000-0000-4000-8000-000000000002'
const SPRING_LEAD = '1ead0000-0000-4000-8000-000000000031' // seed: Priya Shah, a spring webinar lead
const OTHER_ID = 'b0000000-0000-4000-8000-000000000003'

let backend: Backend
let svc: SupabaseClient
const clients = {} as Record<Actor, SupabaseClient>
const ids = {} as Record<'stranger' | 'member' | 'companyAdmin' | 'joiner', string>
let strangerEmail = ''
/** The stranger's own company (they own it): an outsider to Northwind who is someone elsewhere. */
let strangerCompany = ''
/** A campaign of the stranger's company, with results on STRANGER_DAY. */
let strangerCampaign = ''
const STRANGER_DAY = '2039-03-03'
/** A day Northwind's webinar has results for (the seed fills its days up to yesterday). */
let webinarDay = ''
/** A day nobody has results for. */
const EMPTY_DAY = '2039-06-01'
let deliveryTarget = ''
/** A company of Northwind's owner (member and company admin in it) with no saved import mapping. */
let unmappedCompany = ''
/** A finished import of the owner, for rows recorded too late. */
let finishedImportId = ''
/** Each Northwind actor's running lead import (the stranger and the platform admin use the owner's). */
const runningImports = {} as Record<'member' | 'companyAdmin' | 'owner', string>
/** A lead of Northwind that none of the actors created. */
let othersLead = ''
let n = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`

type Row = Record<string, unknown>
type Filter = Record<string, string | number | boolean>
type Target = {
  /** The columns that identify a row (returned by writes, used to clean up). */
  key: string[]
  /** A fresh row to act on, made by the service role; returns its filter. */
  make: () => Promise<Filter>
  /** What an insert cell inserts, as `actor`. */
  insert?: (actor: Actor) => Row
  /** What an update cell sets (the same values where possible). */
  patch?: Row
  /** Puts back what an allowed cell changed. */
  restore?: () => Promise<void>
}

const must = async <T>(p: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> => {
  const { data, error } = await p
  if (error) throw new Error(error.message)
  return data
}

async function freshUser(label: string): Promise<string> {
  const { data, error } = await svc.auth.admin.createUser({
    email: `${unique(label)}@matrix.example`,
    password: 'Matrix-pass-2026!',
    email_confirm: true,
  })
  if (error) throw new Error(error.message)
  return data.user!.id
}

/** A started TikTok sign-in (hashes of random values, a valid verifier), fresh each time. */
const tiktokState = () => ({
  state_hash: createHash('sha256').update(unique('state')).digest('hex'),
  browser_hash: createHash('sha256').update(unique('browser')).digest('hex'),
  code_verifier: 'v'.repeat(43),
  intent: 'sign-in',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
})

const session = (over: Row = {}) => ({
  company_id: NORTHWIND,
  question: 'Should we fire the CFO?',
  topic: 'hiring',
  debate: { positions: [], decision: { recommendation: 'proceed' } },
  metrics: {},
  engine: 'openai',
  model: 'gpt-4o',
  created_by: OWNER_ID,
  ...over,
})
const strategy = (over: Row = {}) => ({
  company_id: NORTHWIND,
  goal: 'Fire the CFO and outsource finance',
  focus: 'efficiency',
  horizon_days: 30,
  title: 'Fire the CFO',
  plan: { objectives: [], initiatives: [] },
  metrics: {},
  engine: 'openai',
  model: 'gpt-4o',
  created_by: OWNER_ID,
  ...over,
})
/** A session of Northwind the owner adopted, with no review planned (an insert cell plans one, then it is removed). */
let unreviewedSession = ''
const adoptedSession = () =>
  insertOne(
    'boardroom_sessions',
    session({ outcome: 'adopted', decided_at: new Date().toISOString(), decided_by: OWNER_ID }),
  ).then((f) => f.id as string)
/** A fresh adopted session of Northwind with its review planned, not recorded. */
async function plannedReview(): Promise<Filter> {
  const id = await adoptedSession()
  return insertOne('boardroom_reviews', { session_id: id, due_on: '2026-12-31', watch_label: 'MRR' }, 'session_id')
}
const uidOf = (actor: Actor) =>
  ({
    anon: null,
    stranger: ids.stranger,
    member: ids.member,
    companyAdmin: ids.companyAdmin,
    owner: OWNER_ID,
    platformAdmin: 'a0000000-0000-4000-8000-000000000001',
    service: null,
  })[actor]

/** The company an actor acts for: the stranger's own, Northwind for everyone else. */
const companyOf = (actor: Actor) => (actor === 'stranger' ? strangerCompany : NORTHWIND)

async function newCompany(): Promise<Filter> {
  const [c] = (await must(
    svc
      .from('companies')
      .insert({ name: unique('Matrix Co'), created_by: OWNER_ID })
      .select('id'),
  )) as { id: string }[]
  await must(
    svc.from('company_members').insert([
      { company_id: c.id, user_id: ids.member, member_role: 'member' },
      { company_id: c.id, user_id: ids.companyAdmin, member_role: 'admin' },
    ]),
  )
  return { id: c.id }
}
const insertOne = async (table: string, row: Row, key = 'id'): Promise<Filter> => {
  const [r] = (await must(svc.from(table).insert(row).select(key))) as unknown as Row[]
  return { [key]: (r as Row)[key] as string }
}
async function webhook(): Promise<string> {
  return (
    await insertOne('webhooks', { url: `https://hooks.example.org/${unique('matrix')}`, events: ['webhook.test'] })
  ).id as string
}
const invitation = (email: string) =>
  insertOne('company_invitations', { company_id: NORTHWIND, email, role: 'member', invited_by: OWNER_ID })

const oauthState = () => ({
  state_hash: Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join(''),
  browser_hash: createHash('sha256').update(unique('browser')).digest('hex'),
  provider: 'calendly',
  company_id: NORTHWIND,
  user_id: OWNER_ID,
  verifier_sealed: 'A'.repeat(24),
  verifier_iv: 'B'.repeat(16),
  redirect_uri: 'http://localhost/api/oauth/calendly/callback',
  return_path: '/dashboard/calendly',
  expires_at: new Date(Date.now() + 300_000).toISOString(),
})
const figure = () => ({
  company_id: NORTHWIND,
  metric: `matrix_${Date.now().toString(36)}_${++n}`,
  label: 'Cash in bank',
  value: 250000,
  unit: 'USD',
  as_of: '2026-11-01',
})
const leadImport = (createdBy: string, over: Row = {}) =>
  insertOne('lead_imports', {
    company_id: NORTHWIND,
    file_name: `${unique('matrix')}.csv`,
    row_count: 1,
    created_by: createdBy,
    ...over,
  }).then((f) => f.id as string)
/** A finished import of one skipped row, run by Northwind's owner. */
async function finishedImport(): Promise<string> {
  const id = await leadImport(OWNER_ID)
  await must(
    svc
      .from('lead_import_rows')
      .insert({ import_id: id, row_number: 1, company_id: NORTHWIND, outcome: 'skipped', reason: 'Duplicate' }),
  )
  await must(svc.from('lead_imports').update({ finished_at: new Date().toISOString() }).eq('id', id))
  return id
}
const importOf = (actor: Actor) =>
  actor === 'member' || actor === 'companyAdmin' || actor === 'owner' ? runningImports[actor] : runningImports.owner
const WEBINAR = 'ca000000-0000-4000-8000-000000000001' // seed: a Northwind campaign
/** A day no other cell used, for a campaign_metrics row (unique per campaign and day). */
const metricDay = () => new Date(Date.UTC(2040, 0, 1) + ++n * 86_400_000).toISOString().slice(0, 10)
const ownersLead = () =>
  insertOne('leads', { company_id: NORTHWIND, first_name: unique('Matrix'), created_by: OWNER_ID }).then(
    (f) => f.id as string,
  )
const enrichedField = (lead: string) => ({
  lead_id: lead,
  company_id: NORTHWIND,
  field: 'industry',
  value: 'Retail',
  source: 'peopledatalabs',
  domain: 'matrix.example',
})
const leadValues = {
  first_name: 'Merged',
  last_name: 'Lead',
  email: '',
  phone: '',
  company_name: '',
  title: '',
  status: 'new',
  source: 'manual',
  value: 0,
  currency: 'USD',
  notes: '',
}

/** A trash row as the old insert policy let a member write it: see 'lead_trash (another company’s lead …)'. */
const forgedTrash = (actor: Actor, lead: string) => ({
  batch_id: crypto.randomUUID(),
  lead_id: lead,
  company_id: companyOf(actor),
  lead: {
    id: crypto.randomUUID(),
    company_id: NORTHWIND,
    ...leadValues,
    email: null,
    first_name: unique('Injected'),
    last_name: 'Forged',
    status: 'won',
    industry: '',
    company_size: '',
    created_by: OWNER_ID,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2020-01-01T00:00:00Z',
  },
  events: [
    {
      id: 1,
      lead_id: lead,
      company_id: NORTHWIND,
      kind: 'status_changed',
      from_status: 'new',
      to_status: 'won',
      actor: uidOf(actor),
      created_at: '2020-01-01T00:00:00Z',
    },
  ],
})
/** One day of the other company's campaign, under the actor's own company; `results`: a day that campaign has results for. */
const otherCompanysDay = (actor: Actor, results: boolean) =>
  actor === 'stranger'
    ? { company_id: strangerCompany, campaign_id: WEBINAR, day: results ? webinarDay : EMPTY_DAY, spend: 1 }
    : { company_id: NORTHWIND, campaign_id: strangerCampaign, day: results ? STRANGER_DAY : EMPTY_DAY, spend: 1 }
const metricRows = (campaign: string, day: string) => [
  { row: 2, campaign_id: campaign, day, spend: 1, impressions: 1, clicks: 0, leads: 0, customers: 0, revenue: 0 },
]

const TARGETS: Record<string, Target> = {
  profiles: {
    key: ['id'],
    make: async () => ({ id: await freshUser('profile') }),
    insert: () => ({ id: crypto.randomUUID(), email: 'x@matrix.example' }),
    patch: { jobTitle: '' },
  },
  companies: {
    key: ['id'],
    make: newCompany,
    insert: (actor) => ({ name: unique('Matrix Co'), created_by: uidOf(actor) }),
    patch: { industry: 'B2B software' },
  },
  'companies (paid plan, request in another user’s name)': {
    key: ['id'],
    make: newCompany,
    insert: (actor) => ({
      name: unique('Matrix Co'),
      created_by: uidOf(actor),
      plan: 'enterprise',
      requested_plan: 'enterprise',
      plan_requested_by: OTHER_ID,
      plan_requested_at: new Date().toISOString(),
    }),
    patch: { plan: 'enterprise' },
  },
  'companies (subscription set by the API)': {
    key: ['id'],
    make: newCompany,
    insert: (actor) => ({
      name: unique('Matrix Co'),
      created_by: uidOf(actor),
      stripe_customer_id: 'cus_matrixforged',
      subscription_status: 'active',
    }),
    patch: { stripe_subscription_id: 'sub_matrixforged', subscription_status: 'active' },
  },
  stripe_events: {
    key: ['id'],
    make: () =>
      insertOne('stripe_events', {
        id: `evt_${unique('matrix').replace(/\W/g, '')}`,
        type: 'customer.subscription.updated',
        created: new Date().toISOString(),
        outcome: 'matrix',
      }),
    insert: () => ({
      id: `evt_${unique('forged').replace(/\W/g, '')}`,
      type: 'customer.subscription.updated',
      created: new Date().toISOString(),
      outcome: 'forged',
    }),
    patch: { outcome: 'forged' },
  },
  company_members: {
    key: ['company_id', 'user_id'],
    make: async () => {
      const user = await freshUser('member')
      await must(svc.from('company_members').insert({ company_id: NORTHWIND, user_id: user, member_role: 'member' }))
      return { company_id: NORTHWIND, user_id: user }
    },
    insert: () => ({ company_id: NORTHWIND, user_id: ids.joiner, member_role: 'member' }),
    patch: { member_role: 'admin' },
  },
  'company_members (as owner)': {
    key: ['company_id', 'user_id'],
    make: async () => {
      const user = await freshUser('member')
      await must(svc.from('company_members').insert({ company_id: NORTHWIND, user_id: user, member_role: 'member' }))
      return { company_id: NORTHWIND, user_id: user }
    },
    insert: () => ({ company_id: NORTHWIND, user_id: ids.joiner, member_role: 'owner' }),
    patch: { member_role: 'owner' },
  },
  company_invitations: {
    key: ['id'],
    make: () => invitation(`${unique('invitee')}@matrix.example`),
    insert: () => ({ company_id: NORTHWIND, email: `${unique('invitee')}@matrix.example`, role: 'member' }),
    patch: { status: 'revoked' },
  },
  'company_invitations (markup email)': {
    key: ['id'],
    make: () => invitation(`${unique('invitee')}@matrix.example`),
    insert: () => ({ company_id: NORTHWIND, email: '<b>x</b>@example.com', role: 'member' }),
  },
  company_integrations: {
    key: ['company_id', 'provider'],
    make: async () => {
      await svc.from('company_integrations').delete().match({ company_id: NORTHWIND, provider: 'tiktok' })
      return insertOne('company_integrations', { company_id: NORTHWIND, provider: 'tiktok' }, 'provider').then((f) => ({
        company_id: NORTHWIND,
        ...f,
      }))
    },
    insert: () => ({ company_id: NORTHWIND, provider: 'plaid' }),
    patch: { status: 'requested' },
  },
  campaigns: {
    key: ['id'],
    make: () =>
      insertOne('campaigns', { company_id: NORTHWIND, name: unique('Matrix campaign'), created_by: OWNER_ID }),
    insert: () => ({ company_id: NORTHWIND, name: unique('Matrix campaign') }),
    patch: { objective: '' },
  },
  leads: {
    key: ['id'],
    make: () => insertOne('leads', { company_id: NORTHWIND, first_name: unique('Matrix'), created_by: OWNER_ID }),
    insert: () => ({ company_id: NORTHWIND, first_name: unique('Matrix') }),
    patch: { notes: '' },
  },
  'leads (owner outside the company)': {
    key: ['id'],
    make: () => insertOne('leads', { company_id: NORTHWIND, first_name: unique('Matrix'), created_by: OWNER_ID }),
    insert: () => ({ company_id: NORTHWIND, first_name: unique('Matrix'), owner_id: ids.stranger }),
    // read when the cell runs: the stranger is made in beforeAll
    get patch() {
      return { owner_id: ids.stranger }
    },
  },
  lead_events: {
    key: ['id'],
    make: async () => {
      const lead = await insertOne('leads', {
        company_id: NORTHWIND,
        first_name: unique('Matrix'),
        created_by: OWNER_ID,
      })
      return insertOne('lead_events', { lead_id: lead.id, company_id: NORTHWIND, kind: 'created' }).then((e) => e)
    },
    insert: () => ({ lead_id: '1ead0000-0000-4000-8000-000000000001', company_id: NORTHWIND, kind: 'created' }),
    patch: { kind: 'created' },
  },
  calls: {
    key: ['id'],
    make: () => insertOne('calls', { company_id: NORTHWIND, outcome: 'connected', created_by: OWNER_ID }),
    insert: () => ({ company_id: NORTHWIND, outcome: 'connected' }),
    patch: { notes: '' },
  },
  boardroom_sessions: {
    key: ['id'],
    make: () => insertOne('boardroom_sessions', session()),
    insert: () => session({ created_by: undefined }),
    patch: { outcome_note: '' },
  },
  'boardroom_sessions (engine, model)': {
    key: ['id'],
    make: () => insertOne('boardroom_sessions', session()),
    patch: { engine: 'builtin', model: 'forged' },
  },
  strategies: {
    key: ['id'],
    make: () => insertOne('strategies', strategy()),
    insert: () => strategy({ created_by: undefined }),
    patch: { status: 'draft' },
  },
  'strategies (engine, model)': {
    key: ['id'],
    make: () => insertOne('strategies', strategy()),
    patch: { engine: 'builtin', model: 'forged' },
  },
  boardroom_reviews: {
    key: ['session_id'],
    make: plannedReview,
    insert: () => ({
      session_id: unreviewedSession,
      due_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      watch_label: 'Leads per month',
    }),
    patch: { verdict: 'worked', figure_value: 40, note: '' },
  },
  'boardroom_reviews (plan)': { key: ['session_id'], make: plannedReview, patch: { watch_label: 'Leads per month' } },
  platform_settings: {
    key: ['id'],
    make: async () => {
      await svc.from('platform_settings').upsert({ id: true, support_email: 'support@boardroom.local' })
      return { id: true }
    },
    insert: () => ({ id: true }),
    patch: { support_email: 'support@boardroom.local' },
  },
  webhooks: {
    key: ['id'],
    make: async () => ({ id: await webhook() }),
    insert: () => ({ url: `https://hooks.example.org/${unique('matrix')}`, events: ['webhook.test'] }),
    patch: { active: true },
  },
  'webhooks (metadata address)': {
    key: ['id'],
    make: async () => ({ id: await webhook() }),
    insert: () => ({ url: 'https://0xa9fea9fe/latest/meta-data', events: ['webhook.test'] }),
    patch: { url: 'https://169.254.169.254/latest/meta-data' },
  },
  webhook_secrets: {
    key: ['webhook_id'],
    make: async () => {
      const id = await webhook()
      await must(svc.from('webhook_secrets').insert({ webhook_id: id, secret: `whsec_${'a'.repeat(64)}` }))
      return { webhook_id: id }
    },
    insert: () => ({ webhook_id: crypto.randomUUID(), secret: `whsec_${'b'.repeat(64)}` }),
    patch: { secret: `whsec_${'c'.repeat(64)}` },
  },
  webhook_deliveries: {
    key: ['id'],
    make: async () =>
      insertOne('webhook_deliveries', {
        webhook_id: await webhook(),
        event: 'webhook.test',
        ok: true,
        status_code: 200,
        duration_ms: 1,
      }),
    insert: () => ({ webhook_id: deliveryTarget, event: 'webhook.test', ok: true, status_code: 200, duration_ms: 1 }),
    patch: { duration_ms: 1 },
  },
  signup_attributions: {
    key: ['user_id'],
    make: async () => {
      const user = await freshUser('attributed')
      return insertOne('signup_attributions', { user_id: user, source: 'matrix' }, 'user_id')
    },
    insert: (actor) => ({ user_id: uidOf(actor) ?? ids.joiner, source: 'matrix' }),
    patch: { source: 'matrix' },
  },
  // bank linking: Northwind's Plaid connection and its sealed token, set afresh for each cell
  integration_connections: {
    key: ['company_id', 'provider'],
    make: async () => {
      await must(
        svc
          .from('integration_connections')
          .upsert({ company_id: NORTHWIND, provider: 'plaid', account_label: 'Matrix Bank' }),
      )
      return { company_id: NORTHWIND, provider: 'plaid' }
    },
    restore: async () => void (await must(svc.from('integration_connections').delete().eq('company_id', NORTHWIND))),
    insert: () => ({ company_id: NORTHWIND, provider: 'plaid', account_label: 'Matrix Bank' }),
    patch: { status: 'failing' },
  },
  integration_secrets: {
    key: ['company_id', 'provider'],
    make: async () => {
      await must(
        svc
          .from('integration_secrets')
          .upsert({ company_id: NORTHWIND, provider: 'plaid', ciphertext: 'A'.repeat(24), iv: 'B'.repeat(16) }),
      )
      return { company_id: NORTHWIND, provider: 'plaid' }
    },
    restore: async () => void (await must(svc.from('integration_secrets').delete().eq('company_id', NORTHWIND))),
    insert: () => ({ company_id: NORTHWIND, provider: 'plaid', ciphertext: 'A'.repeat(24), iv: 'B'.repeat(16) }),
    patch: { ciphertext: 'C'.repeat(24) },
  },
  // OAuth (worker/integrations/oauth.ts): a pending authorization of Northwind's owner, an applied event
  oauth_states: {
    key: ['state_hash'],
    make: () => insertOne('oauth_states', oauthState(), 'state_hash'),
    insert: () => oauthState(),
    patch: { used_at: new Date().toISOString() },
  },
  integration_webhook_events: {
    key: ['provider', 'event_key'],
    make: async () => {
      const row = { provider: 'calendly', event_key: unique('matrix-event'), company_id: NORTHWIND }
      await must(svc.from('integration_webhook_events').insert(row))
      return { provider: row.provider, event_key: row.event_key }
    },
    insert: () => ({ provider: 'calendly', event_key: unique('matrix-event'), company_id: NORTHWIND }),
    patch: { received_at: new Date().toISOString() },
  },
  'calls (booked through a provider)': {
    key: ['id'],
    make: () =>
      insertOne('calls', {
        company_id: NORTHWIND,
        outcome: 'meeting_booked',
        source: 'calendly',
        external_ref: unique('https://api.calendly.com/invitees/matrix'),
      }),
    insert: () => ({
      company_id: NORTHWIND,
      outcome: 'meeting_booked',
      source: 'calendly',
      external_ref: unique('https://api.calendly.com/invitees/matrix'),
    }),
    patch: { cancelled_at: new Date().toISOString(), cancel_reason: 'Cancelled' },
  },
  // Sign in with TikTok: the owner's link, set afresh for each cell and removed after it
  tiktok_identities: {
    key: ['user_id'],
    make: async () => {
      await must(
        svc.from('tiktok_identities').upsert({ user_id: OWNER_ID, open_id: 'matrix-open-id', display_name: 'Matrix' }),
      )
      return { user_id: OWNER_ID }
    },
    restore: async () => void (await must(svc.from('tiktok_identities').delete().eq('user_id', OWNER_ID))),
    insert: (actor) => ({ user_id: uidOf(actor) ?? ids.joiner, open_id: `matrix-${actor}` }),
    patch: { display_name: 'Matrix' },
  },
  tiktok_sign_in_states: {
    key: ['state_hash'],
    make: () => insertOne('tiktok_sign_in_states', tiktokState(), 'state_hash'),
    insert: () => tiktokState(),
    patch: { used_at: new Date().toISOString() },
  },
  // lead enrichment: an enriched field of a fresh Northwind lead
  lead_enrichment_fields: {
    key: ['lead_id', 'field'],
    make: async () =>
      insertOne('lead_enrichment_fields', enrichedField(await ownersLead()), 'lead_id').then((f) => ({
        ...f,
        field: 'industry',
      })),
    insert: () => enrichedField(SPRING_LEAD),
    patch: { value: 'Retail' },
  },
  enrichment_cache: {
    key: ['domain'],
    make: () =>
      insertOne(
        'enrichment_cache',
        { domain: `${unique('matrix')}.example`, provider: 'peopledatalabs', found: false },
        'domain',
      ),
    insert: () => ({ domain: `${unique('matrix')}.example`, provider: 'peopledatalabs', found: false }),
    patch: { found: true },
  },
  enrichment_lookups: {
    key: ['id'],
    make: () => insertOne('enrichment_lookups', { company_id: NORTHWIND, domain: 'matrix.example' }),
    insert: () => ({ company_id: NORTHWIND, domain: 'matrix.example' }),
    patch: { domain: 'matrix.example' },
  },
  company_ai_budgets: {
    key: ['company_id'],
    // one row per company: Northwind's, set afresh for each cell and removed after it
    make: async () => {
      await must(svc.from('company_ai_budgets').upsert({ company_id: NORTHWIND, daily_debates: 5 }))
      return { company_id: NORTHWIND }
    },
    restore: async () => void (await must(svc.from('company_ai_budgets').delete().eq('company_id', NORTHWIND))),
    insert: () => ({ company_id: NORTHWIND, daily_debates: 5 }),
    patch: { daily_debates: 500 },
  },
  company_figures: {
    key: ['company_id', 'metric'],
    make: () => insertOne('company_figures', figure(), 'metric').then((f) => ({ company_id: NORTHWIND, ...f })),
    insert: figure,
    patch: { value: 250000 },
  },
  campaign_metrics: {
    key: ['id'],
    make: () =>
      insertOne('campaign_metrics', {
        company_id: NORTHWIND,
        campaign_id: WEBINAR,
        day: metricDay(),
        spend: 10,
        created_by: OWNER_ID,
      }),
    insert: () => ({ company_id: NORTHWIND, campaign_id: WEBINAR, day: metricDay(), spend: 10 }),
    patch: { spend: 10 },
  },
  lead_trash: {
    key: ['batch_id', 'lead_id'],
    make: () =>
      insertOne(
        'lead_trash',
        {
          batch_id: crypto.randomUUID(),
          lead_id: crypto.randomUUID(),
          company_id: NORTHWIND,
          deleted_by: OWNER_ID,
          lead: {},
        },
        'batch_id',
      ),
    // deleted_by is the caller (its default); the service role, with no caller, names the owner
    insert: (actor) => ({
      batch_id: crypto.randomUUID(),
      lead_id: crypto.randomUUID(),
      company_id: NORTHWIND,
      lead: {},
      ...(actor === 'service' ? { deleted_by: OWNER_ID } : {}),
    }),
    patch: { events: [] },
  },
  // the trash row of a cross-company forgery: the actor's own company, a lead of Northwind none of
  // the actors created, a snapshot naming Northwind and its owner, a history line the lead never had
  'lead_trash (another company’s lead, forged snapshot and history)': {
    key: ['batch_id', 'lead_id'],
    make: () =>
      insertOne(
        'lead_trash',
        {
          batch_id: crypto.randomUUID(),
          lead_id: crypto.randomUUID(),
          company_id: NORTHWIND,
          deleted_by: OWNER_ID,
          lead: {},
        },
        'batch_id',
      ),
    insert: (actor) => ({
      ...forgedTrash(actor, othersLead),
      ...(actor === 'service' ? { deleted_by: OWNER_ID } : {}),
    }),
  },
  // a day for the other company's campaign (the stranger names Northwind's webinar, Northwind's
  // actors the stranger's campaign), under the actor's own company: refused alike by the foreign
  // key whether or not that company has results that day; the update moves a Northwind row there
  'campaign_metrics (another company’s campaign, a day it has results)': {
    key: ['id'],
    make: () =>
      insertOne('campaign_metrics', { company_id: NORTHWIND, campaign_id: WEBINAR, day: metricDay(), spend: 10 }),
    insert: (actor) => otherCompanysDay(actor, true),
    get patch() {
      return { campaign_id: strangerCampaign, day: STRANGER_DAY }
    },
  },
  'campaign_metrics (another company’s campaign, a day without results)': {
    key: ['id'],
    make: () =>
      insertOne('campaign_metrics', { company_id: NORTHWIND, campaign_id: WEBINAR, day: metricDay(), spend: 10 }),
    insert: (actor) => otherCompanysDay(actor, false),
    get patch() {
      return { campaign_id: strangerCampaign, day: EMPTY_DAY }
    },
  },
  lead_imports: {
    key: ['id'],
    // a running import of the owner with its one row recorded: only the owner may finish it
    make: async () => {
      const id = await leadImport(OWNER_ID)
      await must(
        svc
          .from('lead_import_rows')
          .insert({ import_id: id, row_number: 1, company_id: NORTHWIND, outcome: 'skipped', reason: 'Duplicate' }),
      )
      return { id }
    },
    insert: () => ({ company_id: NORTHWIND, file_name: `${unique('matrix')}.csv`, row_count: 3 }),
    patch: { finished_at: new Date().toISOString() },
  },
  // undone only through undo_lead_import
  'lead_imports (marked undone directly)': {
    key: ['id'],
    make: async () => ({ id: await finishedImport() }),
    patch: { undone_at: new Date().toISOString() },
  },
  // who ran it, when, which file and how many rows never change
  'lead_imports (record)': {
    key: ['id'],
    make: async () => ({ id: await finishedImport() }),
    patch: { file_name: 'forged.csv', row_count: 20000 },
  },
  lead_import_rows: {
    key: ['import_id', 'row_number'],
    make: async () => {
      const id = await leadImport(OWNER_ID, { row_count: 2 })
      await must(
        svc
          .from('lead_import_rows')
          .insert({ import_id: id, row_number: 1, company_id: NORTHWIND, outcome: 'skipped', reason: 'Duplicate' }),
      )
      return { import_id: id, row_number: 1 }
    },
    insert: (actor) => ({
      import_id: importOf(actor),
      row_number: ++n,
      company_id: NORTHWIND,
      outcome: 'skipped',
      reason: 'Duplicate',
    }),
    patch: { reason: 'Duplicate' },
  },
  // rows are recorded while the import runs, never after it finished
  'lead_import_rows (into a finished import)': {
    key: ['import_id', 'row_number'],
    make: async () => ({ import_id: await finishedImport(), row_number: 1 }),
    insert: () => ({
      import_id: finishedImportId,
      row_number: ++n,
      company_id: NORTHWIND,
      outcome: 'skipped',
      reason: 'Duplicate',
    }),
  },
  // undo deletes the leads an import created, as whoever undoes it (an owner or admin may delete
  // any lead): a row may only name a lead the importer created in the import's company
  'lead_import_rows (someone else’s lead as created)': {
    key: ['import_id', 'row_number'],
    make: async () => ({ import_id: await finishedImport(), row_number: 1 }),
    insert: (actor) => ({
      import_id: importOf(actor),
      row_number: ++n,
      company_id: NORTHWIND,
      outcome: 'created',
      lead_id: othersLead,
    }),
  },
  lead_import_mappings: {
    key: ['company_id'],
    make: async () => {
      const company = await newCompany()
      await must(svc.from('lead_import_mappings').insert({ company_id: company.id, mapping: { Email: 'email' } }))
      return { company_id: company.id as string }
    },
    insert: () => ({ company_id: unmappedCompany, mapping: { Email: 'email' } }),
    patch: { mapping: { Email: 'email' } },
  },
  // counts under the caller's row level security
  lead_import_summaries: { key: ['id'], make: async () => ({ id: await finishedImport() }) },
  chat_threads: {
    key: ['id'],
    make: () => insertOne('chat_threads', { company_id: NORTHWIND, user_id: OWNER_ID, title: unique('Matrix thread') }),
    insert: () => ({ company_id: NORTHWIND, user_id: OWNER_ID, title: unique('Matrix thread') }),
    patch: { title: 'Renamed' },
  },
  chat_messages: {
    key: ['id'],
    make: async () => {
      ownersThread = (
        await insertOne('chat_threads', { company_id: NORTHWIND, user_id: OWNER_ID, title: unique('Matrix thread') })
      ).id as string
      return insertOne('chat_messages', {
        thread_id: ownersThread,
        role: 'user',
        content: 'how did email do last month?',
      })
    },
    insert: () => ({ thread_id: ownersThread, role: 'assistant', content: 'forged' }),
    patch: { content: 'forged' },
  },
  lead_follow_ups: {
    key: ['id'],
    make: () => insertOne('lead_follow_ups', { company_id: NORTHWIND, lead_id: SPRING_LEAD, due_on: '2030-01-01' }),
    insert: () => ({ company_id: NORTHWIND, lead_id: SPRING_LEAD, due_on: '2030-01-01' }),
    patch: { note: 'Called back' },
  },
  agent_actions: {
    key: ['id'],
    make: () =>
      insertOne('agent_actions', {
        company_id: NORTHWIND,
        user_id: OWNER_ID,
        instruction: 'log a call with Priya',
        summary: 'Log a call with Priya',
        changes: [{ op: 'insert' }],
      }),
    insert: () => ({
      company_id: NORTHWIND,
      user_id: OWNER_ID,
      instruction: 'log a call with Priya',
      summary: 'Log a call with Priya',
      changes: [{ op: 'insert' }],
    }),
    // after the entry was made (a member's update gets the database's own time instead)
    patch: { undone_at: '2099-01-01T00:00:00Z' },
  }, // a Northwind session's Notion page: a fresh session each time, its version 1
  notion_exports: {
    key: ['id'],
    make: async () => {
      const source = (await insertOne('boardroom_sessions', session())).id as string
      return insertOne('notion_exports', {
        company_id: NORTHWIND,
        session_id: source,
        notion_page_id: crypto.randomUUID(),
        notion_url: 'https://www.notion.so/Matrix-1',
      })
    },
    insert: () => ({
      company_id: NORTHWIND,
      session_id: unreviewedSession,
      version: 100 + ++notionVersion,
      notion_page_id: crypto.randomUUID(),
      notion_url: 'https://www.notion.so/Matrix-2',
    }),
    patch: { notion_url: 'https://www.notion.so/Forged' },
  },
}
/** Each inserted Notion export of the shared session is its next version. */
let notionVersion = 0
/** The owner's chat thread the message cells act on (made by chat_messages' select cell, which runs first). */
let ownersThread = ''

type Call = {
  args: (actor: Actor) => Promise<Row> | Row
  restore?: () => Promise<void>
  /** Reads the answer when "it answered" is not the whole story (default: outcome below). */
  outcome?: (result: Result) => string
}
const restoreOwnership = async () => {
  await must(
    svc.from('company_members').update({ member_role: 'owner' }).match({ company_id: NORTHWIND, user_id: OWNER_ID }),
  )
  await must(
    svc.from('company_members').update({ member_role: 'member' }).match({ company_id: NORTHWIND, user_id: ids.member }),
  )
}
const strangerInvitation = async () => ({ invitation_id: (await invitation(strangerEmail)).id })
const removeStranger = async () => {
  await must(svc.from('company_members').delete().match({ company_id: NORTHWIND, user_id: ids.stranger }))
  await must(
    svc.from('profiles').update({ company_id: strangerCompany, company: 'Stranger Co' }).eq('id', ids.stranger),
  )
  await must(svc.from('company_invitations').delete().eq('email', strangerEmail))
}

const FUNCTIONS: Record<string, Call> = {
  revert_lead_enrichment: {
    args: async () => {
      const lead = await ownersLead()
      await must(svc.from('lead_enrichment_fields').insert(enrichedField(lead)))
      return { lead_id: lead, field: 'industry' }
    },
  },
  claim_enrichment_lookup: {
    args: () => ({ company_id: NORTHWIND, domain: 'matrix.example', per_minute: 1000, per_day: 1000 }),
    restore: async () => void (await must(svc.from('enrichment_lookups').delete().eq('company_id', NORTHWIND))),
  },
  is_own_chat_thread: { args: () => ({ thread: ownersThread || crypto.randomUUID() }) },
  is_admin: { args: () => ({}) },
  is_company_member: { args: () => ({ company_id: NORTHWIND }) },
  has_company_role: { args: () => ({ company_id: NORTHWIND, role: 'owner' }) },
  role_may: { args: () => ({ role: 'member', at_least: 'admin' }) },
  is_company_admin: { args: () => ({ company_id: NORTHWIND }) },
  is_company_owner: { args: () => ({ company_id: NORTHWIND }) },
  is_company_admin_or_author: { args: () => ({ company_id: NORTHWIND, author: OWNER_ID }) },
  is_me: { args: () => ({ user_id: OWNER_ID }) },
  plan_seats: { args: () => ({ plan: 'growth' }) },
  my_membership: { args: () => ({}) },
  verified_email: { args: () => ({}) },
  is_api_user: { args: () => ({}) },
  company_has_member_email: { args: () => ({ target_company_id: NORTHWIND, member_email: 'user@boardroom.local' }) },
  expire_company_invitations: {
    args: () => ({ target_company_id: NORTHWIND, invitee_email: 'nobody@matrix.example' }),
  },
  my_pending_invitations: { args: () => ({}) },
  claim_company_invitation: { args: strangerInvitation, restore: removeStranger },
  accept_company_invitation: { args: strangerInvitation, restore: removeStranger },
  decline_company_invitation: { args: strangerInvitation, restore: removeStranger },
  set_company_integrations: { args: () => ({ target_company_id: NORTHWIND, providers: ['notion'] }) },
  company_member_directory: { args: () => ({ target_company_id: NORTHWIND }) },
  admin_company_overview: { args: () => ({}) },
  admin_overview: { args: () => ({}) },
  admin_weekly_usage: { args: () => ({ weeks: 4 }) },
  create_webhook: {
    args: () => ({ url: `https://hooks.example.org/${unique('matrix')}`, description: '', events: ['webhook.test'] }),
  },
  webhook_signing_secret: {
    args: async () => {
      const { id } = (await must(
        svc.rpc('create_webhook', {
          url: `https://hooks.example.org/${unique('matrix')}`,
          description: '',
          events: ['webhook.test'],
        }),
      )) as { id: string }
      return { webhook_id: id }
    },
  },
  request_company_plan: {
    args: () => ({ target_company_id: NORTHWIND, requested: 'growth' }),
    restore: async () =>
      void (await must(
        svc
          .from('companies')
          .update({ requested_plan: null, plan_requested_by: null, plan_requested_at: null })
          .eq('id', NORTHWIND),
      )),
  },
  transfer_company_ownership: {
    args: () => ({ target_company_id: NORTHWIND, new_owner_id: ids.member }),
    restore: restoreOwnership,
  },
  campaign_status_allowed: { args: () => ({ from_status: 'draft', to_status: 'scheduled' }) },
  whatwg_ipv4: { args: () => ({ host: '0xa9fea9fe' }) },
  is_non_public_address: { args: () => ({ address: '169.254.169.254' }) },
  embedded_ipv4s: { args: () => ({ address: '2001:0:4136:e378:8000:63bf:80ff:fffe' }) },
  webhook_target_allowed: { args: () => ({ url: 'https://hooks.example.org/x' }) },
  import_leads: {
    args: async () => ({
      p_import_id: await leadImport(OWNER_ID),
      p_rows: [{ row: 1, action: 'skip', reason: 'Duplicate' }],
    }),
  },
  undo_lead_import: { args: async () => ({ p_import_id: await finishedImport() }) },
  merge_leads: {
    args: async () => ({ p_keep: await ownersLead(), p_remove: [await ownersLead()], p_values: leadValues }),
  },
  my_company_ids: { args: () => ({}) },
  lead_undo_minutes: { args: () => ({}) },
  leads_matching: { args: () => ({ p_company: NORTHWIND, p_filter: {} }) },
  lead_action_targets: { args: () => ({ p_company: NORTHWIND, p_ids: null, p_filter: {} }) },
  lead_stage_totals: { args: () => ({ p_company: NORTHWIND, p_filter: {} }) },
  bulk_update_leads: {
    args: async () => ({
      p_company: NORTHWIND,
      p_ids: [await ownersLead()],
      p_filter: null,
      p_status: 'contacted',
      p_campaign: null,
      p_set_campaign: false,
    }),
  },
  delete_leads: { args: async () => ({ p_company: NORTHWIND, p_ids: [await ownersLead()], p_filter: null }) },
  restore_leads: {
    args: async () => {
      const { batch } = (await must(
        clients.owner.rpc('delete_leads', { p_company: NORTHWIND, p_ids: [await ownersLead()], p_filter: null }),
      )) as { batch: string }
      return { p_batch: batch }
    },
  },
  import_campaign_metrics: {
    args: () => ({
      p_company: NORTHWIND,
      p_rows: [
        {
          row: 2,
          campaign_id: WEBINAR,
          day: metricDay(),
          spend: 1,
          impressions: 1,
          clicks: 0,
          leads: 0,
          customers: 0,
          revenue: 0,
        },
      ],
    }),
  },
  // as the campaign_metrics variants: the actor's own company, the other company's campaign
  'import_campaign_metrics (another company’s campaign, a day it has results)': {
    args: (actor) => {
      const day = otherCompanysDay(actor, true)
      return { p_company: day.company_id, p_rows: metricRows(day.campaign_id, day.day) }
    },
  },
  'import_campaign_metrics (another company’s campaign, a day without results)': {
    args: (actor) => {
      const day = otherCompanysDay(actor, false)
      return { p_company: day.company_id, p_rows: metricRows(day.campaign_id, day.day) }
    },
  },
  // a forged trash row (written here with the service role, as the old insert policy let a member
  // write it) in the actor's name, naming a fresh lead of Northwind: none answers nothing restored
  'restore_leads (a trash row naming another company’s lead)': {
    args: async (actor) => {
      const row = forgedTrash(actor, await ownersLead())
      await must(svc.from('lead_trash').insert({ ...row, deleted_by: uidOf(actor) ?? OWNER_ID }))
      return { p_batch: row.batch_id }
    },
    outcome: (result) => (result.data === 0 ? 'none' : outcome(result)),
  },
}

/** ok: done (rows returned or affected); none: allowed to ask, nothing visible or affected; else the SQLSTATE. */
type Result = { data: unknown; error: { code?: string; message: string } | null }
const outcome = ({ data, error }: Result) =>
  error ? (error.code ?? 'error') : Array.isArray(data) && data.length === 0 ? 'none' : 'ok'

async function runCell(target: string, op: string, actor: Actor): Promise<string> {
  const client = clients[actor]
  if (op === 'execute') {
    const fn = FUNCTIONS[target]!
    try {
      return (fn.outcome ?? outcome)(await client.rpc(target.split(' ')[0]!, await fn.args(actor)))
    } finally {
      await fn.restore?.()
    }
  }
  const spec = TARGETS[target]!
  const table = target.split(' ')[0]!
  const keys = spec.key.join(', ')
  if (op === 'insert') {
    const result = await client.from(table).insert(spec.insert!(actor)).select(keys)
    for (const row of (result.data ?? []) as unknown as Row[])
      await svc
        .from(table)
        .delete()
        .match(Object.fromEntries(spec.key.map((k) => [k, row[k]])))
    if (table === 'platform_settings') await TARGETS.platform_settings!.make()
    return outcome(result)
  }
  const filter = await spec.make()
  try {
    if (op === 'select') return outcome(await client.from(table).select(keys).match(filter))
    if (op === 'update') return outcome(await client.from(table).update(spec.patch!).match(filter).select(keys))
    return outcome(await client.from(table).delete().match(filter).select(keys))
  } finally {
    await spec.restore?.()
    if (table === 'platform_settings') await TARGETS.platform_settings!.make()
  }
}

beforeAll(async () => {
  backend = await startBackend()
  svc = backend.service()
  ids.stranger = await freshUser('stranger')
  ids.member = await freshUser('member')
  ids.companyAdmin = await freshUser('company-admin')
  ids.joiner = await freshUser('joiner')
  await must(
    svc.from('company_members').insert([
      { company_id: NORTHWIND, user_id: ids.member, member_role: 'member' },
      { company_id: NORTHWIND, user_id: ids.companyAdmin, member_role: 'admin' },
    ]),
  )
  // Enterprise has no seat limit, so the members this file adds never make a seat decide a cell
  // (seats are tested in stripe-billing.test.ts)
  await must(svc.from('companies').update({ plan: 'enterprise' }).eq('id', NORTHWIND).select('id'))
  const email = async (id: string) => (await svc.auth.admin.getUserById(id)).data.user!.email!
  strangerEmail = await email(ids.stranger)
  // the company trigger makes the stranger its owner
  strangerCompany = (await insertOne('companies', { name: 'Stranger Co', created_by: ids.stranger })).id as string
  strangerCampaign = (await insertOne('campaigns', { company_id: strangerCompany, name: 'Stranger campaign' }))
    .id as string
  await insertOne('campaign_metrics', { company_id: strangerCompany, campaign_id: strangerCampaign, day: STRANGER_DAY })
  webinarDay = (
    (await must(svc.from('campaign_metrics').select('day').eq('campaign_id', WEBINAR).limit(1))) as Row[]
  )[0]!.day as string
  deliveryTarget = await webhook()
  unmappedCompany = (await newCompany()).id as string
  runningImports.member = await leadImport(ids.member, { row_count: 20000 })
  runningImports.companyAdmin = await leadImport(ids.companyAdmin, { row_count: 20000 })
  runningImports.owner = await leadImport(OWNER_ID, { row_count: 20000 })
  finishedImportId = await finishedImport()
  unreviewedSession = await adoptedSession()
  othersLead = (await insertOne('leads', { company_id: NORTHWIND, first_name: unique('Matrix'), created_by: OTHER_ID }))
    .id as string
  clients.anon = backend.anon()
  clients.service = svc
  clients.stranger = (await signIn(backend, strangerEmail, 'Matrix-pass-2026!')).client
  clients.member = (await signIn(backend, await email(ids.member), 'Matrix-pass-2026!')).client
  clients.companyAdmin = (await signIn(backend, await email(ids.companyAdmin), 'Matrix-pass-2026!')).client
  clients.owner = (await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')).client
  clients.platformAdmin = (await signIn(backend, 'admin@boardroom.local', 'Admin-demo-2026!')).client
}, 120_000)
afterAll(async () => {
  await backend?.stop()
})

describe('the access matrix', () => {
  it('covers every table and every callable function of the public schema', async () => {
    const names = (sql: string) =>
      backend.db.asOwner(async (tx) => (await tx.query<{ name: string }>(sql)).rows.map((r) => r.name))
    const tables = await names(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    const covered = new Set(Object.keys(ACCESS_MATRIX).map((k) => k.split(' ')[0]))
    expect(tables.filter((t) => !covered.has(t))).toEqual([])
    const functions = await names(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') order by 1`,
    )
    expect(functions.filter((f) => !covered.has(f))).toEqual([])
  })

  it('every cell is as the table says', async () => {
    const differences: string[] = []
    const observed: Record<string, Record<string, string>> = {}
    let cells = 0
    for (const [target, ops] of Object.entries(ACCESS_MATRIX)) {
      for (const [op, expected] of Object.entries(ops)) {
        const want = expected.trim().split(/\s+/)
        const got: string[] = []
        for (const [i, actor] of ACTORS.entries()) {
          const result = await runCell(target, op, actor)
          got.push(result)
          cells++
          if (result !== want[i]) differences.push(`${target} ${op} as ${actor}: expected ${want[i]}, got ${result}`)
        }
        observed[target] = { ...observed[target], [op]: got.join(' ') }
      }
    }
    if (process.env.ACCESS_MATRIX_PRINT) console.log(JSON.stringify(observed, null, 2))
    console.log(
      `access matrix: ${cells} cells (${Object.keys(ACCESS_MATRIX).length} tables, variants and functions × operation × ${ACTORS.length} actors), ${differences.length} unexpected`,
    )
    expect(differences).toEqual([])
  }, 600_000)
})
