// The OAuth framework's pure parts (worker/integrations/oauth.ts) against their standards' own
// examples, and Calendly's webhook signature at the edges of its tolerance
// (worker/integrations/calendly-webhook.ts); the flows themselves: tests/backend/oauth-calendly.test.ts.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  calendlySignature,
  SIGNATURE_TOLERANCE_SECONDS,
  verifyCalendlySignature,
} from '../../worker/integrations/calendly-webhook'
import { createPkce, pkceChallenge, randomToken } from '../../worker/integrations/oauth'

describe('PKCE (RFC 7636)', () => {
  it('S256 gives Appendix B’s challenge for its verifier', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('a fresh verifier is 43 unreserved characters (32 random bytes) and its challenge matches', async () => {
    const { verifier, challenge, method } = await createPkce()
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/)
    expect(method).toBe('S256')
    expect(challenge).toBe(await pkceChallenge(verifier))
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50)
  })
})

describe('Calendly-Webhook-Signature', () => {
  const key = 'signing-key'
  const body = '{"event":"invitee.created"}'
  const t = 1_800_000_000
  const header = (at: number, k = key) => `t=${at},v1=${createHmac('sha256', k).update(`${at}.${body}`).digest('hex')}`

  it('is HMAC-SHA256 of t.body in hex', async () => {
    expect(await calendlySignature(key, String(t), body)).toBe(
      createHmac('sha256', key).update(`${t}.${body}`).digest('hex'),
    )
  })

  it.each([
    ['signed now', 0, { ok: true }],
    ['exactly at the tolerance', SIGNATURE_TOLERANCE_SECONDS, { ok: true }],
    ['one second past it', SIGNATURE_TOLERANCE_SECONDS + 1, { ok: false, status: 401 }],
    ['from the future past it', -(SIGNATURE_TOLERANCE_SECONDS + 1), { ok: false, status: 401 }],
  ])('%s', async (_, age, expected) => {
    expect(await verifyCalendlySignature(key, header(t), body, (t + age) * 1000)).toMatchObject(expected)
  })

  it('refuses another key, another body, a missing or malformed header', async () => {
    expect(await verifyCalendlySignature(key, header(t, 'other'), body, t * 1000)).toEqual({
      ok: false,
      status: 401,
      message: 'The Calendly signature does not match this delivery',
    })
    expect(await verifyCalendlySignature(key, header(t), `${body} `, t * 1000)).toMatchObject({
      ok: false,
      status: 401,
    })
    expect(await verifyCalendlySignature(key, undefined, body, t * 1000)).toEqual({
      ok: false,
      status: 401,
      message: 'The Calendly-Webhook-Signature header is missing',
    })
    expect(await verifyCalendlySignature(key, 'v1=abc', body, t * 1000)).toMatchObject({ ok: false, status: 400 })
    expect(await verifyCalendlySignature(key, `t=abc,v1=${'0'.repeat(64)}`, body, t * 1000)).toMatchObject({
      ok: false,
      status: 400,
    })
  })
})
