// The chat on questions nobody here wrote: tests/eval/chat-blind-r*, ordinary questions about
// Northwind's records by writers who never opened the chat's code (r1: 126, r2: 60), each with the SQL that gives its
// answer on the seed (or "cannot answer" where the records do not hold it). Each is asked as the
// Northwind owner through POST /api/ai/chat (a follow-up in the same thread, after the question it
// follows), and the figure the chat returns for machines (its result) is compared with the SQL's, run
// on the same database at the same moment. The first-seen score and every later one are in
// tests/eval/baseline.json; this test fails when the chat answers fewer of them than recorded.
// EVAL_VERBOSE=1 prints every miss.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatAnswer, ChatMessageSchema } from '../../shared/schemas/chat'
import { z } from '../../shared/zod'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { ai } from '../../worker/api/ai'
import type { AppEnv } from '../../worker/env'
import { config } from '../../worker/middleware/config'
import { type Backend, DANA, signIn, startBackend } from './harness'

const EVAL = join(import.meta.dirname, '../eval')
const Question = z.object({
  id: z.string(),
  question: z.string(),
  after: z.string().optional(),
  expected: z.object({
    type: z.enum(['number', 'compare', 'name', 'cannot-answer']),
    unit: z.string().optional(),
    sql: z.string().optional(),
  }),
})
type Question = z.infer<typeof Question>
const Baseline = z.object({
  chat: z.record(z.string(), z.object({ questions: z.number(), firstSeen: z.number(), right: z.number() })),
})
const rounds = Baseline.parse(JSON.parse(readFileSync(join(EVAL, 'baseline.json'), 'utf8'))).chat
const questionsOf = (round: string) =>
  z.array(Question).parse(JSON.parse(readFileSync(join(EVAL, round, 'questions.json'), 'utf8')))

let backend: Backend
let token: string
const worker = new Hono<AppEnv>().use(config()).route('/api/ai', ai)
const Sent = z.object({ thread: z.object({ id: z.string() }), messages: z.array(ChatMessageSchema) })
async function ask(message: string, threadId?: string): Promise<{ thread: string; answer: ChatAnswer | null }> {
  const res = await worker.request(
    '/api/ai/chat',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message, ...(threadId ? { threadId } : {}) }),
    },
    {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      APP_ENV: 'local',
      AI_LIMITER: { limit: async () => ({ success: true }) },
    } as unknown as AppEnv['Bindings'],
  )
  if (res.status !== 201) throw new Error(`${message}: ${res.status} ${await res.text()}`)
  const sent = Sent.parse(await res.json())
  return { thread: sent.thread.id, answer: sent.messages[1].answer }
}

/** Close enough to be the same figure as shown: money to the cent (or 0.5 %), rates to 0.1 point. */
function same(unit: string | undefined, said: number | null | undefined, expected: unknown): boolean {
  const want = Number(expected)
  if (said === null || said === undefined || !Number.isFinite(want)) return false
  const diff = Math.abs(said - want)
  if (unit === 'count') return diff < 0.5
  if (unit === '%') return diff <= 0.1
  if (unit === 'x') return diff <= 0.01 + 0.005 * Math.abs(want)
  if (unit === 'minutes') return diff <= 0.5
  return diff <= Math.max(0.5, 0.005 * Math.abs(want))
}
const norm = (s: string) => s.trim().toLowerCase()

type Scored = { id: string; question: string; right: boolean; expected: unknown; said: unknown }
async function score(q: Question, questions: Question[]): Promise<Scored> {
  // a follow-up is asked after the whole thread it follows, in order
  const chain: Question[] = []
  for (let at = q.after; at; ) {
    const before = questions.find((p) => p.id === at)
    if (!before) throw new Error(`${q.id} follows ${at}, which is not in the set`)
    chain.unshift(before)
    at = before.after
  }
  let thread: string | undefined
  for (const before of chain) thread = (await ask(before.question, thread)).thread
  const { answer } = await ask(q.question, thread)
  const result = answer?.result
  const row = q.expected.sql ? ((await backend.db.pg.query(q.expected.sql)).rows[0] as Record<string, unknown>) : {}
  const said = result
    ? { value: result.value, rows: result.rows.map((r) => [r.label, r.value]), top: result.top }
    : answer?.reply[0]
  let right: boolean
  switch (q.expected.type) {
    case 'number':
      right = !!result && same(q.expected.unit, result.value, row.value)
      break
    case 'compare': {
      // Both figures shown, in either order ("this month vs last month" may lead with either).
      const shown = result ? [result.value, ...result.rows.map((r) => r.value)] : []
      right = [row.a, row.b].every((want) => shown.some((v) => same(q.expected.unit, v, want)))
      break
    }
    case 'name': {
      // The name the SQL gives: "Fjord Foods" is named by the row "Oscar Lindqvist (Fjord Foods)",
      // "October" by "October 2026".
      const want = norm(String(row.name ?? row.value ?? ''))
      const named = [result?.top[0], result?.rows[0]?.label, answer?.items[0]?.label].filter((n): n is string => !!n)
      right =
        want !== '' &&
        named.some((n) => norm(n) === want || norm(n).includes(`(${want})`) || norm(n).startsWith(`${want} `))
      break
    }
    case 'cannot-answer':
      right = !!answer && !result && answer.figures.length === 0
      break
  }
  return { id: q.id, question: q.question, right, expected: q.expected.sql ? row : 'cannot answer', said }
}

beforeAll(async () => {
  backend = await startBackend()
  token = (await signIn(backend, DANA.email, DANA.password)).token
}, 60_000)
afterAll(() => backend?.stop())

describe('the chat on the blind questions', () => {
  it.each(Object.entries(rounds))(
    '%s: answers at least as many as recorded, each compared with its SQL on the seed',
    async (round, recorded) => {
      const questions = questionsOf(round)
      const scored: Scored[] = []
      for (const q of questions) scored.push(await score(q, questions))
      const right = scored.filter((s) => s.right).length
      console.log(`${round}: ${right} of ${scored.length} right (${((100 * right) / scored.length).toFixed(1)} %)`)
      if (process.env.EVAL_VERBOSE) for (const s of scored.filter((x) => !x.right)) console.log(JSON.stringify(s))
      expect(scored.length).toBe(recorded.questions)
      expect(right).toBeGreaterThanOrEqual(recorded.right)
    },
    300_000,
  )
})
