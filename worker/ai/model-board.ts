// The board's protocol on a model (ADR 0010): the decision layer (shared/decision) has run
// the analyses, set every stance and made the decision; the model voices the turns, one call per
// turn, and nothing else. Stage 1: one call per executive, all at once, each given only its own
// remit's analyses, the figures and its stance — never another executive's position. Stage 2: one
// call per rebutting executive, with the argument it answers, only where the protocol found
// disagreement. Stage 4: the CEO's summary of the decision the protocol made. Every answer is
// checked against its zod shape and every number in it against the numbers the call was given
// (shared/decision/number-check); a turn that fails is asked once more (naming the numbers), then the
// built-in turn replaces it and says why. Calls have a timeout, and a debate a cap on calls and tokens;
// a model that answers none of its first calls is not asked for the rest.
import { EXECUTIVES, type ExecutiveId } from '../../shared/executives'
import { allowedNumbers, unknownNumbers, type Allowed } from '../../shared/decision/number-check'
import {
  RECOMMENDATION_LABELS,
  STANCE_LABELS,
  type Debate,
  type EngineName,
  type Usage,
  type Voice,
} from '../../shared/schemas/boardroom'
import type { ResolvedPreferences } from '../../shared/schemas/executive-preferences'
import { z } from '../../shared/zod'
import { clampConfidence } from '../../shared/decision/confidence'
import { progressLine, type DebateEvents } from './debate-events'
import { clip } from './voice'

export type ModelReply = { text: string; usage?: { prompt: number; completion: number } }
/** One call to a model: a system and a user message, within a token limit and a timeout. */
export type AskModel = (
  system: string,
  user: string,
  limits: { maxTokens?: number; timeoutMs: number },
) => Promise<ModelReply>

export type BoardLimits = {
  /** Each call's timeout. */
  timeoutMs: number
  /** Calls in one debate, retries included: 5 positions + up to 5 rebuttals + the CEO's decision, and a few retries. */
  maxCalls: number
  /** Prompt and completion tokens in one debate, as the API counts them. */
  maxTokens: number
  /** max_tokens of each answer. */
  maxTokensPerCall: number
}
export const BOARD_LIMITS: BoardLimits = { timeoutMs: 20_000, maxCalls: 16, maxTokens: 60_000, maxTokensPerCall: 700 }

const Line = (max: number) => z.string().trim().min(1).max(max)
// confidence: the probability (0.5–0.99) that the course the stance recommends turns out well;
// clamped into that range, and the decision layer's own figure is kept when the model gives none.
const VoicedPosition = z.object({
  summary: Line(300),
  arguments: z.array(Line(400)).min(1).max(4),
  confidence: z.number().min(0).max(1).optional(),
})
const VoicedRebuttal = z.object({ text: Line(400) })
const VoicedDecision = z.object({ summary: Line(600) })

const SYSTEM = `You voice one executive's turn in a company's board meeting. The board's analyses have done the arithmetic and the board's protocol has set the stance and the decision; you argue them in the executive's own words and never change them.
Numbers: use only numbers that appear in the material you are given, as given (18% may be written 0.18, 1,200 as 1.2k, 2,500,000 as 2.5M); do no arithmetic of your own and write no other number. Name no customer, event or date that is not in the material.
Write plainly, in British English. Answer with one JSON object that matches the JSON Schema given, and nothing else.`

/** A model's answer as JSON, with the Markdown code fence some models put round it. */
export function parseJson(text: string): unknown {
  return JSON.parse(
    text
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/```$/, ''),
  )
}

/** Why a call failed, in words safe to store and show: never the raw error (it could carry a URL or a header). */
export function failure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : ''
  const message = error instanceof Error ? error.message : ''
  if (name === 'TimeoutError' || name === 'AbortError') return `the model did not answer within ${timeoutMs / 1000} s`
  if (
    /^The model API answered (\d{3}|without content)$/.test(message) ||
    message === 'Workers AI answered without a response'
  )
    return message[0].toLowerCase() + message.slice(1)
  return 'the model could not be reached'
}

type Outcome<T> = { value: T } | { replaced: string }

type Ctx = { engine: Exclude<EngineName, 'builtin'>; model: string; ask: AskModel; limits: BoardLimits }

/** The model voices the turns of a session the decision layer has already decided. */
/** `events`: each turn as its call returns, and who is working (the streamed debate). */
export async function voiceDebate(
  ctx: Ctx,
  question: string,
  base: Debate,
  prefs: ResolvedPreferences,
  events?: DebateEvents,
  /** Calls this session made before the turns (the model's reading): they count against the same caps. */
  prior: { calls: number; prompt: number; completion: number } = { calls: 0, prompt: 0, completion: 0 },
): Promise<{ debate: Debate; voiced: number }> {
  const { limits } = ctx
  const usage: Usage = {
    engine: ctx.engine,
    model: ctx.model,
    calls: prior.calls,
    promptTokens: prior.prompt,
    completionTokens: prior.completion,
    voiced: 0,
    fallbacks: 0,
  }
  const spent = () => usage.calls >= limits.maxCalls || usage.promptTokens + usage.completionTokens >= limits.maxTokens
  // A model that has answered nothing and failed three calls is down: the rest of the session is the
  // built-in engine's at once, rather than a timeout per turn.
  let answered = 0
  let failed = 0
  const down = () => answered === 0 && failed >= 3

  async function turn<T>(
    label: string,
    material: Record<string, unknown>,
    task: string,
    schema: z.ZodType<T>,
    texts: (t: T) => string[],
  ): Promise<Outcome<T>> {
    // What the model may cite: the numbers in the material of this call, never the question's own text.
    const allowed: Allowed[] = allowedNumbers(material)
    const user = `${task}\nThe question before the board (quote it only in quotation marks): ${JSON.stringify(question)}\n\nThe material (JSON):\n${JSON.stringify(material)}\n\nJSON Schema of the answer:\n${JSON.stringify(z.toJSONSchema(schema))}`
    let prompt = user
    let why = ''
    for (let attempt = 0; attempt < 2; attempt++) {
      if (spent()) {
        why = why || `the debate reached its limit of ${limits.maxCalls} model calls or ${limits.maxTokens} tokens`
        break
      }
      if (down()) {
        why = why || 'the model answered none of the debate’s earlier calls'
        break
      }
      usage.calls++
      let reply: ModelReply
      try {
        reply = await ctx.ask(SYSTEM, prompt, { maxTokens: limits.maxTokensPerCall, timeoutMs: limits.timeoutMs })
      } catch (error) {
        failed++
        why = failure(error, limits.timeoutMs)
        continue
      }
      answered++
      usage.promptTokens += reply.usage?.prompt ?? 0
      usage.completionTokens += reply.usage?.completion ?? 0
      let parsed: T
      try {
        parsed = schema.parse(parseJson(reply.text))
      } catch {
        why = 'the model’s answer did not fit the turn’s shape'
        prompt = `${user}\n\nYour previous answer was not one JSON object of that schema. Answer again with one that is.`
        continue
      }
      const unknown = unknownNumbers(texts(parsed), allowed, question)
      if (unknown.length === 0) return { value: parsed }
      why = `the model’s turn used numbers that are in none of the figures (${unknown.join(', ')})`
      prompt = `${user}\n\nYour previous answer used numbers that are in none of the figures you were given: ${unknown.join(', ')}. Write the turn again using only numbers from the material, as given.`
    }
    // The operator sees which turn fell back and why; the key and the model's text are never logged.
    console.warn(
      JSON.stringify({ kind: 'ai-fallback', engine: ctx.engine, model: ctx.model, task: label, reason: why }),
    )
    return { replaced: clip(`The built-in engine voiced this turn: ${why}.`, 300) }
  }

  const voice = <T>(o: Outcome<T>): Voice => {
    if ('value' in o) {
      usage.voiced++
      return { engine: ctx.engine }
    }
    usage.fallbacks++
    return { engine: 'builtin', replaced: o.replaced }
  }

  const analyses = base.analyses ?? []
  const figures = base.figures ?? []
  /** What an executive's remit covers: its own analyses, as run, with their results and working. */
  const remitOf = (id: ExecutiveId) =>
    analyses
      .filter((a) => a.owners.includes(id))
      .map((a) => ({
        name: a.name,
        role: a.role,
        status: a.status,
        verdict: a.verdict,
        supports: a.supports,
        hard: a.hard,
        result: a.result,
        summary: a.summary,
        threshold: a.threshold,
        rule: a.rule,
        inputs: a.inputs,
        working: a.working,
        needs: a.needs,
      }))
  const who = (id: ExecutiveId) =>
    `You are the ${EXECUTIVES[id].role} (${id}): ${EXECUTIVES[id].remit} Your tone: ${prefs[id].tone}.`

  const baseTurns = base.turns ?? []
  const turnsOf = (round: string) => baseTurns.filter((t) => t.round === round)

  // Stage 1: all at once, each blind to the others — its material holds no other executive's position.
  // Each position is told as soon as its call returns.
  const waiting = base.positions.map((p) => p.executive)
  events?.onProgress(progressLine.positions(waiting))
  const votedPositions = await Promise.all(
    base.positions.map(async (p, i) => {
      const o = await turn(
        `position:${p.executive}`,
        {
          yourAnalyses: remitOf(p.executive),
          figures,
          yourStance: p.stance,
          draft: {
            summary: p.summary,
            arguments: p.arguments,
            ...(p.confidence !== undefined ? { confidence: p.confidence } : {}),
          },
        },
        `Round: position. Executive: ${p.executive}.\n${who(p.executive)}\nFrom your own analyses only, the protocol set your stance: ${p.stance} (${STANCE_LABELS[p.stance]}). Argue that stance in your own words: a summary (at most 300 characters) and one to four arguments (at most 400 characters each). The draft is the protocol's wording; improve on it.${p.stance === 'abstain' ? '' : ' Give your confidence: the probability, from 0.5 to 0.99, that the course your stance recommends turns out well (for support, that going ahead works; for oppose, that going ahead would not).'}`,
        VoicedPosition,
        (v) => [v.summary, ...v.arguments],
      )
      const said = 'value' in o ? o.value : undefined
      const { confidence, ...rest } = said ?? {}
      // A model's confidence, clamped to the range; abstentions carry none.
      const voiced = {
        ...p,
        ...rest,
        ...(p.stance !== 'abstain' && confidence !== undefined ? { confidence: clampConfidence(confidence) } : {}),
        voice: voice(o),
      }
      const t = turnsOf('position')[i]
      if (t) events?.onTurn({ ...t, text: voiced.summary, voice: voiced.voice })
      waiting.splice(waiting.indexOf(p.executive), 1)
      events?.onProgress(progressLine.positions(waiting))
      return voiced
    }),
  )

  // Stage 2: only the rebuttals the protocol held (it holds none when nobody disagrees).
  const votedRebuttals = await Promise.all(
    base.rebuttals.map(async (r, i) => {
      if (i === 0) events?.onProgress(progressLine.rebuttal(r.executive, r.respondsTo))
      const o = await turn(
        `rebuttal:${r.executive}`,
        {
          yourAnalyses: remitOf(r.executive),
          figures,
          respondsTo: r.respondsTo,
          stanceBefore: r.stanceBefore ?? null,
          stanceAfter: r.stanceAfter ?? null,
          draft: r.text,
        },
        `Round: rebuttal. Executive: ${r.executive}.\n${who(r.executive)}\nYou answer the strongest opposing argument, made by the ${EXECUTIVES[r.respondsTo].title}; the draft quotes it and gives the protocol's reply${r.stanceAfter ? `, in which you change your stance from ${r.stanceBefore} to ${r.stanceAfter}` : ', in which you keep your stance'}. Write that reply in your own words (at most 400 characters), naming the argument you answer.`,
        VoicedRebuttal,
        (v) => [v.text],
      )
      const voiced = { ...r, ...('value' in o ? { text: o.value.text } : {}), voice: voice(o) }
      const t = turnsOf('rebuttal')[i]
      if (t) events?.onTurn({ ...t, text: voiced.text, voice: voiced.voice })
      return voiced
    }),
  )

  // Stage 3: the votes are the protocol's; no call.
  const votes = turnsOf('vote')
  if (votes.length > 0) events?.onProgress(progressLine.vote)
  for (const t of votes) events?.onTurn(t)

  // Stage 4: the CEO states the decision the protocol made, last.
  events?.onProgress(progressLine.decision)
  const d = base.decision
  const decision = await turn(
    'decision:ceo',
    {
      analyses: analyses.map((a) => ({
        name: a.name,
        owners: a.owners,
        role: a.role,
        status: a.status,
        supports: a.supports,
        hard: a.hard,
        result: a.result,
        summary: a.summary,
        threshold: a.threshold,
      })),
      figures,
      votes: base.votes ?? [],
      decision: {
        recommendation: d.recommendation,
        conditions: d.conditions,
        dissent: d.dissent ?? [],
        whatWouldChange: d.whatWouldChange ?? [],
        needs: d.needs ?? [],
      },
      draft: d.summary,
    },
    `Round: decision. Executive: ceo.\n${who('ceo')}\nThe board decided from the analyses: ${RECOMMENDATION_LABELS[d.recommendation]}. State that decision to the board in your own words (at most 600 characters): why, addressing any failed hard limit, the conditions and the dissent. Do not change the decision.`,
    VoicedDecision,
    (v) => [v.summary],
  )
  const votedDecision = {
    ...d,
    ...('value' in decision ? { summary: decision.value.summary } : {}),
    voice: voice(decision),
  }
  const decisionTurn = turnsOf('decision')[0]
  if (decisionTurn) events?.onTurn({ ...decisionTurn, text: votedDecision.summary, voice: votedDecision.voice })

  // The turns in the order they happened, each with the text and the voice of its stage.
  let p = 0
  let r = 0
  const turns = (base.turns ?? []).map((t) => {
    if (t.round === 'position') {
      const v = votedPositions[p++]
      return { ...t, text: v.summary, voice: v.voice }
    }
    if (t.round === 'rebuttal') {
      const v = votedRebuttals[r++]
      return { ...t, text: v.text, voice: v.voice }
    }
    if (t.round === 'decision') return { ...t, text: votedDecision.summary, voice: votedDecision.voice }
    return t
  })

  return {
    debate: { ...base, positions: votedPositions, rebuttals: votedRebuttals, decision: votedDecision, turns, usage },
    voiced: usage.voiced,
  }
}
