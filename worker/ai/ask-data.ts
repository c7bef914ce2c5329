// The records the AI screens' understanding layer answers from (shared/decision/ask-answer.ts):
// the member's company, its leads with their names and owners, campaigns, calls, standing figures and
// members (the member directory: who can own a lead), read as the signed-in member (their token, so
// row level security decides).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { AskData } from '../../shared/decision/ask-answer'
import { StandingFigureSchema } from '../../shared/schemas/board-pack'
import { CampaignSchema } from '../../shared/schemas/campaign'
import { LeadSchema } from '../../shared/schemas/lead'
import { z } from '../../shared/zod'
import { readAll } from './company-data'

const LeadRow = LeadSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  company_name: true,
  email: true,
  status: true,
  value: true,
  currency: true,
  source: true,
  campaign_id: true,
  owner_id: true,
  created_at: true,
  updated_at: true,
})
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
const CallRow = z.object({ lead_id: z.uuid().nullable(), occurred_at: z.string() })
// a row of company_member_directory(): names may be missing on a profile
const MemberRows = z.array(
  z.object({
    user_id: z.uuid(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
)
const Profile = z.object({
  company_id: z.uuid().nullable(),
  company: z
    .union([
      z.object({ id: z.uuid(), name: z.string(), industry: z.string().nullable() }),
      z.array(z.object({ id: z.uuid(), name: z.string(), industry: z.string().nullable() })),
    ])
    .nullable(),
})

export type AskCompany = { companyId: string; data: AskData }

/** The member's company and its records, or null when the member has no company yet. */
export async function loadAskData(db: SupabaseClient, userId: string, today: Date): Promise<AskCompany | null> {
  const profile = await db
    .from('profiles')
    .select('company_id, company:companies(id, name, industry)')
    .eq('id', userId)
    .maybeSingle()
  if (profile.error) throw new Error(profile.error.message)
  const found = Profile.safeParse(profile.data)
  if (!found.success || !found.data.company_id || !found.data.company) return null
  const company = Array.isArray(found.data.company) ? found.data.company[0] : found.data.company
  if (!company) return null
  const id = company.id
  const [leads, campaigns, calls, standing, directory] = await Promise.all([
    readAll(
      (from, to) =>
        db
          .from('leads')
          .select(
            'id, first_name, last_name, company_name, email, status, value, currency, source, campaign_id, owner_id, created_at, updated_at',
          )
          .eq('company_id', id)
          .order('created_at')
          .range(from, to),
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
        db.from('calls').select('lead_id, occurred_at').eq('company_id', id).order('occurred_at').range(from, to),
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
  return {
    companyId: id,
    data: {
      today,
      company: { name: company.name, industry: company.industry },
      leads,
      campaigns,
      calls,
      standing,
      members,
      me: userId,
    },
  }
}
