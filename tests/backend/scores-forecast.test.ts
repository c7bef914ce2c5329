// Lead scores' and the forecast's data over HTTP (real supabase-js against the local backend,
// through the screens' own query functions): the ideal customer profile on companies — members
// read it, only owners and admins change it, strangers and anon see nothing, the CHECKs refuse a
// bad size — and the two security_invoker views under each caller's RLS, with the seeded history
// they give the forecast (27 full months for Northwind, 24 for Bluefin).
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchIcp,
  fetchLeadScoreInputs,
  fetchScoreInputs,
  fetchWins,
  updateIcp,
} from '../../client/features/scores/queries'
import { forecastSeries, monthlyWonSeries } from '../../shared/forecast'
import { startBackend, type Backend, signIn as passwordSignIn } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const BLUEFIN = 'c0000000-0000-4000-8000-000000000002' // seed
const LIAM = '1ead0000-0000-4000-8000-000000000002' // seed: Northwind lead at proposal, one meeting booked yesterday
const PASSWORD = 'Scores-test-password-1'
const SEEDED_ICP = { industries: ['E-commerce and retail', 'Financial services'], sizes: ['51-200', '201-1000'] }

let backend: Backend
let anon: SupabaseClient
const as: Record<'owner' | 'cadmin' | 'member' | 'stranger' | 'bluefin' | 'admin', SupabaseClient> = {} as never

/** A client signed in with a password (harness.ts). */
const signIn = async (email: string, password: string) => (await passwordSignIn(backend, email, password)).client

beforeAll(async () => {
  backend = await startBackend()
  const service = backend.service()
  anon = backend.anon()
  const uid: Record<string, string> = {}
  for (const who of ['cadmin', 'member', 'stranger']) {
    const { data, error } = await service.auth.admin.createUser({
      email: `${who}@scores.test`,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(error).toBeNull()
    uid[who] = data.user!.id
  }
  const { error } = await service.from('company_members').insert([
    { company_id: NORTHWIND, user_id: uid.cadmin, member_role: 'admin' },
    { company_id: NORTHWIND, user_id: uid.member, member_role: 'member' },
  ])
  expect(error).toBeNull()
  as.owner = await signIn('user@boardroom.local', 'User-demo-2026!')
  as.bluefin = await signIn('other@boardroom.local', 'Other-demo-2026!')
  as.admin = await signIn('admin@boardroom.local', 'Admin-demo-2026!')
  for (const who of ['cadmin', 'member', 'stranger'] as const) as[who] = await signIn(`${who}@scores.test`, PASSWORD)
})
afterAll(async () => backend?.stop())

describe('the ideal customer profile (companies.icp_industries, icp_sizes)', () => {
  it('every member reads the seeded profile; a stranger and anon read no company', async () => {
    for (const who of ['owner', 'cadmin', 'member', 'admin'] as const)
      expect(await fetchIcp(as[who], NORTHWIND)).toEqual(SEEDED_ICP)
    expect(await fetchIcp(as.stranger, NORTHWIND)).toBeNull()
    expect(await fetchIcp(as.bluefin, NORTHWIND)).toBeNull()
    expect(await fetchIcp(anon, NORTHWIND)).toBeNull()
    expect(await fetchIcp(as.bluefin, BLUEFIN)).toEqual({ industries: [], sizes: [] })
  })

  it('owners and company admins change it; a plain member, another company, the platform admin and anon change nothing', async () => {
    expect(await updateIcp(as.member, NORTHWIND, { industries: ['Healthcare'], sizes: ['1-10'] })).toBe(false)
    expect(await updateIcp(as.stranger, NORTHWIND, { industries: ['Healthcare'], sizes: [] })).toBe(false)
    expect(await updateIcp(as.bluefin, NORTHWIND, { industries: ['Healthcare'], sizes: [] })).toBe(false)
    expect(await updateIcp(as.admin, NORTHWIND, { industries: ['Healthcare'], sizes: [] })).toBe(false)
    expect(await updateIcp(anon, NORTHWIND, { industries: ['Healthcare'], sizes: [] })).toBe(false)
    expect(await fetchIcp(as.owner, NORTHWIND)).toEqual(SEEDED_ICP)

    expect(await updateIcp(as.cadmin, NORTHWIND, { industries: ['Manufacturing'], sizes: ['1000+'] })).toBe(true)
    expect(await fetchIcp(as.member, NORTHWIND)).toEqual({ industries: ['Manufacturing'], sizes: ['1000+'] })
    expect(await updateIcp(as.owner, NORTHWIND, SEEDED_ICP as never)).toBe(true)
    expect(await fetchIcp(as.member, NORTHWIND)).toEqual(SEEDED_ICP)
  })

  it('the CHECKs refuse a size off the list and more than 20 industries', async () => {
    const size = await as.owner
      .from('companies')
      .update({ icp_sizes: ['huge'] })
      .eq('id', NORTHWIND)
      .select('id')
    expect(size.error).toMatchObject({ code: '23514' })
    expect(size.error!.message).toContain('companies_icp_sizes_check')
    const many = await as.owner
      .from('companies')
      .update({ icp_industries: Array.from({ length: 21 }, (_, i) => `Industry ${i}`) })
      .eq('id', NORTHWIND)
      .select('id')
    expect(many.error).toMatchObject({ code: '23514' })
    const lead = await as.owner.from('leads').update({ company_size: '5000' }).eq('id', LIAM).select('id')
    expect(lead.error).toMatchObject({ code: '23514' })
    expect(lead.error!.message).toContain('leads_company_size_check')
  })
})

describe('lead_score_inputs', () => {
  it('gives a member each lead with its calls and status moves', async () => {
    const liam = await fetchLeadScoreInputs(as.member, LIAM)
    expect(liam).toMatchObject({
      title: 'Head of Planning',
      industry: 'E-commerce and retail',
      company_size: '201-1000',
      status: 'proposal',
      moves: [],
    })
    expect(liam!.calls.map((c) => c.outcome)).toEqual(['meeting_booked'])
    const all = await fetchScoreInputs(as.owner, NORTHWIND)
    const { count } = await as.owner
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
    expect(all.length).toBe(count)
    const history = all.find((r) => r.status === 'won' && r.moves.length === 2)
    expect(history).toBeDefined()
    const open = await fetchScoreInputs(as.owner, NORTHWIND, ['new', 'contacted', 'qualified', 'proposal'])
    expect(open.length).toBe(26) // the seed's 30 leads less 5 won and 3 lost, and the spring webinar's 4 open ones (history leads are all closed)
  })

  it('gives a stranger, another company and anon none of Northwind’s leads', async () => {
    expect(await fetchLeadScoreInputs(as.stranger, LIAM)).toBeNull()
    expect(await fetchScoreInputs(as.stranger, NORTHWIND)).toEqual([])
    expect(await fetchScoreInputs(as.bluefin, NORTHWIND)).toEqual([])
    const direct = await anon.from('lead_score_inputs').select('id')
    expect(direct.data ?? []).toEqual([])
  })
})

describe('lead_facts: each lead dated as the semantic layer counts it', () => {
  it('dates a won lead exactly as the forecast does, a lost one by its move to lost, an open one not at all', async () => {
    const { data: facts } = await as.member
      .from('lead_facts')
      .select('id, status, closed_at, last_moved_at')
      .eq('company_id', NORTHWIND)
    const wins = await fetchWins(as.member, NORTHWIND)
    const rows = facts ?? []
    expect(rows.length).toBe(223)
    const won = rows.filter((r) => r.status === 'won')
    expect(won.map((r) => new Date(r.closed_at!).toISOString()).sort()).toEqual(
      wins.map((w) => new Date(w.won_at).toISOString()).sort(),
    )
    expect(rows.filter((r) => r.status === 'lost').every((r) => r.closed_at !== null)).toBe(true)
    expect(rows.filter((r) => r.status !== 'won' && r.status !== 'lost').every((r) => r.closed_at === null)).toBe(true)
    // a history lead moved new → proposal → won: its last move is its win
    const history = won.find((r) => r.last_moved_at !== null)!
    expect(history.last_moved_at).toBe(history.closed_at)
  })

  it('gives a stranger, another company and anon none of Northwind’s leads', async () => {
    expect((await as.stranger.from('lead_facts').select('id').eq('company_id', NORTHWIND)).data ?? []).toEqual([])
    expect((await as.bluefin.from('lead_facts').select('id').eq('company_id', NORTHWIND)).data ?? []).toEqual([])
    expect((await anon.from('lead_facts').select('id')).data ?? []).toEqual([])
  })
})

describe('lead_wins and the seeded history', () => {
  it('dates each win by its move to won and gives Northwind 27 full months, Bluefin 24', async () => {
    const asOf = new Date()
    const northwind = await fetchWins(as.member, NORTHWIND)
    expect(northwind.length).toBe(27 * 3 + 5) // three a month of history, and the seed's five
    const nw = monthlyWonSeries(northwind, 'USD', asOf)
    expect(nw.series.length).toBeGreaterThanOrEqual(27)
    expect(nw.series.every((m) => m.value > 0)).toBe(true)
    const nwForecast = forecastSeries(nw.series)
    expect(nwForecast).toMatchObject({ enough: true, model: 'holt-winters', horizon: 6 })
    if (!nwForecast.enough) throw new Error('unreachable')
    expect(nwForecast.backtest!.mape).toBeGreaterThan(0)
    expect(nwForecast.backtest!.mape).toBeLessThan(40)
    console.info(
      `Northwind backtest: MAPE ${nwForecast.backtest!.mape} % over ${nwForecast.backtest!.points} forecasts from ${nwForecast.backtest!.origins} origins`,
    )

    const bluefin = await fetchWins(as.bluefin, BLUEFIN)
    expect(bluefin.length).toBe(24 * 3)
    const bf = monthlyWonSeries(bluefin, 'USD', asOf)
    expect(bf.series.length).toBe(24)
    expect(forecastSeries(bf.series)).toMatchObject({ enough: true, model: 'holt-winters' })
  })

  it('gives a stranger and anon no wins', async () => {
    expect(await fetchWins(as.stranger, NORTHWIND)).toEqual([])
    expect((await anon.from('lead_wins').select('id')).data ?? []).toEqual([])
  })
})
