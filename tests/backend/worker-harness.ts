// The Worker's /api as deployed (config middleware, body limits, routes), run in Node against the
// test's local backend: the one set-up every backend test that calls the Worker uses (the provider
// tests — Plaid, Stripe, Calendly, Notion, enrichment, TikTok — and the hostile-input fuzz).
//   worker            the app, for requests the helpers below do not make (a signed webhook)
//   workerBindings    a local deployment's bindings pointed at the backend, plus a provider's settings
//   callApi           GET, or POST with a JSON (or raw) body, as a member when a token is given
//   nodeWorker        the three together for a test whose provider is either configured or not
//   cookieOf          the cookie a response set, as a browser sends it back (name=value)
import { Hono } from 'hono'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv, Bindings } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import type { Backend } from './harness'

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the Worker answered
export type Json = Record<string, any>
export const json = (res: Response) => res.json() as Promise<Json>

export const worker = new Hono<AppEnv>().use(config()).route('/api', api)

const allowAll = { limit: async () => ({ success: true }) }

/** A local deployment's bindings pointed at this backend (rate limits always allow), plus `extra`: a provider's settings. */
export const workerBindings = (backend: Backend, extra: Partial<Bindings> | Record<string, string> = {}): Bindings =>
  ({
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    APP_ENV: 'local',
    AI_LIMITER: allowAll,
    TELEMETRY_LIMITER: allowAll,
    ...extra,
  }) as unknown as Bindings

export type ApiRequest = {
  token?: string
  /** Sent as JSON; `raw` is sent as it is (still as application/json). Either makes it a POST. */
  body?: unknown
  raw?: string
  headers?: Record<string, string>
}

/** GET (no body) or POST to an /api path (with `origin` in front when given), as the browser's client sends it. */
export function callApi(path: string, init: ApiRequest, env: Bindings, origin = '') {
  const posted = init.body !== undefined || init.raw !== undefined
  return worker.request(
    `${origin}${path}`,
    {
      method: posted ? 'POST' : 'GET',
      headers: {
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(posted ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    },
    env,
  )
}

/** `providerVars` is read at each call (the fakes' ports are known only once they listen). */
export function nodeWorker(
  backend: () => Backend,
  providerVars: () => Record<string, string>,
  origin = 'http://localhost',
) {
  const bindings = (configured = true) => workerBindings(backend(), configured ? providerVars() : {})
  return {
    origin,
    bindings,
    /** `callApi` with the provider configured unless `configured: false`. */
    call: (path: string, init: ApiRequest & { configured?: boolean } = {}) =>
      callApi(path, init, bindings(init.configured ?? true), origin),
    /** A browser's plain GET of a path and query (a provider's redirect back), configured, with its `cookie` if any. */
    visit: (pathAndQuery: string, cookie?: string) =>
      worker.request(`${origin}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {} }, bindings(true)),
  }
}

/** The cookie `res` set, as the browser sends it back on the cookie's path (`name=value`); '' when none. */
export const cookieOf = (res: Response): string => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
