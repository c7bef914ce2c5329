// What a verified Stripe event changes, written with the service role (members cannot write a plan or
// a subscription: supabase/migrations/20261128600100_stripe_billing.sql). Everything comes from the
// signed event itself; nothing is fetched back from Stripe or taken from a browser.
//
//   checkout.session.completed        the company (client_reference_id) gets its Stripe customer
//   customer.subscription.created     the company (metadata.company_id) gets the subscription's
//   customer.subscription.updated     status and, while it is live (trialing, active, past_due), the
//   customer.subscription.deleted     plan of its price (STRIPE_PRICE_*); a subscription that ended
//                                     (canceled, unpaid, paused, incomplete_expired) leaves the company
//                                     on the entry plan
//
// Order: Stripe does not deliver events in order. Each subscription event carries the subscription
// as it was when Stripe created the event, so the state applied is the newest: an event older than
// the company's subscription_state_at changes nothing; one of the same second applies only if its
// status is not earlier in a subscription's life (incomplete → trialing → active … → canceled); an
// ended subscription that is not the company's current one changes nothing.
import type { DbClient } from '../../shared/database'
import { DEFAULT_PLAN_ID, isPlanId, type PlanId } from '../../shared/plans'
import { isRowId } from '../../shared/schemas/crm'
import type { StripeConfig } from '../env'
import { planForPrice, type Stripe } from './stripe'

const LIVE = new Set(['trialing', 'active', 'past_due'])
const ENDED = new Set(['canceled', 'unpaid', 'paused', 'incomplete_expired'])
const LIFE_ORDER: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 2,
  unpaid: 3,
  paused: 3,
  incomplete_expired: 4,
  canceled: 4,
}

export type EventOutcome = { companyId: string | null; outcome: string }

type CompanyBilling = {
  id: string
  plan: PlanId
  requested_plan: PlanId | null
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
  subscription_status: string | null
  subscription_state_at: string | null
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

async function company(db: DbClient, id: string): Promise<CompanyBilling | null> {
  const { data, error } = await db
    .from('companies')
    .select(
      'id, plan, requested_plan, stripe_customer_id, stripe_subscription_id, subscription_status, subscription_state_at',
    )
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(`The company could not be read: ${error.message}`)
  if (!data) return null
  const { plan, requested_plan } = data
  // companies.plan and requested_plan are text under a CHECK of PLAN_IDS
  if (!isPlanId(plan) || (requested_plan !== null && !isPlanId(requested_plan)))
    throw new Error(`Company ${id} has an unknown plan: ${plan}`)
  return { ...data, plan, requested_plan }
}

async function checkoutCompleted(db: DbClient, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  const companyId = session.client_reference_id ?? undefined
  if (session.mode !== 'subscription') return { companyId: null, outcome: 'ignored: not a subscription checkout' }
  if (!isRowId(companyId)) return { companyId: null, outcome: 'ignored: no company in client_reference_id' }
  const row = await company(db, companyId)
  if (!row) return { companyId: null, outcome: 'ignored: no such company' }
  const customer = idOf(session.customer)
  if (!customer || row.stripe_customer_id === customer) return { companyId, outcome: 'customer already recorded' }
  const { error } = await db.from('companies').update({ stripe_customer_id: customer }).eq('id', companyId)
  if (error) throw new Error(`The customer could not be recorded: ${error.message}`)
  return { companyId, outcome: `customer ${customer} recorded` }
}

async function subscriptionChanged(
  db: DbClient,
  stripe: StripeConfig,
  event: Stripe.Event,
  sub: Stripe.Subscription,
): Promise<EventOutcome> {
  const companyId = sub.metadata?.company_id
  if (!isRowId(companyId)) return { companyId: null, outcome: 'ignored: no company in metadata.company_id' }
  const row = await company(db, companyId)
  if (!row) return { companyId: null, outcome: 'ignored: no such company' }

  const stateAt = new Date(event.created * 1000)
  const storedAt = row.subscription_state_at ? new Date(row.subscription_state_at) : null
  if (storedAt && stateAt < storedAt) return { companyId, outcome: 'ignored: older than the state already applied' }
  if (
    storedAt &&
    stateAt.getTime() === storedAt.getTime() &&
    (LIFE_ORDER[sub.status] ?? 0) < (LIFE_ORDER[row.subscription_status ?? ''] ?? 0)
  ) {
    return { companyId, outcome: 'ignored: an earlier status in the same second' }
  }
  if (ENDED.has(sub.status) && row.stripe_subscription_id && row.stripe_subscription_id !== sub.id) {
    return {
      companyId,
      outcome: `ignored: ${sub.id} ended but the company's subscription is ${row.stripe_subscription_id}`,
    }
  }

  const price = sub.items.data[0]?.price.id
  const pricedPlan = planForPrice(stripe, price)
  if (LIVE.has(sub.status) && !pricedPlan)
    return { companyId, outcome: `ignored: price ${price ?? '(none)'} is none of STRIPE_PRICE_*` }
  // live: the price's plan; ended: the entry plan; incomplete (first payment pending): unchanged
  const plan: PlanId = LIVE.has(sub.status) ? pricedPlan! : ENDED.has(sub.status) ? DEFAULT_PLAN_ID : row.plan
  const update = {
    plan,
    ...(row.requested_plan === plan || plan !== row.plan
      ? { requested_plan: null, plan_requested_by: null, plan_requested_at: null }
      : {}),
    stripe_customer_id: idOf(sub.customer) ?? row.stripe_customer_id,
    stripe_subscription_id: sub.id,
    subscription_status: sub.status,
    subscription_state_at: stateAt.toISOString(),
  }
  // the time condition again in the write, so a newer state written meanwhile is never overwritten
  let query = db.from('companies').update(update).eq('id', companyId)
  query = storedAt ? query.lte('subscription_state_at', stateAt.toISOString()) : query.is('subscription_state_at', null)
  const { data, error } = await query.select('id')
  if (error) throw new Error(`The subscription could not be recorded: ${error.message}`)
  if (!data?.length) return { companyId, outcome: 'ignored: a newer state was applied meanwhile' }
  return { companyId, outcome: `${sub.id} ${sub.status}: plan ${plan}` }
}

/** Applies one verified event; throws when the database could not be written (Stripe retries). */
export async function applyStripeEvent(db: DbClient, stripe: StripeConfig, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(db, event.data.object)
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(db, stripe, event, event.data.object)
    default:
      return { companyId: null, outcome: `ignored: ${event.type} is not handled` }
  }
}
