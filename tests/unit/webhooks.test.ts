// The webhooks screen's pure parts: the add form's validation (the table's URL and event rules) and
// the exact sentences a delivery is described with.
import { describe, expect, it } from 'vitest'
import { WEBHOOK_URL_RULE, WebhookInputSchema } from '../../shared/schemas/webhook'
import { fieldErrors } from '../../client/lib/errors'
import { deliveryAnswer, lastDeliveryLabel, testResultSentence } from '../../client/features/webhooks/format'

const parse = (form: Record<string, unknown>) => WebhookInputSchema.safeParse(form)
const messages = (form: Record<string, unknown>) => {
  const result = parse(form)
  return result.success ? {} : fieldErrors(result.error.issues) // what the form shows: each field's first issue
}

describe('the add form', () => {
  it('takes one checkbox (a string in FormData) or several as the events, and trims the address', () => {
    expect(parse({ url: ' https://hooks.example.org/x ', description: '', events: 'webhook.test' }).data).toEqual({
      url: 'https://hooks.example.org/x',
      description: '',
      events: ['webhook.test'],
    })
    expect(parse({ url: 'http://127.0.0.1:9000/hook', events: ['webhook.test'] }).data).toEqual({
      url: 'http://127.0.0.1:9000/hook',
      description: '',
      events: ['webhook.test'],
    })
  })

  it('says what is wrong with each field', () => {
    expect(messages({ url: '', events: undefined })).toEqual({
      url: 'Enter the address that receives the events',
      events: 'Choose at least one event',
    })
    expect(messages({ url: 'http://hooks.example.org/', events: 'webhook.test' })).toEqual({ url: WEBHOOK_URL_RULE })
    expect(messages({ url: 'https://user:pw@example.org/', events: 'webhook.test' })).toEqual({ url: WEBHOOK_URL_RULE })
    expect(messages({ url: 'https://example.org/', events: 'lead.created' })).toEqual({
      events: 'Choose an event this deployment sends',
    })
    expect(messages({ url: 'https://example.org/', description: 'x'.repeat(201), events: 'webhook.test' })).toEqual({
      description: 'Keep the description to 200 characters',
    })
  })
})

describe('delivery wording', () => {
  it('a delivered test event, a failed one, one without an answer', () => {
    expect(
      testResultSentence('https://a.example.org/', { ok: true, status_code: 200, duration_ms: 12, error: null }),
    ).toBe('Test event delivered to https://a.example.org/: 200 in 12 ms.')
    expect(
      testResultSentence('https://a.example.org/', {
        ok: false,
        status_code: 500,
        duration_ms: 40,
        error: 'The receiver answered 500.',
      }),
    ).toBe('Test event to https://a.example.org/ failed: 500 in 40 ms. The receiver answered 500.')
    expect(deliveryAnswer({ status_code: null, duration_ms: 5001 })).toBe('No answer after 5001 ms')
  })

  it("the list's last delivery", () => {
    expect(lastDeliveryLabel({ last_delivered_at: null, last_status_code: null, last_ok: null })).toBe('Never sent')
    expect(lastDeliveryLabel({ last_delivered_at: '2026-11-27T10:00:00Z', last_status_code: 200, last_ok: true })).toBe(
      'Delivered (200)',
    )
    expect(
      lastDeliveryLabel({ last_delivered_at: '2026-11-27T10:00:00Z', last_status_code: null, last_ok: false }),
    ).toBe('Failed (no answer)')
  })
})
