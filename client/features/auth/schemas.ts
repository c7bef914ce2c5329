// The auth forms' rules, in zod's small build (loaded on the first submit).
import { z } from '../../lib/zod-mini'

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Enter your email address')),
  z.email('Enter a valid email address'),
)
// The auth server counts a password's length in UTF-8 bytes (bcrypt reads at most 72 of them).
const utf8Length = (s: string) => new TextEncoder().encode(s).length
const newPassword = z.string().check(
  z.minLength(8, 'Use at least 8 characters'),
  z.refine((p) => utf8Length(p) <= 72, 'Use at most 72 characters (accented letters and symbols count as two or more)'),
)
const name = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(100, 'Use at most 100 characters'))

export const LoginSchema = z.object({ email, password: z.string().check(z.minLength(1, 'Enter your password')) })
export const SignupSchema = z.object({
  firstName: name('Enter your first name'),
  lastName: name('Enter your last name'),
  email,
  password: newPassword,
})
export const EmailSchema = z.object({ email })
export const OtpSchema = z.object({
  email,
  token: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email')),
})
export const NewPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' }))
