// Webhooks (supabase/migrations/*_webhooks.sql): the events, the add form, the rows as read and the
// signature scheme receivers verify. The URL rule and event list mirror the table's CHECKs;
// tests/backend/webhooks.test.ts holds them to the database.
import { webhookTargetAllowed } from '../webhook-target'
import { z } from '../zod'

/** The events delivered on this deployment (only test events: no scheduled sender exists yet). */
export const WEBHOOK_EVENTS = ['webhook.test'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'webhook.test': 'Test event (sent from this page)',
}

/** The request header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'Boardroom-Signature'
/** How long the Worker waits for a receiver before recording a timeout. */
export const DELIVERY_TIMEOUT_MS = 5000

export const WEBHOOK_URL_RULE =
  'Enter an https:// address of a public host (http:// only for 127.0.0.1 or localhost during local development)'

/** The table's URL rule: https to a public host, or http(s) to this machine only (shared/webhook-target.ts). */
export const isWebhookUrl = webhookTargetAllowed

const asList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v])

export const WebhookInputSchema = z.object({
  url: z.string().trim().min(1, 'Enter the address that receives the events').refine(isWebhookUrl, WEBHOOK_URL_RULE),
  description: z.string().trim().max(200, 'Keep the description to 200 characters').default(''),
  events: z.preprocess(
    asList,
    z.array(z.enum(WEBHOOK_EVENTS, 'Choose an event this deployment sends')).min(1, 'Choose at least one event'),
  ),
})
export type WebhookInput = z.infer<typeof WebhookInputSchema>

/** A row of webhook_overview: the webhook and its latest delivery. */
export const WebhookRowSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  last_status_code: z.number().int().nullable(),
  last_ok: z.boolean().nullable(),
  last_error: z.string().nullable(),
  last_delivered_at: z.string().nullable(),
})
export type WebhookRow = z.infer<typeof WebhookRowSchema>

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.uuid(),
  event: z.string(),
  status_code: z.number().int().nullable(),
  ok: z.boolean(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
})
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>

/** What create_webhook() returns: the only time the secret is seen. */
export const CreatedWebhookSchema = z.object({ id: z.uuid(), secret: z.string() })

/** POST /api/admin/webhooks/:id/test's answer. */
export const TestDeliverySchema = z.object({ delivery: WebhookDeliverySchema })
