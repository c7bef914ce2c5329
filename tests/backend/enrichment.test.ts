// Lead enrichment end to end on this machine: the Worker's /api (run in Node, pointed at the local
// backend) asking a local People Data Labs (tests/enrichment-server.ts) that checks the key header and
// the query. What a member and an operator notice: with no key the screen's API names the secret; a
// lead's company name, size, industry and location come back with their source and date and the value
// each replaced; a free-mail domain is refused before anything is sent; "no company found"; a domain
// asked once; the per-company limit with when to retry; revert; another company refused everywhere;
// the key in no answer.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enrichmentServer, PDL_API_KEY } from '../enrichment-server'
import { BLUEFIN, NORTHWIND, startWithOwners, type Backend, type SignedIn } from './harness'
import { callApi, workerBindings, type Json } from './worker-harness'

let backend: Backend
let service: SupabaseClient
let dana: SignedIn // Northwind's owner
let omar: SignedIn // Bluefin's owner, a stranger to Northwind
let pdl: Awaited<ReturnType<typeof enrichmentServer>>
const bodies: string[] = [] // every answer the Worker gave, to look for the key in

type Settings = { key?: string | null; dailyLimit?: number }
const bindings = ({ key = PDL_API_KEY, dailyLimit }: Settings) =>
  workerBindings(backend, {
    ...(key ? { PEOPLEDATALABS_API_KEY: key, PEOPLEDATALABS_API_URL: pdl.url } : {}),
    ...(dailyLimit ? { ENRICHMENT_DAILY_LIMIT: String(dailyLimit) } : {}),
  })

async function call(path: string, init: { token?: string; body?: unknown } & Settings = {}) {
  const res = await callApi(path, init, bindings(init))
  const text = await res.text()
  bodies.push(text + JSON.stringify([...res.headers]))
  return { status: res.status, headers: res.headers, json: JSON.parse(text) as Json }
}
const enrich = (leadId: string, init: { token?: string } & Settings = {}) =>
  call('/api/enrichment/enrich', { token: dana.token, body: { leadId }, ...init })

async function lead(email: string | null, companyName = '', companyId = NORTHWIND): Promise<string> {
  const { data, error } = await service
    .from('leads')
    .insert({
      company_id: companyId,
      first_name: 'Test',
      last_name: email ?? 'nobody',
      email,
      company_name: companyName,
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return data.id
}
const fieldsOf = async (client: SupabaseClient, leadId: string) =>
  (
    await client
      .from('lead_enrichment_fields')
      .select('field, value, previous_value, source')
      .eq('lead_id', leadId)
      .order('field')
  ).data
const columnsOf = async (leadId: string) =>
  (await service.from('leads').select('company_name, company_size, industry').eq('id', leadId).single()).data
const companyNameOf = async (leadId: string) =>
  (await service.from('leads').select('company_name').eq('id', leadId).single()).data?.company_name

beforeAll(async () => {
  ;({ backend, service, dana, omar } = await startWithOwners())
  pdl = await enrichmentServer()
}, 120_000)

afterAll(async () => {
  await pdl?.close()
  await backend?.stop()
})

beforeEach(() => {
  pdl.seen.length = 0
  pdl.state.rateLimited = false
})

describe('with no key configured', () => {
  it('the status names the missing secret, and enriching answers 409 naming it; the provider is never called', async () => {
    const status = await call('/api/enrichment/status', { token: dana.token, key: null })
    expect(status.status).toBe(200)
    expect(status.json).toEqual({
      provider: 'People Data Labs',
      configured: false,
      missing: ['PEOPLEDATALABS_API_KEY'],
      limits: { perMinute: 10, perDay: 100 },
    })
    const res = await enrich(await lead('ana@atelierbleu.example'), { key: null })
    expect(res.status).toBe(409)
    expect(res.json).toEqual({
      error: 'not_configured',
      message: 'Lead enrichment is not configured on this deployment: the operator must set PEOPLEDATALABS_API_KEY',
    })
    expect(pdl.seen).toEqual([])
  })

  it('a configured deployment says so with its limit', async () => {
    expect((await call('/api/enrichment/status', { token: dana.token, dailyLimit: 40 })).json).toEqual({
      provider: 'People Data Labs',
      configured: true,
      missing: [],
      limits: { perMinute: 10, perDay: 40 },
    })
  })
})

describe('enriching a lead', () => {
  it('asks People Data Labs about the email domain with the key in X-Api-Key, and stores each field with its source, date and the value it replaced', async () => {
    const id = await lead('chloe@atelierbleu.example', 'Bleu SARL')
    const res = await enrich(id)
    expect(res.status).toBe(200)
    expect(pdl.seen).toEqual([
      { path: '/v5/company/enrich', query: { website: 'atelierbleu.example', titlecase: 'true' }, apiKey: PDL_API_KEY },
    ])
    expect(res.json).toMatchObject({ domain: 'atelierbleu.example', provider: 'People Data Labs', cached: false })
    expect(res.json.fields.map((f: Json) => [f.field, f.value, f.previous_value, f.source])).toEqual([
      ['company_name', 'Atelier Bleu', 'Bleu SARL', 'peopledatalabs'],
      ['company_size', '11-50', null, 'peopledatalabs'],
      ['industry', 'Retail', null, 'peopledatalabs'],
      ['location', 'Lyon, Auvergne-Rhône-Alpes, France', null, 'peopledatalabs'],
    ])
    expect(
      res.json.fields.every((f: Json) => f.enriched_at.slice(0, 10) === new Date().toISOString().slice(0, 10)),
    ).toBe(true)
    // the lead's own columns follow (its score reads industry and size); location has no column
    expect(await columnsOf(id)).toEqual({ company_name: 'Atelier Bleu', company_size: '11-50', industry: 'Retail' })
    // the member reads them under RLS, as the lead page does
    expect(await fieldsOf(dana.client, id)).toHaveLength(4)
  })

  it('a second lead at the same domain is answered from the cache: the provider is not asked again', async () => {
    const res = await enrich(await lead('paul@atelierbleu.example'))
    expect(res.status).toBe(200)
    expect(res.json.cached).toBe(true)
    expect(res.json.fields.find((f: Json) => f.field === 'company_name')).toMatchObject({
      value: 'Atelier Bleu',
      previous_value: null,
    })
    expect(pdl.seen).toEqual([])
  })

  it('a free-mail domain is not enriched, and says why; nothing is sent or stored', async () => {
    const id = await lead('jane.doe@GMail.com')
    const res = await enrich(id)
    expect(res.status).toBe(422)
    expect(res.json).toEqual({
      error: 'free_mail',
      message: 'gmail.com is a free email provider: it says nothing about the lead’s company, so it is not enriched.',
    })
    expect(pdl.seen).toEqual([])
    expect(await fieldsOf(service, id)).toEqual([])
  })

  it('a lead without an email is told it needs one', async () => {
    const res = await enrich(await lead(null))
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('This lead has no email address to take a company domain from. Add one, then enrich.')
  })

  it('the provider’s 404 is "no company found", remembered for the domain', async () => {
    const id = await lead('someone@nowhere-known.example', 'Keep me')
    const res = await enrich(id)
    expect(res.status).toBe(404)
    expect(res.json).toEqual({
      error: 'no_company_found',
      message: 'No company found: People Data Labs has no company for nowhere-known.example.',
    })
    expect(pdl.seen).toHaveLength(1)
    expect(await companyNameOf(id)).toBe('Keep me')
    expect((await enrich(id)).status).toBe(404)
    expect(pdl.seen).toHaveLength(1) // cached
  })

  it('only the fields the provider knows are filled', async () => {
    const res = await enrich(await lead('joe@tinyco.example'))
    expect(res.status).toBe(200)
    expect(res.json.fields.map((f: Json) => [f.field, f.value])).toEqual([
      ['company_name', 'Tinyco'],
      ['company_size', '1-10'],
    ])
  })

  it('a bad key is the provider’s refusal naming the secret, never its value; the provider’s own 429 says to wait', async () => {
    const bad = await enrich(await lead('x@summitsports.example'), { key: 'wrong-key-123' })
    expect(bad.status).toBe(502)
    expect(bad.json.message).toBe('People Data Labs refused the API key (PEOPLEDATALABS_API_KEY): Invalid API Key')
    expect(pdl.seen[0]!.apiKey).toBe('wrong-key-123')
    pdl.state.rateLimited = true
    const limited = await enrich(await lead('y@summitsports.example'))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('60')
    expect(limited.json.message).toBe(
      'People Data Labs is limiting this deployment’s requests: An error occurred due to requests hitting the API too quick. Try again in a minute.',
    )
  })

  it('refuses a malformed lead id with 400 naming the field, and a missing session with 401', async () => {
    const res = await call('/api/enrichment/enrich', { token: dana.token, body: { leadId: 'not-a-lead' } })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: 'invalid_request', message: 'leadId must be a lead id' })
    expect((await call('/api/enrichment/enrich', { body: { leadId: crypto.randomUUID() } })).status).toBe(401)
  })
})

describe('the per-company limit', () => {
  it('past the daily limit a new domain is refused with 429, the hour to retry and Retry-After; cached domains still answer', async () => {
    await service.from('enrichment_lookups').delete().eq('company_id', BLUEFIN)
    const first = await enrich(await lead('a@summitsports.example', '', BLUEFIN), { token: omar.token, dailyLimit: 1 })
    expect(first.status).toBe(200)
    const second = await enrich(await lead('b@brand-new.example', '', BLUEFIN), { token: omar.token, dailyLimit: 1 })
    expect(second.status).toBe(429)
    const midnight = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime() + 86_400_000
    const seconds = Number(second.headers.get('Retry-After'))
    expect(Math.abs(Date.now() + seconds * 1000 - midnight)).toBeLessThan(5_000)
    expect(second.json.message).toMatch(
      new RegExp(
        `^Your company has used its 1 company lookups for today \\(UTC\\)\\. Try again after ${new Date(midnight).toISOString().slice(0, 10)} 00:00 UTC \\(in \\d+ (h \\d+ )?min\\)\\.$`,
      ),
    )
    expect(pdl.seen.map((r) => r.query.website)).toEqual(['summitsports.example'])
    // Northwind's limit is its own; Bluefin's cached domain still answers
    expect(
      (await enrich(await lead('c@atelierbleu.example', '', BLUEFIN), { token: omar.token, dailyLimit: 1 })).status,
    ).toBe(200)
  })

  it('ten lookups in a minute: the eleventh waits, and is told how many seconds', async () => {
    await service.from('enrichment_lookups').delete().eq('company_id', BLUEFIN)
    await service
      .from('enrichment_lookups')
      .insert(Array.from({ length: 10 }, (_, i) => ({ company_id: BLUEFIN, domain: `d${i}.example` })))
    const res = await enrich(await lead('d@another-new.example', '', BLUEFIN), { token: omar.token })
    expect(res.status).toBe(429)
    expect(res.json.message).toMatch(
      /^Your company has made 10 company lookups in the last minute\. Try again in \d+ s\.$/,
    )
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(pdl.seen).toEqual([])
  })
})

describe('revert', () => {
  it('the lead’s own columns get their previous text back; location, with no earlier value, is cleared; twice is refused', async () => {
    const id = await lead('r@summitsports.example', 'Summit')
    await service.from('leads').update({ industry: 'Retail', company_size: '51-200' }).eq('id', id)
    expect((await enrich(id)).status).toBe(200)
    expect(await columnsOf(id)).toEqual({
      company_name: 'Summit Sports Co.',
      company_size: '201-1000',
      industry: 'Sporting Goods',
    })
    for (const field of ['company_name', 'industry', 'location'])
      expect((await dana.client.rpc('revert_lead_enrichment', { lead_id: id, field })).error).toBeNull()
    expect(await columnsOf(id)).toEqual({ company_name: 'Summit', company_size: '201-1000', industry: 'Retail' })
    expect((await fieldsOf(dana.client, id))!.map((f) => [f.field, f.value, f.previous_value])).toEqual([
      ['company_size', '201-1000', '51-200'],
    ])
    const again = await dana.client.rpc('revert_lead_enrichment', { lead_id: id, field: 'industry' })
    expect(again.error).toMatchObject({ code: 'P0002', message: 'This lead has no enriched industry to revert' })
  })
})

describe('a field edited by hand', () => {
  it('is the member’s: its enrichment record goes, the others stay', async () => {
    const id = await lead('e@atelierbleu.example')
    expect((await enrich(id)).status).toBe(200)
    expect((await dana.client.from('leads').update({ industry: 'Fashion retail' }).eq('id', id)).error).toBeNull()
    expect((await fieldsOf(dana.client, id))!.map((f) => f.field)).toEqual(['company_name', 'company_size', 'location'])
    const revert = await dana.client.rpc('revert_lead_enrichment', { lead_id: id, field: 'industry' })
    expect(revert.error).toMatchObject({ code: 'P0002' })
    expect((await columnsOf(id))!.industry).toBe('Fashion retail')
  })
})

describe('another company', () => {
  it('cannot enrich, read or revert Northwind’s lead, nor write an enriched field itself', async () => {
    const id = await lead('s@atelierbleu.example', 'Original')
    expect((await enrich(id)).status).toBe(200)
    const res = await enrich(id, { token: omar.token })
    expect(res.status).toBe(404)
    expect(res.json.message).toBe(
      'Lead not found: it may have been deleted, or it belongs to a company you are not part of.',
    )
    expect(await fieldsOf(omar.client, id)).toEqual([])
    const revert = await omar.client.rpc('revert_lead_enrichment', { lead_id: id, field: 'company_name' })
    expect(revert.error).toMatchObject({ code: 'P0002' })
    expect(await companyNameOf(id)).toBe('Atelier Bleu')
    // nobody in the browser writes a field as if the provider had said it, not even the lead's own company
    const forged = await dana.client.from('lead_enrichment_fields').upsert({
      lead_id: id,
      company_id: NORTHWIND,
      field: 'industry',
      value: 'Forged',
      source: 'peopledatalabs',
      domain: 'atelierbleu.example',
    })
    expect(forged.error?.code).toBe('42501')
    // the cache and the limit are the Worker's alone
    expect((await dana.client.from('enrichment_cache').select('domain')).error?.code).toBe('42501')
    expect(
      (
        await dana.client.rpc('claim_enrichment_lookup', {
          company_id: NORTHWIND,
          domain: 'x.example',
          per_minute: 99,
          per_day: 99,
        })
      ).error?.code,
    ).toBe('42501')
  })
})

describe('the key', () => {
  it('appears in no answer the Worker gave in this file', () => {
    expect(bodies.length).toBeGreaterThan(15)
    expect(bodies.filter((b) => b.includes(PDL_API_KEY))).toEqual([])
  })
})
