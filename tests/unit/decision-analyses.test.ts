// Every decision analysis, table-tested: for each analysis in ANALYSES, a question of a kind it
// applies to and a board pack, with the verdict and the result a member would see, worked out by
// hand from the analysis's own formula (the arithmetic is in the comment beside each case), the
// value exactly at and just past each threshold, and what a missing analysis says it needs.
// A new analysis without cases here fails the first test.
import { describe, expect, it } from 'vitest'
import { analyse, ANALYSES, type AnalysisResult, type Support, type Verdict } from '../../shared/decision/analyses'
import { operationsAnalyses, secondRoundAnalyses } from '../../shared/decision/analyses-operations'
import { buildBook } from '../../shared/decision/figures'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'
import { COMMERCIAL_CASES } from './decision-commercial-cases'
import { COMMERCIAL_C_CASES } from './decision-commercial-c-cases'

/** The analyses the boardroom would run for this question and pack (no standing or CRM figures). */
function analysisOf(question: string, facts: Fact[], id: string): AnalysisResult | undefined {
  const proposal = understand(question)
  const book = buildBook({
    pack: facts,
    question: proposal.magnitudes,
    standing: [],
    crm: null,
    questionText: question,
    kind: proposal.kind,
  })
  return analyse(book, proposal).find((a) => a.id === id)
}

const usd = (label: string, value: number, group?: string): Fact => ({
  label,
  value,
  unit: 'USD',
  ...(group ? { group } : {}),
})
const pc = (label: string, value: number): Fact => ({ label, value, unit: '%' })
const mo = (label: string, value: number): Fact => ({ label, value, unit: 'months' })
const num = (label: string, value: number, unit?: string, group?: string): Fact => ({
  label,
  value,
  ...(unit ? { unit } : {}),
  ...(group ? { group } : {}),
})
const text = (label: string, value: string): Fact => ({ label, value, unit: 'text' })

type Expected = {
  verdict: Verdict | 'missing'
  /** The result as shown (`display`). */
  shows?: string
  needs?: string[]
  hard?: boolean
  supports?: Support
}
type Case = [note: string, question: string, facts: Fact[], expected: Expected]

// Questions of each kind, as a member would ask them (the kind each is read as is asserted below).
const Q = {
  other: 'Should we buy a $100,000 machine?',
  otherBare: 'Should we do it?',
  hire: 'Should we hire two engineers?',
  hirePaid: 'Should we hire two engineers at $120k each?',
  hireOne: 'Should we hire an SDR?',
  spendUp: 'Should we increase the ads budget?',
  spendUpFromTo: 'Should we double the paid social budget from $20k to $40k a month?',
  spendDown: 'Should we cut the marketing budget by $10k a month?',
  cut: 'Should we cut costs?',
  loan: 'Should we take a bank loan?',
  raise: 'Should we raise a $2M seed round?',
  raiseFor: 'Should we raise a $2M seed round for 20% equity?',
  rebuild: 'Should we rebuild the billing system?',
  rebuildOver: 'Should we rebuild the billing system over the next 12 months?',
  priceUp: 'Should we raise prices 25%?',
  priceUpBare: 'Should we raise prices?',
  priceDown: 'Should we lower prices by 10%?',
  priceDownAll: 'Should we lower prices by 60%?',
  deal: 'Should we sign the enterprise contract?',
  dealNet90: 'Should we sign the enterprise contract on net 90 terms?',
  promo: 'Should we run a spring promotion?',
  forecast: 'Should we commit to this forecast?',
  forecastQuarter: (target: string) => `Should we commit to ${target} next quarter?`,
  freePlan: 'Should we offer a free plan?',
  launch: 'Should we launch the new product?',
  skipPenTest: 'Should we skip the pen test this year?',
  fixVulns: 'Should we delay the launch to fix the critical vulnerabilities?',
  switchVendor: 'Should we switch vendors?',
  lease: 'Should we sign the lease?',
  leaseStated: 'Should we sign a 5-year lease at $50k a month?',
  reallocate: 'Should we move $10k a month from Paid social to Search?',
} as const

// The operations analyses have their own table, in tests/unit/decision-operations.test.ts.
// The second round's analyses are tested in tests/unit/decision-second-round.test.ts.
const elsewhere = new Set([...operationsAnalyses(), ...secondRoundAnalyses()].map((a) => a.id))

const CASES: Record<string, Case[]> = {
  'runway-after': [
    // (cash − upfront) ÷ (burn + monthly − saving); the question states a $100,000 upfront cost.
    [
      'exactly 12 months',
      Q.other,
      [usd('Cash', 1_300_000), usd('Monthly net burn', 100_000)],
      { verdict: 'pass', shows: '12 months' },
    ], // (1,300,000 − 100,000) ÷ 100,000 = 12
    [
      'just under 12',
      Q.other,
      [usd('Cash', 1_290_000), usd('Monthly net burn', 100_000)],
      { verdict: 'borderline', shows: '11.9 months', hard: false },
    ], // 1,190,000 ÷ 100,000 = 11.9
    [
      'exactly 6 months',
      Q.other,
      [usd('Cash', 700_000), usd('Monthly net burn', 100_000)],
      { verdict: 'borderline', shows: '6 months', hard: false },
    ], // 600,000 ÷ 100,000 = 6
    [
      'just under the 6-month floor',
      Q.other,
      [usd('Cash', 690_000), usd('Monthly net burn', 100_000)],
      { verdict: 'fail', shows: '5.9 months', hard: true, supports: 'against' },
    ], // 590,000 ÷ 100,000 = 5.9
    [
      'upfront cost above the cash',
      Q.other,
      [usd('Cash', 50_000), usd('Monthly net burn', 10_000)],
      { verdict: 'fail', shows: 'no cash left', hard: true },
    ], // 50,000 − 100,000 < 0
    [
      'no burn after it',
      Q.otherBare,
      [usd('Upfront cost', 10_000), usd('Cash', 100_000), usd('Monthly net burn', 0)],
      { verdict: 'pass', shows: 'cash-flow positive' },
    ], // burn 0 + 0 − 0 ≤ 0
    [
      'hires at a stated salary',
      Q.hirePaid,
      [usd('Cash', 1_000_000), usd('Monthly net burn', 60_000)],
      { verdict: 'pass', shows: '12.5 months' },
    ], // 2 × 120,000 ÷ 12 = 20,000; 1,000,000 ÷ (60,000 + 20,000) = 12.5
    [
      'a budget raised from $20k to $40k',
      Q.spendUpFromTo,
      [usd('Cash', 640_000), usd('Monthly net burn', 20_000)],
      { verdict: 'pass', shows: '16 months' },
    ], // 640,000 ÷ (20,000 + 20,000) = 16
    [
      'runway only, cost unknown: today’s runway',
      Q.otherBare,
      [mo('Runway', 8)],
      { verdict: 'borderline', shows: '8 months' },
    ], // 6 ≤ 8 < 12
    ['no cash, no burn', Q.other, [], { verdict: 'missing', needs: ['cash', 'monthly net burn'] }],
    [
      'hires without their cost',
      Q.hire,
      [usd('Cash', 1_000_000), usd('Monthly net burn', 60_000)],
      { verdict: 'missing', needs: ['fully loaded cost per hire'] },
    ],
    [
      'nothing says what it costs',
      Q.otherBare,
      [usd('Cash', 1_000_000), usd('Monthly net burn', 60_000)],
      { verdict: 'missing', needs: ['what it costs (up front, or a month)'] },
    ],
  ],
  'runway-now': [
    // cash ÷ burn; band 12 / 6.
    [
      'exactly 12 months',
      Q.cut,
      [usd('Cash', 1_200_000), usd('Monthly net burn', 100_000)],
      { verdict: 'pass', shows: '12 months', supports: 'against' },
    ], // 1,200,000 ÷ 100,000 = 12 (a cut is not forced)
    [
      'just under 12',
      Q.cut,
      [usd('Cash', 1_190_000), usd('Monthly net burn', 100_000)],
      { verdict: 'borderline', shows: '11.9 months' },
    ],
    [
      'exactly 6',
      Q.cut,
      [usd('Cash', 600_000), usd('Monthly net burn', 100_000)],
      { verdict: 'borderline', shows: '6 months' },
    ],
    [
      'just under 6',
      Q.cut,
      [usd('Cash', 590_000), usd('Monthly net burn', 100_000)],
      { verdict: 'fail', shows: '5.9 months', supports: 'for' },
    ], // short runway argues for the cut
    ['runway as given', Q.cut, [mo('Runway', 8)], { verdict: 'borderline', shows: '8 months' }],
    [
      'not burning cash',
      Q.cut,
      [usd('Cash', 500_000), usd('Monthly net burn', 0)],
      { verdict: 'pass', shows: 'not burning cash' },
    ],
    ['cash known, not the burn', Q.cut, [usd('Cash', 500_000)], { verdict: 'missing', needs: ['monthly net burn'] }],
    ['nothing known', Q.cut, [], { verdict: 'missing', needs: ['cash', 'monthly net burn'] }],
  ],
  'ltv-cac': [
    // LTV ÷ CAC; band 3 / 1; under 1 is a hard limit.
    ['given, exactly 3×', Q.spendUp, [num('LTV:CAC', 3, 'x')], { verdict: 'pass', shows: '3×' }],
    ['given, just under 3×', Q.spendUp, [num('LTV:CAC', 2.99, 'x')], { verdict: 'borderline', shows: '2.99×' }],
    ['given, exactly 1×', Q.spendUp, [num('LTV:CAC', 1, 'x')], { verdict: 'borderline', shows: '1×', hard: false }],
    ['given, just under 1×', Q.spendUp, [num('LTV:CAC', 0.99, 'x')], { verdict: 'fail', shows: '0.99×', hard: true }],
    [
      'LTV from ARPA, margin and churn',
      Q.spendUp,
      [usd('ARPA', 100), pc('Gross margin', 80), pc('Monthly churn', 2), usd('CAC', 1_000)],
      { verdict: 'pass', shows: '4×' },
    ], // 100 × 0.8 ÷ 0.02 = 4,000; 4,000 ÷ 1,000 = 4
    [
      'CAC from spend ÷ customers won',
      Q.spendUp,
      [usd('LTV', 4_000), usd('Marketing spend', 20_000), num('New customers', 10)],
      { verdict: 'borderline', shows: '2×' },
    ], // 20,000 ÷ 10 = 2,000; 4,000 ÷ 2,000 = 2
    [
      'spend won no customers',
      Q.spendUp,
      [usd('LTV', 4_000), usd('Marketing spend', 20_000), num('New customers', 0)],
      { verdict: 'fail', shows: '0×', hard: true },
    ],
    [
      'nothing known',
      Q.spendUp,
      [],
      {
        verdict: 'missing',
        needs: [
          'customer acquisition cost',
          'customer lifetime value',
          'revenue per customer (monthly)',
          'gross margin',
          'churn (monthly)',
        ],
      },
    ],
    [
      'LTV known, CAC not',
      Q.spendUp,
      [usd('LTV', 4_000)],
      { verdict: 'missing', needs: ['customer acquisition cost'] },
    ],
  ],
  'cac-payback': [
    // CAC ÷ (ARPA × margin); pass ≤ 12, fail > 24.
    ['given, exactly 12', Q.spendUp, [mo('CAC payback', 12)], { verdict: 'pass', shows: '12 months' }],
    ['given, just over 12', Q.spendUp, [mo('CAC payback', 12.1)], { verdict: 'borderline', shows: '12.1 months' }],
    ['given, exactly 24', Q.spendUp, [mo('CAC payback', 24)], { verdict: 'borderline', shows: '24 months' }],
    ['given, just over 24', Q.spendUp, [mo('CAC payback', 24.1)], { verdict: 'fail', shows: '24.1 months' }],
    [
      'from CAC, ARPA and margin',
      Q.spendUp,
      [usd('CAC', 1_200), usd('ARPA', 100), pc('Gross margin', 80)],
      { verdict: 'borderline', shows: '15 months' },
    ], // 1,200 ÷ (100 × 0.8) = 15
    [
      'spend that won no customers never pays back',
      Q.spendUp,
      [usd('Marketing spend', 20_000), num('New customers', 0), usd('ARPA', 100), pc('Gross margin', 80)],
      { verdict: 'fail', shows: 'never' },
    ],
    [
      'nothing known',
      Q.spendUp,
      [],
      { verdict: 'missing', needs: ['customer acquisition cost', 'revenue per customer (monthly)', 'gross margin'] },
    ],
  ],
  'roas-breakeven': [
    // ROAS against break-even 1 ÷ margin; pass at ≥ 1.2 × break-even, fail under it. Margin 50% → break-even 2×.
    [
      'exactly 1.2 × break-even',
      Q.spendUp,
      [num('ROAS', 2.4, 'x'), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '2.4×' },
    ], // 2.4 ÷ 2 = 1.2
    [
      'just under 1.2 × break-even',
      Q.spendUp,
      [num('ROAS', 2.39, 'x'), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '2.39×' },
    ], // 1.195
    [
      'exactly break-even',
      Q.spendUp,
      [num('ROAS', 2, 'x'), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '2×' },
    ], // 1.0
    [
      'just under break-even',
      Q.spendUp,
      [num('ROAS', 1.99, 'x'), pc('Gross margin', 50)],
      { verdict: 'fail', shows: '1.99×' },
    ], // 0.995
    ['from ROI', Q.spendUp, [pc('ROI', 150), pc('Gross margin', 50)], { verdict: 'pass', shows: '2.5×' }], // 1 + 1.5 = 2.5; 2.5 ÷ 2 = 1.25
    [
      'from attributed revenue ÷ spend',
      Q.spendUp,
      [usd('Attributed revenue', 50_000), usd('Marketing spend', 20_000), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '2.5×' },
    ], // 50,000 ÷ 20,000 = 2.5
    ['no margin: break-even taken as 1×', Q.spendUp, [num('ROAS', 1.1, 'x')], { verdict: 'borderline', shows: '1.1×' }], // 1.1 ÷ 1 = 1.1
    [
      'spend-down: a losing channel argues for the cut',
      Q.spendDown,
      [num('ROAS', 1.5, 'x'), pc('Gross margin', 50)],
      { verdict: 'fail', shows: '1.5×', supports: 'for' },
    ], // 1.5 ÷ 2 = 0.75
    [
      'spend known, not what it brought',
      Q.spendUp,
      [usd('Marketing spend', 20_000)],
      { verdict: 'missing', needs: ['return on ad spend', 'revenue attributed (monthly)'] },
    ],
    [
      'nothing known',
      Q.spendUp,
      [],
      {
        verdict: 'missing',
        needs: ['return on ad spend', 'revenue attributed (monthly)', 'marketing spend (monthly)'],
      },
    ],
  ],
  'marginal-cac': [
    // LTV ÷ marginal CAC; band 3 / 1.
    ['given, exactly 3×', Q.spendUp, [usd('Marginal CAC', 1_000), usd('LTV', 3_000)], { verdict: 'pass', shows: '3×' }],
    [
      'given, just under 3×',
      Q.spendUp,
      [usd('Marginal CAC', 1_000), usd('LTV', 2_990)],
      { verdict: 'borderline', shows: '2.99×' },
    ],
    [
      'given, exactly 1×',
      Q.spendUp,
      [usd('Marginal CAC', 1_000), usd('LTV', 1_000)],
      { verdict: 'borderline', shows: '1×' },
    ],
    [
      'given, just under 1×',
      Q.spendUp,
      [usd('Marginal CAC', 1_000), usd('LTV', 990)],
      { verdict: 'fail', shows: '0.99×' },
    ],
    [
      'extra spend ÷ extra customers',
      Q.spendUpFromTo,
      [num('Incremental customers', 10), usd('LTV', 8_000)],
      { verdict: 'pass', shows: '4×' },
    ], // (40,000 − 20,000) ÷ 10 = 2,000; 8,000 ÷ 2,000 = 4
    ['nothing known', Q.spendUp, [], { verdict: 'missing', needs: ['marginal CAC'] }],
    [
      'marginal CAC known, LTV not',
      Q.spendUp,
      [usd('Marginal CAC', 1_000)],
      {
        verdict: 'missing',
        needs: ['customer lifetime value', 'revenue per customer (monthly)', 'gross margin', 'churn (monthly)'],
      },
    ],
  ],
  'burn-multiple': [
    // burn × 12 ÷ net new ARR; pass ≤ 1.5, fail > 3.
    ['given, exactly 1.5', Q.spendUp, [num('Burn multiple', 1.5, 'x')], { verdict: 'pass', shows: '1.5×' }],
    ['given, just over 1.5', Q.spendUp, [num('Burn multiple', 1.51, 'x')], { verdict: 'borderline', shows: '1.51×' }],
    ['given, exactly 3', Q.spendUp, [num('Burn multiple', 3, 'x')], { verdict: 'borderline', shows: '3×' }],
    ['given, just over 3', Q.spendUp, [num('Burn multiple', 3.01, 'x')], { verdict: 'fail', shows: '3.01×' }],
    [
      'from burn and net new ARR',
      Q.spendUp,
      [usd('Monthly net burn', 50_000), usd('Net new ARR', 400_000)],
      { verdict: 'pass', shows: '1.5×' },
    ], // 50,000 × 12 ÷ 400,000 = 1.5
    [
      'no new ARR',
      Q.spendUp,
      [usd('Monthly net burn', 50_000), usd('Net new ARR', 0)],
      { verdict: 'fail', shows: 'no new ARR' },
    ],
    ['nothing known', Q.spendUp, [], { verdict: 'missing', needs: ['monthly net burn', 'net new ARR'] }],
  ],
  'rule-of-40': [
    // (growth + margin) × 100; band 40 / 20.
    ['exactly 40', Q.spendUp, [pc('Revenue growth', 30), pc('Operating margin', 10)], { verdict: 'pass', shows: '40' }], // 30 + 10
    [
      'just under 40',
      Q.spendUp,
      [pc('Revenue growth', 29.9), pc('Operating margin', 10)],
      { verdict: 'borderline', shows: '39.9' },
    ],
    [
      'exactly 20',
      Q.spendUp,
      [pc('Revenue growth', 30), pc('Operating margin', -10)],
      { verdict: 'borderline', shows: '20' },
    ], // 30 − 10
    [
      'just under 20',
      Q.spendUp,
      [pc('Revenue growth', 29.9), pc('Operating margin', -10)],
      { verdict: 'fail', shows: '19.9' },
    ],
    [
      'nothing known',
      Q.spendUp,
      [],
      { verdict: 'missing', needs: ['revenue growth (year on year)', 'operating margin'] },
    ],
  ],
  'loan-vs-benefit': [
    // yearly benefit ÷ (payment × 12); band 1.25 / 1. At 0% a 120,000 loan over 120 months is 1,000 a month, 12,000 a year.
    [
      'exactly 1.25×',
      Q.loan,
      [usd('Loan amount', 120_000), pc('Interest rate', 0), mo('Loan term', 120), usd('Annual savings', 15_000)],
      { verdict: 'pass', shows: '1.25×' },
    ], // 15,000 ÷ 12,000
    [
      'just under 1.25× (shown rounded)',
      Q.loan,
      [usd('Loan amount', 120_000), pc('Interest rate', 0), mo('Loan term', 120), usd('Annual savings', 14_999)],
      { verdict: 'borderline', shows: '1.25×' },
    ], // 14,999 ÷ 12,000 = 1.2499
    [
      'exactly 1×',
      Q.loan,
      [usd('Loan amount', 120_000), pc('Interest rate', 0), mo('Loan term', 120), usd('Annual savings', 12_000)],
      { verdict: 'borderline', shows: '1×' },
    ],
    [
      'just under 1×',
      Q.loan,
      [usd('Loan amount', 120_000), pc('Interest rate', 0), mo('Loan term', 120), usd('Annual savings', 11_999)],
      { verdict: 'fail', shows: '1×' },
    ], // 0.99992
    // 400,000 at 7% over 120 months: r = 0.07 ÷ 12; 400,000 × r ÷ (1 − (1 + r)^−120) = 4,644.34; × 12 = 55,732.08; 150,000 ÷ 55,732.08 = 2.69
    [
      'an amortised loan',
      Q.loan,
      [usd('Loan amount', 400_000), pc('Interest rate', 7), mo('Loan term', 120), usd('Annual savings', 150_000)],
      { verdict: 'pass', shows: '2.69×' },
    ],
    [
      'payment given, benefit as added profit',
      Q.loan,
      [usd('Monthly payment', 2_000), usd('Added profit', 30_000)],
      { verdict: 'pass', shows: '1.25×' },
    ], // 30,000 ÷ 24,000
    [
      'benefit as added revenue at our margin',
      Q.loan,
      [usd('Monthly payment', 5_000), usd('Added revenue', 100_000), pc('Gross margin', 60)],
      { verdict: 'borderline', shows: '1×' },
    ], // 100,000 × 0.6 = 60,000; ÷ 60,000
    [
      'nothing known',
      Q.loan,
      [],
      {
        verdict: 'missing',
        needs: ['loan amount', 'interest rate', 'loan term', 'annual savings or added profit from what the loan buys'],
      },
    ],
  ],
  'debt-service-cover': [
    // EBITDA ÷ ((existing + new monthly payments) × 12); band 1.25 / 1; under 1 is a hard limit.
    [
      'exactly 1.25×',
      Q.loan,
      [usd('EBITDA', 300_000), usd('Existing debt payments', 10_000), usd('Loan payment', 10_000)],
      { verdict: 'pass', shows: '1.25×' },
    ], // 300,000 ÷ 240,000
    [
      'just under 1.25×',
      Q.loan,
      [usd('EBITDA', 299_000), usd('Existing debt payments', 10_000), usd('Loan payment', 10_000)],
      { verdict: 'borderline', shows: '1.25×' },
    ], // 1.2458
    [
      'exactly 1×',
      Q.loan,
      [usd('EBITDA', 240_000), usd('Existing debt payments', 10_000), usd('Loan payment', 10_000)],
      { verdict: 'borderline', shows: '1×', hard: false },
    ],
    [
      'just under 1×',
      Q.loan,
      [usd('EBITDA', 239_000), usd('Existing debt payments', 10_000), usd('Loan payment', 10_000)],
      { verdict: 'fail', shows: '1×', hard: true },
    ], // 0.9958
    [
      'no existing debt, amortised new loan at 0%',
      Q.loan,
      [usd('EBITDA', 30_000), usd('Loan amount', 120_000), pc('Interest rate', 0), mo('Loan term', 120)],
      { verdict: 'pass', shows: '2.5×' },
    ], // 30,000 ÷ (1,000 × 12)
    ['no EBITDA', Q.loan, [], { verdict: 'missing', needs: ['EBITDA'] }],
    [
      'EBITDA but no loan payment',
      Q.loan,
      [usd('EBITDA', 300_000)],
      { verdict: 'missing', needs: ['loan payment (or the interest rate and term)'] },
    ],
  ],
  payback: [
    // upfront ÷ (yearly benefit ÷ 12 − monthly running cost); pass ≤ 24, fail > 36 or past the asset's life.
    [
      'exactly 24 months',
      Q.rebuild,
      [usd('Upfront cost', 240_000), usd('Annual savings', 120_000)],
      { verdict: 'pass', shows: '24 months' },
    ], // 240,000 ÷ 10,000
    [
      'just over 24',
      Q.rebuild,
      [usd('Upfront cost', 241_000), usd('Annual savings', 120_000)],
      { verdict: 'borderline', shows: '24.1 months' },
    ],
    [
      'exactly 36',
      Q.rebuild,
      [usd('Upfront cost', 360_000), usd('Annual savings', 120_000)],
      { verdict: 'borderline', shows: '36 months' },
    ],
    [
      'just over 36',
      Q.rebuild,
      [usd('Upfront cost', 361_000), usd('Annual savings', 120_000)],
      { verdict: 'fail', shows: '36.1 months' },
    ],
    [
      'running cost comes off the benefit',
      Q.rebuild,
      [usd('Upfront cost', 240_000), usd('Annual savings', 120_000), usd('Running cost', 2_000)],
      { verdict: 'borderline', shows: '30 months' },
    ], // 240,000 ÷ (10,000 − 2,000)
    [
      'longer than it lasts',
      Q.rebuild,
      [usd('Upfront cost', 240_000), usd('Annual savings', 120_000), mo('Useful life', 20)],
      { verdict: 'fail', shows: '24 months' },
    ], // 24 > 20
    [
      'hours saved × hourly cost',
      Q.rebuild,
      [usd('Upfront cost', 60_000), num('Hours saved', 100), usd('Hourly cost', 50)],
      { verdict: 'pass', shows: '12 months' },
    ], // 100 × 50 × 12 = 60,000 a year; 60,000 ÷ 5,000
    [
      'running cost eats the benefit',
      Q.rebuild,
      [usd('Upfront cost', 240_000), usd('Annual savings', 120_000), usd('Running cost', 10_000)],
      { verdict: 'fail', shows: 'never' },
    ],
    [
      'nothing known',
      Q.rebuild,
      [],
      { verdict: 'missing', needs: ['upfront cost', 'annual savings or added profit it brings'] },
    ],
  ],
  npv: [
    // −upfront + Σ yearly net benefit ÷ (1 + rate)^t; pass > 0, fail at or below −10% of the upfront cost.
    // 50,000 ÷ 1.1 + 50,000 ÷ 1.21 + 50,000 ÷ 1.331 = 45,454.55 + 41,322.31 + 37,565.74 = 124,342.60; − 100,000
    [
      'three years at 10%',
      Q.rebuild,
      [usd('Upfront cost', 100_000), mo('Useful life', 36), pc('Hurdle rate', 10), usd('Annual savings', 50_000)],
      { verdict: 'pass', shows: '$24,343' },
    ],
    [
      'just above zero',
      Q.rebuild,
      [usd('Upfront cost', 99_999), mo('Useful life', 24), pc('Hurdle rate', 0), usd('Annual savings', 50_000)],
      { verdict: 'pass', shows: '$1.00' },
    ], // 100,000 − 99,999
    [
      'exactly zero',
      Q.rebuild,
      [usd('Upfront cost', 100_000), mo('Useful life', 24), pc('Hurdle rate', 0), usd('Annual savings', 50_000)],
      { verdict: 'borderline', shows: '$0.00' },
    ],
    // Two years of 45,000 at 0% is 90,000 against 100,000: −10,000, exactly −10% of the cost, which is not above it.
    [
      'exactly −10% of the cost',
      Q.rebuild,
      [usd('Upfront cost', 100_000), mo('Useful life', 24), pc('Hurdle rate', 0), usd('Annual savings', 45_000)],
      { verdict: 'fail', shows: '-$10,000' },
    ],
    [
      'just inside −10% of the cost',
      Q.rebuild,
      [usd('Upfront cost', 100_000), mo('Useful life', 24), pc('Hurdle rate', 0), usd('Annual savings', 45_001)],
      { verdict: 'borderline', shows: '-$9,998' },
    ], // 90,002 − 100,000
    [
      'running cost comes off each year',
      Q.rebuild,
      [
        usd('Upfront cost', 100_000),
        mo('Useful life', 24),
        pc('Hurdle rate', 0),
        usd('Annual savings', 60_000),
        usd('Running cost', 1_000),
      ],
      { verdict: 'borderline', shows: '-$4,000' },
    ], // 2 × (60,000 − 1,000 × 12) − 100,000
    [
      'nothing known',
      Q.rebuild,
      [],
      { verdict: 'missing', needs: ['upfront cost', 'useful life', 'hurdle rate', 'annual savings or added profit'] },
    ],
  ],
  'price-breakeven': [
    // Rise p at margin m: break-even loss p ÷ (m + p); pass when expected loss ≤ 0.75 × break-even, fail at ≥ break-even.
    // 25% at 75%: 0.25 ÷ (0.75 + 0.25) = 25%; three-quarters of it is 18.75%.
    [
      'loss exactly ¾ of break-even',
      Q.priceUp,
      [pc('Gross margin', 75), pc('Expected customer loss', 18.75)],
      { verdict: 'pass', shows: '18.8%' },
    ],
    [
      'loss just over ¾ of break-even',
      Q.priceUp,
      [pc('Gross margin', 75), pc('Expected customer loss', 18.8)],
      { verdict: 'borderline', shows: '18.8%' },
    ],
    [
      'loss just under break-even',
      Q.priceUp,
      [pc('Gross margin', 75), pc('Expected customer loss', 24.9)],
      { verdict: 'borderline', shows: '24.9%' },
    ],
    [
      'loss exactly at break-even',
      Q.priceUp,
      [pc('Gross margin', 75), pc('Expected customer loss', 25)],
      { verdict: 'fail', shows: '25%' },
    ],
    [
      'loss measured by a pilot’s win rate',
      Q.priceUp,
      [pc('Gross margin', 75), pc('Win rate', 20), pc('Win rate in the pilot', 16)],
      { verdict: 'borderline', shows: '20%' },
    ], // 1 − 16 ÷ 20 = 20%; 0.2 ÷ 0.25 = 0.8
    [
      'no margin, loss above even a 100%-margin break-even',
      Q.priceUp,
      [pc('Expected customer loss', 21)],
      { verdict: 'fail', shows: '21%' },
    ], // 0.25 ÷ 1.25 = 20% < 21%
    // Cut d at margin m: required gain d ÷ (m − d); pass at ≥ 1.25 × required, fail under it. 10% at 60%: 0.1 ÷ 0.5 = 20%.
    [
      'cut: gain exactly 1.25 × required',
      Q.priceDown,
      [pc('Gross margin', 60), pc('Expected volume gain', 25)],
      { verdict: 'pass', shows: '25%' },
    ],
    [
      'cut: gain just under 1.25 × required',
      Q.priceDown,
      [pc('Gross margin', 60), pc('Expected volume gain', 24.9)],
      { verdict: 'borderline', shows: '24.9%' },
    ],
    [
      'cut: gain exactly the required',
      Q.priceDown,
      [pc('Gross margin', 60), pc('Expected volume gain', 20)],
      { verdict: 'borderline', shows: '20%' },
    ],
    [
      'cut: gain just under the required',
      Q.priceDown,
      [pc('Gross margin', 60), pc('Expected volume gain', 19.9)],
      { verdict: 'fail', shows: '19.9%' },
    ],
    ['cut as deep as the margin', Q.priceDownAll, [pc('Gross margin', 60)], { verdict: 'fail', shows: 'impossible' }],
    [
      'rise: no expected loss',
      Q.priceUp,
      [pc('Gross margin', 75)],
      { verdict: 'missing', needs: ['expected share of customers lost (break-even is 25%)'] },
    ],
    [
      'cut: no expected gain',
      Q.priceDown,
      [pc('Gross margin', 60)],
      { verdict: 'missing', needs: ['expected volume gain (it must exceed 20%)'] },
    ],
    [
      'no margin, loss within the lenient bound',
      Q.priceUp,
      [pc('Expected customer loss', 20)],
      { verdict: 'missing', needs: ['gross margin'] },
    ],
    ['nothing known', Q.priceUpBare, [], { verdict: 'missing', needs: ['price change', 'gross margin'] }],
  ],
  'deal-margin': [
    // (value × (1 − d) − costs) ÷ (value × (1 − d)); pass within 10 points of our margin, fail under half of it or at ≤ 0.
    [
      'stated costs, margin equal to ours',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 30_000), pc('Gross margin', 70)],
      { verdict: 'pass', shows: '70%' },
    ], // (100,000 − 30,000) ÷ 100,000
    [
      'exactly 10 points under ours',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 40_000), pc('Gross margin', 70)],
      { verdict: 'pass', shows: '60%' },
    ], // 60,000 ÷ 100,000
    [
      'just past 10 points under',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 40_100), pc('Gross margin', 70)],
      { verdict: 'borderline', shows: '59.9%' },
    ],
    [
      'exactly half of ours',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 65_000), pc('Gross margin', 70)],
      { verdict: 'borderline', shows: '35%' },
    ],
    [
      'just under half',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 65_100), pc('Gross margin', 70)],
      { verdict: 'fail', shows: '34.9%', hard: false },
    ],
    [
      'costs eat the whole deal',
      Q.deal,
      [usd('Deal value', 100_000), usd('Delivery cost', 100_000), pc('Gross margin', 70)],
      { verdict: 'fail', shows: '0%', hard: true },
    ],
    // Commission and one-off costs: 100,000 × (1 − 20%) = 80,000; costs 20,000 + 80,000 × 10% + 4,000 = 32,000; 48,000 ÷ 80,000 = 60%.
    [
      'discount, commission and one-off costs',
      Q.deal,
      [
        usd('Deal value', 100_000),
        pc('Discount', 20),
        usd('Delivery cost', 20_000),
        pc('Commission', 10),
        usd('Upfront cost', 4_000),
        pc('Gross margin', 70),
      ],
      { verdict: 'pass', shows: '60%' },
    ],
    // Over a two-year term: 100,000 × 2 = 200,000; 30,000 a year × 2 + 20,000 once = 80,000; 120,000 ÷ 200,000 = 60%.
    [
      'a two-year term with a one-off cost',
      Q.deal,
      [
        usd('Deal value', 100_000),
        mo('Contract term', 24),
        usd('Delivery cost', 30_000),
        usd('Upfront cost', 20_000),
        pc('Gross margin', 70),
      ],
      { verdict: 'pass', shows: '60%' },
    ],
    // Without stated costs our margin stands in: at list price, delivery costs 100,000 × (1 − 70%) = 30,000.
    [
      'no stated costs, no discount',
      Q.deal,
      [usd('Deal value', 100_000), pc('Gross margin', 70)],
      { verdict: 'pass', shows: '70%' },
    ], // (100,000 − 30,000) ÷ 100,000
    // A 20% discount: (80,000 − 30,000) ÷ 80,000 = 62.5%, within 10 points of 70%.
    [
      'no stated costs, a 20% discount',
      Q.deal,
      [usd('Deal value', 100_000), pc('Discount', 20), pc('Gross margin', 70)],
      { verdict: 'pass', shows: '62.5%' },
    ],
    // A 50% discount: (50,000 − 30,000) ÷ 50,000 = 40%: under 60%, above 35%.
    [
      'no stated costs, a 50% discount',
      Q.deal,
      [usd('Deal value', 100_000), pc('Discount', 50), pc('Gross margin', 70)],
      { verdict: 'borderline', shows: '40%' },
    ],
    // A 75% discount: (25,000 − 30,000) ÷ 25,000 = −20%: the deal loses money.
    [
      'no stated costs, a discount deeper than the margin',
      Q.deal,
      [usd('Deal value', 100_000), pc('Discount', 75), pc('Gross margin', 70)],
      { verdict: 'fail', shows: '-20%', hard: true },
    ],
    ['no deal value', Q.deal, [], { verdict: 'missing', needs: ['deal value'] }],
    [
      'deal value, no costs or margin',
      Q.deal,
      [usd('Deal value', 100_000)],
      { verdict: 'missing', needs: ['cost to deliver the deal', 'gross margin'] },
    ],
  ],
  'discount-volume': [
    // Required increase d ÷ (m − d); pass at ≥ 1.25 × required. 10% off at 60%: 0.1 ÷ 0.5 = 20%; 1.25 × 20% = 25%.
    [
      'uplift exactly 1.25 × required',
      Q.promo,
      [pc('Discount', 10), pc('Gross margin', 60), pc('Expected uplift', 25)],
      { verdict: 'pass', shows: '25%' },
    ],
    [
      'uplift just under 1.25 × required',
      Q.promo,
      [pc('Discount', 10), pc('Gross margin', 60), pc('Expected uplift', 24.9)],
      { verdict: 'borderline', shows: '24.9%' },
    ],
    [
      'uplift exactly the required',
      Q.promo,
      [pc('Discount', 10), pc('Gross margin', 60), pc('Expected uplift', 20)],
      { verdict: 'borderline', shows: '20%' },
    ],
    [
      'uplift just under the required',
      Q.promo,
      [pc('Discount', 10), pc('Gross margin', 60), pc('Expected uplift', 19.9)],
      { verdict: 'fail', shows: '19.9%' },
    ],
    [
      'discount as deep as the margin',
      Q.promo,
      [pc('Discount', 60), pc('Gross margin', 60)],
      { verdict: 'fail', shows: 'impossible' },
    ],
    [
      'no expected uplift',
      Q.promo,
      [pc('Discount', 10), pc('Gross margin', 60)],
      { verdict: 'missing', needs: ['expected volume uplift (it must exceed 20%)'] },
    ],
    ['nothing known', Q.promo, [], { verdict: 'missing', needs: ['discount', 'gross margin'] }],
  ],
  'hire-return': [
    // Gross profit a hire brings in year one ÷ loaded cost; band 1.5 / 1.
    [
      'exactly 1.5×',
      Q.hireOne,
      [usd('Fully loaded cost', 100_000), usd('Quota', 500_000), pc('Quota attainment', 60), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '1.5×' },
    ], // 500,000 × 0.6 × 0.5 = 150,000 ÷ 100,000
    [
      'a ramp takes its months off',
      Q.hireOne,
      [
        usd('Fully loaded cost', 100_000),
        usd('Quota', 500_000),
        pc('Quota attainment', 60),
        pc('Gross margin', 50),
        mo('Ramp time', 3),
      ],
      { verdict: 'borderline', shows: '1.13×' },
    ], // 150,000 × 9/12 = 112,500
    [
      'exactly 1×',
      Q.hireOne,
      [usd('Fully loaded cost', 100_000), usd('Quota', 500_000), pc('Quota attainment', 40), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '1×' },
    ], // 500,000 × 0.4 × 0.5 = 100,000
    [
      'just under 1×',
      Q.hireOne,
      [usd('Fully loaded cost', 100_000), usd('Quota', 500_000), pc('Quota attainment', 39.9), pc('Gross margin', 50)],
      { verdict: 'fail', shows: '1×' },
    ], // 99,750 ÷ 100,000
    // 10 meetings × 12 × 50% × 20% × 10,000 = 120,000 a year; no margin: 120,000 ÷ 100,000 = 1.2, under the 1.5× revenue floor.
    [
      'an SDR’s funnel, no margin',
      Q.hireOne,
      [
        usd('Fully loaded cost', 100_000),
        num('Meetings per rep', 10),
        pc('Meeting to opportunity rate', 50),
        pc('Win rate', 20),
        usd('Average deal size', 10_000),
      ],
      { verdict: 'fail', shows: '1.2×' },
    ],
    // Two hires, 300,000 of added profit between them: 150,000 each ÷ 120,000 = 1.25.
    // With margin: 120,000 × 80% × 12/12 = 96,000 ÷ 100,000 = 0.96.
    [
      'an SDR’s funnel at our margin',
      Q.hireOne,
      [
        usd('Fully loaded cost', 100_000),
        num('Meetings per rep', 10),
        pc('Meeting to opportunity rate', 50),
        pc('Win rate', 20),
        usd('Average deal size', 10_000),
        pc('Gross margin', 80),
      ],
      { verdict: 'fail', shows: '0.96×' },
    ],
    // Deal size from ARPA: 1,000 × 12 = 12,000; 10 × 12 × 50% × 20% × 12,000 = 144,000 ÷ 100,000 = 1.44, under 1.5.
    [
      'an SDR’s funnel, deal size from ARPA',
      Q.hireOne,
      [
        usd('Fully loaded cost', 100_000),
        num('Meetings per rep', 10),
        pc('Meeting to opportunity rate', 50),
        pc('Win rate', 20),
        usd('ARPA', 1_000),
      ],
      { verdict: 'fail', shows: '1.44×' },
    ],
    [
      'an SDR’s funnel with deals worth nothing',
      Q.hireOne,
      [
        usd('Fully loaded cost', 100_000),
        num('Meetings per rep', 10),
        pc('Meeting to opportunity rate', 50),
        pc('Win rate', 20),
        usd('Average deal size', 0),
        pc('Gross margin', 80),
      ],
      { verdict: 'fail', shows: '0×' },
    ],
    [
      'the stated benefit split across the hires',
      Q.hirePaid,
      [usd('Added profit', 300_000)],
      { verdict: 'borderline', shows: '1.25×' },
    ],
    ['no cost', Q.hireOne, [], { verdict: 'missing', needs: ['fully loaded cost per hire (annual)'] }],
    [
      'a cost, nothing it brings',
      Q.hireOne,
      [usd('Fully loaded cost', 100_000)],
      { verdict: 'missing', needs: ['quota (or the added profit or savings the hires bring)', 'gross margin'] },
    ],
  ],
  utilisation: [
    // band 85% / 70%.
    ['exactly 85%', Q.hireOne, [pc('Utilisation', 85)], { verdict: 'pass', shows: '85%' }],
    ['just under 85%', Q.hireOne, [pc('Utilisation', 84.9)], { verdict: 'borderline', shows: '84.9%' }],
    ['exactly 70%', Q.hireOne, [pc('Utilisation', 70)], { verdict: 'borderline', shows: '70%' }],
    ['just under 70%', Q.hireOne, [pc('Utilisation', 69.9)], { verdict: 'fail', shows: '69.9%', supports: 'against' }],
    ['slack argues for a cut', Q.cut, [pc('Utilisation', 60)], { verdict: 'fail', shows: '60%', supports: 'for' }],
    ['not known', Q.hireOne, [], { verdict: 'missing', needs: ['utilisation'] }],
    // For space, (headcount + planned hires) ÷ desks when no utilisation is stated; it decides a lease.
    [
      'more people than desks argues for the lease',
      Q.lease,
      [num('Headcount', 50, 'count'), num('Desks', 40, 'count')],
      { verdict: 'pass', shows: '125%', supports: 'for' },
    ], // 50 ÷ 40
    [
      'planned hires fill the office to exactly 85%',
      Q.lease,
      [num('Headcount', 30, 'count'), num('Planned hires', 4, 'count'), num('Number of desks', 40, 'count')],
      { verdict: 'pass', shows: '85%' },
    ], // (30 + 4) ÷ 40
    [
      'a half-empty office argues against more space',
      Q.lease,
      [num('Employees', 20, 'count'), num('Workstations', 40, 'count')],
      { verdict: 'fail', shows: '50%', supports: 'against' },
    ], // 20 ÷ 40
    ['desk occupancy as stated', Q.cut, [pc('Desk occupancy', 45)], { verdict: 'fail', shows: '45%', supports: 'for' }],
    // A hire is judged by the team's load: its desks say nothing about it.
    [
      'desks are not a team’s utilisation',
      Q.hireOne,
      [num('Headcount', 50, 'count'), num('Desks', 40, 'count')],
      { verdict: 'missing', needs: ['utilisation'] },
    ],
  ],
  'cut-tradeoff': [
    // savings ÷ (revenue at risk × margin); band 2 / 1. 200,000 at 50% puts 100,000 of gross profit at risk.
    [
      'exactly 2×',
      Q.cut,
      [usd('Annual savings', 200_000), usd('Revenue at risk', 200_000), pc('Gross margin', 50)],
      { verdict: 'pass', shows: '2×' },
    ],
    [
      'just under 2×',
      Q.cut,
      [usd('Annual savings', 199_000), usd('Revenue at risk', 200_000), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '1.99×' },
    ],
    [
      'exactly 1×',
      Q.cut,
      [usd('Annual savings', 100_000), usd('Revenue at risk', 200_000), pc('Gross margin', 50)],
      { verdict: 'borderline', shows: '1×' },
    ],
    [
      'just under 1×',
      Q.cut,
      [usd('Annual savings', 99_000), usd('Revenue at risk', 200_000), pc('Gross margin', 50)],
      { verdict: 'fail', shows: '0.99×' },
    ],
    [
      'nothing at risk',
      Q.cut,
      [usd('Annual savings', 50_000), usd('Revenue at risk', 0)],
      { verdict: 'pass', shows: 'nothing at risk' },
    ],
    // Spend-down by $10k a month saves 120,000 a year; no margin given, so all 100,000 at risk counts: 1.2×.
    [
      'a budget cut, margin unknown',
      Q.spendDown,
      [usd('Revenue at risk', 100_000)],
      { verdict: 'borderline', shows: '1.2×' },
    ],
    ['nothing known', Q.cut, [], { verdict: 'missing', needs: ['annual savings', 'revenue at risk'] }],
  ],
  'pipeline-coverage': [
    // pipeline ÷ target; band 3 / 2.
    ['given, exactly 3×', Q.forecast, [num('Pipeline coverage', 3, 'x')], { verdict: 'pass', shows: '3×' }],
    [
      'given, just under 3×',
      Q.forecast,
      [num('Pipeline coverage', 2.99, 'x')],
      { verdict: 'borderline', shows: '2.99×' },
    ],
    ['given, exactly 2×', Q.forecast, [num('Pipeline coverage', 2, 'x')], { verdict: 'borderline', shows: '2×' }],
    ['given, just under 2×', Q.forecast, [num('Pipeline coverage', 1.99, 'x')], { verdict: 'fail', shows: '1.99×' }],
    [
      'from pipeline and target',
      Q.forecast,
      [usd('Pipeline', 900_000), usd('Revenue target', 300_000)],
      { verdict: 'pass', shows: '3×' },
    ], // 900,000 ÷ 300,000
    ['nothing known', Q.forecast, [], { verdict: 'missing', needs: ['open pipeline', 'revenue target'] }],
  ],
  'weighted-cover': [
    // weighted pipeline ÷ target; band 1 / 0.8.
    [
      'exactly 1×',
      Q.forecast,
      [usd('Weighted pipeline', 300_000), usd('Revenue target', 300_000)],
      { verdict: 'pass', shows: '1×' },
    ],
    [
      'just under 1×',
      Q.forecast,
      [usd('Weighted pipeline', 297_000), usd('Revenue target', 300_000)],
      { verdict: 'borderline', shows: '0.99×' },
    ],
    [
      'exactly 0.8×',
      Q.forecast,
      [usd('Weighted pipeline', 240_000), usd('Revenue target', 300_000)],
      { verdict: 'borderline', shows: '0.8×' },
    ],
    [
      'just under 0.8×',
      Q.forecast,
      [usd('Weighted pipeline', 237_000), usd('Revenue target', 300_000)],
      { verdict: 'fail', shows: '0.79×' },
    ],
    [
      'pipeline × win rate',
      Q.forecast,
      [usd('Pipeline', 1_000_000), pc('Win rate', 30), usd('Revenue target', 300_000)],
      { verdict: 'pass', shows: '1×' },
    ], // 1,000,000 × 0.3 = 300,000
    ['no target', Q.forecast, [], { verdict: 'missing', needs: ['revenue target'] }],
    [
      'a target, no weighted pipeline',
      Q.forecast,
      [usd('Revenue target', 300_000)],
      { verdict: 'missing', needs: ['weighted pipeline', 'win rate'] },
    ],
  ],
  'growth-needed': [
    // target ÷ Σ revenue × (1 + g)^t over the months; pass ≤ 1, fail > 1.15. "Next quarter" is 3 months; 3 × 100,000 = 300,000 at no growth.
    ['exactly 1×', Q.forecastQuarter('$300k'), [usd('Monthly revenue', 100_000)], { verdict: 'pass', shows: '1×' }],
    [
      'just over 1×',
      Q.forecastQuarter('$303k'),
      [usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '1.01×' },
    ],
    [
      'exactly 1.15×',
      Q.forecastQuarter('$345k'),
      [usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '1.15×' },
    ],
    [
      'just over 1.15×',
      Q.forecastQuarter('$348k'),
      [usd('Monthly revenue', 100_000)],
      { verdict: 'fail', shows: '1.16×' },
    ],
    // 10% a month: 110,000 + 121,000 + 133,100 = 364,100; 300,000 ÷ 364,100 = 0.82
    [
      'with monthly growth',
      Q.forecastQuarter('$300k'),
      [usd('Monthly revenue', 100_000), pc('MoM growth', 10)],
      { verdict: 'pass', shows: '0.82×' },
    ],
    [
      'nothing known',
      Q.forecast,
      [],
      { verdict: 'missing', needs: ['revenue target', 'monthly revenue', 'time to the target'] },
    ],
  ],
  concentration: [
    // yearly value ÷ (revenue × 12 + yearly value); pass ≤ 20%, fail > 40%.
    [
      'exactly 20%',
      Q.deal,
      [usd('Deal value', 300_000), usd('Monthly revenue', 100_000)],
      { verdict: 'pass', shows: '20%' },
    ], // 300,000 ÷ 1,500,000
    [
      'just over 20%',
      Q.deal,
      [usd('Deal value', 310_000), usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '20.5%' },
    ], // 310,000 ÷ 1,510,000 = 20.53%
    [
      'exactly 40%',
      Q.deal,
      [usd('Deal value', 800_000), usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '40%' },
    ], // 800,000 ÷ 2,000,000
    [
      'just over 40%',
      Q.deal,
      [usd('Deal value', 810_000), usd('Monthly revenue', 100_000)],
      { verdict: 'fail', shows: '40.3%' },
    ], // 810,000 ÷ 2,010,000 = 40.30%
    // A deal's value is a year's (ACV), as deal-margin reads it: a two-year term leaves 300,000 ÷ 1,500,000 = 20%, not 10%.
    [
      'a two-year contract: the value is a year’s',
      Q.deal,
      [usd('Deal value', 300_000), mo('Contract term', 24), usd('Monthly revenue', 100_000)],
      { verdict: 'pass', shows: '20%' },
    ],
    ['share as given', Q.deal, [pc('Share of revenue', 25)], { verdict: 'borderline', shows: '25%' }],
    ['nothing known', Q.deal, [], { verdict: 'missing', needs: ['deal value', 'monthly revenue'] }],
  ],
  'payment-terms': [
    // pass ≤ 60 days, fail > 90.
    ['exactly 60 days', Q.deal, [num('Payment terms', 60, 'days')], { verdict: 'pass', shows: '60 days' }],
    ['just over 60', Q.deal, [num('Payment terms', 61, 'days')], { verdict: 'borderline', shows: '61 days' }],
    ['net 90 in the question', Q.dealNet90, [], { verdict: 'borderline', shows: '90 days' }],
    ['just over 90', Q.deal, [num('Payment terms', 91, 'days')], { verdict: 'fail', shows: '91 days' }],
    ['not known', Q.deal, [], { verdict: 'missing', needs: ['payment terms'] }],
  ],
  'free-plan': [
    // conversion × LTV ÷ (cost a month × 12); band 3 / 1. A year of serving a free user at $2 a month is $24.
    [
      'exactly 3×',
      Q.freePlan,
      [pc('Free-to-paid conversion', 5), usd('Cost per free user', 2), usd('LTV', 1_440)],
      { verdict: 'pass', shows: '3×' },
    ], // 0.05 × 1,440 = 72 ÷ 24
    [
      'just under 3×',
      Q.freePlan,
      [pc('Free-to-paid conversion', 5), usd('Cost per free user', 2), usd('LTV', 1_400)],
      { verdict: 'borderline', shows: '2.92×' },
    ], // 70 ÷ 24 = 2.917
    [
      'exactly 1×',
      Q.freePlan,
      [pc('Free-to-paid conversion', 5), usd('Cost per free user', 2), usd('LTV', 480)],
      { verdict: 'borderline', shows: '1×' },
    ], // 24 ÷ 24
    [
      'just under 1×',
      Q.freePlan,
      [pc('Free-to-paid conversion', 5), usd('Cost per free user', 2), usd('LTV', 470)],
      { verdict: 'fail', shows: '0.98×' },
    ], // 23.5 ÷ 24 = 0.979
    [
      'nothing known',
      Q.freePlan,
      [],
      {
        verdict: 'missing',
        needs: [
          'free-to-paid conversion',
          'cost to serve a free user',
          'customer lifetime value',
          'revenue per customer (monthly)',
          'gross margin',
          'churn (monthly)',
        ],
      },
    ],
  ],
  churn: [
    // pass ≤ 2% a month, fail > 5%.
    ['exactly 2%', Q.priceUpBare, [pc('Monthly churn', 2)], { verdict: 'pass', shows: '2%' }],
    ['just over 2%', Q.priceUpBare, [pc('Monthly churn', 2.01)], { verdict: 'borderline', shows: '2.01%' }],
    ['exactly 5%', Q.priceUpBare, [pc('Monthly churn', 5)], { verdict: 'borderline', shows: '5%' }],
    ['just over 5%', Q.priceUpBare, [pc('Monthly churn', 5.01)], { verdict: 'fail', shows: '5.01%' }],
    ['annual churn compounds to monthly', Q.priceUpBare, [pc('Annual churn', 20)], { verdict: 'pass', shows: '1.84%' }], // 1 − 0.8^(1/12) = 1.842%
    ['not known', Q.priceUpBare, [], { verdict: 'missing', needs: ['churn (monthly)'] }],
  ],
  nrr: [
    // band 100% / 90%.
    ['exactly 100%', Q.priceUpBare, [pc('NRR', 100)], { verdict: 'pass', shows: '100%' }],
    ['just under 100%', Q.priceUpBare, [pc('NRR', 99.9)], { verdict: 'borderline', shows: '99.9%' }],
    ['exactly 90%', Q.priceUpBare, [pc('NRR', 90)], { verdict: 'borderline', shows: '90%' }],
    ['just under 90%', Q.priceUpBare, [pc('NRR', 89.9)], { verdict: 'fail', shows: '89.9%' }],
    ['not known', Q.priceUpBare, [], { verdict: 'missing', needs: ['net revenue retention'] }],
  ],
  'uptime-sla': [
    // uptime − SLA; pass ≥ 0, borderline above −0.1 points, fail at or below it.
    ['exactly the SLA', Q.launch, [pc('Uptime', 99.9), pc('SLA', 99.9)], { verdict: 'pass', shows: '+0 points' }],
    [
      'just under the SLA',
      Q.launch,
      [pc('Uptime', 99.85), pc('SLA', 99.9)],
      { verdict: 'borderline', shows: '-0.05 points' },
    ],
    [
      'just inside −0.1 points',
      Q.launch,
      [pc('Uptime', 99.81), pc('SLA', 99.9)],
      { verdict: 'borderline', shows: '-0.09 points' },
    ],
    ['−0.1 points', Q.launch, [pc('Uptime', 99.8), pc('SLA', 99.9)], { verdict: 'fail', shows: '-0.1 points' }],
    ['not known', Q.launch, [], { verdict: 'missing', needs: ['uptime', 'uptime commitment (SLA)'] }],
  ],
  'critical-vulnerabilities': [
    ['none open', Q.launch, [num('Critical vulnerabilities', 0)], { verdict: 'pass', shows: '0', supports: 'for' }],
    [
      'one open blocks a launch, as a hard limit',
      Q.launch,
      [num('Critical vulnerabilities', 1)],
      { verdict: 'fail', shows: '1', supports: 'against', hard: true },
    ],
    [
      'open ones argue for a fix that strengthens controls',
      Q.fixVulns,
      [num('Critical vulnerabilities', 2)],
      { verdict: 'fail', shows: '2', supports: 'for', hard: false },
    ],
    ['not known', Q.launch, [], { verdict: 'missing', needs: ['open critical vulnerabilities'] }],
  ],
  obligations: [
    [
      'customers require the control',
      Q.skipPenTest,
      [num('Customers requiring', 3)],
      { verdict: 'fail', shows: 'obligation at stake', supports: 'against', hard: true },
    ],
    [
      'nobody requires it',
      Q.skipPenTest,
      [num('Customers requiring', 0)],
      { verdict: 'pass', shows: 'none at stake', supports: 'for' },
    ],
    [
      'a new vendor’s expired report, nobody requiring it',
      Q.switchVendor,
      [text('SOC 2 report', 'expired')],
      { verdict: 'borderline', shows: 'expired' },
    ],
    [
      'a new vendor’s expired report that customers require',
      Q.switchVendor,
      [text('SOC 2 report', 'expired'), num('Customers requiring', 2)],
      { verdict: 'fail', shows: 'expired', hard: true },
    ],
    [
      'a new vendor’s current report',
      Q.switchVendor,
      [text('SOC 2 report', 'Type II, current')],
      { verdict: 'pass', shows: 'Type II, current' },
    ],
    [
      'nothing known, weakening a control',
      Q.skipPenTest,
      [],
      { verdict: 'missing', needs: ['customers requiring it by contract', 'revenue at risk'] },
    ],
    // The current vendor's report is not the new one's.
    [
      'only the current vendor’s report is known',
      Q.switchVendor,
      [
        { label: 'SOC 2 report', value: 'current', unit: 'text', group: 'Current vendor' },
        usd('Monthly cost', 5_000, 'New vendor'),
      ],
      { verdict: 'missing', needs: ['compliance status'] },
    ],
    ['nothing known, switching vendor', Q.switchVendor, [], { verdict: 'missing', needs: ['compliance status'] }],
  ],
  'security-expected-loss': [
    // saving ÷ (probability × cost); band 2 / 1. 5% × 300,000 = 15,000 a year.
    [
      'exactly 2×',
      Q.skipPenTest,
      [usd('Annual savings', 30_000), pc('Breach probability', 5), usd('Breach cost', 300_000)],
      { verdict: 'pass', shows: '2×' },
    ],
    [
      'just under 2×',
      Q.skipPenTest,
      [usd('Annual savings', 29_850), pc('Breach probability', 5), usd('Breach cost', 300_000)],
      { verdict: 'borderline', shows: '1.99×' },
    ],
    [
      'exactly 1×',
      Q.skipPenTest,
      [usd('Annual savings', 15_000), pc('Breach probability', 5), usd('Breach cost', 300_000)],
      { verdict: 'borderline', shows: '1×' },
    ],
    [
      'just under 1×',
      Q.skipPenTest,
      [usd('Annual savings', 14_850), pc('Breach probability', 5), usd('Breach cost', 300_000)],
      { verdict: 'fail', shows: '0.99×' },
    ],
    [
      'no expected loss',
      Q.skipPenTest,
      [usd('Annual savings', 15_000), pc('Breach probability', 0), usd('Breach cost', 300_000)],
      { verdict: 'pass', shows: 'no expected loss' },
    ],
    [
      'nothing known',
      Q.skipPenTest,
      [],
      { verdict: 'missing', needs: ['annual savings', 'chance of a breach (annual)', 'cost of a breach'] },
    ],
  ],
  'vendor-payback': [
    // switching cost ÷ ((current − new) ÷ 12); pass ≤ 12, fail > 24. 120,000 − 60,000 = 60,000 a year, 5,000 a month.
    [
      'exactly 12 months',
      Q.switchVendor,
      [usd('Current vendor cost', 120_000), usd('New vendor cost', 60_000), usd('Switching cost', 60_000)],
      { verdict: 'pass', shows: '12 months' },
    ],
    [
      'just over 12',
      Q.switchVendor,
      [usd('Current vendor cost', 120_000), usd('New vendor cost', 60_000), usd('Switching cost', 60_500)],
      { verdict: 'borderline', shows: '12.1 months' },
    ],
    [
      'exactly 24',
      Q.switchVendor,
      [usd('Current vendor cost', 120_000), usd('New vendor cost', 60_000), usd('Switching cost', 120_000)],
      { verdict: 'borderline', shows: '24 months' },
    ],
    [
      'just over 24',
      Q.switchVendor,
      [usd('Current vendor cost', 120_000), usd('New vendor cost', 60_000), usd('Switching cost', 120_500)],
      { verdict: 'fail', shows: '24.1 months' },
    ],
    [
      'no saving',
      Q.switchVendor,
      [usd('Current vendor cost', 60_000), usd('New vendor cost', 60_000), usd('Switching cost', 10_000)],
      { verdict: 'fail', shows: 'no saving' },
    ],
    // Two vendors as table rows: 10,000 and 5,000 a month → 120,000 − 60,000 a year.
    [
      'two vendors as rows',
      Q.switchVendor,
      [
        usd('Monthly cost', 10_000, 'Current vendor'),
        usd('Monthly cost', 5_000, 'New vendor'),
        usd('Switching cost', 30_000),
      ],
      { verdict: 'pass', shows: '6 months' },
    ], // 30,000 ÷ 5,000
    // The company-wide current cost is not the new vendor's: the new row's 5,000 a month is, 60,000 a year; 120,000 − 60,000 = 60,000; 30,000 ÷ 5,000.
    [
      'current cost company-wide, vendors as rows',
      Q.switchVendor,
      [
        usd('Current vendor cost', 120_000),
        usd('Monthly cost', 10_000, 'Current CRM'),
        usd('Monthly cost', 5_000, 'HubSpot'),
        usd('Switching cost', 30_000),
      ],
      { verdict: 'pass', shows: '6 months' },
    ],
    [
      'nothing known',
      Q.switchVendor,
      [],
      { verdict: 'missing', needs: ['current vendor cost (annual)', 'new vendor cost (annual)', 'switching cost'] },
    ],
  ],
  'rent-share': [
    // rent ÷ revenue; pass ≤ 10%, fail > 15%.
    [
      'exactly 10%',
      Q.lease,
      [usd('Monthly rent', 10_000), usd('Monthly revenue', 100_000)],
      { verdict: 'pass', shows: '10%' },
    ],
    [
      'just over 10%',
      Q.lease,
      [usd('Monthly rent', 10_100), usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '10.1%' },
    ],
    [
      'exactly 15%',
      Q.lease,
      [usd('Monthly rent', 15_000), usd('Monthly revenue', 100_000)],
      { verdict: 'borderline', shows: '15%' },
    ],
    [
      'just over 15%',
      Q.lease,
      [usd('Monthly rent', 15_100), usd('Monthly revenue', 100_000)],
      { verdict: 'fail', shows: '15.1%' },
    ],
    [
      'rent stated in the question',
      Q.leaseStated,
      [usd('Annual revenue', 6_000_000)],
      { verdict: 'pass', shows: '10%' },
    ], // 50,000 ÷ (6,000,000 ÷ 12)
    [
      'no revenue',
      Q.lease,
      [usd('Monthly rent', 10_000), usd('Monthly revenue', 0)],
      { verdict: 'fail', shows: 'no revenue' },
    ],
    ['nothing known', Q.lease, [], { verdict: 'missing', needs: ['rent (monthly)', 'monthly revenue'] }],
  ],
  'demand-evidence': [
    ['a waitlist', Q.launch, [num('Waitlist', 120)], { verdict: 'pass', shows: '120' }],
    ['no demand shown', Q.launch, [num('Waitlist', 0)], { verdict: 'fail', shows: '0' }],
    ['not known', Q.launch, [], { verdict: 'missing', needs: ['demand signals'] }],
  ],
  'launch-readiness': [
    ['no blocker', Q.launch, [num('Open bugs', 0)], { verdict: 'pass', shows: '0' }],
    ['one blocker', Q.launch, [num('Open bugs', 1)], { verdict: 'fail', shows: '1' }],
    ['not known', Q.launch, [], { verdict: 'missing', needs: ['open critical bugs'] }],
  ],
  reallocation: [
    // destination's return ÷ source's; band 1.2 / 1.
    [
      'exactly 1.2×',
      Q.reallocate,
      [num('ROAS', 2, 'x', 'Paid social'), num('ROAS', 2.4, 'x', 'Search')],
      { verdict: 'pass', shows: '1.2×' },
    ], // 2.4 ÷ 2
    [
      'just under 1.2×',
      Q.reallocate,
      [num('ROAS', 2, 'x', 'Paid social'), num('ROAS', 2.38, 'x', 'Search')],
      { verdict: 'borderline', shows: '1.19×' },
    ],
    [
      'exactly 1×',
      Q.reallocate,
      [num('ROAS', 2, 'x', 'Paid social'), num('ROAS', 2, 'x', 'Search')],
      { verdict: 'borderline', shows: '1×' },
    ],
    [
      'just under 1×',
      Q.reallocate,
      [num('ROAS', 2, 'x', 'Paid social'), num('ROAS', 1.98, 'x', 'Search')],
      { verdict: 'fail', shows: '0.99×' },
    ],
    [
      'from each channel’s CAC',
      Q.reallocate,
      [usd('CAC', 500, 'Paid social'), usd('CAC', 400, 'Search')],
      { verdict: 'pass', shows: '1.25×' },
    ], // (1 ÷ 400) ÷ (1 ÷ 500) = 500 ÷ 400
    [
      'no channels in the pack',
      Q.reallocate,
      [],
      {
        verdict: 'missing',
        needs: ['the return (ROAS or CAC) of each channel, as a table with one group per channel'],
      },
    ],
    // A blended, company-wide ROAS is neither channel's.
    [
      'the source has only the company’s blended ROAS',
      Q.reallocate,
      [num('ROAS', 3, 'x'), usd('Marketing spend', 10_000, 'Paid social'), num('ROAS', 2.4, 'x', 'Search')],
      { verdict: 'missing', needs: ['the return (ROAS or CAC) of Paid social'] },
    ],
    [
      'the destination’s return unknown',
      Q.reallocate,
      [num('ROAS', 2, 'x', 'Paid social'), usd('Marketing spend', 5_000, 'Search')],
      { verdict: 'missing', needs: ['the return (ROAS or CAC) of Search'] },
    ],
  ],
  'commitment-cover': [
    // runway after signing against min(term, 18); fail under 12. Burn 90,000 + rent 10,000 = 100,000 a month.
    [
      'runway exactly 18 months on a 2-year lease',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 1_800_000), usd('Monthly net burn', 90_000), usd('Monthly rent', 10_000)],
      { verdict: 'pass', shows: '18 months' },
    ],
    [
      'just under 18',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 1_790_000), usd('Monthly net burn', 90_000), usd('Monthly rent', 10_000)],
      { verdict: 'borderline', shows: '17.9 months' },
    ],
    [
      'exactly 12',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 1_200_000), usd('Monthly net burn', 90_000), usd('Monthly rent', 10_000)],
      { verdict: 'borderline', shows: '12 months' },
    ],
    [
      'just under 12',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 1_190_000), usd('Monthly net burn', 90_000), usd('Monthly rent', 10_000)],
      { verdict: 'fail', shows: '11.9 months' },
    ],
    [
      'a term shorter than 18 months, covered',
      Q.lease,
      [mo('Lease term', 12), usd('Cash', 1_200_000), usd('Monthly net burn', 90_000), usd('Monthly rent', 10_000)],
      { verdict: 'pass', shows: '12 months' },
    ],
    // 5 years at 50,000 a month: (3,000,000) ÷ (50,000 + 50,000) = 30 months ≥ 18.
    [
      'term and rent from the question',
      Q.leaseStated,
      [usd('Cash', 3_000_000), usd('Monthly net burn', 50_000)],
      { verdict: 'pass', shows: '30 months' },
    ],
    ['no term', Q.lease, [], { verdict: 'missing', needs: ['lease or commitment term'] }],
    [
      'a lease whose rent is not known',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 1_800_000), usd('Monthly net burn', 100_000)],
      { verdict: 'missing', needs: ['rent (monthly)'] },
    ],
    [
      'no burn after signing',
      Q.lease,
      [mo('Lease term', 24), usd('Cash', 100_000), usd('Monthly net burn', -20_000), usd('Monthly rent', 10_000)],
      { verdict: 'pass', shows: 'cash-flow positive' },
    ], // −20,000 + 10,000 ≤ 0
    [
      'a term, no cash figures',
      Q.lease,
      [mo('Lease term', 24)],
      { verdict: 'missing', needs: ['cash', 'monthly net burn'] },
    ],
  ],
  'commitment-share': [
    // (rent × term + upfront) ÷ cash; pass ≤ 25%, fail over 100% (hard while burning cash). 10,000 × 24 months = 240,000.
    [
      'exactly 25%',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 960_000), usd('Monthly net burn', 50_000)],
      { verdict: 'pass', shows: '25%' },
    ], // 240,000 ÷ 960,000
    [
      'just over 25%',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 950_000), usd('Monthly net burn', 50_000)],
      { verdict: 'borderline', shows: '25.3%' },
    ], // 240,000 ÷ 950,000 = 25.26%
    [
      'exactly the cash',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 240_000), usd('Monthly net burn', 50_000)],
      { verdict: 'borderline', shows: '100%', hard: false },
    ],
    [
      'more than the cash while burning it',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 239_000), usd('Monthly net burn', 50_000)],
      { verdict: 'fail', shows: '100.4%', hard: true, supports: 'against' },
    ], // 240,000 ÷ 239,000
    [
      'more than the cash, burn not known',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 200_000)],
      { verdict: 'fail', shows: '120%', hard: false },
    ],
    [
      'more than the cash, paid from earnings',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), usd('Cash', 200_000), usd('Monthly net burn', -15_000)],
      { verdict: 'pass', shows: 'paid from earnings' },
    ],
    [
      'a deposit counts as paid up front',
      Q.lease,
      [
        usd('Monthly rent', 10_000),
        mo('Lease term', 24),
        usd('Deposit', 60_000),
        usd('Cash', 1_200_000),
        usd('Monthly net burn', 50_000),
      ],
      { verdict: 'pass', shows: '25%' },
    ], // (240,000 + 60,000) ÷ 1,200,000
    [
      'rent and term from the question',
      Q.leaseStated,
      [usd('Cash', 12_000_000), usd('Monthly net burn', 100_000)],
      { verdict: 'pass', shows: '25%' },
    ], // 50,000 × 60 = 3,000,000 ÷ 12,000,000
    [
      'cash from runway × burn',
      Q.lease,
      [usd('Monthly rent', 10_000), mo('Lease term', 24), mo('Runway', 20), usd('Monthly net burn', 50_000)],
      { verdict: 'pass', shows: '24%' },
    ], // 240,000 ÷ (20 × 50,000)
    [
      'nothing known',
      Q.lease,
      [],
      { verdict: 'missing', needs: ['rent (monthly)', 'lease or commitment term', 'cash'] },
    ],
  ],
  cannibalisation: [
    // plan MRR × share moving down ÷ (sign-ups × increase × conversion × ARPA); pass ≤ 12 months, fail over 24.
    // 2,000 sign-ups × 25% = 500 more × 4% = 20 customers × $50 = $1,000 of new MRR a month.
    [
      'exactly 12 months',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 12),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 4),
        usd('ARPA', 50),
      ],
      { verdict: 'pass', shows: '12 months' },
    ], // 12,000 ÷ 1,000
    [
      'just over 12',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 12.1),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 4),
        usd('ARPA', 50),
      ],
      { verdict: 'borderline', shows: '12.1 months' },
    ], // 12,100 ÷ 1,000
    [
      'exactly 24',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 24),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 4),
        usd('ARPA', 50),
      ],
      { verdict: 'borderline', shows: '24 months' },
    ],
    [
      'just over 24: it destroys more revenue than it creates',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 24.1),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 4),
        usd('ARPA', 50),
      ],
      { verdict: 'fail', shows: '24.1 months', supports: 'against' },
    ],
    [
      'the company’s MRR when no plan is named',
      Q.freePlan,
      [
        usd('MRR', 40_000),
        pc('Paid plans cannibalised', 5),
        num('Monthly sign-ups', 1_000, 'count'),
        pc('Sign-up uplift', 50),
        pc('Free-to-paid conversion', 2),
        usd('ARPA', 100),
      ],
      { verdict: 'pass', shows: '2 months', supports: 'for' },
    ], // 2,000 ÷ (1,000 × 50% × 2% × 100 = 1,000)
    [
      'no one moves down',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 0),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 4),
        usd('ARPA', 50),
      ],
      { verdict: 'pass', shows: 'nothing given away' },
    ],
    [
      'no one converts',
      Q.freePlan,
      [
        usd('Plan MRR', 100_000),
        pc('Say they would downgrade', 5),
        num('Sign-ups per month', 2_000, 'count'),
        pc('Expected increase in sign-ups', 25),
        pc('Free-to-paid conversion', 0),
        usd('ARPA', 50),
      ],
      { verdict: 'fail', shows: 'never' },
    ],
    [
      'only the share moving down',
      Q.freePlan,
      [pc('Say they would downgrade', 10)],
      {
        verdict: 'missing',
        needs: [
          'MRR of the plan affected',
          'sign-ups (monthly)',
          'expected increase in sign-ups',
          'free-to-paid conversion',
          'revenue per customer (monthly)',
        ],
      },
    ],
  ],
  'project-vs-runway': [
    // runway − duration; pass ≥ 6, fail under 0 (a hard limit). "Over the next 12 months" is the duration.
    ['exactly 6 months to spare', Q.rebuildOver, [mo('Runway', 18)], { verdict: 'pass', shows: '6 months' }],
    ['just under 6', Q.rebuildOver, [mo('Runway', 17.9)], { verdict: 'borderline', shows: '5.9 months' }],
    [
      'exactly none to spare',
      Q.rebuildOver,
      [mo('Runway', 12)],
      { verdict: 'borderline', shows: '0 months', hard: false },
    ],
    [
      'the cash runs out first',
      Q.rebuildOver,
      [mo('Runway', 11.9)],
      { verdict: 'fail', shows: '-0.1 months', hard: true },
    ],
    [
      'runway from cash and burn',
      Q.rebuildOver,
      [usd('Cash', 1_800_000), usd('Monthly net burn', 100_000)],
      { verdict: 'pass', shows: '6 months' },
    ], // 18 − 12
    [
      'a company that makes cash outlasts any project',
      Q.rebuildOver,
      [usd('Cash', 1_000_000), usd('Monthly net burn', -10_000)],
      { verdict: 'pass', shows: 'not burning cash', hard: false },
    ],
    [
      'a company that burns nothing outlasts any project',
      Q.rebuildOver,
      [usd('Cash', 1_000_000), usd('Monthly net burn', 0)],
      { verdict: 'pass', shows: 'not burning cash' },
    ],
    ['no duration', Q.rebuild, [mo('Runway', 18)], { verdict: 'missing', needs: ['time to the target'] }],
    ['a duration, no runway', Q.rebuildOver, [], { verdict: 'missing', needs: ['runway'] }],
  ],
  'raise-runway': [
    // (cash + raise) ÷ burn; band 18 / 12. The question raises $2M.
    [
      'exactly 18 months',
      Q.raise,
      [usd('Cash', 1_600_000), usd('Monthly net burn', 200_000)],
      { verdict: 'pass', shows: '18 months' },
    ], // 3,600,000 ÷ 200,000
    [
      'just under 18',
      Q.raise,
      [usd('Cash', 1_580_000), usd('Monthly net burn', 200_000)],
      { verdict: 'borderline', shows: '17.9 months' },
    ],
    [
      'exactly 12',
      Q.raise,
      [usd('Cash', 400_000), usd('Monthly net burn', 200_000)],
      { verdict: 'borderline', shows: '12 months' },
    ],
    [
      'just under 12',
      Q.raise,
      [usd('Cash', 380_000), usd('Monthly net burn', 200_000)],
      { verdict: 'fail', shows: '11.9 months' },
    ],
    [
      'not burning cash',
      Q.raise,
      [usd('Cash', 380_000), usd('Monthly net burn', 0)],
      { verdict: 'pass', shows: 'not burning cash' },
    ],
    [
      'cash from runway × burn',
      Q.raise,
      [mo('Runway', 8), usd('Monthly net burn', 200_000)],
      { verdict: 'pass', shows: '18 months' },
    ], // 8 × 200,000 = 1,600,000; 3,600,000 ÷ 200,000
    ['runway without burn', Q.raise, [mo('Runway', 8)], { verdict: 'missing', needs: ['cash', 'monthly net burn'] }],
    ['no cash figures', Q.raise, [], { verdict: 'missing', needs: ['cash', 'monthly net burn'] }],
  ],
  dilution: [
    // pass ≤ 25%, fail > 35%.
    ['exactly 25%', Q.raise, [pc('Dilution', 25)], { verdict: 'pass', shows: '25%' }],
    ['just over 25%', Q.raise, [pc('Dilution', 25.1)], { verdict: 'borderline', shows: '25.1%' }],
    ['exactly 35%', Q.raise, [pc('Dilution', 35)], { verdict: 'borderline', shows: '35%' }],
    ['just over 35%', Q.raise, [pc('Dilution', 35.1)], { verdict: 'fail', shows: '35.1%' }],
    ['stated in the question', Q.raiseFor, [], { verdict: 'pass', shows: '20%' }],
    ['not known', Q.raise, [], { verdict: 'missing', needs: ['dilution'] }],
  ],
  ...COMMERCIAL_CASES,
  ...COMMERCIAL_C_CASES,
}

describe('the table of analysis cases', () => {
  it('covers every analysis, each with at least one boundary or result case and one missing case', () => {
    const ids = ANALYSES.map((a) => a.id).filter((id) => !elsewhere.has(id))
    expect(ids.filter((id) => !(id in CASES))).toEqual([])
    expect(Object.keys(CASES).filter((id) => !ids.includes(id))).toEqual([])
    expect(ids.filter((id) => !CASES[id]!.some(([, , , e]) => e.verdict === 'missing'))).toEqual([])
    expect(ids.filter((id) => !CASES[id]!.some(([, , , e]) => e.verdict !== 'missing'))).toEqual([])
  })

  it('asks each question as the kind its analysis applies to', () => {
    expect(
      Object.fromEntries(
        Object.entries(Q).map(([k, q]) => [k, understand(typeof q === 'function' ? q('$300k') : q).kind]),
      ),
    ).toEqual({
      other: 'other',
      otherBare: 'other',
      hire: 'hire',
      hirePaid: 'hire',
      hireOne: 'hire',
      spendUp: 'spend-up',
      spendUpFromTo: 'spend-up',
      spendDown: 'spend-down',
      cut: 'cut',
      loan: 'financing',
      raise: 'financing',
      raiseFor: 'financing',
      rebuild: 'engineering-investment',
      rebuildOver: 'engineering-investment',
      priceUp: 'price-change',
      priceUpBare: 'price-change',
      priceDown: 'price-change',
      priceDownAll: 'price-change',
      deal: 'customer-deal',
      dealNet90: 'customer-deal',
      promo: 'discount',
      forecast: 'forecast-commitment',
      forecastQuarter: 'forecast-commitment',
      freePlan: 'packaging',
      launch: 'launch',
      skipPenTest: 'security-tradeoff',
      fixVulns: 'security-tradeoff',
      switchVendor: 'vendor-switch',
      lease: 'lease',
      leaseStated: 'lease',
      reallocate: 'reallocate',
    })
  })
})

describe.each(ANALYSES.map((a) => a.id).filter((id) => !elsewhere.has(id)))('%s', (id) => {
  it.each(CASES[id] ?? [])('%s', (_note, question, facts, expected) => {
    const a = analysisOf(question, facts, id)
    expect(a, `${id} did not run for “${question}”`).toBeDefined()
    if (expected.verdict === 'missing') {
      expect({ status: a!.status, needs: a!.needs }).toEqual({ status: 'missing', needs: expected.needs })
      return
    }
    expect({ status: a!.status, verdict: a!.verdict, display: a!.display }).toEqual({
      status: 'done',
      verdict: expected.verdict,
      display: expected.shows,
    })
    if (expected.hard !== undefined) expect(a!.hard).toBe(expected.hard)
    if (expected.supports !== undefined) expect(a!.supports).toBe(expected.supports)
  })
})
