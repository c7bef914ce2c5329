// The local GoTrue (/auth/v1) through real supabase-js, as the browser and the server call it.
import { serve, type ServerType } from '@hono/node-server'
import { createClient } from '@supabase/supabase-js'
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApp } from '../../supabase/local/auth.ts'
import { openDb, type Db } from '../../supabase/local/db.ts'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { startBackend, type Backend } from './harness'

let backend: Backend
beforeAll(async () => {
  backend = await startBackend({ seed: false })
})
afterAll(() => backend?.stop())

let n = 0
const newEmail = () => `user${++n}-${Date.now()}@example.com`
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString())
const auth = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${backend.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: init.key ?? ANON_KEY, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  })
const refresh = (token: string) => auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) })

async function signedUp(password = 'secret-pass-1') {
  const client = backend.anon()
  const email = newEmail()
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { firstName: 'Ada' } } })
  expect(error).toBeNull()
  return { client, email, password, session: data.session!, user: data.user! }
}

describe('sign-up and sign-in', () => {
  it('signs a new user up and in at once (confirmation off), with GoTrue-shaped session and claims', async () => {
    const { client, email, session, user } = await signedUp()
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', is_anonymous: false, user_metadata: { firstName: 'Ada' } })
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id })
    expect(claimsOf(session.access_token)).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { firstName: 'Ada' },
      amr: [{ method: 'password' }],
    })
    expect((await client.auth.getSession()).data.session?.access_token).toBe(session.access_token)
  })

  it('rejects a wrong password or an unknown email with "Invalid login credentials"', async () => {
    const { email } = await signedUp()
    for (const credentials of [{ email, password: 'wrong-password' }, { email: newEmail(), password: 'whatever1' }]) {
      const { data, error } = await backend.anon().auth.signInWithPassword(credentials)
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' })
    }
  })

  it('rejects a weak password (422 weak_password), a taken email (422) and a malformed one (400)', async () => {
    const weak = await backend.anon().auth.signUp({ email: newEmail(), password: '12345' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.', name: 'AuthWeakPasswordError' })
    const { email } = await signedUp()
    const dup = await backend.anon().auth.signUp({ email: email.toUpperCase(), password: 'another-pass' })
    expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
    const bad = await backend.anon().auth.signUp({ email: 'not-an-email', password: 'secret-pass' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('signs in with a password hashed by pgcrypto (seed accounts)', async () => {
    const email = newEmail()
    await backend.db.asOwner((tx) =>
      tx.query(`insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, crypt('Seeded-pass-1', gen_salt('bf')), now())`, [email]),
    )
    const { data, error } = await backend.anon().auth.signInWithPassword({ email, password: 'Seeded-pass-1' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a used one comes back', async () => {
    const { client, session } = await signedUp()
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const next = data.session!
    expect(next.refresh_token).not.toBe(session.refresh_token)
    const { rows } = await backend.db.asOwner((tx) => tx.query<{ revoked: boolean; parent: string | null }>('select revoked, parent from auth.refresh_tokens where token = any($1) order by id', [[session.refresh_token, next.refresh_token]]))
    expect(rows).toEqual([{ revoked: true, parent: null }, { revoked: false, parent: session.refresh_token }])

    const reuse = await refresh(session.refresh_token)
    expect(reuse.status).toBe(400)
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' })
    const afterReuse = await (await refresh(next.refresh_token)).json()
    expect(afterReuse).toMatchObject({ error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' })
  })

  it('issues each access token from the database as it is now (a trigger may change app_metadata)', async () => {
    const { client, user } = await signedUp()
    await backend.db.asOwner((tx) => tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin","is_admin":true}' where id = $1`, [user.id]))
    const { data } = await client.auth.refreshSession()
    expect(claimsOf(data.session!.access_token).app_metadata).toMatchObject({ provider: 'email', role: 'admin', is_admin: true })
  })

  it('signOut revokes the refresh token and the session', async () => {
    const { client, session } = await signedUp()
    expect((await client.auth.signOut()).error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
    expect((await refresh(session.refresh_token)).status).toBe(400)
    const me = await auth('/user', { headers: { authorization: `Bearer ${session.access_token}` } })
    expect(me.status).toBe(403)
    expect(await me.json()).toMatchObject({ error_code: 'session_not_found' })
  })

  it('getUser answers the signed-in user; updateUser changes metadata and the password', async () => {
    const { client, email, user } = await signedUp('first-pass-1')
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id)
    const same = await client.auth.updateUser({ password: 'first-pass-1' })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    expect((await client.auth.updateUser({ password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password' })
    const updated = await client.auth.updateUser({ password: 'second-pass-2', data: { lastName: 'Lovelace' } })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'first-pass-1' })).error?.message).toBe('Invalid login credentials')
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'second-pass-2' })).error).toBeNull()
  })
})

describe('emailed links and codes', () => {
  it('recovers a password: outbox email → verifyOtp(token_hash) → updateUser → sign in', async () => {
    const { email } = await signedUp()
    const client = backend.anon()
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:8787/update-password' })).error).toBeNull()
    const [mail] = await backend.outbox(email)
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset Your Password' })
    expect(mail.token).toMatch(/^\d{6}$/)
    expect(mail.token_hash).toBe(createHash('sha224').update(email + mail.token).digest('hex'))
    expect(mail.link).toBe(`http://127.0.0.1:8787/update-password?token_hash=${mail.token_hash}&type=recovery`)

    const verified = await client.auth.verifyOtp({ token_hash: mail.token_hash!, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(claimsOf(verified.data.session!.access_token).amr[0].method).toBe('recovery')
    expect((await client.auth.updateUser({ password: 'recovered-pass-9' })).error).toBeNull()
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'recovered-pass-9' })).error).toBeNull()

    const again = await backend.anon().auth.verifyOtp({ token_hash: mail.token_hash!, type: 'recovery' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
  })

  it('answers recovery for unknown addresses the same way, sending nothing', async () => {
    const email = newEmail()
    expect(await backend.anon().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
    expect(await backend.outbox(email)).toEqual([])
  })

  it('expires emailed tokens after one hour', async () => {
    const { email } = await signedUp()
    await backend.anon().auth.resetPasswordForEmail(email)
    const [mail] = await backend.outbox(email)
    await backend.db.asOwner((tx) => tx.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`, [email]))
    const { error } = await backend.anon().auth.verifyOtp({ token_hash: mail.token_hash!, type: 'recovery' })
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('signs in with an emailed code (signInWithOtp + verifyOtp type email), creating the user if asked', async () => {
    const email = newEmail()
    const client = backend.anon()
    const refused = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' })
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull()
    const [mail] = await backend.outbox(email)
    expect(mail).toMatchObject({ kind: 'email_otp' })
    const wrong = await client.auth.verifyOtp({ email, token: mail.token === '000000' ? '111111' : '000000', type: 'email' })
    expect(wrong.error).toMatchObject({ code: 'otp_expired' })
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.token!, type: 'email' })
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect((await client.auth.getUser()).data.user?.email).toBe(email)

    await backend.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    const [second] = await backend.outbox(email)
    expect(second.kind).toBe('magiclink')
    expect((await backend.anon().auth.verifyOtp({ token_hash: second.token_hash!, type: 'magiclink' })).error).toBeNull()
  })

  it('changes the email address once the new one is confirmed', async () => {
    const { client, user } = await signedUp()
    const target = newEmail()
    const { data, error } = await client.auth.updateUser({ email: target })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ new_email: target })
    const [mail] = await backend.outbox(target)
    expect(mail.kind).toBe('email_change')
    const verified = await client.auth.verifyOtp({ token_hash: mail.token_hash!, type: 'email_change' })
    expect(verified.error).toBeNull()
    expect(verified.data.user).toMatchObject({ id: user.id, email: target })
    expect(verified.data.user?.new_email).toBeUndefined()
  })

  it('follows GoTrue GET /verify links: session (or error) in the redirect fragment', async () => {
    const email = newEmail()
    const { data, error } = await backend.service().auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo: 'http://127.0.0.1:8787/dashboard' } })
    expect(error).toBeNull()
    const link = data.properties!.action_link
    expect(link).toContain(`${backend.url}/auth/v1/verify?token=${data.properties!.hashed_token}`)
    const ok = await fetch(link, { redirect: 'manual' })
    expect(ok.status).toBe(303)
    const location = new URL(ok.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:8787/dashboard')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(claimsOf(fragment.get('access_token')!).email).toBe(email)
    expect(fragment.get('refresh_token')).toBeTruthy()
    const used = await fetch(link, { redirect: 'manual' })
    expect(new URLSearchParams(new URL(used.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired')
  })
})

describe('email confirmation required (SUPABASE_AUTH_CONFIRM_EMAIL=true)', () => {
  let db: Db
  let server: ServerType
  let url: string
  beforeAll(async () => {
    db = await openDb({ seed: false })
    const app = new Hono().route('/auth/v1', authApp(db, { confirmEmail: true }))
    server = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((r) => server?.close(r))
    await db?.close()
  })
  const client = () => createClient(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
  const outbox = async (email: string) =>
    (await db.asOwner((tx) => tx.query<{ kind: string; link: string; token_hash: string }>('select kind, link, token_hash from auth.local_outbox where to_email = $1 order by id desc', [email]))).rows

  it('signs up without a session, emails a confirmation link, and signs in once confirmed', async () => {
    const email = newEmail()
    const signUp = await client().auth.signUp({ email, password: 'confirm-me-1', options: { emailRedirectTo: 'http://127.0.0.1:8787/email-confirm' } })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user).toMatchObject({ email })
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined()
    const before = await client().auth.signInWithPassword({ email, password: 'confirm-me-1' })
    expect(before.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })

    const [mail] = await outbox(email)
    expect(mail.kind).toBe('signup')
    expect(mail.link).toBe(`http://127.0.0.1:8787/email-confirm?token_hash=${mail.token_hash}&type=signup`)
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull()
    const [resent] = await outbox(email)
    expect(resent.token_hash).not.toBe(mail.token_hash)
    expect((await client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' })

    const verified = await client().auth.verifyOtp({ token_hash: resent.token_hash, type: 'signup' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.access_token).toBeTruthy()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    expect((await client().auth.signInWithPassword({ email, password: 'confirm-me-1' })).error).toBeNull()
  })

  it('uses the site URL when redirect_to is not an allowed origin', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'confirm-me-1', options: { emailRedirectTo: 'https://evil.example/steal' } })
    const [mail] = await outbox(email)
    expect(mail.link.startsWith('http://127.0.0.1:8787/email-confirm?token_hash=')).toBe(true)
  })
})

describe('admin API', () => {
  it('creates, lists, reads, updates and deletes users with the service role', async () => {
    const admin = backend.service().auth.admin
    const email = newEmail()
    const created = await admin.createUser({ email, password: 'admin-made-1', email_confirm: true, user_metadata: { firstName: 'Grace' }, app_metadata: { plan: 'pro' } })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user).toMatchObject({ email, user_metadata: { firstName: 'Grace' }, app_metadata: { provider: 'email', plan: 'pro' } })
    expect((await admin.createUser({ email, password: 'admin-made-1' })).error).toMatchObject({ status: 422, code: 'email_exists' })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'admin-made-1' })).error).toBeNull()

    const page = await admin.listUsers({ page: 1, perPage: 2 })
    expect(page.error).toBeNull()
    expect(page.data.users).toHaveLength(2)
    expect('total' in page.data && page.data.total).toBeGreaterThanOrEqual(2)
    expect(page.data.users[0].id).toBe(id) // newest first
    expect((await admin.getUserById(id)).data.user?.email).toBe(email)

    const updated = await admin.updateUserById(id, { app_metadata: { plan: null, tier: 2 }, user_metadata: { lastName: 'Hopper' } })
    expect(updated.data.user?.app_metadata).toMatchObject({ tier: 2 })
    expect(updated.data.user?.app_metadata.plan).toBeUndefined()
    expect(updated.data.user?.user_metadata).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' })

    expect((await admin.deleteUser(id)).error).toBeNull()
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'admin-made-1' })).error?.message).toBe('Invalid login credentials')
  })

  it('refuses the anon key (403 User not allowed) and requests without a key (401)', async () => {
    const { error } = await backend.anon().auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, message: 'User not allowed', code: 'not_admin' })
    const { session } = await signedUp()
    const asUser = await auth('/admin/users', { headers: { authorization: `Bearer ${session.access_token}` } })
    expect(asUser.status).toBe(403)
    const noKey = await fetch(`${backend.url}/auth/v1/admin/users`)
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toEqual({ message: 'Invalid API key' })
  })
})

describe('the API gateway rule and input validation', () => {
  it('requires a valid apikey or bearer on every endpoint', async () => {
    for (const path of ['/settings', '/health', '/user', '/signup']) {
      const res = await fetch(`${backend.url}/auth/v1${path}`, { headers: { apikey: 'forged' } })
      expect(res.status, path).toBe(401)
    }
    const settings = await (await auth('/settings')).json()
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: true })
    expect((await auth('/health', { key: SERVICE_ROLE_KEY })).status).toBe(200)
  })

  it('answers malformed input with 4xx, never 5xx', async () => {
    const bodies = ['', 'not json', '[]', 'null', '{"email": 5}', '{"email": {"$ne": 1}, "password": []}', '{"refresh_token": 12}', '{"type": "nope"}']
    const routes = ['/signup', '/token?grant_type=password', '/token?grant_type=refresh_token', '/token?grant_type=magic', '/recover', '/otp', '/verify', '/resend', '/logout?scope=all']
    for (const path of routes) {
      for (const body of bodies) {
        const res = await auth(path, { method: 'POST', body })
        expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${path} ${body}`).toBeLessThan(500)
      }
    }
    const badData = await auth('/signup', { method: 'POST', body: '{"data": "x", "email": "a@b.co", "password": "secret1"}' })
    expect(badData.status).toBe(400)
    for (const [method, path] of [['GET', '/admin/users/not-a-uuid'], ['PUT', '/admin/users/00000000-0000-4000-8000-000000000000'], ['POST', '/admin/users'], ['POST', '/admin/generate_link'], ['GET', '/nowhere']]) {
      const res = await auth(path, { method, key: SERVICE_ROLE_KEY, headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` }, body: method === 'GET' ? undefined : '{"email": 1}' })
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})
