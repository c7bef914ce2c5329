// The admin diagnostics: checks of the configuration and connectivity as this browser meets them.
// Each check is a small function returning pass, warn or fail with a sentence saying why; they run
// one after another so a slow one never hides the others.

export type CheckResult = { status: 'pass' | 'warn' | 'fail'; detail: string }
export type Check = { id: string; label: string; run(): Promise<CheckResult> }

const MAX_CLOCK_SKEW_MS = 2 * 60 * 1000

/** The security headers a page of this site must carry (worker/middleware/security-headers.ts). */
export function checkSecurityHeaders(headers: Headers): CheckResult {
  const csp = headers.get('Content-Security-Policy') ?? ''
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  const missing = [
    !csp && 'Content-Security-Policy',
    csp && !/'nonce-[^']+'/.test(scriptSrc) && 'a script nonce',
    /unsafe-inline/.test(scriptSrc) && "no 'unsafe-inline' for scripts",
    !/frame-ancestors 'none'/.test(csp) && "frame-ancestors 'none'",
    !headers.get('Strict-Transport-Security') && 'Strict-Transport-Security',
    headers.get('X-Content-Type-Options') !== 'nosniff' && 'X-Content-Type-Options: nosniff',
    headers.get('Referrer-Policy') !== 'strict-origin-when-cross-origin' && 'Referrer-Policy',
  ].filter(Boolean)
  return missing.length === 0
    ? { status: 'pass', detail: 'CSP with a nonce, HSTS, nosniff, referrer policy and framing blocked' }
    : { status: 'fail', detail: `Missing: ${missing.join(', ')}` }
}

/** How far this device's clock is from the edge's (sessions expire by the clock). */
export function checkClock(serverDate: string | null, now: number): CheckResult {
  if (!serverDate || Number.isNaN(Date.parse(serverDate)))
    return { status: 'warn', detail: 'The edge sent no time to compare with' }
  const skew = now - new Date(serverDate).getTime()
  const seconds = Math.round(Math.abs(skew) / 1000)
  if (Math.abs(skew) > MAX_CLOCK_SKEW_MS)
    return {
      status: 'warn',
      detail: `This device’s clock is ${seconds} s ${skew > 0 ? 'ahead of' : 'behind'} the server: sign-ins may expire early or late`,
    }
  return { status: 'pass', detail: `Within ${Math.max(seconds, 1)} s of the server` }
}

/** How long the signed-in session's access token has left (auto refresh renews it). */
export function checkSession(expiresAt: number | undefined, now: number): CheckResult {
  if (!expiresAt) return { status: 'fail', detail: 'No session in this browser' }
  const left = Math.round(expiresAt - now / 1000)
  if (left <= 0) return { status: 'warn', detail: 'The access token has expired; it is renewed on the next request' }
  return { status: 'pass', detail: `Access token valid for ${Math.floor(left / 60)} min ${left % 60} s more` }
}

export function checkStorage(write: (key: string, value: string | null) => boolean): CheckResult {
  const key = 'boardroom-ai.diagnostics-probe'
  const ok = write(key, String(Date.now())) && write(key, null)
  return ok
    ? { status: 'pass', detail: 'Local storage works: the theme, consent and preferences can be kept' }
    : { status: 'fail', detail: 'This browser refuses local storage: sessions and preferences will not be kept' }
}
