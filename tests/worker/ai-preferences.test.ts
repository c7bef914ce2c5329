// The executives' preferences, the AI agent's tasks and the AI bots on the built-in engine: the
// same records give different, exact words and stances for a cautious, bold or diplomatic
// executive; tasks list the records they concern; an enabled bot writes its rule into a decision;
// and a model is told the preferences.
import { describe, expect, it } from 'vitest'
import { applyBot } from '../../shared/ai-bots'
import { computeMetrics } from '../../shared/metrics-compute'
import { TaskAnswerSchema, type TaskContext } from '../../shared/schemas/agent-tasks'
import { defaultAiWorkflow } from '../../shared/schemas/ai-workflow'
import { DebateSchema } from '../../shared/schemas/boardroom'
import { resolvePreferences, type ExecutivePreference } from '../../shared/schemas/executive-preferences'
import { builtinAnswer, builtinDebate } from '../../worker/ai/builtin'
import { createEngine } from '../../worker/ai/engine'
import { builtinTask, weekFigures } from '../../worker/ai/tasks'
import { AS_OF, campaign, lead, snapshot } from './fixtures/snapshot'

const QUESTION = 'Should we double the budget for events?'
const cmoIs = (p: Partial<ExecutivePreference>) =>
  resolvePreferences({ cmo: { tone: 'direct', risk: 'balanced', escalation: 'on-disagreement', ...p } })

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
// The return on spend is the CMO's analysis (shared/decision/analyses): the CMO argues from it.
const cmoOf = (debate: ReturnType<typeof builtinDebate>) => debate.positions.find((p) => p.executive === 'cmo')!
const STANDING = {
  facts: [],
  standing: [
    { metric: 'cash', label: 'Cash in bank', value: 2_000_000, unit: 'USD', as_of: '2026-11-20' },
    { metric: 'net_burn', label: 'Monthly net burn', value: 50_000, unit: 'USD', as_of: '2026-11-20' },
  ],
}

describe('risk appetite', () => {
  // 1.1× against a break-even of 1× (no gross margin given): borderline.
  const m = returning(1.1)

  it('a cautious CMO opposes spend that a balanced CMO supports only with conditions; a bold one supports it', () => {
    expect(cmoOf(builtinDebate(QUESTION, m))).toMatchObject({
      stance: 'conditional',
      summary:
        'I support it only with conditions: spend returns 1.1× in revenue against a break-even of 1×: barely above break-even.',
    })
    expect(cmoOf(builtinDebate(QUESTION, m, cmoIs({ risk: 'cautious' }))).stance).toBe('oppose')
    expect(cmoOf(builtinDebate(QUESTION, m, cmoIs({ risk: 'bold' }))).stance).toBe('support')
  })

  it('at a clear return a balanced or bold CMO supports; a cautious one still wants the unit economics first', () => {
    for (const risk of ['balanced', 'bold'] as const)
      expect(cmoOf(builtinDebate(QUESTION, returning(3.6), cmoIs({ risk }))).stance).toBe('support')
    const cautious = cmoOf(builtinDebate(QUESTION, returning(3.6), cmoIs({ risk: 'cautious' })))
    expect(cautious.stance).toBe('conditional')
    expect(cautious.arguments.at(-1)).toBe(
      'To judge it fully I need: marginal CAC, churn (monthly), net revenue retention.',
    )
  })

  it('a cautious CEO releases the money only in stages', () => {
    const m3 = returning(3.6)
    expect(
      builtinDebate('Should we increase the events budget by $2k a month?', m3, resolvePreferences(null), STANDING)
        .decision,
    ).toMatchObject({ recommendation: 'proceed', conditions: [] })
    const cautious = resolvePreferences({ ceo: { tone: 'direct', risk: 'cautious', escalation: 'rarely' } })
    expect(
      builtinDebate('Should we increase the events budget by $2k a month?', m3, cautious, STANDING).decision,
    ).toMatchObject({
      recommendation: 'proceed-with-conditions',
      conditions: ['Release it in stages: the second only once the first has met its figures.'],
    })
  })
})

describe('tone and escalation', () => {
  const m = returning(0.5)

  it('a diplomatic CMO acknowledges the case before opposing; direct states it', () => {
    expect(cmoOf(builtinDebate(QUESTION, m)).summary).toBe(
      'I oppose it: spend returns 0.5× in revenue against a break-even of 1×: it loses money.',
    )
    expect(cmoOf(builtinDebate(QUESTION, m, cmoIs({ tone: 'diplomatic' }))).summary).toBe(
      'I understand why this appeals, but I must advise against it for now. I oppose it: spend returns 0.5× in revenue against a break-even of 1×: it loses money.',
    )
  })

  it('escalation decides whether the answer asks for the boardroom', () => {
    expect(builtinAnswer('cmo', QUESTION, m).nextSteps.at(-1)).toBe('Bring this to the boardroom: the CMO opposes it.')
    expect(builtinAnswer('cmo', QUESTION, m, cmoIs({ escalation: 'rarely' })).nextSteps.join('\n')).not.toContain(
      'boardroom',
    )
    // Always, even on a question the CMO supports.
    const supported = builtinAnswer('cmo', QUESTION, returning(3), cmoIs({ escalation: 'always' }))
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
    const answer = builtinTask(
      'coo',
      { executive: 'coo', task: 'stale-follow-ups' },
      m,
      context,
      resolvePreferences(null),
    )
    expect(TaskAnswerSchema.parse(answer)).toEqual(answer)
    expect(answer.reply[0]).toBe('1 open lead worth $8,000 has had no update for 14 days or more.')
    expect(answer.items).toEqual([
      { label: 'Acme Ltd', detail: 'Proposal · $8,000 · untouched 21 days: ask for a decision' },
    ])
    expect(answer.nextSteps.at(-1)).toBe('Bring this to the boardroom: 1 open lead is going cold.')
  })

  it('reviews campaign spend at the executive’s own bar', () => {
    const balanced = builtinTask(
      'cfo',
      { executive: 'cfo', task: 'campaign-spend' },
      m,
      context,
      resolvePreferences(null),
    )
    expect(balanced.items).toEqual([
      { label: 'Spring webinar', detail: 'Active · budget $2,000 · 0 leads · $0.00 won · 0.0×: pause or rework' },
    ])
    expect(balanced.reply[2]).toBe(
      'At my balanced bar (below 1× is too little), Spring webinar should be paused or reworked.',
    )
    const diplomatic = builtinTask(
      'cfo',
      { executive: 'cfo', task: 'campaign-spend' },
      m,
      context,
      resolvePreferences({ cfo: { tone: 'diplomatic', risk: 'cautious', escalation: 'on-disagreement' } }),
    )
    expect(diplomatic.reply[0]).toBe(
      'Happy to take this on. $2,000 is budgeted across 1 campaign, $2,000 of it in active campaigns.',
    )
    expect(diplomatic.reply[2]).toBe(
      'At my cautious bar (below 1.5× is too little), Spring webinar should be paused or reworked.',
    )
  })

  it('summarises the week and the open pipeline by stage', () => {
    const answer = builtinTask(
      'ceo',
      { executive: 'ceo', task: 'weekly-pipeline' },
      m,
      context,
      resolvePreferences(null),
    )
    expect(answer.reply[0]).toBe('In the last 7 days: 1 new lead ($500), 1 won ($4,000) and 1 lost ($1,000).')
    expect(answer.items.map((i) => i.label)).toEqual(['New', 'Contacted', 'Qualified', 'Proposal'])
  })
})

describe('AI bots', () => {
  const m = returning(0.5)
  const debate = builtinDebate(QUESTION, m)

  it('an enabled bot puts its rule first among the decision’s conditions; a disabled one changes nothing', () => {
    const workflow = defaultAiWorkflow()
    expect(applyBot(debate, workflow, 'USD').decision.conditions[0]).toBe(
      'Budget changes above $5,000 need your team’s approval (AI bots): CFO, CEO sign off before anyone acts.',
    )
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
    const engine = createEngine(
      { provider: 'openai', model: 'm', baseUrl: 'https://models.example/v1', apiKey: 'k' },
      fetchImpl,
    )
    const produced = await engine.answer(
      'cmo',
      QUESTION,
      returning(1.1),
      cmoIs({ tone: 'diplomatic', risk: 'cautious' }),
    )
    expect(prompt).toContain('- cmo (CMO): tone diplomatic')
    expect(prompt).toContain('risk appetite cautious')
    // The model's answer did not fit: the built-in engine answered with the same preferences.
    expect(produced.engine).toBe('builtin')
    expect(produced.result.stance).toBe('oppose')
  })
})
