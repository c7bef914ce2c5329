// Route id → page module for the server-rendered pages (the public bundle and the Worker). The SPA
// screens are in app-pages.ts, so neither bundle references the other's pages.
import type { ComponentType } from 'react'

export type PageModule = { default: ComponentType }
export type Loader = () => Promise<PageModule>

const legalDocument = {
  'terms-of-service': () => import('./features/legal/documents/terms-of-service'),
  'privacy-policy': () => import('./features/legal/documents/privacy-policy'),
  'cookie-policy': () => import('./features/legal/documents/cookie-policy'),
  'compliance-information': () => import('./features/legal/documents/compliance-information'),
  'refund-policy': () => import('./features/legal/documents/refund-policy'),
  'messaging-consent': () => import('./features/legal/documents/messaging-consent'),
  gdpr: () => import('./features/legal/documents/gdpr'),
  'cookie-settings': () => import('./features/legal/documents/cookie-settings'),
} satisfies Record<string, Loader>

const home = () => import('./features/marketing/home-page')
const login = () => import('./features/auth/login-page')
const notFound = () => import('./features/site/not-found-page')

export const PUBLIC_PAGES: Record<string, Loader> = {
  home,
  'home-alt': home,
  launch: () => import('./features/marketing/launch-page'),
  pricing: () => import('./features/marketing/pricing-page'),
  features: () => import('./features/marketing/features-page'),
  diagnostics: () => import('./features/marketing/diagnostics-page'),
  'campaigns-create': () => import('./features/marketing/campaign-create-page'),
  'plugins-impact': () => import('./features/marketing/impact-plugin-page'),
  faq: () => import('./features/marketing/faq-page'),
  contact: () => import('./features/marketing/contact-page'),
  security: () => import('./features/marketing/security-page'),
  academy: () => import('./features/marketing/academy-page'),
  'vault-templates': () => import('./features/marketing/template-vault-page'),
  'galaxy-leaderboard': () => import('./features/marketing/plugin-leaderboard-page'),
  'not-found': notFound,
  'not-found-404': notFound,
  legal: () => import('./features/legal/legal-index-page'),
  terms: legalDocument['terms-of-service'],
  ...Object.fromEntries(Object.entries(legalDocument).map(([slug, load]) => [`legal-${slug}`, load])),
  login,
  'auth-login': login,
  signup: () => import('./features/auth/signup-page'),
  'reset-password': () => import('./features/auth/reset-password-page'),
  'email-confirm': () => import('./features/auth/email-confirm-page'),
  'verify-otp': () => import('./features/auth/verify-otp-page'),
  'update-password': () => import('./features/auth/update-password-page'),
}

/**
 * The pages that hydrate whole: they hold state, effects or handlers of their own (the sign-in
 * forms, the cookie settings, the not-found pages' way back, added in the browser). Every other
 * page is static — text and links, which tests/unit/islands.test.tsx renders and checks — and the
 * browser never loads its module: it hydrates only the page's islands (the header) and mounts the
 * page chrome (client/islands.tsx, docs/decisions/0031).
 */
const WHOLE_PAGES: ReadonlySet<string> = new Set([
  'login',
  'auth-login',
  'signup',
  'reset-password',
  'email-confirm',
  'verify-otp',
  'update-password',
  'legal-cookie-settings',
  'not-found',
  'not-found-404',
])

/** Whether the browser hydrates only this page's islands (above). */
export const isStaticPage = (id: string): boolean => id in PUBLIC_PAGES && !WHOLE_PAGES.has(id)
