// First-party sinks for the client's error logs (/api/log) and consented analytics (/api/events).
// Nothing goes to third parties: entries are written to the Worker's own logs (Workers Logs /
// Logpush), as one JSON line each. Bodies are size-limited and validated; bad input answers 4xx.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import { AnalyticsBatchSchema, LogEntrySchema, TELEMETRY_MAX_BYTES } from '../../shared/schemas/telemetry'
import type { AppEnv } from '../env'

const limit = bodyLimit({
  maxSize: TELEMETRY_MAX_BYTES,
  onError: (c) => c.json({ error: 'payload_too_large', message: `At most ${TELEMETRY_MAX_BYTES} bytes` }, 413),
})

async function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S> | Response> {
  const body = await c.req.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return c.json({ error: 'invalid_payload', message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400)
  }
  return parsed.data
}

export const telemetry = new Hono<AppEnv>()

telemetry.post('/log', limit, async (c) => {
  const entry = await parse(c, LogEntrySchema)
  if (entry instanceof Response) return entry
  console.log(JSON.stringify({ kind: 'client-log', ...entry }))
  return c.body(null, 204)
})

telemetry.post('/events', limit, async (c) => {
  const batch = await parse(c, AnalyticsBatchSchema)
  if (batch instanceof Response) return batch
  for (const event of batch.events) console.log(JSON.stringify({ kind: 'analytics', ...event }))
  return c.body(null, 204)
})
