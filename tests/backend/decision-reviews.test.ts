// Decision reviews (supabase/migrations/*_decision_reviews.sql): who can plan a
// review and who can record one, for the company owner (seeded Dana), a company admin, a plain
// member, another company's owner, the platform admin and anon; the constraints on what a review
// holds; the 30-day rule; and the seed's reviewed decisions for Northwind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calibrate, type ReviewedSession } from '../../shared/decision/calibration'
import { startBackend, type Backend } from './harness'
import { ANON, createUser, RLS_DENIED, SERVICE, sqlRoles, user } from './sql-roles'

const ADMIN = 'a0000000-0000-4000-8000-000000000001' // seed: platform admin
const OWNER = 'b0000000-0000-4000-8000-000000000002' // seed: owner of Northwind
const OTHER = 'b0000000-0000-4000-8000-000000000003' // seed: owner of Bluefin
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const MEMBER = 'd4000000-0000-4000-8000-000000000001' // test: member of Northwind
const CADMIN = 'd4000000-0000-4000-8000-000000000002' // test: admin of Northwind

const OVERDUE = '5e550000-0000-4000-8000-000000000007' // seed: adopted, review due yesterday, not recorded
const UPCOMING = '5e550000-0000-4000-8000-000000000008' // seed: adopted, review due in six weeks
const REVIEWED = '5e550000-0000-4000-8000-000000000001' // seed: reviewed 89 days ago
const OPEN = 'f4000000-0000-4000-8000-000000000001' // test: an open session of Northwind
const DECIDED = 'f4000000-0000-4000-8000-000000000002' // test: adopted, no review planned

let backend: Backend
const { as, rows, affected } = sqlRoles(() => backend)

const record = `update public.boardroom_reviews set verdict = 'worked', figure_value = 12, note = 'Twelve referrals a month' where session_id = $1`
const plan = `insert into public.boardroom_reviews (session_id, due_on, watch_label) values ($1, current_date + 30, 'Leads per month')`

beforeAll(async () => {
  backend = await startBackend()
  await backend.db.asOwner(async (tx) => {
    await createUser(tx, MEMBER, 'reviews-member@test.local')
    await createUser(tx, CADMIN, 'reviews-admin@test.local')
    await tx.query(
      `insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'member'), ($1, $3, 'admin')`,
      [NORTHWIND, MEMBER, CADMIN],
    )
    const debate = JSON.stringify({ positions: [], decision: { recommendation: 'proceed' } })
    await tx.query(
      `insert into public.boardroom_sessions (id, company_id, question, topic, debate, metrics, engine, outcome, decided_at, decided_by)
       values ($1, $3, 'Should we try a podcast sponsorship?', 'growth', $4, '{}', 'builtin', 'open', null, null),
              ($2, $3, 'Should we sponsor the fintech meetup?', 'growth', $4, '{}', 'builtin', 'adopted', now(), $5)`,
      [OPEN, DECIDED, NORTHWIND, debate, OWNER],
    )
  })
})
afterAll(() => backend?.stop())

describe('seed', () => {
  it('gives Northwind six reviewed decisions, one review overdue and one upcoming, enough to rank the board', async () => {
    const reviews = await rows<{ session_id: string; verdict: string | null; due: string }>(
      SERVICE,
      `select session_id, verdict, case when due_on < current_date then 'past' when due_on = current_date then 'today' else 'future' end as due
       from public.boardroom_reviews where company_id = $1 order by session_id`,
      [NORTHWIND],
    )
    expect(reviews.filter((r) => r.verdict !== null)).toHaveLength(6)
    expect(new Set(reviews.map((r) => r.verdict))).toEqual(new Set(['worked', 'did-not-work', 'mixed', null]))
    expect(reviews.find((r) => r.session_id === OVERDUE)).toEqual({ session_id: OVERDUE, verdict: null, due: 'past' })
    expect(reviews.find((r) => r.session_id === UPCOMING)).toEqual({
      session_id: UPCOMING,
      verdict: null,
      due: 'future',
    })
    const reviewed = await rows<ReviewedSession>(
      SERVICE,
      `select s.outcome, s.debate, r.verdict from public.boardroom_sessions s join public.boardroom_reviews r on r.session_id = s.id where r.verdict is not null and s.company_id = $1`,
      [NORTHWIND],
    )
    const board = calibrate(reviewed)
    expect(board.ranked).toBe(true)
    // the executives differ: four ranked on distinct scores, the CTO with too few forecasts
    const ranked = board.scores.filter((s) => s.rank !== null)
    expect(ranked.map((s) => s.rank)).toEqual([1, 2, 3, 4])
    expect(board.scores.find((s) => s.executive === 'cto')).toMatchObject({ scored: 4, rank: null })
  })
})

describe('read', () => {
  it('members of the company read its reviews; another company’s owner reads none; anon is refused', async () => {
    const q = `select session_id from public.boardroom_reviews where session_id = $1`
    for (const who of [OWNER, CADMIN, MEMBER, ADMIN])
      expect(await rows(user(who), q, [OVERDUE])).toEqual([{ session_id: OVERDUE }])
    expect(await rows(user(OTHER), q, [OVERDUE])).toEqual([])
    await expect(rows(ANON, q, [OVERDUE])).rejects.toMatchObject({ code: '42501' })
  })
})

describe('planning a review', () => {
  it('any member plans the review of a decided session; the company, planner and time are stamped', async () => {
    const planned = await as(
      user(MEMBER),
      async (tx) => (await tx.query(`${plan} returning company_id, planned_by, verdict, note`, [DECIDED])).rows,
    )
    expect(planned).toEqual([{ company_id: NORTHWIND, planned_by: MEMBER, verdict: null, note: '' }])
  })

  it('refuses an open session, another company’s, a past date, a blank figure and a recorded review slipped in', async () => {
    await expect(affected(user(OWNER), plan, [OPEN])).rejects.toMatchObject({
      code: '23514',
      message: 'Adopt or reject the decision before planning its review',
    })
    await expect(affected(user(OTHER), plan, [DECIDED])).rejects.toMatchObject({
      code: '42501',
      message: 'No such boardroom decision',
    })
    await expect(affected(user(ADMIN), plan, [DECIDED])).rejects.toThrow(RLS_DENIED)
    await expect(affected(ANON, plan, [DECIDED])).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(
        user(OWNER),
        `insert into public.boardroom_reviews (session_id, due_on, watch_label) values ($1, current_date - 1, 'MRR')`,
        [DECIDED],
      ),
    ).rejects.toMatchObject({
      code: '23514',
      message: 'The review date must be between today and three years from now',
    })
    await expect(
      affected(
        user(OWNER),
        `insert into public.boardroom_reviews (session_id, due_on, watch_label) values ($1, current_date + 10, '   ')`,
        [DECIDED],
      ),
    ).rejects.toMatchObject({ code: '23514' })
    // the verdict is not the planner's to set (no column privilege)
    await expect(
      affected(
        user(OWNER),
        `insert into public.boardroom_reviews (session_id, due_on, watch_label, verdict) values ($1, current_date + 10, 'MRR', 'worked')`,
        [DECIDED],
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('a member may move the plan until the review is recorded', async () => {
    expect(
      await affected(
        user(MEMBER),
        `update public.boardroom_reviews set due_on = current_date + 7, watch_label = 'Referral leads' where session_id = $1`,
        [OVERDUE],
      ),
    ).toBe(1)
    await expect(
      affected(user(OWNER), `update public.boardroom_reviews set watch_label = 'MRR' where session_id = $1`, [
        REVIEWED,
      ]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'The review is recorded: its date and figure no longer change',
    })
  })
})

describe('recording a review', () => {
  it('the owner and a company admin record it; who and when are stamped', async () => {
    for (const who of [OWNER, CADMIN]) {
      const done = await as(
        user(who),
        async (tx) =>
          (
            await tx.query(
              `${record} returning verdict, figure_value, reviewed_by, reviewed_at is not null as stamped`,
              [OVERDUE],
            )
          ).rows,
      )
      expect(done).toEqual([{ verdict: 'worked', figure_value: '12', reviewed_by: who, stamped: true }])
    }
  })

  it('a plain member cannot; another company’s owner and the platform admin reach nothing; anon is refused', async () => {
    await expect(affected(user(MEMBER), record, [OVERDUE])).rejects.toMatchObject({
      code: '42501',
      message: "Only the company's owner or an admin records a review",
    })
    expect(await affected(user(OTHER), record, [OVERDUE])).toBe(0)
    expect(await affected(user(ADMIN), record, [OVERDUE])).toBe(0)
    await expect(affected(ANON, record, [OVERDUE])).rejects.toMatchObject({ code: '42501' })
    expect(
      await rows(SERVICE, `select verdict from public.boardroom_reviews where session_id = $1`, [OVERDUE]),
    ).toEqual([{ verdict: null }])
  })

  it('needs a verdict from the list and the figure’s value, within range, and a note under 1,000 characters', async () => {
    const set = (sql: string) =>
      affected(user(OWNER), `update public.boardroom_reviews set ${sql} where session_id = $1`, [OVERDUE])
    await expect(set(`verdict = 'great', figure_value = 1`)).rejects.toMatchObject({ code: '23514' })
    await expect(set(`verdict = 'worked'`)).rejects.toMatchObject({
      code: '23514',
      message: "A recorded review needs the figure's value",
    })
    await expect(set(`figure_value = 3`)).rejects.toMatchObject({
      code: '23514',
      message: 'A recorded review needs its verdict: worked, did not work or mixed',
    })
    await expect(set(`verdict = 'mixed', figure_value = 1e16`)).rejects.toMatchObject({ code: '23514' })
    await expect(set(`verdict = 'mixed', figure_value = 1, note = repeat('x', 1001)`)).rejects.toMatchObject({
      code: '23514',
    })
  })

  it('may be corrected for 30 days after it was first recorded, then never; it is never withdrawn', async () => {
    // the seed's reviews were recorded months ago
    await expect(
      affected(user(OWNER), `update public.boardroom_reviews set verdict = 'mixed' where session_id = $1`, [REVIEWED]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'This review was recorded more than 30 days ago and can no longer change',
    })
    await as(user(OWNER), async (tx) => {
      await tx.query(record, [OVERDUE])
      // a correction within the window keeps the first recording's time
      const first = (
        await tx.query<{ reviewed_at: string }>(
          `select reviewed_at from public.boardroom_reviews where session_id = $1`,
          [OVERDUE],
        )
      ).rows[0].reviewed_at
      await tx.query(`update public.boardroom_reviews set verdict = 'mixed' where session_id = $1`, [OVERDUE])
      expect(
        (await tx.query(`select verdict, reviewed_at from public.boardroom_reviews where session_id = $1`, [OVERDUE]))
          .rows,
      ).toEqual([{ verdict: 'mixed', reviewed_at: first }])
      await expect(
        tx.query(`update public.boardroom_reviews set verdict = null, figure_value = null where session_id = $1`, [
          OVERDUE,
        ]),
      ).rejects.toMatchObject({ code: '23514' })
    })
  })

  it('nobody deletes a review through the API; a reviewed decision keeps its outcome, an unreviewed one reopened drops its plan', async () => {
    await expect(
      affected(user(OWNER), `delete from public.boardroom_reviews where session_id = $1`, [OVERDUE]),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      affected(user(OWNER), `update public.boardroom_sessions set outcome = 'open' where id = $1`, [REVIEWED]),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'This decision has been reviewed: its outcome no longer changes',
    })
    const after = await as(user(OWNER), async (tx) => {
      await tx.query(`update public.boardroom_sessions set outcome = 'open' where id = $1`, [OVERDUE])
      return (
        await tx.query(`select count(*)::int as n from public.boardroom_reviews where session_id = $1`, [OVERDUE])
      ).rows[0]
    })
    expect(after).toEqual({ n: 0 })
  })
})
