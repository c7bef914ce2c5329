// Reading a goal (shared/decision/goal.ts): the metric, the direction, the target (absolute,
// multiple, relative change or amount added) and the deadline, resolved against a fixed day; a
// risk, or a count that describes the present, is never read as a target.
// Each row is one goal as a member might type it; add a row to extend the table.
import { describe, expect, it } from 'vitest'
import { parseGoal, targetValue, type GoalTarget } from '../../shared/decision/goal'

const TODAY = '2026-11-25'

type Row = [text: string, metric: string, direction: 'increase' | 'decrease', target: GoalTarget, deadline: string]
const abs = (value: number): GoalTarget => ({ kind: 'absolute', value })
const times = (factor: number): GoalTarget => ({ kind: 'multiple', factor })
const change = (fraction: number): GoalTarget => ({ kind: 'change', fraction })
const delta = (amount: number): GoalTarget => ({ kind: 'delta', amount })

const TABLE: Row[] = [
  // Multiples and the issue's own examples
  ['Double MRR by June', 'mrr', 'increase', times(2), '2027-06-30'],
  ['Cut churn to 2% this year', 'churn', 'decrease', abs(0.02), '2026-12-31'],
  ['Triple our leads by the end of Q2', 'leads', 'increase', times(3), '2027-06-30'],
  ['Halve CAC in 6 months', 'cac', 'decrease', times(0.5), '2027-05-25'],
  ['2x pipeline by Q3', 'pipeline', 'increase', times(2), '2027-09-30'],
  ['Grow monthly recurring revenue ×1.5 by 2027-12-31', 'mrr', 'increase', times(1.5), '2027-12-31'],
  // Absolute targets, units and periods
  ['Reach $150k MRR by June', 'mrr', 'increase', abs(150_000), '2027-06-30'],
  ['Get MRR to 200,000 by the end of next year', 'mrr', 'increase', abs(200_000), '2027-12-31'],
  ['Hit $2.4M ARR by Q4 2027', 'mrr', 'increase', abs(200_000), '2027-12-31'],
  ['Grow revenue from $80k to $120k a month within 9 months', 'revenue', 'increase', abs(120_000), '2027-08-25'],
  ['Annual revenue of $1.8m by the end of 2027', 'revenue', 'increase', abs(150_000), '2027-12-31'],
  ['Win rate to 45% by March', 'win_rate', 'increase', abs(0.45), '2027-03-31'],
  ['Bring churn down to 1.2% by Q2', 'churn', 'decrease', abs(0.012), '2027-06-30'],
  ['Get 60 leads a month in 3 months', 'leads', 'increase', abs(60), '2027-02-25'],
  ['Reach 300 customers by September 2027', 'customers', 'increase', abs(300), '2027-09-30'],
  ['Runway to 24 months by year end', 'runway', 'increase', abs(24), '2026-12-31'],
  ['Reduce net burn to $40k by April', 'net_burn', 'decrease', abs(40_000), '2027-04-30'],
  ['Lift ROAS to 4x this quarter', 'roas', 'increase', abs(4), '2026-12-31'],
  ['Average deal size of $25k by H1', 'average_deal', 'increase', abs(25_000), '2027-06-30'],
  ['Shorten the sales cycle to 30 days in 4 months', 'sales_cycle', 'decrease', abs(30), '2027-03-25'],
  ['Gross margin at 80% by the end of 2027', 'gross_margin', 'increase', abs(0.8), '2027-12-31'],
  ['NRR above 110% by Q4 2027', 'nrr', 'increase', abs(1.1), '2027-12-31'],
  // Relative changes
  ['Grow MRR 30% by June', 'mrr', 'increase', change(0.3), '2027-06-30'],
  ['Cut churn by 30% in the next 6 months', 'churn', 'decrease', change(-0.3), '2027-05-25'],
  ['Increase revenue by 25 percent this year', 'revenue', 'increase', change(0.25), '2026-12-31'],
  ['Lower CAC by 20% by March 2027', 'cac', 'decrease', change(-0.2), '2027-03-31'],
  ['MRR +40% in a year', 'mrr', 'increase', change(0.4), '2027-11-25'],
  ['Churn −25% by Q3', 'churn', 'decrease', change(-0.25), '2027-09-30'],
  ['15% more leads next quarter', 'leads', 'increase', change(0.15), '2027-03-31'],
  // Amounts added
  ['Add $20k MRR by June', 'mrr', 'increase', delta(20_000), '2027-06-30'],
  ['Add 50 new customers in 90 days', 'new_customers', 'increase', delta(50), '2027-02-23'],
  ['Raise the win rate by 5 points by April', 'win_rate', 'increase', delta(0.05), '2027-04-30'],
  ['Increase pipeline by $500k before July', 'pipeline', 'increase', delta(500_000), '2027-06-30'],
  // Deadlines in other words
  ['Double revenue in 18 months', 'revenue', 'increase', times(2), '2028-05-25'],
  ['Double bookings within two years', 'revenue', 'increase', times(2), '2028-11-25'],
  ['Reach 100 customers by 31 March 2027', 'customers', 'increase', abs(100), '2027-03-31'],
  ['Reach 100 customers by March 15', 'customers', 'increase', abs(100), '2027-03-15'],
  ['Double MRR by the end of next month', 'mrr', 'increase', times(2), '2026-12-31'],
  ['Get churn under 2% in 12 weeks', 'churn', 'decrease', abs(0.02), '2027-02-17'],
  ['Double MRR by December', 'mrr', 'increase', times(2), '2026-12-31'],
  ['Cut CAC payback to 12 months by Q1', 'cac_payback', 'decrease', abs(12), '2027-03-31'],
  ['Halve churn by next summer', 'churn', 'decrease', times(0.5), '2027-08-31'],
  ['Reach $1M ARR by the end of 2027', 'mrr', 'increase', abs(1_000_000 / 12), '2027-12-31'],
  ['Reduce CAC from $9,200 to $7,000 by Q2', 'cac', 'decrease', abs(7000), '2027-06-30'],
  ['Improve win rate from 43% to 50% by March', 'win_rate', 'increase', abs(0.5), '2027-03-31'],
  ['Cut burn by $20k a month by April', 'net_burn', 'decrease', delta(-20_000), '2027-04-30'],
  ['Get NRR to 115% by December 2027', 'nrr', 'increase', abs(1.15), '2027-12-31'],
  // The CRM's measures, by the semantic layer's own words
  ['Grow won value to $150k a month by June', 'revenue', 'increase', abs(150_000), '2027-06-30'],
  ['Win 12 deals a month by March', 'new_customers', 'increase', abs(12), '2027-03-31'],
  ['Raise lead-to-customer conversion to 30% by Q2', 'lead_conversion', 'increase', abs(0.3), '2027-06-30'],
  ['Get return on spend to 5x by the end of Q1', 'roas', 'increase', abs(5), '2027-03-31'],
  ['Grow the open pipeline by $200k in a year', 'pipeline', 'increase', delta(200_000), '2027-11-25'],
  ['Weighted pipeline to $400k by 2027-06-30', 'weighted_pipeline', 'increase', abs(400_000), '2027-06-30'],
  // A number that describes today is not the target
  ['We have 21 leads a month: get to 30 by March', 'leads', 'increase', abs(30), '2027-03-31'],
  ['Our goal is 40 leads a month by June', 'leads', 'increase', abs(40), '2027-06-30'],
]

describe('reading a goal', () => {
  it('holds at least 30 goals', () => expect(TABLE.length).toBeGreaterThanOrEqual(30))

  it.each(TABLE)('%s', (text, metric, direction, target, deadline) => {
    const goal = parseGoal(text, TODAY)
    expect(goal).toMatchObject({ ok: true, metric, direction, deadline: { date: deadline } })
    if (!goal.ok) return
    if (target.kind === 'absolute')
      expect(goal.target).toEqual({ kind: 'absolute', value: expect.closeTo(target.value, 6) })
    else expect(goal.target).toEqual(target)
  })

  it('turns a relative target into an absolute one from the current value', () => {
    const double = parseGoal('Double MRR by June', TODAY)
    const cut = parseGoal('Cut churn by 30% in 6 months', TODAY)
    const add = parseGoal('Add $20k MRR by June', TODAY)
    if (!double.ok || !cut.ok || !add.ok) throw new Error('not read')
    expect(targetValue(double, 118_000)).toBe(236_000)
    expect(targetValue(cut, 0.02)).toBeCloseTo(0.014, 10)
    expect(targetValue(add, 118_000)).toBe(138_000)
  })

  it('falls back to the chosen horizon when the goal names no date, and says so', () => {
    const goal = parseGoal('Cut churn to 2%', TODAY, { fallbackDays: 90 })
    expect(goal).toMatchObject({ ok: true, metric: 'churn', deadline: { date: '2027-02-23', assumed: true } })
  })

  it.each<[string, RegExp]>([
    ['Be the best company in the world by June', /names no figure/],
    ['Grow MRR by June', /gives no target/],
    ['Cut churn to 2%', /gives no date/],
    ['Double MRR by 2025', /is not after today/],
    ['Churn to 150% by June', /cannot be reached/],
    ['', /Write the goal/],
    // A risk or a state is not a goal (the weekly review asks for a plan on a risk)
    ['Address this risk: 8 open leads are going cold', /describes a risk, not a goal/],
    ['Win rate is dropping to 30% by March', /describes how things are, not a goal/],
    ['Leads are at 8 a month', /describes how things are, not a goal/],
    // A CRM measure no plan is built on is named as such
    ['Cut stale leads to 5 by March', /Stale leads is not a figure a goal is planned on/],
  ])('says why it cannot read "%s"', (text, reason) => {
    const goal = parseGoal(text, TODAY)
    expect(goal.ok).toBe(false)
    if (!goal.ok) expect(goal.reason).toMatch(reason)
  })

  it('names the semantic measure a CRM goal is on', () => {
    expect(parseGoal('Grow revenue by 20% by June', TODAY)).toMatchObject({ metric: 'revenue', measure: 'won_value' })
    expect(parseGoal('Get 40 leads a month by June', TODAY)).toMatchObject({ metric: 'leads', measure: 'leads' })
    expect(parseGoal('Double MRR by June', TODAY)).not.toHaveProperty('measure')
  })

  it('gives the same goal for the same text and day', () => {
    expect(parseGoal('Double MRR by June', TODAY)).toEqual(parseGoal('Double MRR by June', TODAY))
  })
})
