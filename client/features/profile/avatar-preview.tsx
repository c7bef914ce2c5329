// spec §3: the avatar, or a generated initials image when none is set — also when the address
// cannot be loaded. Shows what others will see, from the values being edited.
import { useState } from 'react'
import { avatarUrl } from '../auth'

export function AvatarPreview({
  firstName,
  lastName,
  email,
  avatar,
  size = 64,
}: {
  firstName: string
  lastName: string
  email: string
  avatar: string
  size?: number
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = avatar !== '' && failed !== avatar
  const src = avatarUrl({ firstName, lastName, email, avatar_url: usable ? avatar : '' })
  return (
    <figure className="m-0 flex items-center gap-3">
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className="avatar shrink-0 bg-subtle object-cover"
        referrerPolicy="no-referrer"
        onError={() => setFailed(avatar)}
      />
      <figcaption className="text-sm text-muted">
        {usable
          ? 'Your avatar, as your team sees it.'
          : avatar !== ''
            ? 'That image could not be loaded: your initials are shown instead.'
            : 'No avatar set: your initials are shown instead.'}
      </figcaption>
    </figure>
  )
}
