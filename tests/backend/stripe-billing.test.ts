// Card payments with Stripe, end to end on this machine: the Worker's /api (run in Node, pointed at
// the local backend) with the official `stripe` library talking to a local HTTP server that plays
// Stripe's API and checks each request (Checkout Session, Customer Portal, subscription, invoices),
// and webhook events signed in the test with the library's own test-header helper. What a company's
// owner and an operator notice: the plan changes only through the signed webhook, once however
// often an event is delivered, never backwards from a late event; bad signatures change nothing;
// the plan's seats and boardroom sessions are refused with the limit and the upgrade named; and with
// nothing configured, every endpoint says which settings are missing.
import type { SupabaseClient } from '@supabase/supabase-js'
import { createServer, type IncomingMessage } from 'node:http'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { monthStartUtc } from '../../shared/plans'
import { listenLocally } from '../local-server'
import { signIn, startBackend, type Backend } from './harness'
import { callApi, worker, workerBindings } from './worker-harness'

const BLUEFIN = 'c0000000-0000-4000-8000-000000000002' // seed: Bluefin Logistics, on Starter, owned by Omar
const OMAR = { email: 'other@boardroom.local', password: 'Other-demo-2026!' } // seed: Bluefin's owner
const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed: Northwind's owner, a stranger to Bluefin
const WEBHOOK_SECRET = 'whsec_testsigningsecret'
const SECRET_KEY = 'sk_test_localfake123'
const PRICES = { STRIPE_PRICE_STARTER: 'price_starter1', STRIPE_PRICE_GROWTH: 'price_growth1' }
const CUSTOMER = 'cus_bluefin1'
const SUBSCRIPTION = 'sub_bluefin1'

let backend: Backend
let service: SupabaseClient
let omar: string
let dana: string

// ---- a local Stripe API that records and checks what the library sends ----

type Seen = {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  authorization: string | undefined
}
const seen: Seen[] = []
let stripeUrl: string
let closeStripe: (() => Promise<void>) | undefined

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text))
  })

function stripeAnswer(s: Seen): [number, unknown] {
  if (s.method === 'POST' && s.path === '/v1/checkout/sessions')
    return [
      200,
      {
        id: 'cs_test_new1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_new1',
        mode: 'subscription',
      },
    ]
  if (s.method === 'POST' && s.path === '/v1/billing_portal/sessions')
    return [200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' }]
  if (s.method === 'GET' && s.path === `/v1/subscriptions/${SUBSCRIPTION}`)
    return [200, subscription('active', 'price_growth1')]
  if (s.method === 'GET' && s.path === '/v1/invoices') {
    return [
      200,
      {
        object: 'list',
        has_more: false,
        url: '/v1/invoices',
        data: [
          {
            id: 'in_1',
            object: 'invoice',
            number: 'BLUE-0001',
            status: 'paid',
            total: 19900,
            currency: 'usd',
            created: 1_764_000_000,
            hosted_invoice_url: 'https://invoice.stripe.com/i/1',
            invoice_pdf: 'https://pay.stripe.com/invoice/1/pdf',
          },
        ],
      },
    ]
  }
  if (s.method === 'GET' && s.path === '/v1/checkout/sessions/cs_test_paid1') {
    return [
      200,
      {
        id: 'cs_test_paid1',
        object: 'checkout.session',
        client_reference_id: BLUEFIN,
        status: 'complete',
        payment_status: 'paid',
        amount_total: 19900,
        currency: 'usd',
        line_items: { object: 'list', data: [{ id: 'li_1', price: { id: 'price_growth1' } }] },
      },
    ]
  }
  return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${s.path}` } }]
}

function subscription(status: string, price: string, company = BLUEFIN) {
  return {
    id: SUBSCRIPTION,
    object: 'subscription',
    customer: CUSTOMER,
    status,
    metadata: { company_id: company },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_start: 1_764_000_000,
          current_period_end: 1_766_600_000,
        },
      ],
    },
  }
}

// ---- the Worker, as deployed: config middleware, body limits, routes ----

const bindings = (stripe: boolean) =>
  workerBindings(
    backend,
    stripe
      ? { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...PRICES, STRIPE_API_URL: stripeUrl }
      : {},
  )

const call = (path: string, init: { token?: string; body?: unknown; stripe?: boolean } = {}) =>
  callApi(path, init, bindings(init.stripe ?? true))

type Json = { [key: string]: unknown; error?: string; message?: string; duplicate?: boolean }
const json = (res: Response) => res.json() as Promise<Json>

// ---- signed webhook deliveries ----

let eventSeq = 0
const T0 = Math.floor(Date.now() / 1000) - 3600

function event(type: string, object: unknown, created: number, id = `evt_test${++eventSeq}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    api_version: '2025-01-01',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  })
}

const deliver = (
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  worker.request(
    '/api/webhooks/stripe',
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload },
    bindings(true),
  )

const bluefin = async () =>
  (
    await service
      .from('companies')
      .select('plan, stripe_customer_id, stripe_subscription_id, subscription_status, subscription_state_at')
      .eq('id', BLUEFIN)
      .single()
  ).data
const eventsStored = async () =>
  (await service.from('stripe_events').select('id, type, outcome').order('received_at')).data ?? []

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  omar = (await signIn(backend, OMAR.email, OMAR.password)).token
  dana = (await signIn(backend, DANA.email, DANA.password)).token
  const stripeServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const s: Seen = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(await read(req)),
      authorization: req.headers.authorization,
    }
    seen.push(s)
    const [status, body] = stripeAnswer(s)
    res
      .writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` })
      .end(JSON.stringify(body))
  })
  ;({ url: stripeUrl, close: closeStripe } = await listenLocally(stripeServer))
}, 120_000)

afterAll(async () => {
  await closeStripe?.()
  await backend?.stop()
})

beforeEach(() => {
  seen.length = 0
})

describe('with nothing configured', () => {
  it('the setup names every missing setting, and nothing pretends to be connected', async () => {
    const res = await call('/api/billing/setup', { token: omar, stripe: false })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      configured: false,
      missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_GROWTH'],
      purchasable: [],
      webhookUrl: 'http://localhost/api/webhooks/stripe',
    })
  })

  it('checkout, portal and invoices answer 409 naming what the operator must set; the webhook 503, so Stripe retries later', async () => {
    const message =
      'Card payments are not configured on this deployment: the operator must set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_GROWTH'
    for (const [path, body] of [
      ['/api/billing/checkout', { companyId: BLUEFIN, plan: 'growth' }],
      ['/api/billing/portal', { companyId: BLUEFIN }],
      [`/api/billing/invoices?company=${BLUEFIN}`, undefined],
    ] as const) {
      const res = await call(path, { token: omar, body, stripe: false })
      expect(res.status, path).toBe(409)
      expect(await json(res)).toEqual({ error: 'not_configured', message })
    }
    const hook = await worker.request(
      '/api/webhooks/stripe',
      { method: 'POST', headers: { 'Stripe-Signature': 't=1,v1=0' }, body: '{}' },
      bindings(false),
    )
    expect(hook.status).toBe(503)
    expect((await json(hook)).message).toBe(
      'Card payments are not configured on this deployment: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_GROWTH',
    )
    expect(seen).toEqual([])
  })
})

describe('Checkout', () => {
  it('an owner is sent to Stripe Checkout for the plan’s price, with the company in client_reference_id and metadata.company_id', async () => {
    const res = await call('/api/billing/checkout', { token: omar, body: { companyId: BLUEFIN, plan: 'growth' } })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_new1', via: 'checkout' })
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    })
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_growth1',
      'line_items[0][quantity]': '1',
      client_reference_id: BLUEFIN,
      'metadata[company_id]': BLUEFIN,
      'metadata[plan]': 'growth',
      'subscription_data[metadata][company_id]': BLUEFIN,
      'subscription_data[metadata][plan]': 'growth',
      success_url: 'http://localhost/dashboard/campaigns/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/dashboard/billing?checkout=cancelled',
    })
    expect(await bluefin()).toMatchObject({ plan: 'starter', stripe_customer_id: null }) // nothing changes before Stripe says so
  })

  it('someone else’s company, a plan agreed with sales, and a malformed request are refused before Stripe is called', async () => {
    const stranger = await call('/api/billing/checkout', { token: dana, body: { companyId: BLUEFIN, plan: 'growth' } })
    expect(stranger.status).toBe(403)
    expect(await json(stranger)).toEqual({ error: 'forbidden', message: 'Only an owner of the company can do this' })
    const enterprise = await call('/api/billing/checkout', {
      token: omar,
      body: { companyId: BLUEFIN, plan: 'enterprise' },
    })
    expect(enterprise.status).toBe(409)
    expect((await json(enterprise)).message).toBe(
      'The Enterprise plan is agreed with sales, not bought by card: request it instead',
    )
    const bad = await call('/api/billing/checkout', { token: omar, body: { companyId: BLUEFIN, plan: 'platinum' } })
    expect(bad.status).toBe(400)
    expect((await json(bad)).message).toBe('plan must be starter, growth or enterprise')
    const anon = await call('/api/billing/checkout', { body: { companyId: BLUEFIN, plan: 'growth' } })
    expect(anon.status).toBe(401)
    expect(seen).toEqual([])
  })

  it('the portal before any payment says there is no card yet', async () => {
    const res = await call('/api/billing/portal', { token: omar, body: { companyId: BLUEFIN } })
    expect(res.status).toBe(409)
    expect((await json(res)).message).toBe(
      'Bluefin Logistics has not paid by card yet: choose a plan first, and Stripe keeps the card you pay with',
    )
  })
})

describe('the signed webhook', () => {
  it('a bad signature, a tampered body, another secret and an expired timestamp answer 400 and change nothing', async () => {
    const payload = event('customer.subscription.created', subscription('active', 'price_growth1'), T0)
    const cases = [
      'nonsense',
      Stripe.webhooks.generateTestHeaderString({
        payload: payload.replace('price_growth1', 'price_starter1'),
        secret: WEBHOOK_SECRET,
      }),
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelse' }),
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 301,
      }),
    ]
    for (const signature of cases) {
      const res = await deliver(payload, signature)
      expect(res.status, signature).toBe(400)
      expect((await json(res)).error).toBe('bad_signature')
    }
    const missing = await worker.request('/api/webhooks/stripe', { method: 'POST', body: payload }, bindings(true))
    expect(missing.status).toBe(400)
    expect(await json(missing)).toEqual({ error: 'bad_signature', message: 'The Stripe-Signature header is missing' })
    expect(await bluefin()).toMatchObject({ plan: 'starter', subscription_status: null })
    expect(await eventsStored()).toEqual([])
  })

  it('a bought subscription changes the plan once, even when each event is delivered three times', async () => {
    const completed = event(
      'checkout.session.completed',
      {
        id: 'cs_test_paid1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: BLUEFIN,
        customer: CUSTOMER,
        subscription: SUBSCRIPTION,
      },
      T0,
      'evt_checkout1',
    )
    const created = event('customer.subscription.created', subscription('active', 'price_growth1'), T0, 'evt_created1')
    const answers = []
    for (const payload of [completed, created, completed, created, created, completed]) {
      const res = await deliver(payload)
      expect(res.status).toBe(200)
      answers.push(await json(res))
    }
    expect(answers.map((a) => a.duplicate ?? false)).toEqual([false, false, true, true, true, true])
    const row = await bluefin()
    expect(row).toMatchObject({
      plan: 'growth',
      stripe_customer_id: CUSTOMER,
      stripe_subscription_id: SUBSCRIPTION,
      subscription_status: 'active',
    })
    expect(Date.parse(row!.subscription_state_at)).toBe(T0 * 1000) // the event's own time at Stripe
    expect(await eventsStored()).toEqual([
      { id: 'evt_checkout1', type: 'checkout.session.completed', outcome: `customer ${CUSTOMER} recorded` },
      { id: 'evt_created1', type: 'customer.subscription.created', outcome: `${SUBSCRIPTION} active: plan growth` },
    ])
  })

  it('an older event delivered after a newer one is ignored (the subscription’s state by Stripe’s time)', async () => {
    const newer = event('customer.subscription.updated', subscription('active', 'price_starter1'), T0 + 200)
    const older = event('customer.subscription.updated', subscription('active', 'price_growth1'), T0 + 100)
    expect(await json(await deliver(newer))).toMatchObject({ outcome: `${SUBSCRIPTION} active: plan starter` })
    expect(await json(await deliver(older))).toMatchObject({ outcome: 'ignored: older than the state already applied' })
    expect(await bluefin()).toMatchObject({ plan: 'starter', subscription_status: 'active' })

    // same second: an earlier status in a subscription's life does not undo a later one
    const activeAgain = event('customer.subscription.updated', subscription('active', 'price_growth1'), T0 + 300)
    const incomplete = event('customer.subscription.updated', subscription('incomplete', 'price_growth1'), T0 + 300)
    await deliver(activeAgain)
    expect(await json(await deliver(incomplete))).toMatchObject({
      outcome: 'ignored: an earlier status in the same second',
    })
    expect(await bluefin()).toMatchObject({ plan: 'growth', subscription_status: 'active' })
  })

  it('an event for another company or an unknown price changes nothing', async () => {
    const unknownPrice = event('customer.subscription.updated', subscription('active', 'price_somethingelse'), T0 + 400)
    expect(await json(await deliver(unknownPrice))).toMatchObject({
      outcome: 'ignored: price price_somethingelse is none of STRIPE_PRICE_*',
    })
    const noCompany = event(
      'customer.subscription.updated',
      { ...subscription('active', 'price_starter1'), metadata: {} },
      T0 + 400,
    )
    expect(await json(await deliver(noCompany))).toMatchObject({
      outcome: 'ignored: no company in metadata.company_id',
    })
    expect(await bluefin()).toMatchObject({ plan: 'growth', subscription_status: 'active' })
  })
})

describe('with a live subscription', () => {
  it('a plan change goes to the Customer Portal’s confirmation of the new price on the same subscription item', async () => {
    const res = await call('/api/billing/checkout', { token: omar, body: { companyId: BLUEFIN, plan: 'starter' } })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ url: 'https://billing.stripe.com/p/session/test_1', via: 'portal' })
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      'POST /v1/billing_portal/sessions',
    ])
    expect(Object.fromEntries(seen[1]!.form)).toEqual({
      customer: CUSTOMER,
      return_url: 'http://localhost/dashboard/billing',
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': SUBSCRIPTION,
      'flow_data[subscription_update_confirm][items][0][id]': 'si_1',
      'flow_data[subscription_update_confirm][items][0][price]': 'price_starter1',
      'flow_data[subscription_update_confirm][items][0][quantity]': '1',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': 'http://localhost/dashboard/billing?changed=starter',
    })
    const same = await call('/api/billing/checkout', { token: omar, body: { companyId: BLUEFIN, plan: 'growth' } })
    expect(same.status).toBe(409)
    expect((await json(same)).message).toBe('Bluefin Logistics is already on the Growth plan')
  })

  it('the Customer Portal opens for the company’s customer, for the payment method and cancellation', async () => {
    const res = await call('/api/billing/portal', { token: omar, body: { companyId: BLUEFIN } })
    expect(await json(res)).toEqual({ url: 'https://billing.stripe.com/p/session/test_1', via: 'portal' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions' })
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      customer: CUSTOMER,
      return_url: 'http://localhost/dashboard/billing',
    })
  })

  it('invoices are listed from Stripe for the company’s customer; a stranger gets none', async () => {
    const res = await call(`/api/billing/invoices?company=${BLUEFIN}`, { token: omar })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      customer: true,
      invoices: [
        {
          id: 'in_1',
          number: 'BLUE-0001',
          status: 'paid',
          total: 19900,
          currency: 'usd',
          created: new Date(1_764_000_000 * 1000).toISOString(),
          hostedUrl: 'https://invoice.stripe.com/i/1',
          pdfUrl: 'https://pay.stripe.com/invoice/1/pdf',
        },
      ],
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/invoices' })
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ customer: CUSTOMER, limit: '24' })
    const stranger = await call(`/api/billing/invoices?company=${BLUEFIN}`, { token: dana })
    expect(stranger.status).toBe(403)
    expect(seen).toHaveLength(1)
  })

  it('the payment-success check asks Stripe for the session and tells only a member of its company', async () => {
    const res = await call('/api/billing/checkout-session?session_id=cs_test_paid1', { token: omar })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      id: 'cs_test_paid1',
      companyId: BLUEFIN,
      status: 'complete',
      paymentStatus: 'paid',
      plan: 'growth',
      amountTotal: 19900,
      currency: 'usd',
    })
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_paid1' })
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ 'expand[0]': 'line_items' })
    const stranger = await call('/api/billing/checkout-session?session_id=cs_test_paid1', { token: dana })
    expect(stranger.status).toBe(404)
    expect((await json(stranger)).message).toBe('This checkout session is not for a company you belong to')
    const unknown = await call('/api/billing/checkout-session?session_id=cs_test_nosuch', { token: omar })
    expect(unknown.status).toBe(404)
    expect((await json(unknown)).message).toBe('Stripe has no such checkout session')
    const malformed = await call('/api/billing/checkout-session?session_id=%3Cscript%3E', { token: omar })
    expect(malformed.status).toBe(400)
  })

  it('cancellation (customer.subscription.deleted) puts the company back on the entry plan', async () => {
    const deleted = event('customer.subscription.deleted', subscription('canceled', 'price_growth1'), T0 + 500)
    expect(await json(await deliver(deleted))).toMatchObject({ outcome: `${SUBSCRIPTION} canceled: plan starter` })
    expect(await bluefin()).toMatchObject({ plan: 'starter', subscription_status: 'canceled' })
    // a late "active" from before the cancellation does not bring the plan back
    const late = event('customer.subscription.updated', subscription('active', 'price_growth1'), T0 + 450)
    expect(await json(await deliver(late))).toMatchObject({ outcome: 'ignored: older than the state already applied' })
    expect(await bluefin()).toMatchObject({ plan: 'starter', subscription_status: 'canceled' })
  })
})

describe('plan limits where they bite', () => {
  const SEAT_MESSAGE =
    'The Starter plan includes 3 seats and all 3 are taken: upgrade to Growth (10 seats) on the billing page (/dashboard/billing) to add people'

  it('an invitation made while a seat was free cannot be accepted once the seats are full', async () => {
    const omarClient = (await signIn(backend, OMAR.email, OMAR.password)).client
    const invited = await omarClient
      .from('company_invitations')
      .insert({ company_id: BLUEFIN, email: 'late@stripe-test.example', role: 'member' })
      .select('id')
      .single()
    expect(invited.error).toBeNull()
    // two more people fill Starter's three seats (the service role adds them, as an operator would)
    for (const name of ['seat-a', 'seat-b']) {
      const { data } = await service.auth.admin.createUser({
        email: `${name}@stripe-test.example`,
        password: 'Seat-password-2026!',
        email_confirm: true,
      })
      expect(
        (
          await service
            .from('company_members')
            .insert({ company_id: BLUEFIN, user_id: data.user!.id, member_role: 'member' })
        ).error,
      ).toBeNull()
    }
    await service.auth.admin.createUser({
      email: 'late@stripe-test.example',
      password: 'Late-password-2026!',
      email_confirm: true,
    })
    const late = (await signIn(backend, 'late@stripe-test.example', 'Late-password-2026!')).client
    const accepted = await late.rpc('accept_company_invitation', { invitation_id: invited.data!.id })
    expect(accepted.error).toMatchObject({ code: 'P0001', message: SEAT_MESSAGE })
    expect(
      (
        await service
          .from('company_members')
          .select('user_id', { count: 'exact', head: true })
          .eq('company_id', BLUEFIN)
      ).count,
    ).toBe(3)
  })

  it('a seat over the Starter plan is refused with the limit and the upgrade; after the upgrade the invitation goes out', async () => {
    const omarClient = (await signIn(backend, OMAR.email, OMAR.password)).client
    const refused = await omarClient
      .from('company_invitations')
      .insert({ company_id: BLUEFIN, email: 'fourth@stripe-test.example', role: 'member' })
      .select('id')
    expect(refused.error).toMatchObject({ code: 'P0001', message: SEAT_MESSAGE })
    expect(refused.status).toBe(400)

    const upgraded = event(
      'customer.subscription.created',
      { ...subscription('active', 'price_growth1'), id: 'sub_bluefin2' },
      T0 + 600,
    )
    expect((await deliver(upgraded)).status).toBe(200)
    expect(await bluefin()).toMatchObject({ plan: 'growth', stripe_subscription_id: 'sub_bluefin2' })
    const invited = await omarClient
      .from('company_invitations')
      .insert({ company_id: BLUEFIN, email: 'fourth@stripe-test.example', role: 'member' })
      .select('id')
    expect(invited.error).toBeNull()
  })

  it('the old, ended subscription’s late events do not touch the new one', async () => {
    const oldEnded = event('customer.subscription.deleted', subscription('canceled', 'price_growth1'), T0 + 700)
    expect(await json(await deliver(oldEnded))).toMatchObject({
      outcome: `ignored: ${SUBSCRIPTION} ended but the company's subscription is sub_bluefin2`,
    })
    expect(await bluefin()).toMatchObject({ plan: 'growth', subscription_status: 'active' })
  })

  it('a boardroom session over the month’s allowance is refused with the limit and the upgrade, before the board runs', async () => {
    const downgrade = event(
      'customer.subscription.updated',
      { ...subscription('active', 'price_starter1'), id: 'sub_bluefin2' },
      T0 + 800,
    )
    await deliver(downgrade)
    expect(await bluefin()).toMatchObject({ plan: 'starter' })
    const thisMonth = () =>
      service
        .from('boardroom_sessions')
        .select('id', { count: 'exact', head: true })
        .eq('company_id', BLUEFIN)
        .gte('created_at', monthStartUtc(new Date()).toISOString())
    const { count: before } = await thisMonth()
    const row = {
      company_id: BLUEFIN,
      question: 'Should we open a depot in Lyon?',
      topic: 'expansion',
      debate: { positions: [], decision: {} },
      metrics: {},
      engine: 'builtin',
    }
    expect(
      (await service.from('boardroom_sessions').insert(Array.from({ length: 20 - (before ?? 0) }, () => row))).error,
    ).toBeNull()

    const res = await call('/api/ai/boardroom', {
      token: omar,
      body: { question: 'Should we hire a second dispatcher?' },
    })
    expect(res.status).toBe(402)
    expect(await json(res)).toEqual({
      error: 'plan_limit',
      message:
        'The Starter plan includes 20 boardroom sessions a month and your company has used 20: upgrade to Growth (100 sessions a month) on the billing page (/dashboard/billing)',
    })
    const { count: after } = await thisMonth()
    expect(after).toBe(20)
  })
})
