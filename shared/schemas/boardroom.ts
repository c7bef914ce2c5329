// What the AI executives produce (worker/ai), as stored and shown: an executive's brief, a
// boardroom debate with its decision, and a strategy. Every engine's output is checked against
// these before anyone sees it; the requests that ask for them are checked too.
import { PROPOSAL_KINDS } from '../decision/kinds'
import { PERIODS, QUANTITIES, ROLES, SCOPES } from '../decision/reading/roles'
import { EXECUTIVE_IDS } from '../executives'
import { z } from '../zod'
import { FACTS_MAX, FactsSchema } from './board-pack'

const Executive = z.enum(EXECUTIVE_IDS)
const Text = (max: number) => z.string().trim().min(1).max(max)

export const TOPICS = [
  'spend',
  'growth',
  'pricing',
  'hiring',
  'product',
  'operations',
  'expansion',
  'risk',
  'general',
] as const
export type Topic = (typeof TOPICS)[number]
export const TOPIC_LABELS: Record<Topic, string> = {
  spend: 'Budget and spend',
  growth: 'Growth and marketing',
  pricing: 'Pricing',
  hiring: 'Hiring and team',
  product: 'Product and technology',
  operations: 'Operations',
  expansion: 'New markets',
  risk: 'Risk and compliance',
  general: 'General direction',
}

// 'abstain': the executive's remit has no figure that bears on the question; never support without evidence.
export const STANCES = ['support', 'conditional', 'oppose', 'abstain'] as const
export type Stance = (typeof STANCES)[number]
export const STANCE_LABELS: Record<Stance, string> = {
  support: 'Supports',
  conditional: 'Supports with conditions',
  oppose: 'Opposes',
  abstain: 'Needs figures',
}

export const RECOMMENDATIONS = ['proceed', 'proceed-with-conditions', 'gather-data', 'do-not-proceed'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  proceed: 'Proceed',
  'proceed-with-conditions': 'Proceed with conditions',
  'gather-data': 'Gather data first',
  'do-not-proceed': 'Do not proceed',
}

export const CONFIDENCES = ['low', 'medium', 'high'] as const

/** A figure an executive cites: what it is and its value as shown. */
export const EvidenceSchema = z.object({ label: Text(120), value: Text(60) })
export type Evidence = z.infer<typeof EvidenceSchema>

export const BriefSchema = z.object({
  executive: Executive,
  headline: Text(300),
  findings: z
    .array(z.object({ text: Text(400), evidence: z.array(EvidenceSchema).max(4) }))
    .min(1)
    .max(6),
  risks: z.array(Text(300)).max(4),
  recommendations: z.array(Text(300)).min(1).max(4),
})
export type Brief = z.infer<typeof BriefSchema>

export const ENGINES = ['builtin', 'workers-ai', 'openai'] as const
export type EngineName = (typeof ENGINES)[number]

/**
 * Who voiced a turn: the model, or the built-in engine with the reason it replaced the
 * model's turn (an invented number, an answer that did not fit, no answer in time). Optional, so
 * sessions stored before it stay valid.
 */
export const VoiceSchema = z.object({ engine: z.enum(ENGINES), replaced: Text(300).optional() })
export type Voice = z.infer<typeof VoiceSchema>

/** A model engine's use in one session: calls, tokens as the API counted them, and turns replaced. */
export const UsageSchema = z.object({
  engine: z.enum(ENGINES),
  model: z.string().max(120),
  calls: z.number().int().min(0),
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  /** Turns the model voiced, and turns the built-in engine voiced in its place. */
  voiced: z.number().int().min(0),
  fallbacks: z.number().int().min(0),
  /** Why the model was not asked at all (the company's daily budget of model debates was spent). */
  refused: Text(300).optional(),
})
export type Usage = z.infer<typeof UsageSchema>

/**
 * An executive's first-round confidence: the probability, 0.5–0.99, that the course its
 * stance recommends turns out well — for support (with or without conditions), that going ahead
 * works; for oppose, that going ahead would not. Absent for an abstention and in sessions stored
 * before it (docs/ai-executives.md, "Confidence and calibration").
 */
export const CONFIDENCE_MIN = 0.5
export const CONFIDENCE_MAX = 0.99
export const StanceConfidenceSchema = z.number().min(CONFIDENCE_MIN).max(CONFIDENCE_MAX)

export const PositionSchema = z.object({
  executive: Executive,
  stance: z.enum(STANCES),
  confidence: StanceConfidenceSchema.optional(),
  summary: Text(300),
  arguments: z.array(Text(400)).min(1).max(4),
  evidence: z.array(EvidenceSchema).max(4),
  voice: VoiceSchema.optional(),
})
export type Position = z.infer<typeof PositionSchema>

const Source = z.enum(['pack', 'question', 'standing', 'crm'])

/** A figure the board saw: as written, its value as shown, and where it came from. */
export const ShownFigureSchema = z.object({
  label: Text(120),
  value: z.string().max(60),
  source: Source,
  /** The catalogue metric it was read as; null when no metric matched (still shown and quoted). */
  metric: z.string().max(80).nullable(),
  asOf: z.string().max(20).optional(),
  note: z.string().max(160).optional(),
})

/** One decision analysis as run: formula, inputs, working, threshold and why — "how we got this". */
export const AnalysisViewSchema = z.object({
  id: z.string().max(60),
  name: Text(120),
  owners: z.array(Executive).min(1),
  role: z.enum(['decisive', 'guard', 'context']),
  status: z.enum(['done', 'missing']),
  verdict: z.enum(['pass', 'borderline', 'fail']).optional(),
  supports: z.enum(['for', 'against', 'mixed']).optional(),
  hard: z.boolean(),
  result: z.string().max(60).optional(),
  value: z.number().optional(),
  summary: z.string().max(400).optional(),
  formula: Text(300),
  threshold: Text(300),
  reason: Text(400),
  rule: Text(300),
  inputs: z.array(z.object({ label: Text(120), value: z.string().max(60), source: z.string().max(160) })).max(20),
  working: z.array(z.string().max(300)).max(12),
  needs: z.array(z.string().max(160)).max(10),
})
export type AnalysisView = z.infer<typeof AnalysisViewSchema>

/**
 * A member's corrections of how the board read the question and the pack: the kind of proposal,
 * and the role and period of any fact (by its index in the pack). Sent with the question; stored
 * with the session as part of its reading.
 */
export const ReadingCorrectionsSchema = z
  .object({
    kind: z.enum(PROPOSAL_KINDS).optional(),
    facts: z
      .array(
        z
          .object({
            index: z
              .number()
              .int()
              .min(0)
              .max(FACTS_MAX - 1),
            role: z.enum(ROLES).nullable().optional(),
            period: z.enum(PERIODS).nullable().optional(),
          })
          .strict(),
      )
      .max(FACTS_MAX)
      .optional(),
  })
  .strict()
export type ReadingCorrections = z.infer<typeof ReadingCorrectionsSchema>

/** One figure as the board read it: what it is, its role, period and scope, and how that was decided. */
export const FigureReadingViewSchema = z.object({
  ref: z.string().max(80),
  /** The fact's index in the pack, for a correction. */
  index: z.number().int().min(0).optional(),
  source: z.enum(['pack', 'question', 'standing', 'crm']),
  label: Text(120),
  value: z.string().max(80),
  quantity: z.enum(QUANTITIES),
  role: z.enum(ROLES).nullable(),
  period: z.enum(PERIODS).nullable(),
  periodAssumed: z.boolean().optional(),
  scope: z.enum(SCOPES).nullable(),
  trace: z.array(z.string().max(200)).max(12),
  corrected: z
    .array(z.enum(['role', 'period']))
    .max(2)
    .optional(),
})
export type FigureReadingView = z.infer<typeof FigureReadingViewSchema>

/** "How we read this": the kind of proposal and every figure's reading, each correctable. */
export const ReadingViewSchema = z.object({
  kind: z.enum(PROPOSAL_KINDS),
  kindCorrected: z.boolean().optional(),
  trace: z.array(z.string().max(200)).max(12),
  figures: z.array(FigureReadingViewSchema).max(80),
  /** Figures left out and why (another currency without a rate). */
  notes: z.array(z.string().max(300)).max(12),
  /** With a model configured: where the model read the question or the pack differently. */
  model: z
    .object({
      kind: z.enum(PROPOSAL_KINDS),
      differences: z.array(z.string().max(300)).max(20),
    })
    .optional(),
})
export type ReadingView = z.infer<typeof ReadingViewSchema>

export const TURN_ROUNDS = ['position', 'rebuttal', 'vote', 'decision'] as const

export const DebateSchema = z.object({
  topic: z.enum(TOPICS),
  /** What kind of proposal the question was read as (sessions before the decision layer have none). */
  kind: z.enum(PROPOSAL_KINDS).optional(),
  positions: z.array(PositionSchema).length(EXECUTIVE_IDS.length),
  rebuttals: z
    .array(
      z.object({
        executive: Executive,
        respondsTo: Executive,
        text: Text(400),
        stanceBefore: z.enum(STANCES).optional(),
        stanceAfter: z.enum(STANCES).optional(),
        voice: VoiceSchema.optional(),
      }),
    )
    .max(6),
  votes: z
    .array(z.object({ executive: Executive, stance: z.enum(STANCES) }))
    .max(EXECUTIVE_IDS.length)
    .optional(),
  decision: z.object({
    recommendation: z.enum(RECOMMENDATIONS),
    summary: Text(600),
    conditions: z.array(Text(300)).max(5),
    actions: z
      .array(z.object({ owner: Executive, action: Text(300), due: Text(60) }))
      .min(1)
      .max(6),
    confidence: z.enum(CONFIDENCES),
    dissent: z
      .array(z.object({ executive: Executive, stance: z.enum(STANCES), reason: Text(300) }))
      .max(5)
      .optional(),
    whatWouldChange: z.array(Text(300)).max(4).optional(),
    /** For "gather data first": exactly the figures that would decide it. */
    needs: z.array(Text(160)).max(8).optional(),
    voice: VoiceSchema.optional(),
  }),
  figures: z.array(ShownFigureSchema).max(120).optional(),
  analyses: z.array(AnalysisViewSchema).max(60).optional(),
  /** The session turn by turn, in the order it happened. */
  turns: z
    .array(
      z.object({
        n: z.number().int().min(1),
        round: z.enum(TURN_ROUNDS),
        executive: Executive,
        stance: z.enum(STANCES),
        text: Text(600),
        voice: VoiceSchema.optional(),
      }),
    )
    .max(40)
    .optional(),
  /** The board pack as the member sent it. */
  pack: FactsSchema.optional(),
  /** How the board read the question and the pack (sessions before it have none). */
  reading: ReadingViewSchema.optional(),
  /** With a model configured: what the session cost and how many turns fell back. */
  usage: UsageSchema.optional(),
})
export type Debate = z.infer<typeof DebateSchema>

/** A strategy built from a parsed goal (shared/decision/strategy): the arithmetic, the plan and the KPIs. */
export const GoalPlanSchema = z.object({
  verdict: z.enum(['reachable', 'unreachable', 'needs-figure', 'unjudged']),
  goal: z.object({
    text: Text(300),
    metric: Text(60),
    metricName: Text(120),
    direction: z.enum(['increase', 'decrease']),
    deadline: z.iso.date(),
    deadlinePhrase: Text(120),
    assumedDeadline: z.boolean(),
  }),
  current: Text(80).nullable(),
  target: Text(80).nullable(),
  gap: Text(80).nullable(),
  alternative: Text(800).nullable(),
  arithmetic: z.array(z.object({ label: Text(200), formula: Text(500), value: Text(120) })).max(30),
  plan: z.array(z.object({ month: Text(20), actions: Text(600), expected: Text(80) })).max(36),
  kpis: z.array(z.object({ kpi: Text(120), now: Text(80), target: Text(80) })).max(6),
  needs: z.array(z.object({ figure: Text(120), where: Text(120) })).max(4),
})
export type GoalPlan = z.infer<typeof GoalPlanSchema>

export const StrategySchema = z.object({
  title: Text(160),
  summary: Text(800),
  objectives: z
    .array(z.object({ kpi: Text(120), baseline: Text(60), target: Text(60) }))
    .min(1)
    .max(5),
  initiatives: z
    .array(
      z.object({
        owner: Executive,
        action: Text(300),
        timeframe: Text(60),
        effect: Text(120).optional(),
        basis: Text(400).optional(),
      }),
    )
    .min(2)
    .max(8),
  risks: z.array(Text(300)).max(5),
  /** Present when the strategy was built from the goal's metric, target and date. */
  goalPlan: GoalPlanSchema.optional(),
})
export type Strategy = z.infer<typeof StrategySchema>

/** One executive answering a member's question directly (the AI chat). */
export const AnswerSchema = z.object({
  executive: Executive,
  stance: z.enum(STANCES),
  reply: z.array(Text(600)).min(1).max(4),
  evidence: z.array(EvidenceSchema).max(4),
  nextSteps: z.array(Text(300)).max(3),
})
export type Answer = z.infer<typeof AnswerSchema>

// Requests.
export const QUESTION_MIN = 10
export const QUESTION_MAX = 500
const Question = z
  .string()
  .trim()
  .min(QUESTION_MIN, `Ask the board a question of at least ${QUESTION_MIN} characters`)
  .max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters`)

/** A question, its board pack, and the member's corrections of how the board read them. */
export const BoardroomRequestSchema = z
  .object({ question: Question, facts: FactsSchema.optional(), reading: ReadingCorrectionsSchema.optional() })
  .superRefine(({ facts = [], reading }, ctx) => {
    for (const [i, c] of (reading?.facts ?? []).entries())
      if (c.index >= facts.length)
        ctx.addIssue({
          code: 'custom',
          path: ['reading', 'facts', i, 'index'],
          message: `The pack has ${facts.length} figure${facts.length === 1 ? '' : 's'}: there is no figure ${c.index + 1} to correct`,
        })
  })
export type BoardroomRequest = z.infer<typeof BoardroomRequestSchema>

export const AskRequestSchema = z.object({
  question: Question,
  executive: z.enum(EXECUTIVE_IDS, 'Choose an executive'),
})

export const STRATEGY_FOCUSES = ['growth', 'efficiency', 'conversion', 'retention'] as const
export type StrategyFocus = (typeof STRATEGY_FOCUSES)[number]
export const STRATEGY_FOCUS_LABELS: Record<StrategyFocus, string> = {
  growth: 'Grow revenue',
  efficiency: 'Spend more efficiently',
  conversion: 'Close more of the pipeline',
  retention: 'Keep and grow customers',
}
export const STRATEGY_HORIZONS = [30, 90, 180] as const
export const StrategyRequestSchema = z.object({
  goal: z
    .string()
    .trim()
    .min(10, 'Describe the goal in at least 10 characters')
    .max(300, 'Keep the goal under 300 characters'),
  /** Optional: without it the focus follows the goal's metric (shared/decision/strategy). */
  focus: z.enum(STRATEGY_FOCUSES, 'Choose a focus').optional(),
  horizonDays: z.literal(STRATEGY_HORIZONS, 'Choose 30, 90 or 180 days'),
})
export type StrategyRequest = z.infer<typeof StrategyRequestSchema>

/** What the company did with a session's recommendation (boardroom_sessions.outcome). */
export const OUTCOMES = ['open', 'adopted', 'rejected'] as const
export type Outcome = (typeof OUTCOMES)[number]
