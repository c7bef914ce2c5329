// The signed-in user's profile row (name, avatar, job title, company name …) in ONE store: one
// TanStack Query key, read by the header, the dashboard, the boardroom and the profile screens, and
// the store the auth provider keeps its user's profile in (queryProfileStore, given by the app's
// root). An edit writes the saved row into it (features/profile/api.ts useProfileChanged), so every
// screen, the auth provider's user among them, shows it at once. Until the row arrives the session's
// own user stands in. zod loads with the first read, not with the screen (the dashboard's budget).
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { ProfileRow } from '../../shared/schemas/profile'
import { useAuth, type ProfileStore } from '../features/auth/auth-provider'
import { throwIfError } from './errors'
import { db } from './db'

export const profileKey = (userId: string | undefined) => ['profile', userId ?? 'none'] as const

async function readProfileRow(userId: string): Promise<ProfileRow> {
  const [{ ProfileRowSchema }, client] = await Promise.all([import('../../shared/schemas/profile'), db()])
  const { data, error, status } = await client.from('profiles').select('*').eq('id', userId).single()
  throwIfError(error, status)
  return ProfileRowSchema.parse(data)
}

/** The auth provider's profile store in the app: the query cache, under profileKey. */
export function queryProfileStore(queryClient: QueryClient): ProfileStore {
  return {
    // gcTime Infinity: the signed-in user's row stays while no screen happens to watch it (the header reads it always)
    read: (_client, userId) =>
      queryClient.fetchQuery({
        queryKey: profileKey(userId),
        queryFn: () => readProfileRow(userId),
        staleTime: 0,
        gcTime: Infinity,
      }),
    peek: (userId) => queryClient.getQueryData<ProfileRow>(profileKey(userId)),
    subscribe: (onChange) => queryClient.getQueryCache().subscribe(onChange),
  }
}

/** The signed-in user's profile row; pending until the user is known. */
export function useMyProfile() {
  const { user } = useAuth()
  return useQuery({
    queryKey: profileKey(user?.id),
    enabled: Boolean(user),
    queryFn: () => readProfileRow(user!.id),
  })
}
