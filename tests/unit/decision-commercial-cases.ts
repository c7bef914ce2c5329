// The analysis table's cases for the commercial analyses (shared/decision/analyses-commercial.ts),
// spread into CASES of decision-analyses.test.ts: the verdict and result a member would see for each,
// worked out by hand beside it, the value at a threshold, and what a missing analysis needs.
import type { Support, Verdict } from '../../shared/decision/analyses'
import type { Fact } from '../../shared/schemas/board-pack'

const usd = (label: string, value: number): Fact => ({ label, value, unit: 'USD' })
const pc = (label: string, value: number): Fact => ({ label, value, unit: '%' })
const times = (label: string, value: number): Fact => ({ label, value, unit: 'x' })

type Expected = { verdict: Verdict | 'missing'; shows?: string; needs?: string[]; hard?: boolean; supports?: Support }
type Case = [note: string, question: string, facts: Fact[], expected: Expected]

export const Q_COMMERCIAL = {
  spendUpMonthly: 'Should we increase the Google Ads budget from $10k to $15k a month?',
  spendDownMonthly: 'Should we cut Google Ads from $10k to $5k a month?',
  annualBilling: 'Should we offer annual billing at two months free?',
  bundle: 'Should we bundle the reporting add-on into every plan?',
  tellBoard: 'Can I tell the board we will do at least $1.1M of revenue this quarter?',
  hireAes: 'Should we hire two account executives at $150k OTE each?',
  order: 'A distributor wants 10,000 units at $20 each. Should we take the order?',
} as const

const Q = Q_COMMERCIAL

export const COMMERCIAL_CASES: Record<string, Case[]> = {
  'marginal-roas': [
    // Break-even 1 ÷ 50% = 2×; 3 ÷ 2 = 1.5× break-even.
    [
      'well above break-even at the margin',
      Q.spendUpMonthly,
      [times('Marginal ROAS', 3), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '3×', supports: 'for' },
    ],
    // 2.4 ÷ 2 = exactly 1.2× break-even.
    [
      'at 1.2 × break-even',
      Q.spendUpMonthly,
      [times('Marginal ROAS', 2.4), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '2.4×' },
    ],
    // 2.1 ÷ 2 = 1.05×.
    [
      'just above break-even',
      Q.spendUpMonthly,
      [times('Marginal ROAS', 2.1), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '2.1×', supports: 'mixed' },
    ],
    // 1.5 ÷ 2 = 0.75×: the last units lose money, so cutting them is right.
    [
      'below break-even, cutting',
      Q.spendDownMonthly,
      [times('ROAS on the last $2k of spend', 1.5), pc('Gross margin', 50)],
      { verdict: 'fail', shows: '1.5×', supports: 'for' },
    ],
    // 4 ÷ 2 = 2×: profitable at the margin, so a cut gives up profit.
    [
      'profitable at the margin, cutting',
      Q.spendDownMonthly,
      [times('Incremental ROAS', 4), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '4×', supports: 'against' },
    ],
    ['no margin', Q.spendUpMonthly, [times('Marginal ROAS', 3)], { verdict: 'missing', needs: ['gross margin'] }],
  ],
  'annual-prepay': [
    // $1,000 ÷ $100 = 10 months; (1 − 0.95^12) ÷ 0.05 = 9.19 months paid; 10 ÷ 9.19 = 1.09×.
    [
      'high churn: the annual plan collects more',
      Q.annualBilling,
      [usd('Monthly plan price', 100), usd('Annual plan price', 1000), pc('Monthly churn', 5)],
      { verdict: 'pass', shows: '1.09×' },
    ],
    // (1 − 0.98^12) ÷ 0.02 = 10.76; 10 ÷ 10.76 = 0.93×.
    [
      '2% churn: a little given away',
      Q.annualBilling,
      [usd('Monthly plan price', 100), usd('Annual plan price', 1000), pc('Monthly churn', 2)],
      { verdict: 'borderline', shows: '0.93×' },
    ],
    // (1 − 0.99^12) ÷ 0.01 = 11.36; 10 ÷ 11.36 = 0.88×.
    [
      'low churn: two months given away',
      Q.annualBilling,
      [usd('Monthly plan price', 100), usd('Annual plan price', 1000), pc('Monthly churn', 1)],
      { verdict: 'fail', shows: '0.88×', supports: 'against' },
    ],
    [
      'no churn figure',
      Q.annualBilling,
      [usd('Monthly plan price', 100), usd('Annual plan price', 1000)],
      { verdict: 'missing', needs: ['churn (monthly)'] },
    ],
  ],
  'bundle-giveaway': [
    // $20,000 ÷ ($24,000 ÷ 12 = $2,000 a month) = 10 months.
    [
      'won back within a year',
      Q.bundle,
      [usd('Add-on MRR', 20000), usd('Expected new MRR per month', 2000)],
      { verdict: 'pass', shows: '10 months', supports: 'for' },
    ],
    // $24,000 ÷ $1,000 = 24 months: at the limit.
    [
      'at 24 months',
      Q.bundle,
      [usd('Add-on MRR', 24000), usd('Expected new MRR per month', 1000)],
      { verdict: 'borderline', shows: '24 months' },
    ],
    // $20,000 ÷ $500 = 40 months.
    [
      'never really won back',
      Q.bundle,
      [usd('Add-on MRR', 20000), usd('Expected new MRR per month', 500)],
      { verdict: 'fail', shows: '40 months', supports: 'against' },
    ],
    [
      'what it wins is not known',
      Q.bundle,
      [usd('Add-on MRR', 20000)],
      { verdict: 'missing', needs: ['new MRR the bundle is expected to bring a month'] },
    ],
  ],
  'forecast-floor': [
    // $1,000,000 × 1.15 = $1,150,000; $1.1M ÷ $1.15M = 0.96×.
    [
      'below the worst growth on record',
      Q.tellBoard,
      [usd('Same quarter last year', 1000000), pc('Lowest year-on-year growth', 15)],
      { verdict: 'pass', shows: '0.96×', supports: 'for' },
    ],
    // $1,000,000 × (1 + 0%) = $1.0M; $1.1M ÷ $1.0M = 1.1×: above the floor, and no plan to weigh it against.
    [
      'above the floor',
      Q.tellBoard,
      [usd('Same quarter last year', 1000000), pc('Lowest year-on-year growth', 0)],
      { verdict: 'borderline', shows: '1.1×' },
    ],
    // $1.1M ÷ $1.05M = 1.05×: above the plan itself.
    [
      'above the plan',
      Q.tellBoard,
      [usd('Same quarter last year', 1000000), pc('Lowest year-on-year growth', 15), usd('Plan base case', 1050000)],
      { verdict: 'fail', shows: '1.05×', supports: 'against' },
    ],
    [
      'no growth history',
      Q.tellBoard,
      [usd('Same quarter last year', 1000000)],
      { verdict: 'missing', needs: ['lowest historical growth (year on year)'] },
    ],
  ],
  'quota-to-ote': [
    // $600,000 × 80% = $480,000; ÷ $150,000 = 3.2×.
    [
      'bookings well above pay',
      Q.hireAes,
      [usd('Annual quota per AE', 600000), pc('Average quota attainment', 80)],
      { verdict: 'pass', shows: '3.2×', supports: 'for' },
    ],
    // $562,500 × 80% = $450,000 = exactly 3×.
    [
      'at 3×',
      Q.hireAes,
      [usd('Annual quota per AE', 562500), pc('Average quota attainment', 80)],
      { verdict: 'pass', shows: '3×' },
    ],
    // $400,000 × 70% = $280,000; ÷ $150,000 = 1.87×.
    [
      'bookings do not cover the hire',
      Q.hireAes,
      [usd('Annual quota per AE', 400000), pc('Average quota attainment', 70)],
      { verdict: 'fail', shows: '1.87×', supports: 'against' },
    ],
    [
      'no attainment',
      Q.hireAes,
      [usd('Annual quota per AE', 600000)],
      { verdict: 'missing', needs: ['quota attainment'] },
    ],
  ],
  'unit-contribution': [
    // ($20 − $14) ÷ $20 = 30%, within 10 points of a 35% margin.
    [
      'near our margin',
      Q.order,
      [usd('Price per unit offered', 20), usd('Unit cost', 14), pc('Gross margin', 35)],
      { verdict: 'pass', shows: '30%', supports: 'for' },
    ],
    // 30% against a 60% margin: at half of it.
    [
      'thin against our margin',
      Q.order,
      [usd('Price per unit offered', 20), usd('Unit cost', 14), pc('Gross margin', 60)],
      { verdict: 'borderline', shows: '30%' },
    ],
    // $20 × (1 − 5%) = $19 net; $19 − $19 = $0: nothing earned.
    [
      'deductions eat the margin',
      Q.order,
      [usd('Price per unit offered', 20), usd('Unit cost', 19), pc('Retailer deductions', 5)],
      { verdict: 'fail', shows: '0%', hard: true },
    ],
    // ($20 − $21) ÷ $20 = −5%.
    [
      'below unit cost',
      Q.order,
      [usd('Price per unit offered', 20), usd('Cost per unit', 21)],
      { verdict: 'fail', shows: '-5%', hard: true, supports: 'against' },
    ],
    ['no unit cost', Q.order, [usd('Price per unit offered', 20)], { verdict: 'missing', needs: ['cost per unit'] }],
  ],
}
