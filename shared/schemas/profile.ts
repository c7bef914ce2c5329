// The profile a user edits (onboarding's profile step and /dashboard/profile) and the row as those
// screens read it. The limits are the profiles table's CHECKs (supabase/migrations): names and the
// job title at most 100 characters, the avatar empty or an https: URL of at most 2048.
import { EMAIL_RE, SAFE_HTTPS_URL_RE } from '../patterns'
import { z } from '../zod'

/**
 * True for an absolute https: URL with a host and no whitespace, control or markup characters:
 * what the avatar and website columns accept (SAFE_HTTPS_URL_PATTERN, the same text as their CHECK).
 */
export function isSafeHttpsUrl(value: string): boolean {
  if (!SAFE_HTTPS_URL_RE.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** A form's optional web address: trimmed, '' allowed, else a safe https: URL. */
export const optionalHttpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2048, `The ${what} can be at most 2048 characters`)
    .refine(
      (v) => v === '' || isSafeHttpsUrl(v),
      `Enter a web address starting with https://, or leave the ${what} empty`,
    )

const name = (required: string) => z.string().trim().min(1, required).max(100, 'Use at most 100 characters')

export const ProfileFormSchema = z.object({
  firstName: name('Enter your first name'),
  lastName: name('Enter your last name'),
  jobTitle: z.string().trim().max(100, 'Use at most 100 characters'),
  avatar: optionalHttpsUrl('avatar URL'),
})
export type ProfileForm = z.infer<typeof ProfileFormSchema>

/** A new sign-in email, asked of auth (which confirms it by email before it applies). */
export const EmailChangeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter the new email address')
    .pipe(z.email({ pattern: EMAIL_RE, error: 'Enter a valid email address' })),
})

/** The caller's own profile row (select *), with the onboarding columns. */
export const ProfileRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  jobTitle: z.string().catch(''),
  role: z.enum(['user', 'admin']).catch('user'),
  company: z.string(),
  company_id: z.string().nullable(),
  industry: z.string(),
  onboarded_at: z.string().nullable().catch(null),
  created_at: z.string(),
})
export type ProfileRow = z.infer<typeof ProfileRowSchema>
