// Every redirect of spec §2, written from the spec text itself (not from shared/redirects.ts).
// [from, to]: "Redirects" (no notice) and the "Alias redirects" table (a notice reads 'Redirecting to
// the correct page'; /logout's landing page says 'You have been signed out.' instead).
export const SPEC_FIXED: [string, string][] = [
  ['/calendar', '/dashboard'],
  ['/shop', '/dashboard'],
  ['/dashboard/account', '/dashboard/profile'],
  ['/dashboard/dashboard-settings', '/dashboard/settings'],
  ['/my-leads', '/dashboard/leads'],
]

export const SPEC_ALIASES: [string, string][] = [
  ['/administrator', '/admin'],
  ['/administration', '/admin'],
  ['/admins', '/admin'],
  ['/users', '/admin/entities?tab=users'],
  ['/admin/users', '/admin/entities?tab=users'],
  ['/companies', '/admin/entities?tab=companies'],
  ['/admin/companies', '/admin/entities?tab=companies'],
  ['/board', '/dashboard/strategies'],
  ['/board-room', '/dashboard/strategies'],
  ['/strategies', '/dashboard/strategies'],
  ['/account', '/dashboard/profile'],
  ['/profile', '/dashboard/profile'],
  ['/my-account', '/dashboard/profile'],
  ['/settings', '/dashboard/settings'],
  ['/user-settings', '/dashboard/settings'],
  ['/admin-settings', '/admin/settings'],
  ['/signin', '/login'],
  ['/register', '/signup'],
  ['/campaigns', '/dashboard/campaigns'],
  ['/marketing', '/dashboard/campaigns'],
  ['/leads', '/dashboard/leads'],
  ['/contacts', '/dashboard/leads'],
  ['/customers', '/dashboard/leads'],
  ['/system', '/admin/system-health'],
  ['/system-health', '/admin/system-health'],
  // "diagnostics variants"
  ['/diagnostic', '/admin/diagnostics'],
  ['/admin-diagnostics', '/admin/diagnostics'],
  // legal variants → matching legal page, at the spec's addresses ("e.g. /legal/terms-of-service,
  // /privacy, /cookie-policy, /refund-policy, /messaging-consent, /gdpr, /cookie-settings")
  ['/tos', '/legal/terms-of-service'],
  ['/terms-of-service', '/legal/terms-of-service'],
  ['/terms-and-conditions', '/legal/terms-of-service'],
  ['/legal/terms', '/legal/terms-of-service'],
  ['/privacy-policy', '/privacy'],
  ['/legal/privacy', '/privacy'],
  ['/legal/privacy-policy', '/privacy'],
  ['/cookies', '/cookie-policy'],
  ['/legal/cookie-policy', '/cookie-policy'],
  ['/refunds', '/refund-policy'],
  ['/legal/refund-policy', '/refund-policy'],
  ['/messaging', '/messaging-consent'],
  ['/consent', '/messaging-consent'],
  ['/legal/messaging-consent', '/messaging-consent'],
  ['/gdpr-compliance', '/gdpr'],
  ['/legal/gdpr', '/gdpr'],
  ['/cookie-preferences', '/cookie-settings'],
  ['/legal/cookie-settings', '/cookie-settings'],
  ['/compliance-information', '/legal/compliance-information'],
]

// "Unknown paths: starting with adm go to /admin; dash to /dashboard; comp to /compliance; sys to
// /admin/system-health; diag to /admin/diagnostics."
// spec: /logout → /login; the flag makes the login page end the session and say so (no second notice).
export const SPEC_SIGN_OUT: [string, string] = ['/logout', '/login?logout=1']

export const SPEC_PREFIXES: [string, string][] = [
  ['/admn', '/admin'],
  ['/admin/unknown-page', '/admin'],
  ['/dashbord', '/dashboard'],
  ['/comp', '/compliance'],
  ['/compliancy', '/compliance'],
  ['/sysadmin', '/admin/system-health'],
  ['/diagnose', '/admin/diagnostics'],
]

// "Unknown legal-like paths go to the closest legal page, else /legal."
export const SPEC_LEGAL_GUESSES: [string, string][] = [
  ['/terms-of-use-2024', '/legal/terms-of-service'],
  ['/our-privacy-notice', '/privacy'],
  ['/legal/cookie-banner-settings', '/cookie-settings'],
  ['/help/cookies-explained', '/cookie-policy'],
  ['/refund-request', '/refund-policy'],
  ['/sms-opt-in', '/messaging-consent'],
  ['/eu-gdpr-rights', '/gdpr'],
  ['/legal/imprint', '/legal'],
]

// The legal pages answer at the spec's addresses themselves (200, never a redirect); the compliance
// information page, named by the spec without an address, under /legal.
export const SPEC_LEGAL_PAGES: [string, string][] = [
  ['/legal/terms-of-service', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookies Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/messaging-consent', 'Messaging Consent'],
  ['/gdpr', 'GDPR Compliance'],
  ['/cookie-settings', 'Cookie Settings'],
  ['/legal/compliance-information', 'Compliance Information'],
]
