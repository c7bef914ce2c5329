// Lead scores' and the forecast's calls to Supabase, given a client (the browser's or a test's):
// the ideal customer profile on companies, lead_score_inputs (each lead with its calls and status
// moves) and lead_wins (each won lead with when it was won). Both views are security_invoker, so
// RLS decides what comes back. Rows come in pages of 1000 (PostgREST's usual row cap).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { WonLead } from '../../../shared/forecast'
import { CALL_OUTCOMES } from '../../../shared/schemas/call'
import { COMPANY_SIZES } from '../../../shared/schemas/company'
import { IcpRowSchema, type Icp } from '../../../shared/schemas/icp'
import { LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/schemas/lead'
import { NumericSchema } from '../../../shared/schemas/crm'
import { z } from '../../../shared/zod'
import { dataError } from '../crm/data-error'

export const PAGE = 1000

export async function fetchIcp(client: SupabaseClient, companyId: string): Promise<Icp | null> {
  const { data, error, status } = await client.from('companies').select('icp_industries, icp_sizes').eq('id', companyId).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : IcpRowSchema.parse(data)
}

/** Sets the profile; false when the caller may not (only owners and admins update a company). */
export async function updateIcp(client: SupabaseClient, companyId: string, icp: Icp): Promise<boolean> {
  const { data, error, status } = await client.from('companies').update({ icp_industries: icp.industries, icp_sizes: icp.sizes }).eq('id', companyId).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}

export const ScoreInputRowSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  company_name: z.string(),
  title: z.string(),
  industry: z.string(),
  company_size: z.enum(['', ...COMPANY_SIZES]),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  value: NumericSchema,
  currency: z.string(),
  created_at: z.string(),
  calls: z.array(z.object({ occurred_at: z.string(), outcome: z.enum(CALL_OUTCOMES) })),
  moves: z.array(z.object({ created_at: z.string() })),
})
export type ScoreInputRow = z.infer<typeof ScoreInputRowSchema>
const SCORE_COLUMNS = 'id, company_id, first_name, last_name, email, company_name, title, industry, company_size, source, status, value, currency, created_at, calls, moves'

/** Every lead of the company with what its score needs, optionally only some statuses. */
export async function fetchScoreInputs(client: SupabaseClient, companyId: string, statuses?: readonly string[]): Promise<ScoreInputRow[]> {
  const rows: ScoreInputRow[] = []
  for (let from = 0; ; from += PAGE) {
    let query = client.from('lead_score_inputs').select(SCORE_COLUMNS).eq('company_id', companyId)
    if (statuses) query = query.in('status', [...statuses])
    const { data, error, status } = await query.order('id').range(from, from + PAGE - 1)
    if (error) throw dataError(error, status)
    rows.push(...z.array(ScoreInputRowSchema).parse(data))
    if ((data ?? []).length < PAGE) return rows
  }
}

/** One lead's score inputs, or null when the caller may not read it. */
export async function fetchLeadScoreInputs(client: SupabaseClient, leadId: string): Promise<ScoreInputRow | null> {
  const { data, error, status } = await client.from('lead_score_inputs').select(SCORE_COLUMNS).eq('id', leadId).maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : ScoreInputRowSchema.parse(data)
}

const WinRows = z.array(z.object({ value: NumericSchema, currency: z.string(), created_at: z.string(), won_at: z.string() }))

/** Every won lead of the company with when it was won, oldest win first. */
export async function fetchWins(client: SupabaseClient, companyId: string): Promise<WonLead[]> {
  const rows: WonLead[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client.from('lead_wins').select('value, currency, created_at, won_at').eq('company_id', companyId).order('won_at').order('id').range(from, from + PAGE - 1)
    if (error) throw dataError(error, status)
    rows.push(...WinRows.parse(data))
    if ((data ?? []).length < PAGE) return rows
  }
}
