// Hostile request bodies at the edge (worker/middleware/request-body.ts, limits in worker/api/index.ts),
// through the deployed Worker entry: refused before the session check, so without a token the
// answer is the refusal, not a 401; a body that passes is still readable by its route.
import { describe, expect, it } from 'vitest'
import { BODY_LIMITS } from '../../worker/api/index'
import { get } from './helpers'

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  get(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked on the wire). */
function chunked(totalBytes: number, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0
  const encoder = new TextEncoder()
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(encoder.encode('{"question":"'))
        sent += 13
      }
      const n = Math.min(chunkBytes, totalBytes - sent)
      if (n <= 0) {
        controller.enqueue(encoder.encode('"}'))
        controller.close()
        return
      }
      controller.enqueue(encoder.encode('a'.repeat(n)))
      sent += n
    },
  })
}

const TEN_MB = 10 * 1024 * 1024

describe('body size limits: 413 with a JSON error', () => {
  it('a 10 MB JSON body with a Content-Length is refused unread', async () => {
    const body = JSON.stringify({ question: 'a'.repeat(TEN_MB) })
    const res = await post('/api/ai/boardroom', body, {
      Authorization: 'Bearer x',
      'Content-Length': String(body.length),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than this endpoint accepts (32768 bytes)',
    })
  })

  it('a 10 MB chunked body (no Content-Length) is refused once it passes the limit', async () => {
    const res = await get('/api/ai/strategies', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x' },
      body: chunked(TEN_MB),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than this endpoint accepts (8192 bytes)',
    })
  })

  it('each endpoint has its own limit, sized to its largest real request', () => {
    expect(BODY_LIMITS).toEqual({
      byPath: {
        '/api/ai/boardroom': 32 * 1024,
        '/api/ai/strategies': 8 * 1024,
        '/api/ai/ask': 8 * 1024,
        '/api/ai/tasks': 8 * 1024,
        '/api/log': 8 * 1024,
        '/api/events': 8 * 1024,
        '/api/webhooks/stripe': 256 * 1024,
        '/api/webhooks/calendly': 64 * 1024,
        '/api/auth/tiktok/callback': 4 * 1024,
      },
      otherwise: 1024,
    })
  })

  it('a board question with a 60-fact board pack (~20 KB) fits POST /api/ai/boardroom', async () => {
    const facts = Array.from({ length: 60 }, (_, i) => ({
      label: `Fact ${i} ${'l'.repeat(100)}`,
      value: 'v'.repeat(60),
      source: 's'.repeat(150),
    }))
    const body = JSON.stringify({ question: 'Should we open an office in Lisbon next year?', boardPack: { facts } })
    expect(body.length).toBeGreaterThan(20_000)
    // past the body checks: the session check answers
    expect((await post('/api/ai/boardroom', body)).status).toBe(401)
  })

  it('a bare POST (the webhook test send) and an endpoint without a body limit of its own pass', async () => {
    expect(
      (await get('/api/admin/webhooks/00000000-0000-4000-8000-000000000000/test', { method: 'POST' })).status,
    ).toBe(401)
    expect(
      (
        await post(
          '/api/admin/webhooks/00000000-0000-4000-8000-000000000000/test',
          JSON.stringify({ x: 'y'.repeat(2000) }),
        )
      ).status,
    ).toBe(413)
  })
})

describe('control characters and unpaired surrogates: 400 naming the field', () => {
  it.each([
    ['NUL', '{"question":"Should we \\u0000 hire?"}', 'question contains a control character'],
    ['a lone high surrogate', '{"question":"Should we \\ud800 hire?"}', 'question contains an unpaired surrogate'],
    ['a lone low surrogate', '{"question":"\\udc00 Should we hire?"}', 'question contains an unpaired surrogate'],
    ['ESC', '{"question":"Should we \\u001b[31m hire?"}', 'question contains a control character'],
    ['DEL', '{"question":"Should we \\u007f hire?"}', 'question contains a control character'],
    ['a C1 control (NEL)', '{"question":"Should we \\u0085 hire?"}', 'question contains a control character'],
    [
      'a nested value',
      '{"question":"Should we hire?","boardPack":{"facts":[{"label":"ok"},{"label":"x\\u0007"}]}}',
      'boardPack.facts[1].label contains a control character',
    ],
    ['a key', '{"question":"Should we hire?","a\\u0000b":1}', 'body["a\\u0000b"] contains a control character'],
  ])('%s', async (_, body, message) => {
    const res = await post('/api/ai/boardroom', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', message })
  })

  it('tab, line feed, carriage return, emoji and other scripts are free text', async () => {
    const res = await post(
      '/api/ai/boardroom',
      JSON.stringify({ question: 'Should we\thire?\r\nÉquipe 🚀 人员 مرحبا' }),
    )
    expect(res.status).toBe(401)
  })

  it('applies to every endpoint with a body, telemetry too', async () => {
    const entry = {
      level: 'error',
      message: 'Boom \u0000',
      timestamp: '2026-11-23T10:00:00.000Z',
      url: '/dashboard',
      userAgent: 'test',
    }
    const res = await post('/api/log', JSON.stringify(entry))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', message: 'message contains a control character' })
  })

  it('the route still reads a body that passed', async () => {
    const entry = {
      level: 'error',
      message: 'Boom',
      timestamp: '2026-11-23T10:00:00.000Z',
      url: '/dashboard',
      userAgent: 'test',
    }
    expect((await post('/api/log', JSON.stringify(entry))).status).toBe(204)
    // and a body that is not JSON is the route's to refuse, with its own message
    const res = await post('/api/log', 'not json')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe('invalid_payload')
  })
})
