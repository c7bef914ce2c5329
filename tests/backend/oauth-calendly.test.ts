// The OAuth connection framework with Calendly, end to end on this machine: the Worker's /api (run in
// Node, pointed at the local backend) talking to a local HTTP server that speaks Calendly's OAuth and
// API v2 (tests/calendly-server.ts). What an owner, an admin and an operator notice: with nothing
// configured every missing setting is named; the approval's state works once, for ten minutes, and
// only if this deployment issued it; the code is exchanged with the PKCE verifier; tokens are stored
// sealed where no browser reads them; access is renewed before it expires, and a refused renewal
// shows on the connection with Calendly's reason; disconnect takes down the webhook, revokes and
// deletes; signed webhooks turn bookings into calls on the lead (or a new lead), once.
import type { SupabaseClient } from '@supabase/supabase-js'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accessToken, pkceChallenge } from '../../worker/integrations/oauth'
import {
  CALENDLY_CLIENT_ID,
  CALENDLY_CLIENT_SECRET,
  CALENDLY_SIGNING_KEY,
  calendlyServer,
  inviteeEvent,
  signCalendly,
} from '../calendly-server'
import { AVERY, BLUEFIN, NORTHWIND, OMAR, signIn, startWithOwners, type Backend, type SignedIn } from './harness'
import { cookieOf, json, nodeWorker } from './worker-harness'

const KEY = Buffer.alloc(32, 9).toString('base64')
const ORIGIN = 'http://localhost'

let backend: Backend
let service: SupabaseClient
let omar: SignedIn // Bluefin's owner
let dana: SignedIn // Northwind's owner, a stranger to Bluefin
let adminClient: SupabaseClient
let calendly: Awaited<ReturnType<typeof calendlyServer>>

const { call, bindings } = nodeWorker(
  () => backend,
  () => ({
    CALENDLY_CLIENT_ID,
    CALENDLY_CLIENT_SECRET,
    CALENDLY_WEBHOOK_SIGNING_KEY: CALENDLY_SIGNING_KEY,
    CALENDLY_AUTH_URL: calendly.url,
    CALENDLY_API_URL: calendly.url,
    INTEGRATIONS_ENCRYPTION_KEY: KEY,
  }),
  ORIGIN,
)

/** Omar's browser: the cookie the last start bound it with (sent back to the callback). */
let browser = ''

/** Starts a connection as Omar and returns the approval URL's parameters. */
async function start() {
  const res = await call('/api/integrations/calendly/connect', { token: omar.token, body: { companyId: BLUEFIN } })
  expect(res.status).toBe(200)
  browser = cookieOf(res)
  return new URL((await json(res)).url as string)
}

/** The person approves at the fake Calendly; answers the callback path it sends the browser to. */
async function approve(url: URL) {
  const res = await fetch(url, { redirect: 'manual' })
  expect(res.status).toBe(302)
  const back = new URL(res.headers.get('Location')!)
  return back.pathname + back.search
}

const callback = async (pathAndQuery: string) => {
  const res = await call(pathAndQuery, { headers: { Cookie: browser } })
  return { status: res.status, location: res.headers.get('Location') ?? '' }
}

async function connect() {
  const back = await callback(await approve(await start()))
  expect(back).toEqual({ status: 303, location: '/dashboard/calendly?oauth=connected' })
}

const connectionRow = async () =>
  (
    await service
      .from('integration_connections')
      .select('*')
      .eq('company_id', BLUEFIN)
      .eq('provider', 'calendly')
      .maybeSingle()
  ).data
const secretRow = async () =>
  (
    await service
      .from('integration_secrets')
      .select('*')
      .eq('company_id', BLUEFIN)
      .eq('provider', 'calendly')
      .maybeSingle()
  ).data

async function resetConnection() {
  await service.from('integration_secrets').delete().eq('provider', 'calendly')
  await service.from('integration_connections').delete().eq('provider', 'calendly')
  calendly.subscriptions.clear()
  calendly.state.refreshRefuses = false
  calendly.state.expiresIn = 7200
}

beforeAll(async () => {
  ;({ backend, service, dana, omar } = await startWithOwners())
  ;({ client: adminClient } = await signIn(backend, AVERY.email, AVERY.password))
  calendly = await calendlyServer()
}, 120_000)

afterAll(async () => {
  await calendly?.close()
  await backend?.stop()
})

beforeEach(() => {
  calendly.seen.length = 0
})

describe('with nothing configured', () => {
  it('names every missing setting, and connecting is refused with 409 before Calendly is called', async () => {
    const status = await call(`/api/integrations/calendly/connection?company=${BLUEFIN}`, {
      token: omar.token,
      configured: false,
    })
    expect(status.status).toBe(200)
    expect(await json(status)).toEqual({
      configured: false,
      missing: [
        'CALENDLY_CLIENT_ID',
        'CALENDLY_CLIENT_SECRET',
        'CALENDLY_WEBHOOK_SIGNING_KEY',
        'INTEGRATIONS_ENCRYPTION_KEY',
      ],
      redirectUri: `${ORIGIN}/api/oauth/calendly/callback`,
      connection: null,
    })
    const res = await call('/api/integrations/calendly/connect', {
      token: omar.token,
      body: { companyId: BLUEFIN },
      configured: false,
    })
    expect(res.status).toBe(409)
    expect((await json(res)).message).toBe(
      'Calendly is not configured on this deployment: the operator must set CALENDLY_CLIENT_ID, CALENDLY_CLIENT_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY, INTEGRATIONS_ENCRYPTION_KEY',
    )
    const hook = await call(`/api/webhooks/calendly?company=${BLUEFIN}`, { raw: '{}', configured: false })
    expect(hook.status).toBe(503)
    expect(calendly.seen).toEqual([])
  })
})

describe('starting a connection', () => {
  it('answers 401 without a session, 403 to a stranger, 404 for a provider that is not OAuth, 400 for a bad company', async () => {
    expect((await call('/api/integrations/calendly/connect', { body: { companyId: BLUEFIN } })).status).toBe(401)
    const stranger = await call('/api/integrations/calendly/connect', {
      token: dana.token,
      body: { companyId: BLUEFIN },
    })
    expect(stranger.status).toBe(403)
    expect((await json(stranger)).message).toBe(
      'Only an owner or admin of the company can connect or disconnect Calendly',
    )
    const unknown = await call('/api/integrations/myspace/connect', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(unknown.status).toBe(404)
    expect(await json(unknown)).toEqual({
      error: 'not_found',
      message: 'No integration called “myspace” connects through OAuth here',
    })
    const unknownStatus = await call(`/api/integrations/myspace/connection?company=${BLUEFIN}`, { token: omar.token })
    expect(unknownStatus.status).toBe(404)
    expect((await json(unknownStatus)).message).toBe('No integration called “myspace” connects through OAuth here')
    const bad = await call('/api/integrations/calendly/connect', { token: omar.token, body: { companyId: 'x' } })
    expect(bad.status).toBe(400)
    expect((await json(bad)).message).toBe('companyId must be a company id')
    expect((await service.from('oauth_states').select('state_hash').eq('provider', 'calendly')).data).toEqual([])
  })

  it('sends the owner to Calendly with the client id, exact redirect URI, a 256-bit state and an S256 challenge; only a hash of the state is stored', async () => {
    const url = await start()
    expect(url.origin + url.pathname).toBe(`${calendly.url}/oauth/authorize`)
    const q = Object.fromEntries(url.searchParams)
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: CALENDLY_CLIENT_ID,
      redirect_uri: `${ORIGIN}/api/oauth/calendly/callback`,
      code_challenge_method: 'S256',
    })
    expect(q.state).toMatch(/^[\w-]{43}$/)
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/)
    const hash = createHash('sha256').update(q.state).digest('hex')
    const { data } = await service.from('oauth_states').select('*').eq('state_hash', hash).single()
    expect(data).toMatchObject({
      provider: 'calendly',
      company_id: BLUEFIN,
      user_id: expect.any(String),
      return_path: '/dashboard/calendly',
      used_at: null,
    })
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(10 * 60_000)
    expect(JSON.stringify(data)).not.toContain(q.state)
  })
})

describe('the callback', () => {
  beforeEach(resetConnection)

  it('exchanges the code with the PKCE verifier and the same redirect URI, seals the tokens, subscribes to invitee events and records the connection', async () => {
    const url = await start()
    const challenge = url.searchParams.get('code_challenge')!
    const back = await callback(await approve(url))
    expect(back).toEqual({ status: 303, location: '/dashboard/calendly?oauth=connected' })
    const exchange = calendly.seen.find((r) => r.path === '/oauth/token')!
    expect(exchange.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CALENDLY_CLIENT_ID,
      client_secret: CALENDLY_CLIENT_SECRET,
      redirect_uri: `${ORIGIN}/api/oauth/calendly/callback`,
    })
    expect(await pkceChallenge(String(exchange.body.code_verifier))).toBe(challenge)
    const subscribe = calendly.seen.find((r) => r.path === '/webhook_subscriptions' && r.method === 'POST')!
    expect(subscribe.body).toEqual({
      url: `${ORIGIN}/api/webhooks/calendly?company=${BLUEFIN}`,
      events: ['invitee.created', 'invitee.canceled'],
      organization: `${calendly.url}/organizations/ORG-BLUEFIN`,
      user: `${calendly.url}/users/USER-OMAR`,
      scope: 'user',
    })
    const row = await connectionRow()
    expect(row).toMatchObject({
      status: 'connected',
      account_label: 'Omar Haddad (omar@bluefin.example)',
      last_error: null,
    })
    expect(row!.last_sync_at).not.toBeNull()
    const secret = await secretRow()
    const [token] = [...calendly.access]
    expect(secret!.ciphertext).not.toContain('cal-access')
    expect(JSON.stringify(secret)).not.toContain(token)
  })

  it('a replayed state is refused with its own message and nothing more is stored', async () => {
    const path = await approve(await start())
    expect((await callback(path)).location).toBe('/dashboard/calendly?oauth=connected')
    await service.from('integration_connections').delete().eq('provider', 'calendly')
    await service.from('integration_secrets').delete().eq('provider', 'calendly')
    calendly.seen.length = 0
    expect(await callback(path)).toEqual({ status: 303, location: '/dashboard/calendly?oauth=state_used' })
    expect(calendly.seen.filter((r) => r.path === '/oauth/token')).toEqual([])
    expect(await connectionRow()).toBeNull()
    expect(await secretRow()).toBeNull()
  })

  it('an unknown state, a missing state and an expired state each store nothing', async () => {
    expect(await callback('/api/oauth/calendly/callback?code=abc&state=not-from-here')).toEqual({
      status: 303,
      location: '/dashboard/calendly?oauth=state_unknown',
    })
    expect(await callback('/api/oauth/calendly/callback?code=abc')).toEqual({
      status: 303,
      location: '/dashboard/calendly?oauth=state_missing',
    })
    const path = await approve(await start())
    const state = new URL(path, ORIGIN).searchParams.get('state')!
    const hash = createHash('sha256').update(state).digest('hex')
    // Eleven minutes later (RFC 9700: short-lived).
    await backend.db.asOwner((tx) =>
      tx.query(
        `update public.oauth_states set created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute' where state_hash = $1`,
        [hash],
      ),
    )
    expect(await callback(path)).toEqual({ status: 303, location: '/dashboard/calendly?oauth=state_expired' })
    expect(calendly.seen.filter((r) => r.path === '/oauth/token')).toEqual([])
    expect(await connectionRow()).toBeNull()
    expect(await secretRow()).toBeNull()
  })

  it('from another browser (the approval link forwarded) it answers 403 with a page saying so, using nothing up', async () => {
    const path = await approve(await start())
    const mine = browser
    browser = ''
    const elsewhere = await call(path)
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.text()).toContain(
      'This Calendly approval was started in another browser, so nothing was connected and no access was given.',
    )
    browser = 'oauth_calendly=someone-elses-secret'
    expect((await callback(path)).status).toBe(403)
    expect(calendly.seen.filter((r) => r.path === '/oauth/token')).toEqual([])
    expect(await connectionRow()).toBeNull()
    browser = mine
    expect(await callback(path)).toEqual({ status: 303, location: '/dashboard/calendly?oauth=connected' })
  })

  it('the member who started it must still be an owner or admin of the company when the approval comes back', async () => {
    const path = await approve(await start())
    const role = (member_role: string) =>
      service.from('company_members').update({ member_role }).match({ company_id: BLUEFIN, user_id: OMAR.id })
    expect((await role('member')).error).toBeNull()
    try {
      expect(await callback(path)).toEqual({ status: 303, location: '/dashboard/calendly?oauth=not_allowed' })
    } finally {
      expect((await role('owner')).error).toBeNull()
    }
    expect(calendly.seen.filter((r) => r.path === '/oauth/token')).toEqual([])
    expect(await connectionRow()).toBeNull()
    expect(await secretRow()).toBeNull()
  })

  it('access declined at Calendly is said so, and a refused code gives Calendly’s reason; nothing is stored', async () => {
    const url = await start()
    const denied = await callback(
      `/api/oauth/calendly/callback?error=access_denied&state=${url.searchParams.get('state')}`,
    )
    expect(denied.location).toContain('/dashboard/calendly?oauth=denied')
    const url2 = await start()
    const refused = await callback(`/api/oauth/calendly/callback?code=forged&state=${url2.searchParams.get('state')}`)
    expect(refused.status).toBe(303)
    const back = new URL(refused.location, ORIGIN)
    expect(back.searchParams.get('oauth')).toBe('exchange_failed')
    expect(back.searchParams.get('reason')).toContain('The provided authorization grant is invalid')
    expect(await connectionRow()).toBeNull()
    expect(await secretRow()).toBeNull()
  })
})

describe('tokens at rest', () => {
  beforeAll(async () => {
    await resetConnection()
    await connect()
  })

  it('no browser reads the sealed tokens or the pending states: not the owner, not a platform admin', async () => {
    for (const client of [omar.client, adminClient]) {
      const secrets = await client.from('integration_secrets').select('*')
      expect(secrets.error?.code).toBe('42501')
      const states = await client.from('oauth_states').select('*')
      expect(states.error?.code).toBe('42501')
      const events = await client.from('integration_webhook_events').select('*')
      expect(events.error?.code).toBe('42501')
    }
  })

  it('the owner reads the connection’s status through the API, with no token in it', async () => {
    const res = await call(`/api/integrations/calendly/connection?company=${BLUEFIN}`, { token: omar.token })
    const body = await json(res)
    expect(body.configured).toBe(true)
    expect(body.connection).toMatchObject({ status: 'connected', account_label: 'Omar Haddad (omar@bluefin.example)' })
    const text = JSON.stringify(body)
    for (const token of calendly.access) expect(text).not.toContain(token)
    expect(text).not.toContain((await secretRow())!.ciphertext)
  })

  it('a platform admin sees every company’s connection health and nothing secret; another company’s owner sees none', async () => {
    const columns =
      'company_id, status, account_label, connected_at, last_sync_at, last_error, last_error_at, company:companies(name)'
    const admin = await adminClient.from('integration_connections').select(columns).eq('provider', 'calendly')
    expect(admin.error).toBeNull()
    expect(admin.data).toEqual([
      expect.objectContaining({
        company_id: BLUEFIN,
        status: 'connected',
        account_label: 'Omar Haddad (omar@bluefin.example)',
        company: { name: 'Bluefin Logistics' },
      }),
    ])
    const text = JSON.stringify(admin.data)
    for (const token of calendly.access) expect(text).not.toContain(token)
    expect(text).not.toContain((await secretRow())!.ciphertext)
    const stranger = await dana.client.from('integration_connections').select(columns).eq('provider', 'calendly')
    expect(stranger.data).toEqual([])
  })
})

describe('refresh', () => {
  beforeEach(async () => {
    await resetConnection()
    await connect()
    calendly.seen.length = 0
  })

  it('a token with more than five minutes left is used as it is', async () => {
    const token = await accessToken(bindings(), BLUEFIN, 'calendly')
    expect(calendly.access.has(token)).toBe(true)
    expect(calendly.seen).toEqual([])
  })

  it('a token about to expire is renewed first; the rotated refresh token replaces the old one', async () => {
    await resetConnection()
    calendly.state.expiresIn = 120 // two minutes: inside the margin
    await connect()
    calendly.seen.length = 0
    const before = (await secretRow())!.ciphertext
    const token = await accessToken(bindings(), BLUEFIN, 'calendly')
    const refresh = calendly.seen.filter((r) => r.path === '/oauth/token')
    expect(refresh).toHaveLength(1)
    expect(refresh[0].body).toMatchObject({
      grant_type: 'refresh_token',
      client_id: CALENDLY_CLIENT_ID,
      refresh_token: expect.stringMatching(/^cal-refresh-/),
    })
    expect(calendly.access.has(token)).toBe(true)
    expect((await secretRow())!.ciphertext).not.toBe(before)
    // Single-use refresh tokens: the next renewal uses the new one, and Calendly accepts it.
    await accessToken(bindings(), BLUEFIN, 'calendly')
    const second = calendly.seen.filter((r) => r.path === '/oauth/token')
    expect(second).toHaveLength(2)
    expect(second[1].body.refresh_token).not.toBe(second[0].body.refresh_token)
  })

  it('two renewals at once: the one Calendly refuses (its refresh token was just used) takes the other’s tokens, and the connection stays connected', async () => {
    await resetConnection()
    calendly.state.expiresIn = 120
    await connect()
    calendly.seen.length = 0
    const [a, b] = await Promise.all([
      accessToken(bindings(), BLUEFIN, 'calendly'),
      accessToken(bindings(), BLUEFIN, 'calendly'),
    ])
    const renewals = calendly.seen.filter((r) => r.path === '/oauth/token')
    expect(renewals).toHaveLength(2)
    expect(renewals[1].body.refresh_token).toBe(renewals[0].body.refresh_token) // both read the same one
    expect(a).toBe(b)
    expect(calendly.access.has(a)).toBe(true)
    expect(await connectionRow()).toMatchObject({ status: 'connected', last_error: null })
  })

  it('a refused renewal marks the connection failing with Calendly’s reason', async () => {
    await resetConnection()
    calendly.state.expiresIn = 60
    await connect()
    calendly.state.refreshRefuses = true
    await expect(accessToken(bindings(), BLUEFIN, 'calendly')).rejects.toThrow(
      'Calendly refused to renew access: The refresh token is invalid, expired or revoked. Connect Calendly again.',
    )
    const row = await connectionRow()
    expect(row).toMatchObject({
      status: 'failing',
      last_error:
        'Calendly refused to renew access: The refresh token is invalid, expired or revoked. Connect Calendly again.',
    })
    expect(row!.last_error_at).not.toBeNull()
  })
})

describe('disconnect', () => {
  beforeEach(async () => {
    await resetConnection()
    await connect()
    calendly.seen.length = 0
  })

  it('a stranger cannot disconnect; the owner’s disconnect deletes the webhook, revokes at Calendly and deletes here', async () => {
    expect(
      (await call('/api/integrations/calendly/disconnect', { token: dana.token, body: { companyId: BLUEFIN } })).status,
    ).toBe(403)
    const refresh = [...calendly.seen]
    expect(refresh).toEqual([])
    const res = await call('/api/integrations/calendly/disconnect', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ disconnected: true, revoked: true })
    expect(calendly.seen.map((r) => `${r.method} ${r.path.replace(/WH-[\w-]+/, 'WH')}`)).toEqual([
      'DELETE /webhook_subscriptions/WH',
      'POST /oauth/revoke',
    ])
    expect(calendly.seen[1].body).toMatchObject({
      client_id: CALENDLY_CLIENT_ID,
      client_secret: CALENDLY_CLIENT_SECRET,
      token_type_hint: 'refresh_token',
      token: expect.stringMatching(/^cal-refresh-/),
    })
    expect(calendly.subscriptions.size).toBe(0)
    expect(await connectionRow()).toBeNull()
    expect(await secretRow()).toBeNull()
  })
})

describe('the webhook', () => {
  const deliver = (
    event: unknown,
    opts: { company?: string; t?: number; key?: string; header?: string | null } = {},
  ) => {
    const raw = JSON.stringify(event)
    const header = opts.header === undefined ? signCalendly(raw, opts.t, opts.key) : opts.header
    return call(`/api/webhooks/calendly?company=${opts.company ?? BLUEFIN}`, {
      raw,
      headers: header === null ? {} : { 'Calendly-Webhook-Signature': header },
    })
  }
  const callsOf = async (email: string) =>
    (
      await service
        .from('calls')
        .select(
          'id, lead_id, outcome, direction, source, scheduled_for, cancelled_at, cancel_reason, notes, lead:leads!inner(email, source, first_name, last_name)',
        )
        .eq('company_id', BLUEFIN)
        .eq('lead.email', email)
    ).data ?? []

  beforeAll(async () => {
    await resetConnection()
    await connect()
  })

  it('refuses a missing, wrong, malformed or stale signature and stores nothing', async () => {
    const event = inviteeEvent('invitee.created', { uuid: 'INV-BAD', email: 'bad@example.com', name: 'Bad Actor' })
    const missing = await deliver(event, { header: null })
    expect(missing.status).toBe(401)
    expect((await json(missing)).message).toBe('The Calendly-Webhook-Signature header is missing')
    const wrong = await deliver(event, { key: 'another-key' })
    expect(wrong.status).toBe(401)
    expect((await json(wrong)).message).toBe('The Calendly signature does not match this delivery')
    const malformed = await deliver(event, { header: 'sha256=abc' })
    expect(malformed.status).toBe(400)
    const stale = await deliver(event, { t: Math.floor(Date.now() / 1000) - 4 * 60 })
    expect(stale.status).toBe(401)
    expect((await json(stale)).message).toBe(
      "The Calendly signature's timestamp is more than 3 minutes away from now: a stale or replayed delivery",
    )
    expect(await callsOf('bad@example.com')).toEqual([])
    expect((await service.from('leads').select('id').eq('email', 'bad@example.com')).data).toEqual([])
  })

  it('a booking by a lead’s email becomes a meeting-booked call on that lead, once even when delivered three times', async () => {
    await service.from('leads').insert({
      company_id: BLUEFIN,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'Grace@Navy.example',
      source: 'manual',
    })
    const start = new Date(Date.now() + 5 * 86_400_000)
    const event = inviteeEvent('invitee.created', {
      uuid: 'INV-GRACE',
      email: 'grace@navy.example',
      name: 'Grace Hopper',
      start,
    })
    const first = await deliver(event)
    expect(first.status).toBe(200)
    expect(await json(first)).toEqual({ received: true, outcome: 'call_created' })
    for (let i = 0; i < 2; i++) expect(await json(await deliver(event))).toEqual({ received: true, duplicate: true })
    const calls = await callsOf('Grace@Navy.example')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      outcome: 'meeting_booked',
      direction: 'inbound',
      source: 'calendly',
      cancelled_at: null,
      notes: 'Booked through Calendly: Discovery call.',
      lead: { source: 'manual' },
    })
    expect(Date.parse(calls[0].scheduled_for!)).toBe(start.getTime())
  })

  it('a booking by an unknown email creates a lead (source Calendly) with the call; the cancellation is marked on the call', async () => {
    const booked = inviteeEvent('invitee.created', {
      uuid: 'INV-ADA',
      email: 'ada@engine.example',
      name: 'Ada Lovelace',
    })
    expect(await json(await deliver(booked))).toEqual({ received: true, outcome: 'call_and_lead_created' })
    const lead = (
      await service
        .from('leads')
        .select('first_name, last_name, source, company_id')
        .eq('email', 'ada@engine.example')
        .single()
    ).data
    expect(lead).toEqual({ first_name: 'Ada', last_name: 'Lovelace', source: 'calendly', company_id: BLUEFIN })
    const cancelled = inviteeEvent('invitee.canceled', {
      uuid: 'INV-ADA',
      email: 'ada@engine.example',
      name: 'Ada Lovelace',
      reason: 'Travelling that week',
    })
    expect(await json(await deliver(cancelled))).toEqual({ received: true, outcome: 'call_cancelled' })
    const calls = await callsOf('ada@engine.example')
    expect(calls).toHaveLength(1)
    expect(calls[0].cancel_reason).toBe('Cancelled by Ada Lovelace: Travelling that week')
    expect(calls[0].cancelled_at).not.toBeNull()
    // The owner reads it under RLS (what /dashboard/calls shows); Northwind's owner does not.
    expect((await omar.client.from('calls').select('id').eq('id', calls[0].id)).data).toHaveLength(1)
    expect((await dana.client.from('calls').select('id').eq('id', calls[0].id)).data).toEqual([])
  })

  it('a company without a Calendly connection is refused, and a body that is not Calendly’s is 400', async () => {
    const res = await deliver(inviteeEvent('invitee.created', { uuid: 'INV-N', email: 'n@example.com', name: 'N' }), {
      company: NORTHWIND,
    })
    expect(res.status).toBe(404)
    const bad = await deliver({
      event: 'invitee.created',
      created_at: new Date().toISOString(),
      payload: { email: 'not a uri' },
    })
    expect(bad.status).toBe(400)
    expect((await json(bad)).message).toBe("The invitee.created payload is not in Calendly's documented shape")
  })

  it('a delivery records when Calendly was last heard from, but does not hide a failing grant', async () => {
    await service
      .from('integration_connections')
      .update({
        status: 'failing',
        last_error: 'Calendly refused to renew access',
        last_sync_at: '2026-01-01T00:00:00Z',
      })
      .eq('company_id', BLUEFIN)
      .eq('provider', 'calendly')
    expect(
      (
        await deliver(
          inviteeEvent('invitee.created', { uuid: 'INV-SYNC', email: 'sync@example.com', name: 'Sync Check' }),
        )
      ).status,
    ).toBe(200)
    const row = await connectionRow()
    expect(row).toMatchObject({ status: 'failing', last_error: 'Calendly refused to renew access' })
    expect(Date.parse(row!.last_sync_at!)).toBeGreaterThan(Date.parse('2026-11-01T00:00:00Z'))
  })

  it('members cannot forge a booked call from the browser', async () => {
    const res = await omar.client.from('calls').insert({
      company_id: BLUEFIN,
      outcome: 'meeting_booked',
      source: 'calendly',
      external_ref: 'https://api.calendly.com/x',
    })
    expect(res.error?.code).toBe('42501')
    expect(res.error?.message).toBe('Only the scheduling integration records booked meetings')
  })
})
