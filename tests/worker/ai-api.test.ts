// /api/ai at the edge: only a signed-in member's token gets in, bad requests are refused with a
// message, and a misconfigured AI provider names the missing setting.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { get, getWith } from './helpers'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  get(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('/api/ai', () => {
  it.each([
    ['POST', '/api/ai/boardroom'],
    ['POST', '/api/ai/strategies'],
    ['GET', '/api/ai/briefs'],
    ['GET', '/api/ai/metrics'],
    ['GET', '/api/ai/engine'],
    ['POST', '/api/ai/tasks'],
    ['POST', '/api/ai/chat'],
    ['GET', '/api/ai/threads'],
    ['POST', '/api/ai/agent/plan'],
    ['POST', '/api/ai/agent/run'],
    ['GET', '/api/ai/agent/actions'],
  ])('%s %s without a token answers 401 with what to do', async (method, path) => {
    const res = method === 'GET' ? await get(path) : await post(path, { question: 'Should we double the budget?' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Sign in to talk to your executives' })
  })

  it('a token the sign-in service cannot check answers 502, not a crash (no backend is reachable from this pool: vitest.config.ts)', async () => {
    const res = await post(
      '/api/ai/boardroom',
      { question: 'Should we double the budget?' },
      { Authorization: 'Bearer not-a-real-token' },
    )
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({
      error: 'auth_unavailable',
      message: 'The sign-in service could not be reached. Try again shortly.',
    })
  })

  it('a misconfigured AI provider makes every request answer 500 naming the setting', async () => {
    for (const [bindings, message] of [
      [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-test' }, 'AI_API_KEY is required for AI_PROVIDER=openai'],
      [{ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-x' }, 'AI_MODEL is required for AI_PROVIDER=openai'],
      [
        { AI_PROVIDER: 'workers-ai', AI_MODEL: '@cf/meta/llama' },
        'AI_PROVIDER=workers-ai needs the [ai] binding named AI',
      ],
      [{ AI_PROVIDER: 'gpt' }, 'AI_PROVIDER must be builtin, workers-ai or openai'],
      [{ AI_DAILY_DEBATES: 'lots' }, 'AI_DAILY_DEBATES must be a whole number of debates, 0 or more'],
      [{ AI_DAILY_DEBATES: '2.5' }, 'AI_DAILY_DEBATES must be a whole number of debates, 0 or more'],
      [{ AI_DAILY_DEBATES: '-1' }, 'AI_DAILY_DEBATES must be a whole number of debates, 0 or more'],
    ] as const) {
      const res = await getWith(bindings, '/api/health')
      expect(res.status, JSON.stringify(bindings)).toBe(500)
      expect(await res.text()).toContain(message)
    }
  })

  it('production without the service-role key answers 500 naming it; the key never reaches a page', async () => {
    const res = await getWith(
      { APP_ENV: 'production', SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: '' },
      '/api/health',
    )
    expect(res.status).toBe(500)
    expect(await res.text()).toContain(
      'SUPABASE_SERVICE_ROLE_KEY is required in production (wrangler secret put SUPABASE_SERVICE_ROLE_KEY)',
    )
    const key = (env as { SUPABASE_SERVICE_ROLE_KEY?: string }).SUPABASE_SERVICE_ROLE_KEY!
    expect(key.length).toBeGreaterThan(20)
    for (const path of ['/pricing', '/dashboard', '/login'])
      expect(await (await getWith({}, path)).text()).not.toContain(key)
  })

  it('the model API key never reaches a page', async () => {
    const html = await (
      await getWith({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-test', AI_API_KEY: 'sk-secret-123' }, '/pricing')
    ).text()
    expect(html).not.toContain('sk-secret-123')
    expect(html).not.toContain('gpt-test')
  })
})
