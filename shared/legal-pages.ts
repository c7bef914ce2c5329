// The known legal pages (spec §2), each at the address the spec gives it ("matching legal page (e.g.
// /legal/terms-of-service, /privacy, /cookie-policy, /refund-policy, /messaging-consent, /gdpr,
// /cookie-settings)"); the compliance information page, which the spec names without an address,
// lives under /legal (/compliance is the compliance centre). Every variant, including the /legal/{slug}
// form of each, is an alias to this one address (shared/redirects.ts). A module of its own, light
// enough for every page's bundle (shared/routes.ts builds the legal routes from it).
export const LEGAL_PAGES = [
  { slug: 'terms-of-service', title: 'Terms of Service', path: '/legal/terms-of-service' },
  { slug: 'privacy-policy', title: 'Privacy Policy', path: '/privacy' },
  { slug: 'cookie-policy', title: 'Cookies Policy', path: '/cookie-policy' },
  { slug: 'compliance-information', title: 'Compliance Information', path: '/legal/compliance-information' },
  { slug: 'refund-policy', title: 'Refund Policy', path: '/refund-policy' },
  { slug: 'messaging-consent', title: 'Messaging Consent', path: '/messaging-consent' },
  { slug: 'gdpr', title: 'GDPR Compliance', path: '/gdpr' },
  { slug: 'cookie-settings', title: 'Cookie Settings', path: '/cookie-settings' },
] as const
export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug']
const LEGAL_PATHS = Object.fromEntries(LEGAL_PAGES.map((p) => [p.slug, p.path])) as Record<LegalSlug, string>
/** The one address of a legal document. */
export const legalPath = (slug: LegalSlug) => LEGAL_PATHS[slug]
