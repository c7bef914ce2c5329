// The chat and the agent on a model: the model is given the member's question or
// instruction and the tools (./chat-tools.ts), calls them over the company's records, and writes
// the answer from what they returned. It never does the arithmetic: every number in its final
// answer must equal, within the rounding it is written to, a number a tool returned or one of the
// company's figures (shared/decision/number-check: 18 % ↔ 0.18, 1.2k ↔ 1,200). An answer that
// fails is asked for again once, naming the numbers; then the caller gives the built-in engine's
// answer and says why. Limits per answer (TOOL_LIMITS): rounds of tool calls, calls and tokens, a
// per-call timeout, and one retry of a call that fails.
import { allowedNumbers, unknownNumbers } from '../../shared/decision/number-check'
import { metricsOf, type AskData } from '../../shared/decision/ask-answer'
import { textProblem } from '../../shared/control-characters'
import type { EngineName } from '../../shared/schemas/boardroom'
import { runTool, type ToolResult } from './chat-tools'
import { failure } from './model-board'
import type { ToolMessage, ToolModel, ToolReply, ToolSpec } from './tool-model'

export type ToolLimits = {
  /** Each call's timeout. */
  timeoutMs: number
  /** Rounds of tool calls before the model is asked for its answer. */
  maxRounds: number
  /** Tool calls the model may ask for in one round (more are told it was too many). */
  maxToolCallsPerRound: number
  /** Model calls in one answer, retries and the number check's second asking included. */
  maxCalls: number
  /** Prompt and completion tokens in one answer, as the API counts them. */
  maxTokens: number
  /** max_tokens of each call. */
  maxTokensPerCall: number
}
// 3 rounds of tools + the answer + its second asking = 5 calls; one retry of a failed call on top.
export const TOOL_LIMITS: ToolLimits = {
  timeoutMs: 20_000,
  maxRounds: 3,
  maxToolCallsPerRound: 6,
  maxCalls: 6,
  maxTokens: 24_000,
  maxTokensPerCall: 700,
}

export type ToolUsage = { calls: number; toolCalls: number; promptTokens: number; completionTokens: number }
export type ToolRun = ({ ok: true; text: string } | { ok: false; reason: string }) & {
  results: ToolResult[]
  tools: string[]
  usage: ToolUsage
}

export type ToolContext = { engine: Exclude<EngineName, 'builtin'>; model: string; ask: ToolModel; limits: ToolLimits }

export const NUMBERS_RULE =
  'Numbers: write only numbers a tool returned or that are in the company’s figures, as given (18% may be written 0.18, 1,200 as 1.2k, 2,500,000 as 2.5M); do no arithmetic of your own. Name no customer, lead, campaign or event a tool did not return.'

/** The company's figures a model's answer may also cite: its recorded figures and its CRM figures. */
const companyFigures = (d: AskData) => ({
  standing: d.standing.map((f) => ({ label: f.label, value: f.value })),
  crm: metricsOf(d),
})

/**
 * Asks the model, lets it call the tools, and checks the numbers of its final answer. `task` names
 * the answer in the operator's log ("chat", "agent").
 */
export async function answerWithTools(
  ctx: ToolContext,
  task: string,
  input: { system: string; user: string; tools: ToolSpec[]; data: AskData; allowWrites: boolean; question: string },
): Promise<ToolRun> {
  const { limits } = ctx
  const usage: ToolUsage = { calls: 0, toolCalls: 0, promptTokens: 0, completionTokens: 0 }
  const results: ToolResult[] = []
  const tools: string[] = []
  const messages: ToolMessage[] = [
    { role: 'system', content: input.system },
    { role: 'user', content: input.user },
  ]
  const spent = () => usage.calls >= limits.maxCalls || usage.promptTokens + usage.completionTokens >= limits.maxTokens
  const limitReached = `the answer reached its limit of ${limits.maxCalls} model calls or ${limits.maxTokens} tokens`
  const fail = (reason: string): ToolRun => {
    // The operator sees which answer fell back and why; never the key, the question or the model's text.
    console.warn(JSON.stringify({ kind: 'ai-fallback', engine: ctx.engine, model: ctx.model, task, reason }))
    return { ok: false, reason, results, tools, usage }
  }

  /** One call, retried once when it fails. */
  async function call(toolChoice: 'auto' | 'none'): Promise<ToolReply | { failed: string }> {
    let why = ''
    for (let attempt = 0; attempt < 2; attempt++) {
      if (spent()) return { failed: why || limitReached }
      usage.calls++
      try {
        const reply = await ctx.ask(messages, input.tools, {
          maxTokens: limits.maxTokensPerCall,
          timeoutMs: limits.timeoutMs,
          toolChoice,
        })
        usage.promptTokens += reply.usage?.prompt ?? 0
        usage.completionTokens += reply.usage?.completion ?? 0
        return reply
      } catch (error) {
        why = failure(error, limits.timeoutMs)
      }
    }
    return { failed: why }
  }

  let rounds = 0
  let askedAgain = false
  for (;;) {
    if (spent()) return fail(limitReached)
    const toolChoice = rounds >= limits.maxRounds ? 'none' : 'auto'
    const reply = await call(toolChoice)
    if ('failed' in reply) return fail(reply.failed)
    if (reply.toolCalls.length > 0 && toolChoice === 'auto') {
      rounds++
      messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls })
      reply.toolCalls.forEach((tc, i) => {
        usage.toolCalls++
        const result: ToolResult =
          i < limits.maxToolCallsPerRound
            ? runTool(tc.name, tc.arguments, input.data, input.allowWrites)
            : { forModel: { error: `at most ${limits.maxToolCallsPerRound} tool calls at once` } }
        results.push(result)
        if (result.step) tools.push(tc.name)
        messages.push({ role: 'tool', tool_call_id: tc.id, name: tc.name, content: JSON.stringify(result.forModel) })
      })
      if (rounds >= limits.maxRounds)
        messages.push({
          role: 'user',
          content: 'That was the last round of tools: answer now from what they returned.',
        })
      continue
    }
    if (!reply.content) return fail('the model gave no answer after its tool calls')
    const problem = textProblem(reply.content)
    if (problem) return fail(`the model’s answer held ${problem}`)
    // What the model may cite: the numbers the tools returned and the company's figures — never the
    // question's own text (quoted from it, a number states no figure).
    const allowed = allowedNumbers(
      results.map((r) => r.forModel),
      companyFigures(input.data),
    )
    const unknown = unknownNumbers([reply.content], allowed, input.question)
    if (unknown.length === 0) return { ok: true, text: reply.content, results, tools, usage }
    if (askedAgain)
      return fail(`the model’s answer used numbers that are in none of the figures (${unknown.join(', ')})`)
    askedAgain = true
    messages.push({ role: 'assistant', content: reply.content })
    messages.push({
      role: 'user',
      content: `Your answer used numbers that are in none of the tool results or the company’s figures: ${unknown.join(', ')}. Write the answer again using only numbers from them, as given.`,
    })
  }
}

/** The model's answer as paragraphs within the chat's lengths (at most 6 of 600 characters). */
export function paragraphs(text: string, max = 6): string[] {
  const cut = (t: string) => (t.length > 600 ? `${t.slice(0, 599).trimEnd()}…` : t)
  const lines = text
    .replace(/\r/g, '')
    .split(/\n+/)
    .map((l) =>
      l
        .replace(/^\s*(?:[-*•]|\d+\.)\s+/, '')
        .replace(/\*\*/g, '')
        .trim(),
    )
    .filter(Boolean)
  if (lines.length <= max) return lines.map(cut)
  return [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')].map(cut)
}
