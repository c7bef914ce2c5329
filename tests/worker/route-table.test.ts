import { describe, expect, it } from 'vitest'
import { resolveRedirect } from '../../shared/redirects'
import { matchRoute, ONBOARDING_STEPS, ROUTES } from '../../shared/routes'

// spec §2 "Screens and routes", written from the spec text (dynamic segments filled in).
const SPEC_ROUTES: Record<string, string[]> = {
  public: [
    '/',
    '/home',
    '/launch',
    '/pricing',
    '/features',
    '/diagnostics',
    '/campaigns/create',
    '/plugins/impact',
    '/404',
    '/legal',
    '/faq',
    '/privacy',
    '/terms',
    '/contact',
    '/security',
  ],
  compliance: ['/compliance', '/compliance/any/sub-path'],
  auth: [
    '/login',
    '/auth/login',
    '/signup',
    '/reset-password',
    '/email-confirm',
    '/verify-otp',
    '/update-password',
    '/auth/tiktok/callback',
  ],
  admin: [
    '/admin',
    '/admin/entities',
    '/admin/settings',
    '/admin/webhooks',
    '/admin/system-health',
    '/admin/diagnostics',
    '/admin/launch-prep',
    '/admin/campaigns',
    '/admin/analytics',
    '/admin/leads',
    '/admin/notion',
    '/admin/stripe',
    '/admin/clearbit',
    '/admin/calendly',
  ],
  dashboard: [
    '/dashboard',
    '/dashboard/campaigns',
    '/dashboard/campaigns/new',
    '/dashboard/campaigns/c-1',
    '/dashboard/campaigns/payment-success',
    '/dashboard/leads',
    '/dashboard/leads/l-1',
    '/dashboard/analytics',
    '/dashboard/insights',
    '/dashboard/insights/kpis',
    '/dashboard/forecast',
    '/dashboard/strategy-generator',
    '/dashboard/strategies',
    '/dashboard/strategy/s-1',
    '/dashboard/calendly',
    '/dashboard/plaid',
    '/dashboard/calls',
    '/dashboard/executives',
    '/dashboard/executive-agents',
    '/dashboard/decisions',
    '/dashboard/risk-heatmap',
    '/dashboard/leaderboard',
    '/dashboard/executives/cfo',
    '/dashboard/executive-preferences',
    '/dashboard/ai-bots',
    '/dashboard/ai-boardroom',
    '/dashboard/ai-agent',
    '/dashboard/ai-settings',
    '/dashboard/executive-leaderboard',
    '/dashboard/debate',
    '/dashboard/langchain-agent',
    '/dashboard/ai-chat',
    '/dashboard/settings',
    '/dashboard/profile',
    '/dashboard/company-setup',
    '/dashboard/billing',
  ],
  onboarding: [
    '/onboarding',
    '/onboarding/profile',
    '/onboarding/company',
    '/onboarding/team',
    '/onboarding/integrations',
    '/onboarding/ai-workflow',
    '/onboarding/complete',
  ],
  other: ['/dev-admin-helper', '/dev/debug', '/galaxy/plugins/leaderboard', '/academy', '/vault/templates'],
}

describe('the route table covers spec §2', () => {
  it.each(Object.entries(SPEC_ROUTES).flatMap(([area, paths]) => paths.map((p) => [area, p])))(
    '%s: %s is served',
    (_, path) => {
      expect(matchRoute(path), path).toBeDefined()
      expect(resolveRedirect(path), path).toBeNull()
    },
  )

  it('dynamic segments resolve to their own screen, not the dashboard not-found page', () => {
    expect(matchRoute('/dashboard/campaigns/c-1')?.id).toBe('dashboard-campaign')
    expect(matchRoute('/dashboard/campaigns/new')?.id).toBe('dashboard-campaign-new')
    expect(matchRoute('/dashboard/campaigns/payment-success')?.id).toBe('dashboard-campaign-payment-success')
    expect(matchRoute('/dashboard/executives/cfo')?.id).toBe('dashboard-executive')
    expect(matchRoute('/dashboard/strategy/s-1')?.id).toBe('dashboard-strategy')
    expect(matchRoute('/dashboard/unknown/deep')?.id).toBe('dashboard-not-found')
  })

  it('public, legal and auth pages are server-rendered; app areas are guarded SPA screens', () => {
    for (const r of ROUTES) {
      if (['public', 'legal'].includes(r.area)) expect([r.path, r.render, r.guard]).toEqual([r.path, 'ssr', 'none'])
      // The auth pages are server-rendered; the TikTok callback signs a visitor in within the app, so no guard.
      if (r.area === 'auth')
        expect([r.path, r.render, r.guard]).toEqual(
          r.id === 'tiktok-callback' ? [r.path, 'spa', 'none'] : [r.path, 'ssr', 'none'],
        )
      if (r.area === 'admin') expect([r.path, r.render, r.guard]).toEqual([r.path, 'spa', 'admin'])
      if (['dashboard', 'onboarding', 'compliance'].includes(r.area))
        expect([r.path, r.render, r.guard]).toEqual([r.path, 'spa', 'user'])
    }
  })

  it('ids are unique and every route has a title and a purpose', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length)
    for (const r of ROUTES) expect(r.title && r.purpose, r.id).toBeTruthy()
  })

  it('onboarding steps run welcome → profile → company → team → integrations → AI workflow → complete', () => {
    expect(ONBOARDING_STEPS.map((s) => s.path)).toEqual(SPEC_ROUTES.onboarding)
  })
})
