// What a web page in the developer's browser, or a guesser, can get from the local backend: the
// outbox (sign-in codes and links) only with the right key, CORS only for the app's own origins,
// 429 after a few wrong passwords from one client (the owner, elsewhere, still signs in) or codes
// for one address, and sign-up and emailed codes answering alike whether or not an address has an
// account (the default: email confirmation required).
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttemptLimiter } from '../../supabase/local/auth-attempts.ts'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { startBackend, type Backend } from './harness'

let backend: Backend
/** A backend as `npm start` runs it by default (email confirmation required). */
let defaults: Backend
beforeAll(async () => {
  defaults = await startBackend({ seed: false })
  // confirmation off: each account here is signed up and in at once; `defaults` runs the default
  backend = await startBackend({ seed: false, auth: { confirmEmail: false } })
})
afterAll(async () => {
  await backend?.stop()
  await defaults?.stop()
})

let n = 0
const newEmail = () => `sec${++n}-${Date.now()}@example.com`
const outbox = (headers: Record<string, string>, email?: string) =>
  fetch(`${backend.url}/__local/outbox${email ? `?email=${encodeURIComponent(email)}` : ''}`, { headers })
const auth = (path: string, body: unknown) =>
  fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/**
 * A POST to the auth server from another machine: the connection leaves from `localAddress` (any
 * address of 127.0.0.0/8 is this machine, so the server sees a different client IP).
 */
const authFrom = (localAddress: string, path: string, body: unknown, base = backend.url) =>
  new Promise<{ status: number; retryAfter: string | undefined; json: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      `${base}/auth/v1${path}`,
      { method: 'POST', localAddress, headers: { apikey: ANON_KEY, 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string,
            json: JSON.parse(text),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })

async function signedUp() {
  const client = backend.anon()
  const email = newEmail()
  const { data, error } = await client.auth.signUp({ email, password: 'secret-pass-1' })
  expect(error).toBeNull()
  await client.auth.resetPasswordForEmail(email) // one email in the outbox
  return { client, email, token: data.session!.access_token }
}

describe('the local outbox', () => {
  it('refuses the public anon key with 403 and gives a user only the emails sent to their address', async () => {
    const ada = await signedUp()
    const bob = await signedUp()
    const anon = await outbox({ apikey: ANON_KEY })
    expect(anon.status).toBe(403)
    expect(await anon.json()).toEqual({
      message: 'Sign in to read the emails sent to your address; every email needs the service role key',
    })
    expect(await (await outbox({ apikey: ANON_KEY }, ada.email)).json()).toMatchObject({ message: expect.any(String) })

    const asBob = (email?: string) => outbox({ apikey: ANON_KEY, authorization: `Bearer ${bob.token}` }, email)
    const own = (await (await asBob()).json()) as { to_email: string; kind: string }[]
    expect(own.map((m) => [m.to_email, m.kind])).toEqual([[bob.email, 'recovery']])
    expect(await (await asBob(ada.email)).json()).toEqual([])

    const all = (await (await outbox({ apikey: SERVICE_ROLE_KEY })).json()) as { to_email: string }[]
    expect(all.map((m) => m.to_email)).toEqual(expect.arrayContaining([ada.email, bob.email]))
    expect(await (await outbox({ apikey: 'forged' })).json()).toEqual({ message: 'Invalid API key' })
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization',
      },
    })

  it('answers the app on loopback origins and the configured site, and no other web page', async () => {
    for (const origin of ['http://127.0.0.1:8787', 'http://localhost:5173', 'http://[::1]:8787']) {
      const res = await preflight(origin)
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull()
      const get = await fetch(`${backend.url}/__local/outbox`, { headers: { origin, apikey: SERVICE_ROLE_KEY } })
      expect(get.headers.get('access-control-allow-origin'), origin).toBe(origin)
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull()
      const get = await fetch(`${backend.url}/__local/outbox`, { headers: { origin, apikey: SERVICE_ROLE_KEY } })
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})

describe('failed-attempt limits', () => {
  it('10 wrong passwords from one client lock that client out of the address, saying when to try again; the owner elsewhere still signs in', async () => {
    const { email } = await signedUp()
    // someone guessing from their own machine
    for (let i = 0; i < 10; i++) {
      const wrong = await authFrom('127.0.0.2', '/token?grant_type=password', { email, password: `wrong-${i}` })
      expect(wrong.status, `attempt ${i + 1}`).toBe(400)
    }
    const limited = await authFrom('127.0.0.2', '/token?grant_type=password', {
      email: email.toUpperCase(),
      password: 'secret-pass-1',
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(800)
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(900)
    expect(limited.json).toMatchObject({
      code: 'over_request_rate_limit',
      msg: 'Too many failed attempts for this email address from this device or network. Try again in 15 minutes.',
    })
    // the account's owner, on their own machine: the right password works, a wrong one is only wrong
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'secret-pass-1' })).error).toBeNull()
    expect((await auth('/token?grant_type=password', { email, password: 'mistyped-1' })).status).toBe(400)
    // the guesser's machine stays locked out of that address only
    const other = await signedUp()
    expect(
      (await authFrom('127.0.0.2', '/token?grant_type=password', { email: other.email, password: 'secret-pass-1' }))
        .status,
    ).toBe(200)
  })

  it('the owner’s own client is locked after their own 10 wrong passwords, with the same message', async () => {
    const { email } = await signedUp()
    for (let i = 0; i < 10; i++) await auth('/token?grant_type=password', { email, password: `wrong-${i}` })
    const { error } = await backend.anon().auth.signInWithPassword({ email, password: 'secret-pass-1' })
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Too many failed attempts for this email address from this device or network. Try again in 15 minutes.',
    })
  })

  it('a right password clears the count of earlier wrong ones', async () => {
    const { email } = await signedUp()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await auth('/token?grant_type=password', { email, password: 'nope-nope' })).status).toBe(400)
      expect((await auth('/token?grant_type=password', { email, password: 'secret-pass-1' })).status).toBe(200)
    }
  })

  it('answers 429 after 5 wrong emailed codes, even to the right code, while a token_hash link still works', async () => {
    const { email } = await signedUp()
    await backend.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    const [mail] = await backend.outbox(email)
    const wrongCode = mail.token === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await auth('/verify', { type: 'email', email, token: wrongCode })
      expect(res.status, `attempt ${i + 1}`).toBe(403)
    }
    const limited = await backend.anon().auth.verifyOtp({ email, token: mail.token!, type: 'email' })
    expect(limited.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Too many failed attempts for this email address. Try again in 15 minutes.',
    })
    expect((await backend.anon().auth.verifyOtp({ token_hash: mail.token_hash!, type: 'magiclink' })).error).toBeNull()
  })
})

describe('AttemptLimiter', () => {
  it('allows attempts again once the window has passed', () => {
    let now = 0
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000, scope: 'for this email address' }, () => now)
    limiter.fail('k')
    limiter.fail('k')
    expect(() => limiter.check('k')).toThrow('Too many failed attempts for this email address. Try again in 1 minute.')
    expect(() => limiter.check('other')).not.toThrow()
    now = 60_001
    expect(() => limiter.check('k')).not.toThrow()
    limiter.fail('k')
    expect(() => limiter.check('k')).not.toThrow()
  })
})

describe('which addresses have an account: nobody learns it (email confirmation required, the default)', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${defaults.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  /** The answer's structure: every key, with each value's type (values themselves differ: ids, dates). */
  const shapeOf = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shapeOf)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
        : typeof value
  const account = async (confirmed: boolean) => {
    const email = newEmail()
    const made = await defaults
      .service()
      .auth.admin.createUser({ email, password: 'owners-pass-1', email_confirm: confirmed })
    expect(made.error).toBeNull()
    return { email, id: made.data.user!.id }
  }

  it('sign-up answers a registered address exactly as a new one: 200, no session, a user of the same shape; the owner’s account is untouched', async () => {
    const owner = await account(true)
    const fresh = newEmail()
    const data = { firstName: 'Eve' }
    const [taken, created] = [
      await post('/signup', { email: owner.email, password: 'attackers-pass-1', data }),
      await post('/signup', { email: fresh, password: 'attackers-pass-1', data }),
    ]
    expect([taken.status, created.status]).toEqual([200, 200])
    const [a, b] = [(await taken.json()) as Record<string, unknown>, (await created.json()) as Record<string, unknown>]
    expect(shapeOf(a)).toEqual(shapeOf(b))
    expect(a).not.toHaveProperty('access_token')
    expect(a).toMatchObject({ email: owner.email, user_metadata: { firstName: 'Eve', email: owner.email } })
    expect(a.id).not.toBe(owner.id)
    expect(a.email_confirmed_at).toBeUndefined()
    expect(Date.parse(String(a.created_at))).toBeGreaterThan(Date.now() - 60_000)
    // nothing was sent to the owner, nothing stored under the id it answered, and their password still works
    expect(await defaults.outbox(owner.email)).toEqual([])
    expect((await defaults.service().auth.admin.getUserById(String(a.id))).error).toMatchObject({ status: 404 })
    expect(
      (await defaults.anon().auth.signInWithPassword({ email: owner.email, password: 'owners-pass-1' })).error,
    ).toBeNull()
    expect((await defaults.outbox(fresh)).map((m) => m.kind)).toEqual(['signup'])
  })

  it('sign-up of an address waiting for confirmation answers the same, and its owner gets the link again', async () => {
    const waiting = await account(false)
    const res = await post('/signup', { email: waiting.email, password: 'attackers-pass-1' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.id).not.toBe(waiting.id)
    expect(shapeOf(body)).toEqual(
      shapeOf((await (await post('/signup', { email: newEmail(), password: 'x-pass-word-1' })).json()) as unknown),
    )
    expect((await defaults.outbox(waiting.email)).map((m) => m.kind)).toEqual(['signup'])
  })

  it('an emailed code asked for without creating an account answers {} for a registered and an unknown address alike', async () => {
    const owner = await account(true)
    const unknown = newEmail()
    const [known, stranger] = [
      await post('/otp', { email: owner.email, create_user: false }),
      await post('/otp', { email: unknown, create_user: false }),
    ]
    expect([known.status, await known.json()]).toEqual([200, {}])
    expect([stranger.status, await stranger.json()]).toEqual([200, {}])
    expect((await defaults.outbox(owner.email)).map((m) => m.kind)).toEqual(['magiclink'])
    expect(await defaults.outbox(unknown)).toEqual([])
    const listed = await defaults.service().auth.admin.listUsers()
    expect(listed.data.users.map((u) => u.email)).not.toContain(unknown)
  })

  it('sign-in and recovery already answer alike', async () => {
    const owner = await account(true)
    const unknown = newEmail()
    const wrong = async (email: string) => {
      const res = await post('/token?grant_type=password', { email, password: 'not-the-one-1' })
      return [res.status, await res.json()]
    }
    expect(await wrong(owner.email)).toEqual(await wrong(unknown))
    const recover = async (email: string) => {
      const res = await post('/recover', { email })
      return [res.status, await res.json()]
    }
    expect(await recover(owner.email)).toEqual(await recover(unknown))
  })
})
