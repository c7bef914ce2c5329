// The API's refusals through the deployed Worker entry, status, body and headers exactly: every
// route answers { error, message } JSON with its status (a rate-limited navigation to TikTok's start
// answers plain text, as a page would), and every /api answer is Cache-Control: no-store.
import { describe, expect, it } from 'vitest'
import { get } from './helpers'

/** Status, the headers a client reads, and the body as sent. */
async function answer(res: Response) {
  return {
    status: res.status,
    type: res.headers.get('Content-Type'),
    cache: res.headers.get('Cache-Control'),
    body: await res.text(),
  }
}
const json = (status: number, error: string, message: string) => ({
  status,
  type: 'application/json',
  cache: 'no-store',
  body: JSON.stringify({ error, message }),
})

describe('the API’s refusals', () => {
  it('an unknown API path: 404 naming it', async () => {
    expect(await answer(await get('/api/nothing-here'))).toEqual(
      json(404, 'not_found', 'No API endpoint at /api/nothing-here'),
    )
  })

  it('a member route without a session: 401 in that capability’s words', async () => {
    for (const [path, message] of [
      ['/api/ai/metrics', 'Sign in to talk to your executives'],
      ['/api/ai/threads', 'Sign in to talk to your executives'],
      ['/api/admin/system', 'Sign in as an admin'],
      ['/api/billing/invoices?companyId=c0000000-0000-4000-8000-000000000001', 'Sign in to manage billing'],
      ['/api/notion/status?companyId=c0000000-0000-4000-8000-000000000001', 'Sign in to use Notion'],
    ]) {
      expect(await answer(await get(path)), path).toEqual(json(401, 'unauthorized', message))
    }
  })

  it('a body over the endpoint’s limit: 413 with the limit', async () => {
    const res = await get('/api/billing/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(2048) }),
    })
    expect(await answer(res)).toEqual(
      json(413, 'payload_too_large', 'The request body is larger than this endpoint accepts (1024 bytes)'),
    )
  })

  it('telemetry from another site: 403; a malformed entry: 400 naming the fields', async () => {
    const cross = await get('/api/log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: '{}',
    })
    expect(await answer(cross)).toEqual(json(403, 'forbidden', 'Only this site’s own pages may send telemetry'))
    const bad = await get('/api/log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.40' },
      body: JSON.stringify({ level: 'fatal' }),
    })
    const got = await answer(bad)
    expect({ ...got, body: JSON.parse(got.body).error }).toEqual({ ...json(400, '', ''), body: 'invalid_payload' })
  })

  it('past 60 reports a minute from one visitor: 429', async () => {
    const send = () =>
      get('/api/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.77' },
        body: JSON.stringify({ events: [] }),
      })
    for (let i = 0; i < 60; i++) await send()
    expect(await answer(await send())).toEqual(json(429, 'rate_limited', 'Too many reports; try again in a minute'))
  })

  it('past 60 TikTok starts or callbacks a minute from one visitor: 429, plain text for the start page', async () => {
    const start = () =>
      get('/api/auth/tiktok/start?intent=sign-in', { headers: { 'CF-Connecting-IP': '203.0.113.78' } })
    for (let i = 0; i < 60; i++) await start()
    expect(await answer(await start())).toEqual({
      status: 429,
      type: 'text/plain; charset=UTF-8',
      cache: 'no-store',
      body: 'Too many TikTok sign-in attempts from here. Try again in a minute.',
    })
    const callback = () =>
      get('/api/auth/tiktok/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.79' },
        body: '{}',
      })
    for (let i = 0; i < 60; i++) await callback()
    expect(await answer(await callback())).toEqual(
      json(429, 'rate_limited', 'Too many TikTok sign-in attempts from here. Try again in a minute.'),
    )
  })
})
