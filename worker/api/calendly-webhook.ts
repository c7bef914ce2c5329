// POST /api/webhooks/calendly?company=<id>: Calendly's invitee events for a company that connected
// Calendly (the subscription made on connect names the company in its URL). No session: the
// signature is the authentication (worker/integrations/calendly-webhook.ts), checked before
// anything is read. Each event is applied once (integration_webhook_events), with the service role.
//   400  a malformed signature header, no company, or a body that is not a Calendly event
//   401  a missing, wrong or stale signature
//   404  the company has no Calendly connection (Calendly stops on 410 only; it retries and we refuse)
//   503  Calendly is not configured here (the message names what is missing)
//   500  the database could not be written: Calendly delivers the event again later
//   200  { received: true, outcome } (duplicate: true when it was applied before)
import { Hono } from 'hono'
import { isRowId } from '../../shared/schemas/crm'
import type { AppEnv } from '../env'
import { serviceClient } from '../ai/store'
import { applyCalendlyEvent, CalendlyEventSchema, verifyCalendlySignature } from '../integrations/calendly-webhook'
import { markSynced, missingSettings } from '../integrations/oauth'
import { ApiError } from './api-error'

export const calendlyWebhook = new Hono<AppEnv>()

calendlyWebhook.post('/', async (c) => {
  const missing = missingSettings(c.env, 'calendly')
  if (missing.length)
    throw new ApiError(
      503,
      'not_configured',
      `Calendly is not configured on this deployment: set ${missing.join(', ')}`,
    )
  const raw = await c.req.text()
  const check = await verifyCalendlySignature(
    c.env.CALENDLY_WEBHOOK_SIGNING_KEY!,
    c.req.header('Calendly-Webhook-Signature'),
    raw,
  )
  if (!check.ok) throw new ApiError(check.status, 'bad_signature', check.message)
  const companyId = c.req.query('company') ?? ''
  if (!isRowId(companyId)) throw new ApiError(400, 'invalid_request', 'company must be a company id')
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new ApiError(400, 'invalid_request', 'The body is not JSON')
  }
  const parsed = CalendlyEventSchema.safeParse(json)
  if (!parsed.success)
    throw new ApiError(400, 'invalid_request', 'The body is not a Calendly webhook event (event, created_at, payload)')
  const event = parsed.data

  const config = c.get('config')
  const db = serviceClient(config)
  const connection = await db
    .from('integration_connections')
    .select('status')
    .eq('company_id', companyId)
    .eq('provider', 'calendly')
    .maybeSingle()
  if (connection.error) throw new ApiError(500, 'database', 'The connection could not be read; Calendly will retry')
  if (!connection.data) throw new ApiError(404, 'not_connected', 'This company has no Calendly connection')

  const uri =
    typeof (event.payload as { uri?: unknown } | null)?.uri === 'string' ? (event.payload as { uri: string }).uri : ''
  const key = `${companyId}:${event.event}:${uri}`.slice(0, 600)
  const seen = await db
    .from('integration_webhook_events')
    .select('event_key')
    .eq('provider', 'calendly')
    .eq('event_key', key)
    .maybeSingle()
  if (seen.error) throw new ApiError(500, 'database', 'The event could not be checked; Calendly will retry')
  if (seen.data) return c.json({ received: true, duplicate: true })

  let applied: Awaited<ReturnType<typeof applyCalendlyEvent>>
  try {
    applied = await applyCalendlyEvent(db, companyId, event)
  } catch (error) {
    if (error instanceof Error && error.name === 'ZodError')
      throw new ApiError(400, 'invalid_request', `The ${event.event} payload is not in Calendly's documented shape`)
    console.error(
      JSON.stringify({
        kind: 'calendly-webhook-failed',
        event: event.event,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    throw new ApiError(500, 'database', 'The event could not be applied; Calendly will retry')
  }
  if (!applied) return c.json({ received: true, outcome: 'ignored' })
  const stored = await db
    .from('integration_webhook_events')
    .upsert(
      { provider: 'calendly', event_key: key, company_id: companyId },
      { onConflict: 'provider,event_key', ignoreDuplicates: true },
    )
  if (stored.error)
    console.error(
      JSON.stringify({ kind: 'calendly-event-not-recorded', event: event.event, message: stored.error.message }),
    )
  await markSynced(config, companyId, 'calendly', { tokenUsed: false })
  return c.json({ received: true, outcome: applied.outcome })
})
