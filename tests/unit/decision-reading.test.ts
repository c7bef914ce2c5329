// The board's reading and its general appraisal on the situations that showed it deciding only what
// someone had written a rule for: each is decided from its own figures (the pharmacy, the gym and the
// van refused; the bakery and the hire approved with their working), a figure given per year, per
// month or per unit keeps that period, amounts in another currency are never combined, the executive
// whose remit it is takes a position from the figures, and a member's correction of a role changes
// the decision. The engine was not fitted to these: they are the situations a new user met.
import { describe, expect, it } from 'vitest'
import { runBoard } from '../../shared/decision/board'
import { readFact } from '../../shared/decision/reading/fact'
import type { Fact } from '../../shared/schemas/board-pack'
import type { StandingFigure } from '../../shared/schemas/board-pack'

const board = (question: string, facts: Fact[], standing: StandingFigure[] = []) =>
  runBoard({ question, facts, standing, crm: null })
const analysis = (d: ReturnType<typeof board>, id: string) => d.analyses?.find((a) => a.id === id)

// Northwind keeps its figures in dollars.
const NORTHWIND: StandingFigure[] = [
  { metric: 'cash', label: 'Cash in bank', value: 1_800_000, unit: 'USD', as_of: '2026-11-20' },
  { metric: 'net_burn', label: 'Monthly net burn', value: 95_000, unit: 'USD', as_of: '2026-11-20' },
]

describe('each figure read by what it is', () => {
  it.each([
    ['Van running costs', '$6,000 a year', 'recurring-cost', 'year', 6000],
    ['Annual added profit', 9000, 'profit', 'year', 9000],
    ['Extra profit per year from the oven', 12000, 'profit', 'year', 12000],
    ['Courier cost per delivery', 13.8, 'unit-cost', 'unit', 13.8],
    ['Expected new deals per month from the hire', 2, 'volume', 'month', 2],
    ['Shop rent a month', 4200, 'recurring-cost', 'month', 4200],
    ['Loan term', '5 years', 'term', null, 60],
  ] as const)('%s (%s) is %s per %s', (label, value, role, period, read) => {
    const fact: Fact = typeof value === 'number' ? { label, value, unit: 'GBP' } : { label, value, unit: 'text' }
    if (label === 'Expected new deals per month from the hire') delete (fact as { unit?: string }).unit
    const r = readFact(fact, 'pack:0', 'pack')
    expect([r.role, r.period, r.value]).toEqual([role, period, read])
    expect(r.trace.length).toBeGreaterThan(0)
  })

  it('shows a figure it cannot place as unread, never drops it', () => {
    const d = board('Should we buy a $38,000 delivery van?', [{ label: 'Colour', value: 'white', unit: 'text' }])
    const fig = d.reading!.figures.find((f) => f.label === 'Colour')!
    expect(fig.role).toBeNull()
    expect(fig.trace.at(-1)).toBe('unread: no role for this text labelled “Colour”')
  })
})

describe('decided from its own figures', () => {
  it('the pharmacy’s same-day delivery at $4.99 loses money on every delivery', () => {
    const d = board('Should the pharmacy launch same-day home delivery at $4.99?', [
      { label: 'Average basket', value: 28, unit: 'USD' },
      { label: 'Gross margin', value: 22, unit: '%' },
      { label: 'Courier cost per delivery', value: 13.8, unit: 'USD' },
      { label: 'Expected deliveries a week', value: 60 },
    ])
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(d.decision.summary).toContain('-$2.65')
    // Nothing about uptime or vulnerabilities: it is no software launch.
    expect(d.decision.needs ?? []).toEqual([])
  })

  it('the gym’s cut from £45 to £30 needs more members than its capacity holds', () => {
    const d = board('Should we cut membership from £45 to £30 a month to fill the gym?', [
      { label: 'Members', value: 1100 },
      { label: 'Capacity', value: 1300 },
      { label: 'Variable cost per member a month', value: 4, unit: 'GBP' },
    ])
    expect(d.decision.recommendation).toBe('do-not-proceed')
    const pv = analysis(d, 'price-volume')!
    expect(pv.status).toBe('done')
    expect(pv.summary).toContain('18.2%')
  })

  it('the van on a 4-year loan at 8% is refused on its running costs written “a year”: cover 1.08×', () => {
    const d = board('Should we buy a $38,000 delivery van on a 4-year loan at 8%?', [
      { label: 'Benefit from the van', value: '$18,000 a year', unit: 'text' },
      { label: 'Van running costs', value: '$6,000 a year', unit: 'text' },
    ])
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(d.decision.summary).toContain('1.08×')
    // The COO, whose remit a van is, takes a position from the figures.
    expect(d.positions.find((p) => p.executive === 'coo')!.stance).toBe('oppose')
  })

  it('the second bakery pays back in about 13 months and is approved, with its working', () => {
    const facts: Fact[] = [
      { label: 'Fit-out and equipment', value: 85000, unit: 'GBP' },
      { label: 'Forecast sales a month', value: 32000, unit: 'GBP' },
      { label: 'Gross margin', value: 60, unit: '%' },
      { label: 'Rent a month', value: 4200, unit: 'GBP' },
      { label: 'Staff cost a month', value: 8500, unit: 'GBP' },
      { label: 'Cash in the bank', value: 240000, unit: 'GBP' },
    ]
    const d = board('Should we open a second bakery across town?', facts)
    expect(d.decision.recommendation).toMatch(/^proceed/)
    const payback = analysis(d, 'payback')!
    expect(payback.summary).toContain('13.1 months')
    expect(payback.working.join(' ')).toContain('£32,000 a month × 60% margin = £19,200 a month')

    // Asked as Northwind, whose own figures are in dollars: nothing is combined across currencies.
    const asNorthwind = board('Should we open a second bakery across town?', facts, NORTHWIND)
    const text = JSON.stringify(asNorthwind.analyses)
    expect(text).not.toContain('£1,800,000')
    expect(text).not.toContain('£95,000')
    expect(asNorthwind.decision.recommendation).toMatch(/^proceed/)
  })

  it('the $70k salesperson bringing 2 deals a month of $28k at 70% margin is approved, and the CMO argues it', () => {
    const d = board('Should we hire a second salesperson at $70k?', [
      { label: 'Expected new deals per month from the hire', value: 2 },
      { label: 'Average deal', value: 28000, unit: 'USD' },
      { label: 'Gross margin', value: 70, unit: '%' },
    ])
    expect(d.decision.recommendation).toMatch(/^proceed/)
    const cmo = d.positions.find((p) => p.executive === 'cmo')!
    expect(cmo.stance).not.toBe('abstain')
    expect(cmo.evidence.length).toBeGreaterThan(0)
  })

  it('the CEO takes a position on a price rise from its figures', () => {
    const d = board('Should we raise our lesson price from £40 to £44?', [
      { label: 'Lessons a week', value: 300 },
      { label: 'Cost per lesson', value: 18, unit: 'GBP' },
      { label: 'Pupils who said they would leave at £44 (survey)', value: 5, unit: '%' },
    ])
    expect(d.decision.recommendation).toMatch(/^proceed/)
    expect(d.positions.find((p) => p.executive === 'ceo')!.stance).not.toBe('abstain')
  })

  it('a question with no figures still gets Gather data first, with nobody supporting', () => {
    const d = board('Should we open a second site?', [])
    expect(d.decision.recommendation).toBe('gather-data')
    expect(d.positions.filter((p) => p.stance === 'support')).toEqual([])
  })
})

describe('a member’s correction', () => {
  const question = 'Should we buy a $30,000 dough mixer?'
  const facts: Fact[] = [
    { label: 'Mixer price', value: 30000, unit: 'USD' },
    { label: 'Bakers’ overtime a month', value: 2500, unit: 'USD' },
  ]
  it('changes the decision it bears on, and is recorded as the member’s', () => {
    expect(board(question, facts).decision.recommendation).toBe('gather-data')
    const corrected = runBoard({
      question,
      facts,
      standing: [],
      crm: null,
      corrections: { facts: [{ index: 1, role: 'saving' }] },
    })
    expect(corrected.decision.recommendation).toMatch(/^proceed/)
    expect(corrected.decision.summary).toContain('pays back in 12 months')
    const fig = corrected.reading!.figures.find((f) => f.index === 1)!
    expect(fig).toMatchObject({ role: 'saving', corrected: ['role'] })
    expect(fig.trace).toContain('role saving ← corrected by a member')
  })

  it('a kind set by the member picks that kind’s analyses', () => {
    const d = runBoard({ question, facts, standing: [], crm: null, corrections: { kind: 'lease' } })
    expect(d.kind).toBe('lease')
    expect(d.reading!.kindCorrected).toBe(true)
  })
})
