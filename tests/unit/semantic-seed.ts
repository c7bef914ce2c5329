// Northwind's records from the seeded database (supabase/seed.sql on an in-memory PGlite), as the
// semantic layer reads them, and SQL on the same database for figures computed by hand. The tests
// of the semantic layer, the phrasing table and the cross-screen comparison share it.
import { openDb, type Db } from '../../supabase/local/db.ts'
import type { AskData } from '../../shared/decision/ask-answer'

export const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
export const DANA = 'b0000000-0000-4000-8000-000000000002'

export type Seeded = {
  db: Db
  /** Northwind's records as the Worker reads them (lead_facts for the leads), for Dana. */
  data: AskData
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
    `select id, first_name, last_name, company_name, email, title, status, value::float8 as value, currency, source,
            campaign_id, owner_id, industry, company_size, created_at, updated_at, closed_at, last_moved_at
       from lead_facts where company_id = $1 order by created_at, id`,
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
    `select lead_id, occurred_at, direction, outcome, duration_minutes, created_by as logged_by from calls where company_id = $1`,
    [NORTHWIND],
  )
  const members = await sql<Record<string, unknown>>(
    `select p.id, coalesce(p."firstName", '') as first_name, coalesce(p."lastName", '') as last_name, p.email
       from company_members m join profiles p on p.id = m.user_id where m.company_id = $1`,
    [NORTHWIND],
  )
  const company = await sql<{ name: string; industry: string | null; icp_industries: string[]; icp_sizes: string[] }>(
    `select name, industry, icp_industries, icp_sizes from companies where id = $1`,
    [NORTHWIND],
  )
  const standing = await sql<Record<string, unknown>>(
    `select metric, label, value::float8 as value, unit, as_of::text from company_figures where company_id = $1 order by metric`,
    [NORTHWIND],
  )
  const moves = new Map<string, string[]>()
  for (const l of leads) if (l.last_moved_at) moves.set(String(l.id), [iso(l.last_moved_at)!])
  const data: AskData = {
    now,
    company: { name: company[0].name, industry: company[0].industry },
    standing: standing as never,
    leads: leads.map((l) => ({
      ...(l as object),
      created_at: iso(l.created_at)!,
      updated_at: iso(l.updated_at)!,
      closed_at: iso(l.closed_at),
    })) as never,
    campaigns: campaigns as never,
    campaignDays: days as never,
    calls: calls.map((c) => ({ ...(c as object), occurred_at: iso(c.occurred_at)! })) as never,
    members: members as never,
    me: DANA,
    icp: { industries: company[0].icp_industries, sizes: company[0].icp_sizes as never },
    moves,
  }
  return { db, data, sql, close: () => db.close() }
}
