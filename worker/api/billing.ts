// /api/billing: card payments through Stripe, for a signed-in member (their token; row level security
// decides which company they can see). The plan itself is never written here: Stripe's signed
// webhook does that (./stripe-webhook.ts).
//   GET  /api/billing/setup                    whether Stripe is configured, which settings are missing
//   POST /api/billing/checkout                 { companyId, plan } (owners) → Stripe Checkout for a new
//                                              subscription, or the Customer Portal confirming a plan
//                                              change of the live one
//   POST /api/billing/portal                   { companyId } (owners) → the Customer Portal (payment
//                                              method, cancellation)
//   GET  /api/billing/invoices?company=<id>    owners and admins: the company's invoices at Stripe
//   GET  /api/billing/checkout-session?session_id=cs_…   what Stripe says of that session, if it is
//                                              the caller's company's
import { Hono, type Context } from 'hono'
import { isPlanId, planById, type PlanId } from '../../shared/plans'
import {
  CheckoutRequestSchema,
  CheckoutSessionQuerySchema,
  InvoicesQuerySchema,
  PortalRequestSchema,
  type BillingRedirect,
  type BillingSetup,
  type CheckoutSessionStatus,
  type Invoice,
} from '../../shared/schemas/billing'
import { isRowId } from '../../shared/schemas/crm'
import { planForPrice, priceFor, stripeClient, stripeSetup } from '../billing/stripe'
import { requireMember, type MemberEnv } from '../middleware/member'
import { jsonBody, query, type RoutesOf } from './validate'
import { ApiError } from './api-error'

type Ctx = Context<MemberEnv>

const LIVE = new Set(['trialing', 'active', 'past_due'])

type CompanyBilling = {
  id: string
  name: string
  plan: PlanId
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
  subscription_status: string | null
}

/** The company as the member sees it (RLS), and whether they hold `role` in it. */
async function companyAs(c: Ctx, companyId: string, role: 'owner' | 'admin' | 'member') {
  const db = c.get('db')
  const [row, allowed] = await Promise.all([
    db
      .from('companies')
      .select('id, name, plan, stripe_customer_id, stripe_subscription_id, subscription_status')
      .eq('id', companyId)
      .maybeSingle(),
    db.rpc('has_company_role', { company_id: companyId, role }),
  ])
  if (row.error || allowed.error) throw new ApiError(502, 'database', 'Your company could not be read. Try again.')
  if (!row.data || allowed.data !== true) {
    const who = role === 'owner' ? 'an owner' : role === 'admin' ? 'an owner or admin' : 'a member'
    throw new ApiError(403, 'forbidden', `Only ${who} of the company can do this`)
  }
  const { plan } = row.data
  // companies.plan is text under a CHECK of PLAN_IDS
  if (!isPlanId(plan)) throw new ApiError(502, 'database', 'Your company could not be read. Try again.')
  return { ...row.data, plan } satisfies CompanyBilling
}

const invalidRequest = { error: 'invalid_request' }

/** A Stripe API failure as the member reads it; the details go to the log. */
function stripeFailed(what: string, error: unknown): never {
  // a refusal of ours made inside the same try passes as it is
  if (error instanceof ApiError) throw error
  console.error(
    JSON.stringify({
      kind: 'stripe-call-failed',
      what,
      message: error instanceof Error ? error.message : String(error),
    }),
  )
  throw new ApiError(502, 'stripe', `Stripe could not ${what}. Try again in a moment.`)
}

export const billing = new Hono<MemberEnv>()
billing.use(requireMember('Sign in to manage billing'))

// Card payments need Stripe's settings; without them every billing call says which are missing.
billing.use(async (c, next) => {
  if (c.req.path.endsWith('/setup')) return next()
  const setup = stripeSetup(c.get('config').stripe)
  // 409, not 5xx: the deployment is up and answering; what it lacks is the operator's settings
  if (!setup.configured)
    throw new ApiError(
      409,
      'not_configured',
      `Card payments are not configured on this deployment: the operator must set ${setup.missing.join(', ')}`,
    )
  await next()
})

const setup = billing.get('/setup', (c) => {
  const setup = stripeSetup(c.get('config').stripe)
  const answer: BillingSetup = { ...setup, webhookUrl: `${new URL(c.req.url).origin}/api/webhooks/stripe` }
  return c.json(answer, 200)
})

const checkout = billing.post('/checkout', jsonBody(CheckoutRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const config = c.get('config')
  const price = priceFor(config.stripe, request.plan)
  if (!price)
    throw new ApiError(
      409,
      'not_purchasable',
      `The ${planById(request.plan).name} plan is agreed with sales, not bought by card: request it instead`,
    )
  const company = await companyAs(c, request.companyId, 'owner')
  const origin = new URL(c.req.url).origin
  const stripe = stripeClient(config)

  if (company.stripe_subscription_id && LIVE.has(company.subscription_status ?? '') && company.stripe_customer_id) {
    // A live subscription changes plan in the Customer Portal, on Stripe's confirmation page.
    if (company.plan === request.plan)
      throw new ApiError(409, 'same_plan', `${company.name} is already on the ${planById(request.plan).name} plan`)
    try {
      const subscription = await stripe.subscriptions.retrieve(company.stripe_subscription_id)
      const item = subscription.items.data[0]
      if (!item)
        throw new ApiError(
          409,
          'no_item',
          'The subscription at Stripe has no plan to change: use “Manage payment method” to subscribe again',
        )
      const session = await stripe.billingPortal.sessions.create({
        customer: company.stripe_customer_id,
        return_url: `${origin}/dashboard/billing`,
        flow_data: {
          type: 'subscription_update_confirm',
          subscription_update_confirm: { subscription: subscription.id, items: [{ id: item.id, price, quantity: 1 }] },
          after_completion: {
            type: 'redirect',
            redirect: { return_url: `${origin}/dashboard/billing?changed=${request.plan}` },
          },
        },
      })
      return c.json({ url: session.url, via: 'portal' } satisfies BillingRedirect, 200)
    } catch (error) {
      return stripeFailed('open the plan change', error)
    }
  }

  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: company.id,
      metadata: { company_id: company.id, plan: request.plan },
      subscription_data: { metadata: { company_id: company.id, plan: request.plan } },
      ...(company.stripe_customer_id ? { customer: company.stripe_customer_id } : {}),
      success_url: `${origin}/dashboard/campaigns/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/dashboard/billing?checkout=cancelled`,
    })
    if (!session.url) return stripeFailed('open Checkout', new Error(`session ${session.id} has no url`))
    return c.json({ url: session.url, via: 'checkout' } satisfies BillingRedirect, 200)
  } catch (error) {
    return stripeFailed('open Checkout', error)
  }
})

const portal = billing.post('/portal', jsonBody(PortalRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const company = await companyAs(c, request.companyId, 'owner')
  if (!company.stripe_customer_id)
    throw new ApiError(
      409,
      'no_customer',
      `${company.name} has not paid by card yet: choose a plan first, and Stripe keeps the card you pay with`,
    )
  try {
    const session = await stripeClient(c.get('config')).billingPortal.sessions.create({
      customer: company.stripe_customer_id,
      return_url: `${new URL(c.req.url).origin}/dashboard/billing`,
    })
    return c.json({ url: session.url, via: 'portal' } satisfies BillingRedirect, 200)
  } catch (error) {
    return stripeFailed('open the Customer Portal', error)
  }
})

const invoiceList = billing.get('/invoices', query(InvoicesQuerySchema, invalidRequest), async (c) => {
  const companyId = c.req.valid('query').company
  const company = await companyAs(c, companyId, 'admin')
  if (!company.stripe_customer_id) return c.json({ invoices: [], customer: false }, 200)
  try {
    const list = await stripeClient(c.get('config')).invoices.list({ customer: company.stripe_customer_id, limit: 24 })
    const invoices: Invoice[] = list.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      status: i.status ?? null,
      total: i.total,
      currency: i.currency,
      created: new Date(i.created * 1000).toISOString(),
      hostedUrl: i.hosted_invoice_url ?? null,
      pdfUrl: i.invoice_pdf ?? null,
    }))
    return c.json({ invoices, customer: true }, 200)
  } catch (error) {
    return stripeFailed('list the invoices', error)
  }
})

const checkoutSession = billing.get(
  '/checkout-session',
  query(CheckoutSessionQuerySchema, invalidRequest),
  async (c) => {
    const id = c.req.valid('query').session_id
    let session: Awaited<ReturnType<ReturnType<typeof stripeClient>['checkout']['sessions']['retrieve']>>
    try {
      session = await stripeClient(c.get('config')).checkout.sessions.retrieve(id, { expand: ['line_items'] })
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404)
        throw new ApiError(404, 'not_found', 'Stripe has no such checkout session')
      return stripeFailed('confirm the checkout', error)
    }
    const companyId = session.client_reference_id ?? undefined
    if (!isRowId(companyId)) throw new ApiError(404, 'not_found', 'This checkout session is not one of Boardroom AI’s')
    // only a member of the company the session was for learns anything about it
    await companyAs(c, companyId, 'member').catch((refusal: unknown) => {
      if (refusal instanceof ApiError)
        throw new ApiError(404, 'not_found', 'This checkout session is not for a company you belong to')
      throw refusal
    })
    const answer: CheckoutSessionStatus = {
      id: session.id,
      companyId,
      status: session.status ?? null,
      paymentStatus: session.payment_status,
      plan: planForPrice(c.get('config').stripe, session.line_items?.data[0]?.price?.id),
      amountTotal: session.amount_total ?? null,
      currency: session.currency ?? null,
    }
    return c.json(answer, 200)
  },
)

export type BillingRoutes = RoutesOf<typeof setup> &
  RoutesOf<typeof checkout> &
  RoutesOf<typeof portal> &
  RoutesOf<typeof invoiceList> &
  RoutesOf<typeof checkoutSession>
