// Lead scores' and the forecast's calls to Supabase, given a client (the browser's or a test's):
// the ideal customer profile on companies, lead_score_inputs (each lead with its calls and status
// moves) and lead_wins (each won lead with when it was won). Both views are security_invoker, so
// RLS decides what comes back. Rows come in pages of 1000 (PostgREST's usual row cap).
import type { DbClient } from '../../../shared/database'
import type { WonLead } from '../../../shared/forecast'
import { CALL_OUTCOMES } from '../../../shared/schemas/call'
import { notContactedFor, scoreLead } from '../../../shared/lead-score'
import { OPEN_STATUSES } from '../../../shared/metrics'
import { IcpRowSchema, type Icp } from '../../../shared/schemas/icp'
import { LeadSchema, type LeadFilters } from '../../../shared/schemas/lead'
import { NumericSchema } from '../../../shared/schemas/crm'
import { z } from '../../../shared/zod'
import { dataError } from '../../lib/errors'
import { applyLeadFilters, fetchLeadsByIds, LEAD_PAGE_SIZE } from '../leads/queries'

export const PAGE = 1000

export async function fetchIcp(client: DbClient, companyId: string): Promise<Icp | null> {
  const { data, error, status } = await client
    .from('companies')
    .select('icp_industries, icp_sizes')
    .eq('id', companyId)
    .maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : IcpRowSchema.parse(data)
}

/** Sets the profile; false when the caller may not (only owners and admins update a company). */
export async function updateIcp(client: DbClient, companyId: string, icp: Icp): Promise<boolean> {
  const { data, error, status } = await client
    .from('companies')
    .update({ icp_industries: icp.industries, icp_sizes: icp.sizes })
    .eq('id', companyId)
    .select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}

export const ScoreInputRowSchema = LeadSchema.pick({
  id: true,
  company_id: true,
  first_name: true,
  last_name: true,
  email: true,
  company_name: true,
  title: true,
  industry: true,
  company_size: true,
  source: true,
  status: true,
  value: true,
  created_at: true,
}).extend({
  currency: z.string(),
  calls: z.array(z.object({ occurred_at: z.string(), outcome: z.enum(CALL_OUTCOMES) })),
  moves: z.array(z.object({ created_at: z.string() })),
})
export type ScoreInputRow = z.infer<typeof ScoreInputRowSchema>
const SCORE_COLUMNS =
  'id, company_id, first_name, last_name, email, company_name, title, industry, company_size, source, status, value, currency, created_at, calls, moves'

/** Every lead of the company with what its score needs, optionally only some statuses. */
export async function fetchScoreInputs(
  client: DbClient,
  companyId: string,
  statuses?: readonly string[],
): Promise<ScoreInputRow[]> {
  return readAllInputs(
    (query) =>
      statuses ? query.eq('company_id', companyId).in('status', [...statuses]) : query.eq('company_id', companyId),
    client,
  )
}

const inputsQuery = (client: DbClient) => client.from('lead_score_inputs').select(SCORE_COLUMNS)
type InputsQuery = ReturnType<typeof inputsQuery>

/**
 * Every row of lead_score_inputs a filter selects, PAGE rows a request, paged by id (keyset): an
 * offset would make the database build every skipped row's calls and moves again on each page.
 */
async function readAllInputs(filter: (query: InputsQuery) => InputsQuery, client: DbClient): Promise<ScoreInputRow[]> {
  const rows: ScoreInputRow[] = []
  for (let after: string | null = null; ; ) {
    let query = filter(inputsQuery(client))
    if (after) query = query.gt('id', after)
    const { data, error, status } = await query.order('id').limit(PAGE)
    if (error) throw dataError(error, status)
    const page = z.array(ScoreInputRowSchema).parse(data)
    rows.push(...page)
    if (page.length < PAGE) return rows
    after = page[page.length - 1].id
  }
}

/** One lead's score inputs, or null when the caller may not read it. */
export async function fetchLeadScoreInputs(client: DbClient, leadId: string): Promise<ScoreInputRow | null> {
  const { data, error, status } = await client
    .from('lead_score_inputs')
    .select(SCORE_COLUMNS)
    .eq('id', leadId)
    .maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : ScoreInputRowSchema.parse(data)
}

const WinRows = z.array(
  z.object({ value: NumericSchema, currency: z.string(), created_at: z.string(), won_at: z.string() }),
)

/** Every won lead of the company with when it was won, oldest win first. */
export async function fetchWins(client: DbClient, companyId: string): Promise<WonLead[]> {
  const rows: WonLead[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client
      .from('lead_wins')
      .select('value, currency, created_at, won_at')
      .eq('company_id', companyId)
      .order('won_at')
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw dataError(error, status)
    rows.push(...WinRows.parse(data))
    if ((data ?? []).length < PAGE) return rows
  }
}

/** The score of each input row, against the profile, as of `asOf`. */
export function scoreRows(rows: readonly ScoreInputRow[], icp: Icp | null, asOf: Date) {
  return rows.map((row) => ({ row, score: scoreLead({ lead: row, calls: row.calls, moves: row.moves, icp, asOf }) }))
}

/** Open leads nobody called or moved for a week, best score first (the dashboard's list). */
export async function fetchBestUncontacted(client: DbClient, companyId: string, limit = 5, asOf = new Date()) {
  const [icp, rows] = await Promise.all([
    fetchIcp(client, companyId),
    fetchScoreInputs(client, companyId, OPEN_STATUSES),
  ])
  return scoreRows(rows, icp, asOf)
    .filter((s) => notContactedFor(s.score, asOf))
    .sort((a, b) => b.score.score - a.score.score || b.row.value - a.row.value || a.row.id.localeCompare(b.row.id))
    .slice(0, limit)
}

/** The scores of some leads (a page of the list), by id. */
export async function fetchScoresFor(
  client: DbClient,
  companyId: string,
  ids: readonly string[],
  asOf = new Date(),
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const [icp, result] = await Promise.all([
    fetchIcp(client, companyId),
    client
      .from('lead_score_inputs')
      .select(SCORE_COLUMNS)
      .in('id', [...ids]),
  ])
  if (result.error) throw dataError(result.error, result.status)
  return new Map(
    scoreRows(z.array(ScoreInputRowSchema).parse(result.data), icp, asOf).map((s) => [s.row.id, s.score.score]),
  )
}

/** Every lead the list's filters match, in score order, with each one's score: what each page of the list is cut from. */
export type ScoredOrder = { ids: readonly string[]; scores: ReadonlyMap<string, number> }

/**
 * The order of the leads list when it is sorted or filtered by score: every lead matching the list's
 * filters is scored (scores depend on the date and the profile, so they are not stored), those outside
 * the score range dropped, the rest sorted best first (then newest). The filters' page is not read:
 * one order serves every page, so paging through it reads only the page's rows.
 */
export async function fetchScoredOrder(
  client: DbClient,
  companyId: string,
  filters: LeadFilters,
  asOf = new Date(),
): Promise<ScoredOrder> {
  const icp = await fetchIcp(client, companyId)
  const rows = await readAllInputs((query) => applyLeadFilters(query.eq('company_id', companyId), filters), client)
  const scored = scoreRows(rows, icp, asOf)
    .filter((s) => s.score.score >= filters.min_score && s.score.score <= filters.max_score)
    .sort(
      (a, b) =>
        (filters.sort === 'score_desc' ? b.score.score - a.score.score : 0) || sortOther(a.row, b.row, filters.sort),
    )
  return { ids: scored.map((s) => s.row.id), scores: new Map(scored.map((s) => [s.row.id, s.score.score])) }
}

/** One page of a scored order, its rows read in full (a lead deleted since the order was made is left out). */
export async function fetchPageOfOrder(client: DbClient, order: ScoredOrder, page: number, pageSize = LEAD_PAGE_SIZE) {
  const ids = order.ids.slice((page - 1) * pageSize, page * pageSize)
  const total = order.ids.length
  if (ids.length === 0) return { rows: [], total, scores: order.scores }
  const byId = new Map((await fetchLeadsByIds(client, ids)).map((l) => [l.id, l]))
  return { rows: ids.map((id) => byId.get(id)).filter((l) => l !== undefined), total, scores: order.scores }
}

/** A page of the leads list sorted or filtered by score, from a fresh order (the export; the bench). */
export async function fetchScoredLeadPage(
  client: DbClient,
  companyId: string,
  filters: LeadFilters,
  asOf = new Date(),
  pageSize = LEAD_PAGE_SIZE,
) {
  return fetchPageOfOrder(client, await fetchScoredOrder(client, companyId, filters, asOf), filters.page, pageSize)
}

function sortOther(a: ScoreInputRow, b: ScoreInputRow, sort: LeadFilters['sort']) {
  switch (sort) {
    case 'created_asc':
      return a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)
    case 'value_desc':
      return b.value - a.value || a.id.localeCompare(b.id)
    case 'value_asc':
      return a.value - b.value || a.id.localeCompare(b.id)
    default:
      return b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)
  }
}
