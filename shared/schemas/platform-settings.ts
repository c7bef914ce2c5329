// The product-wide settings (/admin/settings) as the form edits them and as every signed-in user
// reads them (the dashboard's announcement and help). The limits are platform_settings' CHECKs
// (supabase/migrations/20261127000100_platform_settings.sql).
import { EMAIL_RE } from '../patterns'
import { z } from '../zod'

export const ANNOUNCEMENT_MAX = 280
export const ANNOUNCEMENT_TONES = ['info', 'warning'] as const
export type AnnouncementTone = (typeof ANNOUNCEMENT_TONES)[number]
export const ANNOUNCEMENT_TONE_LABELS: Record<AnnouncementTone, string> = { info: 'Information', warning: 'Warning' }

export const PlatformSettingsFormSchema = z
  .object({
    announcement_enabled: z.boolean(),
    announcement_text: z.string().trim().max(ANNOUNCEMENT_MAX, `Use at most ${ANNOUNCEMENT_MAX} characters`),
    announcement_tone: z.enum(ANNOUNCEMENT_TONES, 'Choose information or warning'),
    support_email: z
      .string()
      .trim()
      .max(320, 'Use at most 320 characters')
      .pipe(
        z.union([
          z.literal(''),
          z.email({ pattern: EMAIL_RE, error: 'Enter a valid email address, or leave it empty' }),
        ]),
      ),
  })
  .refine((v) => !v.announcement_enabled || v.announcement_text !== '', {
    path: ['announcement_text'],
    message: 'Write the announcement before showing it',
  })
export type PlatformSettingsForm = z.infer<typeof PlatformSettingsFormSchema>

/** The platform_settings row. */
export const PlatformSettingsSchema = z.object({
  announcement_enabled: z.boolean(),
  announcement_text: z.string(),
  announcement_tone: z.enum(ANNOUNCEMENT_TONES).catch('info'),
  support_email: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
})
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>
