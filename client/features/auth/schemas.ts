import { z } from '../../../shared/zod'

const email = z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address'))
const newPassword = z.string().min(8, 'Use at least 8 characters').max(72, 'Use at most 72 characters')

export const LoginSchema = z.object({ email, password: z.string().min(1, 'Enter your password') })
export const SignupSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  email,
  password: newPassword,
})
export const EmailSchema = z.object({ email })
export const OtpSchema = z.object({ email, token: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the email') })
export const NewPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' })
