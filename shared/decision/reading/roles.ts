// What a figure can be, as data: its role in a decision, the period it is quoted per and its scope.
// The board's general appraisal (../appraisal) is written in these roles, so a figure read into a
// role is used whatever words labelled it. Pure data and types; the reader is ./fact.

/** What kind of quantity a figure is. */
export const QUANTITIES = ['money', 'rate', 'count', 'duration', 'ratio', 'score', 'text'] as const
export type QuantityKind = (typeof QUANTITIES)[number]

export const ROLES = [
  'one-off-cost',
  'recurring-cost',
  'unit-cost',
  'price',
  'unit-revenue',
  'unit-profit',
  'lifetime-value',
  'acquisition-cost',
  'revenue',
  'profit',
  'saving',
  'fee-rate',
  'return-ratio',
  'on-cost',
  'margin',
  'volume',
  'capacity',
  'utilisation',
  'cash',
  'runway',
  'burn',
  'fixed-costs',
  'obligation',
  'loan-amount',
  'down-payment',
  'loan-payment',
  'interest-rate',
  'cost-of-capital',
  'term',
  'payment-terms',
  'life',
  'share',
  'change',
  'exposure',
  'limit',
  'requirement',
  'headcount',
  'operating-time',
] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  'one-off-cost': 'One-off cost',
  'recurring-cost': 'Recurring cost',
  'unit-cost': 'Cost per unit',
  price: 'Price charged',
  'unit-revenue': 'Revenue per unit',
  'unit-profit': 'Profit per unit',
  'lifetime-value': 'Customer lifetime value',
  'acquisition-cost': 'Cost to win a customer',
  revenue: 'Revenue',
  profit: 'Profit or benefit',
  saving: 'Saving',
  'fee-rate': 'Fee or commission rate',
  'return-ratio': 'Return on spend (revenue ÷ spend)',
  'on-cost': 'On-cost on pay (taxes, benefits)',
  margin: 'Margin',
  volume: 'Volume',
  capacity: 'Capacity',
  utilisation: 'Utilisation',
  cash: 'Cash',
  runway: 'Runway',
  burn: 'Net burn',
  'fixed-costs': 'Fixed costs',
  obligation: 'Payment falling due',
  'loan-amount': 'Amount borrowed',
  'down-payment': 'Deposit',
  'loan-payment': 'Loan payment',
  'interest-rate': 'Interest rate',
  'cost-of-capital': 'Cost of capital',
  term: 'Term',
  'payment-terms': 'Payment terms (days to pay)',
  life: 'Useful life',
  share: 'Share or probability',
  change: 'Change',
  exposure: 'Exposure (loss if it happens)',
  limit: 'Covenant or limit',
  requirement: 'Requirement or status',
  headcount: 'People',
  'operating-time': 'Weeks or days worked a year',
}

/** The quantities each role can hold: a correction to a role the value cannot be is refused. */
export const ROLE_QUANTITIES: Record<Role, readonly QuantityKind[]> = {
  'one-off-cost': ['money'],
  'recurring-cost': ['money'],
  'unit-cost': ['money'],
  price: ['money'],
  'unit-revenue': ['money'],
  'unit-profit': ['money'],
  'lifetime-value': ['money'],
  'acquisition-cost': ['money'],
  revenue: ['money'],
  profit: ['money'],
  saving: ['money', 'rate'],
  'fee-rate': ['rate'],
  'return-ratio': ['ratio', 'count'],
  'on-cost': ['rate'],
  margin: ['rate', 'money'],
  volume: ['count'],
  capacity: ['count'],
  utilisation: ['rate'],
  cash: ['money'],
  runway: ['duration', 'count'],
  burn: ['money'],
  'fixed-costs': ['money'],
  obligation: ['money'],
  'loan-amount': ['money'],
  'down-payment': ['money', 'rate'],
  'loan-payment': ['money'],
  'interest-rate': ['rate'],
  'cost-of-capital': ['rate'],
  term: ['duration', 'count'],
  'payment-terms': ['duration', 'count'],
  life: ['duration', 'count'],
  share: ['rate'],
  change: ['rate', 'ratio'],
  exposure: ['money'],
  limit: ['ratio', 'rate', 'money', 'count'],
  requirement: ['text'],
  headcount: ['count'],
  'operating-time': ['duration', 'count'],
}

/** A flow's period; 'once' for stocks and one-off amounts, 'unit' for amounts per thing sold or done. */
export const PERIODS = ['once', 'day', 'week', 'month', 'quarter', 'year', 'unit'] as const
export type Period = (typeof PERIODS)[number]
export const PERIOD_LABELS: Record<Period, string> = {
  once: 'One-off',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  quarter: 'Per quarter',
  year: 'Per year',
  unit: 'Per unit',
}
/** Months in a period, to put every flow per month. */
export const PERIOD_MONTHS: Partial<Record<Period, number>> = {
  day: 1 / 30.44,
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
}

export const SCOPES = ['today', 'proposed', 'expected', 'test', 'competitor', 'benchmark'] as const
export type Scope = (typeof SCOPES)[number]
export const SCOPE_LABELS: Record<Scope, string> = {
  today: 'Today',
  proposed: 'Proposed',
  expected: 'Expected',
  test: 'Measured in a test',
  competitor: "A competitor's",
  benchmark: 'Benchmark',
}

/** Roles that are flows over time: without a stated period they are read per the role's usual one. */
export const FLOW_ROLES: ReadonlySet<Role> = new Set([
  'recurring-cost',
  'revenue',
  'profit',
  'saving',
  'volume',
  'burn',
  'fixed-costs',
  'loan-payment',
])
/** Roles that are amounts per unit sold or done. */
export const UNIT_ROLES: ReadonlySet<Role> = new Set(['unit-cost', 'price', 'unit-revenue', 'unit-profit'])
