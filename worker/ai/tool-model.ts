// A model that calls tools: the chat and the agent give a configured model the
// conversation and the tools it may call, and get back either tool calls or its final text. Two
// transports behind one type: an OpenAI-compatible API (chat completions `tools` / `tool_calls`,
// https://platform.openai.com/docs/api-reference/chat/create) and the Workers AI binding's
// function calling (`tools` with name, description and parameters; the answer's `tool_calls` as
// { name, arguments } — https://developers.cloudflare.com/workers-ai/features/function-calling/traditional/).
// Errors carry only the fixed messages model-board's failure() turns into words safe to show.
import type { AiConfig } from '../env'
import { tokens, withinTime, type Tokens } from './engine'

/** A tool as a model sees it: its name, what it does, and its arguments' JSON Schema. */
export type ToolSpec = { name: string; description: string; parameters: Record<string, unknown> }
/** One call the model asked for; `arguments` is the JSON text the model wrote. */
export type ToolCall = { id: string; name: string; arguments: string }
export type ToolMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; name: string; content: string }
export type ToolReply = {
  content: string | null
  toolCalls: ToolCall[]
  usage?: { prompt: number; completion: number }
}
/** One call to a model with tools. `toolChoice: 'none'` asks for the final answer. */
export type ToolModel = (
  messages: ToolMessage[],
  tools: ToolSpec[],
  limits: { maxTokens: number; timeoutMs: number; toolChoice: 'auto' | 'none' },
) => Promise<ToolReply>

const argumentsText = (a: unknown) => (typeof a === 'string' ? a : JSON.stringify(a ?? {}))

function openAiTools(config: Extract<AiConfig, { provider: 'openai' }>, fetchImpl: typeof fetch): ToolModel {
  return async (messages, tools, limits) => {
    const res = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages: messages.map((m) =>
          m.role === 'assistant' && m.tool_calls?.length
            ? {
                role: 'assistant',
                content: m.content,
                tool_calls: m.tool_calls.map((c) => ({
                  id: c.id,
                  type: 'function',
                  function: { name: c.name, arguments: c.arguments },
                })),
              }
            : m.role === 'tool'
              ? { role: 'tool', tool_call_id: m.tool_call_id, content: m.content }
              : { role: m.role, content: m.content },
        ),
        tools: tools.map((t) => ({ type: 'function', function: t })),
        tool_choice: limits.toolChoice,
        temperature: 0.2,
        max_tokens: limits.maxTokens,
      }),
      signal: AbortSignal.timeout(limits.timeoutMs),
    })
    if (!res.ok) throw new Error(`The model API answered ${res.status}`)
    const body = (await res.json()) as {
      choices?: {
        message?: {
          content?: string | null
          tool_calls?: { id?: string; function?: { name?: string; arguments?: unknown } }[]
        }
      }[]
      usage?: Tokens
    }
    const message = body.choices?.[0]?.message
    const toolCalls = (message?.tool_calls ?? [])
      .filter((c) => typeof c.function?.name === 'string')
      .map((c, i) => ({
        id: c.id ?? `call_${i}`,
        name: c.function!.name!,
        arguments: argumentsText(c.function!.arguments),
      }))
    const content = typeof message?.content === 'string' && message.content.trim() ? message.content : null
    if (!content && toolCalls.length === 0) throw new Error('The model API answered without content')
    return { content, toolCalls, usage: tokens(body.usage) }
  }
}

// Workers AI's traditional function calling has no tool_call ids and takes a tool's result back as
// a `tool` message with its name; an assistant turn that called tools is sent as its calls in JSON.
function workersAiTools(config: Extract<AiConfig, { provider: 'workers-ai' }>): ToolModel {
  return async (messages, tools, limits) => {
    const run = config.binding.run(
      config.model as Parameters<Ai['run']>[0],
      {
        messages: messages.map((m) =>
          m.role === 'assistant'
            ? {
                role: 'assistant',
                content:
                  m.content ??
                  JSON.stringify(
                    (m.tool_calls ?? []).map((c) => ({
                      name: c.name,
                      arguments: JSON.parse(c.arguments || '{}') as unknown,
                    })),
                  ),
              }
            : m.role === 'tool'
              ? { role: 'tool', name: m.name, content: m.content }
              : m,
        ),
        // With tool_choice 'none' the tools are left out: the binding has no tool_choice.
        ...(limits.toolChoice === 'auto' ? { tools } : {}),
        max_tokens: limits.maxTokens,
      } as never,
    ) as Promise<{
      response?: unknown
      tool_calls?: {
        id?: string
        name?: string
        arguments?: unknown
        function?: { name?: string; arguments?: unknown }
      }[]
      usage?: Tokens
    }>
    const out = await withinTime(run, limits.timeoutMs)
    const toolCalls = (out?.tool_calls ?? [])
      .map((c, i) => ({
        id: c.id ?? `call_${i}`,
        name: c.name ?? c.function?.name,
        arguments: argumentsText(c.arguments ?? c.function?.arguments),
      }))
      .filter((c): c is ToolCall => typeof c.name === 'string')
    const content = typeof out?.response === 'string' && out.response.trim() ? out.response : null
    if (!content && toolCalls.length === 0) throw new Error('Workers AI answered without a response')
    return { content, toolCalls, usage: tokens(out?.usage) }
  }
}

/** The configured model as a tool-calling model; null for the built-in engine. */
export function toolModel(config: AiConfig, fetchImpl: typeof fetch = fetch): ToolModel | null {
  if (config.provider === 'openai') return openAiTools(config, fetchImpl)
  if (config.provider === 'workers-ai') return workersAiTools(config)
  return null
}
