// Who is signed in (display name and avatar with the spec §3 fallbacks) and their account menu.
import { useNavigate } from 'react-router'
import { Menu } from '../../ui/menu'
import { useAuth } from './auth-provider'
import { avatarUrl, displayName } from './user'

export function UserMenu() {
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <div className="user-menu">
      <Menu
        label={`Account menu for ${displayName(user)}`}
        trigger={
          <>
            <img src={avatarUrl(user)} alt="" width={32} height={32} className="avatar" />
            <span className="user-name">{displayName(user)}</span>
          </>
        }
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
    </div>
  )
}
