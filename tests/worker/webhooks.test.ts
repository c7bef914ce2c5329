// Webhook sending in the Workers runtime: the signature a receiver verifies (checked against an
// HMAC computed outside this code), where a delivery may go in production and locally (SSRF), and
// that the test-send endpoint is for signed-in admins only.
import { describe, expect, it } from 'vitest'
import {
  resolvedRefusal,
  signatureHeader,
  TARGET_NOT_HTTPS,
  TARGET_PRIVATE,
  TARGET_RESOLVES_PRIVATE,
  TARGET_UNRESOLVED,
  targetRefusal,
} from '../../worker/api/webhook-delivery'
import { get } from './helpers'

describe('webhook signature', () => {
  it('is t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>"> in hex', async () => {
    // python3: hmac.new(b'whsec_test', b'1767225600.{"type":"webhook.test"}', hashlib.sha256).hexdigest()
    expect(await signatureHeader('whsec_test', '{"type":"webhook.test"}', 1767225600)).toBe(
      't=1767225600,v1=805382e84bad9941d892db1fd8b4f81507491c8375d3b8d5f6d46e20a9df54dd',
    )
  })

  it('changes with the secret, the body and the time', async () => {
    const base = await signatureHeader('whsec_test', '{}', 1767225600)
    expect(await signatureHeader('whsec_other', '{}', 1767225600)).not.toBe(base)
    expect(await signatureHeader('whsec_test', '{ }', 1767225600)).not.toBe(base)
    expect((await signatureHeader('whsec_test', '{}', 1767225601)).split(',v1=')[1]).not.toBe(base.split(',v1=')[1])
  })
})

describe('webhook targets at delivery: the addresses a name resolves to', () => {
  const resolvesTo = (table: Record<string, string[]>) => async (name: string) => table[name] ?? []
  const asked: string[] = []
  const recording = async (name: string) => {
    asked.push(name)
    return ['93.184.215.14']
  }

  it('a name resolving to a metadata, private or loopback address is refused; a public one is sent to', async () => {
    const lookup = resolvesTo({
      'hooks.example.org': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'rebind.example.org': ['169.254.169.254'],
      'mixed.example.org': ['93.184.215.14', '10.0.0.7'],
      'v6.example.org': ['::ffff:a9fe:a9fe'],
      'lo.example.org': ['127.0.0.1'],
      'translated.example.org': ['::ffff:0:7f00:1'],
      'teredo.example.org': ['2001:0:4136:e378:8000:63bf:80ff:fffe'],
    })
    expect(await resolvedRefusal('https://hooks.example.org/boardroom', lookup)).toBeNull()
    expect(await resolvedRefusal('https://rebind.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
    expect(await resolvedRefusal('https://mixed.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
    expect(await resolvedRefusal('https://v6.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
    expect(await resolvedRefusal('https://lo.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
    expect(await resolvedRefusal('https://translated.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
    expect(await resolvedRefusal('https://teredo.example.org/', lookup)).toBe(TARGET_RESOLVES_PRIVATE)
  })

  it('a name with no address, or a resolver that cannot be asked, is refused', async () => {
    expect(await resolvedRefusal('https://nowhere.example.org/', async () => [])).toBe(TARGET_UNRESOLVED)
    expect(await resolvedRefusal('https://hooks.example.org/', async () => Promise.reject(new Error('offline')))).toBe(
      TARGET_UNRESOLVED,
    )
  })

  it('an IP literal is not looked up (targetRefusal judged it); a name is asked without its trailing dot', async () => {
    expect(await resolvedRefusal('https://93.184.215.14/x', recording)).toBeNull()
    expect(await resolvedRefusal('https://[2606:4700::1111]/x', recording)).toBeNull()
    expect(await resolvedRefusal('https://hooks.example.org./x', recording)).toBeNull()
    expect(asked).toEqual(['hooks.example.org'])
  })
})

describe('webhook targets (SSRF)', () => {
  it('production: public https hosts only', () => {
    expect(targetRefusal('https://hooks.example.org/boardroom', 'production')).toBeNull()
    expect(targetRefusal('https://93.184.215.14:8443/x', 'production')).toBeNull()
    expect(targetRefusal('http://hooks.example.org/', 'production')).toBe(TARGET_NOT_HTTPS)
    expect(targetRefusal('http://127.0.0.1:9000/', 'production')).toBe(TARGET_NOT_HTTPS)
  })

  it.each([
    'https://127.0.0.1/',
    'https://127.1/', // the URL parser normalises short and numeric forms
    'https://2130706433/',
    'https://0x7f000001/',
    'https://10.0.0.5/',
    'https://172.20.1.1/',
    'https://192.168.1.10/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://localhost/',
    'https://api.localhost/',
    'https://printer.local/',
    'https://metadata.google.internal/',
    'https://intranet/',
  ])('production refuses %s', (url) => {
    expect(targetRefusal(url, 'production')).toBe(TARGET_PRIVATE)
  })

  it('refuses credentials in the address everywhere; local mode allows this machine', () => {
    expect(targetRefusal('https://user:pw@hooks.example.org/', 'production')).toBe(
      'Addresses with a user name or password are not allowed.',
    )
    expect(targetRefusal('https://user:pw@hooks.example.org/', 'local')).toBe(
      'Addresses with a user name or password are not allowed.',
    )
    expect(targetRefusal('http://127.0.0.1:9000/hook', 'local')).toBeNull()
    expect(targetRefusal('http://localhost/hook', 'local')).toBeNull()
    expect(targetRefusal('file:///etc/passwd', 'local')).toBe(TARGET_NOT_HTTPS)
  })
})

describe('POST /api/admin/webhooks/:id/test', () => {
  it('without a session: 401 in JSON', async () => {
    const res = await get('/api/admin/webhooks/00000000-0000-4000-8000-000000000000/test', { method: 'POST' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sign in as an admin' })
  })
})
