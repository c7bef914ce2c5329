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
  // confirmation off (SUPABASE_AUTH_CONFIRM_EMAIL=false): a sign-up signs in at once; the default is tested below
  backend = await startBackend({ seed: false, auth: { confirmEmail: false } })
})
afterAll(() => backend?.stop())

let n = 0
const newEmail = () => `user${++n}-${Date.now()}@example.com`
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString())
const auth = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${backend.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: init.key ?? ANON_KEY,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  })
const refresh = (token: string) =>
  auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) })

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
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      is_anonymous: false,
      user_metadata: { firstName: 'Ada' },
    })
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
    for (const credentials of [
      { email, password: 'wrong-password' },
      { email: newEmail(), password: 'whatever1' },
    ]) {
      const { data, error } = await backend.anon().auth.signInWithPassword(credentials)
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' })
    }
  })

  it('rejects a weak password (422 weak_password), a taken email (422) and a malformed one (400)', async () => {
    const weak = await backend.anon().auth.signUp({ email: newEmail(), password: '12345' })
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      name: 'AuthWeakPasswordError',
    })
    const { email } = await signedUp()
    const dup = await backend.anon().auth.signUp({ email: email.toUpperCase(), password: 'another-pass' })
    expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
    const bad = await backend.anon().auth.signUp({ email: 'not-an-email', password: 'secret-pass' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('signs in with a password hashed by pgcrypto (seed accounts)', async () => {
    const email = newEmail()
    await backend.db.asOwner((tx) =>
      tx.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, crypt('Seeded-pass-1', gen_salt('bf')), now())`,
        [email],
      ),
    )
    const { data, error } = await backend.anon().auth.signInWithPassword({ email, password: 'Seeded-pass-1' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})

describe('sessions', () => {
  it('rotates refresh tokens; a used one within the 10 s reuse interval answers the current token again', async () => {
    const { client, session } = await signedUp()
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const next = data.session!
    expect(next.refresh_token).not.toBe(session.refresh_token)
    const { rows } = await backend.db.asOwner((tx) =>
      tx.query<{ revoked: boolean; parent: string | null }>(
        'select revoked, parent from auth.refresh_tokens where token = any($1) order by id',
        [[session.refresh_token, next.refresh_token]],
      ),
    )
    expect(rows).toEqual([
      { revoked: true, parent: null },
      { revoked: false, parent: session.refresh_token },
    ])

    // a client that lost the answer to its refresh presents the old token again: same session, no new token
    const again = await refresh(session.refresh_token)
    expect(again.status).toBe(200)
    const body = (await again.json()) as { refresh_token: string; access_token: string }
    expect(body.refresh_token).toBe(next.refresh_token)
    expect(claimsOf(body.access_token).session_id).toBe(claimsOf(next.access_token).session_id)
    expect((await refresh(next.refresh_token)).status).toBe(200)
  })

  it('ends the whole session when a used refresh token comes back after the reuse interval', async () => {
    const { client, session } = await signedUp()
    const next = (await client.auth.refreshSession()).data.session!
    await backend.db.asOwner((tx) =>
      tx.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [
        session.refresh_token,
      ]),
    )
    const reuse = await refresh(session.refresh_token)
    expect(reuse.status).toBe(400)
    expect(await reuse.json()).toMatchObject({
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    })
    // the thief's token and the owner's both stop working
    const afterReuse = await refresh(next.refresh_token)
    expect(afterReuse.status).toBe(400)
    expect(await afterReuse.json()).toMatchObject({
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const me = await auth('/user', { headers: { authorization: `Bearer ${next.access_token}` } })
    expect(me.status).toBe(403)
  })

  it('issues each access token from the database as it is now (a trigger may change app_metadata)', async () => {
    const { client, user } = await signedUp()
    await backend.db.asOwner((tx) => tx.query(`update public.profiles set role = 'admin' where id = $1`, [user.id]))
    await backend.db.asOwner((tx) =>
      tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"plan":"pro"}' where id = $1`, [
        user.id,
      ]),
    )
    const { data } = await client.auth.refreshSession()
    expect(claimsOf(data.session!.access_token).app_metadata).toMatchObject({
      provider: 'email',
      role: 'admin',
      is_admin: true,
      plan: 'pro',
    })
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
    expect((await client.auth.updateUser({ password: '123' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    })
    const updated = await client.auth.updateUser({ password: 'second-pass-2', data: { lastName: 'Lovelace' } })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'first-pass-1' })).error?.message).toBe(
      'Invalid login credentials',
    )
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'second-pass-2' })).error).toBeNull()
  })
})

describe('emailed links and codes', () => {
  it('recovers a password: outbox email → verifyOtp(token_hash) → updateUser → sign in', async () => {
    const { email } = await signedUp()
    const client = backend.anon()
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:8787/update-password' })).error,
    ).toBeNull()
    const [mail] = await backend.outbox(email)
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset Your Password' })
    expect(mail.token).toMatch(/^\d{6}$/)
    expect(mail.token_hash).toBe(
      createHash('sha224')
        .update(email + mail.token)
        .digest('hex'),
    )
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
    await backend.db.asOwner((tx) =>
      tx.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`, [email]),
    )
    const { error } = await backend.anon().auth.verifyOtp({ token_hash: mail.token_hash!, type: 'recovery' })
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('signs in with an emailed code (signInWithOtp + verifyOtp type email), creating the user if asked', async () => {
    const email = newEmail()
    const client = backend.anon()
    // no account and none to create: answered like an address that has one (GoTrue: 422 otp_disabled), and no email
    const refused = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(refused.error).toBeNull()
    expect(await backend.outbox(email)).toEqual([])
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull()
    const [mail] = await backend.outbox(email)
    expect(mail).toMatchObject({ kind: 'email_otp' })
    const wrong = await client.auth.verifyOtp({
      email,
      token: mail.token === '000000' ? '111111' : '000000',
      type: 'email',
    })
    expect(wrong.error).toMatchObject({ code: 'otp_expired' })
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.token!, type: 'email' })
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect((await client.auth.getUser()).data.user?.email).toBe(email)

    await backend.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    const [second] = await backend.outbox(email)
    expect(second.kind).toBe('magiclink')
    expect(
      (await backend.anon().auth.verifyOtp({ token_hash: second.token_hash!, type: 'magiclink' })).error,
    ).toBeNull()
  })

  it('changes the email address once both the new and the current address confirm (double_confirm_changes)', async () => {
    const { client, email, user } = await signedUp()
    const target = newEmail()
    const { data, error } = await client.auth.updateUser({ email: target })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: target })
    const [toNew] = await backend.outbox(target)
    const [toCurrent] = await backend.outbox(email)
    expect(toNew).toMatchObject({ kind: 'email_change', subject: 'Confirm Email Change' })
    expect(toCurrent).toMatchObject({ kind: 'email_change', subject: 'Confirm Email Change' })
    expect(toCurrent.token_hash).toBe(
      createHash('sha224')
        .update(email + toCurrent.token)
        .digest('hex'),
    )

    const first = await auth('/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'email_change', token_hash: toNew.token_hash }),
    })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: 200,
    })
    expect((await backend.service().auth.admin.getUserById(user.id)).data.user).toMatchObject({
      email,
      new_email: target,
    })

    const second = await client.auth.verifyOtp({ email, token: toCurrent.token!, type: 'email_change' })
    expect(second.error).toBeNull()
    expect(second.data.user).toMatchObject({ id: user.id, email: target })
    expect(second.data.user?.new_email).toBeUndefined()
    const reused = await client.auth.verifyOtp({ token_hash: toNew.token_hash!, type: 'email_change' })
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('follows GoTrue GET /verify links: session (or error) in the redirect fragment', async () => {
    const email = newEmail()
    const { data, error } = await backend
      .service()
      .auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo: 'http://127.0.0.1:8787/dashboard' } })
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
    expect(new URLSearchParams(new URL(used.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    )
  })
})

describe('the auth server link in local emails', () => {
  it('leads through GET /verify to the page that handles it, with the session or the error in the fragment', async () => {
    const { email } = await signedUp()
    await backend.anon().auth.resetPasswordForEmail(email) // no redirectTo: the site's default page
    const [mail] = await backend.outbox(email)
    const link = /\(Auth server link: (\S+)\)/.exec(mail.body)?.[1]
    expect(link).toBe(
      `${backend.url}/auth/v1/verify?token=${mail.token_hash}&type=recovery&redirect_to=${encodeURIComponent('http://127.0.0.1:8787/update-password')}`,
    )
    const followed = await fetch(link!, { redirect: 'manual' })
    const target = new URL(followed.headers.get('location')!)
    expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:8787/update-password')
    const fragment = new URLSearchParams(target.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    expect(claimsOf(fragment.get('access_token')!)).toMatchObject({ email, amr: [{ method: 'recovery' }] })
    const again = new URL((await fetch(link!, { redirect: 'manual' })).headers.get('location')!)
    expect(Object.fromEntries(new URLSearchParams(again.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  })
})

describe('email confirmation required (SUPABASE_AUTH_CONFIRM_EMAIL=true), email changes confirmed by the new address alone', () => {
  let db: Db
  let server: ServerType
  let url: string
  beforeAll(async () => {
    db = await openDb({ seed: false })
    const app = new Hono().route('/auth/v1', authApp(db, { confirmEmail: true, doubleConfirmChanges: false }))
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
    (
      await db.asOwner((tx) =>
        tx.query<{ kind: string; link: string; token_hash: string }>(
          'select kind, link, token_hash from auth.local_outbox where to_email = $1 order by id desc',
          [email],
        ),
      )
    ).rows

  it('signs up without a session, emails a confirmation link, and signs in once confirmed', async () => {
    const email = newEmail()
    const signUp = await client().auth.signUp({
      email,
      password: 'confirm-me-1',
      options: { emailRedirectTo: 'http://127.0.0.1:8787/email-confirm' },
    })
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
    expect((await client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'signup' })).error).toMatchObject({
      code: 'otp_expired',
    })

    const verified = await client().auth.verifyOtp({ token_hash: resent.token_hash, type: 'signup' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.access_token).toBeTruthy()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    expect((await client().auth.signInWithPassword({ email, password: 'confirm-me-1' })).error).toBeNull()
  })

  it('changes the email with the new address’s link alone when double confirmation is off', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'confirm-me-1' })
    const [signup] = await outbox(email)
    const c = client()
    expect((await c.auth.verifyOtp({ token_hash: signup.token_hash, type: 'signup' })).error).toBeNull()
    const target = newEmail()
    expect((await c.auth.updateUser({ email: target })).error).toBeNull()
    expect((await outbox(email)).map((m) => m.kind)).toEqual(['signup'])
    const [mail] = await outbox(target)
    const verified = await c.auth.verifyOtp({ token_hash: mail.token_hash, type: 'email_change' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe(target)
  })

  it('uses the site URL when redirect_to is not an allowed origin', async () => {
    const email = newEmail()
    await client().auth.signUp({
      email,
      password: 'confirm-me-1',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    const [mail] = await outbox(email)
    expect(mail.link.startsWith('http://127.0.0.1:8787/email-confirm?token_hash=')).toBe(true)
  })
})

describe('admin API', () => {
  it('creates, lists, reads, updates and deletes users with the service role', async () => {
    const admin = backend.service().auth.admin
    const email = newEmail()
    const created = await admin.createUser({
      email,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { firstName: 'Grace' },
      app_metadata: { plan: 'pro' },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { firstName: 'Grace' },
      app_metadata: { provider: 'email', plan: 'pro' },
    })
    expect((await admin.createUser({ email, password: 'admin-made-1' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'admin-made-1' })).error).toBeNull()

    const page = await admin.listUsers({ page: 1, perPage: 2 })
    expect(page.error).toBeNull()
    expect(page.data.users).toHaveLength(2)
    expect('total' in page.data && page.data.total).toBeGreaterThanOrEqual(2)
    expect(page.data.users[0].id).toBe(id) // newest first
    expect((await admin.getUserById(id)).data.user?.email).toBe(email)

    const updated = await admin.updateUserById(id, {
      app_metadata: { plan: null, tier: 2 },
      user_metadata: { lastName: 'Hopper' },
    })
    expect(updated.data.user?.app_metadata).toMatchObject({ tier: 2 })
    expect(updated.data.user?.app_metadata.plan).toBeUndefined()
    expect(updated.data.user?.user_metadata).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' })

    expect((await admin.deleteUser(id)).error).toBeNull()
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'admin-made-1' })).error?.message).toBe(
      'Invalid login credentials',
    )
  })

  it('cannot give a user a role through app_metadata: the role claim follows profiles.role', async () => {
    const admin = backend.service().auth.admin
    const created = await admin.createUser({
      email: newEmail(),
      password: 'claims-pass-1',
      email_confirm: true,
      app_metadata: { role: 'admin', is_admin: true, plan: 'pro' },
    })
    expect(created.data.user?.app_metadata).toMatchObject({ role: 'user', is_admin: false, plan: 'pro' })
    const id = created.data.user!.id
    const updated = await admin.updateUserById(id, { app_metadata: { role: 'admin', is_admin: true } })
    expect(updated.data.user?.app_metadata).toMatchObject({ role: 'user', is_admin: false, plan: 'pro' })
    const profile = await backend.service().from('profiles').select('role').eq('id', id).single()
    expect(profile.data).toEqual({ role: 'user' })
    const client = backend.anon()
    const { data } = await client.auth.signInWithPassword({
      email: created.data.user!.email!,
      password: 'claims-pass-1',
    })
    expect(claimsOf(data.session!.access_token).app_metadata).toMatchObject({ role: 'user', is_admin: false })

    // promoting the profile is what changes the claim, on the next token
    expect((await backend.service().from('profiles').update({ role: 'admin' }).eq('id', id)).error).toBeNull()
    expect((await admin.getUserById(id)).data.user?.app_metadata).toMatchObject({
      role: 'admin',
      is_admin: true,
      plan: 'pro',
    })
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).app_metadata).toMatchObject({ role: 'admin', is_admin: true })
    // and the admin API cannot take it away either
    expect(
      (await admin.updateUserById(id, { app_metadata: { role: null, is_admin: null } })).data.user?.app_metadata,
    ).toMatchObject({ role: 'admin', is_admin: true })
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
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
  const tooDeep = {
    code: 'validation_failed',
    error_code: 'validation_failed',
    msg: 'The request body nests JSON deeper than 64 levels',
  }

  it('refuses metadata nested thousands of levels deep with 400 validation_failed (sign-up and PUT /user)', async () => {
    const email = newEmail()
    const signup = await auth('/signup', {
      method: 'POST',
      body: `{"email": "${email}", "password": "secret-pass-1", "data": {"a": ${deep(5000)}}}`,
    })
    expect({ status: signup.status, body: await signup.json() }).toEqual({ status: 400, body: tooDeep })
    expect(
      (await backend.service().auth.admin.listUsers({ perPage: 1000 })).data.users.some((u) => u.email === email),
    ).toBe(false)

    const { session } = await signedUp()
    const headers = { authorization: `Bearer ${session.access_token}` }
    const put = await auth('/user', { method: 'PUT', headers, body: `{"data": {"a": ${deep(5000)}}}` })
    expect({ status: put.status, body: await put.json() }).toEqual({ status: 400, body: tooDeep })
    // ordinary nesting is kept as given
    const ok = await auth('/user', { method: 'PUT', headers, body: `{"data": {"a": ${deep(20)}}}` })
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { user_metadata: { a: unknown } }).user_metadata.a).toEqual(JSON.parse(deep(20)))
  })

  it('counts the 72-character password limit in UTF-8 bytes, as bcrypt reads them', async () => {
    const tooLong = { status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' }
    // 40 characters, 80 bytes: bcrypt would ignore the last 8 bytes
    expect((await backend.anon().auth.signUp({ email: newEmail(), password: 'é'.repeat(40) })).error).toMatchObject(
      tooLong,
    )
    expect((await backend.anon().auth.signUp({ email: newEmail(), password: 'a'.repeat(73) })).error).toMatchObject(
      tooLong,
    )
    const { client } = await signedUp()
    expect((await client.auth.updateUser({ password: 'ü'.repeat(37) })).error).toMatchObject(tooLong)
    // exactly 72 bytes: 36 two-byte characters
    const email = newEmail()
    expect((await backend.anon().auth.signUp({ email, password: 'é'.repeat(36) })).error).toBeNull()
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'é'.repeat(36) })).error).toBeNull()
  })

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
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      '{"email": 5}',
      '{"email": {"$ne": 1}, "password": []}',
      '{"refresh_token": 12}',
      '{"type": "nope"}',
    ]
    const routes = [
      '/signup',
      '/token?grant_type=password',
      '/token?grant_type=refresh_token',
      '/token?grant_type=magic',
      '/recover',
      '/otp',
      '/verify',
      '/resend',
      '/logout?scope=all',
    ]
    for (const path of routes) {
      for (const body of bodies) {
        const res = await auth(path, { method: 'POST', body })
        expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${path} ${body}`).toBeLessThan(500)
      }
    }
    const badData = await auth('/signup', {
      method: 'POST',
      body: '{"data": "x", "email": "a@b.co", "password": "secret1"}',
    })
    expect(badData.status).toBe(400)
    for (const [method, path] of [
      ['GET', '/admin/users/not-a-uuid'],
      ['PUT', '/admin/users/00000000-0000-4000-8000-000000000000'],
      ['POST', '/admin/users'],
      ['POST', '/admin/generate_link'],
      ['GET', '/nowhere'],
    ]) {
      const res = await auth(path, {
        method,
        key: SERVICE_ROLE_KEY,
        headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        body: method === 'GET' ? undefined : '{"email": 1}',
      })
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
    }
  })
})
