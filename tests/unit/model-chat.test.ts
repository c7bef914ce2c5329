// The chat's tool loop on the Workers AI binding: a scripted stand-in for the `AI` binding speaks
// Workers AI's traditional function calling — `tools` as { name, description, parameters },
// `tool_calls` as { name, arguments } — and the loop runs the one semantic query tool and the same
// number check as on the OpenAI-compatible API. Plus how the model's text becomes the chat's paragraphs.
import { describe, expect, it, vi } from 'vitest'
import type { AskData } from '../../shared/decision/ask-answer'
import { CHAT_TOOLS } from '../../worker/ai/chat-tools'
import { answerWithTools, paragraphs, TOOL_LIMITS } from '../../worker/ai/model-chat'
import { toolModel } from '../../worker/ai/tool-model'

const today = new Date('2026-11-20T12:00:00Z')
const campaign = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Spring webinar',
  channel: 'events' as const,
  status: 'completed' as const,
  budget: 4000,
  currency: 'USD',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
}
const lead = (n: number, status: 'new' | 'won') => ({
  id: `1ead0000-0000-4000-8000-00000000000${n}`,
  first_name: `Lead${n}`,
  last_name: 'Person',
  company_name: '',
  email: null,
  status,
  value: 1500 * n,
  currency: 'USD',
  source: 'event' as const,
  campaign_id: campaign.id,
  created_at: '2026-03-10T10:00:00Z',
  updated_at: '2026-03-10T10:00:00Z',
  closed_at: status === 'won' ? '2026-03-20T10:00:00Z' : null,
})
const data: AskData = {
  now: today,
  company: { name: 'Testco', industry: 'Software' },
  leads: [lead(1, 'won'), lead(2, 'new'), lead(3, 'new')],
  campaigns: [campaign],
  campaignDays: [],
  calls: [],
  members: [],
  standing: [],
}

type Input = {
  messages: { role: string; content: string; name?: string }[]
  tools?: { name: string; parameters: unknown }[]
  max_tokens: number
}

function binding(replies: ((input: Input) => unknown)[]) {
  const inputs: Input[] = []
  const run = vi.fn(async (_model: string, input: Input) => {
    inputs.push(structuredClone(input))
    return replies[inputs.length - 1](input)
  })
  return { ai: { run } as unknown as Ai, inputs }
}

const ctx = (ai: Ai) => ({
  engine: 'workers-ai' as const,
  model: '@cf/meta/llama-3.3-70b-instruct-fp8-fast',
  ask: toolModel({ provider: 'workers-ai', model: '@cf/meta/llama-3.3-70b-instruct-fp8-fast', binding: ai })!,
  limits: TOOL_LIMITS,
})
const input = {
  system: 'system',
  user: 'How did the Spring webinar do?',
  tools: CHAT_TOOLS,
  data,
  allowWrites: false,
  question: 'How did the Spring webinar do?',
}

describe('the chat on the Workers AI binding', () => {
  it('sends the tools in Workers AI’s shape, runs the tool it asks for, and answers from the result', async () => {
    const { ai, inputs } = binding([
      () => ({
        tool_calls: [
          {
            name: 'query_figures',
            arguments: { measure: 'won_value', filters: [{ attribute: 'campaign', values: ['Spring webinar'] }] },
          },
        ],
        usage: { prompt_tokens: 900, completion_tokens: 20 },
      }),
      (i) => ({
        response: `Spring webinar won ${JSON.parse(i.messages.at(-1)!.content).reply[0].split(': ')[1]}`,
        usage: { prompt_tokens: 1000, completion_tokens: 15 },
      }),
    ])
    const run = await answerWithTools(ctx(ai), 'chat', input)
    expect(run).toMatchObject({
      ok: true,
      text: 'Spring webinar won $1,500.',
      tools: ['query_figures'],
      usage: { calls: 2, toolCalls: 1, promptTokens: 1900, completionTokens: 35 },
    })
    expect(inputs[0].tools!.map((t) => t.name)).toEqual(['query_figures'])
    expect(inputs[0].tools![0]).not.toHaveProperty('type')
    expect(inputs[0].max_tokens).toBe(700)
    // The call and its result go back as Workers AI takes them: the calls as the assistant's JSON, the result named.
    expect(inputs[1].messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: JSON.stringify([
          {
            name: 'query_figures',
            arguments: { measure: 'won_value', filters: [{ attribute: 'campaign', values: ['Spring webinar'] }] },
          },
        ]),
      },
      { role: 'tool', name: 'query_figures', content: expect.stringContaining('"value":1500') },
    ])
  })

  it('an invented number is asked again once, then the answer fails with the numbers named', async () => {
    const { ai, inputs } = binding([
      () => ({ response: 'Spring webinar won $9,870.' }),
      () => ({ response: 'Spring webinar won $9,870 again.' }),
    ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const run = await answerWithTools(ctx(ai), 'chat', input)
    warn.mockRestore()
    expect(run).toMatchObject({
      ok: false,
      reason: 'the model’s answer used numbers that are in none of the figures ($9,870)',
    })
    expect(inputs[1].messages.at(-1)!.content).toContain('none of the tool results or the company’s figures: $9,870.')
    // The company's own figures count without a tool: three leads at $1,500, $3,000 and $4,500.
    const { ai: ok } = binding([() => ({ response: 'Open pipeline is $7,500 across 2 leads.' })])
    expect(await answerWithTools(ctx(ok), 'chat', input)).toMatchObject({ ok: true })
  })

  it('the binding’s last call carries no tools once the rounds are spent', async () => {
    const again = () => ({ tool_calls: [{ name: 'query_figures', arguments: { measure: 'calls' } }] })
    const { ai, inputs } = binding([again, again, again, () => ({ response: 'No calls are logged.' })])
    expect(await answerWithTools(ctx(ai), 'chat', input)).toMatchObject({ ok: true, text: 'No calls are logged.' })
    expect(inputs.map((i) => i.tools !== undefined)).toEqual([true, true, true, false])
  })
})

describe('paragraphs', () => {
  it('keeps at most six paragraphs of 600 characters, without list markers or bold', () => {
    expect(paragraphs('**Leads**: 4\n\n- one\n2. two\n\n')).toEqual(['Leads: 4', 'one', 'two'])
    expect(paragraphs('a\nb\nc\nd\ne\nf\ng\nh')).toEqual(['a', 'b', 'c', 'd', 'e', 'f g h'])
    expect(paragraphs('x'.repeat(700))[0]).toHaveLength(600)
  })
})
