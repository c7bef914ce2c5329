// The compliance centre (spec §3, §4, §8, §9): its steps take the spec's times, a first check
// finds the two updates, and a refused write leaves the record as it was.
import { describe, expect, it } from 'vitest'
import { COMPLIANCE_CHECK_INTERVAL_DAYS, COMPLIANCE_DELAYS_MS } from '../../shared/constants'
import {
  createComplianceService,
  isCheckDue,
  nextCheckDue,
  type ComplianceRecord,
  type RecordStore,
} from '../../client/features/compliance/compliance-service'
import { COMPLIANCE_NOTICES } from '../../client/features/compliance/use-compliance'

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
  const service = createComplianceService({ store, sleep: async (ms) => void slept.push(ms), now: () => new Date('2026-11-23T12:00:00Z') })
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

  it('says what spec §8 says', () => {
    expect(COMPLIANCE_NOTICES).toMatchObject({
      loadFailed: 'Failed to load compliance data',
      found: 'Compliance updates found',
      applyFailed: 'Failed to apply update',
      applyAllFailed: 'Failed to apply updates',
      scheduleFailed: 'Failed to schedule compliance check',
      autoUpdatesFailed: 'Failed to enable auto-updates',
      autoUpdatesOn: 'Auto-updates enabled',
      autoUpdatesOff: 'Auto-updates disabled',
    })
    expect(COMPLIANCE_NOTICES.scheduled(30)).toBe('Compliance check scheduled every 30 days')
  })
})
