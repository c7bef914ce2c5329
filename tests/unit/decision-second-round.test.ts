// The second round of general analyses (shared/decision/analyses-operations.ts, `secondRoundAnalyses`),
// table-tested like tests/unit/decision-operations.test.ts with figures of our own: for each, the verdict
// and the result a member would see, the opposite verdict, and what it says when a figure is missing.
// Then whole sessions: the board's call on a question and pack of our own.
import { describe, expect, it } from 'vitest'
// The table harness first: it loads ./analyses before ./analyses-operations, the order their import cycle needs.
import {
  analysisOf,
  type Case,
  count,
  describeAnalysisTable,
  eur,
  gbp,
  inMonths,
  pc,
  text,
  times,
  usd,
} from './decision-table'
import { secondRoundAnalyses } from '../../shared/decision/analyses-operations'
import { runBoard } from '../../shared/decision/board'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'

const Q = {
  kidsLaunch: 'Should we launch the spelling game for primary schools next month?',
  refinance: 'Should we refinance the $1M warehouse loan?',
  truckLoan: 'Should we take a $1M loan to buy ten trucks?',
  cardsInSheet: 'Reception keeps card numbers in a spreadsheet for deposits. Can we carry on?',
  dropInsurance: 'Should we drop our product liability insurance to save money?',
  hireAuditors: 'Should we hire 2 associates for the audit team at $80k each?',
  hireDevs: 'Should we hire 4 more devs at $100k each?',
  processor: 'A new card processor offers 0.5% lower fees. Should we switch?',
  routing: 'Should we build automated dispatch routing into our system?',
  fourthGym: 'Should we open our fourth gym? Build-out is $500k.',
  stopDelivery: 'Should we stop offering delivery from the bakery?',
  hedge: 'Should we hedge our dollar supplier costs with forwards for the next year?',
  clientsWantMfa: 'Our enterprise customers want MFA on every admin account. Should we roll it out?',
}

const CASES: Record<string, Case[]> = {
  'child-data-consent': [
    [
      'children, no consent',
      Q.kidsLaunch,
      [pc('Share of users under 13', 80), text('Parental consent flow', 'No'), count('Schools signed up', 50)],
      { verdict: 'fail', shows: 'no consent', hard: true, supports: 'against' },
    ],
    [
      'children, consent collected',
      Q.kidsLaunch,
      [pc('Share of users under 13', 80), text('Parental consent flow', 'Yes, email plus card check')],
      { verdict: 'pass', shows: 'collected', supports: 'for' },
    ],
    [
      'target ages under 13, no consent',
      Q.kidsLaunch,
      [text('Target age', '7 to 11'), text('Verifiable parental consent', 'not built')],
      { verdict: 'fail', shows: 'no consent', hard: true },
    ],
    [
      'teenagers only',
      Q.kidsLaunch,
      [pc('Users under 13', 0), text('Parental consent', 'no')],
      { verdict: 'pass', shows: 'no children' },
    ],
    [
      'children, consent not stated',
      Q.kidsLaunch,
      [pc('Users under 13', 60)],
      { verdict: 'missing', needs: ['whether verifiable parental consent is collected'] },
    ],
    ['nothing about children', Q.kidsLaunch, [count('Schools signed up', 50)], { verdict: 'not run' }],
  ],
  'fee-earner-return': [
    // 1,200 hours × $250 = $300,000 ÷ $80,000 = 3.75×.
    [
      'bills 3.75× salary',
      Q.hireAuditors,
      [
        usd('Associate salary', 80_000),
        usd('Billing rate per hour', 250),
        { label: 'Billable hours per year', value: 1_200, unit: 'hours' },
      ],
      { verdict: 'pass', shows: '3.75×', supports: 'for' },
    ],
    // 1,000 hours × $120 = $120,000 ÷ ($80,000 × 1.25 on-costs = $100,000) = 1.2×.
    [
      'bills 1.2× the loaded cost',
      Q.hireAuditors,
      [
        usd('Associate salary', 80_000),
        pc('Employer on-costs', 25),
        usd('Billing rate', 120),
        { label: 'Billable hours per year', value: 1_000, unit: 'hours' },
      ],
      { verdict: 'fail', shows: '1.2×', supports: 'against' },
    ],
    // 1,000 hours × $200 = $200,000 ÷ $80,000 = 2.5×.
    [
      'bills 2.5×',
      Q.hireAuditors,
      [
        usd('Associate salary', 80_000),
        usd('Billing rate', 200),
        { label: 'Billable hours per year', value: 1_000, unit: 'hours' },
      ],
      { verdict: 'borderline', shows: '2.5×' },
    ],
    [
      'hours not given',
      Q.hireAuditors,
      [usd('Associate salary', 80_000), usd('Billing rate', 200)],
      { verdict: 'missing', needs: ['billable hours (yearly)'] },
    ],
    ['not a fee earner', Q.hireDevs, [usd('Salary', 100_000)], { verdict: 'not run' }],
  ],
  'rate-switch-payback': [
    // $1M × 0.5% = $5,000 a month; ($30,000 + $10,000) ÷ $5,000 = 8 months.
    [
      'repaid in 8 months',
      Q.processor,
      [
        usd('Card volume per month', 1_000_000),
        pc('Fee saving', 0.5),
        usd('Early termination fee', 30_000),
        usd('Migration cost', 10_000),
      ],
      { verdict: 'pass', shows: '8 months', supports: 'for' },
    ],
    // $200k × 0.5% = $1,000 a month; $40,000 ÷ $1,000 = 40 months.
    [
      'repaid in 40 months',
      Q.processor,
      [
        usd('Card volume per month', 200_000),
        pc('Fee saving', 0.5),
        usd('Early termination fee', 30_000),
        usd('Migration cost', 10_000),
      ],
      { verdict: 'fail', shows: '40 months', supports: 'against' },
    ],
    [
      'volume not given',
      Q.processor,
      [pc('Fee saving', 0.5), usd('Early termination fee', 30_000)],
      { verdict: 'missing', needs: ['the volume the rate applies to (a month)'] },
    ],
    ['no rate saving', Q.processor, [usd('Early termination fee', 30_000)], { verdict: 'not run' }],
  ],
  'saving-rate-payback': [
    // $100k × 10% = $10,000 a month; $90,000 ÷ $10,000 = 9 months.
    [
      'repaid in 9 months',
      Q.routing,
      [usd('Build cost', 90_000), pc('Saving in the pilot', 10), usd('Fleet cost per month', 100_000)],
      { verdict: 'pass', shows: '9 months', supports: 'for' },
    ],
    // $100k × 2% = $2,000 a month; $90,000 ÷ $2,000 = 45 months.
    [
      'repaid in 45 months',
      Q.routing,
      [usd('Build cost', 90_000), pc('Saving in the pilot', 2), usd('Fleet cost per month', 100_000)],
      { verdict: 'fail', shows: '45 months', supports: 'against' },
    ],
    [
      'cost base not given',
      Q.routing,
      [usd('Build cost', 90_000), pc('Saving in the pilot', 10)],
      { verdict: 'missing', needs: ['cost the saving applies to (monthly)'] },
    ],
    ['no measured saving', Q.routing, [usd('Build cost', 90_000)], { verdict: 'not run' }],
  ],
  'unit-cash-on-cash': [
    // $1.2M × 20% = $240,000 ÷ $500,000 = 48%.
    [
      '48% a year',
      Q.fourthGym,
      [usd('Build-out cost', 500_000), usd('Projected annual sales', 1_200_000), pc('Four-wall margin', 20)],
      { verdict: 'pass', shows: '48%', supports: 'for' },
    ],
    // $600k × 12% = $72,000 ÷ $500,000 = 14.4%.
    [
      '14.4% a year',
      Q.fourthGym,
      [usd('Build-out cost', 500_000), usd('Projected annual sales', 600_000), pc('Four-wall margin', 12)],
      { verdict: 'fail', shows: '14.4%', supports: 'against' },
    ],
    [
      'margin not given',
      Q.fourthGym,
      [usd('Build-out cost', 500_000), usd('Projected annual sales', 1_200_000)],
      { verdict: 'missing', needs: ['unit-level margin'] },
    ],
    ['no unit figures', Q.fourthGym, [usd('Cash', 2_000_000)], { verdict: 'not run' }],
  ],
  'activity-contribution': [
    // €9,000 − (€4,000 + €6,500) = −€1,500 a month: it loses money, so stopping it is supported.
    [
      'loses €1,500 a month',
      Q.stopDelivery,
      [
        eur('Delivery revenue per month', 9_000),
        eur('Delivery driver wages per month', 6_500),
        eur('Delivery van costs per month', 4_000),
        eur('Shop revenue per month', 60_000),
      ],
      { verdict: 'fail', shows: '-€1,500 a month', supports: 'for' },
    ],
    // €120,000 a year = €10,000 a month − €6,000 = €4,000 a month (40%): it contributes, so stopping it is not.
    [
      'contributes €4,000 a month',
      Q.stopDelivery,
      [eur('Annual delivery revenue', 120_000), eur('Delivery driver wages per month', 6_000)],
      { verdict: 'pass', shows: '€4,000 a month', supports: 'against' },
    ],
    [
      'costs not given',
      Q.stopDelivery,
      [eur('Delivery revenue per month', 9_000)],
      { verdict: 'missing', needs: ['direct costs of delivery (a month)'] },
    ],
    ['nothing about the activity', Q.stopDelivery, [eur('Shop revenue per month', 60_000)], { verdict: 'not run' }],
  ],
  'fx-hedge': [
    // $200,000 × 8% = $16,000 a month ÷ ($1M × 5% = $50,000) = 32% of profit; 60% hedged is inside 50–80%.
    [
      'a move takes 32% of profit, 60% hedged',
      Q.hedge,
      [
        usd('Dollar denominated costs per month', 200_000),
        pc('Exchange rate move', 8),
        usd('Monthly revenue', 1_000_000),
        pc('Net margin', 5),
        pc('Hedge ratio', 60),
        usd('Hedge premium', 0),
      ],
      { verdict: 'pass', shows: '32%', supports: 'for' },
    ],
    [
      'hedging 150% of the exposure',
      Q.hedge,
      [
        usd('Dollar denominated costs per month', 200_000),
        pc('Exchange rate move', 8),
        usd('Monthly revenue', 1_000_000),
        pc('Net margin', 5),
        pc('Hedge ratio', 150),
      ],
      { verdict: 'fail', shows: '32%', supports: 'against' },
    ],
    // $20,000 × 5% = $1,000 ÷ $50,000 = 2%: little to protect.
    [
      'a move takes 2% of profit',
      Q.hedge,
      [
        usd('Dollar denominated costs per month', 20_000),
        pc('Exchange rate move', 5),
        usd('Monthly revenue', 1_000_000),
        pc('Net margin', 5),
        pc('Hedge ratio', 60),
      ],
      { verdict: 'borderline', shows: '2%' },
    ],
    [
      'move not given',
      Q.hedge,
      [usd('Dollar denominated costs per month', 200_000), usd('Monthly revenue', 1_000_000), pc('Net margin', 5)],
      { verdict: 'missing', needs: ['exchange-rate move'] },
    ],
    ['no foreign costs', Q.hedge, [usd('Monthly revenue', 1_000_000)], { verdict: 'not run' }],
  ],
  'refinance-payback': [
    // $1M × (9% − 7%) = $20,000 a year, $1,666.67 a month; $10,000 ÷ that = 6 months.
    [
      'fees repaid in 6 months',
      Q.refinance,
      [
        usd('Loan balance', 1_000_000),
        pc('Current interest rate', 9),
        pc('New interest rate', 7),
        usd('Arrangement fee', 6_000),
        usd('Early repayment charge', 4_000),
      ],
      { verdict: 'pass', shows: '6 months', supports: 'for' },
    ],
    // $1M × 0.5% = $5,000 a year; $15,000 ÷ $416.67 = 36 months.
    [
      'fees repaid in 36 months',
      Q.refinance,
      [
        usd('Loan balance', 1_000_000),
        pc('Current interest rate', 7.5),
        pc('New interest rate', 7),
        usd('Arrangement fee', 10_000),
        usd('Prepayment penalty', 5_000),
      ],
      { verdict: 'fail', shows: '36 months', supports: 'against' },
    ],
    [
      'a higher rate',
      Q.refinance,
      [usd('Loan balance', 1_000_000), pc('Current rate', 6), pc('New rate', 6.5), usd('Arrangement fee', 1_000)],
      { verdict: 'fail', shows: 'never' },
    ],
    [
      'fees not given',
      Q.refinance,
      [usd('Loan balance', 1_000_000), pc('Current interest rate', 9), pc('New interest rate', 7)],
      { verdict: 'missing', needs: ['fees to refinance'] },
    ],
    ['not a refinancing', Q.truckLoan, [usd('Cash', 500_000), pc('Interest rate', 8)], { verdict: 'not run' }],
  ],
  'leverage-covenant': [
    // ($2M + $1M − $0.5M) ÷ $1M = 2.5×, within 85% of a 3× covenant (2.55×).
    [
      '2.5× against a 3× covenant',
      Q.truckLoan,
      [
        usd('Existing debt', 2_000_000),
        usd('Cash', 500_000),
        usd('EBITDA', 1_000_000),
        times('Maximum net debt to EBITDA', 3),
      ],
      { verdict: 'pass', shows: '2.5×', supports: 'for' },
    ],
    // ($2.6M + $1M − $0.5M) ÷ $1M = 3.1× > 3×.
    [
      '3.1× against a 3× covenant',
      Q.truckLoan,
      [usd('Existing debt', 2_600_000), usd('Cash', 500_000), usd('EBITDA', 1_000_000), times('Leverage covenant', 3)],
      { verdict: 'fail', shows: '3.1×', hard: true, supports: 'against' },
    ],
    // ($2.3M + $1M − $0.5M) ÷ $1M = 2.8×: inside, without the 15% headroom.
    [
      '2.8× against a 3× covenant',
      Q.truckLoan,
      [usd('Existing debt', 2_300_000), usd('Cash', 500_000), usd('EBITDA', 1_000_000), times('Leverage covenant', 3)],
      { verdict: 'borderline', shows: '2.8×', hard: false },
    ],
    [
      'EBITDA not given',
      Q.truckLoan,
      [usd('Existing debt', 2_000_000), times('Leverage covenant', 3)],
      { verdict: 'missing', needs: ['EBITDA'] },
    ],
    ['no covenant', Q.truckLoan, [usd('Existing debt', 2_000_000), usd('EBITDA', 1_000_000)], { verdict: 'not run' }],
  ],
  'card-data-protection': [
    [
      'cards kept readable',
      Q.cardsInSheet,
      [count('Card numbers stored in plain text', 800), usd('Card payments per year', 2_000_000)],
      { verdict: 'fail', shows: '800 cards exposed', hard: true, supports: 'against' },
    ],
    [
      'none kept',
      Q.cardsInSheet,
      [count('Card numbers stored', 0)],
      { verdict: 'pass', shows: 'none stored', supports: 'for' },
    ],
    ['nothing about stored cards', Q.cardsInSheet, [usd('Card payments per year', 2_000_000)], { verdict: 'not run' }],
  ],
  'contract-insurance': [
    [
      'contracts require cover',
      Q.dropInsurance,
      [
        usd('Minimum liability cover in distributor agreements', 1_000_000),
        pc('Revenue share from distributors', 30),
        usd('Annual revenue', 5_000_000),
        usd('Premium per month', 2_000),
      ],
      { verdict: 'fail', shows: '$1,000,000 required', hard: true, supports: 'against' },
    ],
    [
      'no contract requires it',
      Q.dropInsurance,
      [usd('Minimum cover required', 0), usd('Premium per month', 2_000)],
      { verdict: 'pass', shows: 'no cover required', supports: 'for' },
    ],
    ['nothing about contracts', Q.dropInsurance, [usd('Premium per month', 2_000)], { verdict: 'not run' }],
  ],
  'client-required-control': [
    // £10,000 + £2,000 = £12,000 ÷ (25% × £2,000,000 = £500,000) = 2.4%: cheap, so the control is needed.
    [
      'cheap against the revenue it keeps',
      Q.clientsWantMfa,
      [
        gbp('Rollout cost (one-off)', 10_000),
        gbp('Licence per year', 2_000),
        pc('Share of revenue from enterprise customers', 25),
        gbp('Annual revenue', 2_000_000),
      ],
      { verdict: 'fail', shows: '2.4%', supports: 'for' },
    ],
    // £60,000 ÷ (2% × £2,000,000 = £40,000) = 150%: costs more than those clients bring.
    [
      'dearer than the clients it keeps',
      Q.clientsWantMfa,
      [
        gbp('Rollout cost (one-off)', 60_000),
        pc('Share of revenue from enterprise customers', 2),
        gbp('Annual revenue', 2_000_000),
      ],
      { verdict: 'pass', shows: '150%', supports: 'against' },
    ],
    [
      'revenue not given',
      Q.clientsWantMfa,
      [gbp('Rollout cost (one-off)', 10_000), pc('Share of revenue from enterprise customers', 25)],
      { verdict: 'missing', needs: ['monthly revenue'] },
    ],
    ['no clients named', Q.clientsWantMfa, [gbp('Rollout cost (one-off)', 10_000)], { verdict: 'not run' }],
  ],
}

describeAnalysisTable('the table of second-round analysis cases', secondRoundAnalyses(), CASES)

describe('reading the question', () => {
  it('reads sensitive data kept in the clear, a control clients want and a dropped policy as their kinds', () => {
    expect(understand(Q.cardsInSheet)).toMatchObject({ kind: 'security-tradeoff', direction: 'weaken' })
    expect(understand(Q.clientsWantMfa)).toMatchObject({ kind: 'security-tradeoff', direction: 'strengthen' })
    expect(understand('Our customers require MFA. Can we skip it this year?')).toMatchObject({
      kind: 'security-tradeoff',
      direction: 'weaken',
    })
    expect(understand(Q.dropInsurance).kind).toBe('cut')
    expect(understand(Q.processor).kind).toBe('vendor-switch')
    expect(understand(Q.stopDelivery)).toMatchObject({ kind: 'cut', activity: 'delivery' })
    expect(understand('Should we stop running the podcast ads?').kind).toBe('campaign-continue-stop')
    expect(understand(Q.fourthGym).kind).toBe('expansion')
  })
})

describe('whole sessions', () => {
  const call = (question: string, facts: Fact[]) =>
    runBoard({ question, facts, standing: [], crm: null }).decision.recommendation
  const approve = (r: string) => r === 'proceed' || r === 'proceed-with-conditions'

  it('does not launch to children without parental consent, whatever the demand', () => {
    expect(
      call(Q.kidsLaunch, [
        pc('Share of users under 13', 90),
        text('Parental consent flow', 'No'),
        count('Schools on the waitlist', 500),
      ]),
    ).toBe('do-not-proceed')
    expect(
      approve(
        call(Q.kidsLaunch, [
          pc('Share of users under 13', 90),
          text('Parental consent flow', 'Yes'),
          count('Schools on the waitlist', 500),
        ]),
      ),
    ).toBe(true)
  })

  it('counts employer on-costs in a hire’s cost, and does not hire into less than 6 months of runway', () => {
    // 4 × $100,000 × 1.25 ÷ 12 = $41,667 a month; $1.42M ÷ ($200,000 + $41,667) = 5.9 months; without on-costs ($33,333) 6.1.
    const pack = [usd('Cash in bank', 1_420_000), usd('Monthly net burn', 200_000)]
    const runway = (facts: Fact[]) => analysisOf(Q.hireDevs, facts, 'runway-after')
    expect(runway([...pack, pc('Employer on-costs', 25)])).toMatchObject({ display: '5.9 months', hard: true })
    expect(runway(pack)).toMatchObject({ display: '6.1 months', hard: false })
    expect(call(Q.hireDevs, [...pack, pc('Employer on-costs', 25)])).toBe('do-not-proceed')
    expect(understand(Q.hireDevs).magnitudes.find((m) => m.metric === 'hires')?.value).toBe(4)
  })

  it('hires fee earners who bill 3× their cost', () => {
    expect(
      approve(
        call(Q.hireAuditors, [
          usd('Associate salary', 80_000),
          usd('Billing rate per hour', 250),
          { label: 'Billable hours per year', value: 1_200, unit: 'hours' },
          pc('Team utilisation', 90),
        ]),
      ),
    ).toBe(true)
    expect(
      call(Q.hireAuditors, [
        usd('Associate salary', 80_000),
        usd('Billing rate', 100),
        { label: 'Billable hours per year', value: 1_000, unit: 'hours' },
      ]),
    ).toBe('do-not-proceed')
  })

  it('switches for a lower rate only when it repays the fees fast; invests in a measured saving; opens a unit that repays its build-out', () => {
    expect(
      call(Q.processor, [
        usd('Card volume per month', 200_000),
        pc('Fee saving', 0.5),
        usd('Early termination fee', 30_000),
        usd('Migration cost', 10_000),
      ]),
    ).toBe('do-not-proceed')
    expect(
      approve(
        call(Q.processor, [
          usd('Card volume per month', 1_000_000),
          pc('Fee saving', 0.5),
          usd('Early termination fee', 30_000),
        ]),
      ),
    ).toBe(true)
    expect(
      approve(
        call(Q.routing, [
          usd('Build cost', 90_000),
          pc('Saving in the pilot', 10),
          usd('Fleet cost per month', 100_000),
          usd('Cash', 2_000_000),
        ]),
      ),
    ).toBe(true)
    expect(
      approve(
        call(Q.fourthGym, [
          usd('Projected annual sales', 1_200_000),
          pc('Four-wall margin', 20),
          usd('Cash', 2_000_000),
        ]),
      ),
    ).toBe(true)
    expect(
      call(Q.fourthGym, [usd('Projected annual sales', 600_000), pc('Four-wall margin', 12), usd('Cash', 2_000_000)]),
    ).toBe('do-not-proceed')
  })

  it('stops an activity that loses money, not one that contributes', () => {
    expect(
      approve(
        call(Q.stopDelivery, [
          eur('Delivery revenue per month', 9_000),
          eur('Delivery driver wages per month', 6_500),
          eur('Delivery van costs per month', 4_000),
        ]),
      ),
    ).toBe(true)
    expect(
      call(Q.stopDelivery, [eur('Delivery revenue per month', 20_000), eur('Delivery driver wages per month', 6_000)]),
    ).toBe('do-not-proceed')
  })

  it('hedges a material currency exposure inside the policy band, not a bet on the rate', () => {
    const pack = [
      usd('Dollar denominated costs per month', 200_000),
      pc('Exchange rate move', 8),
      usd('Monthly revenue', 1_000_000),
      pc('Net margin', 5),
    ]
    expect(approve(call(Q.hedge, [...pack, pc('Hedge ratio', 70)]))).toBe(true)
    expect(call(Q.hedge, [...pack, pc('Hedge ratio', 150)])).toBe('do-not-proceed')
  })

  it('refinances when the fees pay back fast, and does not borrow past a covenant', () => {
    expect(
      approve(
        call(Q.refinance, [
          usd('Loan balance', 1_000_000),
          pc('Current interest rate', 9),
          pc('New interest rate', 7),
          usd('Arrangement fee', 6_000),
        ]),
      ),
    ).toBe(true)
    expect(
      call(Q.truckLoan, [
        usd('Existing debt', 2_600_000),
        usd('Cash', 500_000),
        usd('EBITDA', 1_000_000),
        times('Leverage covenant', 3),
        pc('Interest rate', 8),
        inMonths('Term', 60),
      ]),
    ).toBe('do-not-proceed')
  })

  it('refuses readable card numbers and dropping contract-required cover; buys a control clients require when cheap', () => {
    expect(
      call(Q.cardsInSheet, [count('Card numbers stored in plain text', 800), usd('Tokenisation per month', 300)]),
    ).toBe('do-not-proceed')
    expect(
      call(Q.dropInsurance, [
        usd('Minimum liability cover in distributor agreements', 1_000_000),
        usd('Premium per month', 2_000),
        usd('Cash', 900_000),
      ]),
    ).toBe('do-not-proceed')
    expect(
      approve(
        call(Q.clientsWantMfa, [
          gbp('Rollout cost (one-off)', 10_000),
          pc('Share of revenue from enterprise customers', 25),
          gbp('Annual revenue', 2_000_000),
        ]),
      ),
    ).toBe(true)
  })
})
