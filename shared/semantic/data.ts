// The company's records the semantic layer computes from, as every reader loads them (the Worker
// for the chat, the agent, the dashboard's figures and the board; tests from the seeded database).
// A lead's close date is read with it (lead_facts.closed_at: its latest move to its won or lost
// status, else its last change), so every measure dated "by the date won" counts the same deals.
import type { IdealCustomerProfile } from '../lead-score'
import type { CallDirection, CallOutcome } from '../schemas/call'
import type { CampaignChannel, CampaignStatus } from '../schemas/campaign'
import type { LeadSource, LeadStatus } from '../schemas/lead'

export type SemanticLead = {
  id: string
  first_name: string
  last_name: string
  company_name: string
  email: string | null
  title?: string
  status: LeadStatus
  value: number
  currency: string
  source: LeadSource
  campaign_id: string | null
  owner_id?: string | null
  industry?: string
  company_size?: string
  created_at: string
  updated_at: string
  /** When a won or lost lead reached that status (null while open; absent: its last change stands in). */
  closed_at?: string | null
}
export type SemanticCampaign = {
  id: string
  name: string
  channel: CampaignChannel
  status: CampaignStatus
  budget: number
  currency: string
  start_date: string | null
  end_date: string | null
}
export type SemanticCampaignDay = {
  campaign_id: string
  day: string
  spend: number
  impressions: number
  clicks: number
  leads: number
  customers: number
  revenue: number
}
export type SemanticCall = {
  lead_id: string | null
  occurred_at: string
  direction?: CallDirection
  outcome?: CallOutcome
  duration_minutes?: number
  /** The member who logged the call: a call's owner ("Dana's calls" are the calls Dana made). */
  logged_by?: string | null
}
export type SemanticMember = { id: string; first_name: string; last_name: string; email: string }

export type SemanticData = {
  now: Date
  leads: readonly SemanticLead[]
  campaigns: readonly SemanticCampaign[]
  campaignDays: readonly SemanticCampaignDay[]
  calls: readonly SemanticCall[]
  members: readonly SemanticMember[]
  /** The member asking ("my deals"), when known. */
  me?: string
  /** For lead scores: the company's ideal customer profile and each lead's status moves (ISO instants). */
  icp?: IdealCustomerProfile | null
  moves?: ReadonlyMap<string, readonly string[]>
}

/** The company's main currency: the one most of its leads and campaigns use (amounts in others are left out). */
export function mainCurrency(d: Pick<SemanticData, 'leads' | 'campaigns'>): string {
  const counts = new Map<string, number>()
  for (const r of [...d.leads, ...d.campaigns]) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'USD'
}

/** When a won or lost lead closed: its move to that status, else its last change; null while open. */
export const closedAt = (l: Pick<SemanticLead, 'status' | 'closed_at' | 'updated_at'>): string | null =>
  l.status === 'won' || l.status === 'lost' ? (l.closed_at ?? l.updated_at) : null

export const memberLabel = (m: SemanticMember) => `${m.first_name} ${m.last_name}`.trim() || m.email || 'A member'
export const leadLabel = (l: Pick<SemanticLead, 'first_name' | 'last_name' | 'email'>) =>
  `${l.first_name} ${l.last_name}`.trim() || l.email || 'Unnamed lead'
