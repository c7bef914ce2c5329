// The compliance centre's service (spec §3, §4, §9). There is no server for it: the updates are the
// policy revisions shipped with this version of the product, and what the company applied, the
// auto-update switch and the check schedule are kept in this browser. Each step takes the time
// spec §4 gives. Time and storage are injectable so tests are exact and fast.
import { COMPLIANCE_CHECK_INTERVAL_DAYS, COMPLIANCE_DELAYS_MS, STORAGE_KEYS } from '../../../shared/constants'
import { parser, readJson, writeJson } from '../../lib/storage'

export type ComplianceUpdate = {
  id: 'gdpr-update' | 'ccpa-update'
  framework: string
  title: string
  summary: string
}

// spec §3 "Compliance update list: items gdpr-update and ccpa-update".
export const COMPLIANCE_UPDATES: readonly ComplianceUpdate[] = [
  {
    id: 'gdpr-update',
    framework: 'GDPR',
    title: 'Record the AI executives’ analyses in your record of processing',
    summary:
      'Adds the analyses your AI executives run on company data to your Article 30 record: purpose (decision support), data categories (CRM contacts, campaign results), and retention (as long as the source records).',
  },
  {
    id: 'ccpa-update',
    framework: 'CCPA / CPRA',
    title: 'Honour opt-out preference signals',
    summary:
      'Treats a browser’s Global Privacy Control signal as a request to opt out of the sale or sharing of personal information, as the CPRA regulations require, and notes it in your privacy notice.',
  },
]

export const CHECK_INTERVAL_CHOICES = [7, 14, 30, 60, 90] as const

export type ComplianceRecord = {
  applied: ComplianceUpdate['id'][]
  autoUpdates: boolean
  intervalDays: number
  lastCheckedAt: string | null
}

const DEFAULT_RECORD: ComplianceRecord = {
  applied: [],
  autoUpdates: false,
  intervalDays: COMPLIANCE_CHECK_INTERVAL_DAYS,
  lastCheckedAt: null,
}
const KNOWN = new Set(COMPLIANCE_UPDATES.map((u) => u.id))

const RecordParser = parser<ComplianceRecord>((value) => {
  const v = value as Partial<ComplianceRecord> | null
  if (!v || typeof v !== 'object' || !Array.isArray(v.applied) || typeof v.autoUpdates !== 'boolean') return null
  if (typeof v.intervalDays !== 'number' || !Number.isInteger(v.intervalDays) || v.intervalDays < 1) return null
  if (v.lastCheckedAt !== null && typeof v.lastCheckedAt !== 'string') return null
  return {
    applied: v.applied.filter((id) => KNOWN.has(id)),
    autoUpdates: v.autoUpdates,
    intervalDays: v.intervalDays,
    lastCheckedAt: v.lastCheckedAt ?? null,
  }
})

export type RecordStore = { read(): ComplianceRecord | null; write(record: ComplianceRecord): boolean }

export const browserStore: RecordStore = {
  read: () => readJson(STORAGE_KEYS.compliance, RecordParser),
  write: (record) => writeJson(STORAGE_KEYS.compliance, record),
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** When the next scheduled check is due, or null if none ran yet. */
export function nextCheckDue(record: ComplianceRecord): Date | null {
  if (!record.lastCheckedAt) return null
  return new Date(new Date(record.lastCheckedAt).getTime() + record.intervalDays * 86_400_000)
}

export const isCheckDue = (record: ComplianceRecord, now: Date) => {
  const due = nextCheckDue(record)
  return due === null || due <= now
}

export const pendingUpdates = (record: ComplianceRecord) =>
  COMPLIANCE_UPDATES.filter((u) => !record.applied.includes(u.id))

export function createComplianceService({ store = browserStore, sleep = wait, now = () => new Date() } = {}) {
  const save = (record: ComplianceRecord) => {
    if (!store.write(record)) throw new Error('This browser refused to store the compliance record')
    return record
  }
  const current = () => store.read() ?? DEFAULT_RECORD

  return {
    /** The record (spec §4: loading finishes after 1.5 s). */
    async load(): Promise<ComplianceRecord> {
      await sleep(COMPLIANCE_DELAYS_MS.load)
      return current()
    },
    /** Looks for updates not applied yet (1.5 s) and notes when it looked. */
    async check(): Promise<{ record: ComplianceRecord; pending: ComplianceUpdate[] }> {
      await sleep(COMPLIANCE_DELAYS_MS.check)
      const record = save({ ...current(), lastCheckedAt: now().toISOString() })
      return { record, pending: pendingUpdates(record) }
    },
    /** Applies one update (2 s). */
    async apply(id: ComplianceUpdate['id']): Promise<ComplianceRecord> {
      await sleep(COMPLIANCE_DELAYS_MS.applyOne)
      const record = current()
      return save({ ...record, applied: [...new Set([...record.applied, id])] })
    },
    /** Applies every pending update (3 s). */
    async applyAll(): Promise<ComplianceRecord> {
      await sleep(COMPLIANCE_DELAYS_MS.applyAll)
      return save({ ...current(), applied: COMPLIANCE_UPDATES.map((u) => u.id) })
    },
    /** Turns automatic application of updates on or off (1 s). */
    async setAutoUpdates(on: boolean): Promise<ComplianceRecord> {
      await sleep(COMPLIANCE_DELAYS_MS.autoUpdates)
      return save({ ...current(), autoUpdates: on })
    },
    /** Sets how often a check runs (spec §9: every 30 days by default). */
    async schedule(intervalDays: number): Promise<ComplianceRecord> {
      if (!Number.isInteger(intervalDays) || intervalDays < 1 || intervalDays > 365)
        throw new Error('The interval must be between 1 and 365 days')
      return save({ ...current(), intervalDays })
    },
  }
}

export type ComplianceService = ReturnType<typeof createComplianceService>
