// client/lib/storage.ts and the stores built on it (company API keys, route history): validated
// reads, writes that report refusal, never a throw. The unit project runs in Node, so the browser's
// storage is a small fake (or one that refuses everything, as private windows and full quotas do).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from '../../shared/zod'
import { previousRoute, readRouteHistory, recordRoute, ROUTE_HISTORY_KEY } from '../../client/app/route-history'
import { keyEnding, maskKey, readApiKeys, writeApiKeys } from '../../client/features/settings/api-keys'
import { parser, readItem, readJson, writeItem, writeJson } from '../../client/lib/storage'
import { POLICY_VERSION, STORAGE_KEYS } from '../../shared/constants'
import { fakeStorage } from './fake-storage'

const refusing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

afterEach(() => vi.unstubAllGlobals())

describe('storage helpers', () => {
  const Pair = z.object({ a: z.number() })

  it('reads back what it wrote, validated by the schema', () => {
    const local = fakeStorage()
    vi.stubGlobal('localStorage', local)
    expect(writeJson('k', { a: 1 })).toBe(true)
    expect(local.items.get('k')).toBe('{"a":1}')
    expect(readJson('k', Pair)).toEqual({ a: 1 })
  })

  it('gives null for a missing item, bad JSON or a value the schema refuses', () => {
    vi.stubGlobal('localStorage', fakeStorage({ bad: '{not json', wrong: '{"a":"one"}' }))
    expect(readJson('missing', Pair)).toBeNull()
    expect(readJson('bad', Pair)).toBeNull()
    expect(readJson('wrong', Pair)).toBeNull()
  })

  it('accepts a plain function as the parser', () => {
    vi.stubGlobal('localStorage', fakeStorage({ n: '41' }))
    const even = parser((v) => (typeof v === 'number' && v % 2 === 0 ? v : null))
    expect(readJson('n', even)).toBeNull()
    writeJson('n', 42)
    expect(readJson('n', even)).toBe(42)
  })

  it('never throws where storage is refused or missing: reads give null, writes say false', () => {
    vi.stubGlobal('localStorage', refusing)
    expect(readItem('k')).toBeNull()
    expect(readJson('k', Pair)).toBeNull()
    expect(writeJson('k', { a: 1 })).toBe(false)
    expect(writeItem('k', null)).toBe(false)
    vi.unstubAllGlobals()
    // Node has no sessionStorage at all, like the server.
    expect(readItem('k', 'session')).toBeNull()
    expect(writeItem('k', 'v', 'session')).toBe(false)
  })
})

describe('company API keys (spec §3)', () => {
  it('masks all but the last 4 characters, with 4 to 12 dots', () => {
    expect(maskKey('sk-live-1234567890abcd')).toBe('••••••••••••abcd')
    expect(maskKey('12345678')).toBe('••••5678')
    expect(maskKey('abc')).toBe('••••abc')
    expect(keyEnding('sk-live-1234567890abcd')).toBe('abcd')
  })

  it('writes the map and reads it back', () => {
    const local = fakeStorage()
    vi.stubGlobal('localStorage', local)
    expect(writeApiKeys({ openai: 'sk-test-123456789', notion: 'secret_abcdefgh' })).toBe(true)
    expect(JSON.parse(local.items.get(STORAGE_KEYS.companyApiKeys)!)).toEqual({
      openai: 'sk-test-123456789',
      notion: 'secret_abcdefgh',
    })
    expect(readApiKeys()).toEqual({ openai: 'sk-test-123456789', notion: 'secret_abcdefgh' })
  })

  it('reads nothing from a stored value of the wrong shape', () => {
    vi.stubGlobal('localStorage', fakeStorage({ [STORAGE_KEYS.companyApiKeys]: '{"openai":""}' }))
    expect(readApiKeys()).toEqual({})
    vi.stubGlobal('localStorage', fakeStorage({ [STORAGE_KEYS.companyApiKeys]: '["sk-1"]' }))
    expect(readApiKeys()).toEqual({})
  })

  it('reports a refused write instead of throwing, and loses nothing stored', () => {
    const local = fakeStorage({ [STORAGE_KEYS.companyApiKeys]: '{"openai":"sk-test-123456789"}' })
    vi.stubGlobal('localStorage', { ...local, setItem: refusing.setItem })
    expect(writeApiKeys({ openai: 'sk-test-123456789', notion: 'secret_abcdefgh' })).toBe(false)
    expect(readApiKeys()).toEqual({ openai: 'sk-test-123456789' })
  })
})

describe('recent route history (spec §9) is kept as strictly necessary, whatever the cookie choice', () => {
  const consent = (preferences: boolean) =>
    JSON.stringify({
      necessary: true,
      preferences,
      analytics: false,
      marketing: false,
      timestamp: '2026-11-21T10:00:00.000Z',
      version: POLICY_VERSION,
    })

  function browser(preferences: boolean | null) {
    vi.stubGlobal(
      'localStorage',
      fakeStorage(preferences === null ? {} : { [STORAGE_KEYS.cookieConsent]: consent(preferences) }),
    )
    const session = fakeStorage()
    vi.stubGlobal('sessionStorage', session)
    return session
  }

  it('records visits without a choice, with "Necessary only" and with Preferences on alike', () => {
    for (const choice of [null, false, true]) {
      browser(choice)
      for (const path of ['/pricing', '/features', '/features', '/faq']) recordRoute(path)
      expect(readRouteHistory(), String(choice)).toEqual(['/pricing', '/features', '/faq'])
      expect(previousRoute('/faq')).toBe('/features')
      expect(previousRoute('/not-found')).toBe('/faq')
    }
  })

  it('keeps the last 10 paths only, in session storage', () => {
    const session = browser(false)
    for (let i = 1; i <= 12; i++) recordRoute(`/page-${i}`)
    expect(readRouteHistory()).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${i + 3}`))
    expect(JSON.parse(session.items.get(ROUTE_HISTORY_KEY)!)).toHaveLength(10)
  })

  it('never offers a way off the site', () => {
    const session = browser(true)
    recordRoute('//evil.example/phish')
    expect(session.items.has(ROUTE_HISTORY_KEY)).toBe(false)
    session.items.set(
      ROUTE_HISTORY_KEY,
      JSON.stringify(['/pricing', '//evil.example', '/\\evil.example', 'https://evil.example', 42]),
    )
    expect(readRouteHistory()).toEqual(['/pricing'])
  })
})
