// Which engine answers the chat and plans the agent's steps. With no model configured, the
// built-in engine (no engine line). With one: the model on its tool calls (./model-chat.ts) — one
// semantic query tool, so its figures are the semantic layer's, the same as every screen's — for a
// figure, a comparison, a list, "why?" in the chat, and any instruction in the agent; the built-in
// answer is computed first, to stand in when the model fails, and every answer says which engine
// gave it and why. An answer carries the reading of the query it rests on and its result.
import { planInstruction, type AgentPlan, type AgentStep } from '../../shared/decision/agent-plan'
import { ask as builtinAsk, askQuery, shownReading, type AskData } from '../../shared/decision/ask-answer'
import type { Query } from '../../shared/semantic/model'
import type { Reading } from '../../shared/decision/ask'
import type { AnswerEngine, ChatAnswer, ShownFigure } from '../../shared/schemas/chat'
import type { AiConfig } from '../env'
import { AGENT_TOOLS, CHAT_TOOLS } from './chat-tools'
import { answerWithTools, NUMBERS_RULE, paragraphs, TOOL_LIMITS, type ToolLimits, type ToolRun } from './model-chat'
import { toolModel } from './tool-model'

/** The daily budget's verdict (worker/api/ai-budget): `limit` set when it is spent. */
export type Budget = { spent: string | null; limit?: number }

export type EngineOptions = { config: AiConfig; budget: Budget; fetchImpl?: typeof fetch; limits?: Partial<ToolLimits> }

// The chat hands these to the boardroom, the strategy generator or the agent, or says what it can
// answer: routing, not figures, so the built-in engine's answer is the answer on every engine.
const ROUTED: Partial<Record<Reading['intent'], string>> = {
  decision: 'a decision goes to the boardroom, where the board debates it',
  goal: 'a goal goes to the strategy generator',
  action: 'a change to your records is made in the AI agent',
  'out-of-scope': 'the question is outside your company’s figures',
}

const spentNote = (b: Budget) =>
  `The company’s daily budget of ${b.limit} model-voiced ${b.limit === 1 ? 'debate' : 'debates'} is spent, so the built-in engine answered without asking the model. It resets at midnight UTC.`

const modelOf = (config: AiConfig) => (config.provider === 'builtin' ? '' : config.model)

const CHAT_SYSTEM = `You answer a member's question about their own company from its records, using the query_figures tool: call it for every figure and list you need (its measures are the company's one set of definitions; "revenue", "sales" and "money we made" are won value, counted by the date won), then answer in plain text, in at most four short paragraphs, in British English.
${NUMBERS_RULE}
Give no stance or recommendation: a decision is for the company's board. If the tools cannot answer, say which figure is missing.`

const AGENT_SYSTEM = `You carry out a member's instruction on their company's CRM with the tools. query_figures runs at once. Write tools only propose changes: nothing is written until the member confirms them, so say that the changes wait for their confirmation. Call query_figures with operation "list" (measure "leads", with the filters) before a write tool that needs lead ids. When you have done what the instruction asks, say in plain text, in at most three short sentences in British English, what you found and what you propose.
${NUMBERS_RULE}`

function context(d: AskData) {
  return `Today is ${d.now.toISOString().slice(0, 10)}. The company: ${JSON.stringify(d.company)}. Its recorded figures (JSON): ${JSON.stringify(d.standing.map((f) => ({ label: f.label, value: f.value, unit: f.unit, asOf: f.as_of })))}`
}

async function runModel(
  o: EngineOptions,
  task: 'chat' | 'agent',
  input: { system: string; user: string; data: AskData; question: string },
): Promise<ToolRun | null> {
  const ask = toolModel(o.config, o.fetchImpl)
  if (!ask || o.config.provider === 'builtin') return null
  const limits = { ...TOOL_LIMITS, ...o.limits }
  return answerWithTools({ engine: o.config.provider, model: o.config.model, ask, limits }, task, {
    ...input,
    tools: task === 'agent' ? AGENT_TOOLS : CHAT_TOOLS,
    allowWrites: task === 'agent',
  })
}

const fellBack = (o: EngineOptions, run: ToolRun & { ok: false }): AnswerEngine => ({
  name: 'builtin',
  model: modelOf(o.config),
  note: `The built-in engine answered: ${run.reason}.`.slice(0, 600),
  calls: run.usage.calls,
})

/** The chat's answer to one message: read and answered by the built-in engine, then on the model where it answers. */
export async function chatAnswer(
  o: EngineOptions,
  message: string | { query: Query },
  d: AskData,
  previous: Reading | null,
): Promise<{ reading: Reading; answer: ChatAnswer }> {
  // a reading the member changed is answered as it is: no model reads it again
  if (typeof message !== 'string') return askQuery(message.query, d)
  const { reading, answer } = builtinAsk(message, d, previous)
  if (o.config.provider === 'builtin') return { reading, answer }
  const routed = ROUTED[reading.intent]
  if (routed)
    return {
      reading,
      answer: {
        ...answer,
        engine: { name: 'builtin', model: o.config.model, note: `The built-in engine answered: ${routed}.` },
      },
    }
  if (o.budget.spent)
    return {
      reading,
      answer: { ...answer, engine: { name: 'builtin', model: o.config.model, note: spentNote(o.budget), calls: 0 } },
    }
  const thread = previous ? `\nThe member's previous question in this thread: ${JSON.stringify(previous.text)}` : ''
  const run = await runModel(o, 'chat', {
    system: CHAT_SYSTEM,
    user: `${context(d)}${thread}\n\nThe member's question: ${JSON.stringify(message)}`,
    data: d,
    question: message,
  })
  if (!run) return { reading, answer }
  if (!run.ok) return { reading, answer: { ...answer, engine: fellBack(o, run) } }
  const reads = run.results.flatMap((r) => (r.step?.kind === 'read' ? [r.step] : []))
  const figures = dedupe(reads.flatMap((s) => s.figures))
  const items = reads.flatMap((s) => s.items).slice(0, 50)
  // the reading shown is the query the model's answer rests on (its first), else the built-in one
  const asked = run.results.find((r) => r.query)?.query
  const own = asked ? askQuery(asked, d).answer : answer
  return {
    reading: asked ? { ...reading, query: asked, sure: true, alternatives: [] } : reading,
    answer: {
      ...(own.reading ? { reading: asked ? shownReading({ query: asked, sure: true }, d) : own.reading } : {}),
      ...(own.result ? { result: own.result } : {}),
      ...(own.definition ? { definition: own.definition } : {}),
      intent: reading.intent,
      reply: paragraphs(run.text),
      // The figures "how we got this" shows are the tools' results; an answer that called no tool
      // rests on the company's figures, shown as the built-in engine computes them.
      figures: (figures.length > 0 ? figures : answer.figures).slice(0, 30),
      items: items.length > 0 ? items : answer.items,
      suggestions: [],
      ...(own.link ? { link: own.link } : answer.link ? { link: answer.link } : {}),
      engine: { name: o.config.provider, model: o.config.model, calls: run.usage.calls, tools: run.tools.slice(0, 40) },
    },
  }
}

function dedupe(figures: ShownFigure[]): ShownFigure[] {
  const seen = new Set<string>()
  return figures.filter((f) => {
    const key = `${f.label}\u0000${f.value}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export type EnginePlan = { plan: AgentPlan & { summary?: string[] }; engine?: AnswerEngine }

/** The agent's plan for an instruction: the model's tool calls as steps (writes only previewed), else the built-in plan. */
export async function agentPlan(o: EngineOptions, instruction: string, d: AskData): Promise<EnginePlan> {
  if (o.config.provider === 'builtin') return { plan: planInstruction(instruction, d) }
  if (o.budget.spent)
    return {
      plan: planInstruction(instruction, d),
      engine: { name: 'builtin', model: o.config.model, note: spentNote(o.budget), calls: 0 },
    }
  const run = await runModel(o, 'agent', {
    system: AGENT_SYSTEM,
    user: `${context(d)}\n\nThe member's instruction: ${JSON.stringify(instruction)}`,
    data: d,
    question: instruction,
  })
  if (!run) return { plan: planInstruction(instruction, d) }
  if (!run.ok) return { plan: planInstruction(instruction, d), engine: fellBack(o, run) }
  const steps: AgentStep[] = run.results.flatMap((r) => (r.step ? [r.step] : []))
  if (steps.length === 0) {
    console.warn(
      JSON.stringify({
        kind: 'ai-fallback',
        engine: o.config.provider,
        model: o.config.model,
        task: 'agent',
        reason: 'the model made no tool call that could run',
      }),
    )
    return {
      plan: planInstruction(instruction, d),
      engine: {
        name: 'builtin',
        model: o.config.model,
        note: 'The built-in engine planned this: the model made no tool call that could run.',
        calls: run.usage.calls,
      },
    }
  }
  return {
    plan: { steps, summary: paragraphs(run.text, 3) },
    engine: { name: o.config.provider, model: o.config.model, calls: run.usage.calls, tools: run.tools.slice(0, 40) },
  }
}
