// `npm run bench` (scripts/bench.mjs calls this): /dashboard/leads with 10,000 leads. Northwind gets
// 10,000 more leads (SQL, as the database owner), then the requests the list page and the board
// make are timed as the seeded owner through real supabase-js against the local backend (in-memory
// PGlite, this process), under RLS: the first page with its exact count, a searched and filtered
// page, a deep page, the score-sorted page (every matching lead scored in the browser), the board's
// totals and columns, and the bulk actions on "all matching". Each timing is the median of 5.
import { fetchPageOfOrder, fetchScoredLeadPage, fetchScoredOrder } from '../client/features/scores/queries'
import {
  bulkUpdateLeads,
  deleteLeads,
  fetchLeadPage,
  fetchStageLeads,
  fetchStageTotals,
  restoreLeads,
} from '../client/features/leads/queries'
import { LEAD_STATUSES, LeadFiltersSchema } from '../shared/schemas/lead'
import { signIn, startBackend, type Backend } from '../tests/backend/harness'
import { median } from './stats.mjs'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'

/** `n` leads for Northwind with varied statuses, sources, values, campaigns and dates (SQL generate_series). */
export async function seedLeads(backend: Backend, n: number) {
  await backend.db.asOwner((tx) =>
    tx.query(
      `insert into public.leads (company_id, first_name, last_name, email, company_name, title, source, status, value, campaign_id, created_by, created_at)
       select 'c0000000-0000-4000-8000-000000000001', 'Bench' || g, 'Lead' || (g % 997), 'bench' || g || '@scale.example', 'Scale Co ' || (g % 400),
              (array['CFO', 'VP Operations', 'Analyst', 'Head of Data', ''])[1 + g % 5],
              (array['website', 'referral', 'campaign', 'event', 'import'])[1 + g % 5],
              (array['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'])[1 + g % 6],
              (g % 50) * 1000, case when g % 3 = 0 then 'ca000000-0000-4000-8000-000000000001'::uuid end,
              'b0000000-0000-4000-8000-000000000002', now() - make_interval(mins => g * 37)
       from generate_series(1, $1::int) g`,
      [n],
    ),
  )
  // what autovacuum does after a bulk load on a hosted database (PGlite runs no autovacuum)
  await backend.db.asOwner((tx) => tx.query('analyze public.leads'))
}

type Timing = { median: number; worst: number; runs: number }

/** `runs` timings of `f`: their median and the worst. */
async function time(f: () => Promise<unknown>, runs = 5): Promise<Timing> {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await f()
    ms.push(performance.now() - t)
  }
  return { median: median(ms), worst: Math.max(...ms), runs }
}

export async function benchLeadList(n = 10_000) {
  const backend = await startBackend()
  try {
    await seedLeads(backend, n)
    const { client } = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
    const all = LeadFiltersSchema.parse({})
    const first = await fetchLeadPage(client, NORTHWIND, all)
    const rows: [string, Timing][] = []
    rows.push([
      `first page of 25 + exact count (${first.total.toLocaleString('en')} leads)`,
      await time(() => fetchLeadPage(client, NORTHWIND, all)),
    ])
    rows.push([
      'first page, no count (what the count costs)',
      await time(async () => {
        const { error } = await client
          .from('leads')
          .select('id, first_name, campaign:campaigns(id, name)')
          .eq('company_id', NORTHWIND)
          .order('created_at', { ascending: false })
          .range(0, 24)
        if (error) throw error
      }),
    ])
    const searched = LeadFiltersSchema.parse({ q: 'lead1', status: 'qualified', source: 'event' })
    rows.push(['searched + filtered page + count', await time(() => fetchLeadPage(client, NORTHWIND, searched))])
    rows.push([
      'page 300 (offset 7,475) + count',
      await time(() => fetchLeadPage(client, NORTHWIND, { ...all, page: 300 })),
    ])
    rows.push([
      'sorted by score (every lead scored)',
      await time(() => fetchScoredLeadPage(client, NORTHWIND, { ...all, sort: 'score_desc' }), 3),
    ])
    const order = await fetchScoredOrder(client, NORTHWIND, { ...all, sort: 'score_desc' })
    rows.push([
      'sorted by score, a later page (the order reused)',
      await time(() => fetchPageOfOrder(client, order, 7)),
    ])
    rows.push([
      'pipeline board: totals + 6 columns of 20',
      await time(() =>
        Promise.all([
          fetchStageTotals(client, NORTHWIND, all),
          ...LEAD_STATUSES.map((s) => fetchStageLeads(client, NORTHWIND, all, s, 20)),
        ]),
      ),
    ])
    const filter = { q: '', status: 'new' as const, source: '' as const, campaign: '', owner: '', added_by: '' }
    let changed = 0
    rows.push([
      'bulk: set the campaign of all "new" leads',
      await time(
        async () =>
          (changed = await bulkUpdateLeads(
            client,
            NORTHWIND,
            { filters: filter },
            { campaignId: changed % 2 ? null : 'ca000000-0000-4000-8000-000000000003' },
          )),
        1,
      ),
    ])
    let deleted = { batch: '', matched: 0, deleted: 0 }
    rows.push([
      'bulk: delete all "new" leads',
      await time(async () => (deleted = await deleteLeads(client, NORTHWIND, { filters: filter })), 1),
    ])
    let restored = 0
    rows.push(['undo: restore them', await time(async () => (restored = await restoreLeads(client, deleted.batch)), 1)])
    for (const [what, t] of rows)
      console.log(
        `${what.padEnd(52)} ${t.median.toFixed(0).padStart(6)} ms${t.runs > 1 ? `, worst ${t.worst.toFixed(0)} ms (${t.runs} runs)` : ' (one run: it changes the data)'}`,
      )
    console.log(
      `bulk: ${changed.toLocaleString('en')} changed, ${deleted.deleted.toLocaleString('en')} deleted, ${restored.toLocaleString('en')} restored`,
    )
    return rows
  } finally {
    await backend.stop()
  }
}
