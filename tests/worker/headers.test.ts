import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../shared/routes'
import { concrete, cspDirectives, get, getWith, nonceOf } from './helpers'

// Every page of the route table (dynamic segments filled in), plus the not-found answers.
const PAGES = [...ROUTES.map((r) => concrete(r.path)), '/dashboard/no-such-screen']

describe('security headers', () => {
  it.each([...PAGES, '/calendar', '/terms-of-use-2024', '/no-such-page', '/api/health'])(
    '%s carries every security header',
    async (path) => {
      const res = await get(path)
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload')
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
      expect(res.headers.get('X-Frame-Options')).toBe('DENY')
      expect(res.headers.get('Permissions-Policy')).toBe(
        'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com"), fullscreen=(self)',
      )
      const csp = cspDirectives(res)
      // Plaid Link's script and frames are allowed on the bank linking page alone.
      const plaid = path === '/dashboard/plaid'
      expect(csp['script-src']).toEqual([
        "'self'",
        `'nonce-${nonceOf(res)}'`,
        'https://js.stripe.com',
        ...(plaid ? ['https://cdn.plaid.com'] : []),
      ])
      expect(csp['script-src'].join(' ')).not.toContain('unsafe-inline')
      expect(csp['connect-src']).toEqual([
        "'self'",
        'http://127.0.0.1:54321',
        'ws://127.0.0.1:54321',
        'https://api.stripe.com',
        ...(plaid ? ['https://production.plaid.com', 'https://sandbox.plaid.com'] : []),
      ])
      expect(csp['frame-src']).toEqual([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        ...(plaid ? ['https://cdn.plaid.com'] : []),
      ])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'self'"])
      expect(csp['form-action']).toEqual(["'self'"])
      // Profile avatars (spec §3) are https images from anywhere; plain http ones only from the backend.
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:54321'])
    },
  )

  it('allows the configured CDN and backend host in production', async () => {
    const res = await getWith(
      { APP_ENV: 'production', SUPABASE_URL: 'https://abc.supabase.co', CDN_ORIGIN: 'https://cdn.example.com/' },
      '/pricing',
    )
    const csp = cspDirectives(res)
    expect(csp['script-src']).toContain('https://cdn.example.com')
    expect(csp['style-src']).toContain('https://cdn.example.com')
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
      'https://api.stripe.com',
    ])
  })

  it.each(PAGES)('%s: every inline and module script carries the header nonce', async (path) => {
    const res = await get(path)
    const nonce = nonceOf(res)
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    const executable = scripts.filter((s) => !s.includes('type="application/json"'))
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag, tag).toContain(`nonce="${nonce}"`)
  })

  it('the nonce differs between requests', async () => {
    const nonces = new Set(await Promise.all([1, 2, 3].map(async () => nonceOf(await get('/')))))
    expect(nonces.size).toBe(3)
  })

  it('the theme is applied before first paint by a nonce’d script reading the product key, default dark', async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(/<html lang="en" class="dark" data-page="\/" data-route="home">/)
    const headEnd = html.indexOf('</head>')
    const theme = html.indexOf('boardroom-ai.theme')
    expect(theme).toBeGreaterThan(0)
    expect(theme).toBeLessThan(headEnd)
    expect(html).toContain('prefers-color-scheme: dark')
  })
})
