// The words a goal is read from, as data: which figure it names (a catalogue id from ./catalogue;
// the CRM's measures come with their own phrases from the semantic layer), and the words that place
// a number as its target ("to", "by", "from", "more"), say which way it should move ("grow", "cut"),
// say a member wants something done ("reach", "get") or describe a state or a risk ("are", "going
// cold"). ./goal composes the matches; a new synonym is a phrase here, never a pattern.
import type { Entry } from '../language/vocabulary'
import { MEASURES } from '../semantic/measures'
import type { MeasureId } from '../semantic/model'
import { METRICS } from './catalogue'

export type MetricEntry = Entry & {
  /** The catalogue id a strategy plans on; null for a CRM measure no plan is built for. */
  metric: string | null
  /** The semantic measure it is, when the figure is one of the CRM's. */
  measure?: MeasureId
  /** Amounts said with it are per year ("ARR", "annual revenue"): a monthly metric takes a twelfth. */
  perYear?: boolean
}

/** The CRM's measures a goal can be planned on, and the catalogue figure each one is. */
export const MEASURE_METRIC: Partial<Record<MeasureId, string>> = {
  won_value: 'revenue',
  won_count: 'new_customers',
  leads: 'leads',
  open_pipeline: 'pipeline',
  weighted_pipeline: 'weighted_pipeline',
  win_rate: 'win_rate',
  average_deal: 'average_deal',
  conversion: 'lead_conversion',
  cost_per_lead: 'cpl',
  return_on_spend: 'roas',
  click_through_rate: 'ctr',
}

const metric = (id: string, phrases: string[], perYear?: boolean): MetricEntry => ({
  id: perYear ? `${id}@year` : id,
  metric: id,
  phrases,
  ...(perYear ? { perYear } : {}),
})

/** What goals call a figure, before the catalogue's general names: the first of equal length wins. */
const GOAL_METRICS: MetricEntry[] = [
  metric('revenue_churn', ['revenue churn', 'mrr churn', 'gross revenue churn']),
  metric('churn', [
    'churn',
    'churned',
    'attrition',
    'cancellation',
    'cancellations',
    'customers we lose',
    'customers lost',
    'logo churn',
  ]),
  metric('nrr', ['nrr', 'ndr', 'net revenue retention', 'net dollar retention', 'net retention']),
  metric('grr', ['grr', 'gross retention', 'gross revenue retention', 'gross dollar retention']),
  metric('cac_payback', ['cac payback', 'payback', 'payback period']),
  metric('ltv_cac', ['ltv cac', 'ltv to cac', 'ltv over cac']),
  metric('cac', [
    'cac',
    'customer acquisition cost',
    'acquisition cost',
    'cost per customer',
    'cost per acquisition',
    'cost per new customer',
    'cpa',
  ]),
  metric('cpl', ['cost per lead', 'cpl']),
  metric('roas', ['roas', 'return on spend', 'return on ad spend', 'campaign return', 'marketing return']),
  metric('win_rate', ['win rate', 'close rate', 'win ratio', 'close ratio', 'deals we win']),
  metric('lead_conversion', ['lead conversion', 'conversion rate', 'lead to customer', 'lead to customer conversion']),
  metric('average_deal', [
    'average deal',
    'average deal size',
    'deal size',
    'average order value',
    'aov',
    'average contract',
    'average contract value',
    'average contract size',
  ]),
  metric('sales_cycle', ['sales cycle', 'days to close', 'time to close']),
  metric('weighted_pipeline', ['weighted pipeline']),
  metric('pipeline', ['pipeline']),
  metric('mrr', ['arr', 'annual recurring revenue'], true),
  metric('mrr', ['mrr', 'monthly recurring revenue', 'recurring revenue']),
  metric('new_customers', [
    'new customers',
    'new clients',
    'new accounts',
    'new logos',
    'logos',
    'customers a month',
    'customers per month',
    'deals won',
    'won deals',
  ]),
  metric('customers', ['customers', 'clients', 'paying accounts', 'accounts', 'subscribers', 'customer base']),
  metric('leads', [
    'lead',
    'leads',
    'mql',
    'mqls',
    'sql',
    'sqls',
    'sign up',
    'sign ups',
    'signups',
    'enquiries',
    'inquiries',
  ]),
  metric('gross_margin', ['gross margin', 'gm']),
  metric('operating_margin', ['operating margin', 'ebitda margin', 'profit margin', 'net margin']),
  metric('net_burn', ['burn', 'burn rate', 'net burn', 'cash burn']),
  metric('runway', ['runway']),
  metric('cash', ['cash', 'cash in the bank', 'cash in bank', 'cash balance']),
  metric(
    'revenue',
    [
      'annual revenue',
      'annual sales',
      'annual turnover',
      'revenue a year',
      'revenue per year',
      'sales a year',
      'sales per year',
      'turnover a year',
      'yearly revenue',
    ],
    true,
  ),
  metric('revenue', ['revenue', 'sales', 'turnover', 'top line', 'bookings', 'won revenue', 'won value']),
  metric('nps', ['nps', 'net promoter', 'net promoter score']),
  metric('csat', ['csat', 'customer satisfaction']),
  metric('uptime', ['uptime', 'availability']),
  metric('activation', ['activation', 'activation rate', 'onboarding completion']),
]

/** The CRM's measures, with the phrases the chat reads them by. */
const MEASURE_WORDS: MetricEntry[] = MEASURES.map((m) => ({
  id: `measure:${m.id}`,
  metric: MEASURE_METRIC[m.id] ?? null,
  measure: m.id,
  phrases: m.phrases,
}))

/** The figure words a goal is read from first: goals' own, then the CRM's measures. */
export const METRIC_WORDS: readonly MetricEntry[] = [...GOAL_METRICS, ...MEASURE_WORDS]

/** Every other figure the catalogue knows, by its names ("@year": said per year), when none of the above is named. */
export const CATALOGUE_WORDS: readonly MetricEntry[] = METRICS.filter(
  (d) => d.area !== 'proposal' && d.dimension !== 'text',
).flatMap((d) => {
  const perYear = d.names.filter((n) => n.endsWith('@year')).map((n) => n.slice(0, -'@year'.length))
  const plain = d.names.filter((n) => !n.includes('@'))
  return [
    { id: `catalogue:${d.id}`, metric: d.id, phrases: plain },
    ...(perYear.length > 0 ? [{ id: `catalogue:${d.id}@year`, metric: d.id, phrases: perYear, perYear: true }] : []),
  ]
})

/**
 * The words around a number and in the sentence that say what the number is to the goal:
 * - level: the value to reach ("to 2 %", "reach 300", "of $25k"); above / below: a level with a side
 * - by: an amount to add or take ("by 30 %", "add $20k"); from: where it starts ("from $80k")
 * - more / less after a number: an amount of change ("15 % more leads")
 * - points: percentage points ("by 5 points")
 * - times:N: a multiple said in words ("double", "halve")
 * - up / down: the way the figure should move
 * - intent: words that ask for a change ("reach", "get", "grow"); state: words that describe one ("are", "has")
 * - risk: words of a risk or a problem, which is not a goal ("going cold", "at risk")
 * - soft: words that may stand between a cue and its number ("to around 40")
 */
export const GOAL_WORDS: readonly Entry[] = [
  {
    id: 'level',
    phrases: [
      'to',
      'at',
      'of',
      'reach',
      'reaching',
      'hit',
      'hitting',
      'get',
      'getting',
      'make',
      'land',
      'landing',
      'achieve',
      'target',
      'is',
      'be',
    ],
  },
  { id: 'above', phrases: ['above', 'over', 'more than', 'at least', 'exceed', 'beyond'] },
  { id: 'below', phrases: ['under', 'below', 'less than', 'at most', 'no more than', 'beneath'] },
  {
    id: 'by',
    phrases: [
      'by',
      'add',
      'adding',
      'another',
      'extra',
      'plus',
      'up',
      'down',
      'grow',
      'increase',
      'raise',
      'lift',
      'boost',
      'cut',
      'reduce',
      'lower',
      'drop',
      'trim',
      'slash',
    ],
  },
  { id: 'from', phrases: ['from'] },
  {
    id: 'more',
    phrases: ['more', 'higher', 'up', 'extra', 'additional', 'growth', 'increase', 'improvement'],
  },
  { id: 'less', phrases: ['less', 'fewer', 'lower', 'down', 'decrease', 'reduction'] },
  { id: 'points', phrases: ['point', 'points', 'pp', 'percentage point', 'percentage points'] },
  { id: 'times:2', phrases: ['double', 'doubling', 'doubled', 'twice', 'two times'] },
  { id: 'times:3', phrases: ['triple', 'tripling', 'tripled', 'three times'] },
  { id: 'times:4', phrases: ['quadruple', 'quadrupling', 'four times'] },
  { id: 'times:0.5', phrases: ['halve', 'halving', 'halved', 'half', 'in half', 'by half'] },
  {
    id: 'up',
    phrases: [
      'grow',
      'increase',
      'raise',
      'boost',
      'double',
      'triple',
      'quadruple',
      'lift',
      'improve',
      'more',
      'higher',
      'above',
      'over',
      'up',
      'expand',
      'add',
      'extra',
      'another',
      'maximise',
      'scale',
    ],
  },
  {
    id: 'down',
    phrases: [
      'cut',
      'reduce',
      'lower',
      'decrease',
      'drop',
      'bring down',
      'shrink',
      'halve',
      'half',
      'less',
      'fewer',
      'minimise',
      'slash',
      'trim',
      'below',
      'under',
      'down',
      'shorten',
    ],
  },
  {
    id: 'intent',
    phrases: [
      'get',
      'reach',
      'hit',
      'achieve',
      'make',
      'win',
      'close',
      'sign',
      'land',
      'generate',
      'target',
      'aim',
      'goal',
      'objective',
      'ambition',
      'want',
      'need',
      'grow',
      'increase',
      'raise',
      'boost',
      'double',
      'triple',
      'quadruple',
      'lift',
      'improve',
      'expand',
      'add',
      'cut',
      'reduce',
      'lower',
      'decrease',
      'drop',
      'bring',
      'shrink',
      'halve',
      'slash',
      'trim',
      'shorten',
      'minimise',
      'maximise',
    ],
  },
  {
    id: 'state',
    phrases: ['is', 'are', 'was', 'were', 'has', 'have', 'had', 'been', 'keep', 'keeps', 'remain', 'remains'],
  },
  // "win 12 deals", "close 10 deals a month": deals won, composed from a verb and a thing
  { id: 'won', phrases: ['win', 'won', 'close', 'closed', 'sign', 'signed', 'land', 'landed', 'book', 'booked'] },
  { id: 'deal', phrases: ['deal', 'deals', 'contract', 'contracts', 'customer', 'customers', 'client', 'clients'] },
  {
    id: 'risk',
    phrases: [
      'risk',
      'at risk',
      'problem',
      'issue',
      'concern',
      'worry',
      'warning',
      'threat',
      'cold',
      'going cold',
      'stale',
      'overdue',
      'stuck',
      'stalled',
      'slipping',
      'neglected',
      'untouched',
    ],
  },
  {
    id: 'soft',
    phrases: ['around', 'about', 'roughly', 'approximately', 'only', 'just', 'nearly', 'almost', 'some'],
  },
]
