// The local auth server's settings: the Supabase CLI defaults, a few environment overrides.
export type AuthOptions = {
  /**
   * Require email confirmation before sign-in (default on, as hosted Supabase projects; env
   * SUPABASE_AUTH_CONFIRM_EMAIL=false turns it off). Off, a sign-up signs a new address in at once,
   * which tells a stranger that the address had no account: development only.
   */
  confirmEmail?: boolean
  /** Where email links lead by default (default: env SUPABASE_AUTH_SITE_URL, else http://127.0.0.1:8787). */
  siteUrl?: string
  /** Extra origins redirect_to may point at (default: env SUPABASE_AUTH_REDIRECT_ORIGINS, comma separated). */
  redirectOrigins?: string[]
  /** Lifetime of emailed tokens and codes in seconds (default 1 hour). */
  otpTtlS?: number
  /** Seconds a rotated refresh token may still be presented (config.toml refresh_token_reuse_interval, 10). */
  refreshTokenReuseIntervalS?: number
  /**
   * An email change needs a link from the current address as well as the new one (config.toml
   * double_confirm_changes, default true; env SUPABASE_AUTH_DOUBLE_CONFIRM_CHANGES=false turns it off).
   */
  doubleConfirmChanges?: boolean
  /** Called with each email written to the outbox (main.ts prints them, as Inbucket would show them). */
  onEmail?: (email: SentEmail) => void
}

export type SentEmail = { to: string; subject: string; link: string; code: string }

export type AuthConfig = {
  confirmEmail: boolean
  siteUrl: string
  redirectOrigins: string[]
  otpTtlS: number
  refreshTokenReuseIntervalS: number
  doubleConfirmChanges: boolean
  onEmail?: (email: SentEmail) => void
}

export const MIN_PASSWORD_LENGTH = 8 // supabase/config.toml [auth] minimum_password_length
export const MAX_PASSWORD_LENGTH = 72 // bytes: bcrypt ignores anything past the 72nd
export const BCRYPT_COST = 10

export function authConfig(options: AuthOptions = {}): AuthConfig {
  const env = process.env
  const siteUrl = (options.siteUrl ?? env.SUPABASE_AUTH_SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')
  const extra = options.redirectOrigins ?? (env.SUPABASE_AUTH_REDIRECT_ORIGINS ?? '').split(',')
  return {
    confirmEmail: options.confirmEmail ?? env.SUPABASE_AUTH_CONFIRM_EMAIL !== 'false',
    siteUrl,
    redirectOrigins: [siteUrl, ...extra].map((o) => originOf(o.trim())).filter((o): o is string => Boolean(o)),
    otpTtlS: options.otpTtlS ?? 3600,
    refreshTokenReuseIntervalS: options.refreshTokenReuseIntervalS ?? 10,
    doubleConfirmChanges: options.doubleConfirmChanges ?? env.SUPABASE_AUTH_DOUBLE_CONFIRM_CHANGES !== 'false',
    onEmail: options.onEmail,
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

/** True for an http(s) URL or origin on this machine (localhost, 127.0.0.1, [::1]). */
export function isLoopback(url: string | undefined | null): boolean {
  try {
    const parsed = new URL(url ?? '')
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK.has(parsed.hostname)
  } catch {
    return false
  }
}

/** redirect_to when it is allowed (the site, a listed origin or a loopback host), else null. */
export function allowedRedirect(config: AuthConfig, redirectTo: string | undefined | null): string | null {
  if (!redirectTo) return null
  try {
    const url = new URL(redirectTo)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return isLoopback(url.origin) || config.redirectOrigins.includes(url.origin) ? url.toString() : null
  } catch {
    return null
  }
}
