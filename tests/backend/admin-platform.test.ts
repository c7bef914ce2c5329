// The admin area's data against the real local backend: platform_settings under row level
// security (every signed-in user reads it, only a platform admin changes it, nobody inserts or
// deletes it, the trigger stamps who changed it), the admin-only figures functions
// (admin_overview, admin_weekly_usage) and GET /api/admin/launch-checks.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/constants'
import { ANON_KEY } from '../../supabase/local/keys.ts'
import { api } from '../../worker/api/index'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { signIn, startBackend, type Backend } from './harness'

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
const COLUMNS = 'announcement_enabled, announcement_text, announcement_tone, support_email, updated_by'
const REFUSED = { code: '42501', message: 'Only an admin can read the platform figures' }

let backend: Backend
let admin: SupabaseClient
let user: SupabaseClient
let adminToken: string
let userToken: string

beforeAll(async () => {
  backend = await startBackend()
  ;({ client: admin, token: adminToken } = await signIn(backend, 'admin@boardroom.local', 'Admin-demo-2026!'))
  ;({ client: user, token: userToken } = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!'))
})
afterAll(async () => {
  await backend?.stop()
})

describe('platform_settings under row level security', () => {
  it('starts as the seed leaves it: the announcement off, the local support address', async () => {
    const { data, error } = await user.from('platform_settings').select(COLUMNS)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        announcement_enabled: false,
        announcement_text: '',
        announcement_tone: 'info',
        support_email: 'support@boardroom.local',
        updated_by: null,
      },
    ])
  })

  it('anon reads nothing', async () => {
    const { data, error } = await backend.anon().from('platform_settings').select(COLUMNS)
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('a user cannot change it: no row is updated and it stays as it was', async () => {
    const res = await user
      .from('platform_settings')
      .update({ announcement_enabled: true, announcement_text: 'Free upgrades for all' })
      .eq('id', true)
      .select(COLUMNS)
    expect(res.error).toBeNull()
    expect(res.data).toEqual([])
    const { data } = await user.from('platform_settings').select('announcement_enabled, announcement_text').single()
    expect(data).toEqual({ announcement_enabled: false, announcement_text: '' })
  })

  it('nobody inserts or deletes a second row through the API, an admin neither', async () => {
    const insert = await admin.from('platform_settings').insert({ id: false })
    expect(insert.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "platform_settings"',
    })
    const del = await admin.from('platform_settings').delete().eq('id', true).select('id')
    expect(del.error).toBeNull()
    expect(del.data).toEqual([])
  })

  it('an admin changes it; the trigger records who, whatever the client sends', async () => {
    const res = await admin
      .from('platform_settings')
      .update({
        announcement_enabled: true,
        announcement_text: 'Maintenance on Sunday 02:00 UTC',
        announcement_tone: 'warning',
        updated_by: null,
      })
      .eq('id', true)
      .select(COLUMNS)
      .single()
    expect(res.error).toBeNull()
    expect(res.data).toEqual({
      announcement_enabled: true,
      announcement_text: 'Maintenance on Sunday 02:00 UTC',
      announcement_tone: 'warning',
      support_email: 'support@boardroom.local',
      updated_by: ADMIN_ID,
    })
    // and every signed-in user now reads it
    expect((await user.from('platform_settings').select('announcement_text').single()).data).toEqual({
      announcement_text: 'Maintenance on Sunday 02:00 UTC',
    })
  })

  it('the database refuses what the form refuses: 281 characters, an empty announcement shown, a bad address, another tone', async () => {
    const refuse = async (patch: Record<string, unknown>, constraint: string) => {
      const { error } = await admin.from('platform_settings').update(patch).eq('id', true)
      expect(error?.code, constraint).toBe('23514')
      expect(error?.message).toContain(constraint)
    }
    await refuse({ announcement_text: 'x'.repeat(281) }, 'platform_settings_announcement_length')
    await refuse({ announcement_enabled: true, announcement_text: '   ' }, 'platform_settings_announcement_needs_text')
    await refuse({ support_email: 'not an address' }, 'platform_settings_support_email_format')
    await refuse({ announcement_tone: 'danger' }, 'platform_settings_tone_check')
  })
})

describe('admin figures', () => {
  it('admin_overview counts every row of the product for an admin', async () => {
    const svc = backend.service()
    const count = async (table: string, match: Record<string, string> = {}) =>
      (await svc.from(table).select('*', { count: 'exact', head: true }).match(match)).count
    const { data, error } = await admin.rpc('admin_overview')
    expect(error).toBeNull()
    expect(data).toEqual({
      accounts: await count('profiles'),
      admins: await count('profiles', { role: 'admin' }),
      signups_30d: 3,
      companies: 2,
      campaigns: 7, // the seed's six and the spring webinar
      leads: await count('leads'), // the seed's 30 Northwind leads and both companies' sales history
      boardroom_sessions: await count('boardroom_sessions'), // the seed's eight decisions of Northwind
      strategies: 0,
    })
    expect(data).toMatchObject({ accounts: 3, admins: 1 }) // the seed's three accounts, one admin
  })

  it('admin_weekly_usage gives 12 Monday weeks, oldest first, whose sums are the rows created in them', async () => {
    const { data, error } = await admin.rpc('admin_weekly_usage', { weeks: 12 })
    expect(error).toBeNull()
    expect(data).toHaveLength(12)
    const days = data.map((r: { week_start: string }) => r.week_start)
    expect(days.every((d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
    expect([...days].sort()).toEqual(days)
    const sum = (k: string) => data.reduce((n: number, r: Record<string, number>) => n + r[k], 0)
    const since = `${days[0]}T00:00:00Z`
    const { count: leads } = await backend
      .service()
      .from('leads')
      .select('*', { count: 'exact', head: true })
      .gte('created_at', since)
    expect(sum('leads')).toBe(leads)
    expect(sum('signups')).toBe(3)
    expect(sum('companies')).toBe(2)
    // the seed's leads are spread over 100 days: not every one falls in 12 weeks
    expect(leads).toBeGreaterThan(0)
    expect(leads).toBeLessThan(30)
  })

  it('refuses a user with the exact error, and anon may not call them at all', async () => {
    expect((await user.rpc('admin_overview')).error).toMatchObject(REFUSED)
    expect((await user.rpc('admin_weekly_usage', { weeks: 12 })).error).toMatchObject(REFUSED)
    const anon = await backend.anon().rpc('admin_overview')
    expect(anon.error?.code).toBe('42501')
    expect(anon.error?.message).toBe('permission denied for function admin_overview')
  })

  it('refuses a span outside 1 to 52 weeks', async () => {
    expect((await admin.rpc('admin_weekly_usage', { weeks: 53 })).error).toMatchObject({
      code: '22023',
      message: 'Choose between 1 and 52 weeks',
    })
  })
})

describe('GET /api/admin/launch-checks', () => {
  const limiter = { limit: async () => ({ success: true }) }
  const worker = new Hono<AppEnv>().use(config()).route('/api', api)
  const get = (token: string, bindings: Record<string, unknown> = {}) =>
    worker.request('/api/admin/launch-checks', { headers: { Authorization: `Bearer ${token}` } }, {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      APP_ENV: 'local',
      ...bindings,
    } as unknown as AppEnv['Bindings'])

  it('tells an admin the facts: local, loopback database, built-in engine, which limiters are bound, admins and demo accounts', async () => {
    const res = await get(adminToken, { AI_LIMITER: limiter })
    expect(res.status).toBe(200)
    const { checkedAt, ...facts } = (await res.json()) as Record<string, unknown>
    expect(typeof checkedAt).toBe('string')
    expect(facts).toEqual({
      env: 'local',
      supabaseHost: '127.0.0.1',
      ai: { provider: 'builtin', model: null },
      rateLimiters: { TELEMETRY_LIMITER: false, AI_LIMITER: true },
      admins: 1,
      demoAccounts: ['admin@boardroom.local', 'other@boardroom.local', 'user@boardroom.local'],
    })
  })

  it('refuses a user with 403 and the admin message', async () => {
    const res = await get(userToken)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'forbidden', message: ADMIN_REQUIRED_MESSAGE })
  })
})
