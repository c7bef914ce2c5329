// The admin area's layout: navigation to every admin screen and integration page.
import { useAuth } from '../auth/auth-provider'
import { AppShell, type NavGroup } from '../dashboard/app-shell'

const GROUPS: NavGroup[] = [
  {
    label: 'Admin',
    links: [
      { to: '/admin', label: 'Overview' },
      { to: '/admin/entities', label: 'Users and companies' },
      { to: '/admin/campaigns', label: 'Campaigns' },
      { to: '/admin/leads', label: 'Leads' },
      { to: '/admin/analytics', label: 'Analytics' },
    ],
  },
  {
    label: 'Operations',
    links: [
      { to: '/admin/system-health', label: 'System health' },
      { to: '/admin/diagnostics', label: 'Diagnostics' },
      { to: '/admin/launch-prep', label: 'Launch preparation' },
      { to: '/admin/webhooks', label: 'Webhooks' },
      { to: '/admin/settings', label: 'Settings' },
    ],
  },
  {
    label: 'Integrations',
    links: [
      { to: '/admin/notion', label: 'Notion' },
      { to: '/admin/stripe', label: 'Stripe' },
      { to: '/admin/clearbit', label: 'Clearbit' },
      { to: '/admin/calendly', label: 'Calendly' },
    ],
  },
]
const BACK: NavGroup = { label: 'Back', links: [{ to: '/dashboard', label: 'Your dashboard' }] }

export default function AdminLayout() {
  // Someone who is not an admin sees the refusal (route guard) with the way back only, not the
  // admin screens' links (UX only: RLS refuses the data anyway).
  const isAdmin = useAuth().user?.app_metadata.is_admin === true
  return <AppShell label="Admin" groups={isAdmin ? [...GROUPS, BACK] : [BACK]} />
}
