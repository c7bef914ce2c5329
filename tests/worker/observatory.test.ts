// The MDN HTTP Observatory's header rules, as tests, for every page type the Worker answers.
import { describe, expect, it } from 'vitest'
import { cspDirectives, get } from './helpers'

const PAGE_TYPES: [string, string][] = [
  ['server-rendered page', '/pricing'],
  ['legal page', '/gdpr'],
  ['auth page', '/login'],
  ['SPA shell', '/dashboard'],
  ['redirect', '/calendar'],
  ['not found', '/no-such-page'],
  ['API', '/api/health'],
]

describe.each(PAGE_TYPES)('observatory rules: %s (%s)', (_, path) => {
  it('content-security-policy: implemented, no unsafe-inline or unsafe-eval scripts, objects blocked, framing blocked', async () => {
    const res = await get(path)
    const policy = cspDirectives(res)
    expect(policy['default-src']).toEqual(["'self'"])
    const scripts = policy['script-src'] ?? policy['default-src']
    expect(scripts.filter((s) => /unsafe-inline|unsafe-eval|^\*$|^https?:$|^data:$/.test(s))).toEqual([])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it('strict-transport-security: at least six months', async () => {
    const hsts = (await get(path)).headers.get('Strict-Transport-Security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000)
  })

  it('x-content-type-options, x-frame-options, referrer-policy, cross-origin policies', async () => {
    const res = await get(path)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      res.headers.get('Referrer-Policy'),
    )
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })
})
