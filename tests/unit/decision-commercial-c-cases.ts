// The analysis table's cases for the commercial analyses of the second round (displacement, contracted
// floor, growth range), spread into CASES of decision-analyses.test.ts: the verdict and result a member
// would see, worked out by hand beside each, and what a missing analysis needs.
import type { Support, Verdict } from '../../shared/decision/analyses'
import type { Fact } from '../../shared/schemas/board-pack'

const usd = (label: string, value: number): Fact => ({ label, value, unit: 'USD' })
const pc = (label: string, value: number, group?: string): Fact => ({
  label,
  value,
  unit: '%',
  ...(group ? { group } : {}),
})
const count = (label: string, value: number): Fact => ({ label, value, unit: 'count' })

type Expected = { verdict: Verdict | 'missing'; shows?: string; needs?: string[]; hard?: boolean; supports?: Support }
type Case = [note: string, question: string, facts: Fact[], expected: Expected]

const block = 'A conference organiser wants 20 rooms every night in October at $90. Should we sign the deal?'
const blockFacts = [
  count('Rooms requested', 20),
  usd('Group rate per night', 90),
  count('Rooms', 80),
  usd('ADR', 140),
  usd('Cost per occupied room', 25),
]
const commit = 'Can we commit $2.0M of Q2 revenue to the bank?'
const commitFacts = (worst: number) => [
  usd('Q2 revenue commitment', 2_000_000),
  usd('Contracted revenue for Q2', 1_700_000),
  usd('Lowest uncontracted revenue in a quarter', worst),
]
const record = [
  pc('Revenue growth', 6, 'Year 1'),
  pc('Revenue growth', 11, 'Year 2'),
  pc('Revenue growth', 10, 'Year 3'),
]

const subscribe = 'Should we offer a subscription at 15% off our tea?'
const orders = (label: string, value: number, group: string): Fact => ({ label, value, unit: 'count', group })
const teaFacts = [pc('Subscription discount', 15), usd('Average order value', 30), usd('Contribution per order', 9)]

const parking = 'Should we include parking free with every room?'
const parkingFacts = (gain: number) => [
  usd('Parking cost per person', 5),
  count('People per booking', 1),
  usd('Parking price', 15),
  count('Bookings per year', 10000),
  pc('Expected occupancy gain', gain),
  count('Rooms', 40),
  usd('ADR', 100),
]

export const COMMERCIAL_C_CASES: Record<string, Case[]> = {
  'free-extra': [
    // Given away a sale: 20% × 1 × ($15 − $5) + 1 × $5 = $7; × 10,000 = $70,000. Won: 3% × 40 × 365 = 438 × ($100 − $5) = $41,610 → 0.59×.
    [
      'wins back too little',
      parking,
      [...parkingFacts(3), pc('Attach rate', 20)],
      { verdict: 'fail', shows: '0.59×', supports: 'against' },
    ],
    // Won: 8% × 40 × 365 = 1,168 × $95 = $110,960 ÷ $70,000 = 1.59×.
    [
      'wins back more than it gives',
      parking,
      [...parkingFacts(8), pc('Attach rate', 20)],
      { verdict: 'pass', shows: '1.59×', supports: 'for' },
    ],
    ['no take-up today', parking, parkingFacts(3), { verdict: 'missing', needs: ['share buying the extra today'] }],
  ],
  'subscription-discount': [
    // $9 − 15% × $30 = $4.50 an order; 10 × $4.50 = $45 against 3 × $9 = $27 → 1.67×.
    [
      'subscribers order far more often',
      subscribe,
      [...teaFacts, orders('Orders per year', 3, 'One-off buyers'), orders('Orders per year', 10, 'Subscribers')],
      { verdict: 'pass', shows: '1.67×', supports: 'for' },
    ],
    // 5 × $4.50 = $22.50 against $27 → 0.83×.
    [
      'not often enough to pay for the discount',
      subscribe,
      [...teaFacts, orders('Orders per year', 3, 'One-off buyers'), orders('Orders per year', 5, 'Subscribers')],
      { verdict: 'fail', shows: '0.83×', supports: 'against' },
    ],
    [
      'no order frequency per kind of customer',
      subscribe,
      teaFacts,
      { verdict: 'missing', needs: ['orders a year of subscribers and of other customers, one row each'] },
    ],
  ],
  displacement: [
    // 80 × (1 − 90%) = 8 free, 12 displaced: 20 × (90 − 25) = $1,300 against 12 × (140 − 25) = $1,380 → 0.94×.
    [
      'displaces guests paying more',
      block,
      [...blockFacts, pc('Occupancy', 90)],
      { verdict: 'fail', shows: '0.94×', supports: 'against' },
    ],
    // 80 × 40% = 32 free ≥ 20: nothing displaced.
    [
      'fills rooms we would not sell',
      block,
      [...blockFacts, pc('Occupancy', 60)],
      { verdict: 'pass', shows: 'nothing displaced', supports: 'for' },
    ],
    ['no occupancy', block, blockFacts, { verdict: 'missing', needs: ['utilisation'] }],
  ],
  'contracted-floor': [
    // ($1.7M + $0.4M) ÷ $2.0M = 1.05×.
    ['the worst period still reaches it', commit, commitFacts(400_000), { verdict: 'pass', shows: '1.05×' }],
    // ($1.7M + $0) ÷ $2.0M = 0.85×.
    ['well above the floor', commit, commitFacts(0), { verdict: 'fail', shows: '0.85×' }],
    [
      'no worst period',
      commit,
      [usd('Q2 revenue commitment', 2_000_000), usd('Contracted revenue for Q2', 1_700_000)],
      { verdict: 'missing', needs: ['lowest uncontracted revenue in a period on record'] },
    ],
  ],
  'growth-range': [
    // Record 6%, 11%, 10%: average 9%, so 8% is inside it.
    [
      'under the average of the record',
      'Can we tell the board we will grow revenue 8% next year?',
      record,
      { verdict: 'pass', shows: '8%' },
    ],
    // Best 11% + a 3% price rise = 14% < 16%.
    [
      'above the best year and the price rise',
      'Can we tell the board we will grow revenue 16% next year?',
      [...record, pc('Planned price increase', 3)],
      { verdict: 'fail', shows: '16%' },
    ],
    [
      'one year of record',
      'Can we tell the board we will grow revenue 8% next year?',
      [pc('Revenue growth', 6, 'Year 1')],
      { verdict: 'missing', needs: ['growth rates of past years, one a year'] },
    ],
  ],
}
