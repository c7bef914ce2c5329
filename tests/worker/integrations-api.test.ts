// GET /api/admin/integrations through the deployed Worker entry: nobody gets in without an admin's
// token (the admin/user split itself runs against the backend in tests/backend/admin-api.test.ts),
// and the status it builds from the bindings says set or not set, never a value.
import { describe, expect, it } from 'vitest'
import { credentialStatus, INTEGRATION_SECRETS } from '../../shared/schemas/integrations'
import type { Bindings } from '../../worker/env'
import { get } from './helpers'

describe('GET /api/admin/integrations', () => {
  it('without a token answers 401 with what to do', async () => {
    const res = await get('/api/admin/integrations')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sign in as an admin' })
  })

  it('a token the sign-in service cannot check answers 502 (no backend is reachable from this pool: vitest.config.ts), not the status', async () => {
    const res = await get('/api/admin/integrations', { headers: { Authorization: 'Bearer not-a-real-token' } })
    expect(res.status).toBe(502)
    expect(await res.text()).not.toContain('STRIPE_SECRET_KEY')
  })

  it('reports each provider set or not set from the bindings, and no value', () => {
    const env: Partial<Bindings> = {
      STRIPE_SECRET_KEY: 'sk_test_secret-value',
      STRIPE_WEBHOOK_SECRET: 'whsec_value',
      STRIPE_PRICE_STARTER: 'price_starter1',
      STRIPE_PRICE_GROWTH: 'price_growth1',
      CALENDLY_CLIENT_ID: 'cal-id',
    }
    const status = credentialStatus(env, 'https://app.example.com')
    expect(JSON.stringify(status)).not.toMatch(/sk_test_secret-value|whsec_value|cal-id/)
    expect(status.providers.filter((p) => p.configured).map((p) => p.id)).toEqual(['stripe'])
    expect(status.providers.find((p) => p.id === 'calendly')?.secrets).toEqual([
      { name: 'CALENDLY_CLIENT_ID', set: true },
      { name: 'CALENDLY_CLIENT_SECRET', set: false },
      { name: 'CALENDLY_WEBHOOK_SIGNING_KEY', set: false },
      { name: 'INTEGRATIONS_ENCRYPTION_KEY', set: false },
    ])
  })

  it('the local configuration (wrangler.toml) sets none of the secrets it reports on', async () => {
    const { env } = await import('cloudflare:workers')
    for (const name of INTEGRATION_SECRETS) expect((env as Record<string, unknown>)[name], name).toBeUndefined()
    expect(INTEGRATION_SECRETS).toEqual([
      'NOTION_CLIENT_ID',
      'NOTION_CLIENT_SECRET',
      'INTEGRATIONS_ENCRYPTION_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STARTER',
      'STRIPE_PRICE_GROWTH',
      'PEOPLEDATALABS_API_KEY',
      'CALENDLY_CLIENT_ID',
      'CALENDLY_CLIENT_SECRET',
      'CALENDLY_WEBHOOK_SIGNING_KEY',
      'PLAID_CLIENT_ID',
      'PLAID_SECRET',
      'TIKTOK_CLIENT_KEY',
      'TIKTOK_CLIENT_SECRET',
    ])
  })
})
