// The dashboard and admin sidebars come from the route table (client/app/nav.ts): every link is a
// route the app serves, under the area's guard, with the label the sidebar has always shown.
import { describe, expect, it } from 'vitest'
import { ADMIN_BACK, ADMIN_ENTRY, ADMIN_NAV, DASHBOARD_NAV, routePath } from '../../client/app/nav'
import { matchRoute } from '../../shared/routes'

const flat = (groups: typeof DASHBOARD_NAV) => groups.map((g) => [g.label, g.links.map((l) => `${l.label} ${l.to}`)])

describe('navigation from the route table', () => {
  it('the dashboard sidebar: its sections, labels and paths', () => {
    expect(flat(DASHBOARD_NAV)).toEqual([
      [
        'Overview',
        [
          'Dashboard /dashboard',
          'Insights /dashboard/insights',
          'KPIs /dashboard/insights/kpis',
          'Analytics /dashboard/analytics',
          'Forecast /dashboard/forecast',
          'Risk heatmap /dashboard/risk-heatmap',
        ],
      ],
      [
        'AI executives',
        [
          'AI boardroom /dashboard/ai-boardroom',
          'Executive debate /dashboard/debate',
          'Executives /dashboard/executives',
          'Executive agents /dashboard/executive-agents',
          'Decisions /dashboard/decisions',
          'AI chat /dashboard/ai-chat',
          'AI agent /dashboard/ai-agent',
          'Agent workflows /dashboard/langchain-agent',
          'AI bots /dashboard/ai-bots',
          'Leaderboard /dashboard/leaderboard',
          'Executive leaderboard /dashboard/executive-leaderboard',
          'Executive preferences /dashboard/executive-preferences',
          'AI settings /dashboard/ai-settings',
        ],
      ],
      ['Strategy', ['Strategy generator /dashboard/strategy-generator', 'Strategies /dashboard/strategies']],
      [
        'CRM',
        [
          'Campaigns /dashboard/campaigns',
          'New campaign /dashboard/campaigns/new',
          'Leads /dashboard/leads',
          'Calls /dashboard/calls',
          'Scheduling /dashboard/calendly',
          'Bank accounts /dashboard/plaid',
          'Notion /dashboard/notion',
        ],
      ],
      [
        'Account',
        [
          'Profile /dashboard/profile',
          'Company setup /dashboard/company-setup',
          'Settings /dashboard/settings',
          'Billing /dashboard/billing',
          'Compliance /compliance',
          'Onboarding /onboarding',
        ],
      ],
    ])
  })

  it('the admin sidebar: its sections, labels and paths, and the way back', () => {
    expect(flat([...ADMIN_NAV, ADMIN_BACK])).toEqual([
      [
        'Admin',
        [
          'Overview /admin',
          'Users and companies /admin/entities',
          'Campaigns /admin/campaigns',
          'Leads /admin/leads',
          'Analytics /admin/analytics',
        ],
      ],
      [
        'Operations',
        [
          'System health /admin/system-health',
          'Diagnostics /admin/diagnostics',
          'Launch preparation /admin/launch-prep',
          'Webhooks /admin/webhooks',
          'Settings /admin/settings',
        ],
      ],
      [
        'Integrations',
        [
          'Notion /admin/notion',
          'Stripe /admin/stripe',
          'People Data Labs /admin/clearbit',
          'Calendly /admin/calendly',
        ],
      ],
      ['Back', ['Your dashboard /dashboard']],
    ])
  })

  it('a platform admin’s way into the admin area from the dashboard sidebar', () => {
    expect(flat([ADMIN_ENTRY])).toEqual([['Platform', ['Admin area /admin']]])
    expect(matchRoute('/admin')?.guard).toBe('admin')
  })

  it('every link is a route the app serves, admin links under the admin guard', () => {
    for (const link of DASHBOARD_NAV.flatMap((g) => g.links)) expect(matchRoute(link.to)?.path, link.to).toBe(link.to)
    for (const link of ADMIN_NAV.flatMap((g) => g.links)) expect(matchRoute(link.to)?.guard, link.to).toBe('admin')
  })

  it('a route id that does not exist is refused by name', () => {
    expect(() => routePath('dashboard-nowhere')).toThrow('No route "dashboard-nowhere" in shared/routes.ts')
  })
})
