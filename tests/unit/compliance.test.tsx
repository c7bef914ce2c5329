// @vitest-environment jsdom
// The compliance centre (spec §3, §4, §8, §9): its steps take the spec's times, a first check
// finds the two updates, a refused write leaves the record as it was, and each step's toast
// (through the centre's own hook) says what spec §8 says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../client/app/notify'
import { COMPLIANCE_CHECK_INTERVAL_DAYS, COMPLIANCE_DELAYS_MS } from '../../shared/constants'
import {
  COMPLIANCE_UPDATES,
  createComplianceService,
  isCheckDue,
  nextCheckDue,
  type ComplianceRecord,
  type ComplianceService,
  type RecordStore,
} from '../../client/features/compliance/compliance-service'
import { COMPLIANCE_NOTICES, useCompliance } from '../../client/features/compliance/use-compliance'

vi.mock('../../client/app/notify', () => ({ notify: vi.fn(async () => undefined) }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function fixture({ refuseWrites = false } = {}) {
  let stored: ComplianceRecord | null = null
  const slept: number[] = []
  const store: RecordStore = {
    read: () => stored,
    write: (r) => {
      if (refuseWrites) return false
      stored = r
      return true
    },
  }
  const service = createComplianceService({
    store,
    sleep: async (ms) => void slept.push(ms),
    now: () => new Date('2026-11-23T12:00:00Z'),
  })
  return { service, slept, stored: () => stored }
}

describe('compliance centre (spec §4 timings)', () => {
  it('loading takes 1.5 s, a check 1.5 s, one update 2 s, all updates 3 s, auto-updates 1 s', async () => {
    expect(COMPLIANCE_DELAYS_MS).toEqual({ load: 1500, check: 1500, applyOne: 2000, applyAll: 3000, autoUpdates: 1000 })
    const { service, slept } = fixture()
    await service.load()
    await service.check()
    await service.apply('gdpr-update')
    await service.applyAll()
    await service.setAutoUpdates(true)
    expect(slept).toEqual([1500, 1500, 2000, 3000, 1000])
  })

  it('a first check finds the two pending updates, gdpr-update and ccpa-update (spec §3)', async () => {
    const { service } = fixture()
    const { pending, record } = await service.check()
    expect(pending.map((u) => u.id)).toEqual(['gdpr-update', 'ccpa-update'])
    expect(record.lastCheckedAt).toBe('2026-11-23T12:00:00.000Z')
  })

  it('applied updates are no longer pending', async () => {
    const { service } = fixture()
    await service.apply('ccpa-update')
    expect((await service.check()).pending.map((u) => u.id)).toEqual(['gdpr-update'])
    await service.applyAll()
    expect((await service.check()).pending).toEqual([])
  })

  it('checks every 30 days by default (spec §9); a check is due when none ran or the interval passed', async () => {
    expect(COMPLIANCE_CHECK_INTERVAL_DAYS).toBe(30)
    const { service } = fixture()
    const fresh = await service.load()
    expect(fresh.intervalDays).toBe(30)
    expect(isCheckDue(fresh, new Date())).toBe(true)
    const { record } = await service.check()
    expect(nextCheckDue(record)?.toISOString()).toBe('2026-12-23T12:00:00.000Z')
    expect(isCheckDue(record, new Date('2026-12-23T11:59:59Z'))).toBe(false)
    expect(isCheckDue(record, new Date('2026-12-23T12:00:00Z'))).toBe(true)
    expect((await service.schedule(7)).intervalDays).toBe(7)
    await expect(service.schedule(0)).rejects.toThrow('The interval must be between 1 and 365 days')
  })

  it('a write the browser refuses fails the step and changes nothing', async () => {
    const { service, stored } = fixture({ refuseWrites: true })
    await expect(service.apply('gdpr-update')).rejects.toThrow('This browser refused to store the compliance record')
    await expect(service.applyAll()).rejects.toThrow()
    await expect(service.setAutoUpdates(true)).rejects.toThrow()
    await expect(service.schedule(14)).rejects.toThrow()
    expect(stored()).toBeNull()
  })
})

/** The centre's hook over `service`, mounted as the page mounts it; `run` performs one step and answers the toasts it raised. */
async function mountCompliance(service: ComplianceService) {
  let hook!: ReturnType<typeof useCompliance>
  function Probe() {
    hook = useCompliance(service)
    return null
  }
  const root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    ),
  )
  const run = async (step: (h: typeof hook) => Promise<unknown>) => {
    vi.mocked(notify).mockClear()
    await act(async () => void (await step(hook).catch(() => undefined)))
    return vi.mocked(notify).mock.calls.map(([type, message]) => `${type}: ${message}`)
  }
  return { run, unmount: () => act(async () => root.unmount()) }
}

describe('compliance centre toasts (spec §8)', () => {
  let unmount: () => Promise<void>
  afterEach(() => unmount?.())

  it('a check that finds updates, auto-updates on and off, and a new schedule each say so', async () => {
    const centre = await mountCompliance(fixture().service)
    unmount = centre.unmount
    expect(await centre.run((h) => h.check.mutateAsync())).toEqual(['success: Compliance updates found'])
    expect(await centre.run((h) => h.autoUpdates.mutateAsync(true))).toEqual(['success: Auto-updates enabled'])
    expect(await centre.run((h) => h.autoUpdates.mutateAsync(false))).toEqual(['success: Auto-updates disabled'])
    expect(await centre.run((h) => h.schedule.mutateAsync(30))).toEqual([
      'success: Compliance check scheduled every 30 days',
    ])
  })

  it('a step the browser refuses says which step failed', async () => {
    const centre = await mountCompliance(fixture({ refuseWrites: true }).service)
    unmount = centre.unmount
    expect(await centre.run((h) => h.apply.mutateAsync(COMPLIANCE_UPDATES[0]!))).toEqual([
      'error: Failed to apply update',
    ])
    expect(await centre.run((h) => h.applyAll.mutateAsync())).toEqual(['error: Failed to apply updates'])
    expect(await centre.run((h) => h.schedule.mutateAsync(14))).toEqual(['error: Failed to schedule compliance check'])
    expect(await centre.run((h) => h.autoUpdates.mutateAsync(true))).toEqual(['error: Failed to enable auto-updates'])
  })

  it('the notice the page shows when the record cannot be read is the spec’s', () => {
    expect(COMPLIANCE_NOTICES.loadFailed).toBe('Failed to load compliance data')
  })
})
