// The decision layer (shared/decision): reading a question, matching figures to the catalogue,
// the analyses' arithmetic at their boundaries, the board's honesty, and pasted figures.
import { describe, expect, it } from 'vitest'
import { amortisedPayment, analyse } from '../../shared/decision/analyses'
import { runBoard } from '../../shared/decision/board'
import { METRICS } from '../../shared/decision/catalogue'
import { buildBook, matchLabel, normaliseFact } from '../../shared/decision/figures'
import { parsePastedFacts } from '../../shared/decision/paste'
import { PROPOSAL_KINDS, understand, type ProposalKind } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'
import { DebateSchema } from '../../shared/schemas/boardroom'

const board = (question: string, facts: Fact[] = []) => runBoard({ question, facts, standing: [], crm: null })
const magnitude = (question: string, metric: string) =>
  understand(question).magnitudes.find((m) => m.metric === metric)?.value

describe('understanding a proposal', () => {
  it.each<[string, ProposalKind]>([
    ['Should we buy a $500,000 warehouse with a 10-year bank loan?', 'financing'],
    ['Should we double the paid social budget from $20k to $40k a month?', 'spend-up'],
    ['Should we cut the trade show budget from $240k to $80k a year?', 'spend-down'],
    ['Should we move $30k a month from display ads to referral rewards?', 'reallocate'],
    ['Should we hire 3 SDRs at $85k each?', 'hire'],
    ['Should we lay off 10% of the support team?', 'cut'],
    ['Should we raise prices 15% for new customers?', 'price-change'],
    ['Should we offer a 30% discount to close Acme’s $240k deal?', 'discount'],
    ['Should we open a sales office in London for $600k?', 'expansion'],
    ['Should we switch our CRM from Salesforce to HubSpot?', 'vendor-switch'],
    ['Should we sign a 5-year lease at $50k a month for a new HQ?', 'lease'],
    ['Should we rewrite the billing system over the next 12 months?', 'engineering-investment'],
    ['Should we launch the mobile app publicly on Monday?', 'launch'],
    ['Can we skip the SOC 2 audit this year to save $60k?', 'security-tradeoff'],
    ['Should we commit to the board to $1.5M in new bookings next quarter?', 'forecast-commitment'],
    ['Should we accept Hooli’s renewal at $500k a year?', 'customer-deal'],
    ['Should we add a free plan limited to 3 users?', 'packaging'],
    ['Should we stop the podcast sponsorship campaign?', 'campaign-continue-stop'],
    ['Should we acquire DataCo for $1.2M in cash?', 'other'],
  ])('%s → %s', (question, kind) => {
    expect(understand(question).kind).toBe(kind)
  })

  it('covers every kind the issue names, and buying an asset', () => {
    expect(PROPOSAL_KINDS).toHaveLength(20)
    expect(PROPOSAL_KINDS).toContain('investment')
  })

  it('reads magnitudes with their role', () => {
    expect(magnitude('Should we buy a $500,000 warehouse with a 10-year bank loan at 7%?', 'loan_amount')).toBe(500_000)
    expect(magnitude('Should we buy a $500,000 warehouse with a 10-year bank loan at 7%?', 'loan_term')).toBe(120)
    expect(
      magnitude('Should we buy a $500,000 warehouse with a 10-year bank loan at 7%?', 'interest_rate'),
    ).toBeCloseTo(0.07)
    expect(magnitude('Should we double the paid social budget from $20k to $40k a month?', 'budget_to')).toBe(40_000)
    expect(magnitude('Should we hire 3 SDRs at $85k each?', 'hires')).toBe(3)
    expect(magnitude('Should we hire 3 SDRs at $85k each?', 'cost_per_hire')).toBe(85_000)
    expect(magnitude('Should we raise prices 15%?', 'price_change')).toBeCloseTo(0.15)
    expect(magnitude('Should we lower prices by 10%?', 'price_change')).toBeCloseTo(-0.1)
    expect(magnitude('Should we sign a 5-year lease at $50k a month?', 'rent')).toBe(50_000)
    expect(magnitude('Should we sign a 5-year lease at $50k a month?', 'lease_term')).toBe(60)
  })

  it('tells a decision from a question that proposes nothing', () => {
    expect(understand('What is the weather in Paris?').isDecision).toBe(false)
    expect(understand('Should we buy the warehouse?').isDecision).toBe(true)
  })
})

describe('the metric catalogue', () => {
  it('holds at least 80 metrics with unique ids across every area', () => {
    expect(METRICS.length).toBeGreaterThanOrEqual(80)
    expect(new Set(METRICS.map((m) => m.id)).size).toBe(METRICS.length)
    expect(new Set(METRICS.map((m) => m.area))).toEqual(
      new Set(['finance', 'saas', 'marketing', 'sales', 'operations', 'engineering', 'security', 'proposal']),
    )
  })

  it.each([
    ['CAC', 'cac'],
    ['Blended CAC', 'cac'],
    ['Customer acquisition cost', 'cac'],
    ['Monthly burn', 'net_burn'],
    ['Net burn per month', 'net_burn'],
    ['LTV:CAC', 'ltv_cac'],
    ['Churn (monthly)', 'churn'],
    ['NRR', 'nrr'],
    ['Pipeline coverage', 'pipeline_coverage'],
    ['Open critical vulnerabilities', 'critical_vulns'],
    ['ARR', 'mrr'],
    ['Annual third-party fees we would stop paying', 'savings'],
  ])('%s → %s', (label, id) => {
    expect(matchLabel(label)?.def.id).toBe(id)
  })

  it('normalises units and periods, and keeps what it cannot match', () => {
    expect(normaliseFact({ label: 'Gross margin', value: 62, unit: '%' }, 'pack')).toMatchObject({
      figure: { metric: 'gross_margin', value: 0.62 },
    })
    expect(normaliseFact({ label: 'ARR', value: 1_200_000, unit: 'USD' }, 'pack')).toMatchObject({
      figure: { metric: 'mrr', value: 100_000, conversion: 'annual 1,200,000 ÷ 12' },
    })
    expect(normaliseFact({ label: 'Runway', value: 26, unit: 'weeks' }, 'pack')).toMatchObject({
      figure: { metric: 'runway', value: 6 },
    })
    expect(normaliseFact({ label: 'Annual churn', value: 20, unit: '%' }, 'pack')).toMatchObject({
      figure: { metric: 'churn' },
    })
    expect(normaliseFact({ label: 'Spend over the last 3 months', value: 45_000, unit: 'USD' }, 'pack')).toMatchObject({
      figure: { metric: 'marketing_spend', value: 15_000, covers: 3 },
    })
    // A percentage cannot be cash: the fact is kept as written.
    expect(normaliseFact({ label: 'Cash', value: 40, unit: '%' }, 'pack')).toEqual({
      unmatched: { label: 'Cash', value: 40, unit: '%' },
    })
    expect(normaliseFact({ label: 'Office dog', value: 'Rex', unit: 'text' }, 'pack')).toEqual({
      unmatched: { label: 'Office dog', value: 'Rex', unit: 'text' },
    })
  })

  it('lets a pack fact override a standing figure for the same metric', () => {
    const book = buildBook({
      pack: [{ label: 'Cash', value: 50_000, unit: 'USD' }],
      question: [],
      standing: [{ metric: 'cash', label: 'Cash in bank', value: 900_000, unit: 'USD', as_of: '2026-11-01' }],
      crm: null,
    })
    expect(book.get('cash')).toMatchObject({ value: 50_000, source: 'pack' })
  })
})

describe('the analyses at their boundaries', () => {
  it('amortises a loan as a bank does', () => {
    // 400,000 at 7 % over 120 months: 4,644.34 a month (standard annuity formula).
    expect(amortisedPayment(400_000, 0.07, 120)).toBeCloseTo(4644.34, 2)
    expect(amortisedPayment(120_000, 0, 120)).toBe(1000)
  })

  const results = (question: string, facts: Fact[]) =>
    analyse(
      buildBook({
        pack: facts,
        question: understand(question).magnitudes,
        standing: [],
        crm: null,
        questionText: question,
        kind: understand(question).kind,
      }),
      understand(question),
    )
  const verdict = (question: string, facts: Fact[], id: string) => results(question, facts).find((a) => a.id === id)

  it.each([
    [3.0, 'pass'],
    [2.99, 'borderline'],
    [1.0, 'borderline'],
    [0.99, 'fail'],
  ])('LTV ÷ CAC of %s is %s', (ratio, expected) => {
    const a = verdict(
      'Should we increase the ads budget?',
      [
        { label: 'LTV', value: ratio * 1000, unit: 'USD' },
        { label: 'CAC', value: 1000, unit: 'USD' },
      ],
      'ltv-cac',
    )
    expect(a?.verdict).toBe(expected)
    expect(a?.hard).toBe(expected === 'fail')
  })

  it.each([
    [12, 'pass'],
    [11.9, 'borderline'],
    [6, 'borderline'],
    [5.9, 'fail'],
  ])('runway of %s months after the commitment is %s', (months, expected) => {
    const a = verdict(
      'Should we buy a $100,000 machine?',
      [
        { label: 'Cash', value: 100_000 + months * 10_000, unit: 'USD' },
        { label: 'Monthly net burn', value: 10_000, unit: 'USD' },
      ],
      'runway-after',
    )
    expect(a?.verdict).toBe(expected)
    expect(a?.working.join(' ')).toContain('$100,000')
  })

  it('names what a missing analysis needs, and what would decide it', () => {
    const a = verdict('Should we buy a $500,000 warehouse with a 10-year bank loan?', [], 'loan-vs-benefit')
    expect(a).toMatchObject({
      status: 'missing',
      rule: 'Approve if what it saves or earns a year is at least 1.25× the loan’s yearly payments.',
    })
    expect(a?.needs).toEqual(['interest rate', 'annual savings or added profit from what the loan buys'])
  })

  it('breaks even on a price rise at p ÷ (m + p)', () => {
    const a = verdict(
      'Should we raise prices 25%?',
      [
        { label: 'Gross margin', value: 75, unit: '%' },
        { label: 'Expected customer loss', value: 24, unit: '%' },
      ],
      'price-breakeven',
    )
    expect(a?.working[0]).toBe('Break-even loss = 25% ÷ (75% + 25%) = 25%.')
    expect(a?.verdict).toBe('borderline')
  })
})

describe('the board', () => {
  it('asks for the figures a warehouse loan turns on when it has none', () => {
    const d = board('Should we buy a $500,000 warehouse with a 10-year bank loan?')
    expect(d.decision.recommendation).toBe('gather-data')
    expect(d.decision.needs).toEqual(
      expect.arrayContaining([
        'interest rate',
        'annual savings or added profit from what the loan buys',
        'cash',
        'monthly net burn',
      ]),
    )
    expect(d.decision.summary).toContain(
      'Approve if what it saves or earns a year is at least 1.25× the loan’s yearly payments.',
    )
    expect(d.positions.every((p) => p.stance !== 'support')).toBe(true)
  })

  const warehouse = (savings: number, cash: number): Fact[] => [
    { label: 'Down payment', value: 100_000, unit: 'USD' },
    { label: 'Loan amount', value: 400_000, unit: 'USD' },
    { label: 'Interest rate', value: 7, unit: '%' },
    { label: 'Loan term', value: 120, unit: 'months' },
    { label: 'Annual savings', value: savings, unit: 'USD' },
    { label: 'Cash', value: cash, unit: 'USD' },
    { label: 'Monthly net burn', value: 60_000, unit: 'USD' },
  ]

  it('proceeds on a warehouse that saves more than its loan costs, citing the arithmetic', () => {
    const d = board('Should we buy a $500,000 warehouse with a 10-year bank loan?', warehouse(150_000, 2_400_000))
    expect(d.decision.recommendation).toMatch(/^proceed/)
    const loan = d.analyses!.find((a) => a.id === 'loan-cover')!
    expect(loan.working).toContain('Payment: $400,000 at 7% over 120 months = $4,644 a month.')
    expect(loan.result).toBe('2.69×')
  })

  it('refuses one that leaves under six months of runway, and says why', () => {
    const d = board('Should we buy a $500,000 warehouse with a 10-year bank loan?', warehouse(150_000, 400_000))
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(d.decision.summary).toContain('hard limit')
    expect(d.decision.summary).toContain('Runway after the commitment')
  })

  it.each(PROPOSAL_KINDS)('never proceeds on a %s question with no figures, and no executive supports it', () => {
    for (const question of [
      'Should we do it?',
      'Should we double the budget?',
      'Should we raise prices?',
      'Should we hire two engineers?',
      'Should we sign the lease?',
      'Should we launch next week?',
    ]) {
      const d = board(question)
      expect(d.decision.recommendation).toBe('gather-data')
      expect(d.positions.filter((p) => p.stance === 'support')).toEqual([])
    }
  })

  it('quotes a figure no metric matches, and shows it as written', () => {
    const d = board('Should we launch the app on Monday?', [
      { label: 'Support team trained on the app', value: 'no', unit: 'text' },
      { label: 'Office dog', value: 'Rex', unit: 'text' },
    ])
    // A yes/no on a readiness item is read as a requirement; the dog is read as nothing and quoted as written.
    expect(d.positions.find((p) => p.executive === 'ceo')!.arguments.at(-1)).toBe(
      'The pack also says “Office dog” (Rex); no analysis reads these, so they are shown as written.',
    )
    expect(d.reading!.figures.find((f) => f.label === 'Support team trained on the app')?.role).toBe('requirement')
    expect(d.reading!.figures.find((f) => f.label === 'Office dog')?.role).toBeNull()
    expect(d.figures!.filter((f) => f.metric === null).map((f) => [f.label, f.value])).toEqual([
      ['Support team trained on the app', 'no'],
      ['Office dog', 'Rex'],
    ])
  })

  it('is deterministic and fits the stored shape', () => {
    const facts: Fact[] = [
      { label: 'ROAS', value: 4, unit: 'x' },
      { label: 'Gross margin', value: 70, unit: '%' },
      { label: 'Cash', value: 1_000_000, unit: 'USD' },
      { label: 'Monthly burn', value: 50_000, unit: 'USD' },
    ]
    const a = board('Should we double the paid search budget from $10k to $20k a month?', facts)
    expect(board('Should we double the paid search budget from $10k to $20k a month?', facts)).toEqual(a)
    expect(DebateSchema.parse(a)).toEqual(a)
    expect(a.turns!.map((t) => t.round)).toEqual([
      'position',
      'position',
      'position',
      'position',
      'position',
      ...a.rebuttals.map(() => 'rebuttal'),
      'vote',
      'vote',
      'vote',
      'vote',
      'vote',
      'decision',
    ])
  })

  it('holds a rebuttal round only when positions disagree, and shows a changed stance', () => {
    // The CMO sees a strong return; the CFO sees runway under the floor: they disagree, and the hard limit wins.
    const d = board('Should we double the paid search budget from $50k to $100k a month?', [
      { label: 'ROAS', value: 5, unit: 'x' },
      { label: 'Gross margin', value: 80, unit: '%' },
      { label: 'Cash', value: 400_000, unit: 'USD' },
      { label: 'Monthly net burn', value: 30_000, unit: 'USD' },
    ])
    expect(d.positions.find((p) => p.executive === 'cmo')?.stance).toBe('support')
    expect(d.positions.find((p) => p.executive === 'cfo')?.stance).toBe('oppose')
    const cmo = d.rebuttals.find((r) => r.executive === 'cmo')!
    // The CEO holds the runway floor too, and speaks first.
    expect(cmo).toMatchObject({ respondsTo: 'ceo', stanceBefore: 'support', stanceAfter: 'oppose' })
    expect(d.decision.recommendation).toBe('do-not-proceed')
    expect(board('Should we buy a $500,000 warehouse with a 10-year bank loan?').rebuttals).toEqual([])
  })
})

describe('pasted figures', () => {
  it('reads the ways people write figures', () => {
    expect(
      parsePastedFacts(
        'CAC: $420\nGross margin 62%\nRunway — 7 months\nPaid social: ROAS: 3.2x\nVendor SOC 2 report: expired\nLoan term: 10 years',
      ),
    ).toEqual({
      facts: [
        { label: 'CAC', value: 420, unit: 'USD' },
        { label: 'Gross margin', value: 62, unit: '%' },
        { label: 'Runway', value: 7, unit: 'months' },
        { label: 'ROAS', value: 3.2, unit: 'x', group: 'Paid social' },
        { label: 'Vendor SOC 2 report', value: 'expired', unit: 'text' },
        { label: 'Loan term', value: 10, unit: 'years' },
      ],
      issues: [],
    })
  })

  it('keeps the units people use, and an amount quoted per a period as written, for the board to read with it', () => {
    expect(
      parsePastedFacts(
        'Van running costs: $6,000 a year\nBenefit from the van — $18,000 a year\nLease: 3 yrs\nPilot length: 2 quarters\nRunning costs £500 a month\nCourier cost per delivery: £4.99 per delivery\nDown payment 20%',
        'GBP',
      ),
    ).toEqual({
      facts: [
        { label: 'Van running costs', value: '$6,000 a year', unit: 'text' },
        { label: 'Benefit from the van', value: '$18,000 a year', unit: 'text' },
        { label: 'Lease', value: 3, unit: 'years' },
        { label: 'Pilot length', value: 2, unit: 'quarters' },
        { label: 'Running costs', value: '£500 a month', unit: 'text' },
        { label: 'Courier cost per delivery', value: '£4.99 per delivery', unit: 'text' },
        { label: 'Down payment', value: 20, unit: '%' },
      ],
      issues: [],
    })
  })

  it('reads a pasted CSV with a header, and names each line it cannot read', () => {
    const result = parsePastedFacts(
      'label,value,unit,group\nSpend,20000,USD,Paid social\nROAS,4.5,x,Paid social\n,12,%,\nChurn,lots and lots and lots of it but this is far too long to be a short text value that the board could quote in a table at all,%,',
    )
    expect(result.facts).toEqual([
      { label: 'Spend', value: 20000, unit: 'USD', group: 'Paid social' },
      { label: 'ROAS', value: 4.5, unit: 'x', group: 'Paid social' },
    ])
    expect(result.issues.map((i) => [i.line, i.message.split(' ')[0]])).toEqual([
      [4, 'the'],
      [5, '“lots'],
    ])
  })

  it('says which line has no value', () => {
    expect(parsePastedFacts('CAC: 420\nJust some words').issues).toEqual([
      {
        line: 2,
        text: 'Just some words',
        message: 'there is no value: write it as “Label: value”, for example “CAC: $420”',
      },
    ])
  })
})
