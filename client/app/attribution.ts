// Notes the campaign of the address a visitor lands on (shared/attribution.ts), only with
// Marketing consent. A campaign seen before consent waits in memory for this page: consenting on
// it keeps it, withdrawing forgets the stored one. A sign-up asks signupAttribution() for it.
import { attributionFrom, freshAttribution, type Attribution, type StoredAttribution } from '../../shared/attribution'
import { STORAGE_KEYS } from '../../shared/constants'
import { parser, readJson, writeJson, writeItem } from '../lib/storage'
import { readConsent } from './consent'

const hasMarketingConsent = () => readConsent()?.marketing === true
const StoredParser = parser((value) => freshAttribution(value))

let pending: StoredAttribution | null = null

function keep(a: StoredAttribution) {
  // The first campaign within the window counts; a later one does not replace it.
  if (!readJson(STORAGE_KEYS.campaign, StoredParser)) writeJson(STORAGE_KEYS.campaign, a)
}

/** Called with each page's query string. */
export function noteCampaign(search: string, now = new Date()) {
  const found: Attribution | null = attributionFrom(search)
  if (!found) return
  pending = { ...found, landedAt: now.toISOString() }
  if (hasMarketingConsent()) keep(pending)
}

/** Called when consent changes: keep what this page saw, or forget everything. */
export function campaignConsentChanged(marketing: boolean) {
  if (!marketing) {
    pending = null
    writeItem(STORAGE_KEYS.campaign, null)
  } else if (pending) keep(pending)
}

/** The campaign to record with a sign-up: only with Marketing consent, and only while fresh. */
export function signupAttribution(): Attribution | null {
  if (!hasMarketingConsent()) return null
  const stored = readJson(STORAGE_KEYS.campaign, StoredParser)
  return stored ? { source: stored.source, medium: stored.medium, campaign: stored.campaign } : null
}
