// Northwind's records from the seeded database (supabase/seed.sql on an in-memory PGlite), as the
// semantic layer reads them, and SQL on the same database for figures computed by hand. The tests
// of the semantic layer, the phrasing table and the cross-screen comparison share it.
import { openDb, type Db } from '../../supabase/local/db.ts'
import type { SemanticData } from '../../shared/semantic/data'

export const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
export const DANA = 'b0000000-0000-4000-8000-000000000002'

export type Seeded = {
  db: Db
  data: SemanticData
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v))

/** A fresh seeded database and Northwind's records read from it, as of the moment it was read. */
export async function openSeeded(): Promise<Seeded> {
  const db = await openDb({ seed: true })
  const sql = async <T>(text: string, params: unknown[] = []) => (await db.pg.query(text, params)).rows as T[]
  const now = new Date()
  const leads = await sql<Record<string, unknown>>(
    `select l.id, l.first_name, l.last_name, l.company_name, l.email, l.title, l.status, l.value::float8 as value,
            l.currency, l.source, l.campaign_id, l.owner_id, l.industry, l.company_size, l.created_at, l.updated_at,
            case when l.status in ('won', 'lost') then coalesce((select max(e.created_at) from lead_events e
                 where e.lead_id = l.id and e.kind = 'status_changed' and e.to_status = l.status), l.updated_at) end as closed_at
       from leads l where l.company_id = $1 order by l.created_at, l.id`,
    [NORTHWIND],
  )
  const campaigns = await sql<Record<string, unknown>>(
    `select id, name, channel, status, budget::float8 as budget, currency, start_date::text, end_date::text
       from campaigns where company_id = $1 order by created_at`,
    [NORTHWIND],
  )
  const days = await sql<Record<string, unknown>>(
    `select campaign_id, day::text, spend::float8 as spend, impressions::float8 as impressions, clicks::float8 as clicks,
            leads, customers, revenue::float8 as revenue
       from campaign_metrics where company_id = $1`,
    [NORTHWIND],
  )
  const calls = await sql<Record<string, unknown>>(
    `select lead_id, occurred_at, direction, outcome, duration_minutes from calls where company_id = $1`,
    [NORTHWIND],
  )
  const members = await sql<Record<string, unknown>>(
    `select p.id, coalesce(p."firstName", '') as first_name, coalesce(p."lastName", '') as last_name, p.email
       from company_members m join profiles p on p.id = m.user_id where m.company_id = $1`,
    [NORTHWIND],
  )
  const moves = await sql<{ lead_id: string; created_at: Date }>(
    `select lead_id, created_at from lead_events where company_id = $1 and kind = 'status_changed'`,
    [NORTHWIND],
  )
  const icp = await sql<{ icp_industries: string[]; icp_sizes: string[] }>(
    `select icp_industries, icp_sizes from companies where id = $1`,
    [NORTHWIND],
  )
  const byLead = new Map<string, string[]>()
  for (const m of moves) byLead.set(m.lead_id, [...(byLead.get(m.lead_id) ?? []), m.created_at.toISOString()])
  const data: SemanticData = {
    now,
    leads: leads.map(
      (l) =>
        ({
          ...l,
          created_at: iso(l.created_at)!,
          updated_at: iso(l.updated_at)!,
          closed_at: iso(l.closed_at),
        }) as never,
    ),
    campaigns: campaigns as never,
    campaignDays: days as never,
    calls: calls.map((c) => ({ ...c, occurred_at: iso(c.occurred_at)! }) as never),
    members: members as never,
    me: DANA,
    icp: { industries: icp[0].icp_industries, sizes: icp[0].icp_sizes as never },
    moves: byLead,
  }
  return { db, data, sql, close: () => db.close() }
}
