// The leads' calls to Supabase, given a client: the browser's (api.ts) or a test's. Every row that
// comes back is validated; a refusal throws a DataError with the database's code. Filtering,
// search, sort and paging happen in Postgres (PostgREST), within what RLS lets the caller read.
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from '../../../shared/zod'
import { LeadEventSchema, LeadSchema, LeadWithCampaignSchema, type LeadFilters, type LeadInput, type LeadSort, type LeadStatus } from '../../../shared/schemas/lead'
import { dataError } from '../../lib/errors'

export const LEAD_PAGE_SIZE = 25
/** The most rows one CSV export carries. */
export const EXPORT_LIMIT = 5000

const LEAD_COLUMNS =
  'id, company_id, first_name, last_name, email, phone, company_name, title, industry, company_size, source, status, value, currency, campaign_id, notes, created_by, created_at, updated_at, campaign:campaigns(id, name)'
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

/**
 * A PostgREST logic tree for a search: every word must appear (case-insensitively) in the first
 * name, last name, email or company name, so "ana lopez" finds Ana López's row by both names.
 * Characters PostgREST's grammar or LIKE give a meaning to (, ( ) * % _ " \ : ) separate words.
 */
export function leadSearchFilter(q: string): string | null {
  const words = q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+'-]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .slice(0, 5)
  if (!words.length) return null
  const anyColumn = (w: string) => SEARCH_COLUMNS.map((c) => `${c}.ilike.*${w}*`).join(',')
  return words.length === 1 ? anyColumn(words[0]) : `and(${words.map((w) => `or(${anyColumn(w)})`).join(',')})`
}

type ListFilters = Pick<LeadFilters, 'q' | 'status' | 'source' | 'sort'>

function filtered(client: SupabaseClient, companyId: string, filters: ListFilters, count: boolean) {
  let query = client.from('leads').select(LEAD_COLUMNS, count ? { count: 'exact' } : undefined).eq('company_id', companyId)
  if (filters.status) query = query.eq('status', filters.status)
  if (filters.source) query = query.eq('source', filters.source)
  const search = leadSearchFilter(filters.q)
  if (search) query = query.or(search)
  const [column, ascending] = SORT[filters.sort]
  return query.order(column, { ascending }).order('id', { ascending: true })
}

export type LeadPage = { rows: z.infer<typeof LeadRows>; total: number }

/** One page of the company's leads matching the filters, and how many match in all. */
export async function fetchLeadPage(client: SupabaseClient, companyId: string, filters: LeadFilters): Promise<LeadPage> {
  const from = (filters.page - 1) * LEAD_PAGE_SIZE
  const { data, error, count, status } = await filtered(client, companyId, filters, true).range(from, from + LEAD_PAGE_SIZE - 1)
  // a page past the end (the list shrank): no rows, the total says where the end is
  if (error?.code === 'PGRST103') {
    const total = Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0)
    return { rows: [], total }
  }
  if (error) throw dataError(error, status)
  return { rows: LeadRows.parse(data), total: count ?? 0 }
}

/** Every lead matching the filters (up to EXPORT_LIMIT), for the CSV export. */
export async function fetchLeadsForExport(client: SupabaseClient, companyId: string, filters: ListFilters) {
  const { data, error, status } = await filtered(client, companyId, filters, false).limit(EXPORT_LIMIT)
  if (error) throw dataError(error, status)
  return LeadRows.parse(data)
}

/** Some leads by id, in no particular order (rows sorted elsewhere), 200 ids a request to keep the address short. */
export async function fetchLeadsByIds(client: SupabaseClient, ids: readonly string[]) {
  const rows: z.infer<typeof LeadRows> = []
  for (let i = 0; i < ids.length; i += 200) {
    const { data, error, status } = await client.from('leads').select(LEAD_COLUMNS).in('id', ids.slice(i, i + 200))
    if (error) throw dataError(error, status)
    rows.push(...LeadRows.parse(data))
  }
  return rows
}

/** One lead, or null when there is none with this id that the caller may read. */
export async function fetchLead(client: SupabaseClient, id: string) {
  const { data, error, status } = await client.from('leads').select(LEAD_COLUMNS).eq('id', id).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : LeadWithCampaignSchema.parse(data)
}

export async function fetchLeadEvents(client: SupabaseClient, leadId: string) {
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
export async function fetchCampaignLeads(client: SupabaseClient, campaignId: string) {
  const { data, error, status } = await client.from('leads').select(LEAD_COLUMNS).eq('campaign_id', campaignId).order('created_at', { ascending: false }).limit(200)
  if (error) throw dataError(error, status)
  return LeadRows.parse(data)
}

export async function insertLead(client: SupabaseClient, companyId: string, input: LeadInput) {
  const { data, error, status } = await client
    .from('leads')
    .insert({ ...input, company_id: companyId })
    .select(LEAD_COLUMNS)
    .single()
  if (error) throw dataError(error, status)
  return LeadWithCampaignSchema.parse(data)
}

/** Changes a lead; null when it no longer exists or the caller may not change it. */
export async function updateLead(client: SupabaseClient, id: string, changes: Partial<LeadInput> & { status?: LeadStatus }) {
  const { data, error, status } = await client.from('leads').update(changes).eq('id', id).select(LEAD_COLUMNS).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : LeadWithCampaignSchema.parse(data)
}

/** Deletes a lead: false when nothing was deleted (gone already, or not the caller's to delete). */
export async function deleteLead(client: SupabaseClient, id: string): Promise<boolean> {
  const { data, error, status } = await client.from('leads').delete().eq('id', id).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}

const AdminLeadRows = z.array(LeadWithCampaignSchema.extend({ company: z.object({ name: z.string() }).nullable() }))

/** Every company's leads (a platform admin; RLS gives anyone else their own only), newest first. */
export async function fetchAllLeads(client: SupabaseClient, page: number) {
  const from = (page - 1) * LEAD_PAGE_SIZE
  const { data, error, count, status } = await client
    .from('leads')
    .select(`${LEAD_COLUMNS}, company:companies(name)`, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + LEAD_PAGE_SIZE - 1)
  if (error?.code === 'PGRST103') return { rows: [], total: Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0) }
  if (error) throw dataError(error, status)
  return { rows: AdminLeadRows.parse(data), total: count ?? 0 }
}

const LeadOptionRows = z.array(LeadSchema.pick({ id: true, first_name: true, last_name: true, email: true }))

/** The company's leads as choices for a form (a call's lead), by name. */
export async function fetchLeadOptions(client: SupabaseClient, companyId: string) {
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
