// The webhooks screen's calls to Supabase, given a client: the browser's (api.ts) or a test's.
// Rows are validated; a refusal throws a DataError with the database's code. Only platform admins
// get rows back (RLS); the signing secret is never among them (webhook_secrets is not readable).
import type { DbClient } from '../../../shared/database'
import { z } from '../../../shared/zod'
import {
  CreatedWebhookSchema,
  WebhookDeliverySchema,
  WebhookRowSchema,
  type WebhookInput,
} from '../../../shared/schemas/webhook'
import { dataError } from '../../lib/errors'

/** How many of the latest deliveries the page lists. */
export const DELIVERY_LIMIT = 50

export async function fetchWebhooks(client: DbClient) {
  const { data, error, status } = await client
    .from('webhook_overview')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id')
  if (error) throw dataError(error, status)
  return z.array(WebhookRowSchema).parse(data)
}

export async function fetchDeliveries(client: DbClient) {
  const { data, error, status } = await client
    .from('webhook_deliveries')
    .select('id, webhook_id, event, status_code, ok, duration_ms, error, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(DELIVERY_LIMIT)
  if (error) throw dataError(error, status)
  return z.array(WebhookDeliverySchema).parse(data)
}

/** Registers a webhook; the answer carries its secret, which is never readable again. */
export async function createWebhook(client: DbClient, input: WebhookInput) {
  const { data, error, status } = await client.rpc('create_webhook', {
    url: input.url,
    description: input.description,
    events: input.events,
  })
  if (error) throw dataError(error, status)
  return CreatedWebhookSchema.parse(data)
}

/** Pauses or resumes a webhook; false when no row was changed (gone, or not allowed). */
export async function setWebhookActive(client: DbClient, id: string, active: boolean) {
  const { data, error, status } = await client.from('webhooks').update({ active }).eq('id', id).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}

export async function deleteWebhook(client: DbClient, id: string) {
  const { data, error, status } = await client.from('webhooks').delete().eq('id', id).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}
