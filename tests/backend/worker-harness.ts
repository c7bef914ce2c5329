// The Worker's /api as deployed (config middleware, body limits, routes), run in Node against the
// test's local backend, with a provider's settings when `configured`: what the provider tests
// (Notion here; Plaid, Calendly and Stripe write the same by hand and can move to it) call.
import { Hono } from 'hono'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv, Bindings } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import type { Backend } from './harness'

export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
export const json = (res: Response) => res.json() as Promise<Json>

type CallInit = { token?: string; body?: unknown; configured?: boolean }

/** `providerVars` is read at each call (the fakes' ports are known only once they listen). */
export function nodeWorker(backend: () => Backend, providerVars: () => Record<string, string>, origin = 'http://localhost') {
  const worker = new Hono<AppEnv>().use(config()).route('/api', api)
  const allow = { limit: async () => ({ success: true }) }
  const bindings = (configured: boolean): Bindings =>
    ({
      SUPABASE_URL: backend().url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      APP_ENV: 'local',
      AI_LIMITER: allow,
      TELEMETRY_LIMITER: allow,
      ...(configured ? providerVars() : {}),
    }) as unknown as Bindings
  return {
    origin,
    /** GET (no body) or POST JSON to an /api path, as a member when `token` is given. */
    call: (path: string, init: CallInit = {}) =>
      worker.request(
        `${origin}${path}`,
        {
          method: init.body === undefined ? 'GET' : 'POST',
          headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        },
        bindings(init.configured ?? true),
      ),
    /** A browser's plain GET of a path and query (a provider's redirect back), configured. */
    visit: (pathAndQuery: string) => worker.request(`${origin}${pathAndQuery}`, {}, bindings(true)),
  }
}
