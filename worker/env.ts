// Typed bindings and validated configuration. Every binding is documented here; wrangler.toml sets
// the local values and the deploy command the production ones.
import type { SignInProvider } from '../shared/schemas/tiktok-sign-in'
import { ENRICHMENT_LIMITS } from '../shared/schemas/enrichment'
import { z } from '../shared/zod'

export type Bindings = {
  /** The built client (dist/client): hashed JS/CSS and public/ files. */
  ASSETS: Fetcher
  /** 'local' enables the dev pages and the local backend; 'production' hides them. */
  APP_ENV?: string
  /** The Supabase project URL the browser and the Worker talk to. */
  SUPABASE_URL?: string
  /** The project's public anonymous key (safe in the browser; RLS decides what it can read). */
  SUPABASE_ANON_KEY?: string
  /**
   * Secret (`wrangler secret put SUPABASE_SERVICE_ROLE_KEY`): the project's service-role key. The
   * Worker uses it to store what the AI executives produced (worker/ai/store.ts), after the
   * member's own token has established their company, and to read the one public setting anonymous
   * visitors see, the support address (worker/render/support-address.ts). Never sent to browsers.
   */
  SUPABASE_SERVICE_ROLE_KEY?: string
  /** Optional CDN origin allowed to serve scripts, styles, fonts and images. */
  CDN_ORIGIN?: string
  /**
   * The support address every page shows (footer, legal pages, contact, the dashboard's notice)
   * until a platform admin sets one on /admin/settings (platform_settings.support_email), which
   * then wins everywhere (worker/render/support-address.ts).
   */
  SUPPORT_EMAIL?: string
  /** Workers Rate Limiting: telemetry reports per visitor (wrangler.toml [[ratelimits]]). */
  TELEMETRY_LIMITER: RateLimit
  /** Workers Rate Limiting: AI requests per signed-in user. */
  AI_LIMITER: RateLimit
  /** Which engine the AI executives use: 'builtin' (default, offline), 'workers-ai' or 'openai'. */
  AI_PROVIDER?: string
  /** The model for 'workers-ai' (e.g. @cf/meta/llama-3.3-70b-instruct-fp8-fast) or 'openai'. */
  AI_MODEL?: string
  /** An OpenAI-compatible API's base URL (default https://api.openai.com/v1). */
  AI_BASE_URL?: string
  /** Secret (`wrangler secret put AI_API_KEY`): the OpenAI-compatible API's key. Never sent to browsers. */
  AI_API_KEY?: string
  /** The Workers AI binding (wrangler.toml [ai]), for AI_PROVIDER=workers-ai. */
  AI?: Ai
  /** Optional: how many boardroom debates a model voices per company per UTC day; past it, the built-in engine. */
  AI_DAILY_DEBATES?: string
  // Integration secrets (`wrangler secret put NAME`), all optional. Stripe connects billing when its
  // settings are complete (stripeConfig below); GET /api/admin/integrations reports only whether each
  // is set (shared/schemas/integrations.ts).
  /** Notion public integration: OAuth client ID and secret. */
  NOTION_CLIENT_ID?: string
  NOTION_CLIENT_SECRET?: string
  /** Tests only: another Notion API origin (a local fake), instead of https://api.notion.com. */
  NOTION_API_URL?: string
  /** Stripe: the secret API key and the webhook signing secret (worker/billing/). */
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  /** Stripe price ids (price_…) of the monthly plans; Enterprise is optional (otherwise agreed with sales). */
  STRIPE_PRICE_STARTER?: string
  STRIPE_PRICE_GROWTH?: string
  STRIPE_PRICE_ENTERPRISE?: string
  /** Tests only: another Stripe API origin (e.g. http://127.0.0.1:12111), instead of https://api.stripe.com. */
  STRIPE_API_URL?: string
  /**
   * Secret: People Data Labs API key for lead enrichment (worker/integrations/enrichment.ts). Clearbit's
   * free APIs were retired after HubSpot's acquisition; /admin/clearbit configures this instead.
   */
  PEOPLEDATALABS_API_KEY?: string
  /** Tests only: another People Data Labs API origin (a local fake), instead of https://api.peopledatalabs.com. */
  PEOPLEDATALABS_API_URL?: string
  /** Optional: provider lookups per company per UTC day (default 100; shared/schemas/enrichment.ts). */
  ENRICHMENT_DAILY_LIMIT?: string
  /** Calendly OAuth application: client ID and secret. */
  CALENDLY_CLIENT_ID?: string
  CALENDLY_CLIENT_SECRET?: string
  /** Calendly OAuth application: its webhook signing key (verifies POST /api/webhooks/calendly). */
  CALENDLY_WEBHOOK_SIGNING_KEY?: string
  /** Tests only: other Calendly origins (a local fake) instead of https://auth.calendly.com and https://api.calendly.com. */
  CALENDLY_AUTH_URL?: string
  CALENDLY_API_URL?: string
  /** Plaid: client ID and secret (worker/integrations/plaid.ts). */
  PLAID_CLIENT_ID?: string
  PLAID_SECRET?: string
  /** Plaid's environment: 'sandbox' (default) or 'production'. */
  PLAID_ENV?: string
  /** Tests only: another Plaid API origin (a local fake), instead of PLAID_ENV's host. */
  PLAID_API_URL?: string
  /**
   * Secret (`wrangler secret put INTEGRATIONS_ENCRYPTION_KEY`): 32 bytes of base64 (openssl rand -base64 32)
   * with which the Worker seals providers' tokens before storing them (worker/integrations/crypto.ts).
   */
  INTEGRATIONS_ENCRYPTION_KEY?: string
  /** TikTok for Developers app (Login Kit): client key and secret; with them, Sign in with TikTok is on. */
  TIKTOK_CLIENT_KEY?: string
  TIKTOK_CLIENT_SECRET?: string
  /** Tests only: another origin for TikTok's authorize page (https://www.tiktok.com) and its API (https://open.tiktokapis.com). */
  TIKTOK_AUTH_URL?: string
  TIKTOK_API_URL?: string
}

const AiSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({ provider: z.literal('builtin') }),
    z.object({
      provider: z.literal('workers-ai'),
      model: z
        .string({ error: 'AI_MODEL is required for AI_PROVIDER=workers-ai' })
        .min(1, 'AI_MODEL is required for AI_PROVIDER=workers-ai'),
      binding: z.custom<Ai>(
        (v) => typeof v === 'object' && v !== null,
        'AI_PROVIDER=workers-ai needs the [ai] binding named AI',
      ),
    }),
    z.object({
      provider: z.literal('openai'),
      model: z
        .string({ error: 'AI_MODEL is required for AI_PROVIDER=openai' })
        .min(1, 'AI_MODEL is required for AI_PROVIDER=openai'),
      baseUrl: z.url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http(s) URL' }),
      apiKey: z
        .string({ error: 'AI_API_KEY is required for AI_PROVIDER=openai' })
        .min(1, 'AI_API_KEY is required for AI_PROVIDER=openai'),
    }),
  ],
  { error: 'AI_PROVIDER must be builtin, workers-ai or openai' },
)
export type AiConfig = z.infer<typeof AiSchema>

/** Names of the settings card payments need, in the order the screens list what is missing. */
export const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_GROWTH',
] as const

const priceId = (name: string) => z.string().regex(/^price_\w+$/, `${name} must be a Stripe price id (price_…)`)
const StripeSchema = z.object({
  secretKey: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)')
    .optional(),
  webhookSecret: z
    .string()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
    .optional(),
  prices: z.object({
    starter: priceId('STRIPE_PRICE_STARTER').optional(),
    growth: priceId('STRIPE_PRICE_GROWTH').optional(),
    enterprise: priceId('STRIPE_PRICE_ENTERPRISE').optional(),
  }),
  apiUrl: z.url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http(s) URL' }).optional(),
})
export type StripeConfig = z.infer<typeof StripeSchema>

const PlaidSchema = z.object({
  clientId: z.string().min(1).optional(),
  secret: z.string().min(1).optional(),
  env: z.enum(['sandbox', 'production'], { error: 'PLAID_ENV must be sandbox or production' }),
  apiUrl: z.url({ protocol: /^https?$/, error: 'PLAID_API_URL must be an http(s) URL' }).optional(),
})
export type PlaidSettings = z.infer<typeof PlaidSchema>

const TikTokSchema = z.object({
  clientKey: z.string().min(1).optional(),
  clientSecret: z.string().min(1).optional(),
  authUrl: z.url({ protocol: /^https?$/, error: 'TIKTOK_AUTH_URL must be an http(s) URL' }),
  apiUrl: z.url({ protocol: /^https?$/, error: 'TIKTOK_API_URL must be an http(s) URL' }),
})
export type TikTokSettings = z.infer<typeof TikTokSchema>
const EnrichmentSchema = z.object({
  apiKey: z.string().min(1).optional(),
  apiUrl: z.url({ protocol: /^https?$/, error: 'PEOPLEDATALABS_API_URL must be an http(s) URL' }).optional(),
  dailyLimit: z
    .number({ error: 'ENRICHMENT_DAILY_LIMIT must be a whole number of lookups, 1 or more' })
    .int('ENRICHMENT_DAILY_LIMIT must be a whole number of lookups, 1 or more')
    .min(1, 'ENRICHMENT_DAILY_LIMIT must be a whole number of lookups, 1 or more'),
})
export type EnrichmentSettings = z.infer<typeof EnrichmentSchema>

const ConfigSchema = z
  .object({
    appEnv: z.enum(['local', 'production']),
    supabaseUrl: z.url({ protocol: /^https?$/, error: 'SUPABASE_URL must be an http(s) URL' }),
    supabaseAnonKey: z.string({ error: 'SUPABASE_ANON_KEY is required' }).min(20, 'SUPABASE_ANON_KEY looks too short'),
    supabaseServiceRoleKey: z.string().min(20, 'SUPABASE_SERVICE_ROLE_KEY looks too short').optional(),
    cdnOrigin: z.url({ protocol: /^https?$/, error: 'CDN_ORIGIN must be an http(s) URL' }).optional(),
    supportEmail: z.email({ error: 'SUPPORT_EMAIL must be an email address' }).optional(),
    ai: AiSchema,
    aiDailyDebates: z
      .number({ error: 'AI_DAILY_DEBATES must be a whole number of debates, 0 or more' })
      .int('AI_DAILY_DEBATES must be a whole number of debates, 0 or more')
      .min(0, 'AI_DAILY_DEBATES must be a whole number of debates, 0 or more')
      .optional(),
    stripe: StripeSchema,
    plaid: PlaidSchema,
    tiktok: TikTokSchema,
    enrichment: EnrichmentSchema,
    integrationsKey: z.string().min(1).optional(),
  })
  .refine((c) => c.appEnv !== 'production' || c.supabaseServiceRoleKey !== undefined, {
    // Locally wrangler.toml sets the CLI's demo key; tests that never store AI output may leave it out.
    error: 'SUPABASE_SERVICE_ROLE_KEY is required in production (wrangler secret put SUPABASE_SERVICE_ROLE_KEY)',
  })
export type Config = z.infer<typeof ConfigSchema>

export type { SignInProvider }

/** The configuration the browser may see (public by design: URL and anon key, and which sign-in providers are on). */
export type PublicConfig = Pick<Config, 'supabaseUrl' | 'supabaseAnonKey' | 'appEnv'> & {
  signInWith: SignInProvider[]
  /** The one support address (the admin's, else SUPPORT_EMAIL), or null when neither is set. */
  supportEmail: string | null
}

export class ConfigError extends Error {}

const cache = new WeakMap<object, Config>()

/** Reads and validates the configuration once per env object; throws ConfigError naming what is wrong. */
export function readConfig(env: Bindings): Config {
  const cached = cache.get(env)
  if (cached) return cached
  const parsed = ConfigSchema.safeParse({
    appEnv: env.APP_ENV ?? 'production',
    supabaseUrl: env.SUPABASE_URL,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    supabaseServiceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined,
    cdnOrigin: env.CDN_ORIGIN || undefined,
    supportEmail: env.SUPPORT_EMAIL || undefined,
    ai: {
      provider: env.AI_PROVIDER || 'builtin',
      model: env.AI_MODEL || undefined,
      baseUrl: env.AI_BASE_URL || 'https://api.openai.com/v1',
      apiKey: env.AI_API_KEY || undefined,
      binding: env.AI,
    },
    aiDailyDebates: env.AI_DAILY_DEBATES ? Number(env.AI_DAILY_DEBATES) : undefined,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      prices: {
        starter: env.STRIPE_PRICE_STARTER || undefined,
        growth: env.STRIPE_PRICE_GROWTH || undefined,
        enterprise: env.STRIPE_PRICE_ENTERPRISE || undefined,
      },
      apiUrl: env.STRIPE_API_URL || undefined,
    },
    plaid: {
      clientId: env.PLAID_CLIENT_ID || undefined,
      secret: env.PLAID_SECRET || undefined,
      env: env.PLAID_ENV || 'sandbox',
      apiUrl: env.PLAID_API_URL || undefined,
    },
    integrationsKey: env.INTEGRATIONS_ENCRYPTION_KEY || undefined,
    tiktok: {
      clientKey: env.TIKTOK_CLIENT_KEY || undefined,
      clientSecret: env.TIKTOK_CLIENT_SECRET || undefined,
      authUrl: env.TIKTOK_AUTH_URL || 'https://www.tiktok.com',
      apiUrl: env.TIKTOK_API_URL || 'https://open.tiktokapis.com',
    },
    enrichment: {
      apiKey: env.PEOPLEDATALABS_API_KEY?.trim() || undefined,
      apiUrl: env.PEOPLEDATALABS_API_URL || undefined,
      dailyLimit: env.ENRICHMENT_DAILY_LIMIT ? Number(env.ENRICHMENT_DAILY_LIMIT) : ENRICHMENT_LIMITS.perDayDefault,
    },
  })
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  }
  const config = { ...parsed.data, cdnOrigin: parsed.data.cdnOrigin && new URL(parsed.data.cdnOrigin).origin }
  cache.set(env, config)
  return config
}

export type AppEnv = {
  Bindings: Bindings
  Variables: { config: Config; secureHeadersNonce?: string }
}
