// The Stripe webhook in the Workers runtime itself (workerd): the official library's async verifier
// on Web Crypto, under the 300 s tolerance. A correctly signed event passes verification and then
// meets the database (unreachable in this pool: vitest.config.ts), so it answers 500 for Stripe to
// retry; anything not signed with the secret answers 400 before the database is asked. What a
// verified event changes, and that it changes it once, runs against the local backend in
// tests/backend/stripe-billing.test.ts.
import { env } from 'cloudflare:workers'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import type { Bindings } from '../../worker/env'

const SECRET = 'whsec_workerdtestsecret'
const STRIPE: Partial<Bindings> = {
  STRIPE_SECRET_KEY: 'sk_test_workerd1',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_STARTER: 'price_s1',
  STRIPE_PRICE_GROWTH: 'price_g1',
}
const payload = JSON.stringify({
  id: 'evt_workerd1',
  object: 'event',
  type: 'customer.subscription.updated',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: 'sub_1', object: 'subscription' } },
})

function post(signature: string | null, bindings: Partial<Bindings> = STRIPE, body = payload) {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(signature ? { 'Stripe-Signature': signature } : {}),
  }
  return Promise.resolve(
    app.fetch(
      new Request('http://boardroom.test/api/webhooks/stripe', { method: 'POST', headers, body }),
      { ...env, ...bindings },
      ctx,
    ),
  )
}

const sign = (opts: { secret?: string; timestamp?: number; body?: string } = {}) =>
  Stripe.webhooks.generateTestHeaderStringAsync({
    payload: opts.body ?? payload,
    secret: opts.secret ?? SECRET,
    timestamp: opts.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  })

describe('POST /api/webhooks/stripe in workerd', () => {
  it('a correctly signed event is verified with Web Crypto, then answers 500 because the database is out of reach (Stripe retries)', async () => {
    const res = await post(await sign())
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'database',
      message: 'The event could not be checked; Stripe will retry',
    })
  })

  it('another secret, a changed body, a signature older than 300 s and a missing header answer 400', async () => {
    for (const signature of [
      await sign({ secret: 'whsec_other' }),
      await sign({ body: payload.replace('evt_workerd1', 'evt_workerd2') }),
      await sign({ timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ]) {
      const res = await post(signature)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBe('bad_signature')
    }
    const missing = await post(null)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'bad_signature', message: 'The Stripe-Signature header is missing' })
  })

  it('a signature 299 s old still verifies', async () => {
    expect((await post(await sign({ timestamp: Math.floor(Date.now() / 1000) - 299 }))).status).toBe(500)
  })

  it('with Stripe not configured (wrangler.toml sets none of it) it answers 503 naming the settings', async () => {
    const res = await post(await sign(), {})
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: 'not_configured',
      message:
        'Card payments are not configured on this deployment: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_GROWTH',
    })
  })
})
