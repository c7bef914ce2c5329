// The admin area's layout: navigation to every admin screen and integration page (app/nav.ts, from
// the route table).
import { useAuth } from '../auth'
import { ADMIN_BACK, ADMIN_NAV } from '../../app/nav'
import { AppShell } from '../../app/app-shell'

export default function AdminLayout() {
  // Someone who is not an admin sees the refusal (route guard) with the way back only, not the
  // admin screens' links (UX only: RLS refuses the data anyway).
  const isAdmin = useAuth().user?.app_metadata.is_admin === true
  return <AppShell label="Admin" groups={isAdmin ? [...ADMIN_NAV, ADMIN_BACK] : [ADMIN_BACK]} />
}
