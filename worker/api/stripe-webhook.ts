// POST /api/webhooks/stripe: Stripe's events about checkouts and subscriptions. No session: the
// signature is the authentication (Stripe-Signature, verified by the official library with the
// STRIPE_WEBHOOK_SECRET, 300 s tolerance). Each event id is processed once (stripe_events), and what
// it changes is written with the service role (worker/billing/events.ts).
//   400  missing or bad signature, or a body that is not a Stripe event
//   503  card payments are not configured here (the message names what is missing)
//   500  the database could not be written: Stripe delivers the event again later
//   200  { received: true, duplicate?: true, outcome }
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { serviceClient } from '../ai/store'
import { applyStripeEvent } from '../billing/events'
import { stripeSetup, verifyStripeEvent } from '../billing/stripe'
import { ApiError } from './api-error'

export const stripeWebhook = new Hono<AppEnv>()

stripeWebhook.post('/', async (c) => {
  const config = c.get('config')
  const setup = stripeSetup(config.stripe)
  if (!setup.configured) {
    throw new ApiError(
      503,
      'not_configured',
      `Card payments are not configured on this deployment: set ${setup.missing.join(', ')}`,
    )
  }
  const signature = c.req.header('Stripe-Signature')
  if (!signature) throw new ApiError(400, 'bad_signature', 'The Stripe-Signature header is missing')
  const raw = await c.req.text()
  let event: Awaited<ReturnType<typeof verifyStripeEvent>>
  try {
    event = await verifyStripeEvent(config, raw, signature)
  } catch (error) {
    throw new ApiError(
      400,
      'bad_signature',
      `The Stripe signature does not verify: ${error instanceof Error ? error.message : String(error)}`,
    )
  }

  const db = serviceClient(config)
  const seen = await db.from('stripe_events').select('outcome').eq('id', event.id).maybeSingle()
  if (seen.error) throw new ApiError(500, 'database', 'The event could not be checked; Stripe will retry')
  if (seen.data) return c.json({ received: true, duplicate: true, outcome: seen.data.outcome })

  let result: Awaited<ReturnType<typeof applyStripeEvent>>
  try {
    result = await applyStripeEvent(db, config.stripe, event)
  } catch (error) {
    console.error(
      JSON.stringify({
        kind: 'stripe-webhook-failed',
        event: event.id,
        type: event.type,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    throw new ApiError(500, 'database', 'The event could not be applied; Stripe will retry')
  }
  const stored = await db.from('stripe_events').upsert(
    {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000).toISOString(),
      company_id: result.companyId,
      outcome: result.outcome,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  )
  if (stored.error)
    console.error(JSON.stringify({ kind: 'stripe-event-not-recorded', event: event.id, message: stored.error.message }))
  return c.json({ received: true, outcome: result.outcome })
})
