// The dashboard's and admin area's navigation, read from THE route table (shared/routes.ts): each
// link names a route id, so its path (and, unless the sidebar says it shorter, its label) comes from
// there. A renamed path changes here by itself; a link to a route that does not exist fails the
// build's first render (and tests/unit/nav.test.ts).
import { ROUTES, type RouteDef } from '../../shared/routes'

export type NavLinkDef = { to: string; label: string }
export type NavGroup = { label: string; links: NavLinkDef[] }

/** A route id, or a route id with the sidebar's shorter label. */
type Entry = string | [id: string, label: string]

const BY_ID = new Map<string, RouteDef>(ROUTES.map((r) => [r.id, r]))

export function routePath(id: string): string {
  const route = BY_ID.get(id)
  if (!route) throw new Error(`No route "${id}" in shared/routes.ts`)
  return route.path
}

const group = (label: string, entries: Entry[]): NavGroup => ({
  label,
  links: entries.map((e) => {
    const [id, short] = typeof e === 'string' ? [e, undefined] : e
    return { to: routePath(id), label: short ?? BY_ID.get(id)!.title }
  }),
})

export const DASHBOARD_NAV: NavGroup[] = [
  group('Overview', [
    'dashboard',
    'dashboard-insights',
    'dashboard-insights-kpis',
    'dashboard-analytics',
    'dashboard-forecast',
    'dashboard-risk-heatmap',
  ]),
  group('AI executives', [
    'dashboard-ai-boardroom',
    'dashboard-debate',
    ['dashboard-executives', 'Executives'],
    'dashboard-executive-agents',
    'dashboard-decisions',
    'dashboard-ai-chat',
    'dashboard-ai-agent',
    'dashboard-langchain-agent',
    'dashboard-ai-bots',
    'dashboard-leaderboard',
    'dashboard-executive-leaderboard',
    'dashboard-executive-preferences',
    'dashboard-ai-settings',
  ]),
  group('Strategy', ['dashboard-strategy-generator', 'dashboard-strategies']),
  group('CRM', [
    'dashboard-campaigns',
    'dashboard-campaign-new',
    'dashboard-leads',
    'dashboard-calls',
    'dashboard-calendly',
    'dashboard-plaid',
    'dashboard-notion',
  ]),
  group('Account', [
    'dashboard-profile',
    'dashboard-company-setup',
    'dashboard-settings',
    'dashboard-billing',
    ['compliance', 'Compliance'],
    ['onboarding', 'Onboarding'],
  ]),
]

export const ADMIN_NAV: NavGroup[] = [
  group('Admin', [
    ['admin', 'Overview'],
    'admin-entities',
    ['admin-campaigns', 'Campaigns'],
    ['admin-leads', 'Leads'],
    ['admin-analytics', 'Analytics'],
  ]),
  group('Operations', [
    'admin-system-health',
    'admin-diagnostics',
    'admin-launch-prep',
    'admin-webhooks',
    ['admin-settings', 'Settings'],
  ]),
  group('Integrations', [
    ['admin-integration-notion', 'Notion'],
    ['admin-integration-stripe', 'Stripe'],
    ['admin-integration-clearbit', 'People Data Labs'],
    ['admin-integration-calendly', 'Calendly'],
  ]),
]

/** For platform admins, in the dashboard's sidebar (first, so it is one click from any screen). */
export const ADMIN_ENTRY: NavGroup = group('Platform', [['admin', 'Admin area']])

/** The way back from the admin area. */
export const ADMIN_BACK: NavGroup = group('Back', [['dashboard', 'Your dashboard']])
