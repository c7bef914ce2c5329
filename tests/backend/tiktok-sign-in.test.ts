// Sign in with TikTok end to end on this machine: the Worker's /api (in Node, pointed at the local
// backend) against a local TikTok that plays Login Kit's documented endpoints and checks the client
// secret and the PKCE verifier (tests/tiktok-server.ts). A "browser" here is a cookie jar: what it
// sends back is what a browser would. What a visitor and an operator notice: a new TikTok user gets
// a new account and goes to onboarding; a linked one signs in to their account; a refusal, a
// replayed state, an expired code, another browser's state each have their own message and create
// nothing; a signed-in user links TikTok to their account; no secret is ever in an answer.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TIKTOK_MESSAGES as M } from '../../shared/schemas/tiktok-sign-in'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { tiktokAccountEmail } from '../../worker/integrations/tiktok-accounts'
import {
  consentLinks,
  TIA,
  TIKTOK_CLIENT_KEY,
  TIKTOK_CLIENT_SECRET,
  tiktokServer,
  type TikTokPerson,
} from '../tiktok-server'
import { signIn, startBackend, type Backend } from './harness'
import { callApi, worker, workerBindings, type Json } from './worker-harness'

const APP = 'https://app.example'
const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // Northwind's owner
const OMAR = { email: 'other@boardroom.local', password: 'Other-demo-2026!' }
const RAY: TikTokPerson = {
  open_id: 'ray-open-id-2',
  display_name: 'Ray',
  avatar_url: 'https://p16.tiktokcdn.example/ray.jpeg',
}
const SAM: TikTokPerson = {
  open_id: 'sam-open-id-3',
  display_name: 'Sam Q Public',
  avatar_url: 'https://p16.tiktokcdn.example/sam.jpeg',
}

let backend: Backend
let service: SupabaseClient
let tiktok: Awaited<ReturnType<typeof tiktokServer>>
/** Every answer the Worker gave, to check that no secret was ever in one. */
const answers: string[] = []

const bindings = (configured: boolean) =>
  workerBindings(
    backend,
    configured
      ? { TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET, TIKTOK_AUTH_URL: tiktok.url, TIKTOK_API_URL: tiktok.url }
      : {},
  )

/** A browser: its one cookie for the Worker's sign-in path. */
type Browser = { cookie?: string }

async function request(
  path: string,
  init: { browser?: Browser; token?: string; body?: unknown; configured?: boolean } = {},
) {
  const headers: Record<string, string> = init.browser?.cookie ? { Cookie: init.browser.cookie } : {}
  const res = await callApi(
    path,
    { token: init.token, body: init.body, headers },
    bindings(init.configured ?? true),
    APP,
  )
  const setCookie = res.headers.get('Set-Cookie')
  if (init.browser && setCookie) init.browser.cookie = /Max-Age=0/.test(setCookie) ? undefined : setCookie.split(';')[0]
  const text = await res.text()
  answers.push(`${res.headers.get('Location') ?? ''} ${setCookie ?? ''} ${text}`)
  return { status: res.status, headers: res.headers, text, json: (text ? JSON.parse(text) : null) as Json }
}

/** "Continue with TikTok": the Worker's redirect to TikTok's consent page. */
async function startSignIn(browser: Browser, redirectTo?: string) {
  const res = await request(
    `/api/auth/tiktok/start${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    { browser },
  )
  expect(res.status).toBe(302)
  return res.headers.get('Location')!
}

/** TikTok's consent page for that address, as `person`: where Authorize and Cancel lead. */
async function consent(authorizeAddress: string, person: TikTokPerson = TIA) {
  tiktok.state.person = person
  const page = await fetch(authorizeAddress)
  expect(page.status).toBe(200)
  return consentLinks(await page.text())
}

/** The callback page passing on what TikTok put in the address. */
function finish(browser: Browser, callbackAddress: string) {
  const q = new URL(callbackAddress).searchParams
  const body = {
    state: q.get('state'),
    ...(q.get('code') ? { code: q.get('code') } : {}),
    ...(q.get('error') ? { error: q.get('error') } : {}),
    ...(q.get('error_description') ? { errorDescription: q.get('error_description') } : {}),
  }
  return request('/api/auth/tiktok/callback', { browser, body })
}

/** What the browser does with a sign-in's one-time token: a session, as supabase-js verifies it. */
async function sessionFrom(tokenHash: string) {
  const client = backend.anon()
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' })
  expect(error).toBeNull()
  return { client, user: data.user!, session: data.session! }
}

const accounts = async () => (await service.from('profiles').select('id', { count: 'exact', head: true })).count
const identities = async () =>
  (await service.from('tiktok_identities').select('user_id, open_id, display_name, avatar_url').order('open_id'))
    .data ?? []
const tokenCalls = () => seenNow().filter((r) => r.path === '/v2/oauth/token/')

beforeAll(async () => {
  backend = await startBackend()
  service = backend.service()
  tiktok = await tiktokServer()
}, 120_000)

afterAll(async () => {
  await tiktok?.close()
  await backend?.stop()
})

// What TikTok was asked during the current test (the whole list stays for the secrets check).
let mark = 0
const seenNow = () => tiktok.seen.slice(mark)
beforeEach(() => {
  mark = tiktok.seen.length
})

describe('with nothing configured', () => {
  it('says which settings are missing, offers no sign-in and never calls TikTok', async () => {
    const status = await request('/api/auth/tiktok', { configured: false })
    expect(status.json).toEqual({ configured: false, missing: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'] })
    const browser: Browser = {}
    const start = await request('/api/auth/tiktok/start', { browser, configured: false })
    expect(start.status).toBe(302)
    expect(start.headers.get('Location')).toBe('/auth/tiktok/callback?error=not_configured')
    expect(browser.cookie).toBeUndefined()
    const callback = await request('/api/auth/tiktok/callback', { body: { state: 'x', code: 'y' }, configured: false })
    expect([callback.status, callback.json.message]).toEqual([
      409,
      'Sign in with TikTok is not configured on this deployment: the operator must set TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET',
    ])
    expect(seenNow()).toEqual([])
  })

  it('the login page offers "Continue with TikTok" only when it is configured', async () => {
    expect((await request('/api/auth/tiktok')).json).toEqual({ configured: true, missing: [] })
  })
})

describe('starting a sign-in', () => {
  it('sends the browser to TikTok with Login Kit’s parameters, binds it with an HttpOnly cookie and keeps the verifier server-side', async () => {
    const browser: Browser = {}
    const res = await request('/api/auth/tiktok/start', { browser })
    expect(res.status).toBe(302)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const to = new URL(res.headers.get('Location')!)
    expect(`${to.origin}${to.pathname}`).toBe(`${tiktok.url}/v2/auth/authorize/`)
    const q = Object.fromEntries(to.searchParams)
    expect(q).toEqual({
      client_key: TIKTOK_CLIENT_KEY,
      scope: 'user.info.basic',
      response_type: 'code',
      redirect_uri: `${APP}/auth/tiktok/callback`,
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    })
    expect(res.headers.get('Set-Cookie')).toMatch(
      /^tiktok_sign_in=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/tiktok; HttpOnly; Secure; SameSite=Strict$/,
    )
    // Stored as hashes: neither the state nor the cookie can be read back from the database.
    const rows =
      (
        await service
          .from('tiktok_sign_in_states')
          .select('state_hash, browser_hash, code_verifier, intent, user_id')
          .is('used_at', null)
      ).data ?? []
    const mine = rows.filter(
      (r) => !JSON.stringify(r).includes(q.state) && !JSON.stringify(r).includes(browser.cookie!.split('=')[1]),
    )
    expect(mine.length).toBe(rows.length)
    expect(rows.some((r) => r.intent === 'sign-in' && r.user_id === null && r.code_verifier.length >= 43)).toBe(true)
    expect(seenNow()).toEqual([])
  })
})

describe('a new TikTok user', () => {
  let tiaId = ''

  it('gets a new account linked to their open_id, and goes to onboarding signed in', async () => {
    const before = await accounts()
    const browser: Browser = {}
    const { allow } = await consent(await startSignIn(browser))
    const res = await finish(browser, allow)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ kind: 'signed-in', tokenHash: expect.any(String), next: '/onboarding', created: true })
    expect(res.headers.get('Set-Cookie')).toMatch(/^tiktok_sign_in=; Max-Age=0; Path=\/api\/auth\/tiktok/)
    // TikTok was asked with the secret and the verifier of this sign-in, then the token was revoked.
    const [exchange] = tokenCalls()
    expect(exchange!.form).toMatchObject({
      client_key: TIKTOK_CLIENT_KEY,
      client_secret: TIKTOK_CLIENT_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: `${APP}/auth/tiktok/callback`,
    })
    expect(exchange!.form.code_verifier).toMatch(/^[\w.~-]{43,128}$/)
    expect(seenNow().map((r) => r.path)).toEqual([
      '/v2/auth/authorize/',
      '/v2/oauth/token/',
      '/v2/user/info/',
      '/v2/oauth/revoke/',
    ])
    expect(tiktok.revoked()).toBe(true)

    const { client, user, session } = await sessionFrom(res.json.tokenHash)
    expect(session.access_token).toBeTruthy()
    expect(user.email).toBe(await tiktokAccountEmail(TIA.open_id))
    tiaId = user.id
    expect(await accounts()).toBe(before! + 1)
    expect((await client.from('profiles').select('firstName, lastName').eq('id', user.id).single()).data).toEqual({
      firstName: 'Tia',
      lastName: 'Tok',
    })
    // the user reads their own link
    expect((await client.from('tiktok_identities').select('open_id, display_name, avatar_url')).data).toEqual([
      { open_id: TIA.open_id, display_name: 'Tia Tok', avatar_url: TIA.avatar_url },
    ])
    // the token works once
    expect(
      (await backend.anon().auth.verifyOtp({ token_hash: res.json.tokenHash, type: 'magiclink' })).error,
    ).not.toBeNull()
  })

  it('signs in to the same account next time and goes to the dashboard (or where they were going)', async () => {
    const before = await accounts()
    const browser: Browser = {}
    const res = await finish(browser, (await consent(await startSignIn(browser))).allow)
    expect(res.json).toMatchObject({ kind: 'signed-in', next: '/dashboard', created: false })
    expect((await sessionFrom(res.json.tokenHash)).user.id).toBe(tiaId)
    const again: Browser = {}
    const there = await finish(again, (await consent(await startSignIn(again, '/dashboard/leads?status=new'))).allow)
    expect(there.json).toMatchObject({ kind: 'signed-in', next: '/dashboard/leads?status=new', created: false })
    const elsewhere: Browser = {}
    const offsite = await finish(elsewhere, (await consent(await startSignIn(elsewhere, '//evil.example/x'))).allow)
    expect(offsite.json.next).toBe('/dashboard')
    expect(await accounts()).toBe(before)
  })
})

describe('what creates nothing', () => {
  it('a refusal on TikTok: its own message, no account, TikTok’s token endpoint never called', async () => {
    const before = [await accounts(), await identities()]
    const browser: Browser = {}
    const res = await finish(browser, (await consent(await startSignIn(browser), SAM)).deny)
    expect([res.status, res.json]).toEqual([400, { error: 'access_denied', message: M.refused }])
    expect(tokenCalls()).toEqual([])
    expect([await accounts(), await identities()]).toEqual(before)
  })

  it('TikTok’s other errors are said in its words', async () => {
    const browser: Browser = {}
    const authorize = new URL(await startSignIn(browser))
    const res = await request('/api/auth/tiktok/callback', {
      browser,
      body: { state: authorize.searchParams.get('state'), error: 'server_error', errorDescription: 'TikTok is busy.' },
    })
    expect(res.json).toEqual({
      error: 'access_denied',
      message: 'TikTok did not sign you in: TikTok is busy. Nothing was created or changed.',
    })
  })

  it('a replayed state: already used, said so, and nothing new', async () => {
    const browser: Browser = {}
    const { allow } = await consent(await startSignIn(browser), SAM)
    const cookie = browser.cookie
    const first = await finish(browser, allow)
    expect(first.status).toBe(200)
    const before = [await accounts(), await identities()]
    mark = tiktok.seen.length
    const replay = await finish({ cookie }, allow)
    expect([replay.status, replay.json]).toEqual([400, { error: 'state_used', message: M.replayed }])
    expect(seenNow()).toEqual([])
    expect([await accounts(), await identities()]).toEqual(before)
  })

  it('an expired code: TikTok refuses it, the message says so, nothing is created', async () => {
    const before = [await accounts(), await identities()]
    const browser: Browser = {}
    const { allow } = await consent(await startSignIn(browser), RAY)
    tiktok.expireCodes()
    const res = await finish(browser, allow)
    expect([res.status, res.json]).toEqual([400, { error: 'code_rejected', message: M.codeRejected }])
    expect(tokenCalls().length).toBe(1)
    expect([await accounts(), await identities()]).toEqual(before)
  })

  it('a state from another browser is refused without being used up; an unknown or stale one too', async () => {
    const browser: Browser = {}
    const { allow } = await consent(await startSignIn(browser), RAY)
    const stranger = await finish({ cookie: 'tiktok_sign_in=someone-else' }, allow)
    expect([stranger.status, stranger.json]).toEqual([400, { error: 'other_browser', message: M.otherBrowser }])
    const noCookie = await finish({}, allow)
    expect(noCookie.json.error).toBe('other_browser')
    expect(tokenCalls()).toEqual([])

    const unknown = await request('/api/auth/tiktok/callback', { browser, body: { state: 'never-issued', code: 'x' } })
    expect([unknown.status, unknown.json]).toEqual([400, { error: 'unknown_state', message: M.unknownState }])

    // Older than ten minutes: used up, and said so.
    const late: Browser = {}
    const lateAllow = (await consent(await startSignIn(late), RAY)).allow
    await service
      .from('tiktok_sign_in_states')
      .update({
        created_at: new Date(Date.now() - 11 * 60_000).toISOString(),
        expires_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .is('used_at', null)
    const expired = await finish(late, lateAllow)
    expect([expired.status, expired.json]).toEqual([400, { error: 'state_expired', message: M.expired }])
    expect(tokenCalls()).toEqual([])
    expect((await identities()).some((i) => i.open_id === RAY.open_id)).toBe(false)
  })

  it('past 60 starts or callbacks a minute from one visitor: 429, and nothing stored', async () => {
    const refuse = { limit: async () => ({ success: false }) }
    const before = (await service.from('tiktok_sign_in_states').select('state_hash', { count: 'exact', head: true }))
      .count
    const limited = (path: string, body?: unknown) =>
      worker.request(
        `${APP}${path}`,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        workerBindings(backend, { ...bindings(true), TELEMETRY_LIMITER: refuse as never }),
      )
    const start = await limited('/api/auth/tiktok/start')
    expect([start.status, await start.text()]).toEqual([
      429,
      'Too many TikTok sign-in attempts from here. Try again in a minute.',
    ])
    const callback = await limited('/api/auth/tiktok/callback', { state: 'x', code: 'y' })
    expect([callback.status, await callback.json()]).toEqual([
      429,
      { error: 'rate_limited', message: 'Too many TikTok sign-in attempts from here. Try again in a minute.' },
    ])
    expect(
      (await service.from('tiktok_sign_in_states').select('state_hash', { count: 'exact', head: true })).count,
    ).toBe(before)
    expect(seenNow()).toEqual([])
  })

  it('a callback without a state, or with neither a code nor an error, is a 400 naming what is missing', async () => {
    const none = await request('/api/auth/tiktok/callback', { body: { code: 'x' } })
    expect([none.status, none.json]).toEqual([400, { error: 'invalid_request', message: 'state is required' }])
    const empty = await request('/api/auth/tiktok/callback', { body: { state: 'x' } })
    expect([empty.status, empty.json]).toEqual([
      400,
      { error: 'invalid_request', message: 'code or error is required' },
    ])
  })
})

describe('linking TikTok to an existing account', () => {
  it('needs a session', async () => {
    const res = await request('/api/auth/tiktok/link', { body: {} })
    expect([res.status, res.json.message]).toEqual([401, 'Sign in to link your TikTok account'])
  })

  it('a signed-in user links their TikTok account, then signs in to that account with TikTok', async () => {
    const { token, client: dana } = await signIn(backend, DANA.email, DANA.password)
    const danaId = (await dana.auth.getUser()).data.user!.id
    const browser: Browser = {}
    const link = await request('/api/auth/tiktok/link', { browser, token, body: {} })
    expect(link.status).toBe(200)
    expect(browser.cookie).toMatch(/^tiktok_sign_in=/)
    const linked = await finish(browser, (await consent(link.json.url, RAY)).allow)
    expect(linked.json).toEqual({ kind: 'linked', next: '/dashboard/profile', displayName: 'Ray' })
    expect((await dana.from('tiktok_identities').select('user_id, open_id')).data).toEqual([
      { user_id: danaId, open_id: RAY.open_id },
    ])
    // another user sees no one's link but their own
    const { client: omar } = await signIn(backend, OMAR.email, OMAR.password)
    expect((await omar.from('tiktok_identities').select('open_id')).data).toEqual([])

    const before = await accounts()
    const mails = (await backend.outbox(DANA.email)).length
    const later: Browser = {}
    const signedIn = await finish(later, (await consent(await startSignIn(later), RAY)).allow)
    expect(signedIn.json).toMatchObject({ kind: 'signed-in', next: '/dashboard', created: false })
    const { user } = await sessionFrom(signedIn.json.tokenHash)
    expect([user.id, user.email]).toEqual([danaId, DANA.email])
    expect(await accounts()).toBe(before)
    // nothing was emailed for it
    expect((await backend.outbox(DANA.email)).length).toBe(mails)
  })

  it('a TikTok account linked to someone else is refused', async () => {
    const { token } = await signIn(backend, OMAR.email, OMAR.password)
    const browser: Browser = {}
    const link = await request('/api/auth/tiktok/link', { browser, token, body: {} })
    const res = await finish(browser, (await consent(link.json.url, TIA)).allow)
    expect([res.status, res.json]).toEqual([409, { error: 'already_linked', message: M.alreadyLinked }])
    expect((await identities()).find((i) => i.open_id === TIA.open_id)?.user_id).not.toBe(
      (await backend.anon().auth.signInWithPassword(OMAR)).data.user!.id,
    )
  })
})

describe('secrets', () => {
  it('no answer ever carried the client secret, a verifier, a TikTok token or the service key', async () => {
    const verifiers = (await service.from('tiktok_sign_in_states').select('code_verifier')).data!.map(
      (r) => r.code_verifier as string,
    )
    const tiktokTokens = tiktok.seen
      .flatMap((r) => [r.form.token, r.authorization?.slice(7)])
      .filter(Boolean) as string[]
    expect(verifiers.length).toBeGreaterThan(5)
    for (const secret of [TIKTOK_CLIENT_SECRET, SERVICE_ROLE_KEY, ...verifiers, ...tiktokTokens]) {
      expect(answers.filter((a) => a.includes(secret))).toEqual([])
    }
  })
})
