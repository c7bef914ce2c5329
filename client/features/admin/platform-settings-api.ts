// The product-wide settings (platform_settings, one row): every signed-in user reads them (the
// dashboard's announcement and help), only a platform admin saves them. RLS hides the row from an
// update by anyone else, so "no row changed" is that refusal, said in words.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  PlatformSettingsSchema,
  type PlatformSettings,
  type PlatformSettingsForm,
} from '../../../shared/schemas/platform-settings'
import { DataError, throwIfError } from '../../lib/errors'
import { useAuth } from '../auth'
import { db } from '../../lib/db'

const COLUMNS = 'announcement_enabled, announcement_text, announcement_tone, support_email, updated_at, updated_by'
export const platformSettingsKey = ['platform-settings'] as const
export const SETTINGS_ADMIN_ONLY = 'Only an admin can change the platform settings'

/** The settings, once the session is known (undefined for a visitor: RLS shows anon nothing). */
export function usePlatformSettings() {
  const { user } = useAuth()
  return useQuery({
    queryKey: platformSettingsKey,
    enabled: Boolean(user),
    queryFn: async (): Promise<PlatformSettings | null> => {
      const { data, error, status } = await (await db()).from('platform_settings').select(COLUMNS).maybeSingle()
      throwIfError(error, status)
      return data ? PlatformSettingsSchema.parse(data) : null
    },
  })
}

export function useSavePlatformSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: PlatformSettingsForm): Promise<PlatformSettings> => {
      const { data, error, status } = await (await db())
        .from('platform_settings')
        .update(values)
        .eq('id', true)
        .select(COLUMNS)
      throwIfError(error, status)
      if (!data?.length) throw new DataError(SETTINGS_ADMIN_ONLY, '42501', 403)
      return PlatformSettingsSchema.parse(data[0])
    },
    onSuccess: (row) => queryClient.setQueryData(platformSettingsKey, row),
  })
}
