// A local OpenAI-compatible chat completions server for the model engine's tests: it reads
// which turn each request is for (the engine's "Round: … Executive: …" line and its JSON material)
// and answers from the test's script, with the API's usage counts. Bound to 127.0.0.1 on a free port.
// The chat and the agent's requests (round 'tools') carry `tools`; a scripted reply may answer with
// `toolCalls`, which the server sends as the API does (`tool_calls`, finish_reason "tool_calls").
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Fact } from '../../shared/schemas/board-pack'

// The question the scripted board is asked, with its standing figures: the CMO sees a strong
// return, the CFO and the CEO a runway under the floor, so the protocol holds rebuttals.
export const QUESTION = 'Should we double the paid search budget from $50k to $100k a month?'
export const FACTS: Fact[] = [
  { label: 'ROAS', value: 5, unit: 'x' },
  { label: 'Gross margin', value: 80, unit: '%' },
  { label: 'Cash', value: 400_000, unit: 'USD' },
  { label: 'Monthly net burn', value: 30_000, unit: 'USD' },
]

export type Material = Record<string, unknown> & {
  yourAnalyses?: { name: string; summary?: string }[]
  respondsTo?: string
  decision?: { recommendation: string }
}
export type ApiMessage = {
  role: string
  content: string | null
  tool_call_id?: string
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[]
}
export type Call = {
  round: string
  executive: string
  user: string
  material: Material
  authorization: string | undefined
  body: {
    model: string
    max_tokens?: number
    messages: ApiMessage[]
    tools?: { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } }[]
    tool_choice?: string
  }
  raw: string
}
export type Reply = {
  status?: number
  content?: unknown
  toolCalls?: { name: string; arguments: unknown }[]
  delayMs?: number
  usage?: { prompt_tokens: number; completion_tokens: number }
}

/** What a tool told the model, as the scripts read it: a read's figures or leads, or the refusal. */
/** What a tool told the model: a semantic query's reading, words and result (and its records, for a list), or an error. */
export type ToolReply = {
  reading?: string
  reply?: string[]
  result?: { value: number | null; rows: { key: string; label: string; value: number | null }[] }
  records?: { id: string; name: string; detail?: string }[]
  previewed?: string[]
  note?: string
  error?: string
}

/** What the tools returned to the model so far, in order. */
export const toolResults = (c: Call): ToolReply[] =>
  c.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null') as ToolReply)

/** A local OpenAI-compatible chat completions server; each request is answered by `script`. */
export async function modelServer(script: (call: Call, calls: Call[]) => Reply | Promise<Reply>) {
  const calls: Call[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString()
    const body = JSON.parse(raw) as Call['body']
    const user = body.messages.find((m) => m.role === 'user')!.content ?? ''
    const head = body.tools ? null : /^Round: (\w+)\. Executive: (\w+)\./.exec(user)
    const [, round, executive] = head ?? ['', 'tools', '']
    const material = (
      head ? JSON.parse(/The material \(JSON\):\n(.*?)\n\nJSON Schema/s.exec(user)![1]) : {}
    ) as Material
    const call: Call = { round, executive, user, material, authorization: req.headers.authorization, body, raw }
    calls.push(call)
    const reply = await script(call, calls)
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
    if (res.destroyed || res.writableEnded) return
    const content =
      reply.content === undefined
        ? null
        : typeof reply.content === 'string'
          ? reply.content
          : JSON.stringify(reply.content)
    const toolCalls = reply.toolCalls?.map((t, i) => ({
      id: `call_${calls.length}_${i}`,
      type: 'function',
      function: {
        name: t.name,
        arguments: typeof t.arguments === 'string' ? t.arguments : JSON.stringify(t.arguments),
      },
    }))
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify({
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
            finish_reason: toolCalls ? 'tool_calls' : 'stop',
          },
        ],
        usage: reply.usage ?? { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    calls,
    /** The API's base URL, as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** How the scripted model reads a question and its pack: each figure as it is given, the board's own kind. */
export function reads(reading: {
  kind: string
  facts?: { index: number; role: string | null; period: string | null }[]
}): Reply {
  return { content: { kind: reading.kind, facts: reading.facts ?? [] } }
}

/** A model that argues as it is asked: numbers only from its own material. */
export function honest(call: Call): Reply {
  // The reading round: the same kind the board reads, and no figure read differently.
  if (call.round === 'reading') return reads({ kind: 'spend-up' })
  if (call.round === 'position')
    return {
      content: {
        summary: `Model voice of the ${call.executive.toUpperCase()}.`,
        arguments: [call.material.yourAnalyses?.find((a) => a.summary)?.summary ?? 'Nothing in my remit decides this.'],
      },
    }
  if (call.round === 'rebuttal')
    return {
      content: {
        text: `Model rebuttal of the ${call.executive.toUpperCase()} to the ${String(call.material.respondsTo).toUpperCase()}.`,
      },
    }
  return {
    content: { summary: `Model voice of the CEO: the board's decision is ${call.material.decision!.recommendation}.` },
  }
}
