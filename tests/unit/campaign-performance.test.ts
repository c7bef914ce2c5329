// The campaign performance arithmetic and the daily metrics import's checks (shared/campaign-performance.ts):
// every ratio with a zero denominator is "no data" (null), never Infinity or NaN.
import { describe, expect, it } from 'vitest'
import {
  byCampaign,
  byChannel,
  checkMetricRow,
  detectMetricMapping,
  metricMappingProblem,
  parseDay,
  performance,
  planMetricImport,
  ratio,
  ratios,
  series,
  type MetricRow,
} from '../../shared/campaign-performance'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const day = (campaign_id: string, d: string, t: Partial<MetricRow> = {}): MetricRow => ({
  campaign_id,
  day: d,
  spend: 0,
  impressions: 0,
  clicks: 0,
  leads: 0,
  customers: 0,
  revenue: 0,
  ...t,
})

describe('the ratios', () => {
  it('CTR and cost per customer; the platforms’ revenue and leads are never made a return or a cost per lead', () => {
    expect(ratios({ spend: 500, impressions: 20000, clicks: 300, leads: 25, customers: 2, revenue: 1500 })).toEqual({
      ctr: 0.015,
      costPerCustomer: 250,
    })
  })

  it('a zero denominator is no data, never Infinity or NaN', () => {
    expect(ratios({ spend: 500, impressions: 0, clicks: 0, leads: 0, customers: 0, revenue: 0 })).toEqual({
      ctr: null,
      costPerCustomer: null,
    })
    expect(ratios({ spend: 0, impressions: 100, clicks: 0, leads: 3, customers: 1, revenue: 900 })).toEqual({
      ctr: 0,
      costPerCustomer: 0,
    })
    expect(ratio(1, 0)).toBeNull()
    expect(ratio(0, 0)).toBeNull()
    expect(ratio(Number.NaN, 5)).toBeNull()
  })

  it('sums before dividing (the ratio of totals, not the mean of daily ratios)', () => {
    const p = performance([
      day(A, '2026-01-01', { impressions: 1000, clicks: 10, spend: 10.1 }),
      day(A, '2026-01-02', { impressions: 9000, clicks: 290, spend: 20.2 }),
    ])
    expect(p).toMatchObject({ impressions: 10000, clicks: 300, ctr: 0.03, spend: 30.3 })
  })
})

describe('per campaign, channel and period', () => {
  const rows = [
    day(A, '2026-01-30', { spend: 100, leads: 4, customers: 1, revenue: 300, impressions: 1000, clicks: 50 }),
    day(A, '2026-02-01', { spend: 100, leads: 0, impressions: 1000, clicks: 10 }),
    day(B, '2026-02-01', { spend: 300, leads: 10, impressions: 5000, clicks: 100 }),
  ]
  const campaigns = [
    { id: A, name: 'Alpha', channel: 'search' as const },
    { id: B, name: 'Beta', channel: 'search' as const },
    { id: '00000000-0000-4000-8000-00000000000c', name: 'Gamma', channel: 'email' as const },
  ]

  it('per campaign, by spend, campaigns without rows left out', () => {
    expect(byCampaign(rows, campaigns).map((c) => [c.name, c.spend, c.costPerCustomer, c.revenue])).toEqual([
      ['Beta', 300, null, 0],
      ['Alpha', 200, 200, 300],
    ])
  })

  it('per channel, its campaigns together', () => {
    expect(byChannel(rows, campaigns)).toEqual([
      expect.objectContaining({
        channel: 'search',
        campaigns: 2,
        spend: 500,
        leads: 14,
        customers: 1,
        costPerCustomer: 500,
        ctr: 160 / 7000,
      }),
    ])
  })

  it('a series by day and by month, oldest first, ready for a chart', () => {
    expect(series(rows, 'month').map((p) => [p.period, p.spend, p.leads])).toEqual([
      ['2026-01', 100, 4],
      ['2026-02', 400, 10],
    ])
    expect(series(rows, 'day').map((p) => p.period)).toEqual(['2026-01-30', '2026-02-01'])
    expect(series([], 'month')).toEqual([])
  })
})

describe('importing daily metrics', () => {
  const campaigns = new Map([
    ['spring search', A],
    [A, A],
  ])
  const headers = ['Campaign name', 'Date', 'Cost', 'Impr.', 'Clicks', 'Leads', 'Conversions', 'Conversion value']
  const mapping = detectMetricMapping(headers)

  it('detects the columns of an ad platform export', () => {
    expect(mapping).toEqual(['campaign', 'day', 'spend', 'impressions', 'clicks', 'leads', 'customers', 'revenue'])
    expect(metricMappingProblem(mapping)).toBeNull()
    expect(metricMappingProblem(['campaign', 'spend'])).toBe('Choose which column holds the date.')
    expect(metricMappingProblem(['campaign', 'day'])).toMatch(/at least one column of figures/)
  })

  it('a good row, by campaign name (any case) or id', () => {
    expect(
      checkMetricRow(
        ['Spring  Search', '2026-03-01', '$1,250.50', '40,000', '800', '32', '3', '4,500'],
        mapping,
        2,
        campaigns,
      ),
    ).toEqual({
      row: 2,
      ok: true,
      day: {
        campaign_id: A,
        day: '2026-03-01',
        spend: 1250.5,
        impressions: 40000,
        clicks: 800,
        leads: 32,
        customers: 3,
        revenue: 4500,
      },
    })
    expect(
      checkMetricRow([A, new Date('2026-03-02T00:00:00Z'), '', '', '', '', '', ''], mapping, 3, campaigns),
    ).toMatchObject({ ok: true, day: { day: '2026-03-02', spend: 0 } })
  })

  it('a bad row, with every reason', () => {
    expect(
      checkMetricRow(['Winter', '31/02/2026', 'lots', '100', '200', '1.5', '-1', ''], mapping, 4, campaigns),
    ).toEqual({
      row: 4,
      ok: false,
      reasons: [
        'Unknown campaign "Winter": create it first, or use the name it has here',
        'Date "31/02/2026" is not a date: write it as 2026-10-31',
        'Spend "lots" is not a number',
        'Leads "1.5" is not a whole number',
        'Customers (conversions) "-1" is outside 0 to 100,000,000,000',
        'More clicks (200) than impressions (100)',
      ],
    })
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('2026-02-28T10:00:00Z')).toBe('2026-02-28')
  })

  it('every row accounted for: the later of two rows for the same campaign and day counts', () => {
    const checked = [
      checkMetricRow(['spring search', '2026-03-01', '10', '', '', '', '', ''], mapping, 2, campaigns),
      checkMetricRow(['nope', '2026-03-01', '10', '', '', '', '', ''], mapping, 3, campaigns),
      checkMetricRow(['spring search', '2026-03-01', '20', '', '', '', '', ''], mapping, 4, campaigns),
    ]
    const { send, settled } = planMetricImport(checked)
    expect(send.map((r) => [r.row, r.spend])).toEqual([[4, 20]])
    expect(settled).toEqual([
      { row: 2, outcome: 'skipped', reason: 'Row 4 gives the same campaign and date; that row counts' },
      { row: 3, outcome: 'rejected', reason: expect.stringContaining('Unknown campaign') },
    ])
  })
})

describe('the figures that reach the boardroom', () => {
  const asOf = new Date('2026-06-30T12:00:00Z')
  const campaign = (id: string, channel: 'search' | 'social', budget: number) => ({
    id,
    name: id,
    channel,
    status: 'active' as const,
    budget,
    currency: 'USD',
    start_date: '2026-01-01',
    end_date: null,
  })
  // a deal won from the search campaign in the window: the return on spend is the CRM's won value ÷ spend
  const won = {
    status: 'won' as const,
    value: 3000,
    currency: 'USD',
    source: 'campaign' as const,
    campaign_id: A,
    email: null,
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-06-21T00:00:00Z',
    closed_at: '2026-06-21T00:00:00Z',
  }
  const snapshot = (campaignDays?: MetricRow[]) => ({
    company: { name: 'Test', industry: null },
    leads: [won],
    campaigns: [campaign(A, 'search', 9000), campaign(B, 'social', 3000)],
    asOf,
    campaignDays,
  })

  it('spend, cost per customer and return on spend (won value ÷ spend, never the platforms’ revenue), in all and per channel, from the last 90 days', async () => {
    const { computeMetrics } = await import('../../shared/metrics-compute')
    const { crmFigures } = await import('../../shared/decision/figures')
    const days = [
      day(A, '2026-06-20', { spend: 1000, customers: 2, revenue: 5000 }),
      day(B, '2026-05-10', { spend: 500, customers: 0, revenue: 0 }),
      day(A, '2026-01-05', { spend: 99999, customers: 1, revenue: 1 }), // outside the window
    ]
    const figures = crmFigures(computeMetrics(snapshot(days)))
    const pick = (metric: string, group?: string) =>
      figures.find((f) => f.metric === metric && f.group === group)?.value
    expect(pick('marketing_spend')).toBe(1000)
    expect(pick('cac')).toBe(750)
    expect(pick('roas')).toBe(2)
    expect(pick('cac', 'Search ads')).toBe(500)
    expect(pick('roas', 'Search ads')).toBe(3)
    // Social won no customer: no cost per customer rather than Infinity; its return is a real 0
    expect(pick('cac', 'Social media')).toBeUndefined()
    expect(pick('roas', 'Social media')).toBe(0)
    expect(figures.every((f) => typeof f.value !== 'number' || Number.isFinite(f.value))).toBe(true)
  })

  it('without imported metrics, no paid figure is invented', async () => {
    const { computeMetrics } = await import('../../shared/metrics-compute')
    const { crmFigures } = await import('../../shared/decision/figures')
    expect(computeMetrics(snapshot()).paid).toBeUndefined()
    expect(computeMetrics(snapshot([])).paid).toBeNull()
    expect(
      crmFigures(computeMetrics(snapshot([]))).filter((f) => f.metric === 'cac' || f.metric === 'marketing_spend'),
    ).toEqual([])
  })
})
