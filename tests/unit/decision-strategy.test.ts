// Strategies built from a goal (shared/decision/strategy.ts) on one company's records: different
// goals give different initiatives whose effects add up to the gap; a goal out of reach is called
// out with a reachable alternative; a figure the company lacks is named with where to enter it;
// the same goal and data give the same strategy.
import { describe, expect, it } from 'vitest'
import { parseGoal, type Goal } from '../../shared/decision/goal'
import { buildGoalStrategy } from '../../shared/decision/strategy'
import type { LeadFacts, Snapshot } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import type { StandingFigure } from '../../shared/schemas/board-pack'

const AS_OF = new Date('2026-11-25T12:00:00Z')
const day = (monthsAgo: number, d = 10) => new Date(Date.UTC(2026, 10 - monthsAgo, d, 12)).toISOString()

/** Six months of leads: referral closes at 60 %, website at 30 %; one channel returns far better. */
function snapshot(): Snapshot {
  const leads: LeadFacts[] = []
  const add = (
    monthsAgo: number,
    source: LeadFacts['source'],
    status: LeadFacts['status'],
    value: number,
    campaign: string | null,
    d = 10,
  ) =>
    leads.push({
      status,
      value,
      currency: 'USD',
      source,
      campaign_id: campaign,
      email: `l${leads.length}@example.com`,
      created_at: day(monthsAgo, d),
      updated_at: day(monthsAgo, d + 5),
    })
  for (let ago = 5; ago >= 1; ago--) {
    const perMonth = 10 + (5 - ago) * 2 // 10, 12, 14, 16, 18 leads
    for (let i = 0; i < perMonth; i++) {
      const referral = i % 3 === 0
      const won = referral ? i % 5 !== 0 : i % 10 < 3
      add(
        ago,
        referral ? 'referral' : 'website',
        i % 4 === 3 ? 'qualified' : won ? 'won' : 'lost',
        5000 + i * 100,
        i % 2 === 0 ? 'a0000000-0000-4000-8000-000000000001' : 'a0000000-0000-4000-8000-000000000002',
      )
    }
  }
  // This month so far, and some stale open leads.
  for (let i = 0; i < 12; i++) add(0, 'website', 'new', 4000, null, 1)
  for (let i = 0; i < 4; i++)
    leads.push({
      status: 'proposal',
      value: 8000,
      currency: 'USD',
      source: 'website',
      campaign_id: null,
      email: null,
      created_at: day(2),
      updated_at: day(1, 1),
    })
  return {
    company: { name: 'Testco', industry: null },
    leads,
    campaigns: [
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        name: 'Search',
        channel: 'search',
        status: 'active',
        budget: 20000,
        currency: 'USD',
        start_date: '2026-01-01',
        end_date: null,
      },
      {
        id: 'a0000000-0000-4000-8000-000000000002',
        name: 'Display',
        channel: 'display',
        status: 'active',
        budget: 60000,
        currency: 'USD',
        start_date: '2026-01-01',
        end_date: null,
      },
    ],
    asOf: AS_OF,
  }
}
const metrics = computeMetrics(snapshot())
const standing: StandingFigure[] = [
  { metric: 'mrr', label: 'MRR', value: 118000, unit: 'USD', as_of: '2026-11-18' },
  { metric: 'arpa', label: 'Revenue per customer', value: 1450, unit: 'USD', as_of: '2026-11-18' },
  { metric: 'churn', label: 'Monthly churn', value: 1.6, unit: '%', as_of: '2026-11-18' },
]
const goal = (text: string): Goal => {
  const g = parseGoal(text, AS_OF)
  if (!g.ok) throw new Error(g.reason)
  return g
}
const build = (text: string, figures = standing) => buildGoalStrategy({ goal: goal(text), metrics, standing: figures })
const money = (s: string) => Number(s.replace(/[^0-9.−-]/g, '').replace('−', '-'))

describe('a strategy built from the goal', () => {
  it('sizes initiatives whose effects add up to the gap, with the arithmetic shown', () => {
    const s = build('Grow revenue by 80% by June')
    expect(s.verdict).toBe('reachable')
    const gap = money(s.arithmetic.find((x) => x.label === 'Gap the initiatives must close')!.value)
    const effects = s.arithmetic.filter((x) => x.label.startsWith('Initiative:')).map((x) => money(x.value))
    expect(effects.length).toBeGreaterThanOrEqual(1)
    expect(effects.reduce((t, e) => t + e, 0)).toBeCloseTo(gap, 0)
    expect(money(s.arithmetic.find((x) => x.label === 'Initiatives together')!.value)).toBeCloseTo(gap, 0)
    expect(s.plan.at(-1)!.month).toBe('Jun 2027')
    expect(s.kpis[0]).toMatchObject({ kpi: 'Monthly revenue' })
  })

  it('gives two goals on the same data different initiatives', () => {
    const revenue = build('Grow revenue by 80% by June')
    const leads = build('Get 30 leads a month by March')
    expect(revenue.title).not.toBe(leads.title)
    expect(revenue.initiatives.map((i) => i.action)).not.toEqual(leads.initiatives.map((i) => i.action))
    expect(leads.arithmetic.some((x) => x.label === 'Initiative: lead volume')).toBe(true)
    expect(revenue.arithmetic.some((x) => x.label === 'Initiative: win rate')).toBe(true)
  })

  it('calls out a goal the figures cannot reach in time, with what is reachable and when', () => {
    const s = build('Triple MRR by March')
    expect(s.verdict).toBe('unreachable')
    expect(s.alternative).toMatch(
      /^The figures support \$[\d,]+ a month by 31 Mar 2027, not \$354,000 a month: \$[\d,]+ a month short\./,
    )
    expect(s.alternative).toMatch(/is reachable by the end of \w{3} \d{4}/)
    expect(s.summary).toContain('out of reach')
  })

  it('names the figure a goal needs when the company has none, and where to enter it', () => {
    const s = build('Cut churn to 1% by June', [])
    expect(s.verdict).toBe('needs-figure')
    expect(s.needs).toEqual([{ figure: 'Churn (monthly)', where: '/dashboard/company-setup' }])
  })

  it('splits a gap it cannot size from the records openly, and the parts add up', () => {
    const s = build('Cut churn to 1% by June')
    expect(s.verdict).toBe('unjudged')
    const parts = s.arithmetic
      .filter((x) => x.label.startsWith('Part '))
      .map((x) => Number(x.value.replace(/[^0-9.]/g, '')))
    expect(parts.reduce((t, p) => t + p, 0)).toBeCloseTo(0.6, 1)
  })

  it('states a goal on a count in whole things, never fractions', () => {
    for (const text of ['15% more leads by March', 'Get 30 leads a month by March', 'Win 12 deals a month by June']) {
      const s = build(text)
      const shown = [
        s.current,
        s.target,
        s.gap,
        ...s.kpis.slice(0, 1).flatMap((k) => [k.now, k.target]),
        ...s.plan.map((p) => p.expected),
        ...s.arithmetic
          .filter(
            (x) =>
              !['Trend', 'Months to the deadline', 'When the target is reachable', 'Initiatives needed'].includes(
                x.label,
              ),
          )
          .map((x) => x.value),
      ]
      for (const value of shown)
        expect(value, `${text}: ${value}`).toMatch(/^[+−]?\d[\d,]* (leads|new customers?) a month$/)
    }
    // 15 % more than 12 leads a month is 13.8: 14 whole leads
    expect(build('15% more leads by March').target).toBe('14 leads a month')
  })

  it('says a goal already met is met, and plans to hold it', () => {
    const s = build('Get 5 leads a month by March')
    expect(s.verdict).toBe('reachable')
    expect(s.summary).toBe(
      "Leads per month is already 12 leads a month, at or above the goal's 5 leads a month by 31 Mar 2027: hold it there.",
    )
    expect(s.plan.map((p) => p.expected)).toEqual([
      '12 leads a month',
      '12 leads a month',
      '12 leads a month',
      '12 leads a month',
    ])
  })

  it('gives the same strategy for the same goal and data', () => {
    expect(build('Triple MRR by March')).toEqual(build('Triple MRR by March'))
  })
})
