import {
  AuthRetryableFetchError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createQueryClient, outageRefetchInterval, retryDelay } from '../../client/app/query-client'
import { DataError, describeError, isUnreachable } from '../../client/lib/errors'
import { pushRoute } from '../../client/app/route-history'
import { shouldLog } from '../../client/lib/logger'
import { CriticalAppError } from '../../client/lib/critical-error'
import {
  APP_NAME,
  COOKIE_BANNER_DELAY_MS,
  DEFAULT_THEME,
  LOG_MIN_LEVEL,
  MUTATION_RETRIES,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
  ROUTE_HISTORY_SIZE,
  SESSION_KEYS,
  STORAGE_KEYS,
  THEMES,
  TOAST,
} from '../../shared/constants'

/** A default `retry` option, as the function the client sets. */
const retryOf = (retry: unknown) => retry as (failures: number, error: unknown) => boolean

describe('spec §9 constants', () => {
  it('are the spec’s numbers', () => {
    expect(TOAST).toEqual({ durationMs: 4000, visibleToasts: 3, widthPx: 356, gapPx: 14, position: 'top-right' })
    expect(QUERY_STALE_TIME_MS).toBe(300_000)
    expect([QUERY_RETRIES, MUTATION_RETRIES]).toEqual([3, 1])
    expect(ROUTE_HISTORY_SIZE).toBe(10)
    expect(LOG_MIN_LEVEL).toBe('info')
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000)
  })

  it('theme: light, dark or system, default dark (§4, §9)', () => {
    expect(THEMES).toEqual(['light', 'dark', 'system'])
    expect(DEFAULT_THEME).toBe('dark')
  })

  // The rule, not a second copy of the list: every key is the product's name, then its own name in
  // kebab case, so no other site's key on the same origin is ever read or overwritten.
  it('browser storage keys are product-specific (§4, §7)', () => {
    const productKey = (name: string) =>
      `${APP_NAME.toLowerCase().replace(/ /g, '-')}.${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
    for (const keys of [STORAGE_KEYS, SESSION_KEYS])
      for (const [name, key] of Object.entries(keys)) expect(key, name).toBe(productKey(name))
    // Browsers already hold data under this prefix: renaming the product must not orphan it.
    expect(STORAGE_KEYS.cookieConsent).toBe('boardroom-ai.cookie-consent')
    expect(Object.keys(STORAGE_KEYS)).toEqual(
      expect.arrayContaining(['theme', 'cookieConsent', 'accessibility', 'companyApiKeys']),
    )
  })
})

describe('data fetching (spec §9)', () => {
  it('queries: fresh 5 minutes, 3 retries; mutations: 1 retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries?.staleTime).toBe(300_000)
    const retries = (retry: unknown, error: unknown) => [0, 1, 2, 3, 4].filter((n) => retryOf(retry)(n, error)).length
    expect(retries(queries?.retry, new Error('timeout'))).toBe(3)
    expect(retries(mutations?.retry, new Error('timeout'))).toBe(1)
  })

  it('a critical error is never retried: retrying cannot repair it', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    const critical = new CriticalAppError('Ledger corrupt', 'LEDGER_CORRUPT')
    expect(retryOf(queries?.retry)(0, critical)).toBe(false)
    expect(retryOf(mutations?.retry)(0, critical)).toBe(false)
  })

  it('a refusal (HTTP 4xx) is never retried; timeouts, rate limits and failures without a status are', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    const retried = (status?: number) =>
      retryOf(queries?.retry)(0, Object.assign(new Error('x'), status === undefined ? {} : { status }))
    expect([403, 400, 404, 409, 401].map(retried)).toEqual([false, false, false, false, false])
    expect([408, 429, 500, 503, undefined].map(retried)).toEqual([true, true, true, true, true])
    expect(
      retryOf(mutations?.retry)(0, Object.assign(new Error('Only an admin can change a role'), { status: 403 })),
    ).toBe(false)
  })

  it('retry delay doubles and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('an outage is the server unreachable or failing, never an answer it gave', () => {
    const outages = [
      new DataError('TypeError: Failed to fetch', '', 0), // supabase-js: the request never arrived
      new DataError('We could not reach the server. Check your connection and try again.', 'fetch_failed', 0), // callWorker
      new DataError('The sign-in service could not be reached. Try again shortly.', 'auth_unavailable', 502), // the Worker, backend down
      new DataError('upstream', '', 503),
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new AuthRetryableFetchError('Failed to fetch', 0),
    ]
    const answers = [
      new DataError('new row violates row-level security policy', '42501', 403),
      new DataError('JSON object requested, multiple (or no) rows returned', 'PGRST116', 406),
      new DataError('Only an admin can change a role', 'P0001', 0), // a refusal thrown without its status still has its code
      new DataError('Set up your company first', 'no_company', 409),
      new Error('Something else'),
      null,
    ]
    expect(outages.map(isUnreachable)).toEqual(outages.map(() => true))
    expect(answers.map(isUnreachable)).toEqual(answers.map(() => false))
  })

  it('a query that failed for an outage is fetched again on the back-off until it loads; other failures wait for the user', () => {
    const { queries } = createQueryClient().getDefaultOptions()
    expect(queries?.refetchInterval).toBe(outageRefetchInterval)
    const state = (status: 'error' | 'success', error: unknown, errorUpdateCount: number) =>
      ({ state: { status, error, errorUpdateCount } }) as never
    const down = new DataError('TypeError: Failed to fetch', '', 0)
    expect([1, 2, 3, 4, 5, 9].map((n) => outageRefetchInterval(state('error', down, n)))).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000,
    ])
    expect(outageRefetchInterval(state('error', new DataError('denied', '42501', 403), 1))).toBe(false)
    expect(outageRefetchInterval(state('success', null, 3))).toBe(false)
  })
})

describe('recent route history', () => {
  it('keeps the last 10 entries and skips repeats of the current page', () => {
    let history: string[] = []
    for (let i = 1; i <= 12; i++) history = pushRoute(history, `/p${i}`)
    expect(history).toEqual(['/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11', '/p12'])
    expect(pushRoute(history, '/p12')).toBe(history)
  })
})

describe('logger', () => {
  it('logs info and above, not debug', () => {
    expect(['debug', 'info', 'warn', 'error'].map((l) => shouldLog(l as 'debug'))).toEqual([false, true, true, true])
  })
})

describe('function-call errors (spec §8), with supabase-js’s own error classes', () => {
  it('tells fetch, relay and HTTP errors apart (client/lib/errors.ts)', () => {
    const fetchError = new FunctionsFetchError(new TypeError('Failed to fetch'))
    const relayError = new FunctionsRelayError(new Response(null, { status: 502 }))
    const httpError = new FunctionsHttpError(new Response('{"error":"quota"}', { status: 429 }))
    expect([fetchError, relayError].map((e) => describeError(e))).toEqual([
      { kind: 'network', message: 'We could not reach the server. Check your connection and try again.' },
      { kind: 'network', message: 'We could not reach the server. Check your connection and try again.' },
    ])
    expect(describeError(httpError, { action: 'send', what: 'the request' })).toEqual({
      kind: 'refused',
      message: 'The request was not sent: the service answered with an error (HTTP 429).',
    })
  })
})

describe('a feature folder holds its own screens and data access; shared code lives in client/lib and client/ui', () => {
  // A feature may use another feature's data access (its api.ts or queries.ts, or a
  // *-api.ts / *-queries.ts beside them: the hooks that read and write its tables) and its public
  // index (features/x/index.ts: what it offers other features to show); anything else it takes
  // from another feature is listed here, by the file taken and why, until it moves to client/lib
  // or client/ui or into that feature's index. The list may only shrink: an entry nothing imports
  // any more fails too, so it is removed.
  const ALLOWED: Record<string, string> = {
    // one screen shows a part of another's
    'boardroom/debate-view': 'a debate, shown where an executive asks for the boardroom',
    'executives/brief-view': 'a brief, shown on the insight screens',
    'scores/icp-form': 'the ideal customer profile on the company set-up screen',
    'scores/why-score': 'a lead’s score on the lead page',
    'calls/lead-calls': 'a lead’s calls on the lead page',
    'billing/stripe-sections': 'the checkout of a campaign payment',
    'admin/announcement': 'the announcement text on the settings screen',
    'campaigns/performance': 'the company’s campaign performance, shown on the analytics screen',
  }

  const root = new URL('../../client/features/', import.meta.url)
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f))
  const taken = new Map<string, Set<string>>() // 'feature/file' → the features that take it
  for (const file of files) {
    const feature = file.split('/')[0]!
    for (const [, path] of readFileSync(new URL(file, root), 'utf8').matchAll(
      /from '\.\.\/([a-z-]+(?:\/[\w./-]+)?)'/g,
    )) {
      const target = path!.includes('/') ? path! : `${path}/index` // '../auth' is auth's public index
      if (target.split('/')[0] === feature) continue
      if (!taken.has(target)) taken.set(target, new Set())
      taken.get(target)!.add(feature)
    }
  }

  it('no feature takes another feature’s internals beyond its data access, its public index and the listed exceptions', () => {
    const unlisted = [...taken.keys()].filter((t) => !/[/-](api|queries)$|\/index$/.test(t) && !(t in ALLOWED))
    expect(unlisted.map((t) => `${[...taken.get(t)!].join(', ')} → features/${t}`)).toEqual([])
  })

  it('every listed exception is still taken (remove it once it has moved)', () => {
    expect(Object.keys(ALLOWED).filter((t) => !taken.has(t))).toEqual([])
  })

  // the session lives in features/auth: the client, the membership and the profile read it
  const SESSION_READERS = ['lib/supabase.ts', 'lib/membership.ts', 'lib/profile.ts']
  it('client/lib and client/ui take nothing from a feature but the session (lib/supabase.ts: its storage key; lib/membership.ts, lib/profile.ts: the user)', () => {
    const shared = ['lib', 'ui'].flatMap((dir) =>
      (readdirSync(new URL(`../../client/${dir}/`, import.meta.url)) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => `${dir}/${f}`),
    )
    const offenders = shared.filter((f) => {
      const text = readFileSync(new URL(`../../client/${f}`, import.meta.url), 'utf8')
      const taken = [...text.matchAll(/from '\.\.\/features\/([\w./-]+)'/g)].map((m) => m[1]!)
      return taken.some((t) => !(SESSION_READERS.includes(f) && t.startsWith('auth/')))
    })
    expect(offenders).toEqual([])
  })
})
