// The admin diagnostics' rules.
import { describe, expect, it } from 'vitest'
import { checkClock, checkSecurityHeaders, checkSession, checkStorage } from '../../client/features/admin/diagnostics'

const GOOD = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'nonce-abc123' https://js.stripe.com; frame-ancestors 'none'; object-src 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

describe('diagnostics', () => {
  it('security headers pass only with a nonce’d CSP, no inline scripts, framing blocked, HSTS, nosniff and the referrer policy', () => {
    expect(checkSecurityHeaders(new Headers(GOOD)).status).toBe('pass')
    expect(
      checkSecurityHeaders(
        new Headers({
          ...GOOD,
          'Content-Security-Policy': "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        }),
      ),
    ).toEqual({
      status: 'fail',
      detail: "Missing: a script nonce, no 'unsafe-inline' for scripts",
    })
    const { 'Strict-Transport-Security': _, ...noHsts } = GOOD
    expect(checkSecurityHeaders(new Headers(noHsts))).toEqual({
      status: 'fail',
      detail: 'Missing: Strict-Transport-Security',
    })
  })

  it('warns when the clock is more than 2 minutes off the server', () => {
    const server = '2026-11-23T12:00:00.000Z'
    const at = Date.parse(server)
    expect(checkClock(server, at + 30_000)).toEqual({ status: 'pass', detail: 'Within 30 s of the server' })
    expect(checkClock(server, at - 180_000)).toEqual({
      status: 'warn',
      detail: 'This device’s clock is 180 s behind the server: sign-ins may expire early or late',
    })
    expect(checkClock(null, at).status).toBe('warn')
  })

  it('reports how long the session has left', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    expect(checkSession(now / 1000 + 125, now)).toEqual({
      status: 'pass',
      detail: 'Access token valid for 2 min 5 s more',
    })
    expect(checkSession(undefined, now)).toEqual({ status: 'fail', detail: 'No session in this browser' })
    expect(checkSession(now / 1000 - 1, now).status).toBe('warn')
  })

  it('storage fails when the browser refuses a write', () => {
    expect(checkStorage(() => true).status).toBe('pass')
    expect(checkStorage(() => false).status).toBe('fail')
  })
})
