// The Marketing consent category's one use: the campaign a visitor landed from, kept only with
// consent, first campaign wins within 30 days, forgotten on withdrawal, sent with a sign-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attributionFrom, describeAttribution, freshAttribution } from '../../shared/attribution'
import { POLICY_VERSION, STORAGE_KEYS } from '../../shared/constants'

function fakeStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  }
}
const consent = (marketing: boolean) =>
  JSON.stringify({
    necessary: true,
    preferences: false,
    analytics: false,
    marketing,
    timestamp: new Date().toISOString(),
    version: POLICY_VERSION,
  })

describe('attributionFrom', () => {
  it('reads utm_source, utm_medium and utm_campaign, lower-cased; ref stands in for a missing source', () => {
    expect(attributionFrom('?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-launch')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring-launch',
    })
    expect(attributionFrom('?ref=partner42')).toEqual({ source: 'partner42', medium: null, campaign: null })
  })
  it('ignores an address without a valid source, and drops parts that are not short tokens', () => {
    expect(attributionFrom('?utm_campaign=spring')).toBeNull()
    expect(attributionFrom('?utm_source=%3Cscript%3E')).toBeNull()
    expect(attributionFrom(`?utm_source=ads&utm_medium=a%20b&utm_campaign=${'x'.repeat(101)}`)).toEqual({
      source: 'ads',
      medium: null,
      campaign: null,
    })
  })
  it('names it for the admin area', () => {
    expect(describeAttribution({ source: 'newsletter', medium: null, campaign: 'spring' })).toBe('newsletter / spring')
  })
})

describe('freshAttribution', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('keeps a well-formed value up to 30 days old', () => {
    const v = { source: 'ads', medium: null, campaign: 'q4', landedAt: '2026-10-24T12:00:00Z' }
    expect(freshAttribution(v, now)).toEqual(v)
    expect(freshAttribution({ ...v, landedAt: '2026-10-24T11:59:59Z' }, now)).toBeNull()
    expect(freshAttribution({ ...v, landedAt: '2026-11-24T00:00:00Z' }, now)).toBeNull()
    expect(freshAttribution({ ...v, source: 'a b' }, now)).toBeNull()
    expect(freshAttribution('ads', now)).toBeNull()
  })
})

describe('the browser side (client/app/attribution.ts)', () => {
  let local: ReturnType<typeof fakeStorage>
  beforeEach(() => {
    vi.resetModules()
    local = fakeStorage()
    vi.stubGlobal('localStorage', local)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('without Marketing consent nothing is stored and a sign-up carries nothing', async () => {
    local.setItem(STORAGE_KEYS.cookieConsent, consent(false))
    const { noteCampaign, signupAttribution } = await import('../../client/app/attribution')
    noteCampaign('?utm_source=newsletter')
    expect(local.items.has(STORAGE_KEYS.campaign)).toBe(false)
    expect(signupAttribution()).toBeNull()
  })

  it('consent given later on the same page keeps the campaign it landed from; the first campaign wins', async () => {
    const { noteCampaign, campaignConsentChanged, signupAttribution } = await import('../../client/app/attribution')
    noteCampaign('?utm_source=newsletter&utm_campaign=spring')
    expect(local.items.has(STORAGE_KEYS.campaign)).toBe(false)
    local.setItem(STORAGE_KEYS.cookieConsent, consent(true))
    campaignConsentChanged(true)
    noteCampaign('?utm_source=ads')
    expect(signupAttribution()).toEqual({ source: 'newsletter', medium: null, campaign: 'spring' })
  })

  it('withdrawing Marketing consent forgets it', async () => {
    local.setItem(STORAGE_KEYS.cookieConsent, consent(true))
    const { noteCampaign, campaignConsentChanged, signupAttribution } = await import('../../client/app/attribution')
    noteCampaign('?utm_source=newsletter')
    expect(local.items.has(STORAGE_KEYS.campaign)).toBe(true)
    local.setItem(STORAGE_KEYS.cookieConsent, consent(false))
    campaignConsentChanged(false)
    expect(local.items.has(STORAGE_KEYS.campaign)).toBe(false)
    expect(signupAttribution()).toBeNull()
  })
})
