// Bank linking with Plaid, end to end on this machine: the Worker's /api (run in Node, pointed at the
// local backend) talking to a local HTTP server that plays Plaid's documented endpoints and checks
// each request. What an owner and an operator notice: with nothing configured the screen's API names
// every missing setting; a linked bank's balance becomes the company's cash, monthly net burn and
// runway (labelled Plaid, dated today), which the boardroom receives; the access token is stored
// sealed and no browser can read it; only owners and admins link; disconnect revokes at Plaid.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BANK_FIGURE_LABELS } from '../../shared/schemas/bank-link'
import {
  PLAID_ACCESS_TOKEN as ACCESS_TOKEN,
  PLAID_CLIENT_ID as CLIENT_ID,
  PLAID_SECRET as SECRET,
  plaidServer,
} from '../plaid-server'
import { BLUEFIN, startWithOwners, type Backend, type SignedIn } from './harness'
import { callApi, json, worker, workerBindings } from './worker-harness'

const KEY = Buffer.alloc(32, 7).toString('base64')

let backend: Backend
let service: SupabaseClient
let omar: SignedIn // Bluefin's owner
let dana: SignedIn // Northwind's owner, a stranger to Bluefin
let plaid: Awaited<ReturnType<typeof plaidServer>>
let plaidUrl: string
let seen: Awaited<ReturnType<typeof plaidServer>>['seen']

// ---- the Worker, as deployed: config middleware, body limits, routes ----

const bindings = (plaid: boolean) =>
  workerBindings(
    backend,
    plaid
      ? { PLAID_CLIENT_ID: CLIENT_ID, PLAID_SECRET: SECRET, PLAID_API_URL: plaidUrl, INTEGRATIONS_ENCRYPTION_KEY: KEY }
      : {},
  )

const call = (path: string, init: { token?: string; body?: unknown; plaid?: boolean } = {}) =>
  callApi(path, init, bindings(init.plaid ?? true))

const figures = async () =>
  (
    await service
      .from('company_figures')
      .select('metric, label, value, unit, as_of')
      .eq('company_id', BLUEFIN)
      .in('metric', ['cash', 'net_burn', 'runway'])
      .order('metric')
  ).data ?? []

beforeAll(async () => {
  ;({ backend, service, dana, omar } = await startWithOwners())
  plaid = await plaidServer()
  plaidUrl = plaid.url
  seen = plaid.seen
}, 120_000)

afterAll(async () => {
  await plaid?.close()
  await backend?.stop()
})

beforeEach(() => {
  seen.length = 0
})

describe('with nothing configured', () => {
  it('names every missing setting and shows no connection', async () => {
    const res = await call(`/api/integrations/plaid?company=${BLUEFIN}`, { token: omar.token, plaid: false })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      configured: false,
      missing: ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'INTEGRATIONS_ENCRYPTION_KEY'],
      connection: null,
    })
  })

  it('refuses to start linking with 409 and the settings to set; Plaid is never called', async () => {
    const res = await call('/api/integrations/plaid/link-token', {
      token: omar.token,
      body: { companyId: BLUEFIN },
      plaid: false,
    })
    expect(res.status).toBe(409)
    expect((await json(res)).message).toBe(
      'Bank linking is not configured on this deployment: the operator must set PLAID_CLIENT_ID, PLAID_SECRET, INTEGRATIONS_ENCRYPTION_KEY',
    )
    expect(seen).toEqual([])
  })
})

describe('linking a bank', () => {
  it('answers 401 without a session and 403 to a stranger to the company', async () => {
    expect((await call('/api/integrations/plaid/link-token', { body: { companyId: BLUEFIN } })).status).toBe(401)
    const res = await call('/api/integrations/plaid/link-token', { token: dana.token, body: { companyId: BLUEFIN } })
    expect(res.status).toBe(403)
    expect((await json(res)).message).toBe('Only an owner or admin of the company can link its bank')
    expect(seen).toEqual([])
  })

  it('gives the owner a Link token from Plaid, asked with the keys, for transactions over 90 days', async () => {
    const res = await call('/api/integrations/plaid/link-token', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(res.status).toBe(200)
    expect((await json(res)).linkToken).toBe('link-sandbox-abc123')
    expect(seen[0].path).toBe('/link/token/create')
    expect(seen[0].body).toMatchObject({
      client_id: CLIENT_ID,
      secret: SECRET,
      products: ['transactions'],
      transactions: { days_requested: 90 },
      client_name: 'Bluefin Logistics',
    })
  })

  it('an expired public token is refused with Plaid’s reason, and nothing is stored', async () => {
    const res = await call('/api/integrations/plaid/exchange', {
      token: omar.token,
      body: { companyId: BLUEFIN, publicToken: 'public-sandbox-expired' },
    })
    expect(res.status).toBe(502)
    expect((await json(res)).message).toBe('Plaid could not connect the bank: provided public token is expired')
    expect((await service.from('integration_secrets').select('company_id').eq('company_id', BLUEFIN)).data).toEqual([])
  })

  it('exchange: the balance becomes cash, 90 days become monthly net burn, and runway follows; labelled Plaid, dated today', async () => {
    const res = await call('/api/integrations/plaid/exchange', {
      token: omar.token,
      body: { companyId: BLUEFIN, publicToken: 'public-sandbox-good' },
    })
    expect(res.status).toBe(200)
    const { connection } = await json(res)
    // Cash: the checking and savings balances ($120,000 + $80,000); the credit card is not cash.
    // Burn: ($90,000 out − $30,000 in) ÷ (90 ÷ 30.4375) months = $20,291.67 a month; runway 200,000 ÷ 20,291.67 = 9.9 months.
    expect(connection.status).toBe('connected')
    expect(connection.account_label).toBe('First Platypus Bank — Operating ••0001, Reserve ••0002, Company card ••0003')
    expect(connection.summary.cash).toBe(200_000)
    expect(connection.summary.netBurn).toBeCloseTo(20_291.67, 2)
    expect(connection.summary.runway).toBeCloseTo(9.856, 3)
    expect(connection.summary.excluded).toEqual([
      '1 account not counted as cash (credit, loan, investment or another currency): Company card',
      '1 pending transaction',
      '2 transfers between accounts',
    ])
    const today = new Date().toISOString().slice(0, 10)
    expect(await figures()).toEqual([
      { metric: 'cash', label: BANK_FIGURE_LABELS.cash, value: 200000, unit: 'USD', as_of: today },
      { metric: 'net_burn', label: BANK_FIGURE_LABELS.net_burn, value: 20291.67, unit: 'USD', as_of: today },
      { metric: 'runway', label: BANK_FIGURE_LABELS.runway, value: 9.9, unit: 'months', as_of: today },
    ])
    // Every page of transactions was read (two a page here).
    expect(
      seen.filter((s) => s.path === '/transactions/get').map((s) => (s.body.options as { offset: number }).offset),
    ).toEqual([0, 2, 4])
  })

  it('the access token is stored sealed: not in the clear, and unreadable by any browser role', async () => {
    const { data } = await service
      .from('integration_secrets')
      .select('ciphertext, iv')
      .eq('company_id', BLUEFIN)
      .single()
    expect(data!.ciphertext).not.toContain(ACCESS_TOKEN)
    expect(Buffer.from(data!.ciphertext, 'base64').toString('latin1')).not.toContain(ACCESS_TOKEN)
    const asOwner = await omar.client.from('integration_secrets').select('*')
    expect(asOwner.error?.code).toBe('42501')
    const anon = await backend.anon().from('integration_secrets').select('*')
    expect(anon.error?.code).toBe('42501')
  })

  it('members of the company read the connection and the bank’s figures; a stranger reads neither', async () => {
    const mine = await call(`/api/integrations/plaid?company=${BLUEFIN}`, { token: omar.token })
    expect((await json(mine)).connection.summary.cash).toBe(200_000)
    const theirs = await call(`/api/integrations/plaid?company=${BLUEFIN}`, { token: dana.token })
    expect((await json(theirs)).connection).toBeNull()
    const figs = await dana.client.from('company_figures').select('metric').eq('company_id', BLUEFIN)
    expect(figs.data).toEqual([])
  })

  it('the boardroom receives the bank’s figures as standing figures, with their source in the label', async () => {
    const res = await worker.request(
      '/api/ai/boardroom',
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${omar.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: 'Should we hire two engineers at $120k each?' }),
      },
      bindings(true),
    )
    expect(res.status).toBe(201)
    const text = JSON.stringify(await res.json())
    expect(text).toContain(BANK_FIGURE_LABELS.cash)
    expect(text).toContain(BANK_FIGURE_LABELS.net_burn)
  })

  it('a failed sync is recorded on the connection for the admin view, and the figures keep their last values', async () => {
    const before = await figures()
    plaid.state.itemRemoved = true
    const res = await call('/api/integrations/plaid/sync', { token: omar.token, body: { companyId: BLUEFIN } })
    plaid.state.itemRemoved = false
    expect(res.status).toBe(502)
    const { data } = await service
      .from('integration_connections')
      .select('status, last_error')
      .eq('company_id', BLUEFIN)
      .single()
    expect(data).toEqual({ status: 'failing', last_error: 'the Item you requested cannot be found' })
    expect(await figures()).toEqual(before)
    // A good sync clears it.
    expect(
      (await call('/api/integrations/plaid/sync', { token: omar.token, body: { companyId: BLUEFIN } })).status,
    ).toBe(200)
    expect(
      (await service.from('integration_connections').select('status, last_error').eq('company_id', BLUEFIN).single())
        .data,
    ).toEqual({ status: 'connected', last_error: null })
  })

  it('disconnect removes the Item at Plaid and the token and connection here', async () => {
    const res = await call('/api/integrations/plaid/disconnect', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(res.status).toBe(200)
    expect(seen.map((s) => s.path)).toEqual(['/item/remove'])
    expect(seen[0].body.access_token).toBe(ACCESS_TOKEN)
    expect((await service.from('integration_secrets').select('company_id').eq('company_id', BLUEFIN)).data).toEqual([])
    expect((await service.from('integration_connections').select('company_id').eq('company_id', BLUEFIN)).data).toEqual(
      [],
    )
    const sync = await call('/api/integrations/plaid/sync', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(sync.status).toBe(409)
    expect((await json(sync)).message).toBe('No bank is linked to this company yet')
  })

  it('bad input gets 400 with the reason', async () => {
    const res = await call('/api/integrations/plaid/exchange', {
      token: omar.token,
      body: { companyId: BLUEFIN, publicToken: '<script>' },
    })
    expect(res.status).toBe(400)
    expect((await json(res)).message).toBe('publicToken is not a Plaid public token')
  })
})
