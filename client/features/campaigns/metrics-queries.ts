// Campaign metrics' calls to Supabase, given a client: the browser's (metrics-api.ts) or a test's.
// Rows are validated as they come back; a refusal throws a DataError with the database's code.
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  StoredMetricDaySchema,
  type MetricDay,
  type MetricRowOutcome,
  type StoredMetricDay,
} from '../../../shared/campaign-performance'
import { z } from '../../../shared/zod'
import { dataError } from '../../lib/errors'

/** Rows a request to import_campaign_metrics (the database takes at most 1,000). */
export const METRIC_BATCH_SIZE = 500
/** Hosted PostgREST answers at most 1,000 rows a request: read in pages. */
const PAGE = 1000
/** Enough for every campaign of a company for years of days; more are not read. */
const MAX_ROWS = 50_000

/** The company's daily metrics (one campaign's with `campaignId`), oldest first. */
export async function fetchCampaignMetrics(
  client: SupabaseClient,
  companyId: string,
  { campaignId }: { campaignId?: string } = {},
) {
  const rows: StoredMetricDay[] = []
  for (let from = 0; from < MAX_ROWS; from += PAGE) {
    let query = client
      .from('campaign_metrics')
      .select('campaign_id, day, spend, impressions, clicks, leads, customers, revenue')
      .eq('company_id', companyId)
    if (campaignId) query = query.eq('campaign_id', campaignId)
    const { data, error, status } = await query
      .order('day')
      .order('campaign_id')
      .range(from, from + PAGE - 1)
    if (error) throw dataError(error, status)
    rows.push(...z.array(StoredMetricDaySchema).parse(data))
    if (data.length < PAGE) break
  }
  return rows
}

const OutcomesSchema = z.array(z.object({ row: z.number().int(), outcome: z.enum(['created', 'updated']) }))

/** One batch of checked rows inserted or replaced as the member; each row's outcome. */
export async function importMetricBatch(
  client: SupabaseClient,
  companyId: string,
  rows: readonly (MetricDay & { row: number })[],
) {
  const { data, error, status } = await client.rpc('import_campaign_metrics', { p_company: companyId, p_rows: rows })
  if (error) throw dataError(error, status)
  return OutcomesSchema.parse(data)
}

/** Every row in batches, with progress; the outcomes of the rows sent. A refused batch stops the import (the rows before it stay). */
export async function runMetricImport(
  client: SupabaseClient,
  companyId: string,
  rows: readonly (MetricDay & { row: number })[],
  onProgress: (done: number, total: number) => void,
) {
  const outcomes: MetricRowOutcome[] = []
  onProgress(0, rows.length)
  for (let i = 0; i < rows.length; i += METRIC_BATCH_SIZE) {
    const batch = await importMetricBatch(client, companyId, rows.slice(i, i + METRIC_BATCH_SIZE))
    outcomes.push(...batch.map((o) => ({ ...o, reason: null })))
    onProgress(Math.min(rows.length, i + METRIC_BATCH_SIZE), rows.length)
  }
  return outcomes
}
