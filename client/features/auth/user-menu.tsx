// Who is signed in (display name and avatar with the spec §3 fallbacks, from the one profile store)
// and their company (the one membership), and their account menu.
// The menu's code (Radix, positioning) loads on first press, not with the dashboard.
import { lazy } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../ui'
import { DeferredPopup } from '../../ui/deferred-popup'
import { useMembership } from '../../lib/membership'
import { useAuth } from './auth-provider'
import { avatarUrl, displayName } from './app-user'

const Menu = lazy(() => import('../../ui/menu'))

export function UserMenu() {
  const { user } = useAuth()
  const membership = useMembership()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <div className="user-menu">
      <DeferredPopup
        kind="menu"
        button={(props) => (
          <Button variant="ghost" aria-label={`Account menu for ${displayName(user)}`} {...props}>
            <img src={avatarUrl(user)} alt="" width={32} height={32} className="avatar" />
            <span className="user-name">{displayName(user)}</span>
          </Button>
        )}
        render={({ open, onOpenChange, trigger }) => (
          <Menu
            trigger={trigger}
            open={open}
            onOpenChange={onOpenChange}
            items={[
              // A platform admin's way into the admin area from any screen (UX only: RLS decides).
              ...(user.app_metadata.is_admin ? [{ label: 'Admin area', onSelect: () => navigate('/admin') }] : []),
              { label: 'Profile', onSelect: () => navigate('/dashboard/profile') },
              { label: 'Settings', onSelect: () => navigate('/dashboard/settings') },
              {
                label: 'Sign out',
                // The sign-in page signs out (/logout → /login?logout=1), once this document and its
                // screens are gone: a screen's read still on its way cannot go out without the session.
                onSelect: () => window.location.assign('/logout'),
              },
            ]}
          />
        )}
      />
      {/* beside the button, not in it: the button's name stays "Account menu for …" (WCAG 2.5.3) */}
      {membership.data && <span className="user-company muted">{membership.data.company.name}</span>}
    </div>
  )
}
