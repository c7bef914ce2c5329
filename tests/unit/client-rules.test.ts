import { describe, expect, it } from 'vitest'
import { createQueryClient, retryDelay } from '../../client/app/query-client'
import { pushRoute } from '../../client/app/route-history'
import { describeFunctionError, functionErrorKind } from '../../client/lib/function-errors'
import { shouldLog } from '../../client/lib/logger'
import { MUTATION_RETRIES, QUERY_RETRIES, QUERY_STALE_TIME_MS, ROUTE_HISTORY_SIZE, TOAST, LOG_MIN_LEVEL } from '../../shared/constants'

describe('spec §9 constants', () => {
  it('are the spec’s numbers', () => {
    expect(TOAST).toEqual({ durationMs: 4000, visibleToasts: 3, widthPx: 356, gapPx: 14, position: 'top-right' })
    expect(QUERY_STALE_TIME_MS).toBe(300_000)
    expect([QUERY_RETRIES, MUTATION_RETRIES]).toEqual([3, 1])
    expect(ROUTE_HISTORY_SIZE).toBe(10)
    expect(LOG_MIN_LEVEL).toBe('info')
  })
})

describe('data fetching (spec §9)', () => {
  it('queries: fresh 5 minutes, 3 retries; mutations: 1 retry', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({ staleTime: 300_000, retry: 3 })
    expect(defaults.mutations).toMatchObject({ retry: 1 })
  })

  it('retry delay doubles and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
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

describe('function-call errors (spec §8)', () => {
  const named = (name: string, extra = {}) => Object.assign(new Error('x'), { name, ...extra })
  it('tells fetch, relay and HTTP errors apart', () => {
    expect(functionErrorKind(named('FunctionsFetchError'))).toBe('fetch')
    expect(functionErrorKind(named('FunctionsRelayError'))).toBe('relay')
    expect(functionErrorKind(named('FunctionsHttpError'))).toBe('http')
    expect(describeFunctionError(named('FunctionsFetchError'))).toBe('The request could not be sent. Check your connection and try again.')
    expect(describeFunctionError(named('FunctionsRelayError'))).toBe('The service relaying the request failed. Try again in a moment.')
    expect(describeFunctionError(named('FunctionsHttpError', { context: { status: 502 } }))).toBe(
      'The service answered with an error (HTTP 502). Try again, or contact support if it persists.',
    )
    expect(describeFunctionError(new Error('Quota exceeded'))).toBe('Quota exceeded')
  })
})
