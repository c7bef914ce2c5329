// What the AI executives produce (worker/ai), as stored and shown: an executive's brief, a
// boardroom debate with its decision, and a strategy. Every engine's output is checked against
// these before anyone sees it; the requests that ask for them are checked too.
import { EXECUTIVE_IDS } from '../executives'
import { z } from '../zod'

const Executive = z.enum(EXECUTIVE_IDS)
const Text = (max: number) => z.string().trim().min(1).max(max)

export const TOPICS = ['spend', 'growth', 'pricing', 'hiring', 'product', 'operations', 'expansion', 'risk', 'general'] as const
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

export const STANCES = ['support', 'conditional', 'oppose'] as const
export type Stance = (typeof STANCES)[number]
export const STANCE_LABELS: Record<Stance, string> = { support: 'Supports', conditional: 'Supports with conditions', oppose: 'Opposes' }

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
  findings: z.array(z.object({ text: Text(400), evidence: z.array(EvidenceSchema).max(4) })).min(1).max(6),
  risks: z.array(Text(300)).max(4),
  recommendations: z.array(Text(300)).min(1).max(4),
})
export type Brief = z.infer<typeof BriefSchema>

export const PositionSchema = z.object({
  executive: Executive,
  stance: z.enum(STANCES),
  summary: Text(300),
  arguments: z.array(Text(400)).min(1).max(4),
  evidence: z.array(EvidenceSchema).max(4),
})
export type Position = z.infer<typeof PositionSchema>

export const DebateSchema = z.object({
  topic: z.enum(TOPICS),
  positions: z.array(PositionSchema).length(EXECUTIVE_IDS.length),
  rebuttals: z.array(z.object({ executive: Executive, respondsTo: Executive, text: Text(400) })).max(6),
  decision: z.object({
    recommendation: z.enum(RECOMMENDATIONS),
    summary: Text(600),
    conditions: z.array(Text(300)).max(5),
    actions: z.array(z.object({ owner: Executive, action: Text(300), due: Text(60) })).min(1).max(6),
    confidence: z.enum(CONFIDENCES),
  }),
})
export type Debate = z.infer<typeof DebateSchema>

export const StrategySchema = z.object({
  title: Text(160),
  summary: Text(800),
  objectives: z.array(z.object({ kpi: Text(120), baseline: Text(60), target: Text(60) })).min(1).max(5),
  initiatives: z.array(z.object({ owner: Executive, action: Text(300), timeframe: Text(60) })).min(2).max(8),
  risks: z.array(Text(300)).max(5),
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
export const BoardroomRequestSchema = z.object({
  question: z
    .string()
    .trim()
    .min(QUESTION_MIN, `Ask the board a question of at least ${QUESTION_MIN} characters`)
    .max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters`),
})

export const AskRequestSchema = BoardroomRequestSchema.extend({
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
  goal: z.string().trim().min(10, 'Describe the goal in at least 10 characters').max(300, 'Keep the goal under 300 characters'),
  focus: z.enum(STRATEGY_FOCUSES, 'Choose a focus'),
  horizonDays: z.literal(STRATEGY_HORIZONS, 'Choose 30, 90 or 180 days'),
})
export type StrategyRequest = z.infer<typeof StrategyRequestSchema>
