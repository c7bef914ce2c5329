// Every redirect of spec §2, written from the spec text itself (not from shared/redirects.ts).
// [from, to]: "Redirects" and the "Alias redirects" table.
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
  // spec: /logout → /login; the flag makes the login page end the session (issue: "/logout landing on /login signed out").
  ['/logout', '/login?logout=1'],
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
  // legal variants → matching legal page
  ['/tos', '/legal/terms-of-service'],
  ['/terms-of-service', '/legal/terms-of-service'],
  ['/terms-and-conditions', '/legal/terms-of-service'],
  ['/legal/terms', '/legal/terms-of-service'],
  ['/privacy-policy', '/legal/privacy-policy'],
  ['/legal/privacy', '/legal/privacy-policy'],
  ['/cookie-policy', '/legal/cookie-policy'],
  ['/cookies', '/legal/cookie-policy'],
  ['/refund-policy', '/legal/refund-policy'],
  ['/refunds', '/legal/refund-policy'],
  ['/messaging-consent', '/legal/messaging-consent'],
  ['/consent', '/legal/messaging-consent'],
  ['/gdpr', '/legal/gdpr'],
  ['/gdpr-compliance', '/legal/gdpr'],
  ['/cookie-settings', '/legal/cookie-settings'],
  ['/cookie-preferences', '/legal/cookie-settings'],
  ['/compliance-information', '/legal/compliance-information'],
]

// "Unknown paths: starting with adm go to /admin; dash to /dashboard; comp to /compliance; sys to
// /admin/system-health; diag to /admin/diagnostics."
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
  ['/our-privacy-notice', '/legal/privacy-policy'],
  ['/legal/cookie-banner-settings', '/legal/cookie-settings'],
  ['/help/cookies-explained', '/legal/cookie-policy'],
  ['/refund-request', '/legal/refund-policy'],
  ['/sms-opt-in', '/legal/messaging-consent'],
  ['/eu-gdpr-rights', '/legal/gdpr'],
  ['/legal/imprint', '/legal'],
]

// The spec's example legal URLs all reach a page (directly or in one hop).
export const SPEC_LEGAL_EXAMPLES = [
  '/legal/terms-of-service',
  '/privacy',
  '/cookie-policy',
  '/refund-policy',
  '/messaging-consent',
  '/gdpr',
  '/cookie-settings',
]
