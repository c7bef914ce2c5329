// The semantic layer's shapes: a query (measure × filters × period × operation), validated with zod
// wherever one crosses a boundary (a stored chat reading, a chip the member changed, a model's tool
// call), and the machine-readable result every screen and test compares. The measures and
// attributes themselves are data in ./measures and ./attributes; ./compute runs a query; ./read
// reads a question into one. docs/decisions/0029-one-semantic-layer-read-by-composition.md says why.
import { GRAINS, type PeriodSpec } from '../language/calendar'
import { z } from '../zod'

export const MEASURE_IDS = [
  'won_value',
  'won_count',
  'lost_value',
  'lost_count',
  'win_rate',
  'average_deal',
  'average_open_deal',
  'leads',
  'lead_value',
  'open_deals',
  'open_pipeline',
  'weighted_pipeline',
  'conversion',
  'stale_leads',
  'lead_score',
  'calls',
  'call_minutes',
  'average_call_minutes',
  'campaigns',
  'campaign_budget',
  'campaign_spend',
  'campaign_leads',
  'cost_per_lead',
  'return_on_spend',
  'return_on_budget',
  'reported_revenue',
  'impressions',
  'clicks',
  'click_through_rate',
  'cost_per_click',
  'cost_per_thousand',
  'budget_used',
  'budget_left',
] as const
export type MeasureId = (typeof MEASURE_IDS)[number]

export const ATTRIBUTE_IDS = [
  'source',
  'campaign',
  'channel',
  'owner',
  'status',
  'industry',
  'size',
  'called',
  'lead',
  'campaign_status',
  'direction',
  'outcome',
] as const
export type AttributeId = (typeof ATTRIBUTE_IDS)[number]

export const UNITS = ['money', 'count', 'percent', 'ratio', 'minutes', 'score'] as const
export type Unit = (typeof UNITS)[number]

export const OPERATIONS = ['value', 'compare', 'rank', 'breakdown', 'trend', 'list'] as const
export type Operation = (typeof OPERATIONS)[number]

const Day = z.iso.date()
export const PeriodSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('calendar'), grain: z.enum(GRAINS), offset: z.number().int().min(-600).max(24) }),
  z.object({ type: z.literal('named'), grain: z.enum(GRAINS), start: Day }),
  z.object({ type: z.literal('rolling'), unit: z.enum(GRAINS), count: z.number().int().min(1).max(3660) }),
  z.object({ type: z.literal('since'), start: Day }),
  z.object({
    type: z.literal('range'),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    label: z.string().trim().min(1).max(80),
  }),
  z.object({ type: z.literal('all') }),
]) satisfies z.ZodType<PeriodSpec>

export const FilterSchema = z.object({
  attribute: z.enum(ATTRIBUTE_IDS),
  /** The values kept (ids: a source, a status, a campaign's or a member's id; 'none' for no campaign or no owner). */
  values: z.array(z.string().trim().min(1).max(200)).min(1).max(12),
})
export type Filter = z.infer<typeof FilterSchema>

export const QuerySchema = z.object({
  measure: z.enum(MEASURE_IDS),
  filters: z.array(FilterSchema).max(8).default([]),
  /** The leads' values, in the company's currency: at least / at most. */
  valueRange: z.object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() }).optional(),
  /** None: all time (a trend: the last 12 months). */
  period: PeriodSpecSchema.optional(),
  operation: z.enum(OPERATIONS).default('value'),
  /** compare: the second period; or, with `by`, the values of that attribute in the filters. */
  comparePeriod: PeriodSpecSchema.optional(),
  /** compare: other records beside the query's own (a campaign against a source), in the same period. */
  versus: z.array(FilterSchema).max(8).optional(),
  /** breakdown, rank and compare: the attribute the figure is cut by. */
  by: z.enum(ATTRIBUTE_IDS).optional(),
  /** trend: one point per this unit. */
  grain: z.enum(GRAINS).optional(),
  /** rank: highest first ('desc') or lowest; list: the order of the rows. */
  order: z.enum(['desc', 'asc']).optional(),
  /** rank and list: how many rows. */
  limit: z.number().int().min(1).max(50).optional(),
  /** value: more measures shown beside it, on the same records ("how did referrals do?"). */
  also: z.array(z.enum(MEASURE_IDS)).max(6).optional(),
  /**
   * value: the records this attribute's filter keeps, as a share (percent) of all the records the
   * other filters keep ("what % of our calls booked a meeting": outcome).
   */
  share: z.enum(ATTRIBUTE_IDS).optional(),
})
export type SemanticQuery = z.input<typeof QuerySchema>
export type Query = z.output<typeof QuerySchema>

/** One row of a cut, a comparison or a trend: what it is, and the figure. */
export const ResultRowSchema = z.object({
  key: z.string().max(200),
  label: z.string().max(200),
  value: z.number().nullable(),
  /** Where the rows are several measures: each one's unit. */
  unit: z.enum(UNITS).optional(),
})
export type ResultRow = z.infer<typeof ResultRowSchema>

/**
 * What a query gave, for machines: the figure (a rate in percent, a return as a multiple, money in
 * `currency`), the rows of a cut or comparison in order, the names of the top rows of a ranking.
 */
export const ResultSchema = z.object({
  measure: z.enum(MEASURE_IDS),
  unit: z.enum(UNITS),
  currency: z.string().length(3),
  operation: z.enum(OPERATIONS),
  /** The single figure (a comparison: the first period's or value's; a ranking: the top row's). */
  value: z.number().nullable(),
  rows: z.array(ResultRowSchema).max(60),
  /** A ranking: the top rows' names, best first. */
  top: z.array(z.string().max(200)).max(50),
  period: z.object({ label: z.string().max(120), from: z.string().nullable(), to: z.string() }).nullable(),
  comparePeriod: z.object({ label: z.string().max(120), from: z.string().nullable(), to: z.string() }).nullable(),
})
export type Result = z.infer<typeof ResultSchema>
