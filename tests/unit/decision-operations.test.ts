// The operations, treasury, engineering, launch and security analyses (shared/decision/analyses-operations.ts),
// table-tested like tests/unit/decision-analyses.test.ts: for each, a question of a kind it applies to and a
// board pack of our own, the verdict and the result a member would see (the arithmetic beside each case),
// the value at and just past each threshold, the opposite verdict, and what it says when a figure is missing.
// Then the questions these kinds are read from, the labels they are matched by, and whole sessions.
import { describe, expect, it } from 'vitest'
import { analysisOf, bookOf, type Case, count, describeAnalysisTable, inMonths, pc, text, usd } from './decision-table'
import { operationsAnalyses } from '../../shared/decision/analyses-operations'
import { runBoard } from '../../shared/decision/board'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'

const Q = {
  closeSite: 'Should we close our second warehouse? It saves $20k a month.',
  dropWeekend: 'Should we drop weekend support? It would save $10k a month.',
  layoff: 'Should we lay off 5 people?',
  rebuild: 'Should we rebuild the billing system?',
  openClinic: 'Should we open a second clinic?',
  savingsPlan: 'Should we buy a 1-year compute savings plan?',
  treasury: 'Should we put $2M of surplus cash into treasury bills?',
  rollOut: 'Should we roll out the new onboarding flow to everyone?',
  shareLogin: 'Can our support team share one admin login for the billing system?',
  insurerMfa: 'Our insurer says we need MFA on every account to renew. Do we just do it?',
  switchReminders: 'Should we switch appointment reminders to TextFast?',
}

// The sites: A handles 10,000 orders a month, B 7,000; A (kept) can handle 20,000.
const sites = (a: number, b: number, capacity: number) => [
  count('Orders per month shipped from site A', a),
  count('Orders per month shipped from site B', b),
  count('Site A capacity, orders per month', capacity),
]
// A $7,000-a-month subscription replaced by a build that costs $2,000 a month to run.
const build = (upfront: number, running = 2000) => [
  usd('Upfront cost', upfront),
  usd('Current billing subscription per month', 7000),
  usd('Running cost per month', running),
]
// Fit-out $200k; $20k a month lost for 10 months until break-even: $200k to carry.
const clinic = (cash: number) => [
  usd('Cash in bank', cash),
  usd('Fit-out cost', 200_000),
  usd('Peak monthly loss while ramping', 20_000),
  inMonths('Months to break even', 10),
]
// $20k a month committed at 20% off covers $25k of on-demand usage.
const plan = (extra: Fact[]) => [
  usd('Savings plan commitment per month', 20_000),
  pc('Discount vs on-demand', 20),
  ...extra,
]
const treasury = (amount: number, instrument = '3-month treasury bills') => [
  usd('Cash', 5_000_000),
  usd('Amount to invest', amount),
  usd('Monthly operating costs', 500_000),
  text('Instrument', instrument),
]

const CASES: Record<string, Case[]> = {
  'site-consolidation': [
    // (10,000 + 7,000) ÷ 20,000; pass ≤ 85%, fail > 100%.
    ['exactly 85%', Q.closeSite, sites(10_000, 7_000, 20_000), { verdict: 'pass', shows: '85%', supports: 'for' }],
    ['just over 85%', Q.closeSite, sites(10_000, 7_020, 20_000), { verdict: 'borderline', shows: '85.1%' }],
    ['exactly full', Q.closeSite, sites(12_000, 8_000, 20_000), { verdict: 'borderline', shows: '100%', hard: false }],
    [
      'more than the site kept can take',
      Q.closeSite,
      sites(13_000, 8_000, 20_000),
      { verdict: 'fail', shows: '105%', hard: true, supports: 'against' },
    ],
    [
      'volumes without the capacity of the site kept',
      Q.closeSite,
      sites(10_000, 7_000, 20_000).slice(0, 2),
      { verdict: 'missing', needs: ['capacity of the site kept'] },
    ],
    [
      'a capacity without the volumes',
      Q.closeSite,
      sites(10_000, 7_000, 20_000).slice(2),
      { verdict: 'missing', needs: ['volume handled (monthly)'] },
    ],
    ['a cut that is not about sites', Q.layoff, [usd('Cash', 1_000_000)], { verdict: 'not run' }],
  ],
  'contract-breach': [
    [
      'contracts promise what is cut',
      Q.dropWeekend,
      [
        usd('ARR under contracts with a weekend support SLA', 500_000),
        text('Contract remedy for missing the SLA', 'service credits'),
      ],
      { verdict: 'fail', shows: '$500,000 under contract', hard: true, supports: 'against' },
    ],
    [
      'no contract promises it',
      Q.dropWeekend,
      [
        usd('ARR under contracts with a weekend support SLA', 0),
        text('Contract remedy for missing the SLA', 'service credits'),
      ],
      { verdict: 'pass', shows: 'no contract at stake', supports: 'for' },
    ],
    [
      'a remedy, but not what is under contract',
      Q.dropWeekend,
      [text('Contract remedy for missing the SLA', 'service credits')],
      { verdict: 'missing', needs: ['revenue at risk', 'customers requiring it by contract'] },
    ],
    [
      'revenue at risk with no contract behind it is the cut-tradeoff’s',
      Q.dropWeekend,
      [usd('Revenue at risk', 500_000)],
      { verdict: 'not run' },
    ],
  ],
  'replacement-payback': [
    // ($7,000 − $2,000) a month = $60,000 a year saved; payback = upfront ÷ $5,000; pass ≤ 12, fail > 24.
    ['exactly 12 months', Q.rebuild, build(60_000), { verdict: 'pass', shows: '12 months', supports: 'for' }],
    ['just over 12', Q.rebuild, build(60_500), { verdict: 'borderline', shows: '12.1 months' }],
    ['over 24 months', Q.rebuild, build(125_000), { verdict: 'fail', shows: '25 months', hard: false }],
    [
      'costs more to run than what it replaces',
      Q.rebuild,
      build(60_000, 8_000),
      { verdict: 'fail', shows: 'never', hard: true, supports: 'against' },
    ],
    [
      'what it replaces is not known',
      Q.rebuild,
      [usd('Upfront cost', 60_000)],
      { verdict: 'missing', needs: ['what it replaces costs today (a year)'] },
    ],
    ['no upfront cost', Q.rebuild, build(60_000).slice(1), { verdict: 'missing', needs: ['upfront cost'] }],
  ],
  'ramp-funding': [
    // (cash − $200,000) ÷ ($20,000 × 10); pass ≥ 1.5×, fail < 1×.
    ['exactly 1.5×', Q.openClinic, clinic(500_000), { verdict: 'pass', shows: '1.5×', supports: 'for' }],
    ['between', Q.openClinic, clinic(440_000), { verdict: 'borderline', shows: '1.2×', hard: false }],
    [
      'the cash runs out before break-even',
      Q.openClinic,
      clinic(350_000),
      { verdict: 'fail', shows: '0.75×', hard: true, supports: 'against' },
    ],
    [
      'a ramp loss without its length or the cash',
      Q.openClinic,
      [usd('Peak monthly loss while ramping', 20_000)],
      { verdict: 'missing', needs: ['time to break even', 'cash'] },
    ],
    ['no ramp-up figures', Q.openClinic, [usd('Cash in bank', 500_000)], { verdict: 'not run' }],
  ],
  'commitment-floor': [
    // $20,000 ÷ (1 − 20%) = $25,000 of usage covered.
    [
      'exactly the lowest month',
      Q.savingsPlan,
      plan([usd('Lowest monthly compute spend', 25_000)]),
      { verdict: 'pass', shows: '$25,000', supports: 'for' },
    ],
    [
      'above the lowest month, under the average',
      Q.savingsPlan,
      plan([usd('Lowest monthly compute spend', 24_000), usd('Average monthly compute spend', 30_000)]),
      { verdict: 'borderline', shows: '$25,000' },
    ],
    [
      'above the average month',
      Q.savingsPlan,
      plan([usd('Lowest monthly compute spend', 18_000), usd('Average monthly compute spend', 24_000)]),
      { verdict: 'fail', shows: '$25,000', supports: 'against' },
    ],
    ['no usage history', Q.savingsPlan, plan([]), { verdict: 'missing', needs: ['lowest monthly usage'] }],
    [
      'no discount',
      Q.savingsPlan,
      [usd('Savings plan commitment per month', 20_000), usd('Lowest monthly compute spend', 25_000)],
      { verdict: 'missing', needs: ['discount against on-demand prices'] },
    ],
  ],
  'treasury-liquidity': [
    // ($5M − invested) ÷ $500,000 a month; pass ≥ 6 months, fail < 3.
    ['exactly 6 months kept', Q.treasury, treasury(2_000_000), { verdict: 'pass', shows: '6 months', supports: 'for' }],
    [
      'exactly 3 months kept',
      Q.treasury,
      treasury(3_500_000),
      { verdict: 'borderline', shows: '3 months', hard: false },
    ],
    [
      'under 3 months kept',
      Q.treasury,
      treasury(4_000_000),
      { verdict: 'fail', shows: '2 months', hard: true, supports: 'against' },
    ],
    [
      'an instrument that does not preserve capital',
      Q.treasury,
      treasury(2_000_000, 'Listed equities'),
      { verdict: 'fail', shows: '6 months', hard: true },
    ],
    [
      'no operating costs',
      Q.treasury,
      [usd('Cash', 5_000_000), usd('Amount to invest', 2_000_000)],
      { verdict: 'missing', needs: ['monthly gross burn'] },
    ],
    ['no amount to invest', Q.treasury, [usd('Cash', 5_000_000)], { verdict: 'not run' }],
  ],
  'experiment-result': [
    [
      'a positive uplift at 95%',
      Q.rollOut,
      [pc('Conversion uplift in the test', 3), pc('Statistical significance', 95)],
      { verdict: 'pass', shows: '3%', supports: 'for' },
    ],
    [
      'just under 95%',
      Q.rollOut,
      [pc('Conversion uplift in the test', 3), pc('Statistical significance', 94)],
      { verdict: 'borderline', shows: '3%' },
    ],
    [
      'not significant',
      Q.rollOut,
      [pc('Conversion uplift in the test', 3), pc('Statistical significance', 79)],
      { verdict: 'fail', shows: '3%', supports: 'against' },
    ],
    [
      'no uplift',
      Q.rollOut,
      [pc('Conversion uplift in the test', -1), pc('Statistical significance', 99)],
      { verdict: 'fail', shows: '-1%' },
    ],
    [
      'an uplift without its significance',
      Q.rollOut,
      [pc('Conversion uplift in the test', 3)],
      { verdict: 'missing', needs: ['statistical significance of the test'] },
    ],
  ],
  'payment-guardrail': [
    [
      'a tenth of a point worse',
      Q.rollOut,
      [pc('Payment success rate', 97.5, 'New flow'), pc('Payment success rate', 97.6, 'Old flow')],
      { verdict: 'pass', shows: '−0.1 points', supports: 'for' },
    ],
    [
      'better',
      Q.rollOut,
      [pc('Payment success rate', 97.9, 'New flow'), pc('Payment success rate', 97.6, 'Old flow')],
      { verdict: 'pass', shows: '+0.3 points' },
    ],
    [
      'half a point worse',
      Q.rollOut,
      [pc('Payment success rate', 97.1, 'New flow'), pc('Payment success rate', 97.6, 'Old flow')],
      { verdict: 'borderline', shows: '−0.5 points' },
    ],
    [
      'a regression that blocks it',
      Q.rollOut,
      [pc('Payment success rate', 97, 'New flow'), pc('Payment success rate', 97.6, 'Old flow')],
      { verdict: 'fail', shows: '−0.6 points', hard: true, supports: 'against' },
    ],
    [
      'failure rates, the new one higher',
      Q.rollOut,
      [pc('Payout failure rate', 2, 'Instant'), pc('Payout failure rate', 0.5, 'Standard')],
      { verdict: 'fail', shows: '−1.5 points', hard: true },
    ],
    [
      'one arm only',
      Q.rollOut,
      [pc('Payment success rate', 97.5, 'New flow')],
      { verdict: 'missing', needs: ['payment success rate of both the new version and the one it replaces'] },
    ],
    ['no payment figures', Q.rollOut, [pc('Conversion uplift in the test', 3)], { verdict: 'not run' }],
  ],
  'pilot-contribution': [
    // (revenue − losses) ÷ revenue; pass ≥ 20%, fail ≤ 0.
    [
      'exactly 20% kept',
      Q.rollOut,
      [usd('Fee revenue in beta', 5_000), usd('Fraud losses in beta', 4_000)],
      { verdict: 'pass', shows: '20%', supports: 'for' },
    ],
    [
      'thin',
      Q.rollOut,
      [usd('Fee revenue in beta', 5_000), usd('Fraud losses in beta', 4_100)],
      { verdict: 'borderline', shows: '18%' },
    ],
    [
      'it loses money',
      Q.rollOut,
      [usd('Fee revenue in beta', 5_000), usd('Fraud losses in beta', 6_000)],
      { verdict: 'fail', shows: '-20%', hard: true, supports: 'against' },
    ],
    [
      'revenue without the losses',
      Q.rollOut,
      [usd('Fee revenue in beta', 5_000)],
      { verdict: 'missing', needs: ['direct losses in the beta or pilot'] },
    ],
  ],
  'required-control': [
    [
      'weakening a control a contract requires',
      Q.shareLogin,
      [text('Customer MSA requires named user accounts', 'Yes')],
      { verdict: 'fail', shows: '1 requirement', hard: true, supports: 'against' },
    ],
    [
      'weakening one nothing requires',
      Q.shareLogin,
      [text('Customer MSA requires named user accounts', 'No')],
      { verdict: 'pass', shows: 'not required', supports: 'for' },
    ],
    [
      'buying a control the insurer requires',
      Q.insurerMfa,
      [text('MFA required for renewal', 'Yes'), usd('Insurance cover', 2_000_000)],
      { verdict: 'fail', shows: '1 requirement', hard: false, supports: 'for' },
    ],
    ['no requirement stated', Q.shareLogin, [usd('Seat cost saved per month', 300)], { verdict: 'not run' }],
  ],
  'processor-agreement': [
    [
      'refused for patient data',
      Q.switchReminders,
      [
        text('Will the vendor sign a business associate agreement?', 'No'),
        text('Messages contain patient names', 'Yes'),
      ],
      { verdict: 'fail', shows: 'refused', hard: true, supports: 'against' },
    ],
    [
      'signed',
      Q.switchReminders,
      [
        text('Will the vendor sign a business associate agreement?', 'Yes'),
        text('Messages contain patient names', 'Yes'),
      ],
      { verdict: 'pass', shows: 'signed', supports: 'for' },
    ],
    [
      'refused, the data not stated',
      Q.switchReminders,
      [text('Will the vendor sign a business associate agreement?', 'No')],
      { verdict: 'borderline', shows: 'refused', hard: false },
    ],
    [
      'not yet known',
      Q.switchReminders,
      [text('Will the vendor sign a business associate agreement?', 'Under review')],
      { verdict: 'missing', needs: ['whether the vendor signs the agreement the data requires'] },
    ],
  ],
}

describeAnalysisTable('the table of operations analysis cases', operationsAnalyses(), CASES)

describe('what a required control costs against the cover it keeps', () => {
  it('compares a yearly cost with the cover', () => {
    // $30,000 a year ÷ $5,000,000 = 0.6%.
    const a = analysisOf(
      Q.insurerMfa,
      [text('MFA required for renewal', 'Yes'), usd('Insurance cover', 5_000_000), usd('MFA cost per year', 30_000)],
      'required-control',
    )
    expect(a?.summary).toBe(
      'It is required (mfa required for renewal), and costs 0.6% of the $5,000,000 cover it keeps.',
    )
  })
})

describe('reading the question', () => {
  it('reads each situation as its kind of proposal', () => {
    const kinds = Object.fromEntries(
      [
        ...Object.values(Q),
        'Should we consolidate the two distribution centres into one?',
        'Can we go business-hours only on support?',
        'Should we buy reserved instances for the database fleet?',
        'Should we move our CRM from Pipebox to Salesly?',
        'Should we move $20k from Google Ads to Meta?',
        'Should we move the team to Berlin?',
        'Should we move our services to Kubernetes?',
        'Should we move to Texas?',
        'Should we put idle cash into a money market fund?',
      ].map((q) => [q, understand(q).kind]),
    )
    expect(kinds).toEqual({
      [Q.closeSite]: 'cut',
      [Q.dropWeekend]: 'cut',
      [Q.layoff]: 'cut',
      [Q.rebuild]: 'engineering-investment',
      [Q.openClinic]: 'expansion',
      [Q.savingsPlan]: 'lease',
      [Q.treasury]: 'other',
      [Q.rollOut]: 'launch',
      [Q.shareLogin]: 'security-tradeoff',
      [Q.insurerMfa]: 'security-tradeoff',
      [Q.switchReminders]: 'vendor-switch',
      'Should we consolidate the two distribution centres into one?': 'cut',
      'Can we go business-hours only on support?': 'cut',
      'Should we buy reserved instances for the database fleet?': 'lease',
      'Should we move our CRM from Pipebox to Salesly?': 'vendor-switch',
      'Should we move $20k from Google Ads to Meta?': 'reallocate',
      'Should we move the team to Berlin?': 'other',
      'Should we move our services to Kubernetes?': 'other',
      'Should we move to Texas?': 'other',
      'Should we put idle cash into a money market fund?': 'other',
    })
    expect(understand(Q.shareLogin).direction).toBe('weaken')
    expect(understand(Q.insurerMfa).direction).toBe('strengthen')
    expect(understand('Should we roll it out to all users?').kind).toBe('launch')
  })

  it('reads "a month cheaper" as the saving and "from A to B" as the vendors of a switch', () => {
    const p = understand('Should we move logs from Logly to Stackr? The quote is $5k a month cheaper.')
    expect({ kind: p.kind, from: p.from, to: p.to }).toEqual({ kind: 'vendor-switch', from: 'Logly', to: 'Stackr' })
    expect(p.magnitudes.find((f) => f.metric === 'savings')?.value).toBe(60_000)
  })
})

describe('matching the pack', () => {
  const metricOf = (label: string, value: number | string, unit = 'USD', question = Q.rebuild) =>
    bookOf(question, [{ label, value, unit }]).figures.find((f) => f.label === label)?.metric ?? null
  it('reads what an asset adds as its benefit, and what is paid today as the cost it replaces', () => {
    expect(metricOf('Extra yearly EBITDA from the press', 90_000)).toBe('added_profit')
    expect(metricOf('EBITDA', 90_000)).toBe('ebitda')
    expect(metricOf('Current CRM subscription per month', 4_000)).toBe('current_vendor_cost')
    expect(metricOf('Yearly maintenance of the new system', 30_000)).toBe('added_cost')
    expect(metricOf('Lowest monthly cloud spend', 30_000)).toBe('usage_floor')
    expect(metricOf('FC1 capacity, orders per month', 40_000, 'count')).toBe('site_capacity')
    expect(metricOf('Orders per month shipped from FC2', 6_000, 'count')).toBe('site_volume')
  })

  it('reads a cost the question says we would stop paying as what the proposal replaces, a year', () => {
    const q = 'Should we automate invoice matching so we can stop paying the temps who do it?'
    const book = bookOf(q, [
      usd('Build cost', 30_000),
      usd('Monthly cost of the temps', 5_000),
      usd('Server running cost per month', 1_000),
    ])
    expect(book.get('current_vendor_cost')).toMatchObject({ label: 'Monthly cost of the temps', value: 60_000 })
    expect(book.get('added_cost')).toMatchObject({ label: 'Server running cost per month', value: 1_000 })
    // $30,000 ÷ (($60,000 − $12,000) ÷ 12) = 7.5 months.
    expect(
      analysisOf(
        q,
        [
          usd('Build cost', 30_000),
          usd('Monthly cost of the temps', 5_000),
          usd('Server running cost per month', 1_000),
        ],
        'replacement-payback',
      ),
    ).toMatchObject({ verdict: 'pass', display: '7.5 months' })
    // Without the question saying so, the same cost is the proposal's own.
    expect(
      bookOf('Should we automate invoice matching?', [usd('Monthly cost of the temps', 5_000)]).get(
        'current_vendor_cost',
      ),
    ).toBeUndefined()
  })
})

describe('whole sessions', () => {
  const call = (question: string, facts: Fact[]) =>
    runBoard({ question, facts, standing: [], crm: null }).decision.recommendation
  const approve = (r: string) => r === 'proceed' || r === 'proceed-with-conditions'

  it('consolidates sites when the one kept has room, not when it would overflow', () => {
    expect(approve(call(Q.closeSite, sites(10_000, 7_000, 30_000)))).toBe(true)
    expect(call(Q.closeSite, sites(15_000, 9_000, 20_000))).toBe('do-not-proceed')
  })

  it('does not cut a service customers hold by contract', () => {
    expect(
      call(Q.dropWeekend, [
        usd('ARR under contracts with a weekend support SLA', 500_000),
        text('Contract remedy for missing the SLA', 'termination right'),
        usd('Cash', 3_000_000),
        usd('Monthly net burn', 100_000),
      ]),
    ).toBe('do-not-proceed')
  })

  it('takes an equipment loan the asset’s extra EBITDA covers, not one it does not', () => {
    // $200,000 at 8% over 60 months ≈ $4,055 a month, $48,660 a year.
    const loan = 'Should we take a 5-year, $200k equipment loan at 8% to buy a second press?'
    expect(
      approve(
        call(loan, [
          usd('Loan amount', 200_000),
          pc('Interest rate', 8),
          inMonths('Loan term', 60),
          usd('Extra yearly EBITDA from the press', 90_000),
        ]),
      ),
    ).toBe(true)
    expect(
      call(loan, [
        usd('Loan amount', 200_000),
        pc('Interest rate', 8),
        inMonths('Loan term', 60),
        usd('Extra yearly EBITDA from the press', 40_000),
      ]),
    ).toBe('do-not-proceed')
  })

  it('opens a site when the current one is full and the cash carries the ramp-up, not when it is half empty', () => {
    const facts = (use: number) => [...clinic(600_000), pc('Diary utilisation at the current clinic', use)]
    expect(approve(call(Q.openClinic, facts(95)))).toBe(true)
    expect(call(Q.openClinic, facts(55))).toBe('do-not-proceed')
    expect(call(Q.openClinic, [...clinic(300_000), pc('Diary utilisation at the current clinic', 95)])).toBe(
      'do-not-proceed',
    )
  })

  it('rolls out a tested change that holds payments, not a beta that loses money or fails payments', () => {
    expect(
      approve(
        call(Q.rollOut, [
          pc('Conversion uplift in the test', 3),
          pc('Statistical significance', 97),
          pc('Payment success rate', 97.7, 'New flow'),
          pc('Payment success rate', 97.6, 'Old flow'),
          count('Open P1 bugs', 0),
        ]),
      ),
    ).toBe(true)
    expect(
      call(Q.rollOut, [
        usd('Fee revenue in beta', 2_000),
        usd('Fraud losses in beta', 9_000),
        pc('Payout failure rate', 3, 'Instant'),
        pc('Payout failure rate', 0.4, 'Standard'),
      ]),
    ).toBe('do-not-proceed')
  })

  it('commits to cloud usage under its floor, places surplus cash in bills, keeps required controls and refuses a vendor without the agreement', () => {
    expect(approve(call(Q.savingsPlan, plan([usd('Lowest monthly compute spend', 30_000)])))).toBe(true)
    expect(
      call(
        Q.savingsPlan,
        plan([usd('Lowest monthly compute spend', 15_000), usd('Average monthly compute spend', 20_000)]),
      ),
    ).toBe('do-not-proceed')
    expect(approve(call(Q.treasury, treasury(2_000_000)))).toBe(true)
    expect(call(Q.treasury, treasury(4_500_000))).toBe('do-not-proceed')
    expect(call(Q.shareLogin, [text('Customer MSA requires MFA on admin access', 'Yes')])).toBe('do-not-proceed')
    expect(approve(call(Q.insurerMfa, [text('MFA required for renewal', 'Yes')]))).toBe(true)
    expect(
      call(Q.switchReminders, [
        text('Will the vendor sign a business associate agreement?', 'No'),
        text('Messages contain patient names', 'Yes'),
      ]),
    ).toBe('do-not-proceed')
    // An empty pack is always gather-data.
    for (const q of Object.values(Q)) expect(call(q, [])).toBe('gather-data')
  })
})
