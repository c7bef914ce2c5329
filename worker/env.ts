// Typed bindings and validated configuration. Every binding is documented here; wrangler.toml sets
// the local values and the deploy command the production ones.
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
  /** Optional CDN origin allowed to serve scripts, styles, fonts and images. */
  CDN_ORIGIN?: string
}

const ConfigSchema = z.object({
  appEnv: z.enum(['local', 'production']),
  supabaseUrl: z.url({ protocol: /^https?$/, error: 'SUPABASE_URL must be an http(s) URL' }),
  supabaseAnonKey: z.string({ error: 'SUPABASE_ANON_KEY is required' }).min(20, 'SUPABASE_ANON_KEY looks too short'),
  cdnOrigin: z.url({ protocol: /^https?$/, error: 'CDN_ORIGIN must be an http(s) URL' }).optional(),
})
export type Config = z.infer<typeof ConfigSchema>

/** The configuration the browser may see (public by design: URL and anon key only). */
export type PublicConfig = Pick<Config, 'supabaseUrl' | 'supabaseAnonKey' | 'appEnv'>

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
    cdnOrigin: env.CDN_ORIGIN || undefined,
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
