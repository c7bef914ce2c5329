// The dashboard's shared layout (spec §2): navigation to every dashboard screen (app/nav.ts, from the
// route table), and above each
// screen the platform announcement (admin settings) and the set-up notice (invitations waiting,
// set-up not finished). Their code and data load once the session is confirmed, after the first
// render (the dashboard's first-load budget).
import { lazy, Suspense } from 'react'
import { useAuth } from '../auth'
import { ADMIN_ENTRY, DASHBOARD_NAV } from '../../app/nav'
import { AppShell } from '../../app/app-shell'

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

export default function DashboardLayout() {
  // A platform admin reaches the admin area from the sidebar too (UX only: RLS decides the data).
  const isAdmin = useAuth().user?.app_metadata.is_admin === true
  return (
    <AppShell label="Dashboard" groups={isAdmin ? [ADMIN_ENTRY, ...DASHBOARD_NAV] : DASHBOARD_NAV}>
      <SetupNoticeSlot />
    </AppShell>
  )
}
