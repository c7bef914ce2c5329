// The charts over time's data (/dashboard/analytics), read under RLS as the member: the company's
// leads through lead_facts (status, source, value, campaign, dates, when each closed), its campaigns and the status
// moves of the charted months (lead_events), each validated with zod and read in pages.
import { useQuery } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { HistoryCampaign, HistoryLead, StatusMove } from '../../../shared/history'
import { CAMPAIGN_CHANNELS } from '../../../shared/schemas/campaign'
import { NumericSchema } from '../../../shared/schemas/crm'
import { LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/schemas/lead'
import { z } from '../../../shared/zod'
import { db } from '../../lib/db'
import { dataError } from '../../lib/errors'
import { PAGE } from '../scores/queries'

const LeadRow = z.object({
  id: z.uuid(),
  status: z.enum(LEAD_STATUSES),
  value: NumericSchema,
  currency: z.string(),
  source: z.enum(LEAD_SOURCES),
  campaign_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
})
const CampaignRow = z.object({
  id: z.uuid(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  budget: NumericSchema,
  currency: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
})
const MoveRow = z.object({
  lead_id: z.uuid(),
  from_status: z.enum(LEAD_STATUSES),
  to_status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
})

type Page = (
  from: number,
  to: number,
) => PromiseLike<{ data: unknown[] | null; error: { message: string; code?: string } | null; status: number }>
async function readAll<S extends z.ZodType>(page: Page, schema: S): Promise<z.infer<S>[]> {
  const rows: z.infer<S>[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await page(from, from + PAGE - 1)
    if (error) throw dataError(error as never, status)
    rows.push(...z.array(schema).parse(data ?? []))
    if ((data ?? []).length < PAGE) return rows
  }
}

export type History = { leads: HistoryLead[]; campaigns: HistoryCampaign[]; moves: StatusMove[] }

export async function fetchHistory(client: SupabaseClient, companyId: string, since: string): Promise<History> {
  const [leads, campaigns, moves] = await Promise.all([
    readAll(
      (f, t) =>
        client
          .from('lead_facts')
          .select('id, status, value, currency, source, campaign_id, created_at, updated_at, closed_at')
          .eq('company_id', companyId)
          .order('created_at')
          .order('id')
          .range(f, t),
      LeadRow,
    ),
    readAll(
      (f, t) =>
        client
          .from('campaigns')
          .select('id, channel, budget, currency, start_date, end_date')
          .eq('company_id', companyId)
          .order('created_at')
          .order('id')
          .range(f, t),
      CampaignRow,
    ),
    readAll(
      (f, t) =>
        client
          .from('lead_events')
          .select('lead_id, from_status, to_status, created_at')
          .eq('company_id', companyId)
          .eq('kind', 'status_changed')
          .gte('created_at', since)
          .order('created_at')
          .order('id')
          .range(f, t),
      MoveRow,
    ),
  ])
  return { leads, campaigns, moves }
}

export function useHistory(companyId: string, since: string) {
  return useQuery({
    queryKey: ['leads', 'history', companyId, since],
    queryFn: async () => fetchHistory(await db(), companyId, since),
  })
}
