import { describe, expect, it } from 'vitest'
import { documentTitle, ROUTES } from '../../shared/routes'
import { concrete, get, getWith } from './helpers'

describe('every route of the table answers', () => {
  it.each(ROUTES.filter((r) => r.render === 'ssr').map((r) => [r.path, r] as const))(
    'SSR %s: streamed HTML with its content, title, inline stylesheet and the hydrating entry',
    async (_, route) => {
      const res = await get(concrete(route.path))
      expect(res.status).toBe(route.status ?? 200)
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
      const html = await res.text()
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(html).toContain(`<title>${documentTitle(route)}</title>`)
      expect(html).toMatch(/<h1[^>]*>[^<]+/)
      // The entry starts after the first paint, from a nonce'd loader; the stylesheet is inline.
      expect(html).toMatch(/<script nonce="[^"]+">[^<]*"\/assets\/public-entry-[^"]+\.js"/)
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="stylesheet"/)
      expect(html).toMatch(/<style nonce="[^"]+">[^<]*\.site-header/)
      expect(html).not.toMatch(/lorem ipsum|coming soon/i)
    },
  )

  it.each(ROUTES.filter((r) => r.render === 'spa').map((r) => [r.path, r] as const))(
    'SPA %s: the document shell with the client entry',
    async (_, route) => {
      const res = await get(concrete(route.path))
      expect(res.status).toBe(route.status ?? 200)
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).toMatch(/<script type="module" src="\/assets\/app-entry-[^"]+\.js"/)
      expect(html).toContain(`<title>${route.title}`)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    },
  )

  it('HEAD answers like GET without a body', async () => {
    const res = await get('/pricing', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })

  it('other methods on pages are refused with 405', async () => {
    const res = await get('/pricing', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
  })

  it('the same-content routes point search engines to one canonical URL', async () => {
    expect(await (await get('/terms')).text()).toContain(
      '<link rel="canonical" href="http://boardroom.test/legal/terms-of-service"/>',
    )
    expect(await (await get('/auth/login')).text()).toContain(
      '<link rel="canonical" href="http://boardroom.test/login"/>',
    )
  })

  it('unknown API paths and assets answer 404, never a page or a redirect', async () => {
    const api = await get('/api/nope')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: 'not_found', message: 'No API endpoint at /api/nope' })
    expect((await get('/assets/missing-abc.js')).status).toBe(404)
  })

  it('/api/health reports the running configuration', async () => {
    const res = await get('/api/health')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { now: string }
    expect(body).toEqual({ status: 'ok', env: 'local', now: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(60_000)
  })
})

describe('configuration', () => {
  it('dev pages exist in local mode only', async () => {
    expect((await get('/dev/debug')).status).toBe(200)
    expect((await getWith({ APP_ENV: 'production' }, '/dev/debug')).status).toBe(404)
    expect((await getWith({ APP_ENV: 'production' }, '/dev-admin-helper')).status).toBe(404)
  })

  it('a missing or invalid backend setting answers 500 naming the setting', async () => {
    const res = await getWith({ SUPABASE_URL: '' }, '/')
    expect(res.status).toBe(500)
    expect(await res.text()).toContain('SUPABASE_URL must be an http(s) URL')
  })

  it('embeds only the public configuration in the page', async () => {
    const html = await (await get('/')).text()
    const json = /<script type="application\/json" id="app-config">([^<]+)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: expect.stringMatching(/^eyJ/),
      appEnv: 'local',
      // wrangler.toml sets no TikTok app, so no "Continue with TikTok"
      signInWith: [],
      // the one support address (SUPPORT_EMAIL; no admin setting is read without a database)
      supportEmail: 'support@boardroom.local',
    })
  })
})
