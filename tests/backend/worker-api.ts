// The Worker's /api as a backend test calls it: the app (config and the API routes, nothing else)
// and a request as the browser's client sends it — GET, or POST with a JSON body, with the
// member's bearer token when given.
import { Hono } from 'hono'
import { api } from '../../worker/api/index'
import type { AppEnv, Bindings } from '../../worker/env'
import { config } from '../../worker/middleware/config'

/** The app: config and the API routes (for requests callApi does not make, such as a signed webhook). */
export const worker = new Hono<AppEnv>().use(config()).route('/api', api)

export function callApi(path: string, { token, body }: { token?: string; body?: unknown }, env: Bindings) {
  return worker.request(
    path,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    env,
  )
}
