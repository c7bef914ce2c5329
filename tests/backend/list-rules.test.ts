// Every list whose title states a rule keeps it, on the seeded data, read through the screen's own
// query (as Northwind's owner, under RLS):
//   "Call these next"         open leads nobody called or moved for 7 days or more, best score first
//   "Stale leads"             open leads untouched (not changed) for 14 days or more
//   "Decision reviews due"    planned reviews not yet recorded, due today or earlier ("overdue" before)
//   the leads list's filters  "Showing … of N leads" counts exactly the leads the filter names
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueLabel, reviewsDue } from '../../client/features/insights/due-reviews'
import { fetchLeadPage, withOwnerResolved } from '../../client/features/leads/queries'
import { fetchBestUncontacted, fetchIcp, fetchScoreInputs, scoreRows } from '../../client/features/scores/queries'
import { NOT_CONTACTED_DAYS, notContactedFor } from '../../shared/lead-score'
import { OPEN_STATUSES, STALE_AFTER_DAYS } from '../../shared/metrics'
import { utcDay } from '../../shared/schemas/decision-review'
import { LeadFiltersSchema } from '../../shared/schemas/lead'
import { startBackend, signIn, type Backend } from './harness'
import { callApi, json, workerBindings } from './worker-harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const HARPER = '1ead0000-0000-4000-8000-000000000017' // seed: Northwind lead added today, never called
const DAY = 86_400_000

let backend: Backend
let owner: SupabaseClient
let token: string

beforeAll(async () => {
  backend = await startBackend()
  const signed = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
  owner = signed.client
  token = signed.token
})
afterAll(async () => backend?.stop())

const daysSince = (at: string, now: Date) => (now.getTime() - new Date(at).getTime()) / DAY

describe('"Call these next": open leads nobody called or moved for a week, best first', () => {
  it('lists only leads waiting 7 days or more — not one added today — and the best of them', async () => {
    const asOf = new Date()
    const listed = await fetchBestUncontacted(owner, NORTHWIND, 5, asOf)
    expect(listed.length).toBeGreaterThan(0)
    for (const { row, score } of listed) {
      expect(OPEN_STATUSES as readonly string[], row.id).toContain(row.status)
      expect(daysSince(score.waitingSince, asOf), row.id).toBeGreaterThanOrEqual(NOT_CONTACTED_DAYS)
    }
    // The seed's Harper Kim is open, never contacted and added today: she has not waited a week.
    const harper = (await fetchScoreInputs(owner, NORTHWIND, OPEN_STATUSES)).find((r) => r.id === HARPER)
    expect(harper && daysSince(harper.created_at, asOf)).toBeLessThan(1)
    expect(listed.map((l) => l.row.id)).not.toContain(HARPER)
    // Nothing that keeps the rule and scores higher was left out.
    const icp = await fetchIcp(owner, NORTHWIND)
    const qualifying = scoreRows(await fetchScoreInputs(owner, NORTHWIND, OPEN_STATUSES), icp, asOf)
      .filter((s) => notContactedFor(s.score, asOf))
      .map((s) => s.score.score)
      .sort((a, b) => b - a)
    expect(listed.map((l) => l.score.score)).toEqual(qualifying.slice(0, 5))
  })
})

describe('"Stale leads": open leads untouched for 14 days or more', () => {
  it('counts exactly the open leads not changed for 14 days, and their value', async () => {
    const res = await callApi('/api/ai/metrics', { token }, workerBindings(backend))
    expect(res.status).toBe(200)
    const { metrics } = await json(res)
    const { data, error } = await owner
      .from('leads')
      .select('status, value, currency, updated_at')
      .eq('company_id', NORTHWIND)
      .in('status', [...OPEN_STATUSES])
    expect(error).toBeNull()
    const now = new Date()
    const stale = (data ?? []).filter(
      (l) => l.currency === metrics.currency && daysSince(l.updated_at, now) >= STALE_AFTER_DAYS,
    )
    expect(stale.length).toBeGreaterThan(0)
    expect(metrics.stale.count).toBe(
      (data ?? []).filter((l) => daysSince(l.updated_at, now) >= STALE_AFTER_DAYS).length,
    )
    expect(metrics.stale.value).toBe(stale.reduce((t, l) => t + Number(l.value), 0))
  })
})

describe('"Decision reviews due": reviews not recorded whose day has come', () => {
  it('lists the seeded overdue review, only unrecorded ones due today or earlier', async () => {
    const { data, error } = await owner
      .from('boardroom_reviews')
      .select('session_id, due_on, verdict')
      .eq('company_id', NORTHWIND)
    expect(error).toBeNull()
    const today = utcDay()
    const { due, next } = reviewsDue(data ?? [], today)
    // README: six reviewed, one review overdue
    expect(due).toHaveLength(1)
    expect(dueLabel(due[0].due_on, today)).toBe('overdue')
    for (const r of due) {
      expect(r.verdict).toBeNull()
      expect(r.due_on <= today).toBe(true)
    }
    const listed = new Set(due.map((r) => r.session_id))
    for (const r of data ?? [])
      if (r.verdict === null && r.due_on <= today) expect(listed.has(r.session_id), r.session_id).toBe(true)
    if (next) expect(next.due_on > today && next.verdict === null).toBe(true)
  })
})

describe('the leads list: its count says what its filter shows', () => {
  it('a status filter, and "owned by me", count exactly those leads', async () => {
    for (const filter of [{ status: 'proposal' }, { status: 'won' }, { owner: 'me' }, { owner: 'none' }] as const) {
      const filters = LeadFiltersSchema.parse(filter)
      const me = (await owner.auth.getUser()).data.user!.id
      const page = await fetchLeadPage(owner, NORTHWIND, withOwnerResolved(filters, me))
      let expected = owner.from('leads').select('id', { count: 'exact', head: true }).eq('company_id', NORTHWIND)
      if ('status' in filter) expected = expected.eq('status', filter.status)
      if ('owner' in filter)
        expected = filter.owner === 'me' ? expected.eq('owner_id', me) : expected.is('owner_id', null)
      const { count } = await expected
      expect(page.total, JSON.stringify(filter)).toBe(count)
      for (const row of page.rows) {
        if ('status' in filter) expect(row.status).toBe(filter.status)
        if ('owner' in filter) expect(row.owner_id).toBe(filter.owner === 'me' ? me : null)
      }
    }
  })
})
