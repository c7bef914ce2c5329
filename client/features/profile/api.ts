// The profile area's door to Supabase: the signed-in user's own profile row (RLS: own row only),
// saving it, marking onboarding done, and changing the sign-in email through auth. The row lives in
// one store (client/lib/profile.ts) that the auth provider's user reads too, so a change shows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TablesUpdate } from '../../../shared/database'
import { ProfileRowSchema, type ProfileForm, type ProfileRow } from '../../../shared/schemas/profile'
import { throwIfError } from '../../lib/errors'
import { callWorker, callWorkerAsVisitor } from '../../lib/worker-api'
import { db } from '../../lib/db'
import { useAuth } from '../auth'
import { profileKey } from '../../lib/profile'

export { profileKey, useMyProfile } from '../../lib/profile'

/** After a profile change: the one stored row, and so the in-app user (spec §3), follow. */
export function useProfileChanged() {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  return async (row?: ProfileRow) => {
    if (row) queryClient.setQueryData(profileKey(user?.id), row)
    await queryClient.invalidateQueries({ queryKey: profileKey(user?.id) })
  }
}

async function updateOwnProfile(userId: string, patch: TablesUpdate<'profiles'>): Promise<ProfileRow> {
  const { data, error, status } = await (await db())
    .from('profiles')
    .update(patch)
    .eq('id', userId)
    .select('*')
    .single()
  throwIfError(error, status)
  return ProfileRowSchema.parse(data)
}

export function useSaveProfile() {
  const { user } = useAuth()
  const changed = useProfileChanged()
  return useMutation({
    mutationFn: (values: ProfileForm) => updateOwnProfile(user!.id, values),
    onSuccess: (row) => changed(row),
  })
}

/** Records that the user finished onboarding (once: a later visit keeps the first time). */
export function useFinishOnboarding() {
  const { user } = useAuth()
  const changed = useProfileChanged()
  return useMutation({
    mutationFn: async (profile: ProfileRow) =>
      profile.onboarded_at ? profile : updateOwnProfile(user!.id, { onboarded_at: new Date().toISOString() }),
    onSuccess: (row) => changed(row),
  })
}

/**
 * Asks auth to change the sign-in email. The auth server sends a confirmation link to the new
 * address (and, with double confirmation, to the current one); the change applies once followed.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { error } = await (await db()).auth.updateUser(
        { email },
        { emailRedirectTo: `${window.location.origin}/email-confirm` },
      )
      if (error) throw new Error(error.message)
    },
  })
}

/**
 * Sign in with TikTok on the profile: the user's own link (RLS: their row only)
 * and whether the deployment can link at all (and if not, which settings the operator must set).
 */
export function useTikTokLink() {
  const { user } = useAuth()
  return useQuery({
    queryKey: ['tiktok-link', user?.id ?? 'none'],
    enabled: Boolean(user),
    queryFn: async () => {
      const [status, link] = await Promise.all([
        callWorkerAsVisitor((api) => api.auth.tiktok.$get()),
        (async () => {
          const { data, error, status } = await (await db())
            .from('tiktok_identities')
            .select('display_name, linked_at')
            .maybeSingle()
          throwIfError(error, status)
          return data
        })(),
      ])
      return { ...status, link }
    },
  })
}

/** Starts linking: the Worker's address of TikTok's consent page, to go to. */
export function useStartTikTokLink() {
  return useMutation({
    mutationFn: () => callWorker((api) => api.auth.tiktok.link.$post({ json: { redirectTo: '/dashboard/profile' } })),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
