// The dashboard's shared layout (spec §2): navigation to every dashboard screen, and above each
// screen the platform announcement (admin settings) and the set-up notice (invitations waiting,
// set-up not finished). Their code and data load once the session is confirmed, after the first
// render (the dashboard's first-load budget).
import { lazy, Suspense } from 'react'
import { useAuth } from '../auth/auth-provider'
import { AppShell, type NavGroup } from './app-shell'

const SetupNotice = lazy(() => import('../company/setup-notice'))
const Announcement = lazy(() => import('../admin/announcement'))

function SetupNoticeSlot() {
  const { user, loading } = useAuth()
  if (loading || !user) return null
  return (
    <Suspense fallback={null}>
      <Announcement />
      <SetupNotice />
    </Suspense>
  )
}

const GROUPS: NavGroup[] = [
  {
    label: 'Overview',
    links: [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/dashboard/insights', label: 'Insights' },
      { to: '/dashboard/insights/kpis', label: 'KPIs' },
      { to: '/dashboard/analytics', label: 'Analytics' },
      { to: '/dashboard/forecast', label: 'Forecast' },
      { to: '/dashboard/risk-heatmap', label: 'Risk heatmap' },
    ],
  },
  {
    label: 'AI executives',
    links: [
      { to: '/dashboard/ai-boardroom', label: 'AI boardroom' },
      { to: '/dashboard/debate', label: 'Executive debate' },
      { to: '/dashboard/executives', label: 'Executives' },
      { to: '/dashboard/executive-agents', label: 'Executive agents' },
      { to: '/dashboard/decisions', label: 'Decisions' },
      { to: '/dashboard/ai-chat', label: 'AI chat' },
      { to: '/dashboard/ai-agent', label: 'AI agent' },
      { to: '/dashboard/langchain-agent', label: 'Agent workflows' },
      { to: '/dashboard/ai-bots', label: 'AI bots' },
      { to: '/dashboard/leaderboard', label: 'Leaderboard' },
      { to: '/dashboard/executive-leaderboard', label: 'Executive leaderboard' },
      { to: '/dashboard/executive-preferences', label: 'Executive preferences' },
      { to: '/dashboard/ai-settings', label: 'AI settings' },
    ],
  },
  {
    label: 'Strategy',
    links: [
      { to: '/dashboard/strategy-generator', label: 'Strategy generator' },
      { to: '/dashboard/strategies', label: 'Strategies' },
    ],
  },
  {
    label: 'CRM',
    links: [
      { to: '/dashboard/campaigns', label: 'Campaigns' },
      { to: '/dashboard/campaigns/new', label: 'New campaign' },
      { to: '/dashboard/leads', label: 'Leads' },
      { to: '/dashboard/calls', label: 'Calls' },
      { to: '/dashboard/calendly', label: 'Scheduling' },
      { to: '/dashboard/plaid', label: 'Bank accounts' },
    ],
  },
  {
    label: 'Account',
    links: [
      { to: '/dashboard/profile', label: 'Profile' },
      { to: '/dashboard/company-setup', label: 'Company setup' },
      { to: '/dashboard/settings', label: 'Settings' },
      { to: '/dashboard/billing', label: 'Billing' },
      { to: '/compliance', label: 'Compliance' },
      { to: '/onboarding', label: 'Onboarding' },
    ],
  },
]

export default function DashboardLayout() {
  return (
    <AppShell label="Dashboard" groups={GROUPS}>
      <SetupNoticeSlot />
    </AppShell>
  )
}
