// Where a webhook may point, as a table: every spelling of a private, link-local, unspecified or
// metadata address is refused; public names and addresses are taken; loopback only as the local
// development receiver (127.0.0.1 / localhost). tests/backend/hostile-data.test.ts runs the same
// table through the database's CHECK function.
import { describe, expect, it } from 'vitest'
import { isPublicHost, webhookTargetAllowed } from '../../shared/webhook-target'
import { WEBHOOK_TARGETS } from './webhook-targets'

describe('webhookTargetAllowed', () => {
  it.each(WEBHOOK_TARGETS)('%s → %s', (url, allowed) => {
    expect(webhookTargetAllowed(url)).toBe(allowed)
  })
})

describe('isPublicHost (the delivery-time check, no loopback)', () => {
  it.each([
    ['hooks.example.org', true],
    ['93.184.215.14', true],
    ['[2606:4700::1111]', true],
    ['127.0.0.1', false],
    ['localhost', false],
    ['[::1]', false],
    ['169.254.169.254', false],
    ['[::ffff:a9fe:a9fe]', false],
    ['metadata.google.internal', false],
    ['metadata.google.internal.', false],
    ['printer.local', false],
    ['intranet', false],
  ])('%s → %s', (host, expected) => {
    expect(isPublicHost(host)).toBe(expected)
  })
})
