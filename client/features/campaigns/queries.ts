// The campaigns' calls to Supabase, given a client: the browser's (api.ts) or a test's. Every row
// that comes back is validated; a refusal throws a DataError with the database's code.
import type { DbClient } from '../../../shared/database'
import { z } from '../../../shared/zod'
import {
  CampaignLeadStatsSchema,
  CampaignSchema,
  type CampaignInput,
  type CampaignStatus,
  type NewCampaignInput,
} from '../../../shared/schemas/campaign'
import { dataError } from '../../lib/errors'

export const ADMIN_PAGE_SIZE = 25

const COLUMNS =
  'id, company_id, name, objective, channel, status, budget, currency, start_date, end_date, target_audience, created_by, created_at, updated_at'
const Campaigns = z.array(CampaignSchema)

/** The company's campaigns, newest first, optionally of one status. */
export async function fetchCampaigns(client: DbClient, companyId: string, status: CampaignStatus | '' = '') {
  let query = client.from('campaigns').select(COLUMNS).eq('company_id', companyId)
  if (status) query = query.eq('status', status)
  const { data, error, status: http } = await query.order('created_at', { ascending: false }).order('id').limit(500)
  if (error) throw dataError(error, http)
  return Campaigns.parse(data)
}

/** Leads, wins and value per campaign of the company, by campaign id. */
export async function fetchCampaignLeadStats(client: DbClient, companyId: string) {
  const { data, error, status } = await client
    .from('campaign_lead_stats')
    .select('campaign_id, leads, won, won_value, open_value')
    .eq('company_id', companyId)
  if (error) throw dataError(error, status)
  return new Map(
    z
      .array(CampaignLeadStatsSchema)
      .parse(data)
      .map((s) => [s.campaign_id, s]),
  )
}

/** One campaign, or null when there is none with this id that the caller may read. */
export async function fetchCampaign(client: DbClient, id: string) {
  const { data, error, status } = await client.from('campaigns').select(COLUMNS).eq('id', id).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : CampaignSchema.parse(data)
}

export async function insertCampaign(client: DbClient, companyId: string, input: NewCampaignInput) {
  const { data, error, status } = await client
    .from('campaigns')
    .insert({ ...input, company_id: companyId })
    .select(COLUMNS)
    .single()
  if (error) throw dataError(error, status)
  return CampaignSchema.parse(data)
}

/** Changes a campaign (its fields, or its status); null when it is gone or not the caller's. */
export async function updateCampaign(
  client: DbClient,
  id: string,
  changes: Partial<CampaignInput> & { status?: CampaignStatus },
) {
  const { data, error, status } = await client
    .from('campaigns')
    .update(changes)
    .eq('id', id)
    .select(COLUMNS)
    .maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : CampaignSchema.parse(data)
}

const AdminCampaigns = z.array(CampaignSchema.extend({ company: z.object({ name: z.string() }).nullable() }))

/** Every company's campaigns (a platform admin; RLS gives anyone else their own), newest first. */
export async function fetchAllCampaigns(client: DbClient, page: number) {
  const from = (page - 1) * ADMIN_PAGE_SIZE
  const { data, error, count, status } = await client
    .from('campaigns')
    .select(`${COLUMNS}, company:companies(name)`, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + ADMIN_PAGE_SIZE - 1)
  if (error?.code === 'PGRST103')
    return { rows: [], total: Number(/only (\d+) rows/.exec(error.details ?? '')?.[1] ?? 0) }
  if (error) throw dataError(error, status)
  return { rows: AdminCampaigns.parse(data), total: count ?? 0 }
}

const LeadFactRows = z.array(
  z.object({
    id: z.uuid(),
    status: z.enum(['new', 'contacted', 'qualified', 'proposal', 'won', 'lost']),
    value: z.coerce.number(),
    currency: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    closed_at: z.string().nullable(),
  }),
)
/** Rows a request (hosted PostgREST answers at most 1,000). */
const FACT_PAGE = 1000

/** Every lead of a campaign as the semantic layer counts it (lead_facts: with when each closed), in pages. */
export async function fetchCampaignLeadFacts(client: DbClient, campaignId: string) {
  const rows: z.infer<typeof LeadFactRows> = []
  for (let from = 0; ; from += FACT_PAGE) {
    const { data, error, status } = await client
      .from('lead_facts')
      .select('id, status, value, currency, created_at, updated_at, closed_at')
      .eq('campaign_id', campaignId)
      .order('id')
      .range(from, from + FACT_PAGE - 1)
    if (error) throw dataError(error, status)
    const page = LeadFactRows.parse(data)
    rows.push(...page)
    if (page.length < FACT_PAGE) return rows
  }
}
