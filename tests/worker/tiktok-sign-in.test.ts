// Sign in with TikTok in the Workers runtime: the sign-in pages offer "Continue with TikTok" exactly
// when the deployment can complete it (in the server's HTML and in the config the page hydrates
// from), and the start link of a deployment without TikTok leads to the page that says what is
// missing, calling no one. (The flow itself: tests/backend/tiktok-sign-in.test.ts.)
import { describe, expect, it } from 'vitest'
import { get, getWith } from './helpers'

const TIKTOK = { TIKTOK_CLIENT_KEY: 'awkey', TIKTOK_CLIENT_SECRET: 'never-in-a-page' }
const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-config">([^<]+)<\/script>/.exec(html)![1]!) as {
    signInWith: string[]
  }

describe('Continue with TikTok', () => {
  it('shows on /login and /signup when TikTok is configured, linking to the Worker’s start', async () => {
    for (const path of ['/login', '/signup']) {
      const html = await (await getWith(TIKTOK, path)).text()
      expect(html, path).toContain(
        '<a class="btn btn-secondary" href="/api/auth/tiktok/start">Continue with TikTok</a>',
      )
      expect(embedded(html).signInWith).toEqual(['tiktok'])
      expect(html).not.toContain('never-in-a-page')
    }
  })

  it('does not show without the client key and secret', async () => {
    for (const [bindings, path] of [
      [{}, '/login'],
      [{ TIKTOK_CLIENT_KEY: 'awkey' }, '/signup'],
    ] as const) {
      const html = await (await getWith(bindings, path)).text()
      expect(html, path).not.toContain('Continue with TikTok')
      expect(embedded(html).signInWith).toEqual([])
    }
  })

  it('the start link of a deployment without TikTok goes to the callback page, which names what is missing', async () => {
    const res = await get('/api/auth/tiktok/start')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/auth/tiktok/callback?error=not_configured')
    expect(res.headers.get('Set-Cookie')).toBeNull()
    const status = await get('/api/auth/tiktok')
    expect(await status.json()).toEqual({ configured: false, missing: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'] })
  })

  it('the callback page is open to visitors (no sign-in first)', async () => {
    const res = await get('/auth/tiktok/callback?code=abc&state=xyz')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>Signing in with TikTok')
  })
})
