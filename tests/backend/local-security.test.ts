// What a web page in the developer's browser, or a guesser, can get from the local backend: the
// outbox (sign-in codes and links) only with the right key, CORS only for the app's own origins,
// and 429 after a few wrong passwords or codes for one address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttemptLimiter } from '../../supabase/local/auth-attempts.ts'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { startBackend, type Backend } from './harness'

let backend: Backend
beforeAll(async () => {
  backend = await startBackend({ seed: false })
})
afterAll(() => backend?.stop())

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

describe('failed-attempt limits per email address', () => {
  it('answers 429 over_request_rate_limit after 10 wrong passwords, even to the right one, for that address only', async () => {
    const { email } = await signedUp()
    for (let i = 0; i < 10; i++) {
      const wrong = await auth('/token?grant_type=password', { email, password: `wrong-${i}` })
      expect(wrong.status, `attempt ${i + 1}`).toBe(400)
    }
    const limited = await auth('/token?grant_type=password', { email: email.toUpperCase(), password: 'secret-pass-1' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(await limited.json()).toMatchObject({
      code: 'over_request_rate_limit',
      msg: 'Too many failed attempts for this email address. Try again in 15 minutes.',
    })
    const { error } = await backend.anon().auth.signInWithPassword({ email, password: 'secret-pass-1' })
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const other = await signedUp()
    expect(
      (await backend.anon().auth.signInWithPassword({ email: other.email, password: 'secret-pass-1' })).error,
    ).toBeNull()
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
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 }, () => now)
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
