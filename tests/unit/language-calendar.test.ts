// The calendar reader over tokens (shared/language/calendar.ts): periods as people write them in a
// question, the follow-up markers that move one, and goal deadlines, resolved against a fixed moment
// (a Saturday late in November 2026, and a day in January for the year boundary).
import { describe, expect, test } from 'vitest'
import {
  inPeriod,
  readCalendar,
  readDeadline,
  readDueDay,
  readPeriods,
  resolvePeriod,
  shiftPeriod,
  yearBefore,
} from '../../shared/language/calendar'
import { tokenize } from '../../shared/language/tokens'

const NOW = new Date('2026-11-28T05:30:00Z')
const JAN = new Date('2026-01-10T12:00:00Z')

const period = (text: string, now = NOW) => {
  const found = readPeriods(tokenize(text), now)
  expect(found, text).toHaveLength(1)
  const p = resolvePeriod(found[0].spec, now)
  return { label: p.label, from: p.from, to: p.to }
}

describe('periods in a question', () => {
  test.each([
    ['How much did we win last month?', 'October 2026', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['What did we close in October?', 'October 2026', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['won so far this year', '2026 to date', '2026-01-01T00:00:00.000Z', NOW.toISOString()],
    ['year to date', '2026 to date', '2026-01-01T00:00:00.000Z', NOW.toISOString()],
    ['YTD', '2026 to date', '2026-01-01T00:00:00.000Z', NOW.toISOString()],
    ['this month', 'November 2026 to date', '2026-11-01T00:00:00.000Z', NOW.toISOString()],
    ['this quarter', 'Q4 2026 to date', '2026-10-01T00:00:00.000Z', NOW.toISOString()],
    ['last quarter', 'Q3 2026', '2026-07-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
    ['last year', '2025', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['in 2024', '2024', '2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    ['Q3 2025', 'Q3 2025', '2025-07-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z'],
    ['the second quarter', 'Q2 2026', '2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    ['in the last 30 days', 'the last 30 days', '2026-10-29T05:30:00.000Z', NOW.toISOString()],
    ['past three months', 'the last 3 months', '2026-08-28T05:30:00.000Z', NOW.toISOString()],
    ['last 2 weeks', 'the last 2 weeks', '2026-11-14T05:30:00.000Z', NOW.toISOString()],
    // ISO weeks: 28 November 2026 is a Saturday; its week began on Monday the 23rd
    ['this week', 'this week (from 23 Nov 2026)', '2026-11-23T00:00:00.000Z', NOW.toISOString()],
    ['last week', 'last week (from 16 Nov 2026)', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['yesterday', 'yesterday (27 Nov 2026)', '2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z'],
    ['since March', 'since 1 Mar 2026', '2026-03-01T00:00:00.000Z', NOW.toISOString()],
    ['since the start of the year', 'since 1 Jan 2026', '2026-01-01T00:00:00.000Z', NOW.toISOString()],
    ['from 5 October', 'since 5 Oct 2026', '2026-10-05T00:00:00.000Z', NOW.toISOString()],
    ['two months ago', 'September 2026', '2026-09-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
    ['May 2026', 'May 2026', '2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'],
    // a named month is its most recent occurrence that has started
    ['in December', 'December 2025', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['November', 'November 2026', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['all time', 'all time', null, NOW.toISOString()],
  ])('%s', (text, label, from, to) => expect(period(text)).toEqual({ label, from, to }))

  test('across a year boundary', () => {
    expect(period('last month', JAN)).toMatchObject({ label: 'December 2025', from: '2025-12-01T00:00:00.000Z' })
    expect(period('last quarter', JAN)).toMatchObject({ label: 'Q4 2025', from: '2025-10-01T00:00:00.000Z' })
    expect(period('in Q3', JAN)).toMatchObject({ label: 'Q3 2025' })
    expect(period('since March', JAN)).toMatchObject({ label: 'since 1 Mar 2025' })
  })

  test('two periods in one question are both read, in order', () => {
    const found = readPeriods(tokenize('Did we win more in October than in September?'), NOW)
    expect(found.map((m) => resolvePeriod(m.spec, NOW).label)).toEqual(['October 2026', 'September 2026'])
  })

  test.each([
    'we may do it',
    'march the team on',
    'leads from referrals',
    'more than 2,000 leads',
    'the current pipeline',
    'a $2026 deal',
  ])('%s names no period', (text) => expect(readPeriods(tokenize(text), NOW)).toEqual([]))

  test('the span of the words that said it, for the trace', () => {
    const [m] = readPeriods(tokenize('How much did we win last month?'), NOW)
    expect('How much did we win last month?'.slice(m.start, m.end)).toBe('last month')
    expect(m.entries).toEqual(['rel:-1', 'grain:month'])
  })
})

describe('follow-up markers', () => {
  test.each([
    ['and the month before?', { kind: 'shift', by: -1, grain: 'month' }],
    ['the quarter before that', { kind: 'shift', by: -1, grain: 'quarter' }],
    ['before that?', { kind: 'shift', by: -1 }],
    ['and the previous period', { kind: 'shift', by: -1 }],
    ['same time last year', { kind: 'year-ago' }],
    ['year on year', { kind: 'year-ago' }],
  ])('%s', (text, expected) => {
    const found = readCalendar(tokenize(text), NOW)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject(expected)
  })

  test('a period moves back by its own unit, or by its own length', () => {
    const label = (spec: ReturnType<typeof shiftPeriod>) => (spec ? resolvePeriod(spec, NOW).label : null)
    expect(label(shiftPeriod({ type: 'calendar', grain: 'month', offset: -1 }, -1, NOW))).toBe('September 2026')
    // this month (to date) moved back is last month, whole
    expect(label(shiftPeriod({ type: 'calendar', grain: 'month', offset: 0 }, -1, NOW))).toBe('October 2026')
    expect(label(shiftPeriod({ type: 'named', grain: 'quarter', start: '2026-01-01' }, -1, NOW))).toBe('Q4 2025')
    const before30 = shiftPeriod({ type: 'rolling', unit: 'day', count: 30 }, -1, NOW)!
    expect(resolvePeriod(before30, NOW)).toMatchObject({
      from: '2026-09-29T05:30:00.000Z',
      to: '2026-10-29T05:30:00.000Z',
    })
    expect(shiftPeriod({ type: 'all' }, -1, NOW)).toBeNull()
  })

  test('the same period a year earlier', () => {
    expect(resolvePeriod(yearBefore({ type: 'named', grain: 'month', start: '2026-10-01' }, NOW)!, NOW).label).toBe(
      'October 2025',
    )
    // this year to date against the same days of last year
    expect(resolvePeriod(yearBefore({ type: 'calendar', grain: 'year', offset: 0 }, NOW)!, NOW)).toMatchObject({
      from: '2025-01-01T00:00:00.000Z',
      to: '2025-11-28T05:30:00.000Z',
    })
  })

  test('whether an instant is in a period (from inclusive, to exclusive)', () => {
    const october = resolvePeriod({ type: 'named', grain: 'month', start: '2026-10-01' }, NOW)
    expect(inPeriod(october, '2026-10-01T00:00:00Z')).toBe(true)
    expect(inPeriod(october, '2026-10-31T23:59:59Z')).toBe(true)
    expect(inPeriod(october, '2026-11-01T00:00:00Z')).toBe(false)
    expect(inPeriod(october, null)).toBe(false)
  })
})

describe('deadlines of goals', () => {
  test.each([
    ['Double MRR by June', '2027-06-30', 'by June'],
    ['Leads per month up to 30 by 28 Dec 2026', '2026-12-28', 'by 28 Dec 2026'],
    ['grow revenue 20% in 6 months', '2027-05-28', 'in 6 months'],
    ['win rate to 50% by the end of Q3', '2027-09-30', 'by the end of Q3'],
    ['by the end of the year', '2026-12-31', 'by the end of the year'],
    ['by year end', '2026-12-31', 'by year end'],
    ['cut churn to 1% this year', '2026-12-31', 'this year'],
    ['next quarter', '2027-03-31', 'next quarter'],
    ['before July', '2027-06-30', 'before July'],
    ['within 90 days', '2027-02-26', 'within 90 days'],
    ['over the next two quarters', '2027-05-28', 'over the next two quarters'],
    ['6 months from now', '2027-05-28', '6 months from now'],
    ['by 2027', '2027-12-31', 'by 2027'],
    ['by December', '2026-12-31', 'by December'],
    ['grow MRR ×1.5 by 2027-06-30', '2027-06-30', 'by 2027-06-30'],
    ['MRR +40% in a year', '2027-11-28', 'in a year'],
    ['halve churn by next summer', '2027-08-31', 'by next summer'],
    ['by summer', '2027-08-31', 'by summer'],
  ])('%s', (text, date, phrase) => expect(readDeadline(tokenize(text), NOW, text)).toMatchObject({ date, phrase }))

  test('a risk that names a count is no deadline', () => {
    expect(readDeadline(tokenize('Address this risk: 8 open leads are going cold'), NOW)).toBeNull()
  })
})

describe('due days', () => {
  // 28 November 2026 is a Saturday
  test.each([
    ['schedule a follow-up tomorrow', '2026-11-29'],
    ['remind me today', '2026-11-28'],
    ['follow up on Friday', '2026-12-04'],
    ['follow up on Saturday', '2026-12-05'],
    ['check in next week', '2026-12-05'],
    ['follow up in 3 days', '2026-12-01'],
    ['in two weeks', '2026-12-12'],
    ['follow up on 5 December', '2026-12-05'],
    ['log a follow-up on each', '2026-11-29'],
  ])('%s → %s', (text, day) => expect(readDueDay(tokenize(text), NOW)).toBe(day))
})
