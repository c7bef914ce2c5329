// First-party sinks for the client's error logs (/api/log) and consented analytics (/api/events).
// Nothing goes to third parties: entries are written to the Worker's own logs (Workers Logs /
// Logpush), as one JSON line each. Bodies are validated (their size limit is in ./index.ts); bad input answers 4xx.
// Only the product's own pages may write (a cross-site form or fetch is refused), and each visitor
// is rate-limited, so nobody can flood the logs.
import { Hono, type MiddlewareHandler } from 'hono'
import { AnalyticsBatchSchema, LogEntrySchema } from '../../shared/schemas/telemetry'
import type { AppEnv } from '../env'
import { rateLimit, visitorAddress } from '../middleware/rate-limit'
import { ApiError } from './api-error'
import { jsonBody, type Issue, type RoutesOf } from './validate'

const invalidPayload = {
  error: 'invalid_payload',
  describe: (issues: readonly Issue[]) => issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
}

const firstPartyOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin')
  const site = c.req.header('Sec-Fetch-Site')
  if ((origin && origin !== new URL(c.req.url).origin) || (site && site !== 'same-origin'))
    throw new ApiError(403, 'forbidden', 'Only this site’s own pages may send telemetry')
  await next()
}

const perVisitor = rateLimit<AppEnv>('TELEMETRY_LIMITER', visitorAddress, 'Too many reports; try again in a minute')

export const telemetry = new Hono<AppEnv>()
telemetry.use(firstPartyOnly, perVisitor)

const log = telemetry.post('/log', jsonBody(LogEntrySchema, invalidPayload), async (c) => {
  const entry = c.req.valid('json')
  console.log(JSON.stringify({ kind: 'client-log', ...entry }))
  return c.body(null, 204)
})

const events = telemetry.post('/events', jsonBody(AnalyticsBatchSchema, invalidPayload), async (c) => {
  const batch = c.req.valid('json')
  for (const event of batch.events) console.log(JSON.stringify({ kind: 'analytics', ...event }))
  return c.body(null, 204)
})

export type TelemetryRoutes = RoutesOf<typeof log> & RoutesOf<typeof events>
