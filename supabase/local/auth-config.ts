// The local auth server's settings: the Supabase CLI defaults, a few environment overrides.
export type AuthOptions = {
  /** Require email confirmation before sign-in (default: env SUPABASE_AUTH_CONFIRM_EMAIL=true, else off like the CLI). */
  confirmEmail?: boolean
  /** Where email links lead by default (default: env SUPABASE_AUTH_SITE_URL, else http://127.0.0.1:8787). */
  siteUrl?: string
  /** Extra origins redirect_to may point at (default: env SUPABASE_AUTH_REDIRECT_ORIGINS, comma separated). */
  redirectOrigins?: string[]
  /** Lifetime of emailed tokens and codes in seconds (default 1 hour). */
  otpTtlS?: number
}

export type AuthConfig = {
  confirmEmail: boolean
  siteUrl: string
  redirectOrigins: string[]
  otpTtlS: number
}

export const MIN_PASSWORD_LENGTH = 8 // supabase/config.toml [auth] minimum_password_length
export const MAX_PASSWORD_LENGTH = 72 // bcrypt ignores anything longer
export const BCRYPT_COST = 10

export function authConfig(options: AuthOptions = {}): AuthConfig {
  const env = process.env
  const siteUrl = (options.siteUrl ?? env.SUPABASE_AUTH_SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')
  const extra = options.redirectOrigins ?? (env.SUPABASE_AUTH_REDIRECT_ORIGINS ?? '').split(',')
  return {
    confirmEmail: options.confirmEmail ?? env.SUPABASE_AUTH_CONFIRM_EMAIL === 'true',
    siteUrl,
    redirectOrigins: [siteUrl, ...extra].map((o) => originOf(o.trim())).filter((o): o is string => Boolean(o)),
    otpTtlS: options.otpTtlS ?? 3600,
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** redirect_to when it is allowed (the site, a listed origin or a loopback host), else null. */
export function allowedRedirect(config: AuthConfig, redirectTo: string | undefined | null): string | null {
  if (!redirectTo) return null
  try {
    const url = new URL(redirectTo)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return LOOPBACK.has(url.hostname) || config.redirectOrigins.includes(url.origin) ? url.toString() : null
  } catch {
    return null
  }
}
