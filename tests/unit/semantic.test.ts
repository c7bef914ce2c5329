// The semantic layer (shared/semantic) on a small company whose figures are worked out by hand
// here: each measure's definition, the dates a period selects by, the operations over a measure,
// reading questions by composition, and follow-ups that change the last reading.
import { describe, expect, test } from 'vitest'
import { correctWord, lexicon } from '../../shared/language/spelling'
import { runQuery } from '../../shared/semantic/compute'
import type { SemanticData, SemanticLead } from '../../shared/semantic/data'
import { MEASURES } from '../../shared/semantic/measures'
import { MEASURE_IDS, type Query } from '../../shared/semantic/model'
import { readQuestion, type Reading } from '../../shared/semantic/read'

const NOW = new Date('2026-11-28T12:00:00Z')
const lead = (id: string, over: Partial<SemanticLead>): SemanticLead => ({
  id,
  first_name: id,
  last_name: 'Lead',
  company_name: `${id} Ltd`,
  email: null,
  status: 'new',
  value: 1000,
  currency: 'USD',
  source: 'website',
  campaign_id: null,
  owner_id: null,
  created_at: '2026-09-10T10:00:00Z',
  updated_at: '2026-09-10T10:00:00Z',
  closed_at: null,
  ...over,
})

// Won: A ($10,000, moved to won 5 Oct, created in August), B ($6,000, won 20 Sep), C ($4,000, won
// 3 Nov, from the LinkedIn campaign, Dana's). Lost: D ($2,000, lost 12 Oct). Open: E (proposal,
// $8,000, Dana's, referral, created 2 Oct), F (new, $3,000, created 20 Nov, last touched then).
const DATA: SemanticData = {
  now: NOW,
  leads: [
    lead('A', {
      status: 'won',
      value: 10_000,
      created_at: '2026-08-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      closed_at: '2026-10-05T09:00:00Z',
    }),
    lead('B', {
      status: 'won',
      value: 6_000,
      source: 'referral',
      created_at: '2026-09-02T00:00:00Z',
      closed_at: '2026-09-20T09:00:00Z',
    }),
    lead('C', {
      status: 'won',
      value: 4_000,
      campaign_id: 'c-li',
      owner_id: 'm-dana',
      created_at: '2026-10-01T00:00:00Z',
      closed_at: '2026-11-03T09:00:00Z',
    }),
    lead('D', {
      status: 'lost',
      value: 2_000,
      campaign_id: 'c-search',
      created_at: '2026-10-02T00:00:00Z',
      closed_at: '2026-10-12T09:00:00Z',
    }),
    lead('E', {
      status: 'proposal',
      value: 8_000,
      source: 'referral',
      owner_id: 'm-dana',
      created_at: '2026-10-02T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    }),
    lead('F', {
      status: 'new',
      value: 3_000,
      campaign_id: 'c-li',
      created_at: '2026-11-20T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
    }),
  ],
  campaigns: [
    {
      id: 'c-li',
      name: 'LinkedIn thought leadership',
      channel: 'social',
      status: 'active',
      budget: 2_000,
      currency: 'USD',
      start_date: '2026-10-01',
      end_date: null,
    },
    {
      id: 'c-search',
      name: 'Search: demand keywords',
      channel: 'search',
      status: 'paused',
      budget: 1_000,
      currency: 'USD',
      start_date: '2026-10-01',
      end_date: null,
    },
  ],
  campaignDays: [
    {
      campaign_id: 'c-li',
      day: '2026-10-15',
      spend: 500,
      impressions: 10_000,
      clicks: 100,
      leads: 1,
      customers: 0,
      revenue: 0,
    },
    {
      campaign_id: 'c-li',
      day: '2026-11-05',
      spend: 300,
      impressions: 5_000,
      clicks: 50,
      leads: 1,
      customers: 0,
      revenue: 0,
    },
    {
      campaign_id: 'c-search',
      day: '2026-10-20',
      spend: 400,
      impressions: 2_000,
      clicks: 80,
      leads: 1,
      customers: 1,
      revenue: 9_000,
    },
  ],
  calls: [
    {
      lead_id: 'E',
      occurred_at: '2026-11-24T10:00:00Z',
      direction: 'outbound',
      outcome: 'meeting_booked',
      duration_minutes: 20,
    },
    {
      lead_id: 'F',
      occurred_at: '2026-11-25T10:00:00Z',
      direction: 'inbound',
      outcome: 'connected',
      duration_minutes: 10,
    },
    {
      lead_id: null,
      occurred_at: '2026-10-10T10:00:00Z',
      direction: 'inbound',
      outcome: 'no_answer',
      duration_minutes: 0,
    },
  ],
  members: [{ id: 'm-dana', first_name: 'Dana', last_name: 'Demo', email: 'dana@northwind.example' }],
  me: 'm-dana',
}
const OCTOBER = { type: 'named', grain: 'month', start: '2026-10-01' } as const
const run = (q: Partial<Query> & Pick<Query, 'measure'>) => runQuery(q, DATA).result

describe('each measure, defined once', () => {
  test.each([
    // by the date won: A (5 Oct) is October's, although created in August and last changed in November
    [{ measure: 'won_value', period: OCTOBER }, 10_000],
    [{ measure: 'won_count' }, 3],
    [{ measure: 'won_value' }, 20_000],
    [{ measure: 'lost_count', period: OCTOBER }, 1],
    // closed in October: A won, D lost → 1 ÷ 2
    [{ measure: 'win_rate', period: OCTOBER }, 50],
    [{ measure: 'win_rate' }, 75],
    [{ measure: 'average_deal' }, 6_666.67],
    // created in October: C, D, E
    [{ measure: 'leads', period: OCTOBER }, 3],
    [{ measure: 'open_pipeline' }, 11_000],
    [{ measure: 'open_deals' }, 2],
    // fewer than 10 closed: the standard weights (proposal 60 %, new 10 %)
    [{ measure: 'weighted_pipeline' }, 8_000 * 0.6 + 3_000 * 0.1],
    // of the leads created in October (C, D, E), the share now won: 1 ÷ 3
    [{ measure: 'conversion', period: OCTOBER }, 33.33],
    // E was last touched 27 days ago; F 8 days ago
    [{ measure: 'stale_leads' }, 1],
    [{ measure: 'calls', period: { type: 'calendar', grain: 'week', offset: 0 } }, 2],
    [{ measure: 'call_minutes' }, 30],
    [{ measure: 'average_call_minutes' }, 10],
    [{ measure: 'campaign_budget' }, 3_000],
    [{ measure: 'campaign_spend', period: OCTOBER }, 900],
    // October: $900 spent, 2 campaign leads created (C, D) → $450 a lead
    [{ measure: 'cost_per_lead', period: OCTOBER }, 450],
    // won from campaigns: C ($4,000) ÷ spend $1,200 → 3.33×; ÷ budget $3,000 → 1.33×
    [{ measure: 'return_on_spend' }, 3.33],
    [{ measure: 'return_on_budget' }, 1.33],
    // LinkedIn alone: $4,000 won ÷ $800 spent
    [{ measure: 'return_on_spend', filters: [{ attribute: 'campaign', values: ['c-li'] }] }, 5],
    // what the platforms reported is its own measure, never the return
    [{ measure: 'reported_revenue' }, 9_000],
    [{ measure: 'click_through_rate' }, 1.35],
  ] as const)('%j → %d', (q, value) => expect(run(q as never).value).toBe(value))

  test('every measure has a definition, a unit and words people use for it', () => {
    expect(MEASURES.map((m) => m.id).sort()).toEqual([...MEASURE_IDS].sort())
    for (const m of MEASURES) {
      expect(m.definition.length, m.id).toBeGreaterThan(20)
      expect(m.phrases.length, m.id).toBeGreaterThan(0)
    }
  })

  test('filters combine: Dana’s open deals from referrals', () => {
    const r = run({
      measure: 'open_pipeline',
      filters: [
        { attribute: 'owner', values: ['m-dana'] },
        { attribute: 'source', values: ['referral'] },
      ],
    })
    expect(r.value).toBe(8_000)
  })
})

describe('operations', () => {
  test('a breakdown’s rows add up to the total', () => {
    const r = run({ measure: 'won_value', operation: 'breakdown', by: 'source' })
    expect(r.rows.map((x) => [x.label, x.value])).toEqual([
      ['Website', 14_000],
      ['Referral', 6_000],
    ])
    expect(r.value).toBe(20_000)
  })

  test('two periods compared', () => {
    const r = run({
      measure: 'won_value',
      operation: 'compare',
      period: OCTOBER,
      comparePeriod: { type: 'named', grain: 'month', start: '2026-09-01' },
    })
    expect(r.rows.map((x) => [x.label, x.value])).toEqual([
      ['October 2026', 10_000],
      ['September 2026', 6_000],
    ])
  })

  test('a ranking leaves out "no campaign" and names the top', () => {
    const r = run({ measure: 'won_value', operation: 'rank', by: 'campaign', limit: 3 })
    expect(r.top).toEqual(['LinkedIn thought leadership', 'Search: demand keywords'])
    expect(r.rows.map((x) => x.value)).toEqual([4_000, 0])
  })

  test('a trend: one row per month, each the same definition', () => {
    const r = run({
      measure: 'won_value',
      operation: 'trend',
      period: { type: 'since', start: '2026-09-01' },
      grain: 'month',
    })
    expect(r.rows.map((x) => [x.label, x.value])).toEqual([
      ['September 2026', 6_000],
      ['October 2026', 10_000],
      ['November 2026', 4_000],
    ])
  })

  test('a list of the records behind a figure', () => {
    const c = runQuery({ measure: 'won_count', operation: 'list', period: OCTOBER }, DATA)
    expect(c.items.map((i) => i.label)).toEqual(['A Lead (A Ltd)'])
  })
})

const read = (text: string, previous?: Query) => {
  const r = readQuestion(text, { now: NOW, data: DATA, me: 'm-dana', previous })
  if (!('query' in r)) throw new Error(`not read: ${text}`)
  return r as Reading
}
const figure = (text: string, previous?: Query) => runQuery(read(text, previous).query, DATA).result

describe('questions read by composition', () => {
  test.each([
    ['How much did we win last month?', 10_000],
    ['How much money did we make last month?', 10_000],
    ['What did we close in October?', 10_000],
    ['What was our revenue in October?', 10_000],
    ['How many deals did we win this month?', 1],
    ['How many deals are in proposal?', 1],
    ['How many leads did we lose?', 1],
    ['How many leads does Dana own?', 2],
    ["What are Dana's open deals worth?", 8_000],
    ["Dana's open deals from referrals this quarter", 1],
    ['What is our win rate?', 75],
    ['return on spend for LinkedIn', 5],
    ['how many meetings were booked', 1],
  ])('%s → %d', (text, value) => expect(figure(text).value).toBe(value))

  test('a question names what it read, as a trace of vocabulary entries', () => {
    const r = read('How much did we win last month?')
    expect(r.trace.map((t) => t.phrase)).toEqual(['How much', 'win', 'last month'])
    expect(r.trace.map((t) => t.entry)).toEqual(['aspect:value', 'concept:won', 'rel:-1+grain:month'])
  })

  test('a ranking: which campaign has the best return on its budget', () => {
    const r = figure('Which campaign has the best return on its budget?')
    expect(r).toMatchObject({
      measure: 'return_on_budget',
      operation: 'rank',
      top: ['LinkedIn thought leadership'],
      value: 2,
    })
  })

  test('typos are read as the words they stand for', () => {
    expect(read('what is our pipline').query.measure).toBe('open_pipeline')
    expect(read('how did referals do').query.filters).toEqual([{ attribute: 'source', values: ['referral'] }])
  })

  test('nothing about the records is not read', () => {
    expect(readQuestion('what is the weather in Paris?', { now: NOW, data: DATA })).toEqual({ offTopic: true })
    expect(readQuestion('write a poem about our sales', { now: NOW, data: DATA })).toEqual({ offTopic: true })
    expect(readQuestion('hello there', { now: NOW, data: DATA })).toEqual({ offTopic: false })
  })
})

describe('follow-ups change the last reading', () => {
  const first = read('How much did we win last month?').query
  test('"and the month before?" is September', () => {
    const r = read('and the month before?', first)
    expect(r.followUp).toBe(true)
    expect(runQuery(r.query, DATA).result).toMatchObject({ value: 6_000, period: { label: 'September 2026' } })
  })
  test('"what about referrals?" keeps the measure and period', () => {
    expect(read('what about referrals?', first).query).toMatchObject({
      measure: 'won_value',
      period: { type: 'calendar', grain: 'month', offset: -1 },
      filters: [{ attribute: 'source', values: ['referral'] }],
    })
  })
  test('"by owner", "only Dana\'s", "compare with last year"', () => {
    expect(read('by owner', first).query).toMatchObject({ operation: 'breakdown', by: 'owner' })
    expect(read("only Dana's", first).query.filters).toEqual([{ attribute: 'owner', values: ['m-dana'] }])
    const r = runQuery(read('compare with last year', first).query, DATA).result
    expect(r.rows.map((x) => x.label)).toEqual(['October 2026', 'October 2025'])
  })
})

describe('spelling', () => {
  const known = lexicon(['pipeline', 'churn', 'referrals', 'webinar', 'revenue'])
  test.each([
    ['pipline', 'pipeline'],
    ['chrun', 'churn'],
    ['referals', 'referrals'],
    ['revnue', 'revenue'],
    ['hello', null],
    ['webinars', null],
  ])('%s → %s', (word, to) => expect(correctWord(word, known)).toBe(to))
})
