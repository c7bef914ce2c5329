// The profile area's door to Supabase: the signed-in user's own profile row (RLS: own row only),
// saving it, marking onboarding done, and changing the sign-in email through auth. The row lives in
// one store (client/lib/profile.ts) that the auth provider's user reads too, so a change shows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TablesUpdate } from '../../../shared/database'
import { ProfileRowSchema, type ProfileForm, type ProfileRow } from '../../../shared/schemas/profile'
import { throwIfError } from '../../lib/errors'
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
  const { data, error, status } = await (await db()).from('profiles').update(patch).eq('id', userId).select('*').single()
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
    mutationFn: async (profile: ProfileRow) => (profile.onboarded_at ? profile : updateOwnProfile(user!.id, { onboarded_at: new Date().toISOString() })),
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
      const { error } = await (await db()).auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/email-confirm` })
      if (error) throw new Error(error.message)
    },
  })
}
