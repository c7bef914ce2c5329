// Spec constants live here once (spec §9 unless noted); code imports them and tests assert them.

export const APP_NAME = 'Boardroom AI'
export const COMPANY = {
  legalName: 'Boardroom AI, Inc.',
  privacyEmail: 'privacy@boardroom-ai.app',
  securityEmail: 'security@boardroom-ai.app',
  salesEmail: 'sales@boardroom-ai.app',
} as const

/** Date the legal documents were last revised (shown on each of them). */
export const LEGAL_LAST_UPDATED = '2026-11-20'
/** Version of the privacy and cookie policies a consent record refers to. */
export const POLICY_VERSION = '2026-11-20'

// §4, §7: browser local-storage keys, product-specific.
export const STORAGE_KEYS = {
  theme: 'boardroom-ai.theme',
  cookieConsent: 'boardroom-ai.cookie-consent',
  accessibility: 'boardroom-ai.accessibility',
  companyApiKeys: 'boardroom-ai.company-api-keys',
  // Not in §7's list: the compliance centre (§4, no server) keeps what this browser applied.
  compliance: 'boardroom-ai.compliance',
  // Not in §7's list either: with Marketing consent (§3's consent record), the campaign that
  // brought this browser here (shared/attribution.ts).
  campaign: 'boardroom-ai.campaign',
} as const

// Session storage (gone when the tab closes): the recent-route history (§9, strictly necessary for
// "Back to where you were") and the count of attempts to open a restricted area without signing in (§4, security).
export const SESSION_KEYS = {
  routeHistory: 'boardroom-ai.route-history',
  guardAttempts: 'boardroom-ai.guard-attempts',
} as const

// §4, §9: theme.
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'dark'

// §9: toasts.
export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  position: 'top-right',
} as const

export const LOG_MIN_LEVEL = 'info' // §9
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000 // §9: fresh for 5 minutes
export const QUERY_RETRIES = 3 // §9
export const QUERY_RETRY_DELAY_CAP_MS = 30_000 // §9
export const MUTATION_RETRIES = 1 // §9 "1 retry in another configuration"
export const ROUTE_HISTORY_SIZE = 10 // §9
export const COOKIE_BANNER_DELAY_MS = 1000 // §4, §9
export const COMPLIANCE_CHECK_INTERVAL_DAYS = 30 // §9
// §4: the compliance centre runs in the browser (no server); each step takes this long.
export const COMPLIANCE_DELAYS_MS = {
  load: 1500,
  check: 1500,
  applyOne: 2000,
  applyAll: 3000,
  autoUpdates: 1000,
} as const

// §9: card payment provider the CSP allows (connections and frames).
export const PAYMENT_PROVIDER = {
  scriptOrigin: 'https://js.stripe.com',
  apiOrigin: 'https://api.stripe.com',
  frameOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'],
} as const

/**
 * Plaid Link (bank linking): its script and frames, which the CSP allows on the bank
 * linking page only (worker/middleware/security-headers.ts), and the page itself.
 */
export const BANK_LINK = {
  page: '/dashboard/plaid',
  script: 'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
  scriptOrigin: 'https://cdn.plaid.com',
  frameOrigins: ['https://cdn.plaid.com'],
  apiOrigins: ['https://production.plaid.com', 'https://sandbox.plaid.com'],
} as const

// spec §6, §8: access refused without a user.
export const LOGIN_REQUIRED_MESSAGE = 'You need to be logged in to access this area'
export const ADMIN_REQUIRED_MESSAGE = 'This area is for administrators. Ask an admin of your workspace for access.'
