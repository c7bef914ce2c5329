// The AI executives' built-in engine and the metrics it argues from: exact figures from known
// records, debates that always fit the schema the screens rely on, decisions that follow the
// figures, and model engines that fall back to it when a model answers badly.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LeadFacts } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import { EXECUTIVE_IDS } from '../../shared/executives'
import { AnswerSchema, BriefSchema, DebateSchema, StrategySchema } from '../../shared/schemas/boardroom'
import { builtinAnswer, builtinBriefs, builtinDebate, builtinStrategy, classifyTopic } from '../../worker/ai/builtin'
import { createEngine } from '../../worker/ai/engine'
import { resolvePreferences } from '../../shared/schemas/executive-preferences'
import { campaign, lead, snapshot } from './fixtures/snapshot'

describe('metrics from known records', () => {
  const spring = campaign({ id: 'c1', name: 'Spring webinar', channel: 'events', budget: 2000 })
  const records = snapshot(
    [
      lead({ status: 'won', value: 5000, campaign_id: 'c1', source: 'campaign', age: 40, touched: 20 }),
      lead({ status: 'won', value: 3000, source: 'referral', age: 50, touched: 45 }),
      lead({ status: 'lost', value: 4000, age: 45, touched: 35 }),
      lead({ status: 'proposal', value: 10000, age: 10, touched: 2 }),
      lead({ status: 'qualified', value: 5000, age: 20, touched: 16 }),
      lead({ status: 'new', value: 2000, age: 3, email: null }),
      lead({ status: 'contacted', value: 0, age: 35, touched: 30, email: 'dup@example.com' }),
      lead({ status: 'new', value: 500, age: 2, email: 'DUP@example.com', currency: 'EUR' }),
    ],
    [spring, campaign({ id: 'c2', name: 'Display retargeting', channel: 'display', budget: 3000, status: 'paused' })],
  )
  const m = computeMetrics(records)

  it('counts the pipeline in the main currency and sets other currencies apart', () => {
    expect(m.currency).toBe('USD')
    expect(m.otherCurrencyRecords).toBe(1)
    expect(m.leads).toMatchObject({
      total: 8,
      open: 5,
      won: 2,
      lost: 1,
      openValue: 17000,
      wonValue: 8000,
      lostValue: 4000,
    })
    expect(m.leads.winRate).toBe(0.6667)
    expect(m.leads.averageWonValue).toBe(4000)
    // Stage weights (too few closed deals for the company's own rate): 10000×0.6 + 5000×0.4 + 2000×0.1 + 0×0.2
    expect(m.leads.ownWinRate).toBe(false)
    expect(m.leads.weightedPipeline).toBe(8200)
  })

  it('finds stale leads, lead velocity and data gaps', () => {
    expect(m.stale).toEqual({ count: 2, value: 5000 }) // qualified (16 days) and contacted (30 days)
    expect(m.velocity).toEqual({ last30Days: 4, previous30Days: 4, changePct: 0 })
    expect(m.dataQuality).toEqual({ withoutEmail: 1, duplicateEmails: 1, withoutValue: 1 })
  })

  it('measures each campaign and channel by what it won against its budget', () => {
    expect(m.campaigns).toMatchObject({ total: 2, active: 1, activeBudget: 2000, totalBudget: 5000 })
    // no imported daily metrics: no spend, so no cost per lead (spend ÷ leads) and no return on spend
    expect(m.campaigns.list[0]).toMatchObject({
      name: 'Spring webinar',
      leads: 1,
      won: 1,
      wonValue: 5000,
      spend: null,
      costPerLead: null,
      returnOnSpend: null,
      returnOnBudget: 2.5,
    })
    expect(m.campaigns.list[1]).toMatchObject({
      name: 'Display retargeting',
      leads: 0,
      costPerLead: null,
      returnOnBudget: 0,
    })
    expect(m.channels.map((c) => [c.channel, c.returnOnBudget])).toEqual([
      ['events', 2.5],
      ['display', 0],
    ])
    expect(m.sources[0]).toMatchObject({ source: 'campaign', wonValue: 5000, winRate: 1 })
  })
})

describe('reading the question', () => {
  it.each([
    ['Should we double the budget for search ads next quarter?', 'spend'],
    ['Should we raise our prices by 10%?', 'pricing'],
    ['Do we hire two more salespeople?', 'hiring'],
    ['Should we expand into Germany and other new markets?', 'expansion'],
    ['Should we launch a webinar campaign for CFOs?', 'growth'],
    ['Is it time to automate lead follow-ups with a new tool?', 'product'],
    ['Should we skip the GDPR audit this year to save money?', 'risk'],
    ['Where should we focus this year?', 'general'],
  ])('%s → %s', (question, topic) => {
    expect(classifyTopic(question)).toBe(topic)
  })
})

describe('the boardroom debate', () => {
  const losing = snapshot(
    [
      ...Array.from({ length: 6 }, (_, i) =>
        lead({ status: 'lost', value: 2000, campaign_id: 'c1', age: 40 + i, touched: 30 }),
      ),
      lead({ status: 'won', value: 500, campaign_id: 'c1', age: 50, touched: 40 }),
      ...Array.from({ length: 5 }, (_, i) => lead({ status: 'contacted', value: 1500, age: 30 + i, touched: 20 })),
    ],
    [campaign({ id: 'c1', name: 'Trade show', channel: 'events', budget: 20000 })],
  )

  // The board argues from the CRM's figures when the pack is empty: here the campaign's return.
  it('opposes more spend when campaigns have not paid back, and shows the working from the CRM', () => {
    const debate = builtinDebate('Should we double the budget for events?', computeMetrics(losing))
    const cmo = debate.positions.find((p) => p.executive === 'cmo')!
    expect(cmo.stance).toBe('oppose')
    expect(cmo.summary).toBe('I oppose it: spend returns 0.03× in revenue against a break-even of 1×: it loses money.')
    const roas = debate.analyses!.find((a) => a.id === 'roas-breakeven')!
    expect(roas.inputs).toEqual([
      { label: 'Won value ÷ budget of 1 campaign', value: '0.03×', source: 'CRM, 2026-11-23' },
    ])
    expect(debate.decision.recommendation).toBe('do-not-proceed')
    expect(debate.decision.summary).toBe(
      'We do not proceed: spend returns 0.03× in revenue against a break-even of 1×: it loses money.',
    )
  })

  it('asks for the figures it lacks before deciding', () => {
    const debate = builtinDebate(
      'Should we launch a podcast?',
      computeMetrics(snapshot([lead(), lead({ status: 'won' })])),
    )
    expect(debate.decision.recommendation).toBe('gather-data')
    expect(debate.decision.confidence).toBe('low')
    expect(debate.decision.needs).toContain('demand signals')
    expect(debate.positions.filter((p) => p.stance === 'support')).toEqual([])
  })

  it('proceeds when the return and the runway carry it, citing the company’s standing figures', () => {
    const strong = snapshot(
      [
        ...Array.from({ length: 8 }, (_, i) =>
          lead({ status: 'won', value: 10000, campaign_id: 'c1', age: 35 + i, touched: 33 }),
        ),
        ...Array.from({ length: 2 }, () => lead({ status: 'lost', value: 1000, age: 40, touched: 33 })),
        ...Array.from({ length: 6 }, () => lead({ status: 'qualified', value: 8000, age: 3, touched: 1 })),
      ],
      [campaign({ id: 'c1', name: 'Partner programme', channel: 'partnerships', budget: 10000 })],
    )
    const standing = [
      { metric: 'cash', label: 'Cash in bank', value: 900_000, unit: 'USD', as_of: '2026-11-20' },
      { metric: 'net_burn', label: 'Monthly net burn', value: 40_000, unit: 'USD', as_of: '2026-11-20' },
    ]
    const debate = builtinDebate(
      'Should we increase the partner budget by $5k a month?',
      computeMetrics(strong),
      resolvePreferences(null),
      { facts: [], standing },
    )
    expect(debate.decision).toMatchObject({ recommendation: 'proceed', conditions: [] })
    const runway = debate.analyses!.find((a) => a.id === 'runway-after')!
    expect(runway.inputs.map((i) => i.source)).toEqual([
      'Your question',
      'Company figures, 2026-11-20',
      'Company figures, 2026-11-20',
    ])
    expect(runway.result).toBe('20 months')
  })

  const leadArb = fc.record({
    status: fc.constantFrom('new', 'contacted', 'qualified', 'proposal', 'won', 'lost'),
    value: fc.integer({ min: 0, max: 1_000_000 }),
    currency: fc.constantFrom('USD', 'USD', 'EUR'),
    source: fc.constantFrom('manual', 'website', 'referral', 'campaign', 'tiktok'),
    campaign_id: fc.constantFrom(null, 'c1', 'c2'),
    email: fc.constantFrom(null, 'a@x.com', 'b@x.com', 'c@x.com'),
    age: fc.integer({ min: 0, max: 400 }),
    touched: fc.integer({ min: 0, max: 400 }),
  })
  const campaignsArb = fc.array(
    fc.record({
      id: fc.constantFrom('c1', 'c2', 'c3'),
      name: fc.string({ minLength: 1, maxLength: 200 }),
      channel: fc.constantFrom('email', 'events', 'search'),
      status: fc.constantFrom('draft', 'active', 'paused', 'completed'),
      budget: fc.integer({ min: 0, max: 1_000_000_000 }),
      currency: fc.constantFrom('USD', 'GBP'),
    }),
    { maxLength: 4 },
  )

  it('property: any records and question give a debate, briefs and strategy the screens can show', () => {
    fc.assert(
      fc.property(
        fc.array(leadArb, { maxLength: 40 }),
        campaignsArb,
        fc.string({ minLength: 10, maxLength: 500 }),
        (leads, campaigns, question) => {
          const m = computeMetrics(
            snapshot(
              leads.map((l) => lead(l as Partial<LeadFacts>)),
              campaigns.map((c) => campaign(c)),
            ),
          )
          const debate = DebateSchema.parse(builtinDebate(question, m))
          expect(debate.positions.map((p) => p.executive)).toEqual([...EXECUTIVE_IDS])
          for (const brief of builtinBriefs(m)) BriefSchema.parse(brief)
          StrategySchema.parse(
            builtinStrategy({ goal: 'Grow revenue from existing channels', focus: 'growth', horizonDays: 90 }, m),
          )
          StrategySchema.parse(
            builtinStrategy({ goal: 'Win more of our proposals', focus: 'conversion', horizonDays: 30 }, m),
          )
          // Goals the decision layer reads give a plan the screens can show whatever the records.
          for (const goal of [
            'Grow revenue by 30% by June',
            'Get 40 leads a month in 6 months',
            'Add 10 new customers in 90 days',
            'Win rate to 60% by March',
            'Double pipeline by Q3',
            'Double MRR by June',
          ])
            expect(StrategySchema.parse(builtinStrategy({ goal, horizonDays: 90 }, m)).goalPlan?.goal.text).toBe(goal)
          for (const id of EXECUTIVE_IDS) expect(AnswerSchema.parse(builtinAnswer(id, question, m)).executive).toBe(id)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('asking one executive', () => {
  it('an executive answers with their position on the question, and says when the figures are not there', () => {
    const m = computeMetrics(
      snapshot([
        lead({ status: 'won', value: 4000 }),
        lead({ status: 'lost' }),
        lead({ status: 'lost' }),
        lead(),
        lead({ status: 'won' }),
      ]),
    )
    const answer = builtinAnswer('cfo', 'Should we double our ad spend?', m)
    expect(answer.reply[0]).toBe(
      builtinDebate('Should we double our ad spend?', m).positions.find((p) => p.executive === 'cfo')!.summary,
    )
    // No CAC, LTV, cash or burn: the CFO does not take a side.
    expect(answer.stance).toBe('abstain')
    expect(answer.reply[0]).toBe(
      'I cannot judge this from the figures we have: I need cash, monthly net burn, customer acquisition cost.',
    )
  })

  it('the CEO’s next steps are the board’s actions, with owners', () => {
    const m = computeMetrics(snapshot([lead(), lead()]))
    expect(builtinAnswer('ceo', 'Should we launch a podcast?', m).nextSteps[0]).toMatch(/^(CFO|CMO|COO|CTO|CEO): /)
  })
})

describe('model engines', () => {
  const m = computeMetrics(
    snapshot([lead({ status: 'won' }), lead({ status: 'lost' }), lead(), lead(), lead({ status: 'won' })]),
  )
  const config = {
    provider: 'openai' as const,
    model: 'test-model',
    baseUrl: 'https://models.example/v1',
    apiKey: 'sk-test',
  }
  const answering = (content: string, status = 200) =>
    (async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(String(url)).toBe('https://models.example/v1/chat/completions')
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer sk-test')
      return new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status })
    }) as typeof fetch

  it('uses the model’s answer when it fits the shape', async () => {
    const strategy = builtinStrategy(
      { goal: 'Grow revenue from existing channels', focus: 'growth', horizonDays: 90 },
      m,
    )
    const produced = await createEngine(
      config,
      answering(JSON.stringify({ ...strategy, title: 'From the model' })),
    ).strategy({ goal: 'Grow revenue from existing channels', focus: 'growth', horizonDays: 90 }, m)
    expect(produced).toMatchObject({ engine: 'openai', model: 'test-model', result: { title: 'From the model' } })
  })

  it('falls back to the built-in engine, and says so, when the answer does not fit or the API fails', async () => {
    for (const fetchImpl of [answering('{"title": 42}'), answering('not json'), answering('', 500)]) {
      const produced = await createEngine(config, fetchImpl).debate(
        'Should we raise our prices?',
        m,
        resolvePreferences(null),
        { facts: [], standing: [] },
      )
      expect(produced.engine).toBe('builtin')
      // Every turn is the built-in one, each marked with why the model's was not used.
      const { usage, ...session } = produced.result
      expect(JSON.parse(JSON.stringify(session, (key, value) => (key === 'voice' ? undefined : value)))).toEqual(
        builtinDebate('Should we raise our prices?', m),
      )
      expect(
        produced.result.positions.every(
          (p) =>
            p.voice?.engine === 'builtin' && p.voice.replaced?.startsWith('The built-in engine voiced this turn: '),
        ),
      ).toBe(true)
      expect(usage).toMatchObject({ engine: 'openai', model: 'test-model', voiced: 0 })
    }
  })

  it('voices a debate through the Workers AI binding in the Workers runtime, and falls back when it is silent', async () => {
    const question = 'Should we double the paid search budget from $50k to $100k a month?'
    const pack = {
      facts: [
        { label: 'ROAS', value: 5, unit: 'x' as const },
        { label: 'Cash', value: 400_000, unit: 'USD' },
        { label: 'Monthly net burn', value: 30_000, unit: 'USD' },
      ],
      standing: [],
    }
    const seen: string[] = []
    const binding = {
      run: async (_model: string, input: { messages: { content: string }[] }) => {
        const [, round, executive] = /^Round: (\w+)\. Executive: (\w+)\./.exec(input.messages[1].content)!
        seen.push(`${round}:${executive}`)
        const response =
          round === 'position'
            ? { summary: `The ${executive} argues its stance.`, arguments: ['From my own analyses.'] }
            : round === 'rebuttal'
              ? { text: 'I answer the opposing argument.' }
              : { summary: 'The board decides from the analyses.' }
        return { response, usage: { prompt_tokens: 900, completion_tokens: 40 } }
      },
    } as unknown as Ai
    const builtin = builtinDebate(question, m, resolvePreferences(null), pack)
    const produced = await createEngine({ provider: 'workers-ai', model: '@cf/test', binding }).debate(
      question,
      m,
      resolvePreferences(null),
      pack,
    )
    expect(produced).toMatchObject({ engine: 'workers-ai', model: '@cf/test' })
    expect(DebateSchema.parse(produced.result)).toEqual(produced.result)
    // The model reads the question first (the CEO's reading round), then each executive takes a position.
    expect(seen[0]).toBe('reading:ceo')
    expect(seen.slice(1, 6).sort()).toEqual(EXECUTIVE_IDS.map((id) => `position:${id}`).sort())
    expect(seen.at(-1)).toBe('decision:ceo')
    expect(produced.result.decision).toMatchObject({
      recommendation: builtin.decision.recommendation,
      summary: 'The board decides from the analyses.',
    })
    expect(produced.result.usage).toMatchObject({
      calls: seen.length,
      promptTokens: seen.length * 900,
      // Every turn is voiced; the reading round is a call that reads, not a turn.
      voiced: seen.length - 1,
      fallbacks: 0,
    })

    const silent = { run: () => new Promise(() => {}) } as unknown as Ai
    const late = await createEngine({ provider: 'workers-ai', model: '@cf/test', binding: silent }, fetch, {
      timeoutMs: 50,
    }).debate(question, m, resolvePreferences(null), pack)
    expect(late.engine).toBe('builtin')
    expect(late.result.positions[0].voice).toEqual({
      engine: 'builtin',
      replaced: 'The built-in engine voiced this turn: the model did not answer within 0.05 s.',
    })
  })
})
