// Lead scores (shared/lead-score.ts): each factor's points and sentence, table by table, the
// 14-day half-life, the points adding up to the score, and the "not contacted for a week" rule.
import { describe, expect, it } from 'vitest'
import {
  HALF_LIFE_DAYS,
  notContactedFor,
  scoreLead,
  seniority,
  type IdealCustomerProfile,
  type ScoreInputs,
} from '../../shared/lead-score'

const asOf = new Date('2026-11-28T12:00:00Z')
const daysAgo = (d: number) => new Date(asOf.getTime() - d * 86_400_000).toISOString()
const icp: IdealCustomerProfile = {
  industries: ['E-commerce and retail', 'Logistics and transport'],
  sizes: ['51-200', '201-1000'],
}
const base: ScoreInputs = {
  lead: { title: '', industry: '', company_size: '', status: 'new', created_at: daysAgo(0) },
  calls: [],
  moves: [],
  icp,
  asOf,
}
const with_ = (lead: Partial<ScoreInputs['lead']>, rest: Partial<ScoreInputs> = {}) =>
  scoreLead({ ...base, ...rest, lead: { ...base.lead, ...lead } })
const factor = (inputs: ReturnType<typeof scoreLead>, key: string) => inputs.factors.find((f) => f.key === key)!

describe('title seniority', () => {
  it.each([
    ['CEO', 20],
    ['Co-founder & CTO', 20],
    ['Owner', 20],
    ['Gérant', 20],
    ['VP Operations', 15],
    ['Head of Planning', 15],
    ['Directrice', 15],
    ['Finance Director', 15],
    ['Operations Manager', 10],
    ['Supply Chain Lead', 10],
    ['Controller', 10],
    ['Planning Analyst', 4],
    ['Buyer', 4],
    ['', 0],
    ['   ', 0],
  ])('%j → %i points', (title, points) => {
    expect(seniority(title).points).toBe(points)
  })
})

describe('fit against the ideal customer profile', () => {
  it.each([
    ['51-200', 15, '51-200 people is an ideal company size'],
    ['11-50', 7, '11-50 people is next to an ideal company size'],
    ['1-10', 0, '1-10 people is outside the ideal company sizes'],
    ['', 0, 'Company size not recorded'],
  ])('company size %j → %i', (company_size, points, reason) => {
    expect(factor(with_({ company_size }), 'size')).toMatchObject({ points, max: 15, reason })
  })
  it.each([
    ['logistics and transport ', 15, 'logistics and transport is an ideal industry'],
    ['Healthcare', 0, 'Healthcare is not one of the ideal industries'],
    ['', 0, 'Industry not recorded'],
  ])('industry %j → %i', (industry, points, reason) => {
    expect(factor(with_({ industry }), 'industry')).toMatchObject({ points, max: 15, reason })
  })
  it('gives no size or industry points, and says why, while the company has no profile', () => {
    const s = with_({ industry: 'Healthcare', company_size: '51-200' }, { icp: null })
    expect(factor(s, 'size')).toMatchObject({ points: 0, reason: 'No ideal company size is set in company setup' })
    expect(factor(s, 'industry')).toMatchObject({ points: 0, reason: 'No ideal industries are set in company setup' })
  })
})

describe('engagement', () => {
  it('a call counts in full today and half after one half-life', () => {
    expect(HALF_LIFE_DAYS).toBe(14)
    expect(factor(with_({}, { calls: [{ occurred_at: daysAgo(0), outcome: 'meeting_booked' }] }), 'calls').points).toBe(
      10,
    )
    expect(
      factor(with_({}, { calls: [{ occurred_at: daysAgo(14), outcome: 'meeting_booked' }] }), 'calls').points,
    ).toBe(5)
    expect(factor(with_({}, { calls: [{ occurred_at: daysAgo(28), outcome: 'connected' }] }), 'calls').points).toBe(2) // 6 / 4 = 1.5 → 2
  })
  it('caps calls at 20 points and explains them', () => {
    const calls = Array.from({ length: 5 }, () => ({ occurred_at: daysAgo(1), outcome: 'meeting_booked' as const }))
    expect(factor(with_({}, { calls }), 'calls')).toMatchObject({
      points: 20,
      max: 20,
      reason: '5 calls, 5 meetings booked; the latest 1 day ago',
    })
    expect(
      factor(with_({}, { calls: [{ occurred_at: daysAgo(3), outcome: 'not_interested' }] }), 'calls'),
    ).toMatchObject({ points: 0, reason: '1 call; the latest 3 days ago' })
  })
  it.each([
    ['new', 0],
    ['contacted', 5],
    ['qualified', 10],
    ['proposal', 15],
    ['won', 0],
    ['lost', 0],
  ] as const)('status %s → %i progress points', (status, points) => {
    expect(factor(with_({ status }), 'progress').points).toBe(points)
  })
  it('says where the deal stands and how it got there', () => {
    expect(
      factor(
        with_({ status: 'qualified' }, { moves: [{ created_at: daysAgo(3) }, { created_at: daysAgo(9) }] }),
        'progress',
      ).reason,
    ).toBe('At the Qualified stage after 2 status moves')
    expect(factor(with_({ status: 'proposal' }), 'progress').reason).toBe(
      'At the Proposal stage, where it was added (no status move yet)',
    )
    expect(factor(with_({ status: 'won' }), 'progress').reason).toBe('Closed (Won): no points for progress')
  })
  it('recency decays from the last call or status move, else from creation', () => {
    expect(factor(with_({ created_at: daysAgo(0) }), 'recency')).toMatchObject({
      points: 15,
      reason: 'Never called or moved; added today',
    })
    expect(factor(with_({ created_at: daysAgo(14) }), 'recency').points).toBe(8) // 7.5 → 8
    const moved = with_(
      { created_at: daysAgo(60) },
      { moves: [{ created_at: daysAgo(28) }], calls: [{ occurred_at: daysAgo(40), outcome: 'no_answer' }] },
    )
    expect(factor(moved, 'recency')).toMatchObject({ points: 4, reason: 'Last called or moved 28 days ago' }) // 15 / 4 = 3.75
    expect(moved.lastContact).toBe(daysAgo(28))
  })
})

describe('the score', () => {
  it('is the sum of the factors’ points, fit and engagement apart', () => {
    const s = with_(
      {
        title: 'VP Operations',
        industry: 'E-commerce and retail',
        company_size: '201-1000',
        status: 'proposal',
        created_at: daysAgo(30),
      },
      {
        calls: [
          { occurred_at: daysAgo(0), outcome: 'meeting_booked' },
          { occurred_at: daysAgo(14), outcome: 'connected' },
        ],
        moves: [{ created_at: daysAgo(2) }, { created_at: daysAgo(10) }],
      },
    )
    // fit 15 + 15 + 15; engagement calls 10 + 3, progress 15, recency 15
    expect(s).toMatchObject({ fit: 45, engagement: 43, score: 88, lastContact: daysAgo(0) })
    expect(s.factors.reduce((t, f) => t + f.points, 0)).toBe(s.score)
    expect(s.factors.map((f) => f.key)).toEqual(['seniority', 'size', 'industry', 'calls', 'progress', 'recency'])
  })
  it('stays within 0–100: the best lead scores 100, an unknown cold one near 0', () => {
    const best = with_(
      { title: 'CEO', industry: 'Logistics and transport', company_size: '51-200', status: 'proposal' },
      {
        calls: [
          { occurred_at: daysAgo(0), outcome: 'meeting_booked' },
          { occurred_at: daysAgo(0), outcome: 'meeting_booked' },
        ],
      },
    )
    expect(best.score).toBe(100)
    expect(with_({ created_at: daysAgo(365) }).score).toBe(0)
  })
  it('ignores calls dated after the scoring date', () => {
    expect(
      factor(with_({}, { calls: [{ occurred_at: daysAgo(-2), outcome: 'meeting_booked' }] }), 'calls'),
    ).toMatchObject({ points: 0, reason: 'No call logged' })
  })
})

describe('not contacted for a week', () => {
  it.each([
    [daysAgo(7), true],
    [daysAgo(6.9), false],
    [daysAgo(0), false],
  ])('waiting since %s → %s', (waitingSince, expected) => {
    expect(notContactedFor({ waitingSince }, asOf)).toBe(expected)
  })

  it('a lead never contacted waits from when it was added: not listed the day it is added', () => {
    const added = (d: number) => with_({ created_at: daysAgo(d) })
    expect(added(0).waitingSince).toBe(daysAgo(0))
    expect(notContactedFor(added(0), asOf)).toBe(false)
    expect(notContactedFor(added(8), asOf)).toBe(true)
  })
})
