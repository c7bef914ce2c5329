// Stripe as the Worker talks to it: whether card payments are configured (and which settings are
// missing), the official client running on the Workers runtime (fetch and Web Crypto), and the
// mapping between this product's plans (shared/plans.ts) and the Stripe price ids in configuration.
import Stripe from 'stripe'
import { PLAN_IDS, type PlanId } from '../../shared/plans'
import { STRIPE_REQUIRED, type Config, type StripeConfig } from '../env'

/** Seconds a webhook signature stays valid (the library's default, stated so nobody widens it). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export type StripeSetup = {
  /** True when every required setting is present: checkout, portal, invoices and the webhook work. */
  configured: boolean
  /** The settings an operator still has to set, by name (never a value). */
  missing: string[]
  /** The plans that can be bought by card here (a plan without a price id is agreed with sales). */
  purchasable: PlanId[]
}

export function stripeSetup(stripe: StripeConfig): StripeSetup {
  const present: Record<(typeof STRIPE_REQUIRED)[number], unknown> = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PRICE_STARTER: stripe.prices.starter,
    STRIPE_PRICE_GROWTH: stripe.prices.growth,
  }
  const missing = STRIPE_REQUIRED.filter((name) => present[name] === undefined)
  const configured = missing.length === 0
  return {
    configured,
    missing,
    purchasable: configured ? PLAN_IDS.filter((id) => stripe.prices[id] !== undefined) : [],
  }
}

/** The official client on fetch, pointed at STRIPE_API_URL when set (tests), else api.stripe.com. */
export function stripeClient(config: Config): Stripe {
  const { secretKey, apiUrl } = config.stripe
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set')
  const target = apiUrl ? new URL(apiUrl) : null
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'Boardroom AI' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/** Verifies a webhook's signature (300 s tolerance, Web Crypto) and returns the event it signs. */
export function verifyStripeEvent(config: Config, rawBody: string, signature: string): Promise<Stripe.Event> {
  const { webhookSecret } = config.stripe
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
  return Stripe.webhooks.constructEventAsync(
    rawBody,
    signature,
    webhookSecret,
    WEBHOOK_TOLERANCE_SECONDS,
    Stripe.createSubtleCryptoProvider(),
  )
}

export const priceFor = (stripe: StripeConfig, plan: PlanId): string | undefined => stripe.prices[plan]

export function planForPrice(stripe: StripeConfig, priceId: string | undefined): PlanId | null {
  if (!priceId) return null
  return PLAN_IDS.find((id) => stripe.prices[id] === priceId) ?? null
}

export type { Stripe }
