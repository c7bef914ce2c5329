// The records the AI chat and the agent answer from (shared/decision/ask-answer.ts, over the
// semantic layer): the member's company, its leads as lead_facts gives them (with when each closed
// and last moved), campaigns and their imported days, calls, standing figures, the member directory
// (who can own a lead) and the ideal customer profile — read as the signed-in member (their token,
// so row level security decides).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { AskData } from '../../shared/decision/ask-answer'
import { StandingFigureSchema } from '../../shared/schemas/board-pack'
import { CALL_DIRECTIONS, CALL_OUTCOMES } from '../../shared/schemas/call'
import { CampaignSchema } from '../../shared/schemas/campaign'
import { COMPANY_SIZES } from '../../shared/schemas/company'
import { LeadSchema } from '../../shared/schemas/lead'
import { StoredMetricDaySchema } from '../../shared/campaign-performance'
import { z } from '../../shared/zod'
import { readAll } from './company-data'

const LeadRow = LeadSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  company_name: true,
  email: true,
  title: true,
  status: true,
  value: true,
  currency: true,
  source: true,
  campaign_id: true,
  owner_id: true,
  industry: true,
  company_size: true,
  created_at: true,
  updated_at: true,
}).extend({ closed_at: z.string().nullable(), last_moved_at: z.string().nullable() })
const LEAD_COLUMNS =
  'id, first_name, last_name, company_name, email, title, status, value, currency, source, campaign_id, owner_id, industry, company_size, created_at, updated_at, closed_at, last_moved_at'
const CampaignRow = CampaignSchema.pick({
  id: true,
  name: true,
  channel: true,
  status: true,
  budget: true,
  currency: true,
  start_date: true,
  end_date: true,
})
const CallRow = z.object({
  lead_id: z.uuid().nullable(),
  occurred_at: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  outcome: z.enum(CALL_OUTCOMES),
  duration_minutes: z.number().int(),
  logged_by: z.uuid().nullable(),
})
// a row of company_member_directory(): names may be missing on a profile
const MemberRows = z.array(
  z.object({
    user_id: z.uuid(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
)
const Company = z.object({
  id: z.uuid(),
  name: z.string(),
  industry: z.string().nullable(),
  icp_industries: z.array(z.string()),
  icp_sizes: z.array(z.enum(COMPANY_SIZES)),
})
const Profile = z.object({ company_id: z.uuid().nullable(), company: z.union([Company, z.array(Company)]).nullable() })

export type AskCompany = { companyId: string; data: AskData }

/** The member's company and its records, or null when the member has no company yet. */
export async function loadAskData(db: SupabaseClient, userId: string, now: Date): Promise<AskCompany | null> {
  const profile = await db
    .from('profiles')
    .select('company_id, company:companies(id, name, industry, icp_industries, icp_sizes)')
    .eq('id', userId)
    .maybeSingle()
  if (profile.error) throw new Error(profile.error.message)
  const found = Profile.safeParse(profile.data)
  if (!found.success || !found.data.company_id || !found.data.company) return null
  const company = Array.isArray(found.data.company) ? found.data.company[0] : found.data.company
  if (!company) return null
  const id = company.id
  const [leads, campaigns, days, calls, standing, directory] = await Promise.all([
    readAll(
      (from, to) =>
        db.from('lead_facts').select(LEAD_COLUMNS).eq('company_id', id).order('created_at').order('id').range(from, to),
      LeadRow,
    ),
    readAll(
      (from, to) =>
        db
          .from('campaigns')
          .select('id, name, channel, status, budget, currency, start_date, end_date')
          .eq('company_id', id)
          .order('created_at')
          .range(from, to),
      CampaignRow,
    ),
    readAll(
      (from, to) =>
        db
          .from('campaign_metrics')
          .select('campaign_id, day, spend, impressions, clicks, leads, customers, revenue')
          .eq('company_id', id)
          .order('day')
          .order('campaign_id')
          .range(from, to),
      StoredMetricDaySchema,
    ),
    readAll(
      (from, to) =>
        db
          .from('calls')
          .select('lead_id, occurred_at, direction, outcome, duration_minutes, logged_by:created_by')
          .eq('company_id', id)
          .order('occurred_at')
          .range(from, to),
      CallRow,
    ),
    readAll(
      (from, to) =>
        db
          .from('company_figures')
          .select('metric, label, value, unit, as_of')
          .eq('company_id', id)
          .order('metric')
          .range(from, to),
      StandingFigureSchema,
    ),
    db.rpc('company_member_directory', { target_company_id: id }),
  ])
  if (directory.error) throw new Error(directory.error.message)
  const members = MemberRows.parse(directory.data).map((m) => ({
    id: m.user_id,
    first_name: m.firstName ?? '',
    last_name: m.lastName ?? '',
    email: m.email ?? '',
  }))
  const moves = new Map<string, string[]>()
  for (const l of leads) if (l.last_moved_at) moves.set(l.id, [l.last_moved_at])
  return {
    companyId: id,
    data: {
      now,
      company: { name: company.name, industry: company.industry },
      leads,
      campaigns,
      campaignDays: days,
      calls,
      standing,
      members,
      me: userId,
      icp: { industries: company.icp_industries, sizes: company.icp_sizes },
      moves,
    },
  }
}
