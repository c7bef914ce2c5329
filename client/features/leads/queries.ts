// The leads' calls to Supabase, given a client: the browser's (api.ts) or a test's. Every row that
// comes back is validated; a refusal throws a DataError with the database's code. Filtering,
// search, sort and paging happen in Postgres (PostgREST), within what RLS lets the caller read.
import type { DbClient } from '../../../shared/database'
import { z } from '../../../shared/zod'
import { NumericSchema } from '../../../shared/schemas/crm'
import {
  LEAD_STATUSES,
  LeadEventSchema,
  LeadSchema,
  LeadWithCampaignSchema,
  type LeadFilters,
  type LeadInput,
  type LeadSort,
  type LeadStatus,
} from '../../../shared/schemas/lead'
import { dataError } from '../../lib/errors'

export const LEAD_PAGE_SIZE = 25
/** The most rows one CSV export carries. */
export const EXPORT_LIMIT = 5000

const LEAD_COLUMNS =
  'id, company_id, first_name, last_name, email, phone, company_name, title, industry, company_size, source, status, value, currency, campaign_id, notes, created_by, owner_id, created_at, updated_at, campaign:campaigns(id, name)'
const SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'company_name'] as const
// Sorting by score happens after scoring (client/features/scores/queries.ts); here it falls back to newest first.
const SORT: Record<LeadSort, [column: string, ascending: boolean]> = {
  score_desc: ['created_at', false],
  created_desc: ['created_at', false],
  created_asc: ['created_at', true],
  value_desc: ['value', false],
  value_asc: ['value', true],
}

const LeadRows = z.array(LeadWithCampaignSchema)

/** The words of a search (at most 5), lower-cased, without the characters PostgREST or LIKE read. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+'-]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .slice(0, 5)
}

/**
 * A PostgREST logic tree for a search: every word must appear (case-insensitively) in the first
 * name, last name, email or company name, so "ana lopez" finds Ana López's row by both names.
 * Characters PostgREST's grammar or LIKE give a meaning to (, ( ) * % _ " \ : ) separate words.
 */
export function leadSearchFilter(q: string): string | null {
  const words = searchWords(q)
  if (!words.length) return null
  const anyColumn = (w: string) => SEARCH_COLUMNS.map((c) => `${c}.ilike.*${w}*`).join(',')
  return words.length === 1 ? anyColumn(words[0]) : `and(${words.map((w) => `or(${anyColumn(w)})`).join(',')})`
}

type ListFilters = Pick<LeadFilters, 'q' | 'status' | 'source' | 'campaign' | 'owner' | 'added_by' | 'sort'>
type ColumnFilters = Pick<LeadFilters, 'q' | 'status' | 'source' | 'campaign' | 'owner' | 'added_by'>

/** The filters as the database reads them: "Owner: me" is the reader's own id. */
export function withOwnerResolved<F extends Pick<LeadFilters, 'owner'>>(filters: F, me: string | undefined): F {
  return filters.owner === 'me' ? { ...filters, owner: me ?? '' } : filters
}

/** The list's column filters on a leads query (the score filter is applied after scoring). */
type Filterable = {
  eq(column: string, value: string): Filterable
  is(column: string, value: null): Filterable
  or(filter: string): Filterable
}
export function applyLeadFilters<Q>(builder: Q, filters: ColumnFilters): Q {
  // any PostgREST filter builder over leads or lead_score_inputs (both have these columns)
  let query = builder as unknown as Filterable
  if (filters.status) query = query.eq('status', filters.status)
  if (filters.source) query = query.eq('source', filters.source)
  if (filters.campaign) query = query.eq('campaign_id', filters.campaign)
  // 'me' is resolved before (withOwnerResolved); 'none' is the leads nobody owns
  if (filters.owner === 'none') query = query.is('owner_id', null)
  else if (filters.owner && filters.owner !== 'me') query = query.eq('owner_id', filters.owner)
  if (filters.added_by) query = query.eq('created_by', filters.added_by)
  const search = leadSearchFilter(filters.q)
  return (search ? query.or(search) : query) as unknown as Q
}

/**
 * The count of a page: exact. Measured with 10,219 leads under RLS (npm run bench, "lead list"):
 * the first page with its exact count ~110 ms, without a count ~12 ms — once the policies check
 * membership once per statement (my_company_ids(), 20261129500100_lead_bulk_actions.sql; before,
 * ~2.7 s). A planner estimate ('planned') would save ~0.1 s but is off by thousands on a filtered
 * list, and the pager and "Select all N matching" must say the true number.
 */
const PAGE_COUNT = 'exact' as const

function filtered(client: DbClient, companyId: string, filters: ListFilters, count: boolean) {
  const query = applyLeadFilters(
    client
      .from('leads')
      .select(LEAD_COLUMNS, count ? { count: PAGE_COUNT } : undefined)
      .eq('company_id', companyId),
    filters,
  )
  const [column, ascending] = SORT[filters.sort]
  return query.order(column, { ascending }).order('id', { ascending: true })
}

/** The filter the bulk RPCs match leads by (public.leads_matching), the same rules as the list's. */
export function rpcLeadFilter(filters: ColumnFilters) {
  return {
    words: searchWords(filters.q),
    status: filters.status,
    source: filters.source,
    campaign: filters.campaign,
    owner: filters.owner === 'me' ? '' : filters.owner,
    added_by: filters.added_by,
  }
}

/** Which leads a bulk action is for: the selected ones, or every lead matching the list's filters. */
export type LeadTarget = { ids: readonly string[] } | { filters: ColumnFilters }
// The other argument is left out (its default, null, in the functions' signatures).
const targetArgs = (t: LeadTarget) => ('ids' in t ? { p_ids: [...t.ids] } : { p_filter: rpcLeadFilter(t.filters) })

/** Sets the status, the campaign (null: none) and/or the owner (null: unassigned) of the target leads; how many changed. */
export async function bulkUpdateLeads(
  client: DbClient,
  companyId: string,
  target: LeadTarget,
  changes: { status?: LeadStatus; campaignId?: string | null; ownerId?: string | null },
) {
  const { data, error, status } = await client.rpc('bulk_update_leads', {
    p_company: companyId,
    ...targetArgs(target),
    ...(changes.status ? { p_status: changes.status } : {}),
    ...(changes.campaignId ? { p_campaign: changes.campaignId } : {}),
    p_set_campaign: changes.campaignId !== undefined,
    ...(changes.ownerId ? { p_owner: changes.ownerId } : {}),
    p_set_owner: changes.ownerId !== undefined,
  })
  if (error) throw dataError(error, status)
  return z.number().int().parse(data)
}

const DeletedSchema = z.object({ batch: z.uuid(), matched: z.number().int(), deleted: z.number().int() })
export type DeletedLeads = z.infer<typeof DeletedSchema>

/** Deletes the target leads the caller may delete, kept for undo (restoreLeads) for LEAD_UNDO_MINUTES. */
export async function deleteLeads(client: DbClient, companyId: string, target: LeadTarget): Promise<DeletedLeads> {
  const { data, error, status } = await client.rpc('delete_leads', { p_company: companyId, ...targetArgs(target) })
  if (error) throw dataError(error, status)
  return DeletedSchema.parse(data)
}

const StageTotalsSchema = z.array(
  z.object({ status: z.enum(LEAD_STATUSES), currency: z.string(), leads: z.number().int(), value: NumericSchema }),
)
export type StageTotals = z.infer<typeof StageTotalsSchema>

/** How many leads of each status match the filters and what they are worth (per currency). */
export async function fetchStageTotals(client: DbClient, companyId: string, filters: ColumnFilters) {
  const { data, error, status } = await client.rpc('lead_stage_totals', {
    p_company: companyId,
    p_filter: rpcLeadFilter(filters),
  })
  if (error) throw dataError(error, status)
  return StageTotalsSchema.parse(data)
}

/** The first `limit` leads of one status matching the filters, in the list's order: a board column's cards. */
export async function fetchStageLeads(
  client: DbClient,
  companyId: string,
  filters: ListFilters,
  status: LeadStatus,
  limit: number,
) {
  const { data, error, status: http } = await filtered(client, companyId, { ...filters, status }, false).limit(limit)
  if (error) throw dataError(error, http)
  return LeadRows.parse(data)
}

/** Puts a deleted batch back exactly; how many leads came back. */
export async function restoreLeads(client: DbClient, batch: string) {
  const { data, error, status } = await client.rpc('restore_leads', { p_batch: batch })
  if (error) throw dataError(error, status)
  return z.number().int().parse(data)
}

export type LeadPage = { rows: z.infer<typeof LeadRows>; total: number }

/** One page of the company's leads matching the filters, and how many match in all. */
export async function fetchLeadPage(client: DbClient, companyId: string, filters: LeadFilters): Promise<LeadPage> {
  const from = (filters.page - 1) * LEAD_PAGE_SIZE
  const { data, error, count, status } = await filtered(client, companyId, filters, true).range(
    from,
    from + LEAD_PAGE_SIZE - 1,
  )
  // a page past the end (the list shrank): no rows, the total says where the end is
  if (error?.code === 'PGRST103') {
    const total = Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0)
    return { rows: [], total }
  }
  if (error) throw dataError(error, status)
  return { rows: LeadRows.parse(data), total: count ?? 0 }
}

/** Every lead matching the filters (up to EXPORT_LIMIT), for the CSV export. */
export async function fetchLeadsForExport(client: DbClient, companyId: string, filters: ListFilters) {
  const { data, error, status } = await filtered(client, companyId, filters, false).limit(EXPORT_LIMIT)
  if (error) throw dataError(error, status)
  return LeadRows.parse(data)
}

/** Some leads by id, in no particular order (rows sorted elsewhere), 200 ids a request to keep the address short. */
export async function fetchLeadsByIds(client: DbClient, ids: readonly string[]) {
  const rows: z.infer<typeof LeadRows> = []
  for (let i = 0; i < ids.length; i += 200) {
    const { data, error, status } = await client
      .from('leads')
      .select(LEAD_COLUMNS)
      .in('id', ids.slice(i, i + 200))
    if (error) throw dataError(error, status)
    rows.push(...LeadRows.parse(data))
  }
  return rows
}

/** One lead, or null when there is none with this id that the caller may read. */
export async function fetchLead(client: DbClient, id: string) {
  const { data, error, status } = await client.from('leads').select(LEAD_COLUMNS).eq('id', id).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : LeadWithCampaignSchema.parse(data)
}

export async function fetchLeadEvents(client: DbClient, leadId: string) {
  const { data, error, status } = await client
    .from('lead_events')
    .select('id, lead_id, kind, from_status, to_status, actor, created_at, detail')
    .eq('lead_id', leadId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
  if (error) throw dataError(error, status)
  return z.array(LeadEventSchema).parse(data)
}

/** The leads that came from one campaign, newest first. */
export async function fetchCampaignLeads(client: DbClient, campaignId: string) {
  const { data, error, status } = await client
    .from('leads')
    .select(LEAD_COLUMNS)
    .eq('campaign_id', campaignId)
    .order('created_at', { ascending: false })
    .limit(200)
  if (error) throw dataError(error, status)
  return LeadRows.parse(data)
}

export async function insertLead(client: DbClient, companyId: string, input: LeadInput) {
  const { data, error, status } = await client
    .from('leads')
    .insert({ ...input, company_id: companyId })
    .select(LEAD_COLUMNS)
    .single()
  if (error) throw dataError(error, status)
  return LeadWithCampaignSchema.parse(data)
}

/** Changes a lead; null when it no longer exists or the caller may not change it. */
export async function updateLead(client: DbClient, id: string, changes: Partial<LeadInput> & { status?: LeadStatus }) {
  const { data, error, status } = await client
    .from('leads')
    .update(changes)
    .eq('id', id)
    .select(LEAD_COLUMNS)
    .maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : LeadWithCampaignSchema.parse(data)
}

/** Deletes a lead: false when nothing was deleted (gone already, or not the caller's to delete). */
export async function deleteLead(client: DbClient, id: string): Promise<boolean> {
  const { data, error, status } = await client.from('leads').delete().eq('id', id).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}

const AdminLeadRows = z.array(LeadWithCampaignSchema.extend({ company: z.object({ name: z.string() }).nullable() }))

/** Every company's leads (a platform admin; RLS gives anyone else their own only), newest first. */
export async function fetchAllLeads(client: DbClient, page: number) {
  const from = (page - 1) * LEAD_PAGE_SIZE
  const { data, error, count, status } = await client
    .from('leads')
    .select(`${LEAD_COLUMNS}, company:companies(name)`, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + LEAD_PAGE_SIZE - 1)
  if (error?.code === 'PGRST103')
    return { rows: [], total: Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0) }
  if (error) throw dataError(error, status)
  return { rows: AdminLeadRows.parse(data), total: count ?? 0 }
}

const LeadOptionRows = z.array(LeadSchema.pick({ id: true, first_name: true, last_name: true, email: true }))

/** The company's leads as choices for a form (a call's lead), by name. */
export async function fetchLeadOptions(client: DbClient, companyId: string) {
  const { data, error, status } = await client
    .from('leads')
    .select('id, first_name, last_name, email')
    .eq('company_id', companyId)
    .order('first_name')
    .order('last_name')
    .limit(EXPORT_LIMIT)
  if (error) throw dataError(error, status)
  return LeadOptionRows.parse(data)
}
