// Route id → screen module for the SPA (the app bundle). Every 'spa' row of the route table has
// one (tests/unit/app-routes.test.ts); an id without one is a programming error.
import type { Loader } from './pages'

const compliance = () => import('./features/compliance/compliance-page')
const adminIntegration = () => import('./features/integrations/admin-integration-page')
const companyIntegration = () => import('./features/integrations/company-integration-page')

export const APP_PAGES: Record<string, Loader> = {
  'dashboard-not-found': () => import('./features/dashboard/dashboard-not-found-page'),
  'dev-debug': () => import('./features/dev/debug-page'),
  'dev-admin-helper': () => import('./features/dev/admin-helper-page'),
  'dashboard-settings': () => import('./features/settings/settings-page'),
  // CRM: leads and campaigns
  'dashboard-leads': () => import('./features/leads/leads-page'),
  'dashboard-lead': () => import('./features/leads/lead-page'),
  'dashboard-campaigns': () => import('./features/campaigns/campaigns-page'),
  'dashboard-campaign-new': () => import('./features/campaigns/campaign-new-page'),
  'dashboard-campaign': () => import('./features/campaigns/campaign-page'),
  'dashboard-campaign-payment-success': () => import('./features/campaigns/payment-success-page'),
  'dashboard-calls': () => import('./features/calls/calls-page'),
  'dashboard-billing': () => import('./features/billing/billing-page'),
  'admin-leads': () => import('./features/leads/admin-leads-page'),
  'admin-campaigns': () => import('./features/campaigns/admin-campaigns-page'),
  compliance,
  'compliance-any': compliance,
  admin: () => import('./features/admin/admin-overview-page'),
  'admin-analytics': () => import('./features/admin/admin-analytics-page'),
  'admin-launch-prep': () => import('./features/admin/launch-prep-page'),
  'admin-settings': () => import('./features/admin/admin-settings-page'),
  'admin-system-health': () => import('./features/admin/system-health-page'),
  'admin-diagnostics': () => import('./features/admin/diagnostics-page'),
  'admin-webhooks': () => import('./features/webhooks/webhooks-page'),
  // Sign in with TikTok's callback; the admin's provider pages, a company's Calendly and Plaid
  'tiktok-callback': () => import('./features/auth/tiktok-callback-page'),
  'admin-integration-notion': adminIntegration,
  'admin-integration-stripe': adminIntegration,
  'admin-integration-clearbit': adminIntegration,
  'admin-integration-calendly': adminIntegration,
  'dashboard-calendly': companyIntegration,
  'dashboard-plaid': companyIntegration,
  'dashboard-notion': companyIntegration,
  // Onboarding, profile, company set-up, admin entities
  onboarding: () => import('./features/onboarding/welcome-page'),
  'onboarding-profile': () => import('./features/onboarding/profile-step'),
  'onboarding-company': () => import('./features/onboarding/company-step'),
  'onboarding-team': () => import('./features/onboarding/team-step'),
  'onboarding-integrations': () => import('./features/onboarding/integrations-step'),
  'onboarding-ai-workflow': () => import('./features/onboarding/ai-workflow-step'),
  'onboarding-complete': () => import('./features/onboarding/complete-page'),
  'dashboard-profile': () => import('./features/profile/profile-page'),
  'dashboard-company-setup': () => import('./features/company/company-setup-page'),
  'admin-entities': () => import('./features/entities/entities-page'),
  // AI executives: overview, boardroom, strategies, insights
  dashboard: () => import('./features/insights/overview-page'),
  'dashboard-ai-boardroom': () => import('./features/boardroom/boardroom-page'),
  'dashboard-debate': () => import('./features/boardroom/debate-history-page'),
  'dashboard-decisions': () => import('./features/boardroom/decisions-page'),
  'dashboard-strategy-generator': () => import('./features/strategies/strategy-generator-page'),
  'dashboard-strategies': () => import('./features/strategies/strategies-page'),
  'dashboard-strategy': () => import('./features/strategies/strategy-page'),
  'dashboard-executives': () => import('./features/executives/executives-page'),
  'dashboard-executive': () => import('./features/executives/executive-page'),
  'dashboard-executive-agents': () => import('./features/executives/executive-agents-page'),
  'dashboard-executive-leaderboard': () => import('./features/executives/executive-leaderboard-page'),
  'dashboard-insights': () => import('./features/insights/insights-page'),
  'dashboard-insights-kpis': () => import('./features/insights/kpis-page'),
  'dashboard-analytics': () => import('./features/insights/analytics-page'),
  'dashboard-forecast': () => import('./features/insights/forecast-page'),
  'dashboard-risk-heatmap': () => import('./features/insights/risk-heatmap-page'),
  'dashboard-leaderboard': () => import('./features/insights/leaderboard-page'),
  'dashboard-ai-settings': () => import('./features/executives/ai-settings-page'),
  'dashboard-ai-chat': () => import('./features/executives/ai-chat-page'),
  // Agents: preferences, the AI agent, agent workflows, AI bots
  'dashboard-executive-preferences': () => import('./features/agents/executive-preferences-page'),
  'dashboard-ai-agent': () => import('./features/agents/ai-agent-page'),
  'dashboard-langchain-agent': () => import('./features/agents/agent-workflows-page'),
  'dashboard-ai-bots': () => import('./features/agents/ai-bots-page'),
}
export function appPageLoader(id: string): Loader {
  const load = APP_PAGES[id]
  if (!load) throw new Error(`No screen for the route ${id}: add it to client/app-pages.ts`)
  return load
}
