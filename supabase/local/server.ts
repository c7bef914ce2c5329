// The Supabase-compatible API on one port, as the Supabase CLI serves it locally:
// /auth/v1 (GoTrue), /rest/v1 (PostgREST), plus /__local for dev tools (the email outbox).
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { authApp } from './auth.ts'
import type { Db } from './db.ts'
import { requestClaims } from './jwt.ts'
import { restApp } from './rest.ts'

export function createApp(db: Db) {
  const app = new Hono()
  app.use(
    cors({
      origin: (origin) => origin,
      allowHeaders: ['authorization', 'apikey', 'x-client-info', 'content-type', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-supabase-api-version', 'accept'],
      exposeHeaders: ['content-range', 'content-location', 'preference-applied', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      credentials: true,
      maxAge: 3600,
    }),
  )
  app.get('/', (c) => c.json({ name: 'supabase-local', auth: '/auth/v1', rest: '/rest/v1' }))
  app.route('/auth/v1', authApp(db))
  app.route('/rest/v1', restApp(db))

  // Dev tools only (tests, /dev/debug): the emails the auth server would have sent.
  app.get('/__local/outbox', async (c) => {
    const claims = await requestClaims(c.req.raw.headers)
    if (!claims) return c.json({ message: 'Invalid API key' }, 401)
    const to = c.req.query('email')
    const { rows } = await db.asOwner((tx) =>
      tx.query(
        `select id, to_email, kind, subject, body, token, token_hash, link, created_at from auth.local_outbox
         where $1::text is null or lower(to_email) = lower($1) order by id desc limit 50`,
        [to ?? null],
      ),
    )
    return c.json(rows)
  })

  // /dev-admin-helper: the signed-in user (bearer token) becomes an admin. Local backend only.
  app.post('/__local/promote', async (c) => {
    const claims = await requestClaims(c.req.raw.headers)
    if (claims?.role !== 'authenticated' || !claims.sub) return c.json({ message: 'Sign in first: this needs your session token' }, 401)
    const { affectedRows } = await db.asOwner((tx) => tx.query(`update public.profiles set role = 'admin' where id = $1`, [claims.sub]))
    if (!affectedRows) return c.json({ message: 'No profile for this user' }, 404)
    return c.json({ id: claims.sub, role: 'admin' })
  })
  return app
}
