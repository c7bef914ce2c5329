// The executives' preferences, the AI agent's tasks and the AI bots on the built-in engine: the
// same records give different, exact words and stances for a cautious, bold or diplomatic
// executive; tasks list the records they concern; an enabled bot writes its rule into a decision;
// and a model is told the preferences.
import { describe, expect, it } from 'vitest'
import { applyBot } from '../../shared/ai-bots'
import { computeMetrics } from '../../shared/metrics'
import { TaskAnswerSchema, type TaskContext } from '../../shared/schemas/agent-tasks'
import { defaultAiWorkflow } from '../../shared/schemas/ai-workflow'
import { DebateSchema } from '../../shared/schemas/boardroom'
import { resolvePreferences, type ExecutivePreference } from '../../shared/schemas/executive-preferences'
import { builtinAnswer, builtinDebate } from '../../worker/ai/builtin'
import { createEngine } from '../../worker/ai/engine'
import { builtinTask, weekFigures } from '../../worker/ai/tasks'
import { AS_OF, campaign, lead, snapshot } from './fixtures/snapshot'

const QUESTION = 'Should we double the budget for events?'
const cfoIs = (p: Partial<ExecutivePreference>) => resolvePreferences({ cfo: { tone: 'direct', risk: 'balanced', escalation: 'on-disagreement', ...p } })

/** Campaigns that returned `ratio`× their budget; 1 won of 4 closed (win rate 25%), 2 open leads. */
function returning(ratio: number) {
  return computeMetrics(
    snapshot(
      [
        lead({ status: 'won', value: 10000 * ratio, campaign_id: 'c1', age: 40, touched: 20 }),
        ...Array.from({ length: 3 }, () => lead({ status: 'lost', value: 2000, age: 45, touched: 30 })),
        lead({ status: 'contacted', value: 1000, age: 30, touched: 20 }),
        lead({ status: 'qualified', value: 3000, age: 3, touched: 1 }),
      ],
      [campaign({ id: 'c1', name: 'Trade show', channel: 'events', budget: 10000 })],
    ),
  )
}
const cfoOf = (debate: ReturnType<typeof builtinDebate>) => debate.positions.find((p) => p.executive === 'cfo')!

describe('risk appetite', () => {
  const m = returning(1.2)

  it('a cautious CFO opposes spend that a balanced CFO would release in stages', () => {
    expect(cfoOf(builtinDebate(QUESTION, m))).toMatchObject({ stance: 'conditional', summary: 'Affordable, but the return is not proven: release the money in stages.' })
    const cautious = cfoOf(builtinDebate(QUESTION, m, cfoIs({ risk: 'cautious' })))
    expect(cautious.stance).toBe('oppose')
    expect(cautious.summary).toBe('Campaigns have returned 1.2× their budget, short of the 1.5× I need before adding spend.')
  })

  it('a bold CFO supports at a return a balanced CFO only accepts in stages', () => {
    const m16 = returning(1.6)
    expect(cfoOf(builtinDebate(QUESTION, m16)).stance).toBe('conditional')
    // At 3× and above even a cautious CFO supports, but limits what is at stake at once.
    const cautious = cfoOf(builtinDebate(QUESTION, returning(3.6), cfoIs({ risk: 'cautious' })))
    expect(cautious.stance).toBe('support')
    expect(cautious.arguments.at(-1)).toBe('Being cautious, I would still release it in two tranches: the second only once the first has returned at least its cost.')
    expect(cfoOf(builtinDebate(QUESTION, returning(3.6))).arguments).not.toContain(cautious.arguments.at(-1))
    expect(cfoOf(builtinDebate(QUESTION, m16, cfoIs({ risk: 'bold' })))).toMatchObject({
      stance: 'support',
      summary: 'The numbers carry it: spend has paid back and the pipeline covers the commitment.',
    })
  })

  it('a cautious CEO stops on the CFO’s objection alone', () => {
    const prefs = resolvePreferences({ cfo: { tone: 'direct', risk: 'cautious', escalation: 'rarely' } })
    expect(builtinDebate(QUESTION, m, prefs).decision.recommendation).not.toBe('do-not-proceed')
    const both = resolvePreferences({ cfo: { tone: 'direct', risk: 'cautious', escalation: 'rarely' }, ceo: { tone: 'direct', risk: 'cautious', escalation: 'rarely' } })
    expect(builtinDebate(QUESTION, m, both).decision.recommendation).toBe('do-not-proceed')
  })
})

describe('tone and escalation', () => {
  const m = returning(0.5)

  it('a diplomatic CFO acknowledges the case before opposing; direct states it', () => {
    expect(cfoOf(builtinDebate(QUESTION, m)).summary).toBe('Campaigns have returned 0.5× their budget: more spend now loses money.')
    expect(cfoOf(builtinDebate(QUESTION, m, cfoIs({ tone: 'diplomatic' }))).summary).toBe(
      'I understand why this appeals, but I must advise against it for now. Campaigns have returned 0.5× their budget: more spend now loses money.',
    )
  })

  it('escalation decides whether the answer asks for the boardroom', () => {
    expect(builtinAnswer('cfo', QUESTION, m).nextSteps.at(-1)).toBe('Bring this to the boardroom: the CFO opposes it.')
    expect(builtinAnswer('cfo', QUESTION, m, cfoIs({ escalation: 'rarely' })).nextSteps.join('\n')).not.toContain('boardroom')
    // Always, even on a question the CFO supports.
    const supported = builtinAnswer('cfo', 'Should we tidy the onboarding process?', returning(3), cfoIs({ escalation: 'always' }))
    expect(supported.stance).toBe('support')
    expect(supported.nextSteps.at(-1)).toBe('Bring this to the boardroom before anyone acts on it.')
  })

  it('every combination still fits the debate schema', () => {
    for (const tone of ['direct', 'diplomatic'] as const)
      for (const risk of ['cautious', 'balanced', 'bold'] as const) {
        const p = { tone, risk, escalation: 'always' as const }
        const prefs = resolvePreferences({ ceo: p, cfo: p, cmo: p, coo: p, cto: p })
        expect(DebateSchema.safeParse(builtinDebate(QUESTION, m, prefs)).success).toBe(true)
      }
  })
})

describe('the AI agent’s tasks', () => {
  const records = snapshot(
    [
      lead({ status: 'new', value: 500, age: 3 }),
      lead({ status: 'won', value: 4000, age: 20, touched: 2 }),
      lead({ status: 'lost', value: 1000, age: 30, touched: 5 }),
      lead({ status: 'proposal', value: 8000, age: 40, touched: 21 }),
    ],
    [campaign({ id: 'c1', name: 'Spring webinar', budget: 2000 })],
  )
  const m = computeMetrics(records)
  const context: TaskContext = {
    staleLeads: [{ name: 'Acme Ltd', status: 'proposal', value: 8000, currency: 'USD', daysIdle: 21 }],
    week: weekFigures(records, 'USD'),
  }

  it('counts the last 7 days from the records', () => {
    expect(context.week).toEqual({ created: 1, createdValue: 500, won: 1, wonValue: 4000, lost: 1, lostValue: 1000 })
    expect(AS_OF.toISOString()).toBe('2026-11-23T12:00:00.000Z')
  })

  it('plans a follow-up for each stale lead by name, with its next step', () => {
    const answer = builtinTask('coo', { executive: 'coo', task: 'stale-follow-ups' }, m, context, resolvePreferences(null))
    expect(TaskAnswerSchema.parse(answer)).toEqual(answer)
    expect(answer.reply[0]).toBe('1 open lead worth $8,000 has had no update for 14 days or more.')
    expect(answer.items).toEqual([{ label: 'Acme Ltd', detail: 'Proposal · $8,000 · untouched 21 days: ask for a decision' }])
    expect(answer.nextSteps.at(-1)).toBe('Bring this to the boardroom: 1 open lead is going cold.')
  })

  it('reviews campaign spend at the executive’s own bar', () => {
    const balanced = builtinTask('cfo', { executive: 'cfo', task: 'campaign-spend' }, m, context, resolvePreferences(null))
    expect(balanced.items).toEqual([{ label: 'Spring webinar', detail: 'Active · budget $2,000 · 0 leads · $0.00 won · 0.0×: pause or rework' }])
    expect(balanced.reply[2]).toBe('At my balanced bar (below 1× is too little), Spring webinar should be paused or reworked.')
    const diplomatic = builtinTask('cfo', { executive: 'cfo', task: 'campaign-spend' }, m, context, cfoIs({ tone: 'diplomatic', risk: 'cautious' }))
    expect(diplomatic.reply[0]).toBe('Happy to take this on. $2,000 is budgeted across 1 campaign, $2,000 of it in active campaigns.')
    expect(diplomatic.reply[2]).toBe('At my cautious bar (below 1.5× is too little), Spring webinar should be paused or reworked.')
  })

  it('summarises the week and the open pipeline by stage', () => {
    const answer = builtinTask('ceo', { executive: 'ceo', task: 'weekly-pipeline' }, m, context, resolvePreferences(null))
    expect(answer.reply[0]).toBe('In the last 7 days: 1 new lead ($500), 1 won ($4,000) and 1 lost ($1,000).')
    expect(answer.items.map((i) => i.label)).toEqual(['New', 'Contacted', 'Qualified', 'Proposal'])
  })
})

describe('AI bots', () => {
  const m = returning(0.5)
  const debate = builtinDebate(QUESTION, m)

  it('an enabled bot puts its rule first among the decision’s conditions; a disabled one changes nothing', () => {
    const workflow = defaultAiWorkflow()
    expect(applyBot(debate, workflow, 'USD').decision.conditions[0]).toBe('Budget changes above $5,000 need your team’s approval (AI bots): CFO, CEO sign off before anyone acts.')
    workflow.decisions.budget_change.enabled = false
    expect(applyBot(debate, workflow, 'USD')).toEqual(debate)
    expect(applyBot(debate, null, 'USD')).toEqual(debate)
  })
})

describe('model engines are told the preferences', () => {
  it('the prompt names each executive’s tone, risk appetite and escalation', async () => {
    let prompt = ''
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      prompt = JSON.parse(String(init?.body)).messages[1].content
      return new Response(JSON.stringify({ choices: [{ message: { content: 'not json' } }] }))
    }) as typeof fetch
    const engine = createEngine({ provider: 'openai', model: 'm', baseUrl: 'https://models.example/v1', apiKey: 'k' }, fetchImpl)
    const produced = await engine.answer('cfo', QUESTION, returning(1.2), cfoIs({ tone: 'diplomatic', risk: 'cautious' }))
    expect(prompt).toContain('- cfo (CFO): tone diplomatic')
    expect(prompt).toContain('risk appetite cautious')
    // The model's answer did not fit: the built-in engine answered with the same preferences.
    expect(produced.engine).toBe('builtin')
    expect(produced.result.stance).toBe('oppose')
  })
})
