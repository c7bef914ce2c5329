// The integration screens' pure logic: which provider a route is about, the list a request or
// withdrawal saves, and the commands and addresses the admin pages tell an operator.
import { describe, expect, it } from 'vitest'
import { providerOfRoute, withProvider } from '../../client/features/integrations/provider'
import { INTEGRATION_IDS, PROVIDER_SETUP, secretCommands } from '../../shared/schemas/integrations'
import { ROUTES } from '../../shared/routes'

describe('providerOfRoute', () => {
  it('names the provider of each integration route and nothing else', () => {
    const ids = ROUTES.map((r) => r.id).filter((id) => providerOfRoute(id))
    expect(ids.map((id) => [id, providerOfRoute(id)])).toEqual([
      ['admin-integration-notion', 'notion'],
      ['admin-integration-stripe', 'stripe'],
      ['admin-integration-clearbit', 'clearbit'],
      ['admin-integration-calendly', 'calendly'],
      ['dashboard-calendly', 'calendly'],
      ['dashboard-plaid', 'plaid'],
      ['dashboard-notion', 'notion'],
    ])
    expect(providerOfRoute(undefined)).toBeNull()
    expect(providerOfRoute('dashboard-leads')).toBeNull()
  })
})

describe('withProvider', () => {
  it('adds or removes one provider and keeps the others', () => {
    expect(withProvider(['notion', 'stripe'], 'calendly', true)).toEqual(['notion', 'stripe', 'calendly'])
    expect(withProvider(['notion', 'calendly', 'stripe'], 'calendly', false)).toEqual(['notion', 'stripe'])
    expect(withProvider(['calendly'], 'calendly', true)).toEqual(['calendly'])
    expect(withProvider([], 'plaid', false)).toEqual([])
  })
})

describe('provider set-up', () => {
  it('tells the operator the exact wrangler commands for the production Worker', () => {
    expect(secretCommands('stripe')).toEqual([
      'npx wrangler secret put STRIPE_SECRET_KEY --env production',
      'npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production',
      'npx wrangler secret put STRIPE_PRICE_STARTER --env production',
      'npx wrangler secret put STRIPE_PRICE_GROWTH --env production',
    ])
    expect(secretCommands('clearbit')).toEqual(['npx wrangler secret put PEOPLEDATALABS_API_KEY --env production'])
  })

  it('every provider needs at least one secret; addresses are same-origin paths', () => {
    for (const id of INTEGRATION_IDS) {
      expect(PROVIDER_SETUP[id].secrets.length, id).toBeGreaterThan(0)
      const path = PROVIDER_SETUP[id].address?.path
      if (path) expect(path, id).toMatch(/^\/[a-z/-]+$/)
    }
    expect(PROVIDER_SETUP.tiktok.address?.path).toBe(ROUTES.find((r) => r.id === 'tiktok-callback')?.path)
  })
})
