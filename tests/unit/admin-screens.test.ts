// The admin screens' pure rules: the launch checklist (every item's pass, fail or attention, with
// its reason) and the product analytics' weekly series and totals.
import { describe, expect, it } from 'vitest'
import type { LaunchFacts, WeeklyUsage } from '../../shared/schemas/admin'
import {
  isLoopbackHost,
  launchChecklist,
  launchSummary,
  type BrowserFacts,
} from '../../client/features/admin/launch-checklist'
import { usageBars, usageTotals, weekLabel } from '../../client/features/admin/usage-series'

const READY: LaunchFacts = {
  checkedAt: '2026-11-27T12:00:00.000Z',
  env: 'production',
  supabaseHost: 'abcd.supabase.co',
  ai: { provider: 'workers-ai', model: '@cf/meta/llama-3.3-70b-instruct-fp8-fast' },
  rateLimiters: { TELEMETRY_LIMITER: true, AI_LIMITER: true },
  admins: 2,
  demoAccounts: [],
}
const HEADERS = new Headers({
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
})
const BROWSER: BrowserFacts = {
  rootHeaders: HEADERS,
  legal: [
    { path: '/legal', status: 200, redirected: false },
    { path: '/legal/gdpr', status: 200, redirected: false },
  ],
}

const byId = (facts: LaunchFacts, browser: BrowserFacts = BROWSER) =>
  Object.fromEntries(launchChecklist(facts, browser).map((i) => [i.id, i]))

describe('launch checklist', () => {
  it('a production deployment with a model, limits, an admin, no demo accounts, headers and legal pages passes everything', () => {
    const items = launchChecklist(READY, BROWSER)
    expect(items.map((i) => [i.id, i.status])).toEqual([
      ['env', 'pass'],
      ['supabase', 'pass'],
      ['ai', 'pass'],
      ['rate-limits', 'pass'],
      ['admins', 'pass'],
      ['demo-accounts', 'pass'],
      ['headers', 'pass'],
      ['legal', 'pass'],
    ])
    expect(items.every((i) => i.fix === null)).toBe(true)
    expect(launchSummary(items)).toBe('Ready to launch: every check passed.')
    expect(byId(READY).ai.reason).toBe('Workers AI, model @cf/meta/llama-3.3-70b-instruct-fp8-fast.')
  })

  it('the local set-up fails environment, database address and demo accounts, and flags the built-in engine', () => {
    const local = byId({
      ...READY,
      env: 'local',
      supabaseHost: '127.0.0.1',
      ai: { provider: 'builtin', model: null },
      admins: 1,
      demoAccounts: ['admin@boardroom.local', 'user@boardroom.local'],
    })
    expect(local.env).toMatchObject({
      status: 'fail',
      reason: 'APP_ENV is local: /dev-admin-helper lets any signed-in account make itself an admin.',
    })
    expect(local.supabase).toMatchObject({
      status: 'fail',
      reason: "SUPABASE_URL points at 127.0.0.1, this machine's own address: no visitor's browser can reach it.",
    })
    expect(local.ai.status).toBe('attention')
    expect(local.ai.reason).toContain('rules only')
    expect(local['demo-accounts']).toMatchObject({
      status: 'fail',
      reason: '2 seeded demo accounts with a public password: admin@boardroom.local, user@boardroom.local.',
    })
    expect(local.admins).toMatchObject({ status: 'pass', reason: '1 platform admin.' })
    expect(launchSummary(Object.values(local))).toBe('Not ready: 3 checks failed. 1 item needs attention.')
  })

  it('names the missing rate limiter, the missing admin, the missing headers and each legal page that does not answer 200', () => {
    const items = byId(
      { ...READY, rateLimiters: { TELEMETRY_LIMITER: true, AI_LIMITER: false }, admins: 0 },
      {
        rootHeaders: new Headers({
          'Content-Security-Policy': "script-src 'self' 'nonce-abc'; frame-ancestors 'none'",
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        }),
        legal: [
          { path: '/legal', status: 200, redirected: false },
          { path: '/legal/gdpr', status: 404, redirected: false },
          { path: '/legal/refund-policy', status: 200, redirected: true },
          { path: '/legal/privacy-policy', status: 0, redirected: false },
        ],
      },
    )
    expect(items['rate-limits']).toMatchObject({
      status: 'fail',
      reason: 'Not bound: AI_LIMITER. Without them telemetry and AI requests are not limited.',
    })
    expect(items.admins).toMatchObject({ status: 'fail', reason: 'No account is a platform admin.' })
    expect(items.headers).toMatchObject({ status: 'fail', reason: 'Missing: Strict-Transport-Security.' })
    expect(items.legal).toMatchObject({
      status: 'fail',
      reason:
        'Not answering 200: /legal/gdpr (404), /legal/refund-policy (redirected), /legal/privacy-policy (no answer).',
    })
    expect(byId(READY, { ...BROWSER, rootHeaders: null }).headers).toMatchObject({
      status: 'fail',
      reason: 'The home page did not answer this browser.',
    })
  })

  it('knows loopback addresses', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['abcd.supabase.co', '10.0.0.1', '128.0.0.1', 'localhost.example.com'])
      expect(isLoopbackHost(host), host).toBe(false)
  })
})

describe('product analytics series', () => {
  const rows: WeeklyUsage[] = [
    { week_start: '2026-11-16', signups: 2, companies: 1, leads: 5, boardroom_sessions: 0, strategies: 1 },
    { week_start: '2026-11-23', signups: 1, companies: 0, leads: 1200, boardroom_sessions: 3, strategies: 0 },
  ]

  it('labels each week by its Monday and keeps the figures', () => {
    expect(weekLabel('2026-11-23')).toBe('Week of 23 Nov')
    expect(usageBars(rows, 'leads')).toEqual([
      { key: '2026-11-16', label: 'Week of 16 Nov', value: 5, display: '5' },
      { key: '2026-11-23', label: 'Week of 23 Nov', value: 1200, display: '1,200' },
    ])
  })

  it('totals each measure over the span', () => {
    expect(usageTotals(rows)).toEqual({ signups: 3, companies: 1, leads: 1205, boardroom_sessions: 3, strategies: 1 })
    expect(usageTotals([])).toEqual({ signups: 0, companies: 0, leads: 0, boardroom_sessions: 0, strategies: 0 })
  })
})
