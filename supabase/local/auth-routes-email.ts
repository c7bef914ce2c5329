// The emailed flows: password recovery, magic links and codes, verification (POST and the GET link
// GoTrue puts in emails) and resending a confirmation.
import type { Hono } from 'hono'
import { allowedRedirect } from './auth-config.ts'
import {
  consumeEmailToken,
  issueAndSend,
  sendEmailChange,
  SINGLE_CONFIRMATION,
  type EmailKind,
  type VerifyInput,
} from './auth-email.ts'
import { AuthError, phoneDisabled, validationFailed } from './auth-errors.ts'
import {
  apiUrl,
  EmailBody,
  EMAIL_VERIFY_TYPES,
  normalizeEmail,
  OtpBody,
  queryParam,
  readBody,
  ResendBody,
  VerifyBody,
  type VerifyType,
} from './auth-input.ts'
import { inTx, linkContext, wrongSecret, type Deps } from './auth-routes-user.ts'
import { startSession } from './auth-sessions.ts'
import { createUser, userByEmail, userById } from './auth-users.ts'
import type { Db } from './db.ts'

/** A session, or null when this was the first of the two links of an email change. */
async function verify(db: Db, deps: Deps, type: VerifyType, input: VerifyInput, issuer: string) {
  return inTx(db, async (tx) => {
    const verified = await consumeEmailToken(tx, deps.config, type, input)
    return 'pending' in verified ? null : startSession(tx, verified.user.id, verified.method, issuer)
  })
}

export function emailRoutes(app: Hono, deps: Deps) {
  const { db, config } = deps

  // Always {} whether or not the address has an account: no user enumeration.
  app.post('/recover', async (c) => {
    const body = await readBody(c, EmailBody)
    if (!body.email) throw validationFailed('Password recovery requires an email')
    const email = normalizeEmail(body.email)
    const ctx = linkContext(c, config)
    await inTx(db, async (tx) => {
      const user = await userByEmail(tx, email)
      if (user) await issueAndSend(tx, ctx, user, 'recovery')
    })
    return c.json({})
  })

  // {} whether or not the address has an account, with create_user false too (GoTrue answers 422
  // otp_disabled there, which says the address is unknown): an unknown address just gets no email.
  app.post('/otp', async (c) => {
    const body = await readBody(c, OtpBody)
    if (!body.email && body.phone) throw phoneDisabled()
    if (!body.email) throw validationFailed('An email address or phone number is required')
    const email = normalizeEmail(body.email)
    const ctx = linkContext(c, config)
    await inTx(db, async (tx) => {
      let user = await userByEmail(tx, email)
      let kind: EmailKind = 'magiclink'
      if (!user) {
        if (body.create_user === false) return
        user = await createUser(tx, { email, passwordHash: null, confirmed: false, userMeta: body.data })
        kind = 'email_otp' // the first code of an account this request created
      }
      await issueAndSend(tx, ctx, user, kind)
    })
    return c.json({})
  })

  app.post('/verify', async (c) => {
    const body = await readBody(c, VerifyBody)
    let input: VerifyInput
    if (body.token_hash) input = { tokenHash: body.token_hash }
    else if (body.token && body.email) input = { email: normalizeEmail(body.email), token: body.token.trim() }
    else if (body.token) throw validationFailed('Only an email address or phone number should be provided on verify')
    else throw validationFailed('Verify requires either a token or a token hash')
    // A 6-digit code can be guessed: wrong ones count against the address (a token_hash cannot).
    const run = () => verify(db, deps, body.type, input, apiUrl(c))
    const session =
      'email' in input
        ? await deps.limits.code.guard(`code:${input.email}`, run, wrongSecret('otp_expired'))
        : await run()
    return c.json(session ?? { msg: SINGLE_CONFIRMATION, code: 200 })
  })

  // The link of GoTrue's own emails: verifies, then redirects with the session (or the error) in
  // the URL fragment, where supabase-js (detectSessionInUrl) picks it up.
  app.get('/verify', async (c) => {
    const target = new URL(allowedRedirect(config, c.req.query('redirect_to')) ?? config.siteUrl)
    target.hash = ''
    const type = c.req.query('type') as VerifyType
    let fragment: URLSearchParams
    try {
      const token = queryParam(c, 'token') ?? queryParam(c, 'token_hash')
      if (!EMAIL_VERIFY_TYPES.includes(type)) throw validationFailed('Verify requires a verification type')
      if (!token) throw validationFailed('Verify requires a token')
      const s = await verify(db, deps, type, { tokenHash: token }, apiUrl(c))
      if (!s) return c.redirect(`${target.toString()}#${new URLSearchParams({ message: SINGLE_CONFIRMATION })}`, 303)
      fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      })
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      const code = String(error.body.error_code ?? 'unexpected_failure')
      const description = code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message
      fragment = new URLSearchParams({
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: code,
        error_description: description,
      })
    }
    return c.redirect(`${target.toString()}#${fragment.toString()}`, 303)
  })

  // Always {} too: a fresh confirmation for an unconfirmed sign-up, or for a pending email change.
  app.post('/resend', async (c) => {
    const body = await readBody(c, ResendBody)
    if (body.type === 'sms' || body.type === 'phone_change') throw phoneDisabled()
    if (!body.email) throw validationFailed('An email address is required')
    const email = normalizeEmail(body.email)
    const ctx = linkContext(c, config)
    await inTx(db, async (tx) => {
      if (body.type === 'signup') {
        const user = await userByEmail(tx, email)
        if (user && !user.email_confirmed_at) await issueAndSend(tx, ctx, user, 'signup')
        return
      }
      const { rows } = await tx.query<{ id: string }>(
        `select id from auth.users where deleted_at is null and email_change is not null and (lower(email) = $1 or lower(email_change) = $1)`,
        [email],
      )
      const user = rows[0] ? await userById(tx, rows[0].id) : null
      if (user?.email_change) await sendEmailChange(tx, ctx, user, user.email_change)
    })
    return c.json({})
  })
}
