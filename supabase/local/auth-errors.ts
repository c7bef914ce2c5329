// GoTrue's error bodies. supabase-js reads `code` (API version 2024-01-01, which every response
// declares) or `error_code`, and the message from `msg`, `message` or `error_description`.
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class AuthError extends Error {
  status: ContentfulStatusCode
  body: Record<string, unknown>
  constructor(status: ContentfulStatusCode, body: Record<string, unknown>) {
    super(String(body.msg ?? body.message ?? 'error'))
    this.status = status
    this.body = body
  }
}

/** A GoTrue API error: `{ code, error_code, msg }` plus any extra fields. */
export const apiError = (
  status: ContentfulStatusCode,
  code: string,
  msg: string,
  extra: Record<string, unknown> = {},
) => new AuthError(status, { code, error_code: code, msg, ...extra })

/** An OAuth2 error of POST /token: `{ error, error_description }` with GoTrue's error code too. */
export const grantError = (code: string, description: string, status: ContentfulStatusCode = 400) =>
  new AuthError(status, {
    error: 'invalid_grant',
    error_description: description,
    code,
    error_code: code,
    msg: description,
  })

export const invalidCredentials = () => grantError('invalid_credentials', 'Invalid login credentials')
export const validationFailed = (msg: string) => apiError(400, 'validation_failed', msg)
export const otpExpired = () => apiError(403, 'otp_expired', 'Token has expired or is invalid')
export const userNotFound = () => apiError(404, 'user_not_found', 'User not found')
export const emailExists = () =>
  apiError(422, 'email_exists', 'A user with this email address has already been registered')
export const phoneDisabled = () =>
  apiError(422, 'phone_provider_disabled', 'Phone logins are disabled on the local auth server')

/** A Postgres unique violation (two requests racing for one email) becomes GoTrue's 422. */
export function mapDbError(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  if (code === '23505')
    return constraint?.includes('email')
      ? emailExists()
      : apiError(422, 'conflict', 'A user with this id already exists')
  if (code === '22P02') return validationFailed('Invalid input')
  return error
}
