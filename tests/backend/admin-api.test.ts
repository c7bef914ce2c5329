// /api/admin/system and /api/admin/integrations against the real local backend: a platform admin
// sees the Worker's configuration, a live check of each service and which integration secrets are
// set (never their values); anyone else is refused with the spec's message.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/constants'
import { ANON_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { startBackend, type Backend } from './harness'

let backend: Backend
const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const get = (path: string, token?: string, secrets: Record<string, string> = {}) =>
  worker.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }, {
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    APP_ENV: 'local',
    ...secrets,
  } as unknown as AppEnv['Bindings'])

async function token(email: string, password: string) {
  const { data, error } = await backend.anon().auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return data.session!.access_token
}

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

describe('GET /api/admin/system', () => {
  it('a platform admin sees every service answering, with the account count', async () => {
    const res = await get('/api/admin/system', await token('admin@boardroom.local', 'Admin-demo-2026!'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      worker: Record<string, unknown>
      checks: { id: string; ok: boolean; detail: string }[]
    }
    expect(body.worker).toEqual({ env: 'local', backend: new URL(backend.url).host, cdn: null, aiProvider: 'builtin' })
    const { count } = await backend.service().from('profiles').select('*', { count: 'exact', head: true })
    expect(body.checks.map((c) => [c.id, c.ok, c.detail])).toEqual([
      ['auth', true, 'Answering'],
      ['database', true, `${count} accounts`],
      ['ai', true, 'Built-in engine: rules over each company’s CRM figures, no model calls'],
    ])
  })

  it('a signed-in user who is not an admin is refused with 403 and the admin message', async () => {
    const res = await get('/api/admin/system', await token('user@boardroom.local', 'User-demo-2026!'))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'forbidden', message: ADMIN_REQUIRED_MESSAGE })
  })

  it('without a token: 401', async () => {
    const res = await get('/api/admin/system')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sign in as an admin' })
  })
})

describe('GET /api/admin/integrations', () => {
  const SECRETS = {
    STRIPE_SECRET_KEY: 'sk_live_do-not-leak-1',
    NOTION_CLIENT_ID: 'notion-id-do-not-leak-2',
    NOTION_CLIENT_SECRET: '  ',
    PEOPLEDATALABS_API_KEY: '',
  }

  it('a platform admin learns which secrets are set, never their values; blank counts as not set', async () => {
    const res = await get(
      'http://boardroom.test/api/admin/integrations',
      await token('admin@boardroom.local', 'Admin-demo-2026!'),
      SECRETS,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const text = await res.text()
    for (const value of ['sk_live_do-not-leak-1', 'notion-id-do-not-leak-2']) expect(text).not.toContain(value)
    const body = JSON.parse(text) as {
      origin: string
      providers: { id: string; configured: boolean; secrets: { name: string; set: boolean }[] }[]
    }
    expect(body.origin).toBe('http://boardroom.test')
    expect(
      Object.fromEntries(
        body.providers.map((p) => [
          p.id,
          [p.configured, ...p.secrets.map((s) => `${s.name}=${s.set ? 'set' : 'unset'}`)],
        ]),
      ),
    ).toEqual({
      notion: [false, 'NOTION_CLIENT_ID=set', 'NOTION_CLIENT_SECRET=unset', 'INTEGRATIONS_ENCRYPTION_KEY=unset'],
      stripe: [
        false,
        'STRIPE_SECRET_KEY=set',
        'STRIPE_WEBHOOK_SECRET=unset',
        'STRIPE_PRICE_STARTER=unset',
        'STRIPE_PRICE_GROWTH=unset',
      ],
      clearbit: [false, 'PEOPLEDATALABS_API_KEY=unset'],
      calendly: [
        false,
        'CALENDLY_CLIENT_ID=unset',
        'CALENDLY_CLIENT_SECRET=unset',
        'CALENDLY_WEBHOOK_SIGNING_KEY=unset',
        'INTEGRATIONS_ENCRYPTION_KEY=unset',
      ],
      plaid: [false, 'PLAID_CLIENT_ID=unset', 'PLAID_SECRET=unset', 'INTEGRATIONS_ENCRYPTION_KEY=unset'],
      tiktok: [false, 'TIKTOK_CLIENT_KEY=unset', 'TIKTOK_CLIENT_SECRET=unset'],
    })
    const configured = await get('/api/admin/integrations', await token('admin@boardroom.local', 'Admin-demo-2026!'), {
      PEOPLEDATALABS_API_KEY: 'ck_x',
    })
    expect(((await configured.json()) as typeof body).providers.find((p) => p.id === 'clearbit')).toEqual({
      id: 'clearbit',
      configured: true,
      secrets: [{ name: 'PEOPLEDATALABS_API_KEY', set: true }],
    })
  })

  it('a signed-in user who is not an admin is refused with 403 and the admin message, and learns nothing', async () => {
    const res = await get('/api/admin/integrations', await token('user@boardroom.local', 'User-demo-2026!'), SECRETS)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'forbidden', message: ADMIN_REQUIRED_MESSAGE })
  })
})
