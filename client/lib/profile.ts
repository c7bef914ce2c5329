// The signed-in user's profile row (name, avatar, job title, company name …) in ONE store: one
// TanStack Query key, read by the header, the dashboard, the boardroom and the profile screens. An
// edit writes the saved row into it (features/profile/api.ts useProfileChanged), so every screen
// shows it at once. Until the row arrives the session's own user (auth provider) stands in. zod
// loads with the first read, not with the screen (the dashboard's first-load budget).
import { useQuery } from '@tanstack/react-query'
import type { ProfileRow } from '../../shared/schemas/profile'
import { useAuth } from '../features/auth/auth-provider'
import type { AppUser } from '../features/auth/app-user'
import { throwIfError } from './errors'
import { db } from './db'

export const profileKey = (userId: string | undefined) => ['profile', userId ?? 'none'] as const

/** The signed-in user's profile row; pending until the user is known. */
export function useMyProfile() {
  const { user } = useAuth()
  return useQuery({
    queryKey: profileKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<ProfileRow> => {
      const [{ ProfileRowSchema }, client] = await Promise.all([import('../../shared/schemas/profile'), db()])
      const { data, error, status } = await client.from('profiles').select('*').eq('id', user!.id).single()
      throwIfError(error, status)
      return ProfileRowSchema.parse(data)
    },
  })
}

/** Who is signed in, as every screen shows them: the profile row once read, the session's user until then. */
export function useSignedInPerson(): AppUser | null {
  const { user } = useAuth()
  const profile = useMyProfile()
  if (!user) return null
  const row = profile.data
  if (!row) return user
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ')
  return { ...user, name, firstName: row.firstName, lastName: row.lastName, avatar: row.avatar, avatar_url: row.avatar, company: row.company }
}
