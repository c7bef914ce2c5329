// First-party sinks for the client's error logs (/api/log) and consented analytics (/api/events).
// Nothing goes to third parties: entries are written to the Worker's own logs (Workers Logs /
// Logpush), as one JSON line each. Bodies are validated (their size limit is in ./index.ts); bad input answers 4xx.
// Only the product's own pages may write (a cross-site form or fetch is refused), and each visitor
// is rate-limited, so nobody can flood the logs.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { AnalyticsBatchSchema, LogEntrySchema } from '../../shared/schemas/telemetry'
import type { AppEnv } from '../env'

async function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S> | Response> {
  const body = await c.req.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return c.json({ error: 'invalid_payload', message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400)
  }
  return parsed.data
}

const firstPartyOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin')
  const site = c.req.header('Sec-Fetch-Site')
  if ((origin && origin !== new URL(c.req.url).origin) || (site && site !== 'same-origin')) {
    return c.json({ error: 'forbidden', message: 'Only this site’s own pages may send telemetry' }, 403)
  }
  await next()
}

const perVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Cloudflare sets CF-Connecting-IP; the binding counts per location, which is enough to stop a flood.
  const key = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.TELEMETRY_LIMITER.limit({ key })
  if (!success) return c.json({ error: 'rate_limited', message: 'Too many reports; try again in a minute' }, 429)
  await next()
}

export const telemetry = new Hono<AppEnv>()
telemetry.use(firstPartyOnly, perVisitor)

telemetry.post('/log', async (c) => {
  const entry = await parse(c, LogEntrySchema)
  if (entry instanceof Response) return entry
  console.log(JSON.stringify({ kind: 'client-log', ...entry }))
  return c.body(null, 204)
})

telemetry.post('/events', async (c) => {
  const batch = await parse(c, AnalyticsBatchSchema)
  if (batch instanceof Response) return batch
  for (const event of batch.events) console.log(JSON.stringify({ kind: 'analytics', ...event }))
  return c.body(null, 204)
})
