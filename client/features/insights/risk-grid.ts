// The risk heatmap's rule. The briefs name risks in words; the company's figures say how likely and
// how costly each kind of risk is. Each named risk is matched to one kind by its words; each kind
// is rated low / medium / high on likelihood and impact by the thresholds below (shown on the
// screen too). A kind the figures show but no brief named is listed "from the figures"; a named
// risk that matches no kind is listed apart, unrated, rather than placed at a guess.
import { MIN_CLOSED_FOR_OWN_RATE, STALE_AFTER_DAYS, type Metrics } from '../../../shared/metrics'
import type { ExecutiveId } from '../../../shared/executives'
import { countOf } from '../../../shared/plural'

export const LEVELS = ['low', 'medium', 'high'] as const
export type Level = (typeof LEVELS)[number]
export const LEVEL_LABELS: Record<Level, string> = { low: 'Low', medium: 'Medium', high: 'High' }

export type RiskKind = 'follow-up' | 'idle-campaigns' | 'campaign-return' | 'thin-data' | 'lead-flow' | 'data-gaps'

export type RiskFactor = {
  kind: RiskKind
  title: string
  /** Whether the figures show this risk at all today. */
  applies: boolean
  likelihood: Level
  impact: Level
  /** The figures the rating comes from, in words. */
  basis: string
}

/** How each kind is rated: what the screen explains. */
export const RATING_RULES: Record<RiskKind, { title: string; likelihood: string; impact: string }> = {
  'follow-up': {
    title: 'Leads going cold',
    likelihood: `share of open leads untouched ${STALE_AFTER_DAYS}+ days: high from 50%, medium from 25%`,
    impact: 'their share of the open pipeline’s value: high from 30%, medium from 10%',
  },
  'idle-campaigns': {
    title: 'Active campaigns bringing no leads',
    likelihood: 'share of active campaigns that have started and have no lead: high from 50%, else medium',
    impact: 'their share of the budget of those started active campaigns: high from 50%, medium from 20%',
  },
  'campaign-return': {
    title: 'Campaign spend not paying back',
    likelihood:
      'share of the budget of campaigns that have started in those that returned less than their budget: high from 50%, medium from 25%',
    impact: 'that budget against the value won so far: high from 25% (or nothing won), medium from 10%',
  },
  'thin-data': {
    title: 'Too few closed deals to judge',
    likelihood: `closed (won or lost) leads: high under 3, medium under ${MIN_CLOSED_FOR_OWN_RATE}`,
    impact: 'every judgement from the figures rests on them: high under 3 closed, else medium',
  },
  'lead-flow': {
    title: 'Lead flow falling',
    likelihood: 'change in new leads on the previous 30 days: high from −50%, medium from −25%, low from −10%',
    impact: 'high when no lead arrived in the last 30 days, else medium',
  },
  'data-gaps': {
    title: 'Gaps in the records',
    likelihood:
      'leads without email, duplicate emails and open leads without a value, against all leads: high from 20%, medium from 5%',
    impact: 'medium when duplicates or missing values distort the pipeline, else low',
  },
}

const level = (value: number, high: number, medium: number): Level =>
  value >= high ? 'high' : value >= medium ? 'medium' : 'low'
const pct = (n: number) => `${Math.round(n * 100)}%`

export function riskFactors(m: Metrics): RiskFactor[] {
  const staleShare = m.leads.open > 0 ? m.stale.count / m.leads.open : 0
  const staleValueShare = m.leads.openValue > 0 ? m.stale.value / m.leads.openValue : 0

  // Only campaigns that have started are judged: a scheduled one has had no chance to bring leads or pay back.
  const active = m.campaigns.list.filter((c) => c.status === 'active' && c.started)
  const idle = active.filter((c) => c.leads === 0)
  const idleBudget = idle.reduce((t, c) => t + c.budget, 0)
  const activeBudget = active.reduce((t, c) => t + c.budget, 0)

  const launched = m.campaigns.list.filter((c) => c.budget > 0 && c.started)
  const weak = launched.filter((c) => (c.returnOnBudget ?? 0) < 1)
  const launchedBudget = launched.reduce((t, c) => t + c.budget, 0)
  const weakBudget = weak.reduce((t, c) => t + c.budget, 0)

  const closed = m.leads.won + m.leads.lost
  const change = m.velocity.changePct
  const gaps = m.dataQuality.withoutEmail + m.dataQuality.duplicateEmails + m.dataQuality.withoutValue

  const factor = (kind: RiskKind, applies: boolean, likelihood: Level, impact: Level, basis: string): RiskFactor => ({
    kind,
    title: RATING_RULES[kind].title,
    applies,
    likelihood,
    impact,
    basis,
  })
  return [
    factor(
      'follow-up',
      m.stale.count > 0,
      level(staleShare, 0.5, 0.25),
      level(staleValueShare, 0.3, 0.1),
      `${m.stale.count} of ${m.leads.open} open leads (${pct(staleShare)}) untouched ${STALE_AFTER_DAYS}+ days, ${pct(staleValueShare)} of the open value`,
    ),
    factor(
      'idle-campaigns',
      idle.length > 0,
      active.length > 0 && idle.length / active.length >= 0.5 ? 'high' : 'medium',
      level(activeBudget > 0 ? idleBudget / activeBudget : 0, 0.5, 0.2),
      `${idle.length} of ${active.length} started active campaigns have no lead`,
    ),
    factor(
      'campaign-return',
      weak.length > 0,
      level(launchedBudget > 0 ? weakBudget / launchedBudget : 0, 0.5, 0.25),
      m.leads.wonValue <= 0 ? 'high' : level(weakBudget / m.leads.wonValue, 0.25, 0.1),
      `${weak.length} of ${launched.length} started campaigns returned less than their budget`,
    ),
    factor(
      'thin-data',
      closed < MIN_CLOSED_FOR_OWN_RATE,
      closed < 3 ? 'high' : 'medium',
      closed < 3 ? 'high' : 'medium',
      `${closed} closed leads (the own win rate needs ${MIN_CLOSED_FOR_OWN_RATE})`,
    ),
    factor(
      'lead-flow',
      change !== null && change <= -10,
      change === null ? 'low' : change <= -50 ? 'high' : change <= -25 ? 'medium' : 'low',
      m.velocity.last30Days === 0 ? 'high' : 'medium',
      change === null
        ? 'no leads in the previous 30 days to compare with'
        : `${m.velocity.last30Days} new leads, ${change > 0 ? '+' : ''}${change}% on the previous 30 days`,
    ),
    factor(
      'data-gaps',
      gaps > 0,
      level(m.leads.total > 0 ? gaps / m.leads.total : 0, 0.2, 0.05),
      m.dataQuality.duplicateEmails > 0 || m.dataQuality.withoutValue > 0 ? 'medium' : 'low',
      `${m.dataQuality.withoutEmail} without email, ${countOf(m.dataQuality.duplicateEmails, 'duplicate email')}, ${m.dataQuality.withoutValue} open without a value, of ${countOf(m.leads.total, 'lead')}`,
    ),
  ]
}

// First match wins: the narrower kinds come first.
const KIND_WORDS: [RiskKind, RegExp][] = [
  ['idle-campaigns', /\b(no leads?|brought no|without (any )?leads?)\b/],
  ['thin-data', /\b(too few|thin|closed|baselines?)\b/],
  ['follow-up', /\b(cold|stale|follow[- ]?ups?|untouched|waiting|waited|next steps?)\b/],
  ['lead-flow', /\b(lead flow|fewer (new )?leads|new leads|falling|fell|declin\w*|drop\w*)\b/],
  ['campaign-return', /\b(paid back|pay back|payback|returns?|returned|budgets?|spend\w*|roi)\b/],
  ['data-gaps', /\b(duplicates?|emails?|data|records?|gaps?|missing|currenc\w*)\b/],
]

/** The kind of risk a sentence is about, or null when its words match none. */
export function riskKindOf(text: string): RiskKind | null {
  const lower = text.toLowerCase()
  return KIND_WORDS.find(([, re]) => re.test(lower))?.[0] ?? null
}

export type RatedRisk = { text: string; executive: ExecutiveId | null; factor: RiskFactor }
export type NamedRisk = { executive: ExecutiveId; text: string }

/** Rates every risk the briefs name; adds the kinds the figures show that no brief named. */
export function rateRisks(
  briefs: readonly { executive: ExecutiveId; risks: readonly string[] }[],
  m: Metrics,
): { rated: RatedRisk[]; unrated: NamedRisk[] } {
  const factors = new Map(riskFactors(m).map((f) => [f.kind, f]))
  const rated: RatedRisk[] = []
  const unrated: NamedRisk[] = []
  for (const brief of briefs) {
    for (const text of brief.risks) {
      const kind = riskKindOf(text)
      if (kind) rated.push({ text, executive: brief.executive, factor: factors.get(kind)! })
      else unrated.push({ executive: brief.executive, text })
    }
  }
  const named = new Set(rated.map((r) => r.factor.kind))
  for (const f of factors.values())
    if (f.applies && !named.has(f.kind)) rated.push({ text: `${f.title}: ${f.basis}.`, executive: null, factor: f })
  return { rated, unrated }
}

export type GridCell = { likelihood: Level; impact: Level; risks: RatedRisk[] }

/** The 3 × 3 grid, most likely row first, least impact column first. */
export function riskGrid(rated: readonly RatedRisk[]): GridCell[][] {
  return [...LEVELS].reverse().map((likelihood) =>
    LEVELS.map((impact) => ({
      likelihood,
      impact,
      risks: rated.filter((r) => r.factor.likelihood === likelihood && r.factor.impact === impact),
    })),
  )
}

/** 0 (low, low) to 4 (high, high): how hot a cell is. */
export const severity = (likelihood: Level, impact: Level) => LEVELS.indexOf(likelihood) + LEVELS.indexOf(impact)
