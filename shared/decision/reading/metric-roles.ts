// Where the named metrics of the catalogue (../catalogue) and the general roles meet, as data: the
// role a catalogue metric plays, so a standing or CRM figure (kept by metric id) takes part in the
// general appraisal; and the catalogue metric a role stands for in the specialised analyses, so a
// figure read only by its role — or corrected by a member — reaches them too.
import type { ProposalKind } from '../kinds'
import type { FigureReading } from './fact'
import type { Role, Scope } from './roles'

export const METRIC_ROLES: Record<string, { role: Role; scope?: Scope }> = {
  cash: { role: 'cash' },
  runway: { role: 'runway' },
  employer_oncost: { role: 'on-cost' },
  net_burn: { role: 'burn' },
  gross_burn: { role: 'fixed-costs' },
  revenue: { role: 'revenue', scope: 'today' },
  mrr: { role: 'revenue', scope: 'today' },
  gross_margin: { role: 'margin' },
  contribution_margin: { role: 'margin' },
  interest_rate: { role: 'interest-rate' },
  loan_amount: { role: 'loan-amount' },
  loan_term: { role: 'term' },
  loan_payment: { role: 'loan-payment' },
  down_payment: { role: 'down-payment' },
  upfront_cost: { role: 'one-off-cost' },
  switching_cost: { role: 'one-off-cost' },
  added_cost: { role: 'recurring-cost', scope: 'expected' },
  savings: { role: 'saving', scope: 'expected' },
  added_revenue: { role: 'revenue', scope: 'expected' },
  added_profit: { role: 'profit', scope: 'expected' },
  useful_life: { role: 'life' },
  payment_terms: { role: 'payment-terms' },
  hurdle_rate: { role: 'cost-of-capital' },
  price: { role: 'price' },
  unit_price: { role: 'price' },
  unit_cost: { role: 'unit-cost' },
  delivery_cost: { role: 'unit-cost' },
  commission: { role: 'fee-rate' },
  rent: { role: 'recurring-cost' },
  current_rent: { role: 'recurring-cost', scope: 'today' },
  lease_term: { role: 'term' },
  cost_per_hire: { role: 'recurring-cost' },
  current_vendor_cost: { role: 'recurring-cost', scope: 'today' },
  new_vendor_cost: { role: 'recurring-cost', scope: 'proposed' },
  customers: { role: 'volume', scope: 'today' },
  units: { role: 'volume' },
  capacity_units: { role: 'capacity' },
  site_capacity: { role: 'capacity' },
  utilisation: { role: 'utilisation' },
  breach_cost: { role: 'exposure' },
  breach_probability: { role: 'share' },
  headcount: { role: 'headcount' },
  average_deal: { role: 'unit-revenue' },
  deal_value: { role: 'unit-revenue' },
  arpa: { role: 'unit-revenue', scope: 'today' },
  churn: { role: 'share', scope: 'today' },
  cac: { role: 'acquisition-cost' },
  ltv: { role: 'lifetime-value' },
  marginal_cac: { role: 'acquisition-cost', scope: 'test' },
  leverage_covenant: { role: 'limit' },
}

/** The catalogue metric a figure read only by its role stands for, for the specialised analyses. */
export function metricForRole(r: FigureReading, kind: ProposalKind): string | null {
  switch (r.role) {
    case 'one-off-cost':
      return kind === 'vendor-switch' ? 'switching_cost' : 'upfront_cost'
    case 'recurring-cost':
      if (kind === 'hire') return 'cost_per_hire'
      if (kind === 'lease' && r.period === 'month') return 'rent'
      if (kind === 'vendor-switch') return r.scope === 'today' ? 'current_vendor_cost' : 'new_vendor_cost'
      return r.scope === 'today' ? null : 'added_cost'
    case 'saving':
      return r.quantity === 'money' ? 'savings' : 'change_pct'
    case 'revenue':
      return r.scope === 'expected' || r.scope === 'proposed' ? 'added_revenue' : 'revenue'
    case 'profit':
      return 'added_profit'
    case 'price':
      return 'unit_price'
    case 'unit-cost':
      return 'unit_cost'
    case 'unit-revenue':
      return 'average_deal'
    case 'lifetime-value':
      return 'ltv'
    case 'acquisition-cost':
      return r.scope === 'test' || r.scope === 'expected' ? 'marginal_cac' : 'cac'
    case 'fee-rate':
      return 'commission'
    case 'margin':
      return 'gross_margin'
    case 'capacity':
      return 'capacity_units'
    case 'utilisation':
      return 'utilisation'
    case 'cash':
      return 'cash'
    case 'runway':
      return 'runway'
    case 'on-cost':
      return 'employer_oncost'
    case 'burn':
      return 'net_burn'
    case 'fixed-costs':
      return 'gross_burn'
    case 'loan-amount':
      return 'loan_amount'
    case 'down-payment':
      return 'down_payment'
    case 'loan-payment':
      return 'loan_payment'
    case 'interest-rate':
      return 'interest_rate'
    case 'cost-of-capital':
      return 'hurdle_rate'
    case 'term':
      return kind === 'financing' || kind === 'investment' ? 'loan_term' : 'lease_term'
    case 'life':
      return 'useful_life'
    case 'payment-terms':
      return 'payment_terms'
    case 'headcount':
      return 'hires'
    case 'change':
      return kind === 'price-change' ? 'price_change' : kind === 'discount' ? 'discount' : 'change_pct'
    case 'exposure':
      return 'breach_cost'
    default:
      return null
  }
}
