// The company's own records, read as the signed-in member (their token, so row level security
// decides what the executives may see), and turned into the snapshot the metrics are computed from:
// leads through lead_facts (each with when it closed, so won value counts by the date won, as every
// screen does) and every imported day of campaign metrics.
import type { DbClient } from '../../shared/database'
import type { Snapshot } from '../../shared/metrics'
import { StoredMetricDaySchema } from '../../shared/campaign-performance'
import { StandingFigureSchema, type StandingFigure } from '../../shared/schemas/board-pack'
import { CampaignSchema } from '../../shared/schemas/campaign'
import { readAiWorkflow, type AiWorkflow } from '../../shared/schemas/ai-workflow'
import { LeadSchema } from '../../shared/schemas/lead'
import { z } from '../../shared/zod'
import { membershipOf } from '../middleware/member'

const LeadFacts = LeadSchema.pick({
  id: true,
  owner_id: true,
  status: true,
  value: true,
  currency: true,
  source: true,
  campaign_id: true,
  email: true,
  created_at: true,
  updated_at: true,
}).extend({ closed_at: z.string().nullable() })
const CampaignFacts = CampaignSchema.pick({
  id: true,
  name: true,
  channel: true,
  status: true,
  budget: true,
  currency: true,
  start_date: true,
  end_date: true,
})

// Hosted PostgREST answers at most 1000 rows a request: read in pages.
const PAGE = 1000
const MAX_ROWS = 20_000

export async function readAll<S extends z.ZodType>(
  query: (from: number, to: number) => PromiseLike<{ data: unknown[] | null; error: { message: string } | null }>,
  schema: S,
): Promise<z.infer<S>[]> {
  const rows: z.infer<S>[] = []
  for (let from = 0; from < MAX_ROWS; from += PAGE) {
    const { data, error } = await query(from, from + PAGE - 1)
    if (error) throw new Error(error.message)
    rows.push(...z.array(schema).parse(data ?? []))
    if (!data || data.length < PAGE) break
  }
  return rows
}

/** The company's records, and its AI workflow (null until chosen, or when it cannot be read). */
/** `isMember`: the member belongs to the company (a platform admin may read one they are not in). */
export type CompanyData = {
  companyId: string
  snapshot: Snapshot
  workflow: AiWorkflow | null
  standing: StandingFigure[]
  isMember: boolean
}

/** The member's company and its records, or null when the member has no company yet. */
export async function loadCompanyData(db: DbClient, asOf: Date): Promise<CompanyData | null> {
  // The one membership lookup (my_membership): the company, and whether the caller belongs to it.
  const mine = await membershipOf(db)
  if (!mine) return null
  const { company } = mine
  const companyId = company.id
  // every imported day of campaign metrics: spend and return on spend are all-time figures too
  const [leads, campaigns, standing, campaignDays] = await Promise.all([
    readAll(
      (from, to) =>
        db
          .from('lead_facts')
          .select(
            'id, owner_id, status, value, currency, source, campaign_id, email, created_at, updated_at, closed_at',
          )
          .eq('company_id', companyId)
          .order('created_at')
          .order('id')
          .range(from, to),
      LeadFacts,
    ),
    readAll(
      (from, to) =>
        db
          .from('campaigns')
          .select('id, name, channel, status, budget, currency, start_date, end_date')
          .eq('company_id', companyId)
          .order('created_at')
          .range(from, to),
      CampaignFacts,
    ),
    readAll(
      (from, to) =>
        db
          .from('company_figures')
          .select('metric, label, value, unit, as_of')
          .eq('company_id', companyId)
          .order('metric')
          .range(from, to),
      StandingFigureSchema,
    ),
    readAll(
      (from, to) =>
        db
          .from('campaign_metrics')
          .select('campaign_id, day, spend, impressions, clicks, leads, customers, revenue')
          .eq('company_id', companyId)
          .order('day')
          .order('campaign_id')
          .range(from, to),
      StoredMetricDaySchema,
    ),
  ])
  const workflow = readAiWorkflow(company.ai_workflow)
  return {
    companyId,
    snapshot: { company: { name: company.name, industry: company.industry }, leads, campaigns, asOf, campaignDays },
    workflow,
    standing,
    isMember: mine.isMember,
  }
}
