// Two general rules the board decides leases and repackagings by, with figures of our own: take more
// space when the office is full (occupancy = (headcount + planned hires) ÷ desks) and the whole
// commitment is a small share of cash; move paid value into a free or cheaper tier only when the
// new paying customers replace the revenue it cannibalises within about a year. Each rule is shown
// deciding both ways, and the labels it reads are recognised however they are written.
import { describe, expect, it } from 'vitest'
import { runBoard } from '../../shared/decision/board'
import { buildBook, matchLabel } from '../../shared/decision/figures'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'
import { count, pc, usd } from './decision-table'

const board = (question: string, facts: Fact[]) => runBoard({ question, facts, standing: [], crm: null })
const analysis = (d: ReturnType<typeof board>, id: string) => d.analyses!.find((a) => a.id === id)

describe('recognising the figures these rules read', () => {
  it.each([
    ['Rent we pay today', 'current_rent'],
    ['Current monthly rent', 'current_rent'],
    ['Current rent', 'current_rent'],
    ['Monthly rent', 'rent'],
    ['Proposed studio rent per month', 'rent'],
    ['Workstations', 'desks'],
    ['Number of desks', 'desks'],
    ['Desk occupancy', 'utilisation'],
    ['Business plan MRR', 'plan_mrr'],
    ['Total MRR', 'mrr'],
    ['Monthly sign-ups', 'signups'],
    ['Sign-up uplift', 'signup_gain'],
    ['Expected increase in trials', 'signup_gain'],
    ['Business customers who would downgrade', 'volume_loss'],
    ['Paid plans cannibalised', 'volume_loss'],
  ])('%s → %s', (label, id) => {
    expect(matchLabel(label)?.def.id).toBe(id)
  })

  it('never reads the rent we pay today as the rent proposed, whichever comes first', () => {
    const book = buildBook({
      pack: [usd('Current rent per month', 9_000), usd('New rent per month', 14_000)],
      question: [],
      standing: [],
      crm: null,
      kind: 'lease',
    })
    expect(book.num('rent')).toBe(14_000)
    expect(book.num('current_rent')).toBe(9_000)
  })

  // "Growth plan MRR" also reads as MRR growth by name alone; its unit (money, not a percentage) settles it.
  it('reads a plan’s MRR apart from the company’s', () => {
    const book = buildBook({
      pack: [usd('Growth plan MRR', 50_000), usd('MRR', 120_000)],
      question: [],
      standing: [],
      crm: null,
      kind: 'packaging',
    })
    expect([book.num('plan_mrr'), book.num('mrr')]).toEqual([50_000, 120_000])
  })
})

describe('a lease on more space', () => {
  const question = 'Should we sign a 2-year lease on a larger studio at $9k a month?'
  const pack = (headcount: number, cash: number, burn: number): Fact[] => [
    count('Headcount', headcount),
    count('Desks', 24),
    usd('Cash', cash),
    usd('Monthly net burn', burn),
  ]

  it('is read as a lease with its rent and term', () => {
    expect(understand(question)).toMatchObject({
      kind: 'lease',
      magnitudes: expect.arrayContaining([
        expect.objectContaining({ metric: 'rent', value: 9_000 }),
        expect.objectContaining({ metric: 'lease_term', value: 24 }),
      ]),
    })
  })

  it('proceeds when the office is full and the whole commitment is a small share of cash', () => {
    const d = board(question, pack(28, 2_500_000, 90_000))
    expect(d.decision.recommendation).toMatch(/^proceed/)
    // 28 ÷ 24 = 116.7%; 9,000 × 24 = 216,000 ÷ 2,500,000 = 8.6%.
    expect(analysis(d, 'utilisation')).toMatchObject({
      role: 'decisive',
      verdict: 'pass',
      result: '116.7%',
      working: ['Occupancy: (28) people ÷ 24 desks = 116.7%.'],
    })
    expect(analysis(d, 'commitment-share')).toMatchObject({ role: 'guard', verdict: 'pass', result: '8.6%' })
    expect(d.decision.summary).toContain('more people than desks')
  })

  it('does not proceed when the office it would replace is half empty, however affordable', () => {
    const d = board(question, pack(12, 2_500_000, 90_000))
    expect(analysis(d, 'utilisation')).toMatchObject({ verdict: 'fail', supports: 'against', result: '50%' })
    expect(d.decision.recommendation).toBe('do-not-proceed')
  })

  it('does not proceed when the commitment is more than the cash of a company that burns it, however full the office', () => {
    // 216,000 ÷ 200,000 = 108%; runway after: 200,000 ÷ (40,000 + 9,000) = 4.1 months.
    const d = board(question, pack(28, 200_000, 40_000))
    expect(analysis(d, 'commitment-share')).toMatchObject({ verdict: 'fail', hard: true, result: '108%' })
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(d.decision.summary).toContain('more than the $200,000 we hold while burning cash')
  })

  it('counts planned hires in how full the office will be, not in what the lease costs', () => {
    // (20 + 6) ÷ 24 = 108.3%; runway after: 2,500,000 ÷ (90,000 + 9,000) = 25.3 months, no salaries added.
    const d = board(question, [...pack(20, 2_500_000, 90_000), count('Planned hires', 6)])
    expect(analysis(d, 'utilisation')).toMatchObject({
      verdict: 'pass',
      result: '108.3%',
      working: ['Occupancy: (20 + 6 planned hires) people ÷ 24 desks = 108.3%.'],
    })
    expect(analysis(d, 'affordability')).toMatchObject({ status: 'done', result: '25.3 months' })
    expect(d.decision.recommendation).toBe('proceed')
  })

  it('asks for the occupancy or revenue when the pack shows only that it can pay', () => {
    const d = board(question, [usd('Cash', 2_500_000), usd('Monthly net burn', 90_000)])
    expect(d.decision.recommendation).toBe('gather-data')
    expect(d.decision.needs).toEqual(expect.arrayContaining(['utilisation', 'monthly revenue']))
  })
})

describe('moving paid features into the free tier', () => {
  const question = 'Should we put our Team plan automations into the free tier?'
  // 4,000 sign-ups × 20% = 800 more × 5% = 40 new customers × $30 = $1,200 of new MRR a month.
  const pack = (downgrade: number): Fact[] => [
    usd('Team plan MRR', 50_000),
    pc('Team customers who would downgrade', downgrade),
    count('Monthly sign-ups', 4_000),
    pc('Sign-up uplift', 20),
    pc('Free-to-paid conversion', 5),
    usd('ARPA', 30),
  ]

  it('is read as packaging', () => {
    expect(understand(question).kind).toBe('packaging')
  })

  it('proceeds when the new customers replace the revenue it gives away within a year', () => {
    // 50,000 × 3% = 1,500 ÷ 1,200 = 1.25 months.
    const d = board(question, pack(3))
    expect(analysis(d, 'cannibalisation')).toMatchObject({
      role: 'decisive',
      verdict: 'pass',
      supports: 'for',
      result: '1.3 months',
    })
    expect(d.decision.recommendation).toMatch(/^proceed/)
  })

  it('does not proceed when winning the revenue back would take over two years', () => {
    // 50,000 × 60% = 30,000 ÷ 1,200 = 25 months.
    const d = board(question, pack(60))
    expect(analysis(d, 'cannibalisation')).toMatchObject({ verdict: 'fail', supports: 'against', result: '25 months' })
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(d.decision.summary).toContain(
      'it gives away $30,000 of MRR and wins back $1,200 of new MRR a month: 25 months to replace it',
    )
  })

  it('takes no view when nothing says any paying customer would move down', () => {
    const d = board('Should we offer a free plan?', [pc('Free-to-paid conversion', 5), usd('ARPA', 30)])
    expect(analysis(d, 'cannibalisation')).toBeUndefined()
  })
})
