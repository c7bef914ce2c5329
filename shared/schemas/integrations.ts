// The integrations spec §1 names by kind. Onboarding records which ones a company wants
// (company_integrations, status 'requested'); the ones a company connects for real are CONNECTABLE,
// and each screen says plainly what a provider does on this deployment today.
import { z } from '../zod'

export const INTEGRATION_IDS = ['notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok'] as const
export type IntegrationId = (typeof INTEGRATION_IDS)[number]

export const INTEGRATIONS: readonly { id: IntegrationId; name: string; kind: string; use: string }[] = [
  {
    id: 'notion',
    name: 'Notion',
    kind: 'Notes tool',
    use: 'Meeting notes and strategy documents the executives can read.',
  },
  { id: 'stripe', name: 'Stripe', kind: 'Card payments', use: 'Revenue, subscriptions and refunds for the CFO.' },
  // the spec's 'clearbit' (its id, route and stored values stay): Clearbit's APIs were retired, the
  // service is People Data Labs (ADR 0020)
  {
    id: 'clearbit',
    name: 'People Data Labs',
    kind: 'Data enrichment',
    use: 'A lead’s company name, size, industry and location from its email domain.',
  },
  { id: 'calendly', name: 'Calendly', kind: 'Scheduling', use: 'Booked meetings and sales calls.' },
  { id: 'plaid', name: 'Plaid', kind: 'Bank linking', use: 'Bank balances and cash flow for the CFO.' },
  { id: 'tiktok', name: 'TikTok', kind: 'Short-video platform', use: 'Campaign reach and engagement for the CMO.' },
]

export const integrationName = (id: string) => INTEGRATIONS.find((i) => i.id === id)?.name ?? id

/** The integrations a company asks for (each at most once). */
export const IntegrationSelectionSchema = z.object({
  providers: z
    .array(z.enum(INTEGRATION_IDS))
    .max(INTEGRATION_IDS.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each integration once'),
})

export const IntegrationRequestSchema = z.object({
  provider: z.enum(INTEGRATION_IDS),
  status: z.literal('requested'),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
})
export type IntegrationRequest = z.infer<typeof IntegrationRequestSchema>

// ---- what a deployment needs to connect each provider ----

/** An address the provider must be told about, relative to this deployment's origin: only one this
 * deployment answers (a provider whose connection is not built has none to give). */
export type ProviderAddress = { kind: 'OAuth redirect URL' | 'webhook endpoint URL'; path: string }

export type ProviderSetup = {
  /** Worker secrets (never sent to a browser); the provider counts as configured when all are set. */
  secrets: readonly string[]
  /** Where the operator finds these values in the provider's own dashboard. */
  where: string
  address: ProviderAddress | null
  /** What a company's screen would show once the provider is connected. */
  onceConnected: string
  /**
   * Set when the integration is built and needs no per-company connection: what serves it (which
   * provider, when that is not the one the spec names) and how companies use it.
   */
  live?: string
  /** What the deployment's secrets serve today, when that is not a company's connection. */
  secretsServe?: string
  /**
   * For a provider companies cannot connect (not CONNECTABLE): what the product does with it today,
   * and what connecting a company's own account would take, so the admin page states both.
   */
  unconnected?: { today: string; wouldTake: string }
}

export const PROVIDER_SETUP: Record<IntegrationId, ProviderSetup> = {
  notion: {
    // worker/integrations/notion.ts: a public integration (OAuth, no PKCE); the key seals each company's token
    secrets: ['NOTION_CLIENT_ID', 'NOTION_CLIENT_SECRET', 'INTEGRATIONS_ENCRYPTION_KEY'],
    where:
      'Notion → My integrations (notion.so/profile/integrations) → a public integration with the capabilities Read content and Insert content → OAuth client ID and secret; INTEGRATIONS_ENCRYPTION_KEY is yours: openssl rand -base64 32',
    address: { kind: 'OAuth redirect URL', path: '/api/oauth/notion/callback' },
    onceConnected:
      'Boardroom decisions and strategies exported as pages under the Notion page the company chooses, each with its figures and a link back.',
  },
  stripe: {
    // worker/env.ts STRIPE_REQUIRED; STRIPE_PRICE_ENTERPRISE is optional (otherwise agreed with sales)
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_GROWTH'],
    where:
      'Stripe Dashboard → Developers → API keys (secret key), Webhooks (signing secret of the endpoint below, events checkout.session.completed and customer.subscription.*) and Product catalogue (each plan’s monthly price id, price_…)',
    address: { kind: 'webhook endpoint URL', path: '/api/webhooks/stripe' },
    onceConnected:
      'The company’s own revenue, subscriptions and refunds from its Stripe account as standing figures the CFO and every boardroom debate receive (revenue, MRR, churn), each with its date and source.',
    secretsServe: 'billing',
    unconnected: {
      today:
        'Stripe is how companies pay for Boardroom AI: with these secrets set, an owner chooses a plan on /dashboard/billing and pays in Stripe Checkout, changes plan or card in the Customer Portal and sees Stripe’s invoices; the plan changes only when Stripe’s signed webhook (the endpoint below) confirms it (docs/billing.md). A company’s own Stripe account, its revenue for the CFO, is not read: choosing Stripe in onboarding records a request, and nothing is fetched from that company’s account.',
      wouldTake:
        'a Stripe Connect OAuth application with read-only access (a client id and secret, and an OAuth redirect URL on this deployment) so an owner connects the company’s own account; its token sealed with INTEGRATIONS_ENCRYPTION_KEY like the Plaid and Calendly connections; a daily read of its charges, subscriptions and refunds, and a webhook for new ones; and revenue, MRR and churn computed from them as company figures, as the bank link does for cash, burn and runway.',
    },
  },
  clearbit: {
    // Clearbit's free and company APIs were retired after HubSpot's acquisition: enrichment runs on
    // People Data Labs' Company Enrichment API (worker/integrations/enrichment.ts, ADR 0020)
    secrets: ['PEOPLEDATALABS_API_KEY'],
    where: 'the People Data Labs dashboard → API Keys (Clearbit’s own API is no longer offered to new accounts)',
    address: null,
    onceConnected:
      'A lead’s company name, size, industry and location filled from its email domain, each with its source and date.',
    live: 'Clearbit’s free and company APIs were retired after HubSpot’s acquisition, so this deployment enriches leads through People Data Labs’ Company Enrichment API instead. No company connects anything: with the key set, any member opens a lead and chooses “Enrich from email domain”; free email domains are never looked up, each domain is looked up once a month at most, and each company has a daily limit (ENRICHMENT_DAILY_LIMIT, 100 by default) and 10 lookups a minute.',
  },
  calendly: {
    // worker/integrations/calendly.ts: an OAuth app (PKCE, scopes users:read scheduled_events:read
    // webhooks:read webhooks:write); the key seals each company's tokens (openssl rand -base64 32)
    secrets: [
      'CALENDLY_CLIENT_ID',
      'CALENDLY_CLIENT_SECRET',
      'CALENDLY_WEBHOOK_SIGNING_KEY',
      'INTEGRATIONS_ENCRYPTION_KEY',
    ],
    where:
      'Calendly Developer Portal → your OAuth application (web, scopes users:read, scheduled_events:read, webhooks:read, webhooks:write) → Client ID, Client secret and Webhook signing key; INTEGRATIONS_ENCRYPTION_KEY is yours: openssl rand -base64 32',
    address: { kind: 'OAuth redirect URL', path: '/api/oauth/calendly/callback' },
    onceConnected:
      'Each meeting booked through the company’s Calendly links: who booked it, the event type, when it takes place and whether it was cancelled.',
  },
  plaid: {
    // worker/api/integrations.ts: the key seals each company's Plaid access token (openssl rand -base64 32)
    secrets: ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'INTEGRATIONS_ENCRYPTION_KEY'],
    where:
      'Plaid Dashboard → Developers → Keys (client ID and the secret of the environment in PLAID_ENV); INTEGRATIONS_ENCRYPTION_KEY is yours: openssl rand -base64 32',
    address: null,
    onceConnected:
      'The linked bank’s accounts, and the company’s cash, monthly net burn and runway computed from their balances and last 90 days, which every boardroom debate receives.',
  },
  tiktok: {
    secrets: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
    where: 'TikTok for Developers → your app → client key and secret',
    address: { kind: 'OAuth redirect URL', path: '/auth/tiktok/callback' },
    onceConnected: 'Reach and engagement of the company’s videos, for the CMO.',
  },
}

/** Providers a company connects for real on this product (the others record a request only). */
export const CONNECTABLE: readonly IntegrationId[] = ['calendly', 'plaid', 'notion']

/** Every secret name the Worker may report on (worker/env.ts declares each one). */
export const INTEGRATION_SECRETS = [...new Set(INTEGRATION_IDS.flatMap((id) => PROVIDER_SETUP[id].secrets))]

/** The commands an operator runs to configure a provider on the production Worker. */
export const secretCommands = (id: IntegrationId) =>
  PROVIDER_SETUP[id].secrets.map((name) => `npx wrangler secret put ${name} --env production`)

/** GET /api/admin/integrations: whether each provider's secrets are set on this deployment (never their values). */
export const IntegrationCredentialsSchema = z.object({
  origin: z.string(),
  providers: z.array(
    z.object({
      id: z.enum(INTEGRATION_IDS),
      configured: z.boolean(),
      secrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
    }),
  ),
})
export type IntegrationCredentials = z.infer<typeof IntegrationCredentialsSchema>

/** Reads which secrets are set from the Worker's bindings; a value never leaves this function. */
export function credentialStatus(env: Record<string, unknown>, origin: string): IntegrationCredentials {
  return {
    origin,
    providers: INTEGRATION_IDS.map((id) => {
      const secrets = PROVIDER_SETUP[id].secrets.map((name) => ({
        name,
        set: typeof env[name] === 'string' && (env[name] as string).trim() !== '',
      }))
      return { id, configured: secrets.every((s) => s.set), secrets }
    }),
  }
}
