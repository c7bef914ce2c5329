// Row level security on the AI screens' tables, straight against Postgres as each kind of caller:
// chat threads and messages are their author's alone (not even the company's owner reads a
// member's thread; another company's member sees nothing); the agent's activity log is the
// company's to read, its author's alone to mark undone, and nobody's to rewrite or delete;
// follow-ups on leads belong to the lead's company. Each check runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../supabase/local/db.ts'
import { startBackend, type Backend } from './harness'
import { ANON, sqlRoles, user } from './sql-roles'

const OWNER = 'b0000000-0000-4000-8000-000000000002' // seed: owner of Northwind
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const OTHER = 'b0000000-0000-4000-8000-000000000003' // seed: owner of Bluefin
const MEMBER = 'd0000000-0000-4000-8000-000000000013' // test: member of Northwind
const PRIYA = '1ead0000-0000-4000-8000-000000000031' // seed: a spring webinar lead nobody called

let backend: Backend

const { as } = sqlRoles(() => backend)
const q = async (tx: Tx, sql: string, params: unknown[] = []) =>
  (await tx.query<Record<string, unknown>>(sql, params)).rows
/** A statement expected to fail, inside a savepoint so the transaction goes on: its error message. */
async function refused(tx: Tx, sql: string, params: unknown[] = []): Promise<string | number> {
  await tx.exec('savepoint attempt')
  try {
    const r = await tx.query(sql, params)
    await tx.exec('release savepoint attempt')
    return r.affectedRows ?? 0
  } catch (e) {
    await tx.exec('rollback to savepoint attempt')
    return (e as Error).message
  }
}
/** Runs `fn` as `second` inside the same transaction, after `first`'s writes. */
async function switchTo(tx: Tx, sub: string) {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [
    JSON.stringify(user(sub)),
    sub,
  ])
}

beforeAll(async () => {
  backend = await startBackend()
  await backend.db.asOwner(async (tx) => {
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, 'chat-member@test.local', crypt('Test-password-1', gen_salt('bf', 4)), now(), '{}')`,
      [MEMBER],
    )
    await tx.query(`insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'member')`, [
      NORTHWIND,
      MEMBER,
    ])
  })
})
afterAll(() => backend?.stop())

describe('chat threads', () => {
  it('are their author’s alone: the company owner and another company’s member see none of them', async () => {
    const seen = await as(user(MEMBER), async (tx) => {
      const [thread] = await q(
        tx,
        `insert into public.chat_threads (company_id, title) values ($1, 'Email last month') returning id, user_id`,
        [NORTHWIND],
      )
      await q(
        tx,
        `insert into public.chat_messages (thread_id, role, content, reading) values ($1, 'user', 'how did email do last month?', '{"intent":"metric"}')`,
        [thread.id],
      )
      const mine = await q(tx, `select id from public.chat_threads`)
      const myMessages = await q(tx, `select content from public.chat_messages`)
      await switchTo(tx, OWNER)
      const owner = await q(tx, `select id from public.chat_threads where id = $1`, [thread.id])
      const ownerMessages = await q(tx, `select id from public.chat_messages where thread_id = $1`, [thread.id])
      const ownerRename = await tx.query(`update public.chat_threads set title = 'mine now' where id = $1`, [thread.id])
      const ownerDelete = await tx.query(`delete from public.chat_threads where id = $1`, [thread.id])
      await switchTo(tx, OTHER)
      const other = await q(tx, `select id from public.chat_threads`)
      const otherMessages = await q(tx, `select id from public.chat_messages`)
      return {
        thread,
        mine,
        myMessages,
        owner,
        ownerMessages,
        ownerRename: ownerRename.affectedRows,
        ownerDelete: ownerDelete.affectedRows,
        other,
        otherMessages,
      }
    })
    expect(seen.thread.user_id).toBe(MEMBER)
    expect(seen.mine).toEqual([{ id: seen.thread.id }])
    expect(seen.myMessages).toEqual([{ content: 'how did email do last month?' }])
    expect(seen.owner).toEqual([])
    expect(seen.ownerMessages).toEqual([])
    expect(seen.ownerRename).toBe(0)
    expect(seen.ownerDelete).toBe(0)
    expect(seen.other).toEqual([])
    expect(seen.otherMessages).toEqual([])
  })

  it('the author renames and deletes a thread, and its messages go with it', async () => {
    const after = await as(user(MEMBER), async (tx) => {
      const [thread] = await q(
        tx,
        `insert into public.chat_threads (company_id, title) values ($1, 'First') returning id`,
        [NORTHWIND],
      )
      await q(
        tx,
        `insert into public.chat_messages (thread_id, role, content) values ($1, 'user', 'what is our win rate')`,
        [thread.id],
      )
      await q(tx, `update public.chat_threads set title = 'Win rate' where id = $1`, [thread.id])
      const renamed = await q(tx, `select title from public.chat_threads where id = $1`, [thread.id])
      await q(tx, `delete from public.chat_threads where id = $1`, [thread.id])
      return { renamed, left: await q(tx, `select id from public.chat_messages where thread_id = $1`, [thread.id]) }
    })
    expect(after).toEqual({ renamed: [{ title: 'Win rate' }], left: [] })
  })

  it('refuses a thread for another company, a message in someone else’s thread, an empty title and anon', async () => {
    const foreign = await as(user(MEMBER), (tx) =>
      tx
        .query(
          `insert into public.chat_threads (company_id, title) values ('c0000000-0000-4000-8000-000000000002', 'x')`,
        )
        .catch((e: Error) => e.message),
    )
    expect(foreign).toMatch(/row-level security/)
    const intrude = await as(user(MEMBER), async (tx) => {
      const [thread] = await q(
        tx,
        `insert into public.chat_threads (company_id, title) values ($1, 'Mine') returning id`,
        [NORTHWIND],
      )
      await switchTo(tx, OWNER)
      return tx
        .query(`insert into public.chat_messages (thread_id, role, content) values ($1, 'assistant', 'forged')`, [
          thread.id,
        ])
        .catch((e: Error) => e.message)
    })
    expect(intrude).toMatch(/row-level security/)
    const blank = await as(user(MEMBER), (tx) =>
      tx
        .query(`insert into public.chat_threads (company_id, title) values ($1, '   ')`, [NORTHWIND])
        .catch((e: Error) => e.message),
    )
    expect(blank).toMatch(/chat_threads_title_length/)
    const long = await as(user(MEMBER), async (tx) => {
      const [thread] = await q(
        tx,
        `insert into public.chat_threads (company_id, title) values ($1, 'Mine') returning id`,
        [NORTHWIND],
      )
      return tx
        .query(`insert into public.chat_messages (thread_id, role, content) values ($1, 'user', repeat('x', 2001))`, [
          thread.id,
        ])
        .catch((e: Error) => e.message)
    })
    expect(long).toMatch(/chat_messages_user_content_length/)
    const anon = await as(ANON, (tx) =>
      tx.query(`select id from public.chat_threads`).then(
        (r) => r.rows,
        (e: Error) => e.message,
      ),
    )
    expect(anon).toMatch(/permission denied/)
  })
})

describe('the agent’s activity log and follow-ups', () => {
  it('the company reads the log; only the author marks an entry undone, once; nobody rewrites or deletes it', async () => {
    const seen = await as(user(MEMBER), async (tx) => {
      const [followUp] = await q(
        tx,
        `insert into public.lead_follow_ups (company_id, lead_id, due_on, note) values ($1, $2, current_date + 1, 'From the AI agent') returning id, created_by`,
        [NORTHWIND, PRIYA],
      )
      const [action] = await q(
        tx,
        `insert into public.agent_actions (company_id, instruction, summary, changes) values ($1, 'log a follow-up on each', 'Scheduled 1 follow-up', $2) returning id, user_id`,
        [NORTHWIND, JSON.stringify([{ table: 'lead_follow_ups', id: followUp.id, op: 'insert' }])],
      )
      await switchTo(tx, OWNER)
      const ownerReads = await q(tx, `select id from public.agent_actions where id = $1`, [action.id])
      const ownerUndo = await tx.query(`update public.agent_actions set undone_at = now() where id = $1`, [action.id])
      const ownerDelete = await refused(tx, `delete from public.agent_actions where id = $1`, [action.id])
      await switchTo(tx, OTHER)
      const otherReads = await q(tx, `select id from public.agent_actions`)
      const otherFollowUps = await q(tx, `select id from public.lead_follow_ups`)
      await switchTo(tx, MEMBER)
      const rewrite = await refused(tx, `update public.agent_actions set summary = 'nothing happened' where id = $1`, [
        action.id,
      ])
      return {
        followUp,
        action,
        ownerReads,
        ownerUndo: ownerUndo.affectedRows,
        ownerDelete,
        otherReads,
        otherFollowUps,
        rewrite,
      }
    })
    expect(seen.followUp.created_by).toBe(MEMBER)
    expect(seen.action.user_id).toBe(MEMBER)
    expect(seen.ownerReads).toEqual([{ id: seen.action.id }])
    expect(seen.ownerUndo).toBe(0)
    expect(seen.ownerDelete).toMatch(/permission denied/)
    expect(seen.otherReads).toEqual([])
    expect(seen.otherFollowUps).toEqual([])
    expect(seen.rewrite).toMatch(/Only the undo time/)

    const undoneTwice = await as(user(MEMBER), async (tx) => {
      const [action] = await q(
        tx,
        `insert into public.agent_actions (company_id, instruction, summary, changes) values ($1, 'x', 'y', '[{"op":"insert"}]') returning id`,
        [NORTHWIND],
      )
      const first = await q(tx, `update public.agent_actions set undone_at = now() where id = $1 returning undone_at`, [
        action.id,
      ])
      const second = await tx
        .query(`update public.agent_actions set undone_at = now() where id = $1`, [action.id])
        .catch((e: Error) => e.message)
      return { first: first.length, second }
    })
    expect(undoneTwice).toEqual({ first: 1, second: expect.stringMatching(/already undone/) })
  })

  it('refuses a follow-up on another company’s lead and a log entry in another company or with no change', async () => {
    const foreignLead = await as(user(OTHER), (tx) =>
      tx
        .query(
          `insert into public.lead_follow_ups (company_id, lead_id, due_on) values ('c0000000-0000-4000-8000-000000000002', $1, current_date)`,
          [PRIYA],
        )
        .catch((e: Error) => e.message),
    )
    expect(foreignLead).toMatch(/lead_follow_ups_lead_same_company_fkey/)
    const foreignLog = await as(user(OTHER), (tx) =>
      tx
        .query(
          `insert into public.agent_actions (company_id, instruction, summary, changes) values ($1, 'x', 'y', '[{}]')`,
          [NORTHWIND],
        )
        .catch((e: Error) => e.message),
    )
    expect(foreignLog).toMatch(/row-level security/)
    const empty = await as(user(MEMBER), (tx) =>
      tx
        .query(
          `insert into public.agent_actions (company_id, instruction, summary, changes) values ($1, 'x', 'y', '[]')`,
          [NORTHWIND],
        )
        .catch((e: Error) => e.message),
    )
    expect(empty).toMatch(/agent_actions_changes_shape/)
  })
})
