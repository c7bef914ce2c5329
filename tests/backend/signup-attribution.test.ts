// The campaign behind a sign-up (spec §7 Marketing consent): recorded by the database from the
// sign-up's metadata, malformed values dropped without refusing the sign-up, read only by the
// account itself and platform admins, and written by nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type Backend } from './harness'

const ADMIN = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' } // seed
const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed

let backend: Backend
beforeAll(async () => {
  // confirmation off: each sign-up answers its session at once
  backend = await startBackend({ auth: { confirmEmail: false } })
})
afterAll(() => backend?.stop())

async function signUp(email: string, attribution?: unknown) {
  const client = backend.anon()
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Campaign-2026!',
    options: { data: { firstName: 'Casey', lastName: 'Lane', attribution } },
  })
  expect(error).toBeNull()
  return { client, id: data.user!.id }
}

async function as(who: { email: string; password: string }) {
  const client = backend.anon()
  const { error } = await client.auth.signInWithPassword(who)
  expect(error).toBeNull()
  return client
}

describe('signup_attributions', () => {
  it('records the campaign of a sign-up, lower-cased, and the account reads its own', async () => {
    const { client, id } = await signUp('casey.campaign@example.com', {
      source: 'Newsletter',
      medium: 'email',
      campaign: 'spring-launch',
    })
    const own = await client.from('signup_attributions').select('user_id, source, medium, campaign')
    expect(own.data).toEqual([{ user_id: id, source: 'newsletter', medium: 'email', campaign: 'spring-launch' }])
  })

  it('drops malformed parts, and records nothing without a valid source — the sign-up still succeeds', async () => {
    const partial = await signUp('casey.partial@example.com', {
      source: 'partner',
      medium: '<script>',
      campaign: 'x'.repeat(101),
    })
    expect((await partial.client.from('signup_attributions').select('source, medium, campaign')).data).toEqual([
      { source: 'partner', medium: null, campaign: null },
    ])
    const none = await signUp('casey.none@example.com', { source: 'a b', campaign: 'spring' })
    expect((await none.client.from('signup_attributions').select('source')).data).toEqual([])
    const notObject = await signUp('casey.string@example.com', 'newsletter')
    expect((await notObject.client.from('signup_attributions').select('source')).data).toEqual([])
  })

  it("another account sees none of it; a platform admin sees every account's", async () => {
    const { id } = await signUp('casey.seen@example.com', { source: 'linkedin' })
    const dana = await as(DANA)
    expect((await dana.from('signup_attributions').select('user_id')).data).toEqual([])
    const admin = await as(ADMIN)
    const all = await admin.from('signup_attributions').select('user_id, source')
    expect(all.data).toContainEqual({ user_id: id, source: 'linkedin' })
    // As the admin entities page reads it: embedded in the profile (one-to-one, so an object).
    const row = await admin
      .from('profiles')
      .select('id, signup_attribution:signup_attributions(source, medium, campaign)')
      .eq('id', id)
      .single()
    expect(row.data).toEqual({ id, signup_attribution: { source: 'linkedin', medium: null, campaign: null } })
    const without = await admin
      .from('profiles')
      .select('id, signup_attribution:signup_attributions(source, medium, campaign)')
      .eq('email', DANA.email)
      .single()
    expect(without.data).toMatchObject({ signup_attribution: null })
  })

  it('nobody writes it afterwards, not even the account or an admin', async () => {
    const { client, id } = await signUp('casey.write@example.com', { source: 'podcast' })
    const change = await client.from('signup_attributions').update({ source: 'organic' }).eq('user_id', id)
    expect(change.status).toBe(403)
    const insert = await client.from('signup_attributions').insert({ user_id: id, source: 'organic' })
    expect(insert.status).toBe(403)
    const admin = await as(ADMIN)
    expect((await admin.from('signup_attributions').delete().eq('user_id', id)).status).toBe(403)
    expect((await client.from('signup_attributions').select('source')).data).toEqual([{ source: 'podcast' }])
  })
})
