// spec §3/§4/§5/§9 cookie consent: the record in local storage (validated, versioned, necessary
// always on), change notifications, and the GDPR notice's random decision. The unit project runs
// in Node: a tiny in-memory localStorage and an EventTarget standing in for window.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ALL_CONSENT,
  CONSENT_EVENT,
  GDPR_NOTICE_PROBABILITY,
  hasAnalyticsConsent,
  NO_OPTIONAL_CONSENT,
  onConsentChange,
  parseConsent,
  readConsent,
  saveConsent,
  shouldShowGdprNotice,
} from '../../client/app/consent'
import { COOKIE_BANNER_DELAY_MS, POLICY_VERSION, STORAGE_KEYS } from '../../shared/constants'
import { ConsentSchema, consentRecord, type ConsentRecord } from '../../shared/preferences'
import { fakeStorage, throwingStorage } from './fake-storage'

const KEY = STORAGE_KEYS.cookieConsent

let storage: ReturnType<typeof fakeStorage>
let win: EventTarget
beforeEach(() => {
  storage = fakeStorage()
  win = new EventTarget()
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', win)
})
afterEach(() => vi.unstubAllGlobals())

const valid: ConsentRecord = {
  necessary: true,
  preferences: true,
  analytics: false,
  marketing: true,
  timestamp: '2026-11-21T10:00:00.000Z',
  version: POLICY_VERSION,
}
const store = (value: unknown) => storage.items.set(KEY, typeof value === 'string' ? value : JSON.stringify(value))

/** What another tab's write looks like here: a 'storage' event (StorageEvent does not exist in Node). */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })

describe('spec constants', () => {
  it('the banner waits 1 s; consent has its own product-specific key', () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000)
    expect(KEY).toBe('boardroom-ai.cookie-consent')
  })
})

describe('parseConsent agrees with the shared schema (consent.ts avoids zod in the first load)', () => {
  const field = fc.oneof(
    fc.boolean(),
    fc.constant(undefined),
    fc.constant(null),
    fc.integer(),
    fc.string(),
    fc.constant('true'),
  )
  const candidate = fc.record(
    {
      necessary: field,
      preferences: field,
      analytics: field,
      marketing: field,
      timestamp: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.string(),
        fc.integer(),
      ),
      version: fc.oneof(fc.constant(POLICY_VERSION), fc.constant('2025-01-01'), fc.string(), fc.constant(undefined)),
    },
    { requiredKeys: [] },
  )

  it('accepts exactly what ConsentSchema accepts (current version, readable timestamp) and gives the same record', () => {
    fc.assert(
      fc.property(fc.oneof(candidate, fc.anything()), (value) => {
        const schema = ConsentSchema.safeParse(value)
        const expected =
          schema.success && schema.data.version === POLICY_VERSION && !Number.isNaN(Date.parse(schema.data.timestamp))
            ? schema.data
            : null
        expect(parseConsent(value)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('saveConsent builds the record consentRecord builds', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.date({ noInvalidDate: true, min: new Date(0) }),
        (preferences, analytics, marketing, now) => {
          const choice = { preferences, analytics, marketing }
          expect(saveConsent(choice, now)).toEqual(consentRecord(choice, now))
        },
      ),
    )
  })
})

describe('readConsent', () => {
  it('is null when nothing is stored', () => {
    expect(readConsent()).toBeNull()
    expect(hasAnalyticsConsent()).toBe(false)
  })

  it('reads a valid record of the current policy version', () => {
    store(valid)
    expect(readConsent()).toEqual(valid)
  })

  it('is null for invalid records, so the banner asks again', () => {
    for (const raw of ['{not json', 'null', '"yes"', '[]', '42', 'true']) {
      store(raw)
      expect(readConsent(), raw).toBeNull()
    }
    const bad: unknown[] = [
      {},
      { ...valid, analytics: 'yes' },
      { ...valid, preferences: undefined },
      { ...valid, marketing: 1 },
      { ...valid, timestamp: undefined },
      { ...valid, timestamp: 'yesterday' },
      { ...valid, version: undefined },
      { ...valid, version: 20261120 },
    ]
    for (const value of bad) {
      store(value)
      expect(readConsent(), JSON.stringify(value)).toBeNull()
    }
  })

  it('is null for a record saved under another policy version', () => {
    store({ ...valid, version: '2025-01-01' })
    expect(readConsent()).toBeNull()
    store({ ...valid, analytics: true, version: `${POLICY_VERSION}-draft` })
    expect(hasAnalyticsConsent()).toBe(false)
  })

  it('necessary is always true, even if stored false or missing', () => {
    store({ ...valid, necessary: false })
    expect(readConsent()?.necessary).toBe(true)
    const { necessary: _, ...withoutNecessary } = valid
    store(withoutNecessary)
    expect(readConsent()?.necessary).toBe(true)
    expect(parseConsent({ ...valid, necessary: 'no' })?.necessary).toBe(true)
  })

  it('drops unknown fields', () => {
    store({ ...valid, tracking: true })
    expect(readConsent()).toEqual(valid)
  })

  it('tolerates storage that throws or does not exist', () => {
    vi.stubGlobal('localStorage', throwingStorage)
    expect(readConsent()).toBeNull()
    vi.stubGlobal('localStorage', undefined)
    expect(readConsent()).toBeNull()
  })
})

describe('saveConsent', () => {
  it('writes {necessary: true, …choice, timestamp, version} under the product key', () => {
    const now = new Date('2026-11-22T08:30:00.000Z')
    const record = saveConsent({ preferences: false, analytics: true, marketing: false }, now)
    const expected = {
      necessary: true,
      preferences: false,
      analytics: true,
      marketing: false,
      timestamp: now.toISOString(),
      version: POLICY_VERSION,
    }
    expect(record).toEqual(expected)
    expect(JSON.parse(storage.items.get(KEY) ?? '')).toEqual(expected)
    expect(ConsentSchema.parse(JSON.parse(storage.items.get(KEY) ?? ''))).toEqual(expected)
    expect(readConsent()).toEqual(expected)
    expect(hasAnalyticsConsent()).toBe(true)
  })

  it('stamps the current time by default', () => {
    const before = Date.now()
    const { timestamp } = saveConsent(NO_OPTIONAL_CONSENT)
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(timestamp)).toBeLessThanOrEqual(Date.now())
  })

  it('accept all and necessary only', () => {
    expect(saveConsent(ALL_CONSENT)).toMatchObject({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
    })
    expect(saveConsent(NO_OPTIONAL_CONSENT)).toMatchObject({
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
    })
    expect(hasAnalyticsConsent()).toBe(false)
  })

  it('necessary cannot be switched off by the caller', () => {
    const sneaky = {
      necessary: false,
      preferences: true,
      analytics: false,
      marketing: false,
    } as unknown as typeof ALL_CONSENT
    expect(saveConsent(sneaky).necessary).toBe(true)
    expect(JSON.parse(storage.items.get(KEY) ?? '').necessary).toBe(true)
  })

  it('replaces an old-version record, so the banner stops asking', () => {
    store({ ...valid, version: '2020-01-01' })
    expect(readConsent()).toBeNull()
    saveConsent(ALL_CONSENT)
    expect(readConsent()?.version).toBe(POLICY_VERSION)
  })

  it('still applies to this page when storage cannot be written', () => {
    vi.stubGlobal('localStorage', throwingStorage)
    expect(() => saveConsent({ preferences: false, analytics: true, marketing: false })).not.toThrow()
    expect(readConsent()).toMatchObject({ necessary: true, analytics: true })
    expect(hasAnalyticsConsent()).toBe(true)
    // Once storage works again, what it holds counts.
    vi.stubGlobal('localStorage', storage)
    saveConsent(NO_OPTIONAL_CONSENT)
    storage.items.delete(KEY)
    expect(readConsent()).toBeNull()
  })
})

describe('onConsentChange', () => {
  it('fires with the saved record in this tab, and no more once unsubscribed', () => {
    const listener = vi.fn()
    const stop = onConsentChange(listener)
    const record = saveConsent(ALL_CONSENT)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenLastCalledWith(record)

    stop()
    saveConsent(NO_OPTIONAL_CONSENT)
    win.dispatchEvent(storageEvent(KEY))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('saving dispatches the boardroom-ai:consent event on window with the record', () => {
    expect(CONSENT_EVENT).toBe('boardroom-ai:consent')
    const seen: unknown[] = []
    win.addEventListener(CONSENT_EVENT, (e) => seen.push((e as CustomEvent).detail))
    const record = saveConsent(ALL_CONSENT)
    expect(seen).toEqual([record])
  })

  it('follows other tabs through the storage event (its key, or a cleared storage)', () => {
    const listener = vi.fn()
    const stop = onConsentChange(listener)

    store({ ...valid, analytics: true })
    win.dispatchEvent(storageEvent(KEY))
    expect(listener).toHaveBeenLastCalledWith({ ...valid, analytics: true })

    win.dispatchEvent(storageEvent(STORAGE_KEYS.theme))
    expect(listener).toHaveBeenCalledTimes(1)

    storage.clear()
    win.dispatchEvent(storageEvent(null))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(listener).toHaveBeenLastCalledWith(null)
    stop()
  })

  it('analytics consent can be given and withdrawn', () => {
    const states: boolean[] = []
    const stop = onConsentChange(() => states.push(hasAnalyticsConsent()))
    saveConsent({ preferences: false, analytics: true, marketing: false })
    saveConsent({ preferences: false, analytics: false, marketing: false })
    stop()
    expect(states).toEqual([true, false])
  })

  it('is a no-op without a window (server rendering)', () => {
    vi.stubGlobal('window', undefined)
    const stop = onConsentChange(() => {})
    expect(stop).toBeTypeOf('function')
    expect(() => stop()).not.toThrow()
    expect(() => saveConsent(ALL_CONSENT)).not.toThrow()
  })
})

describe('GDPR notice (spec §9: shown at random)', () => {
  it('is decided by the injected random number: shown below 0.5, hidden from 0.5', () => {
    expect(GDPR_NOTICE_PROBABILITY).toBe(0.5)
    expect(shouldShowGdprNotice(() => 0)).toBe(true)
    expect(shouldShowGdprNotice(() => 0.49)).toBe(true)
    expect(shouldShowGdprNotice(() => 0.5)).toBe(false)
    expect(shouldShowGdprNotice(() => 0.99)).toBe(false)
  })

  it('draws exactly one number per decision', () => {
    const random = vi.fn(() => 0.2)
    shouldShowGdprNotice(random)
    expect(random).toHaveBeenCalledTimes(1)
  })

  it('defaults to Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.9)
    expect(shouldShowGdprNotice()).toBe(false)
    spy.mockReturnValue(0.1)
    expect(shouldShowGdprNotice()).toBe(true)
    spy.mockRestore()
  })
})
