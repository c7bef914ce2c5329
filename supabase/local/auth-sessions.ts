// Sessions, rotating refresh tokens and the access tokens GoTrue issues (HS256, one hour).
import { randomBytes } from 'node:crypto'
import { apiError, grantError } from './auth-errors.ts'
import { appMetadata, isBanned, requireUserById, userById, userJson, type UserRow } from './auth-users.ts'
import type { Db, Tx } from './db.ts'
import { signJwt, verifyJwt, type Claims } from './jwt.ts'
import { ACCESS_TOKEN_TTL_S } from './keys.ts'

/** How the session was started, as the `amr` claim reports it (password, otp, recovery, …). */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'invite' | 'email_change'
type Amr = { method: AuthMethod; timestamp: number }

// The amr of each live session, kept for refreshes (auth.sessions has no column for it); a session
// from before a restart reports 'password'.
const amrBySession = new Map<string, Amr>()

const newRefreshToken = () => randomBytes(16).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

async function accessToken(user: UserRow, sessionId: string, amr: Amr, issuer: string) {
  const iat = now()
  const claims: Claims = {
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: iat + ACCESS_TOKEN_TTL_S,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadata(user.raw_app_meta_data),
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [amr],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
  return { token: await signJwt(claims), exp: claims.exp as number }
}

/** The session JSON: a fresh access token built from the user as the database holds it now. */
async function sessionJson(tx: Tx, userId: string, sessionId: string, refreshToken: string, issuer: string) {
  const user = await requireUserById(tx, userId) // re-read: a trigger may have changed app_metadata
  const amr = amrBySession.get(sessionId) ?? { method: 'password', timestamp: now() }
  const { token, exp } = await accessToken(user, sessionId, amr, issuer)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  }
}
export type SessionJson = Awaited<ReturnType<typeof sessionJson>>

/** Signs the user in: a new session with its first refresh token. */
export async function startSession(tx: Tx, userId: string, method: AuthMethod, issuer: string): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string }>(`insert into auth.sessions (user_id) values ($1) returning id`, [
    userId,
  ])
  const sessionId = rows[0].id
  const refreshToken = newRefreshToken()
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [
    refreshToken,
    userId,
    sessionId,
  ])
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId])
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId])
  amrBySession.set(sessionId, { method, timestamp: now() })
  return sessionJson(tx, userId, sessionId, refreshToken, issuer)
}

type TokenRow = {
  token: string
  user_id: string
  session_id: string
  revoked: boolean
  revoked_at: Date
  not_after: Date | null
}

/**
 * grant_type=refresh_token: the token is revoked and a child issued. A revoked token presented
 * again within `reuseIntervalS` of its revocation (config.toml refresh_token_reuse_interval) is a
 * client that lost the answer to its refresh (a crash, two tabs racing): it gets the session's
 * current token back, no new one. Later, it means the token leaked: the whole session ends.
 */
export async function refreshSession(
  db: Db,
  refreshToken: string,
  issuer: string,
  reuseIntervalS: number,
): Promise<SessionJson> {
  const result = await db.asOwner(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select rt.token, rt.user_id, rt.session_id, rt.revoked, rt.updated_at as revoked_at, s.not_after
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id where rt.token = $1`,
      [refreshToken],
    )
    const row = rows[0]
    if (!row) return grantError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    const current = row.revoked ? await reusableToken(tx, row, reuseIntervalS) : null
    if (row.revoked && !current) {
      await endSessions(tx, 'id = $1', [row.session_id])
      return grantError('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    }
    if (row.not_after && row.not_after.getTime() <= Date.now()) {
      await endSessions(tx, 'id = $1', [row.session_id])
      return apiError(403, 'session_expired', 'Session Expired')
    }
    const user = await userById(tx, row.user_id)
    if (!user) return grantError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (isBanned(user)) return apiError(400, 'user_banned', 'User is banned')
    if (current) return sessionJson(tx, row.user_id, row.session_id, current, issuer)
    const next = newRefreshToken()
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [row.token])
    await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
      next,
      row.user_id,
      row.session_id,
      row.token,
    ])
    await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [row.session_id])
    return sessionJson(tx, row.user_id, row.session_id, next, issuer)
  })
  if (result instanceof Error) throw result // thrown after the commit: a reuse still ends the session
  return result
}

/** The session's live refresh token, when the revoked `row` is still inside the reuse interval. */
async function reusableToken(tx: Tx, row: TokenRow, reuseIntervalS: number): Promise<string | null> {
  if (row.revoked_at.getTime() + reuseIntervalS * 1000 < Date.now()) return null
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [row.session_id],
  )
  return rows[0]?.token ?? null
}

/** Deletes sessions (their refresh tokens go with them) matching `where` on auth.sessions. */
export async function endSessions(tx: Tx, where: string, params: unknown[]) {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id in (select id from auth.sessions where ${where})`,
    params,
  )
  const { rows } = await tx.query<{ id: string }>(`delete from auth.sessions where ${where} returning id`, params)
  for (const { id } of rows) amrBySession.delete(id)
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SessionUser = { user: UserRow; sessionId: string | null; claims: Claims }

/**
 * The signed-in caller of /user and /logout: a user access token in the Authorization header whose
 * user and session still exist.
 */
export async function requireSessionUser(db: Db, headers: Headers): Promise<SessionUser> {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  if (!bearer) throw apiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const claims = await verifyJwt(bearer)
  if (!claims)
    throw apiError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid')
  if (!claims.sub || !UUID_RE.test(claims.sub)) throw apiError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
  return db.asOwner(async (tx) => {
    const user = await userById(tx, claims.sub as string)
    if (!user) throw apiError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    if (sessionId) {
      const { rows } = await tx.query(`select 1 from auth.sessions where id::text = $1 and user_id = $2`, [
        sessionId,
        user.id,
      ])
      if (!rows.length) throw apiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { user, sessionId, claims }
  })
}
