import { describe, expect, it } from 'vitest'
import { get } from './helpers'

const post = (path: string, body: unknown) =>
  get(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

const now = '2026-11-23T10:00:00.000Z'

describe('/api/log (first-party error logs)', () => {
  it('accepts a valid error entry with 204', async () => {
    const res = await post('/api/log', { level: 'error', message: 'Boom', stack: 'Error: Boom\n at x', timestamp: now, url: 'http://boardroom.test/dashboard', userAgent: 'test' })
    expect(res.status).toBe(204)
  })

  it('refuses malformed entries with a message naming the field', async () => {
    const res = await post('/api/log', { level: 'fatal', message: '', timestamp: 'yesterday', url: '/', userAgent: 'x' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; message: string }
    expect(body.error).toBe('invalid_payload')
    expect(body.message).toContain('level')
    expect(body.message).toContain('timestamp')
    expect((await post('/api/log', 'not json')).status).toBe(400)
  })

  it('refuses bodies over 8 KB with 413', async () => {
    const res = await post('/api/log', { level: 'error', message: 'x'.repeat(9000), timestamp: now, url: '/', userAgent: 'x' })
    expect(res.status).toBe(413)
  })
})

describe('/api/events (consented analytics)', () => {
  it('accepts route-visit and route-access events', async () => {
    const res = await post('/api/events', {
      events: [
        { type: 'route-visit', path: '/pricing', timestamp: now },
        { type: 'route-access', path: '/admin', allowed: false, reason: 'not-signed-in', timestamp: now },
      ],
    })
    expect(res.status).toBe(204)
  })

  it('refuses unknown event types, absolute URLs and empty batches', async () => {
    expect((await post('/api/events', { events: [{ type: 'click', path: '/', timestamp: now }] })).status).toBe(400)
    expect((await post('/api/events', { events: [{ type: 'route-visit', path: 'https://evil.com/', timestamp: now }] })).status).toBe(400)
    expect((await post('/api/events', { events: [] })).status).toBe(400)
  })

  it('only answers POST', async () => {
    expect((await get('/api/events')).status).toBe(404)
  })
})
