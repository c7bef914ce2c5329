// Calls and billing's pure parts: this month's call figures (calls, connect rate, meetings booked),
// the call form's conversions and messages, the outcome filter read from the address bar, what the
// screens say for the database's refusals, and the plan's usage against its countable limits.
import { describe, expect, it } from 'vitest'
import { DataError, describeError } from '../../client/lib/errors'
import { planById, planUsage } from '../../shared/plans'
import {
  CALL_IN_FUTURE,
  CallFiltersSchema,
  CallFormSchema,
  formatCallDuration,
  summarizeCalls,
  type CallOutcome,
} from '../../shared/schemas/call'

// 15 Nov 2026, 12:00 local time
const NOW = new Date(2026, 10, 15, 12, 0)
const at = (month: number, day: number, hour = 10) => new Date(2026, month, day, hour).toISOString()
const c = (outcome: CallOutcome, occurred_at: string) => ({ outcome, occurred_at })

describe('summarizeCalls', () => {
  it("counts only this month's calls: connect rate is answered calls over all of them", () => {
    const calls = [
      c('connected', at(10, 14)),
      c('meeting_booked', at(10, 10)),
      c('meeting_booked', at(10, 1, 0)), // the 1st at midnight is this month
      c('voicemail', at(10, 3)),
      c('no_answer', at(10, 5)),
      c('not_interested', at(10, 7)), // answered, even if the answer was no
      c('meeting_booked', at(9, 31, 23)), // last month: not counted
      c('connected', at(9, 20)),
    ]
    expect(summarizeCalls(calls, NOW)).toEqual({ callsThisMonth: 6, connectRate: 4 / 6, meetingsBooked: 2 })
  })

  it('without a call this month there is no rate, not 0%', () => {
    expect(summarizeCalls([c('connected', at(9, 30))], NOW)).toEqual({
      callsThisMonth: 0,
      connectRate: null,
      meetingsBooked: 0,
    })
    expect(summarizeCalls([], NOW)).toEqual({ callsThisMonth: 0, connectRate: null, meetingsBooked: 0 })
  })

  it('every call unanswered is a 0% rate', () => {
    expect(summarizeCalls([c('voicemail', at(10, 2)), c('no_answer', at(10, 3))], NOW).connectRate).toBe(0)
  })
})

describe('the call form', () => {
  const blank = {
    lead_id: '',
    direction: 'outbound',
    outcome: 'connected',
    duration_minutes: '15',
    occurred_at: '2026-11-01T09:30',
    notes: '',
  }
  const errors = (values: Record<string, string>) => {
    const result = CallFormSchema.safeParse({ ...blank, ...values })
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('turns the fields into the row: no lead is null, minutes a number, the local time an instant', () => {
    expect(CallFormSchema.parse(blank)).toEqual({
      lead_id: null,
      direction: 'outbound',
      outcome: 'connected',
      duration_minutes: 15,
      occurred_at: new Date(2026, 10, 1, 9, 30).toISOString(),
      notes: '',
    })
  })

  it('reads the duration as people write it, in minutes', () => {
    for (const [typed, minutes] of [
      ['15 min', 15],
      ['1 hour', 60],
      ['1.5 hours', 90],
      ['0', 0],
    ] as const)
      expect(CallFormSchema.parse({ ...blank, duration_minutes: typed }).duration_minutes, typed).toBe(minutes)
  })

  it('says what is wrong with each field', () => {
    expect(errors({ duration_minutes: '' })).toEqual({
      duration_minutes: 'Enter the duration in whole minutes, like 15',
    })
    expect(errors({ duration_minutes: '1.5' })).toEqual({
      duration_minutes: 'Enter the duration in whole minutes, like 15',
    })
    expect(errors({ duration_minutes: '601' })).toEqual({ duration_minutes: 'A call can be at most 600 minutes' })
    expect(errors({ occurred_at: '' })).toEqual({ occurred_at: 'Enter when the call took place' })
    expect(errors({ occurred_at: '2999-01-01T10:00' })).toEqual({ occurred_at: CALL_IN_FUTURE })
    expect(errors({ outcome: 'hung_up' })).toEqual({ outcome: 'Choose how the call ended' })
    expect(errors({ lead_id: 'not-a-lead' })).toEqual({ lead_id: 'Choose one from the list' })
    expect(errors({ notes: 'x'.repeat(2001) })).toEqual({ notes: 'The notes can be at most 2000 characters' })
  })

  it('the outcome filter ignores anything unknown in the address', () => {
    expect(CallFiltersSchema.parse({ outcome: 'voicemail' })).toEqual({ outcome: 'voicemail' })
    expect(CallFiltersSchema.parse({ outcome: 'DROP TABLE' })).toEqual({ outcome: '' })
    expect(CallFiltersSchema.parse({})).toEqual({ outcome: '' })
  })

  it("shows the database's refusals on the field they are about", () => {
    expect(
      describeError(
        new DataError(
          'insert or update on table "calls" violates foreign key constraint "calls_lead_same_company_fkey"',
          '23503',
          409,
        ),
      ),
    ).toEqual({ kind: 'invalid', field: 'lead_id', message: "Choose one of your company's leads" })
    expect(describeError(new DataError(CALL_IN_FUTURE, '23514', 400))).toEqual({
      kind: 'invalid',
      field: 'occurred_at',
      message: CALL_IN_FUTURE,
    })
  })

  it('durations read as people say them', () => {
    expect([0, 1, 45, 60, 95].map(formatCallDuration)).toEqual([
      'Under a minute',
      '1 min',
      '45 min',
      '1 h',
      '1 h 35 min',
    ])
  })
})

describe('planUsage', () => {
  it('members against seats and this month’s sessions against the allowance; over the limit is flagged', () => {
    expect(planUsage(planById('starter'), { members: 4, boardroomSessionsThisMonth: 20 })).toEqual([
      { label: 'Seats', used: 4, limit: 3, counted: 'members of your company', over: true },
      {
        label: 'Boardroom sessions this month',
        used: 20,
        limit: 20,
        counted: 'questions put to the board since the 1st',
        over: false,
      },
    ])
  })

  it('an unlimited plan is never over', () => {
    expect(
      planUsage(planById('enterprise'), { members: 500, boardroomSessionsThisMonth: 9000 }).map((r) => [
        r.limit,
        r.over,
      ]),
    ).toEqual([
      [null, false],
      [null, false],
    ])
  })
})
