// GoTrue-compatible /auth/v1, as supabase-js (auth-js) calls it: email + password accounts,
// rotating refresh tokens, emailed links and codes (written to auth.local_outbox), admin API.
// Routes: auth-routes-user.ts (signup, token, logout, user), auth-routes-email.ts (recover, otp,
// verify, resend), auth-routes-admin.ts (admin/*, invite). Errors: auth-errors.ts.
import { Hono } from 'hono'
import { AttemptLimiter, ATTEMPT_RULES } from './auth-attempts.ts'
import { authConfig, MIN_PASSWORD_LENGTH, type AuthOptions } from './auth-config.ts'
import { apiError, AuthError } from './auth-errors.ts'
import { adminRoutes } from './auth-routes-admin.ts'
import { emailRoutes } from './auth-routes-email.ts'
import { userRoutes } from './auth-routes-user.ts'
import type { Db } from './db.ts'
import { verifyJwt } from './jwt.ts'

export type { AuthOptions } from './auth-config.ts'

// The API gateway's rule (Kong in front of GoTrue): every request carries a valid key, except the
// link opened from an email, which a browser follows without headers.
const OPEN_ROUTES = new Set(['GET /verify'])

export function authApp(db: Db, options: AuthOptions = {}): Hono {
  const config = authConfig(options)
  const app = new Hono()

  app.use(async (c, next) => {
    c.header('x-supabase-api-version', '2024-01-01')
    const route = `${c.req.method} ${c.req.path.replace(/^.*\/auth\/v1/, '').replace(/\/+$/, '')}`
    if (c.req.method === 'OPTIONS' || OPEN_ROUTES.has(route)) return next()
    const apikey = c.req.header('apikey')
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const key = apikey ?? bearer
    if (!key || !(await verifyJwt(key))) return c.json({ message: 'Invalid API key' }, 401)
    return next()
  })

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  )
  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        anonymous_users: false,
        apple: false,
        azure: false,
        github: false,
        google: false,
        saml: false,
      },
      disable_signup: false,
      mailer_autoconfirm: !config.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: MIN_PASSWORD_LENGTH,
    }),
  )

  const limits = { password: new AttemptLimiter(ATTEMPT_RULES.password), code: new AttemptLimiter(ATTEMPT_RULES.code) }
  const deps = { db, config, limits }
  userRoutes(app, deps)
  emailRoutes(app, deps)
  adminRoutes(app, deps)

  // A catch-all route rather than notFound(): a mounted app's notFound is not consulted.
  app.all('*', (c) =>
    c.json({ code: 'not_found', error_code: 'not_found', msg: 'Not supported by the local auth server' }, 404),
  )
  app.onError((error, c) => {
    const known = error instanceof AuthError ? error : null
    if (known?.body.retry_after) c.header('retry-after', String(known.body.retry_after))
    if (known) return c.json(known.body, known.status)
    // A stack overflow or an impossible size from input no cap caught: the request's fault.
    if (error instanceof RangeError) {
      const invalid = apiError(400, 'validation_failed', 'The request is too deeply nested or too large to process')
      return c.json(invalid.body, invalid.status)
    }
    console.error('[auth] unexpected failure', error)
    const fallback = apiError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    )
    return c.json(fallback.body, fallback.status)
  })
  return app
}
