// The Supabase-compatible API on one port, as the Supabase CLI serves it locally:
// /auth/v1 (GoTrue), /rest/v1 (PostgREST), plus /__local for dev tools (the email outbox).
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { authApp, type AuthOptions } from './auth.ts'
import { authConfig, isLoopback } from './auth-config.ts'
import type { Db } from './db.ts'
import { requestClaims } from './jwt.ts'
import { restApp } from './rest.ts'

export type AppOptions = { auth?: AuthOptions }

export function createApp(db: Db, options: AppOptions = {}) {
  const app = new Hono()
  // Browsers may call this API from the app on a loopback address or the configured site (the
  // redirect origins): any other web page the developer opens gets no CORS answer, so it cannot
  // read the database or the outbox through their browser. No cookies: keys travel in headers.
  const { redirectOrigins } = authConfig(options.auth)
  app.use(
    cors({
      origin: (origin) => (isLoopback(origin) || redirectOrigins.includes(origin) ? origin : null),
      allowHeaders: [
        'authorization',
        'apikey',
        'x-client-info',
        'content-type',
        'prefer',
        'range',
        'accept-profile',
        'content-profile',
        'x-supabase-api-version',
        'accept',
      ],
      exposeHeaders: [
        'content-range',
        'content-location',
        'preference-applied',
        'x-supabase-api-version',
        'retry-after',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      maxAge: 3600,
    }),
  )
  app.get('/', (c) => c.json({ name: 'supabase-local', auth: '/auth/v1', rest: '/rest/v1' }))
  app.route('/auth/v1', authApp(db, options.auth))
  app.route('/rest/v1', restApp(db))

  // Dev tools only: the emails the auth server would have sent. They hold sign-in codes and links,
  // so the service role (tests, scripts) reads every one, a signed-in user only those sent to their
  // own address (/dev/debug), and the public anon key none.
  app.get('/__local/outbox', async (c) => {
    const claims = await requestClaims(c.req.raw.headers)
    if (!claims) return c.json({ message: 'Invalid API key' }, 401)
    if (claims.role === 'anon')
      return c.json(
        { message: 'Sign in to read the emails sent to your address; every email needs the service role key' },
        403,
      )
    const filter = c.req.query('email') ?? null
    const { rows } = await db.asOwner(async (tx) => {
      // a user's own addresses: the current one and one they are changing to
      const own =
        claims.role === 'service_role'
          ? null
          : (
              await tx.query<{ email: string | null; email_change: string | null }>(
                `select email, email_change from auth.users where id::text = $1`,
                [claims.sub ?? ''],
              )
            ).rows[0]
      const allowed = own
        ? [own.email, own.email_change].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase())
        : null
      return tx.query(
        `select id, to_email, kind, subject, body, token, token_hash, link, created_at from auth.local_outbox
         where ($1::text is null or lower(to_email) = lower($1)) and ($2::text[] is null or lower(to_email) = any($2))
         order by id desc limit 50`,
        [filter, allowed],
      )
    })
    return c.json(rows)
  })

  // /dev-admin-helper: the signed-in user (bearer token) becomes an admin. Local backend only.
  app.post('/__local/promote', async (c) => {
    const claims = await requestClaims(c.req.raw.headers)
    if (claims?.role !== 'authenticated' || !claims.sub)
      return c.json({ message: 'Sign in first: this needs your session token' }, 401)
    const { affectedRows } = await db.asOwner((tx) =>
      tx.query(`update public.profiles set role = 'admin' where id = $1`, [claims.sub]),
    )
    if (!affectedRows) return c.json({ message: 'No profile for this user' }, 404)
    return c.json({ id: claims.sub, role: 'admin' })
  })
  return app
}
