// /api/billing's requests and answers (worker/api/billing.ts), parsed on both sides.
import { PLAN_IDS } from '../plans'
import { z } from '../zod'

export const CheckoutRequestSchema = z.strictObject({
  companyId: z.uuid('companyId must be a company id'),
  plan: z.enum(PLAN_IDS, 'plan must be starter, growth or enterprise'),
})
export const PortalRequestSchema = z.strictObject({ companyId: z.uuid('companyId must be a company id') })

/** GET /api/billing/setup: whether card payments work here, and what an operator must still set. */
export const BillingSetupSchema = z.object({
  configured: z.boolean(),
  missing: z.array(z.string()),
  purchasable: z.array(z.enum(PLAN_IDS)),
  webhookUrl: z.string(),
})
export type BillingSetup = z.infer<typeof BillingSetupSchema>

/** Where the browser goes next: Stripe Checkout (a new subscription) or the Customer Portal. */
export const RedirectSchema = z.object({ url: z.url({ protocol: /^https?$/ }), via: z.enum(['checkout', 'portal']) })
export type BillingRedirect = z.infer<typeof RedirectSchema>

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  /** In the currency's smallest unit (cents), as Stripe gives it. */
  total: z.number(),
  currency: z.string(),
  created: z.string(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
})
export const InvoicesSchema = z.object({ invoices: z.array(InvoiceSchema), customer: z.boolean() })
export type Invoice = z.infer<typeof InvoiceSchema>

/** GET /api/billing/checkout-session: what Stripe says of a Checkout Session of the caller's company. */
export const CheckoutSessionStatusSchema = z.object({
  id: z.string(),
  companyId: z.uuid(),
  /** Stripe's session status: open, complete or expired. */
  status: z.string().nullable(),
  /** paid, unpaid or no_payment_required. */
  paymentStatus: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  amountTotal: z.number().nullable(),
  currency: z.string().nullable(),
})
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>

/** A Checkout Session id as Stripe writes it (cs_test_… or cs_live_…). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/

/** GET /api/billing/invoices?company=<id>. */
export const InvoicesQuerySchema = z.object({ company: z.uuid('company must be a company id') })

/** GET /api/billing/checkout-session?session_id=cs_…. */
export const CheckoutSessionQuerySchema = z.object({
  session_id: z
    .string('session_id must be a Stripe Checkout Session id (cs_…)')
    .regex(CHECKOUT_SESSION_ID, 'session_id must be a Stripe Checkout Session id (cs_…)'),
})
