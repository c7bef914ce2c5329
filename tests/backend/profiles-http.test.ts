// The product's one data call (spec §7: select from profiles, id equals the user's id, one row)
// over HTTP as the browser makes it, what a signed-in token carries, and forged tokens refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sign } from 'hono/jwt'
import { ANON_KEY } from '../../supabase/local/keys.ts'
import { startBackend, type Backend } from './harness'

const DANA = { id: 'b0000000-0000-4000-8000-000000000002', email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed
const AVERY = 'a0000000-0000-4000-8000-000000000001' // seed: platform admin

let backend: Backend
beforeAll(async () => {
  // confirmation off: a real sign-up answers its session at once
  backend = await startBackend({ auth: { confirmEmail: false } })
})
afterAll(() => backend?.stop())

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString())

async function signedIn() {
  const client = backend.anon()
  const { data, error } = await client.auth.signInWithPassword(DANA)
  expect(error).toBeNull()
  return { client, token: data.session!.access_token }
}

describe('profiles over /rest/v1 as a signed-in user', () => {
  it('reads exactly the own profile row with select, eq id and single', async () => {
    const { client } = await signedIn()
    const { data, error, status } = await client.from('profiles').select('*').eq('id', DANA.id).single()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual({
      id: DANA.id,
      email: DANA.email,
      firstName: 'Dana',
      lastName: 'Demo',
      avatar: '',
      role: 'user',
      company: 'Northwind Analytics',
      company_id: 'c0000000-0000-4000-8000-000000000001',
      industry: 'B2B software',
      jobTitle: 'Head of Operations',
      onboarded_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    // someone else's row is invisible: no row, so single() answers 406 PGRST116
    const other = await client.from('profiles').select('*').eq('id', AVERY).single()
    expect(other).toMatchObject({
      status: 406,
      data: null,
      error: { code: 'PGRST116', details: 'The result contains 0 rows' },
    })
  })

  it('refuses a change of the own role with 403 42501 and changes nothing', async () => {
    const { client } = await signedIn()
    const attempt = await client.from('profiles').update({ role: 'admin' }).eq('id', DANA.id)
    expect(attempt.status).toBe(403)
    expect(attempt.error).toEqual({
      code: '42501',
      message: 'Only an admin can change a role',
      details: null,
      hint: null,
    })
    const { data } = await client.from('profiles').select('role').eq('id', DANA.id).single()
    expect(data).toEqual({ role: 'user' })
    const fine = await client
      .from('profiles')
      .update({ industry: 'Analytics' })
      .eq('id', DANA.id)
      .select('industry')
      .single()
    expect(fine).toMatchObject({ status: 200, data: { industry: 'Analytics' } })
    await client.from('profiles').update({ industry: 'B2B software' }).eq('id', DANA.id)
  })
})

describe('tokens', () => {
  it("a real sign-up's access token carries app_metadata.role 'user' and is_admin false; the seeded admin's true", async () => {
    const { data, error } = await backend
      .anon()
      .auth.signUp({ email: `claims-${Date.now()}@example.com`, password: 'secret-pass-1' })
    expect(error).toBeNull()
    expect(claimsOf(data.session!.access_token).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'user',
      is_admin: false,
    })
    const admin = await backend
      .anon()
      .auth.signInWithPassword({ email: 'admin@boardroom.local', password: 'Admin-demo-2026!' })
    expect(claimsOf(admin.data.session!.access_token).app_metadata).toMatchObject({ role: 'admin', is_admin: true })
  })

  it('refuses an unsigned (alg none) and a wrong-secret HS256 token: REST 401 PGRST301, auth 403 bad_jwt', async () => {
    const { token } = await signedIn()
    const payload = claimsOf(token)
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
      'wrong secret': await sign(payload, 'not-the-project-secret-but-32-characters-long', 'HS256'),
    }
    for (const [what, jwt] of Object.entries(forged)) {
      const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id&id=eq.${DANA.id}`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${jwt}` },
      })
      expect(rest.status, what).toBe(401)
      expect(await rest.json(), what).toEqual({
        code: 'PGRST301',
        message: 'JWT could not be decoded or verified',
        details: null,
        hint: null,
      })
      const user = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${jwt}` },
      })
      expect(user.status, what).toBe(403)
      expect(await user.json(), what).toMatchObject({ error_code: 'bad_jwt' })
    }
    // the genuine token still works
    const ok = await fetch(`${backend.url}/rest/v1/profiles?select=id&id=eq.${DANA.id}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    })
    expect(await ok.json()).toEqual([{ id: DANA.id }])
  })
})
