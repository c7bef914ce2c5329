// Hostile text thrown at every JSON endpoint, against a real local backend: the Worker's /api (run
// here in Node with its body middleware, pointed at the backend, as a signed-in member and an admin)
// and the local auth server. fast-check puts a NUL, another control character or an unpaired
// surrogate into any field (or a key) of an otherwise valid request: each answers 400 naming the
// field, and nothing is stored. Arbitrary strings in any field never answer 5xx.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { signIn, startBackend, type Backend } from './harness'
import { callApi, worker, workerBindings } from './worker-harness'

const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed: owner of Northwind
const ADMIN = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' }
const RUNS = 40

let backend: Backend
let memberToken: string
let adminToken: string
let fuzzUser: { id: string; token: string; refresh: string }

const callWorker = (path: string, token: string, body: string) =>
  callApi(path, { token, raw: body }, workerBindings(backend))
const callAuth = (method: string, path: string, body: string, bearer?: string) =>
  fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      apikey: ANON_KEY,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: method === 'GET' ? undefined : body,
  })

/** Everything a refused request could have left behind. */
async function stored() {
  return backend.db.asOwner(async (tx) => {
    const count = async (table: string) =>
      Number((await tx.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n)
    const user = (
      await tx.query(
        `select email, email_change, raw_user_meta_data, encrypted_password from auth.users where id = $1`,
        [fuzzUser.id],
      )
    ).rows[0]
    return {
      users: await count('auth.users'),
      sessions: await count('auth.sessions'),
      refreshTokens: await count('auth.refresh_tokens'),
      outbox: await count('auth.local_outbox'),
      boardroomSessions: await count('public.boardroom_sessions'),
      strategies: await count('public.strategies'),
      webhookDeliveries: await count('public.webhook_deliveries'),
      fuzzUser: user,
    }
  })
}

// One refused character: NUL, another C0 control (not tab, LF, CR), DEL, a C1 control, or half a pair.
const refusedChar = fc.oneof(
  fc
    .integer({ min: 0x00, max: 0x1f })
    .filter((c) => ![0x09, 0x0a, 0x0d].includes(c))
    .map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
)
/** Ordinary text with one refused character somewhere in it. */
const hostile = fc
  .tuple(fc.string({ maxLength: 20 }), refusedChar, fc.string({ maxLength: 20 }))
  .map(([before, bad, after]) => `Should we ${before}${bad}${after} hire?`)
  .filter((s) => /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u.test(s))

type Endpoint = {
  name: string
  body: Record<string, unknown>
  send(body: string): Promise<Response>
  refusedMessage(field: string): unknown
}

const workerEndpoint = (path: string, body: Record<string, unknown>, token: () => string): Endpoint => ({
  name: `Worker POST ${path}`,
  body,
  send: async (b) => callWorker(path, token(), b),
  refusedMessage: (field) => ({
    error: 'invalid_request',
    message: expect.stringMatching(
      new RegExp(`^${escapeRegExp(field)} contains (a control character|an unpaired surrogate)$`),
    ),
  }),
})
const authEndpoint = (
  method: string,
  path: string,
  body: Record<string, unknown>,
  bearer?: () => string,
): Endpoint => ({
  name: `auth ${method} ${path}`,
  body,
  send: (b) => callAuth(method, path.replace(':id', fuzzUser.id), b, bearer?.()),
  refusedMessage: (field) => ({
    code: 'validation_failed',
    error_code: 'validation_failed',
    msg: expect.stringMatching(
      new RegExp(`^${escapeRegExp(field)} contains (a control character|an unpaired surrogate)$`),
    ),
  }),
})
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const now = '2026-11-23T10:00:00.000Z'

const ENDPOINTS: Endpoint[] = [
  workerEndpoint('/api/ai/boardroom', { question: 'Should we double the webinar budget?' }, () => memberToken),
  workerEndpoint(
    '/api/ai/strategies',
    { goal: 'Grow revenue by a fifth this year', focus: 'growth', horizonDays: 90 },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/ai/ask',
    { executive: 'cfo', question: 'Can we afford two more sales hires?' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/ai/tasks',
    { executive: 'ceo', task: 'instruction', instruction: 'Summarise the pipeline for the board' },
    () => memberToken,
  ),
  workerEndpoint('/api/ai/chat', { message: 'How did email do last month?' }, () => memberToken),
  workerEndpoint('/api/ai/agent/plan', { instruction: 'List the leads nobody called' }, () => memberToken),
  workerEndpoint(
    '/api/log',
    { level: 'error', message: 'Boom', timestamp: now, url: '/dashboard', userAgent: 'test' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/events',
    { events: [{ type: 'route-visit', path: '/pricing', timestamp: now }] },
    () => memberToken,
  ),
  workerEndpoint('/api/admin/webhooks/00000000-0000-4000-8000-000000000000/test', { note: 'x' }, () => adminToken),
  workerEndpoint(
    '/api/billing/checkout',
    { companyId: 'c0000000-0000-4000-8000-000000000001', plan: 'growth' },
    () => memberToken,
  ),
  workerEndpoint('/api/billing/portal', { companyId: 'c0000000-0000-4000-8000-000000000001' }, () => memberToken),
  workerEndpoint(
    '/api/notion/export',
    { kind: 'session', id: '5e550000-0000-4000-8000-000000000001' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/notion/parent',
    { companyId: 'c0000000-0000-4000-8000-000000000001', pageId: '1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/integrations/calendly/connect',
    { companyId: 'c0000000-0000-4000-8000-000000000001' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/integrations/calendly/disconnect',
    { companyId: 'c0000000-0000-4000-8000-000000000001' },
    () => memberToken,
  ),
  workerEndpoint(
    '/api/auth/tiktok/callback',
    { state: 'state-1', code: 'code-1', error: 'access_denied', errorDescription: 'The user denied the request' },
    () => memberToken,
  ),
  workerEndpoint('/api/auth/tiktok/link', { redirectTo: '/dashboard/profile' }, () => memberToken),
  workerEndpoint('/api/enrichment/enrich', { leadId: '1ead0000-0000-4000-8000-000000000024' }, () => memberToken),
  authEndpoint('POST', '/signup', {
    email: 'fuzz-new@example.com',
    password: 'Fuzz-password-2026!',
    data: { full_name: 'Fuzz New' },
  }),
  authEndpoint('POST', '/token?grant_type=password', { email: 'fuzz@example.com', password: 'Fuzz-password-2026!' }),
  authEndpoint('POST', '/token?grant_type=refresh_token', { refresh_token: 'placeholder' }),
  authEndpoint('POST', '/recover', { email: 'fuzz@example.com' }),
  authEndpoint('POST', '/otp', { email: 'fuzz@example.com', create_user: false, data: {} }),
  authEndpoint('POST', '/verify', { type: 'signup', token_hash: 'abcdef0123456789' }),
  authEndpoint('POST', '/resend', { type: 'signup', email: 'fuzz@example.com' }),
  authEndpoint(
    'PUT',
    '/user',
    { email: 'fuzz-changed@example.com', data: { full_name: 'Fuzz Changed' } },
    () => fuzzUser.token,
  ),
  authEndpoint(
    'POST',
    '/admin/users',
    {
      email: 'fuzz-admin@example.com',
      password: 'Fuzz-password-2026!',
      user_metadata: { full_name: 'X' },
      app_metadata: {},
    },
    () => SERVICE_ROLE_KEY,
  ),
  authEndpoint('PUT', '/admin/users/:id', { user_metadata: { full_name: 'Y' } }, () => SERVICE_ROLE_KEY),
  authEndpoint(
    'POST',
    '/invite',
    { email: 'fuzz-invite@example.com', data: { full_name: 'Z' } },
    () => SERVICE_ROLE_KEY,
  ),
  authEndpoint(
    'POST',
    '/admin/generate_link',
    { type: 'magiclink', email: 'fuzz@example.com' },
    () => SERVICE_ROLE_KEY,
  ),
]

/** The body with `value` put at one field: an existing one, a nested metadata one, or a new key. */
type Placement = { kind: 'value'; field: string } | { kind: 'key' }
function place(body: Record<string, unknown>, placement: Placement, value: string): { json: string; path: string } {
  if (placement.kind === 'key')
    return { json: JSON.stringify({ ...body, [value]: 'x' }), path: `body[${JSON.stringify(value)}]` }
  return { json: JSON.stringify({ ...body, [placement.field]: value }), path: placement.field }
}

beforeAll(async () => {
  backend = await startBackend()
  ;({ token: memberToken } = await signIn(backend, DANA.email, DANA.password))
  ;({ token: adminToken } = await signIn(backend, ADMIN.email, ADMIN.password))
  const { data, error } = await backend
    .service()
    .auth.admin.createUser({ email: 'fuzz@example.com', password: 'Fuzz-password-2026!', email_confirm: true })
  expect(error).toBeNull()
  const session = (
    await backend.anon().auth.signInWithPassword({ email: 'fuzz@example.com', password: 'Fuzz-password-2026!' })
  ).data.session!
  fuzzUser = { id: data.user!.id, token: session.access_token, refresh: session.refresh_token }
  // a live refresh token: the refusal must come before it is looked up (and rotated)
  ENDPOINTS.find((e) => e.name.includes('refresh_token'))!.body.refresh_token = fuzzUser.refresh
}, 60_000)
afterAll(async () => {
  await backend?.stop()
})

describe('hostile text in any field', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: 400 naming the field, nothing stored',
    async (_, endpoint) => {
      const before = await stored()
      const placement: fc.Arbitrary<Placement> = fc.oneof(
        fc.constantFrom(...Object.keys(endpoint.body)).map((field) => ({ kind: 'value' as const, field })),
        fc.constant({ kind: 'key' as const }),
      )
      await fc.assert(
        fc.asyncProperty(placement, hostile, async (where, value) => {
          const { json, path } = place(endpoint.body, where, value)
          const res = await endpoint.send(json)
          expect(res.status, `${endpoint.name} ${json}`).toBe(400)
          expect(await res.json()).toEqual(endpoint.refusedMessage(path))
        }),
        { numRuns: RUNS },
      )
      expect(await stored()).toEqual(before)
    },
  )

  it('GET /auth/v1/verify (the emailed link): a token with a control character is refused in the redirect, not a 500', async () => {
    const res = await fetch(
      `${backend.url}/auth/v1/verify?type=signup&token=abc%00def&redirect_to=${encodeURIComponent('http://127.0.0.1:3000/')}`,
      { redirect: 'manual' },
    )
    expect(res.status).toBe(303)
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
    expect(Object.fromEntries(fragment)).toEqual({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'token contains a control character',
    })
  })

  it('sign-up metadata, a refresh token and a password grant with NUL are 400 through supabase-js too', async () => {
    const client = backend.anon()
    const signUp = await client.auth.signUp({
      email: 'nul-meta@example.com',
      password: 'Fuzz-password-2026!',
      options: { data: { full_name: 'Ann\u0000' } },
    })
    expect([signUp.error?.status, signUp.error?.code, signUp.error?.message]).toEqual([
      400,
      'validation_failed',
      'data.full_name contains a control character',
    ])
    const grant = await client.auth.signInWithPassword({ email: 'fuzz\u0000@example.com', password: 'x' })
    expect([grant.error?.status, grant.error?.message]).toEqual([400, 'email contains a control character'])
    const refresh = await client.auth.refreshSession({ refresh_token: 'abc\u0000' })
    expect([refresh.error?.status, refresh.error?.message]).toEqual([400, 'refresh_token contains a control character'])
  })
})

describe('oversized bodies', () => {
  const TEN_MB = 10 * 1024 * 1024
  /** The header a client sends with a body of known size (hono's bodyLimit then refuses it unread). */
  const lengthOf = (body: string | ReadableStream): Record<string, string> =>
    typeof body === 'string' ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}
  it.each([
    ['with a Content-Length', () => JSON.stringify({ question: `Should we hire? ${'a'.repeat(TEN_MB)}` })],
    [
      'chunked',
      () => {
        let sent = 0
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= TEN_MB) return controller.close()
            controller.enqueue(new TextEncoder().encode(sent === 0 ? '{"question":"' : 'a'.repeat(64 * 1024)))
            sent += sent === 0 ? 13 : 64 * 1024
          },
        })
      },
    ],
  ])('a 10 MB question %s: 413 before the engine runs, no session stored', async (_, body) => {
    const before = await stored()
    const sent = body()
    const res = await worker.request(
      '/api/ai/boardroom',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${memberToken}`, ...lengthOf(sent) },
        body: sent,
        duplex: 'half',
      } as RequestInit,
      workerBindings(backend),
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than this endpoint accepts (32768 bytes)',
    })
    expect(await stored()).toEqual(before)
  })
})

describe('arbitrary text in any field', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: never a 5xx',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(endpoint.body)),
          fc.string({ unit: 'binary', maxLength: 40 }),
          async (field, value) => {
            const res = await endpoint.send(JSON.stringify({ ...endpoint.body, [field]: value }))
            expect(res.status, `${endpoint.name} ${field}=${JSON.stringify(value)}`).toBeLessThan(500)
            await res.body?.cancel()
          },
        ),
        { numRuns: 15 },
      )
      // A debate reads the company's records and stores a session on each run: slow on a loaded machine.
    },
    60_000,
  )
})
