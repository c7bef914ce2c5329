import { describe, expect, it } from 'vitest'
import { get } from './helpers'

const post = (path: string, body: unknown) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const now = '2026-11-23T10:00:00.000Z'

describe('/api/log (first-party error logs)', () => {
  it('accepts a valid error entry with 204', async () => {
    const res = await post('/api/log', {
      level: 'error',
      message: 'Boom',
      stack: 'Error: Boom\n at x',
      timestamp: now,
      url: 'http://boardroom.test/dashboard',
      userAgent: 'test',
    })
    expect(res.status).toBe(204)
  })

  it('refuses malformed entries with a message naming the field', async () => {
    const res = await post('/api/log', {
      level: 'fatal',
      message: '',
      timestamp: 'yesterday',
      url: '/',
      userAgent: 'x',
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; message: string }
    expect(body.error).toBe('invalid_payload')
    expect(body.message).toContain('level')
    expect(body.message).toContain('timestamp')
    expect((await post('/api/log', 'not json')).status).toBe(400)
  })

  it('refuses bodies over 8 KB with 413', async () => {
    const res = await post('/api/log', {
      level: 'error',
      message: 'x'.repeat(9000),
      timestamp: now,
      url: '/',
      userAgent: 'x',
    })
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
    expect(
      (await post('/api/events', { events: [{ type: 'route-visit', path: 'https://evil.com/', timestamp: now }] }))
        .status,
    ).toBe(400)
    expect((await post('/api/events', { events: [] })).status).toBe(400)
  })

  it('only answers POST', async () => {
    expect((await get('/api/events')).status).toBe(404)
  })
})

describe('telemetry is first-party and rate-limited', () => {
  const entry = { level: 'error', message: 'Boom', timestamp: now, url: 'http://boardroom.test/', userAgent: 'test' }
  const send = (headers: Record<string, string>) =>
    get('/api/log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(entry),
    })

  it('accepts reports from the site’s own pages', async () => {
    expect(
      (
        await send({
          Origin: 'http://boardroom.test',
          'Sec-Fetch-Site': 'same-origin',
          'CF-Connecting-IP': '198.51.100.1',
        })
      ).status,
    ).toBe(204)
  })

  it('refuses reports another site’s page sends, with 403', async () => {
    for (const headers of [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ] as Record<string, string>[]) {
      const res = await send({ ...headers, 'CF-Connecting-IP': '198.51.100.2' })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toEqual({ error: 'forbidden', message: 'Only this site’s own pages may send telemetry' })
    }
  })

  it('answers 429 once a visitor sends more than 60 reports in a minute; others are unaffected', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await send({ 'CF-Connecting-IP': '203.0.113.9' })).status)
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await send({ 'CF-Connecting-IP': '203.0.113.10' })).status).toBe(204)
  })
})
