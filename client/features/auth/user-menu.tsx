// Who is signed in (display name and avatar with the spec §3 fallbacks) and a sign-out button.
import { Button } from '../../ui'
import { useAuth } from './auth-provider'
import { avatarUrl, displayName } from './user'

export function UserMenu() {
  const { user, logout } = useAuth()
  if (!user) return null
  return (
    <div className="user-menu">
      <img src={avatarUrl(user)} alt="" width={32} height={32} className="avatar" />
      <span className="user-name">{displayName(user)}</span>
      <Button
        variant="ghost"
        onClick={async () => {
          await logout()
          window.location.assign('/login')
        }}
      >
        Sign out
      </Button>
    </div>
  )
}
