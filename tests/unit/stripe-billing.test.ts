// Billing's pure parts: the seats the database enforces are shared/plans.ts's, the limit messages
// name the limit and the upgrade, and the Stripe setup names exactly the settings still missing.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { monthStartUtc, planById, PLANS } from '../../shared/plans'
import { sessionLimitMessage, upgradeFor } from '../../worker/billing/limits'
import { planForPrice, stripeSetup } from '../../worker/billing/stripe'
import { readConfig, type Bindings } from '../../worker/env'

const migration = readFileSync(
  new URL('../../supabase/migrations/20261128600100_stripe_billing.sql', import.meta.url),
  'utf8',
)

describe('plan limits', () => {
  it('the seats enforce_company_seats counts are the plans’ seats', () => {
    const sql = /seats = case company_plan (.*?) else null end;/.exec(migration)?.[1] ?? ''
    const inSql = Object.fromEntries([...sql.matchAll(/when '(\w+)' then (\d+)/g)].map((m) => [m[1], Number(m[2])]))
    expect(inSql).toEqual(Object.fromEntries(PLANS.filter((p) => p.seats !== null).map((p) => [p.id, p.seats])))
    expect(planById('enterprise').seats).toBeNull()
  })

  it('a session limit names the allowance, the use and the next plan up', () => {
    expect(sessionLimitMessage(planById('starter'), 20)).toBe(
      'The Starter plan includes 20 boardroom sessions a month and your company has used 20: upgrade to Growth (100 sessions a month) on the billing page (/dashboard/billing)',
    )
    expect(sessionLimitMessage(planById('growth'), 100)).toBe(
      'The Growth plan includes 100 boardroom sessions a month and your company has used 100: upgrade to Enterprise (unlimited sessions) on the billing page (/dashboard/billing)',
    )
    expect(upgradeFor(planById('enterprise'), (p) => p.boardroomSessionsPerMonth)).toBeNull()
  })

  it('sessions are counted from the 1st of the month in UTC', () => {
    expect(monthStartUtc(new Date('2026-03-31T23:30:00-05:00')).toISOString()).toBe('2026-04-01T00:00:00.000Z')
  })
})

describe('Stripe configuration', () => {
  const base = {
    APP_ENV: 'local',
    SUPABASE_URL: 'http://127.0.0.1:54321',
    SUPABASE_ANON_KEY: 'a'.repeat(40),
  } as Bindings
  const full = {
    ...base,
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_STARTER: 'price_s',
    STRIPE_PRICE_GROWTH: 'price_g',
  } as Bindings

  it('nothing set: not configured, every required setting named, nothing purchasable', () => {
    expect(stripeSetup(readConfig({ ...base }).stripe)).toEqual({
      configured: false,
      missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_GROWTH'],
      purchasable: [],
    })
  })

  it('half set: only what is missing is named', () => {
    expect(
      stripeSetup(
        readConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICE_GROWTH: 'price_g' } as Bindings).stripe,
      ).missing,
    ).toEqual(['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER'])
  })

  it('all set: Starter and Growth by card; Enterprise only with its own price', () => {
    expect(stripeSetup(readConfig({ ...full }).stripe)).toEqual({
      configured: true,
      missing: [],
      purchasable: ['starter', 'growth'],
    })
    const withEnterprise = readConfig({ ...full, STRIPE_PRICE_ENTERPRISE: 'price_e' } as Bindings).stripe
    expect(stripeSetup(withEnterprise).purchasable).toEqual(['starter', 'growth', 'enterprise'])
    expect(planForPrice(withEnterprise, 'price_e')).toBe('enterprise')
    expect(planForPrice(withEnterprise, 'price_other')).toBeNull()
  })

  it('a value of the wrong kind stops the Worker with the setting named', () => {
    expect(() => readConfig({ ...base, STRIPE_SECRET_KEY: 'pk_test_publishable' } as Bindings)).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)',
    )
    expect(() => readConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'secret' } as Bindings)).toThrow(
      'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
    )
    expect(() => readConfig({ ...base, STRIPE_PRICE_GROWTH: 'prod_123' } as Bindings)).toThrow(
      'STRIPE_PRICE_GROWTH must be a Stripe price id (price_…)',
    )
  })
})
