// Who is signed in (display name and avatar with the spec §3 fallbacks) and their account menu.
// The menu's code (Radix, positioning) loads on first click, not with the dashboard.
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { useAuth } from './auth-provider'
import { avatarUrl, displayName } from './user'

const Menu = lazy(() => import('../../ui/menu'))

export function UserMenu() {
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState(false)
  const [open, setOpen] = useState(false)
  if (!user) return null
  const label = `Account menu for ${displayName(user)}`
  const face = (
    <>
      <img src={avatarUrl(user)} alt="" width={32} height={32} className="avatar" />
      <span className="user-name">{displayName(user)}</span>
    </>
  )
  const placeholder = (
    <button
      type="button"
      className="btn btn-ghost"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setLoaded(true)
        setOpen(true)
      }}
    >
      {face}
    </button>
  )
  return (
    <div className="user-menu">
      {!loaded ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <Menu
            label={label}
            trigger={face}
            open={open}
            onOpenChange={setOpen}
            items={[
              { label: 'Profile', onSelect: () => navigate('/dashboard/profile') },
              { label: 'Settings', onSelect: () => navigate('/dashboard/settings') },
              {
                label: 'Sign out',
                onSelect: async () => {
                  await logout()
                  window.location.assign('/login')
                },
              },
            ]}
          />
        </Suspense>
      )}
    </div>
  )
}
