// The board's protocol on a model, without a network: a real local HTTP server speaking the
// OpenAI chat completions format answers from a script, and the engine runs in Node against it. The
// Workers AI path runs through a scripted stand-in for the `AI` binding.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EXECUTIVE_IDS } from '../../shared/executives'
import { computeMetrics } from '../../shared/metrics-compute'
import { DebateSchema, type Debate } from '../../shared/schemas/boardroom'
import { resolvePreferences } from '../../shared/schemas/executive-preferences'
import { builtinDebate } from '../../worker/ai/builtin'
import { createEngine } from '../../worker/ai/engine'
import type { BoardLimits } from '../../worker/ai/model-board'
import { lead, snapshot } from '../worker/fixtures/snapshot'
import { FACTS, honest, modelServer, QUESTION, type Call, type Reply } from './model-server'

const KEY = 'sk-local-test-7f3a9c1e5b'
const MODEL = 'scripted-chat-1'

const metrics = computeMetrics(
  snapshot([lead({ status: 'won' }), lead({ status: 'lost' }), lead(), lead(), lead({ status: 'won' })]),
)
const prefs = resolvePreferences(null)
const pack = { facts: FACTS, standing: [] }
const builtin = builtinDebate(QUESTION, metrics, prefs, pack)

const logged: string[] = []
beforeAll(() => {
  for (const level of ['log', 'warn', 'error', 'info'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
})
afterAll(() => {
  vi.restoreAllMocks()
  // The key reached the model as its Authorization header and nowhere else: no log line carries it.
  expect(logged.join('\n')).not.toContain(KEY)
})

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

async function run(script: (call: Call, calls: Call[]) => Reply | Promise<Reply>, limits: Partial<BoardLimits> = {}) {
  const server = await modelServer(script)
  servers.push(server)
  const produced = await createEngine(
    { provider: 'openai', model: MODEL, baseUrl: server.url, apiKey: KEY },
    fetch,
    limits,
  ).debate(QUESTION, metrics, prefs, pack)
  // Whatever the model did, the session fits the stored shape and the decision is the analyses'.
  expect(DebateSchema.parse(produced.result)).toEqual(produced.result)
  expect(produced.result.decision.recommendation).toBe(builtin.decision.recommendation)
  expect(produced.result.positions.map((p) => p.stance)).toEqual(builtin.positions.map((p) => p.stance))
  expect(JSON.stringify(produced)).not.toContain(KEY)
  for (const call of server.calls) {
    expect(call.authorization).toBe(`Bearer ${KEY}`)
    expect(call.raw).not.toContain(KEY)
  }
  return { produced, debate: produced.result, calls: server.calls }
}

const voiceOf = (d: Debate, executive: string) => d.positions.find((p) => p.executive === executive)!.voice

describe('the board on a model', () => {
  it('holds the protocol’s rounds in order: blind positions at once, rebuttals only where they disagree, the CEO last', async () => {
    expect(builtin.rebuttals.length).toBeGreaterThan(0)
    let arrived = 0
    let allArrived: () => void = () => {}
    const together = new Promise<void>((resolve) => (allArrived = resolve))
    const answeredEarly: string[] = []
    const { produced, debate, calls } = await run(async (call) => {
      if (call.round === 'position') {
        // Hold every first-round answer until all five executives have asked: none can see another's.
        if (++arrived === EXECUTIVE_IDS.length) allArrived()
        const waited = await Promise.race([
          together.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), 3000)),
        ])
        if (!waited) answeredEarly.push(call.executive)
      }
      return honest(call)
    })
    expect(answeredEarly).toEqual([])

    // The model's reading of the question and pack first; then five positions, one per executive; then
    // one rebuttal per rebutting executive; then the decision.
    expect(calls.map((c) => c.round)).toEqual([
      'reading',
      ...EXECUTIVE_IDS.map(() => 'position'),
      ...builtin.rebuttals.map(() => 'rebuttal'),
      'decision',
    ])
    expect(
      calls
        .slice(1, 6)
        .map((c) => c.executive)
        .sort(),
    ).toEqual([...EXECUTIVE_IDS].sort())
    expect(
      calls
        .slice(6, -1)
        .map((c) => c.executive)
        .sort(),
    ).toEqual(builtin.rebuttals.map((r) => r.executive).sort())
    expect(calls.at(-1)!.executive).toBe('ceo')

    // Blind: a first-round call carries its own remit's analyses, the figures and its stance — no other position.
    for (const call of calls.slice(1, 6)) {
      expect(Object.keys(call.material).sort()).toEqual(['draft', 'figures', 'yourAnalyses', 'yourStance'])
      const own = new Set(
        (builtin.analyses ?? []).filter((a) => a.owners.includes(call.executive as never)).map((a) => a.name),
      )
      expect(call.material.yourAnalyses!.map((a) => a.name).every((n) => own.has(n))).toBe(true)
      expect(call.material.yourAnalyses).toHaveLength(own.size)
      for (const other of builtin.positions.filter((p) => p.executive !== call.executive)) {
        const mine = builtin.positions.find((p) => p.executive === call.executive)!
        if (other.summary !== mine.summary) expect(call.user).not.toContain(other.summary)
      }
    }
    // A rebuttal is given the argument it answers.
    for (const call of calls.filter((c) => c.round === 'rebuttal')) {
      const r = builtin.rebuttals.find((b) => b.executive === call.executive)!
      expect(call.material).toMatchObject({ respondsTo: r.respondsTo, draft: r.text })
    }
    // Each answer limited, and JSON asked for.
    expect(calls.every((c) => c.body.model === MODEL && c.body.max_tokens === 700)).toBe(true)

    // Every turn is the model's, in order, and the row names it.
    expect(produced).toMatchObject({ engine: 'openai', model: MODEL })
    expect(debate.positions.map((p) => p.summary)).toEqual(
      builtin.positions.map((p) => `Model voice of the ${p.executive.toUpperCase()}.`),
    )
    expect(debate.positions.every((p) => p.voice?.engine === 'openai' && !p.voice.replaced)).toBe(true)
    expect(debate.rebuttals.map((r) => r.text)).toEqual(
      builtin.rebuttals.map(
        (r) => `Model rebuttal of the ${r.executive.toUpperCase()} to the ${r.respondsTo.toUpperCase()}.`,
      ),
    )
    expect(debate.decision.summary).toBe(
      `Model voice of the CEO: the board's decision is ${builtin.decision.recommendation}.`,
    )
    expect(debate.turns!.map((t) => t.text)).toEqual([
      ...debate.positions.map((p) => p.summary),
      ...debate.rebuttals.map((r) => r.text),
      ...builtin.turns!.filter((t) => t.round === 'vote').map((t) => t.text),
      debate.decision.summary,
    ])
    // The rest of the session is the decision layer's, untouched.
    expect(debate.decision.conditions).toEqual(builtin.decision.conditions)
    expect(debate.analyses).toEqual(builtin.analyses)
    expect(debate.positions.map((p) => p.evidence)).toEqual(builtin.positions.map((p) => p.evidence))
    // The reading call, then every turn.
    const turns = 5 + builtin.rebuttals.length + 1
    expect(debate.usage).toEqual({
      engine: 'openai',
      model: MODEL,
      calls: turns + 1,
      promptTokens: (turns + 1) * 1000,
      completionTokens: (turns + 1) * 100,
      voiced: turns,
      fallbacks: 0,
    })
    // The model read the question as the board did, so the session shows no second reading.
    expect(debate.reading?.model).toEqual({ kind: builtin.reading!.kind, differences: [] })
  })

  it('asks again naming an invented number, then replaces the turn with the built-in one and says why', async () => {
    const { produced, debate, calls } = await run((call, all) => {
      const again = all.filter((c) => c.round === call.round && c.executive === call.executive).length > 1
      // The CMO invents a figure twice; the COO once, then keeps to the figures.
      if (call.round === 'position' && call.executive === 'cmo')
        return {
          content: { summary: 'Doubling it brings $48,000 a month more.', arguments: ['A 37% lift is certain.'] },
        }
      if (call.round === 'position' && call.executive === 'coo' && !again)
        return { content: { summary: 'The team can take 250 more leads a month.', arguments: ['We have room.'] } }
      return honest(call)
    })
    const cmo = calls.filter((c) => c.executive === 'cmo' && c.round === 'position')
    expect(cmo).toHaveLength(2)
    expect(cmo[0].user).not.toContain('previous answer')
    expect(cmo[1].user).toContain(
      'Your previous answer used numbers that are in none of the figures you were given: $48,000, 37%.',
    )
    const coo = calls.filter((c) => c.executive === 'coo' && c.round === 'position')
    expect(coo).toHaveLength(2)
    expect(coo[1].user).toContain('none of the figures you were given: 250.')

    // The CMO's turn is the built-in one, with the reason beside it; the COO's is the model's second answer.
    const builtinCmo = builtin.positions.find((p) => p.executive === 'cmo')!
    expect(debate.positions.find((p) => p.executive === 'cmo')).toEqual({
      ...builtinCmo,
      voice: {
        engine: 'builtin',
        replaced:
          'The built-in engine voiced this turn: the model’s turn used numbers that are in none of the figures ($48,000, 37%).',
      },
    })
    expect(debate.turns!.find((t) => t.round === 'position' && t.executive === 'cmo')).toMatchObject({
      text: builtinCmo.summary,
      voice: { engine: 'builtin' },
    })
    expect(debate.positions.find((p) => p.executive === 'coo')).toMatchObject({
      summary: 'Model voice of the COO.',
      voice: { engine: 'openai' },
    })
    expect(JSON.stringify(debate)).not.toContain('48,000 a month more')
    expect(produced.engine).toBe('openai')
    expect(debate.usage).toMatchObject({
      calls: 1 + 5 + 2 + builtin.rebuttals.length + 1,
      voiced: 5 + builtin.rebuttals.length,
      fallbacks: 1,
    })
    expect(logged.some((l) => l.includes('"task":"position:cmo"') && l.includes('ai-fallback'))).toBe(true)
  })

  it('gives up on a call after its timeout, retries once, then falls back to the built-in turn', async () => {
    // A second is ample for the local server's other answers, even on a loaded machine.
    const { debate, calls } = await run(
      (call) =>
        call.executive === 'cto' && call.round === 'position' ? { ...honest(call), delayMs: 3000 } : honest(call),
      { timeoutMs: 1000 },
    )
    expect(calls.filter((c) => c.executive === 'cto' && c.round === 'position')).toHaveLength(2)
    expect(voiceOf(debate, 'cto')).toEqual({
      engine: 'builtin',
      replaced: 'The built-in engine voiced this turn: the model did not answer within 1 s.',
    })
    expect(debate.positions.find((p) => p.executive === 'cto')!.summary).toBe(
      builtin.positions.find((p) => p.executive === 'cto')!.summary,
    )
    expect(voiceOf(debate, 'cfo')).toEqual({ engine: 'openai' })
  })

  it('keeps the built-in engine’s name on the row when every turn fell back', async () => {
    const { produced, debate, calls } = await run(() => ({ status: 500, content: 'upstream error' }))
    expect(produced).toMatchObject({ engine: 'builtin', model: '' })
    const { usage, ...rest } = debate
    const unvoiced = (d: Debate) => JSON.parse(JSON.stringify(d, (k, v) => (k === 'voice' ? undefined : v))) as Debate
    expect(unvoiced(rest as Debate)).toEqual(builtin)
    expect(
      debate.positions.every(
        (p) => p.voice?.replaced === 'The built-in engine voiced this turn: the model API answered 500.',
      ),
    ).toBe(true)
    // Once three calls have failed with none answered, nothing more is asked: the reading, the first round's
    // retries that started before the third failure, and no rebuttal or decision call.
    expect(usage).toMatchObject({
      engine: 'openai',
      calls: calls.length,
      voiced: 0,
      fallbacks: 5 + builtin.rebuttals.length + 1,
    })
    expect(calls.length).toBeLessThanOrEqual(8)
    expect(calls.every((c) => c.round === 'position' || c.round === 'reading')).toBe(true)
  })

  it('stops calling at the debate’s cap on calls, and on tokens', async () => {
    // The reading is the first of the three calls.
    const capped = await run(honest, { maxCalls: 3 })
    expect(capped.calls).toHaveLength(3)
    expect(capped.calls[0]!.round).toBe('reading')
    expect(capped.debate.positions.map((p) => p.voice?.engine)).toEqual([
      'openai',
      'openai',
      'builtin',
      'builtin',
      'builtin',
    ])
    expect(capped.debate.decision.voice).toEqual({
      engine: 'builtin',
      replaced: 'The built-in engine voiced this turn: the debate reached its limit of 3 model calls or 60000 tokens.',
    })

    // The reading and 5 × 1,100 tokens spend the 5,000 allowed in the first round: no rebuttal or decision is asked for.
    const spent = await run(honest, { maxTokens: 5000 })
    expect(spent.calls.map((c) => c.round)).toEqual([
      'reading',
      'position',
      'position',
      'position',
      'position',
      'position',
    ])
    expect(spent.debate.usage).toMatchObject({ calls: 6, promptTokens: 6000, completionTokens: 600, voiced: 5 })
    expect(spent.debate.rebuttals.every((r) => r.voice?.engine === 'builtin')).toBe(true)
  })
})

describe('the board on Workers AI', () => {
  it('voices the turns through the AI binding, and falls back when it does not answer in time', async () => {
    const runs: { model: string; input: { messages: { role: string; content: string }[]; max_tokens?: number } }[] = []
    const binding = {
      run: async (model: string, input: (typeof runs)[number]['input']) => {
        runs.push({ model, input })
        const user = input.messages[1].content
        const [, round, executive] = /^Round: (\w+)\. Executive: (\w+)\./.exec(user)!
        // Workers AI may answer a JSON object already parsed.
        const response =
          round === 'position'
            ? {
                summary: `Workers AI voice of the ${executive.toUpperCase()}.`,
                arguments: ['My analyses decide my stance.'],
              }
            : round === 'rebuttal'
              ? { text: 'I answer the opposing argument.' }
              : JSON.stringify({ summary: 'The board decides from the analyses.' })
        return { response, usage: { prompt_tokens: 800, completion_tokens: 60 } }
      },
    }
    const config = {
      provider: 'workers-ai' as const,
      model: '@cf/meta/llama-3.3-70b-instruct-fp8-fast',
      binding: binding as unknown as Ai,
    }
    const produced = await createEngine(config).debate(QUESTION, metrics, prefs, pack)
    expect(produced).toMatchObject({ engine: 'workers-ai', model: config.model })
    expect(
      runs.every(
        (r) => r.model === config.model && r.input.max_tokens === 700 && r.input.messages[0].role === 'system',
      ),
    ).toBe(true)
    expect(produced.result.positions.map((p) => p.summary)).toEqual(
      EXECUTIVE_IDS.map((id) => `Workers AI voice of the ${id.toUpperCase()}.`),
    )
    expect(produced.result.decision).toMatchObject({
      summary: 'The board decides from the analyses.',
      recommendation: builtin.decision.recommendation,
      voice: { engine: 'workers-ai' },
    })
    // The reading call (its answer did not fit the reading's shape: the built-in reading stands) and the turns.
    const turns = 5 + builtin.rebuttals.length + 1
    expect(produced.result.usage).toEqual({
      engine: 'workers-ai',
      model: config.model,
      calls: turns + 1,
      promptTokens: (turns + 1) * 800,
      completionTokens: (turns + 1) * 60,
      voiced: turns,
      fallbacks: 0,
    })

    const silent = {
      provider: 'workers-ai' as const,
      model: config.model,
      binding: { run: () => new Promise(() => {}) } as unknown as Ai,
    }
    const late = await createEngine(silent, fetch, { timeoutMs: 50 }).debate(QUESTION, metrics, prefs, pack)
    expect(late.engine).toBe('builtin')
    // Five calls at once, none answered: no later round waits on a model that is down.
    expect(late.result.positions.map((p) => p.voice)).toEqual(
      EXECUTIVE_IDS.map(() => ({
        engine: 'builtin',
        replaced: 'The built-in engine voiced this turn: the model did not answer within 0.05 s.',
      })),
    )
    expect(late.result.decision.voice).toEqual({
      engine: 'builtin',
      replaced: 'The built-in engine voiced this turn: the model answered none of the debate’s earlier calls.',
    })
    expect(late.result.usage).toMatchObject({ voiced: 0, fallbacks: 5 + builtin.rebuttals.length + 1 })
    // The reading (unanswered), then the first round's calls before the model counts as down.
    expect(late.result.usage!.calls).toBeLessThanOrEqual(8)
  })
})
