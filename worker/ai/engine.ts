// The one interface the AI executives speak through (ARCHITECTURE.md): the built-in engine, the
// Workers AI binding, or an OpenAI-compatible API. A model is given the company's figures and the
// shape to answer in; whatever it answers is checked against that shape, and if it does not fit
// (or the model cannot be reached) the built-in engine answers instead, and says so.
import { EXECUTIVES, type ExecutiveId } from '../../shared/executives'
import type { Metrics } from '../../shared/metrics'
import {
  AnswerSchema,
  BriefSchema,
  StrategySchema,
  type Answer,
  type Brief,
  type Debate,
  type EngineName,
  type ReadingCorrections,
  type ReadingView,
  type Strategy,
  type StrategyRequest,
} from '../../shared/schemas/boardroom'
import {
  AGENT_TASK_LABELS,
  TaskAnswerSchema,
  type TaskAnswer,
  type TaskContext,
  type TaskRequest,
} from '../../shared/schemas/agent-tasks'
import { describePreferences, type ResolvedPreferences } from '../../shared/schemas/executive-preferences'
import { z } from '../../shared/zod'
import type { StandingFigure } from '../../shared/schemas/board-pack'
import type { AiConfig } from '../env'
import { readingOf } from '../../shared/decision/board'
import { parseGoal } from '../../shared/decision/goal'
import { builtinAnswer, builtinBriefs, builtinDebate, builtinStrategy, type BoardPack } from './builtin'
import { replayTurns, type DebateEvents } from './debate-events'
import { BOARD_LIMITS, parseJson, voiceDebate, type AskModel, type BoardLimits } from './model-board'
import { mergeCorrections, readWithModel } from './model-reading'
import { builtinTask } from './tasks'

export type { EngineName }
export type Produced<T> = { result: T; engine: EngineName; model: string }

/** The executives' preferences (shared/schemas/executive-preferences) shape debates, answers and tasks. */
export type AiEngine = {
  /** The board's decision comes from the decision layer's analyses for every engine (shared/decision). */
  debate(
    question: string,
    metrics: Metrics,
    prefs: ResolvedPreferences,
    pack: BoardPack,
    events?: DebateEvents,
  ): Promise<Produced<Debate>>
  /** A readable goal's strategy is the decision layer's arithmetic for every engine (shared/decision/strategy). */
  strategy(request: StrategyRequest, metrics: Metrics, standing?: StandingFigure[]): Promise<Produced<Strategy>>
  briefs(metrics: Metrics): Promise<Produced<Brief[]>>
  answer(
    executive: ExecutiveId,
    question: string,
    metrics: Metrics,
    prefs: ResolvedPreferences,
    standing?: StandingFigure[],
  ): Promise<Produced<Answer>>
  task(
    request: TaskRequest,
    metrics: Metrics,
    context: TaskContext,
    prefs: ResolvedPreferences,
  ): Promise<Produced<TaskAnswer>>
}

const builtin = <T>(result: T): Produced<T> => ({ result, engine: 'builtin', model: '' })

const BOARD = Object.values(EXECUTIVES)
  .map((e) => `- ${e.id} (${e.role}): ${e.remit} Asks: ${e.lens}`)
  .join('\n')

const SYSTEM = `You are the AI executive board of a company: five executives who argue from the company's own CRM figures.
${BOARD}
Rules: use only the figures given; cite them with their exact values; where they are too few to judge, say so; never invent numbers, customers or events; write plainly, in British English.
Answer with one JSON object that matches the JSON Schema given, and nothing else.`

const withPreferences = (task: string, prefs: ResolvedPreferences) =>
  `${task}\nEach executive's preferences (follow them: tone sets how they phrase their position, risk appetite how much evidence they need before supporting a commitment, escalation when they ask for the boardroom in their next steps):\n${describePreferences(prefs)}`

async function askFor<S extends z.ZodType>(
  ask: AskModel,
  schema: S,
  task: string,
  metrics: Metrics,
): Promise<z.infer<S>> {
  const user = `${task}\n\nThe company's figures (JSON):\n${JSON.stringify(metrics)}\n\nJSON Schema of the answer:\n${JSON.stringify(z.toJSONSchema(schema))}`
  return schema.parse(parseJson((await ask(SYSTEM, user, { timeoutMs: 45_000 })).text))
}

function modelEngine(
  name: Exclude<EngineName, 'builtin'>,
  model: string,
  ask: AskModel,
  limits: BoardLimits,
): AiEngine {
  const attempt = async <T>(label: string, run: () => Promise<T>, fallback: () => T): Promise<Produced<T>> => {
    try {
      return { result: await run(), engine: name, model }
    } catch (error) {
      // The product keeps working: the built-in engine answers, and the row records which engine did.
      console.warn(
        JSON.stringify({
          kind: 'ai-fallback',
          engine: name,
          model,
          task: label,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      return builtin(fallback())
    }
  }
  return {
    // The decision is the analyses' (ARCHITECTURE.md: analyses do the arithmetic, engines only argue):
    // a model never picks the recommendation or a stance; it voices each turn, its numbers checked
    // against the figures (worker/ai/model-board). The row names the model when it voiced any turn.
    debate: async (question, metrics, prefs, pack, events) => {
      // The model reads the question and the pack first; the engine decides on its reading (the member's
      // corrections win over it), and the session shows where it read them differently from the built-in reader.
      const builtinReading = readingOf({
        question,
        facts: pack.facts,
        standing: pack.standing,
        crm: metrics,
        ...(pack.corrections ? { corrections: pack.corrections } : {}),
      })
      const { read, usage: readUsage } = await readWithModel(
        ask,
        question,
        pack.facts,
        builtinReading,
        limits.timeoutMs,
      )
      const corrections = read ? mergeCorrections(read.corrections, pack.corrections) : pack.corrections
      const base = builtinDebate(question, metrics, prefs, { ...pack, ...(corrections ? { corrections } : {}) })
      if (read && base.reading) base.reading = { ...modelsOwn(base.reading, pack.corrections), model: read.model }
      const { debate, voiced } = await voiceDebate(
        { engine: name, model, ask, limits },
        question,
        base,
        prefs,
        events,
        { calls: 1, ...readUsage },
      )
      return voiced > 0 ? { result: debate, engine: name, model } : builtin(debate)
    },
    strategy: (request, metrics, standing) =>
      // A goal with a metric, target and date is sized from the figures, never by a model.
      parseGoal(request.goal, new Date(metrics.asOf), { fallbackDays: request.horizonDays }).ok
        ? Promise.resolve(builtin(builtinStrategy(request, metrics, standing)))
        : attempt(
            'strategy',
            () =>
              askFor(
                ask,
                StrategySchema,
                `Write a strategy for this goal.\nGoal: ${JSON.stringify(request.goal)}\nFocus: ${request.focus ?? 'growth'}\nHorizon: ${request.horizonDays} days`,
                metrics,
              ),
            () => builtinStrategy(request, metrics, standing),
          ),
    answer: (executive, question, metrics, prefs, standing) =>
      attempt(
        'answer',
        async () => {
          const answer = await askFor(
            ask,
            AnswerSchema,
            withPreferences(
              `Only the ${EXECUTIVES[executive].role} (${executive}) answers this question from a member, in their own voice.\nQuestion: ${JSON.stringify(question)}`,
              prefs,
            ),
            metrics,
          )
          if (answer.executive !== executive) throw new Error('the answer must come from the executive asked')
          return answer
        },
        () => builtinAnswer(executive, question, metrics, prefs, standing),
      ),
    task: (request, metrics, context, prefs) =>
      attempt(
        'task',
        async () => {
          // The leads' names stay with the app (AI settings says so): the model sees each stale lead's stage, value and age.
          const records = {
            staleLeads: context.staleLeads.map(({ name: _name, ...rest }) => rest),
            lastSevenDays: context.week,
          }
          const what =
            request.task === 'instruction'
              ? `The member's instruction: ${JSON.stringify(request.instruction)}`
              : `The task: ${AGENT_TASK_LABELS[request.task].label} (${AGENT_TASK_LABELS[request.task].description})`
          const answer = await askFor(
            ask,
            TaskAnswerSchema,
            withPreferences(
              `Only the ${EXECUTIVES[request.executive].role} (${request.executive}) carries out this task, in their own voice, listing the records it concerns as items.\n${what}\nRecords (JSON): ${JSON.stringify(records)}`,
              prefs,
            ),
            metrics,
          )
          if (answer.executive !== request.executive) throw new Error('the answer must come from the executive asked')
          return answer
        },
        () => builtinTask(request.executive, request, metrics, context, prefs),
      ),
    briefs: (metrics) =>
      attempt(
        'briefs',
        () =>
          askFor(
            ask,
            z.object({ briefs: z.array(BriefSchema).length(5) }),
            'Each executive writes a brief on the company today: a headline, findings with evidence, risks and recommendations.',
            metrics,
          ).then((r) => r.briefs),
        () => builtinBriefs(metrics),
      ),
  }
}

export type Tokens = {
  prompt_tokens?: unknown
  completion_tokens?: unknown
  input_tokens?: unknown
  output_tokens?: unknown
}
export const tokens = (u: Tokens | undefined) => {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0)
  return u
    ? { prompt: n(u.prompt_tokens ?? u.input_tokens), completion: n(u.completion_tokens ?? u.output_tokens) }
    : undefined
}

function openAi(config: Extract<AiConfig, { provider: 'openai' }>, fetchImpl: typeof fetch): AskModel {
  return async (system, user, limits) => {
    const res = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.2,
        ...(limits.maxTokens ? { max_tokens: limits.maxTokens } : {}),
      }),
      signal: AbortSignal.timeout(limits.timeoutMs),
    })
    if (!res.ok) throw new Error(`The model API answered ${res.status}`)
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[]; usage?: Tokens }
    const content = body.choices?.[0]?.message?.content
    if (!content) throw new Error('The model API answered without content')
    return { text: content, usage: tokens(body.usage) }
  }
}

/** Rejects with a TimeoutError when `work` takes longer than `ms` (the AI binding takes no signal). */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

function workersAi(config: Extract<AiConfig, { provider: 'workers-ai' }>): AskModel {
  return async (system, user, limits) => {
    const run = config.binding.run(
      config.model as Parameters<Ai['run']>[0],
      {
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        ...(limits.maxTokens ? { max_tokens: limits.maxTokens } : {}),
      } as never,
    ) as Promise<{ response?: unknown; usage?: Tokens }>
    const out = await withinTime(run, limits.timeoutMs)
    if (typeof out?.response === 'string') return { text: out.response, usage: tokens(out.usage) }
    if (out?.response && typeof out.response === 'object')
      return { text: JSON.stringify(out.response), usage: tokens(out.usage) }
    throw new Error('Workers AI answered without a response')
  }
}

/** `limits`: the debate's per-call timeout and its caps on calls and tokens (BOARD_LIMITS unless set). */
export function createEngine(
  config: AiConfig,
  fetchImpl: typeof fetch = fetch,
  limits: Partial<BoardLimits> = {},
): AiEngine {
  const board = { ...BOARD_LIMITS, ...limits }
  if (config.provider === 'openai') return modelEngine('openai', config.model, openAi(config, fetchImpl), board)
  if (config.provider === 'workers-ai') return modelEngine('workers-ai', config.model, workersAi(config), board)
  return {
    debate: async (question, metrics, prefs, pack, events) => {
      const debate = builtinDebate(question, metrics, prefs, pack)
      replayTurns(debate, events)
      return builtin(debate)
    },
    strategy: async (request, metrics, standing) => builtin(builtinStrategy(request, metrics, standing)),
    briefs: async (metrics) => builtin(builtinBriefs(metrics)),
    answer: async (executive, question, metrics, prefs, standing) =>
      builtin(builtinAnswer(executive, question, metrics, prefs, standing)),
    task: async (request, metrics, context, prefs) =>
      builtin(builtinTask(request.executive, request, metrics, context, prefs)),
  }
}

/** A reading made with the model's corrections says which were the model's: only the member's show as theirs. */
function modelsOwn(reading: ReadingView, member: ReadingCorrections | undefined): ReadingView {
  const mine = new Set((member?.facts ?? []).map((f) => f.index))
  return {
    ...reading,
    ...(reading.kindCorrected && !member?.kind ? { kindCorrected: undefined } : {}),
    figures: reading.figures.map((f) =>
      f.index === undefined || mine.has(f.index) || !f.corrected
        ? f
        : {
            ...f,
            corrected: undefined,
            trace: f.trace.map((t) => t.replace('← corrected by a member', '← read by the model')),
          },
    ),
  }
}
