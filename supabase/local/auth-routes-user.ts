// Sign-up, sign-in (password and refresh grants), sign-out and the signed-in user (GET/PUT /user).
import bcrypt from 'bcryptjs'
import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { clientOf, type AttemptLimiter } from './auth-attempts.ts'
import { BCRYPT_COST, type AuthConfig } from './auth-config.ts'
import { issueAndSend, sendEmailChange, type LinkContext } from './auth-email.ts'
import {
  apiError,
  AuthError,
  emailExists,
  grantError,
  invalidCredentials,
  mapDbError,
  phoneDisabled,
  validationFailed,
} from './auth-errors.ts'
import {
  apiUrl,
  checkPassword,
  normalizeEmail,
  PasswordGrantBody,
  queryParam,
  readBody,
  RefreshGrantBody,
  SignupBody,
  UserUpdateBody,
} from './auth-input.ts'
import { endSessions, refreshSession, requireSessionUser, startSession } from './auth-sessions.ts'
import {
  createUser,
  isBanned,
  loadUserJson,
  mergeMeta,
  requireUserById,
  userByEmail,
  userByPhone,
  userJson,
} from './auth-users.ts'
import type { Db, Tx } from './db.ts'

export type Deps = { db: Db; config: AuthConfig; limits: { password: AttemptLimiter; code: AttemptLimiter } }

/** True for the error a wrong secret gets: what the attempt limits count. */
export const wrongSecret = (code: string) => (error: unknown) =>
  error instanceof AuthError && error.body.error_code === code

// Compared against when the account does not exist, so a miss costs as long as a wrong password.
const DUMMY_HASH = '$2b$10$IfzX2zIm6YcgTF.mXKAuH.NojxgReYPqcvJVLJ.J/Nrs0TSTzpSX6'
const isBcrypt = (hash: string | null): hash is string => Boolean(hash && /^\$2[abxy]\$\d\d\$/.test(hash))

/** Where emailed links lead: redirect_to from the query (supabase-js) or the body. */
export const linkContext = (c: Context, config: AuthConfig, bodyRedirect?: string): LinkContext => ({
  config,
  redirectTo: queryParam(c, 'redirect_to') ?? bodyRedirect ?? null,
  apiUrl: apiUrl(c),
})

const ROLLBACK = Symbol('rollback')

/**
 * What a sign-up of a new address answers with confirmation required — an unconfirmed user with a
 * fresh id, its identity and metadata, confirmation sent now — made by creating such a user and
 * rolling it back, so the answer for an address that has an account is the same in every field
 * (GoTrue's sanitizeUser, without its tell-tale empty identities). Nothing is stored or sent.
 */
async function newAccountLookalike(db: Db, email: string, passwordHash: string, userMeta?: Record<string, unknown>) {
  const placeholder = `${randomUUID()}@signup.invalid`
  let answer: unknown
  try {
    await db.asOwner(async (tx) => {
      const user = await createUser(tx, { email: placeholder, passwordHash, confirmed: false, userMeta })
      await tx.query('update auth.users set confirmation_sent_at = now() where id = $1', [user.id])
      const json = JSON.stringify(await loadUserJson(tx, user.id))
      answer = JSON.parse(json.replaceAll(placeholder, JSON.stringify(email).slice(1, -1)))
      throw ROLLBACK
    })
  } catch (error) {
    if (error !== ROLLBACK) throw mapDbError(error)
  }
  return answer
}

/** Runs fn as the database owner; a unique violation (an email taken meanwhile) becomes a 422. */
export async function inTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.asOwner(fn)
  } catch (error) {
    throw mapDbError(error)
  }
}

export function userRoutes(app: Hono, { db, config, limits }: Deps) {
  app.post('/signup', async (c) => {
    const body = await readBody(c, SignupBody)
    if (!body.email && body.phone) throw phoneDisabled()
    if (!body.email && !body.password)
      throw apiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    if (!body.email) throw validationFailed('To signup, please provide your email')
    const email = normalizeEmail(body.email)
    if (!body.password) throw apiError(422, 'validation_failed', 'Signup requires a valid password')
    checkPassword(body.password)
    const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST)
    const ctx = linkContext(c, config)
    const result = await inTx(db, async (tx) => {
      const existing = await userByEmail(tx, email)
      if (!existing) {
        const user = await createUser(tx, { email, passwordHash, confirmed: !config.confirmEmail, userMeta: body.data })
        if (!config.confirmEmail) return startSession(tx, user.id, 'password', ctx.apiUrl)
        await issueAndSend(tx, ctx, user, 'signup')
        return loadUserJson(tx, user.id)
      }
      // Without confirmation a new address is signed in at once, which tells it apart anyway: GoTrue's
      // autoconfirm answer. With it, the address's owner is not touched (an unconfirmed one gets the
      // link again) and the caller gets what a new address gets (below).
      if (!config.confirmEmail) throw apiError(422, 'user_already_exists', 'User already registered')
      if (!existing.email_confirmed_at) await issueAndSend(tx, ctx, existing, 'signup')
      return null
    })
    return c.json(result ?? (await newAccountLookalike(db, email, passwordHash, body.data)))
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    if (grant === 'refresh_token') {
      const { refresh_token } = await readBody(c, RefreshGrantBody)
      return c.json(await refreshSession(db, refresh_token, apiUrl(c), config.refreshTokenReuseIntervalS))
    }
    if (grant !== 'password')
      throw new AuthError(400, {
        error: 'unsupported_grant_type',
        error_description: 'Unsupported grant type',
        code: 'validation_failed',
        error_code: 'validation_failed',
        msg: 'Unsupported grant type',
      })
    const body = await readBody(c, PasswordGrantBody)
    if (!body.email && !body.phone) throw validationFailed('missing email or phone')
    if (!body.password) throw invalidCredentials()
    const { email, phone, password } = body
    // per address and client: a guesser elsewhere cannot lock the owner out (auth-attempts.ts)
    const key = `password:${(email ?? phone ?? '').trim().toLowerCase()}:${clientOf(c)}`
    const session = await limits.password.guard(
      key,
      async () => {
        const user = await db.asOwner((tx) =>
          email ? userByEmail(tx, email.trim()) : userByPhone(tx, (phone ?? '').trim()),
        )
        const hash = user && isBcrypt(user.encrypted_password) ? user.encrypted_password : DUMMY_HASH
        const matches = await bcrypt.compare(password, hash)
        if (!user || !matches || hash === DUMMY_HASH) throw invalidCredentials()
        if (isBanned(user)) throw apiError(400, 'user_banned', 'User is banned')
        if (email && !user.email_confirmed_at) throw grantError('email_not_confirmed', 'Email not confirmed')
        if (phone && !user.phone_confirmed_at) throw grantError('phone_not_confirmed', 'Phone not confirmed')
        return db.asOwner((tx) => startSession(tx, user.id, 'password', apiUrl(c)))
      },
      wrongSecret('invalid_credentials'),
    )
    return c.json(session)
  })

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) throw validationFailed('Unsupported logout scope')
    const { user, sessionId } = await requireSessionUser(db, c.req.raw.headers)
    await db.asOwner(async (tx) => {
      if (scope === 'global') await endSessions(tx, 'user_id = $1', [user.id])
      else if (scope === 'local' && sessionId) await endSessions(tx, 'id::text = $1', [sessionId])
      else if (scope === 'others') await endSessions(tx, 'user_id = $1 and id::text <> $2', [user.id, sessionId ?? ''])
    })
    return c.body(null, 204)
  })

  app.get('/user', async (c) => {
    const { user } = await requireSessionUser(db, c.req.raw.headers)
    return c.json(await db.asOwner((tx) => userJson(tx, user)))
  })

  app.put('/user', async (c) => {
    const { user, sessionId } = await requireSessionUser(db, c.req.raw.headers)
    const body = await readBody(c, UserUpdateBody)
    if (body.phone) throw phoneDisabled()
    let passwordHash: string | null = null
    if (body.password !== undefined) {
      checkPassword(body.password)
      if (isBcrypt(user.encrypted_password) && (await bcrypt.compare(body.password, user.encrypted_password))) {
        throw apiError(422, 'same_password', 'New password should be different from the old password.')
      }
      passwordHash = await bcrypt.hash(body.password, BCRYPT_COST)
    }
    const newEmail = body.email !== undefined ? normalizeEmail(body.email) : null
    const ctx = linkContext(c, config)
    const result = await inTx(db, async (tx) => {
      if (body.data) {
        const current = await requireUserById(tx, user.id)
        await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          user.id,
          JSON.stringify(mergeMeta(current.raw_user_meta_data, body.data)),
        ])
      }
      if (passwordHash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          user.id,
          passwordHash,
        ])
        // A new password ends every other session, as GoTrue does.
        await endSessions(tx, 'user_id = $1 and id::text <> $2', [user.id, sessionId ?? ''])
      }
      if (newEmail && newEmail !== user.email?.toLowerCase()) {
        const taken = await userByEmail(tx, newEmail)
        if (taken && taken.id !== user.id) throw emailExists()
        await sendEmailChange(tx, ctx, user, newEmail)
      }
      return loadUserJson(tx, user.id)
    })
    return c.json(result)
  })
}
