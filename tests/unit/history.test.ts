// The charts over time's series (shared/history.ts): leads by source per month, campaign spend
// spread over the months a campaign runs with the value won from it, and the pipeline by stage at
// each month's end replayed from status moves.
import { describe, expect, it } from 'vitest'
import {
  campaignSpendAndReturn,
  lastMonths,
  leadsBySource,
  pipelineByStage,
  type HistoryLead,
} from '../../shared/history'

const AS_OF = new Date('2026-11-25T12:00:00Z')
const lead = (id: string, over: Partial<HistoryLead>): HistoryLead => ({
  id,
  status: 'new',
  value: 1000,
  currency: 'USD',
  source: 'website',
  campaign_id: null,
  created_at: '2026-09-05T10:00:00Z',
  updated_at: '2026-09-05T10:00:00Z',
  ...over,
})
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('charts over time', () => {
  const months = lastMonths(AS_OF, 3)

  it('the window is the last months up to this one', () => {
    expect(months).toEqual(['2026-09', '2026-10', '2026-11'])
  })

  it('counts new leads by source per month, the smaller sources as other', () => {
    const leads = [
      lead(ID(1), {}),
      lead(ID(2), { source: 'referral', created_at: '2026-10-02T00:00:00Z' }),
      lead(ID(3), { source: 'event', created_at: '2026-10-03T00:00:00Z' }),
      lead(ID(4), { created_at: '2026-11-01T00:00:00Z' }),
      lead(ID(5), { created_at: '2025-01-01T00:00:00Z' }),
    ]
    expect(leadsBySource(leads, months, 2)).toEqual({
      series: ['website', 'event', 'other'],
      rows: [
        { month: '2026-09', values: { website: 1, event: 0, other: 0 } },
        { month: '2026-10', values: { website: 0, event: 1, other: 1 } },
        { month: '2026-11', values: { website: 1, event: 0, other: 0 } },
      ],
    })
  })

  it('takes each month’s spend from the imported days and counts the value won from campaigns in the month each was won', () => {
    const campaigns = [
      {
        id: ID(10),
        channel: 'search' as const,
        budget: 3000,
        currency: 'USD',
        start_date: '2026-09-01',
        end_date: '2026-11-30',
      },
      { id: ID(11), channel: 'email' as const, budget: 900, currency: 'USD', start_date: '2027-01-01', end_date: null },
    ]
    // won in October by its move to won, though last changed in November
    const leads = [
      lead(ID(1), {
        status: 'won',
        value: 5000,
        campaign_id: ID(10),
        closed_at: '2026-10-20T00:00:00Z',
        updated_at: '2026-11-03T00:00:00Z',
      }),
      lead(ID(2), { status: 'won', value: 700, campaign_id: null, updated_at: '2026-10-20T00:00:00Z' }),
    ]
    // spend is what the imported days say, not the budget spread over the months
    const days = [
      { campaign_id: ID(10), day: '2026-09-14', spend: 400.5 },
      { campaign_id: ID(10), day: '2026-10-02', spend: 250 },
      { campaign_id: ID(10), day: '2026-10-30', spend: 100 },
      { campaign_id: 'another-company', day: '2026-10-30', spend: 999 },
    ]
    expect(campaignSpendAndReturn(campaigns, leads, days, months, 'USD')).toEqual([
      { month: '2026-09', values: { spend: 400.5, won: 0 } },
      { month: '2026-10', values: { spend: 350, won: 5000 } },
      { month: '2026-11', values: { spend: 0, won: 0 } },
    ])
  })

  it('replays status moves to the pipeline at each month end', () => {
    const leads = [
      lead(ID(1), { status: 'won' }),
      lead(ID(2), { status: 'qualified', created_at: '2026-10-10T00:00:00Z' }),
    ]
    const moves = [
      {
        lead_id: ID(1),
        from_status: 'new' as const,
        to_status: 'proposal' as const,
        created_at: '2026-10-15T00:00:00Z',
      },
      {
        lead_id: ID(1),
        from_status: 'proposal' as const,
        to_status: 'won' as const,
        created_at: '2026-11-02T00:00:00Z',
      },
    ]
    expect(pipelineByStage(leads, moves, months).map((r) => r.values)).toEqual([
      { new: 1, contacted: 0, qualified: 0, proposal: 0 },
      { new: 0, contacted: 0, qualified: 1, proposal: 1 },
      { new: 0, contacted: 0, qualified: 1, proposal: 0 },
    ])
  })
})
