// The streamed debate in the Workers runtime: worker/api/boardroom-stream.ts over hono's
// streamSSE, in workerd, with the Workers AI path through an `AI` binding stand-in whose later answers
// are slow. Events come in the protocol's order, each turn when its call returns, and are the stored
// session's turns; the built-in engine streams the same way; a client that goes away mid-stream still
// gets its session stored whole (the work runs under waitUntil); a failed save says so in words
// without the raw error. The route itself, against the backend and the scripted OpenAI-compatible
// server, is tested in tests/backend/boardroom-stream.test.ts (this pool has no network).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { EXECUTIVE_IDS } from '../../shared/executives'
import { computeMetrics } from '../../shared/metrics-compute'
import { DebateSchema, type Debate } from '../../shared/schemas/boardroom'
import { z } from '../../shared/zod'
import { progressLines, readDebateEvents as read, sessionOf, turnEvents } from '../debate-events'
import { resolvePreferences } from '../../shared/schemas/executive-preferences'
import { createEngine } from '../../worker/ai/engine'
import { streamDebate } from '../../worker/api/boardroom-stream'
import { lead, snapshot } from './fixtures/snapshot'

const QUESTION = 'Should we double the paid search budget from $50k to $100k a month?'
const PACK = {
  facts: [
    { label: 'ROAS', value: 5, unit: 'x' as const },
    { label: 'Cash', value: 400_000, unit: 'USD' },
    { label: 'Monthly net burn', value: 30_000, unit: 'USD' },
  ],
  standing: [],
}
const metrics = computeMetrics(
  snapshot([lead({ status: 'won' }), lead({ status: 'lost' }), lead(), lead(), lead({ status: 'won' })]),
)
const prefs = resolvePreferences(null)
const ORDER = ['position', 'rebuttal', 'vote', 'decision']

/** A Workers AI stand-in: the CFO answers at once, the other positions after 40 ms, rebuttals 20 ms, the decision 80 ms. */
function scriptedAi(asked: { task: string; at: number }[]) {
  return {
    run: async (_model: string, input: { messages: { content: string }[] }) => {
      const [, round, executive] = /^Round: (\w+)\. Executive: (\w+)\./.exec(input.messages[1].content)!
      asked.push({ task: `${round}:${executive}`, at: Date.now() })
      await new Promise((r) =>
        setTimeout(r, round === 'position' ? (executive === 'cfo' ? 0 : 40) : round === 'decision' ? 80 : 20),
      )
      const response =
        round === 'position'
          ? { summary: `The ${executive.toUpperCase()} argues its stance.`, arguments: ['From my own analyses.'] }
          : round === 'rebuttal'
            ? { text: 'I answer the opposing argument.' }
            : { summary: 'The board decides from the analyses.' }
      return { response, usage: { prompt_tokens: 900, completion_tokens: 40 } }
    },
  } as unknown as Ai
}

type Stored = { data: unknown; error: { message: string; code?: string } | null }
function app(engine: ReturnType<typeof createEngine>, store: (debate: Debate) => Promise<Stored>) {
  return new Hono().post('/boardroom', (c) =>
    streamDebate(c, async (events) => store((await engine.debate(QUESTION, metrics, prefs, PACK, events)).result)),
  )
}

/** What the stand-in store answers and the session event carries: the debate. */
const StoredSchema = z.object({ debate: DebateSchema })

describe('the streamed debate in the Workers runtime', () => {
  it('on Workers AI: each turn when its call returns, in the protocol’s order, then the stored session', async () => {
    const asked: { task: string; at: number }[] = []
    const ctx = createExecutionContext()
    const res = await app(
      createEngine({ provider: 'workers-ai', model: '@cf/test', binding: scriptedAi(asked) }),
      async (debate) => ({ data: { id: 'stored', debate }, error: null }),
    ).fetch(
      new Request('http://boardroom.test/boardroom', { method: 'POST', headers: { Accept: 'text/event-stream' } }),
      {},
      ctx,
    )
    expect(res.headers.get('Content-Type')).toBe('text/event-stream')
    const events = await read(res)
    await waitOnExecutionContext(ctx)
    const turns = turnEvents(events)
    const { debate } = sessionOf(events, StoredSchema)
    expect(debate.rebuttals.length).toBeGreaterThan(0)
    // The turns streamed are the stored turns, by their numbers; the CFO's came first, as its call returned first.
    expect(turns.map((t) => t.data).sort((a, b) => a.n - b.n)).toEqual(debate.turns)
    expect(turns[0].data).toMatchObject({
      round: 'position',
      executive: 'cfo',
      text: 'The CFO argues its stance.',
      voice: { engine: 'workers-ai' },
    })
    const rounds = turns.map((t) => t.data.round)
    expect(rounds).toEqual([
      ...EXECUTIVE_IDS.map(() => 'position'),
      ...debate.rebuttals.map(() => 'rebuttal'),
      ...EXECUTIVE_IDS.map(() => 'vote'),
      'decision',
    ])
    expect(rounds.every((r, i) => i === 0 || ORDER.indexOf(rounds[i - 1]) <= ORDER.indexOf(r))).toBe(true)
    // Streamed, not buffered: the first turn reached the reader before the decision was asked for.
    expect(turns[0].at).toBeLessThanOrEqual(asked.find((a) => a.task === 'decision:ceo')!.at)
    expect(events[0]).toEqual({
      event: 'progress',
      data: { text: 'CEO is weighing the whole picture…' },
      at: events[0].at,
    })
    expect(progressLines(events)).toContain('The CEO is stating the decision…')
  })

  it('the built-in engine streams its turns in order, the same turns it stores', async () => {
    const res = await app(createEngine({ provider: 'builtin' }), async (debate) => ({
      data: { debate },
      error: null,
    })).request('/boardroom', { method: 'POST', headers: { Accept: 'text/event-stream' } })
    const events = await read(res)
    const { debate } = sessionOf(events, StoredSchema)
    expect(turnEvents(events).map((e) => e.data)).toEqual(debate.turns)
    const r = debate.rebuttals[0]
    expect(r).toBeDefined()
    expect(progressLines(events)).toEqual([
      'CEO is weighing the whole picture…',
      `${r.executive.toUpperCase()} is answering the ${r.respondsTo.toUpperCase()}…`,
      'The board is voting…',
      'The CEO is stating the decision…',
    ])
  })

  it('a client that goes away mid-stream: the Worker finishes the debate and stores it whole', async () => {
    const stored: Debate[] = []
    const ctx = createExecutionContext()
    const res = await app(
      createEngine({ provider: 'workers-ai', model: '@cf/test', binding: scriptedAi([]) }),
      async (debate) => {
        stored.push(debate)
        return { data: { debate }, error: null }
      },
    ).fetch(
      new Request('http://boardroom.test/boardroom', { method: 'POST', headers: { Accept: 'text/event-stream' } }),
      {},
      ctx,
    )
    const events = await read(res, (e) => e.event === 'turn')
    expect(events.at(-1)!.event).toBe('turn')
    expect(stored).toEqual([])
    await waitOnExecutionContext(ctx)
    expect(stored).toHaveLength(1)
    expect(stored[0].turns!.at(-1)).toMatchObject({
      round: 'decision',
      text: 'The board decides from the analyses.',
      voice: { engine: 'workers-ai' },
    })
    expect(stored[0].usage).toMatchObject({ voiced: stored[0].turns!.filter((t) => t.voice).length, fallbacks: 0 })
  })

  it('a session that could not be stored ends the stream with a message for people, never the raw error', async () => {
    const res = await app(createEngine({ provider: 'builtin' }), async () => ({
      data: null,
      error: { message: 'connect ECONNREFUSED https://secret-host.example:5432', code: 'XX000' },
    })).request('/boardroom', {
      method: 'POST',
      headers: { Accept: 'text/event-stream' },
    })
    const events = await read(res)
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { error: 'not_saved', message: 'The executives answered, but the answer could not be saved. Try again.' },
    })
    expect(JSON.stringify(events)).not.toContain('secret-host')
  })
})
