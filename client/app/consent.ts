// spec §3/§4 cookie consent: the record kept in this browser's local storage, read back validated,
// saved with a timestamp and the policy version, and announced to whoever listens (the banner's
// gate, the cookie settings page, analytics). Loaded by every page, so it stays small: the banner,
// the settings form, Radix and sonner live in lazily loaded modules, and shared/preferences is
// imported for its types only (its values would bring zod, about 24 KB gzipped, into every first
// load). parseConsent and saveConsent are checked against ConsentSchema and consentRecord in
// tests/unit/consent.test.ts.
import { POLICY_VERSION, STORAGE_KEYS } from '../../shared/constants'
import type { ConsentChoice, ConsentRecord } from '../../shared/preferences'
import { parser, readJson, writeJson } from '../lib/storage'

/** The event this tab dispatches on window after saving a choice (other tabs see 'storage'). */
export const CONSENT_EVENT = 'boardroom-ai:consent'

/** Every optional category off: what applies until a choice is made. */
export const NO_OPTIONAL_CONSENT: ConsentChoice = { preferences: false, analytics: false, marketing: false }
export const ALL_CONSENT: ConsentChoice = { preferences: true, analytics: true, marketing: true }

/**
 * Validates anything (parsed JSON) as ConsentSchema does, and also refuses a record of another
 * policy version or with an unreadable timestamp: no consent (null), so the banner asks again.
 * `necessary` is always true, whatever was stored.
 */
export function parseConsent(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { preferences, analytics, marketing, timestamp, version } = value as Record<string, unknown>
  if (typeof preferences !== 'boolean' || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null
  if (version !== POLICY_VERSION) return null
  return { necessary: true, preferences, analytics, marketing, timestamp, version }
}

// A choice that could not be written (storage unavailable or full) still applies to this page.
let unsaved: ConsentRecord | null = null

const ConsentParser = parser(parseConsent)

export function readConsent(): ConsentRecord | null {
  // Storage unavailable (private mode, disabled, server) or holding no valid record: only what
  // this page saved counts.
  return readJson(STORAGE_KEYS.cookieConsent, ConsentParser) ?? unsaved
}

/** Saves a choice (necessary always on) with the current time and policy version, and announces it. */
export function saveConsent(choice: ConsentChoice, now = new Date()): ConsentRecord {
  // As consentRecord (shared/preferences) builds it; only the three optional flags are taken.
  const record: ConsentRecord = {
    necessary: true,
    preferences: choice.preferences === true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    timestamp: now.toISOString(),
    version: POLICY_VERSION,
  }
  unsaved = writeJson(STORAGE_KEYS.cookieConsent, record) ? null : record
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: record }))
  return record
}

/**
 * Calls `listener` with the current record (or null) whenever consent is saved in this tab or
 * changes in another one. Returns the function that stops listening.
 */
export function onConsentChange(listener: (record: ConsentRecord | null) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const onSaved = () => listener(readConsent())
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) listener(readConsent())
  }
  window.addEventListener(CONSENT_EVENT, onSaved)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_EVENT, onSaved)
    window.removeEventListener('storage', onStorage)
  }
}

export const hasAnalyticsConsent = (): boolean => readConsent()?.analytics === true

/** spec §9: the GDPR notice is shown at random (a simulated location check), half of the time. */
export const GDPR_NOTICE_PROBABILITY = 0.5
export const shouldShowGdprNotice = (random: () => number = Math.random): boolean => random() < GDPR_NOTICE_PROBABILITY
