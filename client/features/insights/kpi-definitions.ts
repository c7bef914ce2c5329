// The KPI set the executives track: each one's value today and how it is computed (shared/metrics
// is the one computation; this says it in words, with the company's own current numbers).
import {
  formatMoney,
  formatRate,
  MIN_CLOSED_FOR_OWN_RATE,
  STAGE_WEIGHTS,
  STALE_AFTER_DAYS,
  type Metrics,
} from '../../../shared/metrics'
import { countOf } from '../../../shared/plural'

export type Kpi = { id: string; name: string; value: string; definition: string }

const weights = (list: readonly { status: string; weight: number }[]) =>
  list.map((s) => `${s.status} ${formatRate(s.weight)}`).join(', ')

export function kpiDefinitions(m: Metrics): Kpi[] {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  const standard = weights(Object.entries(STAGE_WEIGHTS).map(([status, weight]) => ({ status, weight })))
  const current = m.leads.stages.length > 0 ? weights(m.leads.stages) : standard
  const totalCampaignBudget = m.campaigns.totalBudget
  const campaignWon = m.campaigns.list.reduce((t, c) => t + c.wonValue, 0)
  return [
    {
      id: 'won',
      name: 'Won value',
      value: money(m.leads.wonValue),
      definition: `The value of every lead won (${m.leads.won}), in ${m.currency}; in a period, each counts in the period it was won (its move to won).`,
    },
    {
      id: 'open',
      name: 'Open pipeline',
      value: money(m.leads.openValue),
      definition: `The value of every lead still new, contacted, qualified or at proposal (${countOf(m.leads.open, 'lead')}).`,
    },
    {
      id: 'weighted',
      name: 'Weighted pipeline',
      value: money(m.leads.weightedPipeline),
      definition: m.leads.ownWinRate
        ? `Each open lead’s value times the chance of winning at its stage. With ${closed} closed deals (at least ${MIN_CLOSED_FOR_OWN_RATE}), the standard stage weights (${standard}) are scaled by your own win rate: ${current}.`
        : `Each open lead’s value times the chance of winning at its stage. Until ${MIN_CLOSED_FOR_OWN_RATE} deals have closed (you have ${closed}), these are the standard stage weights: ${standard}. After that they are scaled by your own win rate.`,
    },
    {
      id: 'win-rate',
      name: 'Win rate',
      value: m.leads.winRate === null ? 'Not yet measurable' : formatRate(m.leads.winRate),
      definition: `Won leads ÷ closed leads (won + lost): ${m.leads.won} ÷ ${closed}. Open leads do not count either way.`,
    },
    {
      id: 'average-won',
      name: 'Average won deal',
      value: m.leads.averageWonValue === null ? 'Not yet measurable' : money(m.leads.averageWonValue),
      definition: 'Won value ÷ the number of won leads.',
    },
    {
      id: 'velocity',
      name: 'New leads, last 30 days',
      value: `${m.velocity.last30Days}${m.velocity.changePct === null ? '' : ` (${m.velocity.changePct > 0 ? '+' : ''}${m.velocity.changePct}%)`}`,
      definition: `Leads created in the last 30 days, and the change on the 30 days before (${m.velocity.previous30Days}); no change is shown when the 30 days before had none.`,
    },
    {
      id: 'stale',
      name: 'Stale leads',
      value: `${m.stale.count} (${money(m.stale.value)})`,
      definition: `Open leads nobody has changed for ${STALE_AFTER_DAYS} days or more, and their value: each needs a follow-up.`,
    },
    {
      id: 'campaign-return',
      name: 'Return on campaign budget',
      value: totalCampaignBudget > 0 ? `${(campaignWon / totalCampaignBudget).toFixed(1)}×` : 'No campaign budget',
      definition:
        'The value won from leads attributed to campaigns ÷ the campaigns’ budgets. Per campaign: its own won value ÷ its budget; below 1× it has not paid back.',
    },
    {
      id: 'cost-per-lead',
      name: 'Cost per lead',
      value: 'Per campaign (Analytics)',
      definition:
        'A campaign’s spend (its imported daily metrics) ÷ the leads attributed to it; not shown for a campaign without imported spend or leads.',
    },
    {
      id: 'run-rate',
      name: 'Monthly won run rate',
      value: money(m.forecast.monthlyWonRunRate),
      definition:
        'The value won per month, averaged over the last three full months. A won lead counts in the month it was won (its move to won), as the forecast and the chat count it.',
    },
    {
      id: 'run-rate-90',
      name: '90-day run-rate projection',
      value: money(m.forecast.runRate90Days),
      definition:
        'The monthly won run rate × 3: what the next three months bring if they go like the last three. An estimate from your past, not a promise.',
    },
    {
      id: 'data-quality',
      name: 'Data gaps',
      value: `${m.dataQuality.withoutEmail + m.dataQuality.duplicateEmails + m.dataQuality.withoutValue}`,
      definition: `Leads without an email (${m.dataQuality.withoutEmail}), leads sharing an email with another (${m.dataQuality.duplicateEmails}) and open leads without a value (${m.dataQuality.withoutValue}).`,
    },
  ]
}
