// How the webhooks screen words a delivery: the receiver's answer and the time it took, or why
// there was none. Pure, so the unit tests hold the exact sentences.
import type { WebhookDelivery, WebhookRow } from '../../../shared/schemas/webhook'

/** "200 in 12 ms", "500 in 40 ms", "No answer after 5000 ms". */
export function deliveryAnswer(d: Pick<WebhookDelivery, 'status_code' | 'duration_ms'>): string {
  return d.status_code === null ? `No answer after ${d.duration_ms} ms` : `${d.status_code} in ${d.duration_ms} ms`
}

/** The sentence shown after "Send test event". */
export function testResultSentence(
  url: string,
  d: Pick<WebhookDelivery, 'ok' | 'status_code' | 'duration_ms' | 'error'>,
): string {
  return d.ok
    ? `Test event delivered to ${url}: ${deliveryAnswer(d)}.`
    : `Test event to ${url} failed: ${deliveryAnswer(d)}. ${d.error ?? ''}`.trim()
}

/** The list's "Last delivery" cell. */
export function lastDeliveryLabel(row: Pick<WebhookRow, 'last_delivered_at' | 'last_status_code' | 'last_ok'>): string {
  if (row.last_delivered_at === null) return 'Never sent'
  const outcome = row.last_ok ? 'Delivered' : 'Failed'
  return row.last_status_code === null ? `${outcome} (no answer)` : `${outcome} (${row.last_status_code})`
}
