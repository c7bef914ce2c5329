// The AI screens' own rules, from records built here: the risk heatmap's rating, the executive
// leaderboard's scoring, what each executive is working on, the campaign rankings, the chart data,
// the KPI tiles and the pipeline by stage the forecast shows.
import { describe, expect, it } from 'vitest'
import { campaignStarted, type Metrics } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import { BriefSchema, DebateSchema, STANCES, type Recommendation } from '../../shared/schemas/boardroom'
import { builtinBriefs, builtinDebate } from '../../worker/ai/builtin'
import {
  companyDirection,
  MIN_SIDED,
  scoreExecutives,
  stanceDirection,
  type DecidedSession,
} from '../../client/features/executives/alignment'
import { EXECUTIVE_IDS, type ExecutiveId } from '../../shared/executives'
import { workByExecutive } from '../../client/features/executives/workload'
import { rankByReturn, rankByWonValue } from '../../client/features/insights/campaign-ranking'
import { allZero, barLength, channelBars, monthBars, sourceBars } from '../../client/lib/chart-data'
import { keyFigures } from '../../client/ui/key-figures'
import { MetricsResponseSchema, MetricsSchema, StoredMetricsSchema } from '../../shared/schemas/stored-metrics'
import { rateRisks, riskFactors, riskGrid, riskKindOf } from '../../client/features/insights/risk-grid'
import { AS_OF, campaign, lead, snapshot } from '../worker/fixtures/snapshot'

const events = campaign({ id: 'c-events', name: 'Webinars', channel: 'events', budget: 2000, status: 'active' })
const display = campaign({ id: 'c-display', name: 'Display', channel: 'display', budget: 3000, status: 'active' })
const idle = campaign({ id: 'c-idle', name: 'Idle', channel: 'social', budget: 1000, status: 'active' })
const draft = campaign({ id: 'c-draft', name: 'Draft', channel: 'content', budget: 0, status: 'draft' })

/** 8 leads: 2 won (8000), 1 lost, 5 open (17000, 2 stale), one without email, one duplicate email. */
const m: Metrics = computeMetrics(
  snapshot(
    [
      lead({ status: 'won', value: 5000, campaign_id: 'c-events', source: 'campaign', age: 40, touched: 20 }),
      lead({ status: 'won', value: 3000, source: 'referral', age: 50, touched: 45 }),
      lead({ status: 'lost', value: 4000, age: 45, touched: 35, campaign_id: 'c-display' }),
      lead({ status: 'proposal', value: 10000, age: 10, touched: 2 }),
      lead({ status: 'qualified', value: 5000, age: 20, touched: 16 }),
      lead({ status: 'new', value: 2000, age: 3, email: null }),
      lead({ status: 'contacted', value: 0, age: 35, touched: 30, email: 'dup@example.com' }),
      lead({ status: 'new', value: 0, age: 2, email: 'DUP@example.com' }),
    ],
    [events, display, idle, draft],
  ),
)

describe('the pipeline by stage (shared/metrics)', () => {
  it('gives every open stage its leads, value, weight and weighted value, summing to the weighted pipeline', () => {
    expect(m.leads.stages).toEqual([
      { status: 'new', leads: 2, value: 2000, weight: 0.1, weighted: 200 },
      { status: 'contacted', leads: 1, value: 0, weight: 0.2, weighted: 0 },
      { status: 'qualified', leads: 1, value: 5000, weight: 0.4, weighted: 2000 },
      { status: 'proposal', leads: 1, value: 10000, weight: 0.6, weighted: 6000 },
    ])
    expect(m.leads.stages.reduce((t, s) => t + s.weighted, 0)).toBe(m.leads.weightedPipeline)
  })

  it('scales the weights by the company’s own win rate once 10 deals have closed', () => {
    const closed = [...Array(3)]
      .map(() => lead({ status: 'won' }))
      .concat([...Array(7)].map(() => lead({ status: 'lost' })))
    const own = computeMetrics(snapshot([...closed, lead({ status: 'proposal', value: 1000 })]))
    expect(own.leads.ownWinRate).toBe(true)
    // win rate 30% = the rate the standard weights assume: unchanged
    expect(own.leads.stages.find((s) => s.status === 'proposal')).toMatchObject({ weight: 0.6, weighted: 600 })
  })
})

describe('the metrics schema the screens read figures with', () => {
  it('accepts what computeMetrics produces, as the API sends it', () => {
    expect(MetricsResponseSchema.parse(JSON.parse(JSON.stringify({ metrics: m }))).metrics).toEqual(m)
  })

  it('reads figures stored before the stages were kept, and turns unreadable stored figures into null', () => {
    const { stages: _, ...older } = m.leads
    expect(MetricsSchema.parse({ ...m, leads: older }).leads.stages).toEqual([])
    expect(StoredMetricsSchema.parse({ nothing: 'useful' })).toBeNull()
  })
})

describe('key figures (overview tiles)', () => {
  it('shows each figure from the metrics, and says when the win rate or the change cannot be measured', () => {
    const figures = Object.fromEntries(keyFigures(m).map((f) => [f.label, f]))
    expect(figures['Won value'].value).toBe('$8,000')
    expect(figures['Weighted pipeline'].value).toBe('$8,200')
    expect(figures['Weighted pipeline'].detail).toContain('standard stage weights')
    expect(figures['Win rate'].value).toBe('67%')
    expect(figures['New leads, last 30 days'].value).toBe(String(m.velocity.last30Days))
    expect(figures['Stale leads'].value).toBe('2')
    const empty = Object.fromEntries(keyFigures(computeMetrics(snapshot([]))).map((f) => [f.label, f]))
    expect(empty['Win rate']).toMatchObject({ value: 'Not yet', detail: 'no lead has been won or lost yet' })
    expect(empty['New leads, last 30 days'].detail).toContain('no change to show')
  })
})

describe('risk heatmap rule', () => {
  it('matches a named risk to its kind by its words', () => {
    expect(riskKindOf('4 open leads are going cold.')).toBe('follow-up')
    expect(riskKindOf('Webinars is active but has brought no leads.')).toBe('idle-campaigns')
    expect(riskKindOf('Display has returned less than its budget.')).toBe('campaign-return')
    expect(riskKindOf('Duplicates mean two people may contact the same lead.')).toBe('data-gaps')
    expect(riskKindOf('Only 2 deals have closed, so the baselines are thin.')).toBe('thin-data')
    expect(riskKindOf('A competitor may launch a rival product.')).toBeNull()
  })

  it('rates each kind from the figures by the documented thresholds', () => {
    const f = Object.fromEntries(riskFactors(m).map((x) => [x.kind, x]))
    // 2 of 5 open leads stale (40%: medium), worth 5000 of 17000 (29%: medium)
    expect(f['follow-up']).toMatchObject({ applies: true, likelihood: 'medium', impact: 'medium' })
    // Idle: 1 of 3 active campaigns without a lead (medium), 1000 of 6000 active budget (17%: low)
    expect(f['idle-campaigns']).toMatchObject({ applies: true, likelihood: 'medium', impact: 'low' })
    // Display (3000) and Idle (1000) returned < 1× of 6000 launched (67%: high); 4000 vs 8000 won (50%: high)
    expect(f['campaign-return']).toMatchObject({ applies: true, likelihood: 'high', impact: 'high' })
    // 3 closed deals: medium, medium
    expect(f['thin-data']).toMatchObject({ applies: true, likelihood: 'medium', impact: 'medium' })
    // 1 without email + 1 duplicate + 2 open without value = 4 of 8 (50%: high); duplicates: medium impact
    expect(f['data-gaps']).toMatchObject({ applies: true, likelihood: 'high', impact: 'medium' })
  })

  it('places the briefs’ risks on the grid, adds the kinds no brief named and keeps unmatched ones apart', () => {
    const briefs = [
      { executive: 'coo' as const, risks: ['2 open leads are going cold.'] },
      { executive: 'cmo' as const, risks: ['A competitor may launch a rival product.'] },
    ]
    const { rated, unrated } = rateRisks(briefs, m)
    expect(unrated).toEqual([{ executive: 'cmo', text: 'A competitor may launch a rival product.' }])
    expect(rated.filter((r) => r.executive === 'coo').map((r) => r.factor.kind)).toEqual(['follow-up'])
    // every kind that applies and no brief named is added from the figures, once
    expect(
      rated
        .filter((r) => r.executive === null)
        .map((r) => r.factor.kind)
        .sort(),
    ).toEqual(['campaign-return', 'data-gaps', 'idle-campaigns', 'thin-data'])
    const grid = riskGrid(rated)
    expect(grid.map((row) => row[0].likelihood)).toEqual(['high', 'medium', 'low'])
    expect(grid[0].map((c) => c.impact)).toEqual(['low', 'medium', 'high'])
    expect(grid[0][2].risks.map((r) => r.factor.kind)).toEqual(['campaign-return'])
    expect(grid[1][1].risks.map((r) => r.factor.kind).sort()).toEqual(['follow-up', 'thin-data'])
    expect(grid.flat().reduce((n, c) => n + c.risks.length, 0)).toBe(rated.length)
  })

  it('rates every risk the built-in briefs name (none left unrated)', () => {
    const briefs = builtinBriefs(m).map((b) => BriefSchema.parse(b))
    expect(rateRisks(briefs, m).unrated).toEqual([])
  })
  // AS_OF is 2026-11-23: whether a campaign has started, as the heatmap and the briefs judge it.
  it.each([
    ['draft, even with a past start date', 'draft', '2026-10-01', false],
    ['scheduled, starting tomorrow', 'scheduled', '2026-11-24', false],
    ['scheduled, starting today', 'scheduled', '2026-11-23', true],
    ['scheduled, start date passed (nobody moved it to active)', 'scheduled', '2026-11-01', true],
    ['active, started last month', 'active', '2026-10-23', true],
    ['active, with a start date still to come', 'active', '2026-12-01', false],
    ['active, no start date', 'active', null, true],
    ['paused, no start date', 'paused', null, true],
    ['completed', 'completed', '2026-06-01', true],
  ] as const)('a campaign that is %s has started: %s', (_, status, start_date, started) => {
    expect(campaignStarted({ status, start_date }, AS_OF)).toBe(started)
    expect(computeMetrics(snapshot([], [campaign({ status, start_date })])).campaigns.list[0].started).toBe(started)
  })

  it('judges only campaigns that have started: a scheduled campaign is not at risk, nor in the briefs', () => {
    const referral = campaign({
      id: 'c-ref',
      name: 'Partner referral programme',
      channel: 'partnerships',
      budget: 5000,
      status: 'scheduled',
      start_date: '2026-12-07',
    })
    const soon = campaign({
      id: 'c-soon',
      name: 'Winter push',
      channel: 'social',
      budget: 4000,
      status: 'active',
      start_date: '2026-12-01',
    })
    const won = lead({ status: 'won', value: 9000, campaign_id: 'c-events', source: 'campaign' })
    const notYet = computeMetrics(snapshot([won], [events, referral, soon]))
    const f = Object.fromEntries(riskFactors(notYet).map((x) => [x.kind, x]))
    // only Webinars (2000 budget, 9000 won: 4.5×) has started
    expect(f['campaign-return']).toMatchObject({
      applies: false,
      basis: '0 of 1 started campaigns returned less than their budget',
    })
    expect(f['idle-campaigns']).toMatchObject({ applies: false, basis: '0 of 1 started active campaigns have no lead' })
    const risks = builtinBriefs(notYet).flatMap((b) => b.risks)
    expect(risks.filter((r) => /Partner referral|Winter push/.test(r))).toEqual([])
    const { rated } = rateRisks(builtinBriefs(notYet), notYet)
    expect(rated.filter((r) => r.factor.kind === 'campaign-return' || r.factor.kind === 'idle-campaigns')).toEqual([])

    // once their start dates have come, the same campaigns are judged
    const later = computeMetrics({
      ...snapshot([won], [events, referral, soon]),
      asOf: new Date('2026-12-08T12:00:00Z'),
    })
    const g = Object.fromEntries(riskFactors(later).map((x) => [x.kind, x]))
    expect(g['campaign-return']).toMatchObject({
      applies: true,
      basis: '2 of 3 started campaigns returned less than their budget',
    })
    expect(g['idle-campaigns']).toMatchObject({ applies: true, basis: '1 of 2 started active campaigns have no lead' })
    expect(builtinBriefs(later).flatMap((b) => b.risks)).toEqual(
      expect.arrayContaining([
        'Partner referral programme has returned less than its budget.',
        'Winter push is active but has brought no leads.',
      ]),
    )
  })

  it('reads figures stored before `started` was kept: scheduled and draft campaigns had not started', () => {
    const stored = JSON.parse(
      JSON.stringify(
        computeMetrics(snapshot([], [events, draft, campaign({ status: 'scheduled', start_date: '2026-11-01' })])),
      ),
    )
    for (const c of stored.campaigns.list) delete c.started
    expect(MetricsSchema.parse(stored).campaigns.list.map((c) => c.started)).toEqual([true, false, false])
  })
})

// A decided session in one line: outcome, recommendation, then the first-round stances and (when the
// board voted) the votes, CEO CFO CMO CTO COO: S supports, C with conditions, O opposes, A needs figures.
const STANCE_CODES = { S: 'support', C: 'conditional', O: 'oppose', A: 'abstain' } as const
type Line = [outcome: DecidedSession['outcome'], recommendation: Recommendation, positions: string, votes?: string]
const stancesOf = (codes: string) =>
  codes
    .split(' ')
    .map((c, i) => ({ executive: EXECUTIVE_IDS[i], stance: STANCE_CODES[c as keyof typeof STANCE_CODES] }))
const board = ([outcome, recommendation, positions, votes]: Line): DecidedSession => ({
  outcome,
  debate: {
    positions: stancesOf(positions),
    ...(votes ? { votes: stancesOf(votes) } : {}),
    decision: { recommendation },
  },
})
const times = (n: number, line: Line): Line[] => Array.from({ length: n }, () => line)

// Each executive's row as [executive, rank, agreed, sided, abstained]; rank null = too few to rank.
const LEADERBOARD_CASES: {
  name: string
  sessions: Line[]
  rows: [ExecutiveId, number | null, number, number, number][]
  unanimous: number
  decided: number
}[] = [
  {
    name: 'a board that always agrees ties everyone at 100 %, and says the sessions were unanimous',
    sessions: times(4, ['adopted', 'proceed', 'S S C S S']),
    rows: [
      ['ceo', 1, 4, 4, 0],
      ['cfo', 1, 4, 4, 0],
      ['cmo', 1, 4, 4, 0],
      ['cto', 1, 4, 4, 0],
      ['coo', 1, 4, 4, 0],
    ],
    unanimous: 4,
    decided: 4,
  },
  {
    name: 'an abstention is no call: not agreement, not counted, and the tie goes to who took a side more often',
    sessions: [...times(2, ['adopted', 'proceed', 'S A S S S']), ...times(3, ['adopted', 'proceed', 'S S S S S'])],
    rows: [
      ['ceo', 1, 5, 5, 0],
      ['cmo', 1, 5, 5, 0],
      ['cto', 1, 5, 5, 0],
      ['coo', 1, 5, 5, 0],
      ['cfo', 5, 3, 3, 2],
    ],
    unanimous: 5,
    decided: 5,
  },
  {
    name: 'a split board ranks by the share agreed with what the company chose',
    sessions: [
      ['adopted', 'proceed', 'S O S O S'], // went ahead: CEO, CMO, COO agree
      ['rejected', 'proceed', 'S O O O C'], // held back: CFO, CMO, CTO agree
      ['adopted', 'do-not-proceed', 'O O S C O'], // held back: CEO, CFO, COO agree
      ['rejected', 'gather-data', 'S O S S S'], // went ahead: CEO, CMO, CTO, COO agree
    ],
    rows: [
      ['ceo', 1, 3, 4, 0],
      ['cmo', 1, 3, 4, 0],
      ['coo', 1, 3, 4, 0],
      ['cfo', 4, 2, 4, 0],
      ['cto', 4, 2, 4, 0],
    ],
    unanimous: 0,
    decided: 4,
  },
  {
    name: 'the final vote counts, not the first-round position',
    sessions: times(3, ['rejected', 'proceed', 'S S S S S', 'O S A S S']),
    rows: [
      ['ceo', 1, 3, 3, 0],
      ['cfo', 2, 0, 3, 0],
      ['cto', 2, 0, 3, 0],
      ['coo', 2, 0, 3, 0],
      ['cmo', null, 0, 0, 3],
    ],
    unanimous: 0,
    decided: 3,
  },
  {
    name: `fewer than ${MIN_SIDED} decisions with a side is too few to rank; open sessions do not count`,
    sessions: [
      ['adopted', 'proceed', 'S S S A S'],
      ['rejected', 'do-not-proceed', 'S O S A S'],
      ...times(4, ['open', 'proceed', 'S S S S S']),
    ],
    rows: [
      ['ceo', null, 2, 2, 0],
      ['cfo', null, 1, 2, 0],
      ['cmo', null, 2, 2, 0],
      ['coo', null, 2, 2, 0],
      ['cto', null, 0, 0, 2],
    ],
    unanimous: 1,
    decided: 2,
  },
]

describe('executive leaderboard scoring', () => {
  it('reads the company’s direction from the recommendation and what it did with it', () => {
    expect(companyDirection('proceed', 'adopted')).toBe('ahead')
    expect(companyDirection('proceed-with-conditions', 'rejected')).toBe('hold')
    expect(companyDirection('do-not-proceed', 'adopted')).toBe('hold')
    expect(companyDirection('gather-data', 'rejected')).toBe('ahead')
    expect(STANCES.map(stanceDirection)).toEqual(['ahead', 'ahead', 'hold', null])
  })

  it.each(LEADERBOARD_CASES)('$name', ({ sessions, rows, unanimous, decided }) => {
    const result = scoreExecutives(sessions.map(board))
    expect(result.scores.map((s) => [s.executive, s.rank, s.agreed, s.sided, s.abstained])).toEqual(rows)
    expect([result.unanimous, result.decided]).toEqual([unanimous, decided])
    for (const s of result.scores) expect(s.rate).toBe(s.sided > 0 ? s.agreed / s.sided : null)
  })

  it('names who an executive is tied with, and nobody when the tie-break separates them', () => {
    const tied = scoreExecutives(times(4, ['adopted', 'proceed', 'S S C S S']).map(board)).scores
    expect(tied.find((s) => s.executive === 'cfo')!.tiedWith).toEqual(['ceo', 'cmo', 'cto', 'coo'])
    const split = scoreExecutives(LEADERBOARD_CASES[1].sessions.map(board)).scores
    expect(split.find((s) => s.executive === 'cfo')!.tiedWith).toEqual([])
  })

  it('reads a real built-in debate: positions and votes as the engine stores them', () => {
    const debate = DebateSchema.parse(builtinDebate('Should we double the budget for events?', m))
    const result = scoreExecutives(Array.from({ length: 3 }, () => ({ outcome: 'adopted' as const, debate })))
    expect(result.decided).toBe(3)
    expect(result.scores.reduce((t, s) => t + s.sided + s.abstained, 0)).toBe(15)
  })
})

describe('what each executive is working on', () => {
  it('lists actions of adopted decisions and initiatives of adopted strategies, newest first', () => {
    const actions = [
      { owner: 'cfo' as const, action: 'Cap spend', due: 'this week' },
      { owner: 'ceo' as const, action: 'Review in 30 days', due: 'in 30 days' },
    ]
    const s = (id: string, outcome: string, decided_at: string | null) => ({
      id,
      question: `Q ${id}`,
      outcome,
      decided_at,
      created_at: '2026-11-01T00:00:00Z',
      debate: { decision: { actions } },
    })
    const st = (id: string, status: string, updated_at: string) => ({
      id,
      title: `S ${id}`,
      status,
      updated_at,
      plan: { initiatives: [{ owner: 'cfo' as const, action: 'Hold spend', timeframe: '90 days' }] },
    })
    const work = workByExecutive(
      [s('a', 'adopted', '2026-11-10T00:00:00Z'), s('b', 'rejected', '2026-11-11T00:00:00Z'), s('c', 'open', null)],
      [st('x', 'adopted', '2026-11-12T00:00:00Z'), st('y', 'draft', '2026-11-13T00:00:00Z')],
    )
    expect(work.cfo.map((w) => [w.kind, w.text, w.sourceId])).toEqual([
      ['initiative', 'Hold spend', 'x'],
      ['decision', 'Cap spend', 'a'],
    ])
    expect(work.ceo.map((w) => w.text)).toEqual(['Review in 30 days'])
    expect(work.cmo).toEqual([])
  })
})

describe('campaign leaderboard', () => {
  it('ranks by return on budget (campaigns without budget apart) and by won value, sharing ranks on ties', () => {
    const byReturn = rankByReturn(m.campaigns.list)
    expect(byReturn.ranked.map((r) => [r.rank, r.item.name, r.item.returnOnBudget])).toEqual([
      [1, 'Webinars', 2.5],
      [2, 'Display', 0],
      [2, 'Idle', 0],
    ])
    expect(byReturn.unranked.map((c) => c.name)).toEqual(['Draft'])
    expect(rankByWonValue(m.campaigns.list).map((r) => [r.rank, r.item.name])).toEqual([
      [1, 'Webinars'],
      // nothing won: a shared rank, most leads first
      [2, 'Display'],
      [2, 'Draft'],
      [2, 'Idle'],
    ])
  })
})

describe('chart data', () => {
  it('shapes one bar per month, source and channel with the value as shown', () => {
    const created = monthBars(m.months, 'created', m.currency)
    expect(created).toHaveLength(6)
    expect(created.map((b) => b.value)).toEqual(m.months.map((x) => x.created))
    expect(monthBars(m.months, 'wonValue', 'USD').every((b) => b.display.startsWith('$'))).toBe(true)
    expect(sourceBars(m.sources, 'wonValue', 'USD').map((b) => [b.label, b.display])).toEqual([
      ['Campaign', '$5,000'],
      ['Referral', '$3,000'],
      ['Website', '$0.00'],
    ])
    expect(channelBars(m.channels, 'leads', 'USD').map((b) => [b.label, b.value])).toEqual([
      ['Display ads', 1],
      ['Events and webinars', 1],
      ['Content', 0],
      ['Social media', 0],
    ])
  })

  it('scales bars to the longest, keeps small ones visible and knows when there is nothing to draw', () => {
    const bars = [{ value: 200 }, { value: 1 }, { value: 0 }, { value: -5 }]
    expect(bars.map((b) => barLength(b.value, bars))).toEqual([100, 1, 0, 0])
    expect(allZero([{ value: 0 }, { value: 0 }])).toBe(true)
    expect(allZero(bars)).toBe(false)
  })
})
