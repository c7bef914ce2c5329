// One campaign's results as its page shows them, by the semantic layer's definitions (the same as
// the chat, analytics, the leaderboard and the board): its budget, what it spent (imported daily
// metrics), the leads attributed to it, cost per lead (spend ÷ leads), the value won from them,
// return on spend (won value ÷ spend), return on budget (won value ÷ budget), and the revenue the ad
// platforms reported — never called a return. All time. Pure.
import { runQuery, Semantic } from './semantic/compute'
import type { SemanticCampaign, SemanticCampaignDay, SemanticLead } from './semantic/data'
import type { MeasureId } from './semantic/model'

export type CampaignFigures = {
  budget: number
  /** null without imported daily metrics. */
  spend: number | null
  leads: number
  costPerLead: number | null
  wonValue: number
  won: number
  returnOnSpend: number | null
  returnOnBudget: number | null
  reportedRevenue: number | null
}

/** The figures of one campaign from its own leads and imported days. */
export function campaignFigures(
  campaign: SemanticCampaign,
  leads: readonly Pick<SemanticLead, 'id' | 'status' | 'value' | 'currency' | 'created_at' | 'updated_at'>[],
  days: readonly SemanticCampaignDay[],
  now: Date,
): CampaignFigures {
  const s = new Semantic({
    now,
    leads: leads.map((l) => ({
      ...l,
      first_name: '',
      last_name: '',
      company_name: '',
      email: null,
      source: 'campaign',
      campaign_id: campaign.id,
    })),
    campaigns: [campaign],
    campaignDays: days.filter((d) => d.campaign_id === campaign.id),
    calls: [],
    members: [],
  })
  const filters = [{ attribute: 'campaign' as const, values: [campaign.id] }]
  const value = (measure: MeasureId) => runQuery({ measure, filters }, s).result.value
  const imported = days.some((d) => d.campaign_id === campaign.id)
  return {
    budget: value('campaign_budget') ?? 0,
    spend: imported ? value('campaign_spend') : null,
    leads: value('campaign_leads') ?? 0,
    costPerLead: value('cost_per_lead'),
    wonValue: value('won_value') ?? 0,
    won: value('won_count') ?? 0,
    returnOnSpend: value('return_on_spend'),
    returnOnBudget: value('return_on_budget'),
    reportedRevenue: imported ? value('reported_revenue') : null,
  }
}
