// THE redirect resolver (spec §2 "Redirects", "Alias redirects", "Unknown paths"). Pure: the Worker
// applies it to every request and the client to every in-app navigation. No redirect lives elsewhere.
//
// Precedence: an explicit redirect or alias > a route the spec names (served as is) > a prefix rule >
// a legal-like guess > /not-found. Matching ignores case and trailing slashes; the query string is
// kept; every target is a same-origin path from the tables below and is itself served, so one hop
// always ends the chain.
import { ALIAS_NOTICE, INVALID_LEGAL_NOTICE, NOTICE_PARAM, type NoticeCode } from './redirect-notice'
import { matchRoute } from './routes'
import { legalPath, type LegalSlug } from './legal-pages'
import { normalisePath } from './paths'

// A redirected page learns why it was reached from a fixed code in its query string
// (./redirect-notice.ts, re-exported here for the resolver's callers).
export { ALIAS_NOTICE, INVALID_LEGAL_NOTICE, NOTICE_PARAM, takeRedirectNotice } from './redirect-notice'

/**
 * - fixed: spec §2 "Redirects" (no notice: the spec gives none);
 * - alias: spec §2 "Alias redirects", whose notice reads 'Redirecting to the correct page';
 * - sign-out: /logout, an alias whose landing page says 'You have been signed out.' instead;
 * - moved: an older address of this product's own (no notice: nothing the visitor typed was wrong);
 * - prefix: spec §2 "Unknown paths" fall-backs to an area's index (no notice: it is not the page asked for);
 * - legal-guess: "the closest legal page", with spec §8 'Invalid legal document route';
 * - not-found: anything else.
 */
export type RedirectKind = 'fixed' | 'alias' | 'sign-out' | 'moved' | 'prefix' | 'legal-guess' | 'not-found'
export type Redirect = {
  /** Same-origin path (plus the query and the notice code) to go to. */
  location: string
  /** Permanent for the spec's fixed redirects and aliases, temporary for guesses. */
  status: 301 | 302
  kind: RedirectKind
  /** What the landing page tells the user about the move; null when it says nothing. */
  notice: string | null
}

type AliasKind = Extract<RedirectKind, 'fixed' | 'alias' | 'sign-out' | 'moved'>
type AliasRow = { to: string; kind: AliasKind }
const fixed = (to: string): AliasRow => ({ to, kind: 'fixed' })
const alias = (to: string): AliasRow => ({ to, kind: 'alias' })
const moved = (to: string): AliasRow => ({ to, kind: 'moved' })

const ENTITIES = '/admin/entities'

// Every redirect of the product: from → to, and why (which decides the notice).
const ALIASES: Record<string, AliasRow> = {
  // spec §2 "Redirects"
  '/calendar': fixed('/dashboard'),
  '/shop': fixed('/dashboard'),
  '/dashboard/account': fixed('/dashboard/profile'),
  '/dashboard/dashboard-settings': fixed('/dashboard/settings'),
  '/my-leads': fixed('/dashboard/leads'),
  // spec §2 "Alias redirects"
  '/administrator': alias('/admin'),
  '/administration': alias('/admin'),
  '/admins': alias('/admin'),
  '/users': alias(`${ENTITIES}?tab=users`),
  '/admin/users': alias(`${ENTITIES}?tab=users`),
  '/companies': alias(`${ENTITIES}?tab=companies`),
  '/admin/companies': alias(`${ENTITIES}?tab=companies`),
  '/board': alias('/dashboard/strategies'),
  '/board-room': alias('/dashboard/strategies'),
  '/strategies': alias('/dashboard/strategies'),
  '/account': alias('/dashboard/profile'),
  '/profile': alias('/dashboard/profile'),
  '/my-account': alias('/dashboard/profile'),
  '/settings': alias('/dashboard/settings'),
  '/user-settings': alias('/dashboard/settings'),
  '/admin-settings': alias('/admin/settings'),
  // Lands on /login signed out: the login page ends the session when it sees `logout`, and says so.
  '/logout': { to: '/login?logout=1', kind: 'sign-out' },
  '/signin': alias('/login'),
  '/register': alias('/signup'),
  '/campaigns': alias('/dashboard/campaigns'),
  '/marketing': alias('/dashboard/campaigns'),
  '/leads': alias('/dashboard/leads'),
  '/contacts': alias('/dashboard/leads'),
  '/customers': alias('/dashboard/leads'),
  '/system': alias('/admin/system-health'),
  '/system-health': alias('/admin/system-health'),
  // "diagnostics variants" (/diagnostics itself is a public page)
  '/diagnostic': alias('/admin/diagnostics'),
  '/diag': alias('/admin/diagnostics'),
  '/admin/diagnostic': alias('/admin/diagnostics'),
  '/admin-diagnostics': alias('/admin/diagnostics'),
  '/system-diagnostics': alias('/admin/diagnostics'),
  '/diagnostics/admin': alias('/admin/diagnostics'),
  // The admin integration pages' earlier addresses (spec §2 puts them directly under /admin).
  '/admin/integrations/notion': moved('/admin/notion'),
  '/admin/integrations/stripe': moved('/admin/stripe'),
  '/admin/integrations/clearbit': moved('/admin/clearbit'),
  '/admin/integrations/calendly': moved('/admin/calendly'),
}

// "terms, tos, privacy, cookie, refund, messaging, consent, gdpr variants → matching legal page".
// Each variant is reachable at the top level and under /legal (so /legal/{slug} of every document
// leads to its address, e.g. /legal/privacy-policy → /privacy).
const LEGAL_VARIANTS: Record<LegalSlug, string[]> = {
  'terms-of-service': [
    'terms-of-service',
    'terms',
    'tos',
    'terms-and-conditions',
    'terms-of-use',
    'terms-conditions',
    'conditions',
  ],
  'privacy-policy': ['privacy-policy', 'privacy', 'privacy-notice', 'privacy-statement'],
  'cookie-policy': ['cookie-policy', 'cookies-policy', 'cookies', 'cookie'],
  'compliance-information': ['compliance-information', 'compliance-info', 'compliance'],
  'refund-policy': ['refund-policy', 'refund', 'refunds', 'refunds-policy'],
  'messaging-consent': ['messaging-consent', 'messaging', 'sms-consent', 'sms', 'consent', 'messaging-policy'],
  gdpr: ['gdpr', 'gdpr-compliance', 'gdpr-policy'],
  'cookie-settings': [
    'cookie-settings',
    'cookies-settings',
    'cookie-preferences',
    'cookie-consent',
    'cookies-preferences',
  ],
}

for (const [slug, variants] of Object.entries(LEGAL_VARIANTS) as [LegalSlug, string[]][]) {
  for (const v of variants) {
    for (const from of [`/${v}`, `/legal/${v}`]) {
      // The documents' own addresses, spec-named routes (/terms) and the spec's own paths (/compliance) are served, not aliased.
      if (!matchRoute(from) && !(from in ALIASES)) ALIASES[from] = alias(legalPath(slug))
    }
  }
}

/** The whole alias table (spec aliases and legal variants), for tests of its invariants. */
export const ALIAS_TABLE: Readonly<Record<string, Readonly<AliasRow>>> = ALIASES

// spec §2 "Unknown paths": starting with … go to …
const PREFIXES: [string, string][] = [
  ['/adm', '/admin'],
  ['/dash', '/dashboard'],
  ['/comp', '/compliance'],
  ['/sys', '/admin/system-health'],
  ['/diag', '/admin/diagnostics'],
]

// "Unknown legal-like paths go to the closest legal page": the first rule whose word appears wins,
// most specific first (cookie settings before the cookie policy).
const LEGAL_WORDS: [RegExp, LegalSlug][] = [
  [/cookie.*(setting|preference|consent|choice)|(setting|preference|consent|choice).*cookie/, 'cookie-settings'],
  [/cookie/, 'cookie-policy'],
  [/gdpr|data-protection/, 'gdpr'],
  [/privacy/, 'privacy-policy'],
  [/refund|money-back|cancellation/, 'refund-policy'],
  [/terms|(^|[^a-z])tos([^a-z]|$)|conditions|eula/, 'terms-of-service'],
  [/messag|(^|[^a-z])sms([^a-z]|$)|consent|opt-?in/, 'messaging-consent'],
  [/compliance/, 'compliance-information'],
  [/ccpa|do-not-sell|personal-data/, 'privacy-policy'],
]

// Legal-like words with no single matching document: the legal index lists them all.
const LEGAL_INDEX_WORDS = /legal|polic|imprint|impressum|disclaimer|acceptable-use|(^|[^a-z])dpa([^a-z]|$)|agreement/

/** Keeps a query string header-safe whatever the caller passes (the URL parser already does). */
function safeSearch(search: string): string {
  if (!search || search === '?') return ''
  const q = search.startsWith('?') ? search : `?${search}`
  return q.replace(/[^\x21-\x7e]|#/g, (c) => {
    try {
      return encodeURIComponent(c)
    } catch {
      return '' // a lone surrogate cannot be encoded
    }
  })
}

function withSearch(target: string, search: string, notice?: NoticeCode): string {
  // The visitor's own query is kept, but for notice codes: the redirect sets its own, once.
  const carried = safeSearch(search)
    .slice(1)
    .split('&')
    .filter((p) => !p.startsWith(`${NOTICE_PARAM}=`))
    .join('&')
  const parts = [target.split('?')[1], carried, notice && `${NOTICE_PARAM}=${notice}`].filter(Boolean)
  return parts.length ? `${target.split('?')[0]}?${parts.join('&')}` : target
}

/**
 * Where a request for `pathname` must go instead, or null when the path is served as is.
 * `search` is the raw query string ("?a=1" or ""), carried over to the target.
 */
export function resolveRedirect(pathname: string, search = ''): Redirect | null {
  const path = normalisePath(pathname)

  const row = ALIASES[path]
  if (row) {
    const notice = row.kind === 'alias' ? ALIAS_NOTICE : null
    return { location: withSearch(row.to, search, notice ? 'moved' : undefined), status: 301, kind: row.kind, notice }
  }

  if (matchRoute(path)) return null

  const prefix = PREFIXES.find(([p]) => path.startsWith(p))
  if (prefix) return { location: withSearch(prefix[1], search), status: 302, kind: 'prefix', notice: null }

  const rule = LEGAL_WORDS.find(([re]) => re.test(path))
  if (rule || path.startsWith('/legal/') || LEGAL_INDEX_WORDS.test(path)) {
    const target = rule ? legalPath(rule[1]) : '/legal'
    return {
      location: withSearch(target, search, 'invalid-legal-route'),
      status: 302,
      kind: 'legal-guess',
      notice: INVALID_LEGAL_NOTICE,
    }
  }

  return { location: '/not-found', status: 302, kind: 'not-found', notice: null }
}

/**
 * The in-app path to return to after sign-in (`?redirectTo=`), or the fallback. Only a same-origin
 * path is accepted: never `//host`, `/\host`, a scheme, or control characters.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\x00-\x1f\x7f\\]/.test(value)) return fallback
  return value
}

/** Why the login page was opened by a guard (a fixed code, never reflected text). */
export type LoginNotice = 'login-required'

/**
 * The login page URL for a guarded path (spec §4, §6): the origin is remembered as `redirectTo`;
 * /admin and /compliance also get the notice 'You need to be logged in to access this area'.
 */
export function loginUrl(returnTo: string, notice?: LoginNotice): string {
  const params = new URLSearchParams({ redirectTo: safeReturnPath(returnTo) })
  if (notice) params.set('notice', notice)
  return `/login?${params}`
}
