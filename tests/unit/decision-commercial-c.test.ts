// The commercial analyses of the second blind round: how questions about fees moved
// between rates, dropped listings, revenue promised to a lender, third-party asks and ad spend moved
// between two amounts are read; and the general rules added for them — displacement of a block rate,
// contracted revenue plus the worst uncontracted period, a growth rate against the record, a past
// price rise scaled to the next, each channel's return written under its name, the contribution a
// discount leaves on a unit's list price — each with the opposite verdict and the missing-figure case.
// Figures are this file's own, not any evaluation case's.
import { describe, expect, it } from 'vitest'
import { channelWords } from '../../shared/decision/analyses-commercial'
import { understand } from '../../shared/decision/understand'
import { analysisOf, call, count, eur, pc, usd } from './decision-table'

describe('reading the second round’s questions', () => {
  it.each([
    ['Should we put our class prices up 5% in every studio?', 'price-change'],
    ['Should we raise the payout fee for marketplace sellers from 2% to 2.5%?', 'price-change'],
    ['Should we drop the trade directory listing? It costs $900 a month.', 'spend-down'],
    ['Can we commit $1.1M of Q3 revenue to our lenders?', 'forecast-commitment'],
    [
      'The council wants us to deliver 40 buses of school transport at a fixed price of $300k. Take it?',
      'customer-deal',
    ],
    ['An airline wants 12 seats on every flight at $40. Sign?', 'customer-deal'],
    ['Should we go from $20k to $45k/mo on paid social?', 'spend-up'],
    ['Should we go from $45k to $20k a month on advertising?', 'spend-down'],
  ])('“%s” is %s', (question, kind) => {
    expect(understand(question).kind).toBe(kind)
  })

  it('reads “put prices up” as a rise and a growth rate promised as the growth committed', () => {
    expect(
      understand('Should we put our class prices up 5%?').magnitudes.find((m) => m.metric === 'price_change')?.value,
    ).toBeCloseTo(0.05, 10)
    expect(
      understand('Can we tell the board we will grow revenue 20% next year?').magnitudes.find(
        (m) => m.metric === 'growth_target',
      )?.value,
    ).toBeCloseTo(0.2, 10)
  })

  it('names a channel by its own words, not by amounts or filler', () => {
    expect(channelWords('the $5k/mo billboard')).toEqual(['billboard'])
    expect(channelWords('affiliate partners')).toEqual(['affiliate', 'partner'])
  })
})

describe('displacement: a block rate against the business it turns away', () => {
  const q = 'A conference organiser wants 20 rooms every night in October at €90. Should we sign the deal?'
  const base = [
    count('Rooms requested', 20),
    eur('Group rate per night', 90),
    count('Rooms', 80),
    eur('ADR', 140),
    eur('Cost per occupied room', 25),
  ]
  it('refuses a block that displaces guests paying more than it does', () => {
    // 80 × 10% = 8 free; 12 displaced: 20 × 65 = €1,300 against 12 × 115 = €1,380.
    const a = analysisOf(q, [...base, pc('Occupancy', 90)], 'displacement')!
    expect(a.role).toBe('decisive')
    expect(a.verdict).toBe('fail')
    expect(a.value).toBeCloseTo(1300 / 1380, 2)
    expect(call(q, [...base, pc('Occupancy', 90)])).toBe('do-not-proceed')
  })
  it('takes a block that fills rooms we would not sell', () => {
    // 80 × 40% = 32 free: nothing displaced.
    const a = analysisOf(q, [...base, pc('Occupancy', 60)], 'displacement')!
    expect(a.verdict).toBe('pass')
    expect(a.summary).toContain('capacity we do not sell')
  })
  it('names what it needs when occupancy is missing', () => {
    expect(analysisOf(q, base, 'displacement')!.needs).toEqual(['utilisation'])
  })
})

describe('contracted floor: a commitment against contract revenue plus the worst uncontracted period', () => {
  const q = 'Can we commit $2.0M of Q2 revenue to the bank?'
  const facts = (worst: number) => [
    usd('Q2 revenue commitment', 2_000_000),
    usd('Contracted revenue for Q2', 1_700_000),
    usd('Lowest uncontracted revenue in a quarter', worst),
  ]
  it('commits when the worst period still reaches it', () => {
    const a = analysisOf(q, facts(350_000), 'contracted-floor')!
    expect(a.verdict).toBe('pass')
    expect(a.value).toBeCloseTo(2_050_000 / 2_000_000, 2)
    expect(call(q, facts(350_000))).toMatch(/^proceed/)
  })
  it('refuses a commitment well above that floor', () => {
    expect(analysisOf(q, facts(50_000), 'contracted-floor')!.verdict).toBe('fail')
    expect(call(q, facts(50_000))).toBe('do-not-proceed')
  })
  it('names the worst period when it is missing', () => {
    expect(
      analysisOf(
        q,
        [usd('Q2 revenue commitment', 2_000_000), usd('Contracted revenue for Q2', 1_700_000)],
        'contracted-floor',
      )!.needs[0],
    ).toMatch(/lowest uncontracted revenue/i)
  })
})

describe('growth range: a promised growth rate against the record', () => {
  const q = 'Can we tell the board we will grow revenue 8% next year?'
  const record = [
    pc('Revenue growth', 6, 'Year 1'),
    pc('Revenue growth', 11, 'Year 2'),
    pc('Revenue growth', 10, 'Year 3'),
  ]
  it('promises a rate under the average of the record', () => {
    expect(analysisOf(q, record, 'growth-range')!.verdict).toBe('pass')
  })
  it('refuses a rate above the best year plus a planned price rise', () => {
    const a = analysisOf(
      'Can we tell the board we will grow revenue 16% next year?',
      [...record, pc('Planned price increase', 3)],
      'growth-range',
    )!
    expect(a.verdict).toBe('fail')
    expect(a.summary).toContain('14%')
  })
  it('asks for the record when it has one year or none', () => {
    expect(analysisOf(q, [pc('Revenue growth', 6, 'Year 1')], 'growth-range')!.needs).toEqual([
      'growth rates of past years, one a year',
    ])
  })
})

describe('price rise judged by what the last rise cost in volume', () => {
  const q = 'Should we put our prices up 10%?'
  it('approves when the last rise, scaled, loses far less than break-even (on the contribution margin)', () => {
    // Break-even 10 ÷ (50 + 10) = 16.7%; the last 5% rise lost 2%, so 10% loses 4%.
    const a = analysisOf(
      q,
      [pc('Contribution margin', 50), pc('Volume change after the 5% rise last year', -2)],
      'price-breakeven',
    )!
    expect(a.verdict).toBe('pass')
    expect(a.value).toBeCloseTo(0.04, 10)
  })
  it('refuses when the scaled loss is above break-even', () => {
    // The last 5% rise lost 9%: 10% loses 18% > 16.7%.
    expect(
      analysisOf(
        q,
        [pc('Contribution margin', 50), pc('Volume change after the 5% rise last year', -9)],
        'price-breakeven',
      )!.verdict,
    ).toBe('fail')
  })
  it('still asks for the expected loss when the last rise’s size is not known', () => {
    expect(
      analysisOf(q, [pc('Contribution margin', 50), pc('Volume change after the rise', -2)], 'price-breakeven')!
        .needs[0],
    ).toMatch(/expected share of customers lost/)
  })
})

describe('reallocation from each channel’s figures written under its name', () => {
  const q = 'Should we move $5k a month from billboards into search ads?'
  it('moves money to the channel that returns more per unit of spend', () => {
    const facts = [
      usd('Billboard spend per month', 5000),
      usd('Revenue from billboard promo code per month', 6000),
      usd('Search spend per month', 2000),
      usd('Search attributed revenue per month', 9000),
    ]
    const a = analysisOf(q, facts, 'reallocation')!
    expect(a.verdict).toBe('pass')
    expect(a.value).toBeCloseTo(4.5 / 1.2, 2)
  })
  it('refuses to move money into a channel whose CAC is above what a customer is worth', () => {
    const facts = [usd('Billboard CAC', 80), usd('Search CAC', 400), usd('Customer lifetime value', 300)]
    const a = analysisOf(q, facts, 'reallocation')!
    expect(a.verdict).toBe('fail')
    expect(a.summary).toContain('for more than the $300 each is worth')
  })
  it('still asks for each channel’s return when only one is named', () => {
    expect(analysisOf(q, [usd('Billboard CAC', 80)], 'reallocation')!.status).toBe('missing')
  })
})

describe('a discount on a unit’s list price, judged by the contribution left on each unit', () => {
  const q = 'A buyer wants 30% off our list price for 5,000 licences. Should we give the discount?'
  it('refuses a discount that takes the price below the variable cost', () => {
    // $20 × 0.7 = $14 against $15 of variable cost.
    const facts = [
      usd('List price per licence per year', 20),
      usd('Variable cost per licence per year', 15),
      pc('Discount requested', 30),
    ]
    const a = analysisOf(q, facts, 'unit-contribution')!
    expect(a.role).toBe('decisive')
    expect(a.verdict).toBe('fail')
    expect(call(q, facts)).toBe('do-not-proceed')
  })
  it('approves one that keeps most of the margin, with the margin standing in for the cost', () => {
    // $1,000 × (1 − 40%) = $600 cost; $1,000 × 0.9 = $900 net: 33.3% against a 40% margin.
    const facts = [usd('Average revenue per unit', 1000), pc('Contribution margin', 40), pc('Discount requested', 10)]
    const a = analysisOf(
      'A buyer wants 10% off for committing 2,000 units a year. Should we give the discount?',
      facts,
      'unit-contribution',
    )!
    expect(a.verdict).toBe('pass')
    expect(a.value).toBeCloseTo(300 / 900, 3)
  })
  it('names the cost when neither it nor a margin is given', () => {
    expect(
      analysisOf(q, [usd('List price per licence per year', 20), pc('Discount requested', 30)], 'unit-contribution')!
        .needs,
    ).toEqual(['cost per unit'])
  })
})

describe('names read from packs of other trades', () => {
  it('reads cost per install as CAC and revenue per install as lifetime value', () => {
    const q = 'Should we go from $10k to $20k/mo on user acquisition?'
    expect(
      analysisOf(q, [usd('Cost per install', 3), usd('Lifetime revenue per install', 1.5)], 'ltv-cac')!.verdict,
    ).toBe('fail')
    expect(
      analysisOf(q, [usd('Cost per install', 1), usd('Lifetime revenue per install', 4.5)], 'ltv-cac')!.verdict,
    ).toBe('pass')
  })
  it('reads revenue tracked by a promo code as the channel’s revenue, and a listing’s cost as its spend', () => {
    const q = 'Should we drop the wedding directory listing?'
    const losing = [usd('Listing cost per month', 1000), usd('Revenue from promo code per month', 400)]
    expect(analysisOf(q, losing, 'roas-breakeven')!.verdict).toBe('fail')
    expect(call(q, losing)).toMatch(/^proceed/)
    const earning = [
      usd('Listing cost per month', 1000),
      usd('Revenue from promo code per month', 5000),
      pc('Gross margin', 60),
    ]
    expect(analysisOf(q, earning, 'roas-breakeven')!.verdict).toBe('pass')
    expect(call(q, earning)).toBe('do-not-proceed')
    expect(analysisOf(q, [usd('Listing cost per month', 1000)], 'roas-breakeven')!.status).toBe('missing')
  })
})
