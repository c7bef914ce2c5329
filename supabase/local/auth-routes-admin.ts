// /admin/* and /invite: the service role's user management (supabase.auth.admin).
import bcrypt from 'bcryptjs'
import type { Context, Hono } from 'hono'
import { BCRYPT_COST } from './auth-config.ts'
import { issueAndSend, issueEmailToken, type Slot } from './auth-email.ts'
import { apiError, emailExists, phoneDisabled, userNotFound, validationFailed } from './auth-errors.ts'
import {
  AdminUserBody,
  checkPassword,
  DeleteUserBody,
  GenerateLinkBody,
  InviteBody,
  ListQuery,
  normalizeEmail,
  parseBanDuration,
  readBody,
  Uuid,
} from './auth-input.ts'
import { inTx, linkContext, type Deps } from './auth-routes-user.ts'
import { endSessions } from './auth-sessions.ts'
import {
  createUser,
  loadUserJson,
  markEmailVerified,
  requireUserById,
  userByEmail,
  userJson,
  type UserRow,
} from './auth-users.ts'
import type { Tx } from './db.ts'
import { verifyJwt } from './jwt.ts'

/** The Authorization bearer (or, without one, the apikey) must be a service_role token. */
async function requireServiceRole(c: Context) {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? c.req.header('apikey')
  if (!token) throw apiError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  const claims = await verifyJwt(token)
  if (!claims)
    throw apiError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid')
  if (claims.role !== 'service_role') throw apiError(403, 'not_admin', 'User not allowed')
}

function userId(c: Context): string {
  const parsed = Uuid.safeParse(c.req.param('id'))
  if (!parsed.success) throw userNotFound()
  return parsed.data
}

const hashIfSet = async (password: string | undefined) => {
  if (password === undefined) return null
  checkPassword(password)
  return bcrypt.hash(password, BCRYPT_COST)
}

async function setBan(tx: Tx, id: string, duration: string | undefined) {
  if (duration === undefined) return
  const ms = parseBanDuration(duration)
  await tx.query(
    `update auth.users set banned_until = case when $2::bigint > 0 then now() + make_interval(secs => $2::bigint / 1000.0) end where id = $1`,
    [id, ms],
  )
  if (ms > 0) await endSessions(tx, 'user_id = $1', [id])
}

/** GoTrue's metadata update in SQL, so a concurrent trigger write to other keys is kept. */
async function patchMeta(
  tx: Tx,
  id: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  patch: Record<string, unknown> | undefined,
) {
  if (!patch) return
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null))
  const removed = Object.keys(patch).filter((k) => patch[k] === null)
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [id, JSON.stringify(set), removed],
  )
}

export function adminRoutes(app: Hono, { db, config }: Deps) {
  app.use('/admin/*', (c, next) => requireServiceRole(c).then(next))
  app.use('/invite', (c, next) => requireServiceRole(c).then(next))

  app.get('/admin/users', async (c) => {
    const { page, per_page } = ListQuery.parse({
      page: c.req.query('page') || undefined,
      per_page: c.req.query('per_page') || undefined,
    })
    const { total, users } = await db.asOwner(async (tx) => {
      const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`)
      const { rows } = await tx.query<{ id: string }>(
        `select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
        [per_page, (page - 1) * per_page],
      )
      const list = []
      for (const { id } of rows) list.push(await loadUserJson(tx, id))
      return { total: count.rows[0].n, users: list }
    })
    const last = Math.max(1, Math.ceil(total / per_page))
    const links = [
      ...(page < last ? [`</admin/users?page=${page + 1}&per_page=${per_page}>; rel="next"`] : []),
      `</admin/users?page=${last}&per_page=${per_page}>; rel="last"`,
    ]
    c.header('x-total-count', String(total))
    c.header('link', links.join(', '))
    return c.json({ users, aud: 'authenticated' })
  })

  app.post('/admin/users', async (c) => {
    const body = await readBody(c, AdminUserBody)
    if (body.phone) throw phoneDisabled()
    if (!body.email) throw validationFailed('Cannot create a user without an email')
    const email = normalizeEmail(body.email)
    const passwordHash = await hashIfSet(body.password)
    const user = await inTx(db, async (tx) => {
      if (await userByEmail(tx, email)) throw emailExists()
      const row = await createUser(tx, {
        id: body.id,
        email,
        passwordHash,
        confirmed: Boolean(body.email_confirm),
        userMeta: body.user_metadata,
        appMeta: body.app_metadata,
      })
      await setBan(tx, row.id, body.ban_duration)
      return loadUserJson(tx, row.id)
    })
    return c.json(user)
  })

  app.get('/admin/users/:id', async (c) => {
    const id = userId(c)
    return c.json(await db.asOwner((tx) => loadUserJson(tx, id)))
  })

  app.put('/admin/users/:id', async (c) => {
    const id = userId(c)
    const body = await readBody(c, AdminUserBody)
    if (body.phone) throw phoneDisabled()
    const email = body.email !== undefined ? normalizeEmail(body.email) : null
    const passwordHash = await hashIfSet(body.password)
    const user = await inTx(db, async (tx) => {
      const current = await requireUserById(tx, id)
      if (email && email !== current.email?.toLowerCase()) {
        const taken = await userByEmail(tx, email)
        if (taken && taken.id !== id) throw emailExists()
        await tx.query(`update auth.users set email = $2, email_change = null, updated_at = now() where id = $1`, [
          id,
          email,
        ])
        await tx.query(
          `update auth.identities set identity_data = identity_data || $2::jsonb where user_id = $1 and provider = 'email'`,
          [id, JSON.stringify({ email })],
        )
      }
      if (passwordHash)
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          id,
          passwordHash,
        ])
      if (body.email_confirm) await markEmailVerified(tx, id, email ?? current.email ?? '')
      await patchMeta(tx, id, 'raw_user_meta_data', body.user_metadata)
      await patchMeta(tx, id, 'raw_app_meta_data', body.app_metadata)
      await setBan(tx, id, body.ban_duration)
      return loadUserJson(tx, id)
    })
    return c.json(user)
  })

  app.delete('/admin/users/:id', async (c) => {
    const id = userId(c)
    const { should_soft_delete } = await readBody(c, DeleteUserBody)
    await db.asOwner(async (tx) => {
      await requireUserById(tx, id)
      if (!should_soft_delete) return void (await tx.query(`delete from auth.users where id = $1`, [id]))
      await endSessions(tx, 'user_id = $1', [id])
      await tx.query(`delete from auth.identities where user_id = $1`, [id])
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null, email_change = null,
           confirmation_token = null, recovery_token = null, email_change_token = null, otp_code = null, raw_user_meta_data = '{}' where id = $1`,
        [id],
      )
    })
    return c.json({})
  })

  app.post('/invite', async (c) => {
    const body = await readBody(c, InviteBody)
    const email = normalizeEmail(body.email)
    const ctx = linkContext(c, config)
    const user = await inTx(db, async (tx) => {
      const existing = await userByEmail(tx, email)
      if (existing?.email_confirmed_at) throw emailExists()
      const row =
        existing ?? (await createUser(tx, { email, passwordHash: null, confirmed: false, userMeta: body.data }))
      await issueAndSend(tx, ctx, row, 'invite')
      return loadUserJson(tx, row.id)
    })
    return c.json(user)
  })

  // The link and code an email would carry, without sending it (GoTrue's action_link is its GET /verify).
  app.post('/admin/generate_link', async (c) => {
    const body = await readBody(c, GenerateLinkBody)
    const email = normalizeEmail(body.email)
    const newEmail = body.new_email ? normalizeEmail(body.new_email) : null
    const passwordHash = body.type === 'signup' ? await hashIfSet(body.password ?? '') : null
    const ctx = linkContext(c, config, body.redirect_to ?? body.redirectTo)
    const result = await inTx(db, async (tx) => {
      let user: UserRow | null = await userByEmail(tx, email)
      const create = async (hash: string | null) =>
        createUser(tx, { email, passwordHash: hash, confirmed: false, userMeta: body.data })
      let slot: Slot = 'confirmation'
      let type: string = body.type
      let to = email
      if (body.type === 'signup') {
        if (user) throw emailExists()
        user = await create(passwordHash)
      } else if (body.type === 'invite') {
        if (user?.email_confirmed_at) throw emailExists()
        user ??= await create(null)
      } else if (body.type === 'magiclink') {
        user ??= await create(null)
        slot = 'otp'
      } else if (body.type === 'recovery') {
        if (!user) throw apiError(404, 'user_not_found', 'User with this email not found')
        slot = 'recovery'
      } else {
        if (!user) throw apiError(404, 'user_not_found', 'User with this email not found')
        if (!newEmail) throw validationFailed('The new email address is required for an email change link')
        const taken = await userByEmail(tx, newEmail)
        if (taken && taken.id !== user.id) throw emailExists()
        if (user.email_change !== newEmail) {
          await tx.query(
            `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token = null, email_change_token_current = null where id = $1`,
            [user.id, newEmail],
          )
        }
        // the link for the current address (double confirmation) or for the new one
        const current = body.type === 'email_change_current'
        slot = current ? 'email_change_current' : 'email_change'
        type = 'email_change'
        to = current ? email : newEmail
      }
      const token = await issueEmailToken(
        tx,
        ctx,
        user.id,
        slot,
        to,
        type,
        type === 'recovery' ? '/update-password' : '/email-confirm',
      )
      const json = await userJson(tx, await requireUserById(tx, user.id))
      return {
        ...json,
        action_link: token.verifyUrl,
        email_otp: token.otp,
        hashed_token: token.hash,
        redirect_to: token.redirectTo,
        verification_type: type,
      }
    })
    return c.json(result)
  })
}
