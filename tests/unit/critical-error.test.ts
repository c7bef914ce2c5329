// spec §3, §4 critical errors: what counts as critical, that only a critical error reaches the
// dialog's listener, and that a query or mutation failing with one publishes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../client/app/query-client'
import {
  CriticalAppError,
  isCriticalError,
  onCriticalError,
  publishCriticalError,
  type CriticalError,
} from '../../client/lib/critical-error'

let received: CriticalError[]
let stop: () => void
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget())
  received = []
  stop = onCriticalError((e) => received.push(e))
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

describe('critical errors', () => {
  it('are values with isCritical true, a message and a code', () => {
    expect(isCriticalError({ message: 'Ledger unreadable', code: 'LEDGER_503', isCritical: true })).toBe(true)
    expect(isCriticalError(new CriticalAppError('Ledger unreadable', 'LEDGER_503'))).toBe(true)
    for (const other of [
      { message: 'Ledger unreadable', code: 'LEDGER_503', isCritical: false },
      { message: 'Ledger unreadable', code: 'LEDGER_503' },
      { message: 'Ledger unreadable', code: 'LEDGER_503', isCritical: 'yes' },
      { message: '', code: 'LEDGER_503', isCritical: true },
      { message: 'Ledger unreadable', code: 42, isCritical: true },
      new Error('Ledger unreadable'),
      null,
      'LEDGER_503',
    ]) {
      expect(isCriticalError(other), JSON.stringify(other)).toBe(false)
    }
  })

  it('publishing a critical error reaches the listener with its message and code', () => {
    expect(publishCriticalError(new CriticalAppError('Ledger unreadable', 'LEDGER_503'))).toBe(true)
    expect(received).toEqual([{ message: 'Ledger unreadable', code: 'LEDGER_503', isCritical: true }])
  })

  it('a non-critical error is not published', () => {
    expect(publishCriticalError({ message: 'Slow network', code: 'NET_SLOW', isCritical: false })).toBe(false)
    expect(received).toEqual([])
  })

  it('the listener ignores events of any other shape, whoever dispatched them', () => {
    for (const detail of [
      { message: 'Slow network', code: 'NET_SLOW', isCritical: false },
      { isCritical: true },
      null,
      'boom',
    ]) {
      window.dispatchEvent(new CustomEvent('boardroom-ai:critical-error', { detail }))
    }
    expect(received).toEqual([])
  })
})

describe('critical errors from data fetching', () => {
  it('a query that fails with a critical error publishes it, once, without retrying', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn(async () => {
      throw new CriticalAppError('Ledger unreadable', 'LEDGER_503')
    })
    await expect(client.fetchQuery({ queryKey: ['ledger'], queryFn })).rejects.toThrow('Ledger unreadable')
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(received).toEqual([{ message: 'Ledger unreadable', code: 'LEDGER_503', isCritical: true }])
  })

  it('a mutation that fails with a critical error publishes it', async () => {
    const client = createQueryClient()
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new CriticalAppError('Billing state lost', 'BILLING_STATE')
      },
    })
    await expect(mutation.execute(undefined)).rejects.toThrow('Billing state lost')
    expect(received).toEqual([{ message: 'Billing state lost', code: 'BILLING_STATE', isCritical: true }])
  })

  it('an ordinary failure is left to the screen that asked', async () => {
    const client = createQueryClient()
    await expect(
      client.fetchQuery({
        queryKey: ['leads'],
        queryFn: async () => Promise.reject(new Error('timeout')),
        retry: false,
      }),
    ).rejects.toThrow('timeout')
    expect(received).toEqual([])
  })
})
