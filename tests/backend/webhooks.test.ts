// Webhooks over HTTP as the browser and the Worker meet them (real supabase-js against the local
// backend): only platform admins read and change webhooks and their deliveries; the signing secret
// is shown once by create_webhook() and no select ever returns it; the table's URL and event rules
// equal the shared schema's; and the Worker's test send signs the body so a receiver can verify
// it, records each outcome, and refuses a local target in production.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/constants'
import { isWebhookUrl, WEBHOOK_EVENTS } from '../../shared/schemas/webhook'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import {
  createWebhook,
  deleteWebhook,
  fetchDeliveries,
  fetchWebhooks,
  setWebhookActive,
} from '../../client/features/webhooks/queries'
import { startBackend, type Backend } from './harness'

const AVERY = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' } // seed: platform admin
const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed: company owner, not an admin

let backend: Backend
let admin: SupabaseClient
let user: SupabaseClient
let receiver: Server
let receiverUrl: string
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: string }
const received: Received[] = []

async function signIn({ email, password }: { email: string; password: string }) {
  const client = backend.anon()
  const { error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return client
}
const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token

const worker = new Hono<AppEnv>().use(config()).route('/api', api)
const sendTest = async (id: string, client: SupabaseClient, appEnv = 'local') =>
  worker.request(
    `/api/admin/webhooks/${id}/test`,
    { method: 'POST', headers: { Authorization: `Bearer ${await tokenOf(client)}` } },
    {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY, // production requires it (the deploy sets the secret)
      APP_ENV: appEnv,
    } as unknown as AppEnv['Bindings'],
  )

beforeAll(async () => {
  backend = await startBackend()
  admin = await signIn(AVERY)
  user = await signIn(DANA)
  // a receiver: /ok answers 200, /fail 500, /moved a redirect to /ok
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      if (req.url === '/moved') res.writeHead(302, { Location: '/ok' }).end()
      else res.writeHead(req.url === '/fail' ? 500 : 200).end('thanks')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => receiver?.close(r))
  await backend?.stop()
})

describe('webhooks: who reads and writes', () => {
  it('a platform admin adds a webhook and sees its secret once; no read returns it again', async () => {
    const created = await createWebhook(admin, {
      url: 'https://hooks.example.org/boardroom',
      description: 'CRM sync',
      events: ['webhook.test'],
    })
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    const rows = await fetchWebhooks(admin)
    const row = rows.find((r) => r.id === created.id)!
    expect(row).toMatchObject({
      url: 'https://hooks.example.org/boardroom',
      description: 'CRM sync',
      events: ['webhook.test'],
      active: true,
      last_status_code: null,
    })
    const raw = await admin.from('webhooks').select('*').eq('id', created.id).single()
    expect(Object.keys(raw.data!).sort()).toEqual([
      'active',
      'created_at',
      'created_by',
      'description',
      'events',
      'id',
      'url',
    ])
    expect(JSON.stringify(raw.data)).not.toContain(created.secret)
    const secrets = await admin.from('webhook_secrets').select('*')
    expect(secrets.error).toMatchObject({ code: '42501', message: 'permission denied for table webhook_secrets' })
    await deleteWebhook(admin, created.id)
  })

  it('two webhooks never share a secret', async () => {
    const a = await createWebhook(admin, { url: 'https://a.example.org/', description: '', events: ['webhook.test'] })
    const b = await createWebhook(admin, { url: 'https://b.example.org/', description: '', events: ['webhook.test'] })
    expect(a.secret).not.toBe(b.secret)
    await deleteWebhook(admin, a.id)
    await deleteWebhook(admin, b.id)
  })

  it('a signed-in user who is not an admin sees no webhook and cannot add, change, delete or read a secret', async () => {
    const created = await createWebhook(admin, {
      url: 'https://hidden.example.org/',
      description: '',
      events: ['webhook.test'],
    })
    expect(await fetchWebhooks(user)).toEqual([])
    expect(await fetchDeliveries(user)).toEqual([])
    await expect(
      createWebhook(user, { url: 'https://mine.example.org/', description: '', events: ['webhook.test'] }),
    ).rejects.toMatchObject({ code: '42501', message: 'Only a platform admin can add a webhook' })
    const insert = await user.from('webhooks').insert({ url: 'https://mine.example.org/', events: ['webhook.test'] })
    expect(insert.error).toMatchObject({ code: '42501', message: 'permission denied for table webhooks' })
    expect(await setWebhookActive(user, created.id, false)).toBe(false)
    expect(await deleteWebhook(user, created.id)).toBe(false)
    const secret = await user.rpc('webhook_signing_secret', { webhook_id: created.id })
    expect(secret.error).toMatchObject({ code: '42501', message: 'Only a platform admin can send webhook events' })
    const delivery = await user
      .from('webhook_deliveries')
      .insert({ webhook_id: created.id, event: 'webhook.test', ok: true, status_code: 200, duration_ms: 1 })
    expect(delivery.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "webhook_deliveries"',
    })
    expect((await fetchWebhooks(admin)).find((r) => r.id === created.id)?.active).toBe(true)
    await deleteWebhook(admin, created.id)
  })

  it('anon reads nothing and cannot call the functions', async () => {
    const anon = backend.anon()
    expect((await anon.from('webhooks').select('id')).error).toMatchObject({ code: '42501' })
    expect((await anon.from('webhook_deliveries').select('id')).error).toMatchObject({ code: '42501' })
    expect(
      (await anon.rpc('create_webhook', { url: 'https://x.example.org/', description: '', events: ['webhook.test'] }))
        .error,
    ).toMatchObject({ code: '42501' })
  })

  it('an admin pauses, resumes and deletes, but cannot change the address (a new address needs a new secret)', async () => {
    const created = await createWebhook(admin, {
      url: 'https://c.example.org/',
      description: '',
      events: ['webhook.test'],
    })
    expect(await setWebhookActive(admin, created.id, false)).toBe(true)
    expect((await fetchWebhooks(admin)).find((r) => r.id === created.id)?.active).toBe(false)
    const moved = await admin.from('webhooks').update({ url: 'https://evil.example.org/' }).eq('id', created.id)
    expect(moved.error).toMatchObject({ code: '42501', message: 'permission denied for table webhooks' })
    expect(await deleteWebhook(admin, created.id)).toBe(true)
    expect((await fetchWebhooks(admin)).some((r) => r.id === created.id)).toBe(false)
  })

  it("the table's URL and event rules are the form's", async () => {
    const urls = [
      'https://hooks.example.org/x?y=1',
      'https://example.org:8443',
      'http://127.0.0.1:9000/hook',
      'http://localhost/hook',
      'http://example.org/hook',
      'ftp://example.org/',
      'https://user:pw@example.org/',
      'javascript:alert(1)',
      'https://exa mple.org/',
    ]
    for (const url of urls) {
      const result = await admin.rpc('create_webhook', { url, description: '', events: ['webhook.test'] })
      expect(result.error === null, url).toBe(isWebhookUrl(url))
      if (result.error) expect(result.error.message, url).toContain('webhooks_url_format')
      else await deleteWebhook(admin, (result.data as { id: string }).id)
    }
    for (const events of [['lead.created'], [], ['webhook.test', 'anything']]) {
      const result = await admin.rpc('create_webhook', { url: 'https://example.org/', description: '', events })
      expect(result.error?.message).toContain('webhooks_events_known')
    }
    expect(WEBHOOK_EVENTS).toEqual(['webhook.test'])
  })
})

describe('POST /api/admin/webhooks/:id/test', () => {
  it('sends a body signed with the secret, and records the 200', async () => {
    const { id, secret } = await createWebhook(admin, {
      url: `${receiverUrl}/ok`,
      description: '',
      events: ['webhook.test'],
    })
    const res = await sendTest(id, admin)
    expect(res.status).toBe(200)
    const { delivery } = (await res.json()) as { delivery: Record<string, unknown> }
    expect(delivery).toMatchObject({ webhook_id: id, event: 'webhook.test', status_code: 200, ok: true, error: null })
    const got = received.at(-1)!
    expect(got.path).toBe('/ok')
    expect(got.headers['content-type']).toBe('application/json')
    expect(got.headers['boardroom-event']).toBe('webhook.test')
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['boardroom-signature']))!
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(10)
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${got.body}`).digest('hex'))
    expect(v1).not.toBe(createHmac('sha256', 'whsec_wrong').update(`${t}.${got.body}`).digest('hex'))
    expect(JSON.parse(got.body)).toMatchObject({ type: 'webhook.test', data: { webhook_id: id } })
    const listed = (await fetchWebhooks(admin)).find((r) => r.id === id)!
    expect([listed.last_status_code, listed.last_ok]).toEqual([200, true])
    expect((await fetchDeliveries(admin))[0]).toMatchObject({ id: delivery.id, status_code: 200 })
  })

  it("records a receiver's failure and does not follow a redirect", async () => {
    const failing = await createWebhook(admin, {
      url: `${receiverUrl}/fail`,
      description: '',
      events: ['webhook.test'],
    })
    expect(((await (await sendTest(failing.id, admin)).json()) as { delivery: unknown }).delivery).toMatchObject({
      status_code: 500,
      ok: false,
      error: 'The receiver answered 500.',
    })
    const moving = await createWebhook(admin, {
      url: `${receiverUrl}/moved`,
      description: '',
      events: ['webhook.test'],
    })
    const before = received.length
    expect(((await (await sendTest(moving.id, admin)).json()) as { delivery: unknown }).delivery).toMatchObject({
      status_code: 302,
      ok: false,
      error: 'The receiver answered with a redirect, which is not followed.',
    })
    expect(received.slice(before).map((r) => r.path)).toEqual(['/moved'])
  })

  it('in production a loopback target is refused before any request, and nothing is recorded', async () => {
    const { id } = await createWebhook(admin, { url: `${receiverUrl}/ok`, description: '', events: ['webhook.test'] })
    const before = received.length
    const res = await sendTest(id, admin, 'production')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: 'target_refused',
      message: 'Only https:// addresses receive events in production.',
    })
    expect(received.length).toBe(before)
    expect((await fetchDeliveries(admin)).some((d) => d.webhook_id === id)).toBe(false)
  })

  it('a user who is not an admin is refused; an unknown webhook is not found', async () => {
    const { id } = await createWebhook(admin, { url: `${receiverUrl}/ok`, description: '', events: ['webhook.test'] })
    const refused = await sendTest(id, user)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'forbidden', message: ADMIN_REQUIRED_MESSAGE })
    const gone = await sendTest('00000000-0000-4000-8000-000000000000', admin)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: 'not_found', message: 'This webhook no longer exists.' })
    expect((await sendTest('not-a-uuid', admin)).status).toBe(404)
  })
})
