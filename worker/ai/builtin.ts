// The built-in engine: the AI executives reasoning from the company's own figures (shared/metrics)
// with fixed rules, so the product works offline, in tests and without a model. Every statement
// it makes cites a figure from the company's records; where the records are too few to judge, it
// says so rather than guessing. Deterministic: the same records and question give the same debate.
import { countOf as count, plural } from '../../shared/plural'
import { EXECUTIVE_IDS, EXECUTIVES, type ExecutiveId } from '../../shared/executives'
import { formatMoney, formatRate, STALE_AFTER_DAYS, type Metrics } from '../../shared/metrics'
import { CAMPAIGN_CHANNEL_LABELS } from '../../shared/schemas/campaign'
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '../../shared/schemas/lead'
import {
  STRATEGY_FOCUS_LABELS,
  type Answer,
  type Brief,
  type Debate,
  type Evidence,
  type Strategy,
  type StrategyRequest,
  type StrategyFocus,
  type Topic,
  type ReadingCorrections,
} from '../../shared/schemas/boardroom'
import {
  resolvePreferences,
  type ResolvedPreferences,
  type RiskAppetite,
} from '../../shared/schemas/executive-preferences'
import { runBoard } from '../../shared/decision/board'
import { classifyKind, KIND_TOPIC } from '../../shared/decision/understand'
import { parseGoal } from '../../shared/decision/goal'
import { buildGoalStrategy, toStrategy } from '../../shared/decision/strategy'
import type { Fact, StandingFigure } from '../../shared/schemas/board-pack'
import { escalationStep, inTone, withEscalation } from './voice'

// ---- Reading the question ----------------------------------------------------------------------

/** The boardroom topic of a question, from the one understanding layer (shared/decision/understand). */
export const classifyTopic = (question: string): Topic => KIND_TOPIC[classifyKind(question)]

// ---- What the figures say ----------------------------------------------------------------------

/** The signals the executives argue from, with the figures to cite. */
export function readFigures(m: Metrics) {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  // Return over the campaigns that have started: a scheduled or draft budget has not been spent yet.
  const started = m.campaigns.list.filter((c) => c.started)
  const startedBudget = started.reduce((t, c) => t + c.budget, 0)
  const campaignReturn = startedBudget > 0 ? started.reduce((t, c) => t + c.wonValue, 0) / startedBudget : null
  const bestChannel = m.channels.find((c) => c.wonValue > 0) ?? null
  const bestSource = m.sources.find((s) => s.wonValue > 0) ?? null
  // Only a campaign that has started can have failed to pay back (a scheduled one has not had the chance).
  const weakCampaigns = m.campaigns.list.filter((c) => c.budget > 0 && (c.returnOnBudget ?? 0) < 1 && c.started)
  const staleShare = m.leads.open > 0 ? m.stale.count / m.leads.open : 0
  const dataIssues = m.dataQuality.withoutEmail + m.dataQuality.duplicateEmails
  const change = m.velocity.changePct
  const trend: 'growing' | 'shrinking' | 'flat' | 'unknown' =
    change === null
      ? m.velocity.last30Days > 0
        ? 'growing'
        : 'unknown'
      : change > 10
        ? 'growing'
        : change < -10
          ? 'shrinking'
          : 'flat'
  const bottleneck = (['new', 'contacted', 'qualified', 'proposal'] as const).reduce((a, b) =>
    m.leads.byStatus[b] > m.leads.byStatus[a] ? b : a,
  )

  const ev = {
    openPipeline: { label: 'Open pipeline', value: `${money(m.leads.openValue)} in ${count(m.leads.open, 'lead')}` },
    weighted: { label: 'Weighted pipeline', value: money(m.leads.weightedPipeline) },
    winRate: {
      label: 'Win rate',
      value: m.leads.winRate === null ? 'no closed leads yet' : `${formatRate(m.leads.winRate)} of ${closed} closed`,
    },
    won: { label: 'Won to date', value: `${money(m.leads.wonValue)} from ${count(m.leads.won, 'lead')}` },
    activeBudget: { label: 'Budget in active campaigns', value: money(m.campaigns.activeBudget) },
    campaignReturn: {
      label: 'Campaign return',
      value: campaignReturn === null ? 'no started campaign with a budget' : `${campaignReturn.toFixed(1)}× budget`,
    },
    velocity: {
      label: 'New leads, last 30 days',
      value: `${m.velocity.last30Days} (previous 30 days: ${m.velocity.previous30Days})`,
    },
    stale: {
      label: `Open leads untouched ${STALE_AFTER_DAYS}+ days`,
      value: `${m.stale.count} worth ${money(m.stale.value)}`,
    },
    bestChannel: bestChannel && {
      label: 'Best channel',
      value: `${CAMPAIGN_CHANNEL_LABELS[bestChannel.channel]}: ${money(bestChannel.wonValue)} won${bestChannel.returnOnBudget !== null ? `, ${bestChannel.returnOnBudget.toFixed(1)}× budget` : ''}`,
    },
    bestSource: bestSource && {
      label: 'Best lead source',
      value: `${LEAD_SOURCE_LABELS[bestSource.source]}: ${money(bestSource.wonValue)} won`,
    },
    dataQuality: {
      label: 'Data gaps',
      value: `${count(m.dataQuality.withoutEmail, 'lead')} without email, ${count(m.dataQuality.duplicateEmails, 'duplicate email')}`,
    },
    bottleneck: {
      label: 'Biggest open stage',
      value: `${LEAD_STATUS_LABELS[bottleneck]}: ${count(m.leads.byStatus[bottleneck], 'lead')}`,
    },
  } satisfies Record<string, Evidence | null>

  return {
    money,
    closed,
    enoughData: m.leads.total >= 5 && closed >= 3,
    campaignReturn,
    bestChannel,
    bestSource,
    weakCampaigns,
    staleShare,
    dataIssues,
    trend,
    bottleneck,
    pipelineCoversBudget: m.leads.weightedPipeline >= m.campaigns.activeBudget * 2,
    ev,
  }
}
export type Figures = ReturnType<typeof readFigures>

/** "1 lead", "3 leads". */
/** "is" or "are" for a count. */
const isAre = (n: number) => (n === 1 ? 'is' : 'are')

export const evidence = (...items: (Evidence | null)[]) => items.filter((e): e is Evidence => e !== null).slice(0, 4)

// Risk appetite moves the campaign return the CFO needs before backing more spend in the AI agent's
// campaign-spend task (worker/ai/tasks).
export const CFO_RETURN: Record<RiskAppetite, { opposeBelow: number; supportFrom: number }> = {
  cautious: { opposeBelow: 1.5, supportFrom: 3 },
  balanced: { opposeBelow: 1, supportFrom: 2 },
  bold: { opposeBelow: 0.5, supportFrom: 1.5 },
}

// ---- The debate --------------------------------------------------------------------------------

/**
 * What the board is given besides the question: the member's pack, the company's standing figures, and
 * the member's corrections of how the board read the question and the pack.
 */
export type BoardPack = { facts: Fact[]; standing: StandingFigure[]; corrections?: ReadingCorrections }

/**
 * The boardroom session: the decision layer's protocol (shared/decision/board) over the pack, the
 * standing figures and the CRM figures, in each executive's tone.
 */
export function builtinDebate(
  question: string,
  m: Metrics | null,
  prefs: ResolvedPreferences = resolvePreferences(null),
  pack: BoardPack = { facts: [], standing: [] },
): Debate {
  const debate = runBoard({
    question,
    facts: pack.facts,
    standing: pack.standing,
    crm: m,
    prefs,
    ...(pack.corrections ? { corrections: pack.corrections } : {}),
  })
  return {
    ...debate,
    positions: debate.positions.map((p) => ({ ...p, summary: inTone(p.summary, p.stance, prefs[p.executive].tone) })),
    ...(pack.facts.length > 0 ? { pack: pack.facts } : {}),
  }
}

/** One executive's direct answer: their position on the question, and what to do next. */
export function builtinAnswer(
  executive: ExecutiveId,
  question: string,
  m: Metrics,
  prefs: ResolvedPreferences = resolvePreferences(null),
  standing: StandingFigure[] = [],
): Answer {
  const debate = builtinDebate(question, m, prefs, { facts: [], standing })
  const position = debate.positions.find((p) => p.executive === executive)!
  const nextSteps =
    executive === 'ceo'
      ? debate.decision.actions.map((a) => `${EXECUTIVES[a.owner].title}: ${a.action} (${a.due})`)
      : (builtinBriefs(m).find((b) => b.executive === executive)?.recommendations ?? [])
  const escalation = escalationStep(
    prefs[executive].escalation,
    position.stance === 'oppose' ? `the ${EXECUTIVES[executive].title} opposes it` : null,
  )
  return {
    executive,
    stance: position.stance,
    reply: [position.summary, ...position.arguments].slice(0, 4),
    evidence: position.evidence,
    nextSteps: withEscalation(nextSteps, escalation),
  }
}

// ---- Briefs ------------------------------------------------------------------------------------

export function builtinBriefs(m: Metrics): Brief[] {
  const f = readFigures(m)
  const briefs: Record<ExecutiveId, Brief> = {
    ceo: {
      executive: 'ceo',
      headline: `${f.money(m.leads.wonValue)} won so far; ${f.money(m.leads.weightedPipeline)} more is likely from the open pipeline.`,
      findings: [
        {
          text: `Lead flow is ${f.trend === 'unknown' ? 'not measurable yet' : f.trend} (${count(m.velocity.last30Days, 'new lead')} in the last 30 days).`,
          evidence: evidence(f.ev.velocity),
        },
        {
          text: `We win ${m.leads.winRate === null ? 'an unknown share' : formatRate(m.leads.winRate)} of the deals we close out.`,
          evidence: evidence(f.ev.winRate),
        },
      ],
      risks: [
        m.stale.count > 0 ? `${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} going cold.` : null,
        f.campaignReturn !== null && f.campaignReturn < 1 ? 'Campaign spend has not paid back yet.' : null,
      ].filter((r): r is string => r !== null),
      recommendations: [
        f.enoughData
          ? 'Put the next big decision to the boardroom with these figures.'
          : 'Close out more deals (won or lost) so the board can judge what works.',
      ],
    },
    cfo: {
      executive: 'cfo',
      headline: `Campaigns have returned ${f.campaignReturn === null ? 'nothing measurable yet' : `${f.campaignReturn.toFixed(1)}× their budget`}; ${f.money(m.campaigns.activeBudget)} is committed in active campaigns.`,
      findings: [
        {
          text: `The weighted pipeline is ${f.money(m.leads.weightedPipeline)} of ${f.money(m.leads.openValue)} open.`,
          evidence: evidence(f.ev.weighted, f.ev.openPipeline),
        },
        ...m.campaigns.list
          .filter((c) => c.budget > 0)
          .slice(0, 3)
          .map((c) => ({
            text: `${c.name}: ${f.money(c.budget)} budget, ${count(c.leads, 'lead')}${c.costPerLead !== null ? ` at ${f.money(c.costPerLead)} each` : ''}, ${f.money(c.wonValue)} won.`,
            evidence: [] as Evidence[],
          })),
      ],
      risks: f.weakCampaigns.map((c) => `${c.name} has returned less than its budget.`).slice(0, 3),
      recommendations: [
        f.weakCampaigns.length > 0
          ? `Pause or rework ${f.weakCampaigns[0].name} before adding budget.`
          : 'Keep budgets tied to measured return.',
      ],
    },
    cmo: {
      executive: 'cmo',
      headline: `${count(m.velocity.last30Days, 'new lead')} in the last 30 days${m.velocity.changePct !== null ? ` (${m.velocity.changePct > 0 ? '+' : ''}${m.velocity.changePct}%)` : ''}.`,
      findings: [
        {
          text: f.bestSource
            ? `${LEAD_SOURCE_LABELS[f.bestSource.source]} brings the leads that close.`
            : 'No lead source has a won deal yet.',
          evidence: evidence(f.ev.bestSource),
        },
        {
          text: f.bestChannel
            ? `${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]} is the best channel by won value.`
            : 'No channel has a won deal yet.',
          evidence: evidence(f.ev.bestChannel),
        },
      ],
      risks: m.campaigns.list
        .filter((c) => c.status === 'active' && c.started && c.leads === 0)
        .map((c) => `${c.name} is active but has brought no leads.`)
        .slice(0, 3),
      recommendations: [
        f.bestChannel
          ? `Shift budget towards ${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]}.`
          : 'Attribute every lead to a campaign.',
      ],
    },
    cto: {
      executive: 'cto',
      headline:
        f.dataIssues === 0
          ? 'Our CRM records are complete.'
          : `${count(f.dataIssues, 'gap')} in our CRM records ${plural(f.dataIssues, 'weakens', 'weaken')} every analysis.`,
      findings: [
        {
          text: `${count(m.dataQuality.withoutEmail, 'lead')} without an email, ${count(m.dataQuality.duplicateEmails, 'duplicate email')}, ${count(m.dataQuality.withoutValue, 'open lead')} without a value.`,
          evidence: evidence(f.ev.dataQuality),
        },
      ],
      risks: m.dataQuality.duplicateEmails > 0 ? ['Duplicates mean two people may contact the same lead.'] : [],
      recommendations: ['Connect the tools leads come from so records arrive complete.'],
    },
    coo: {
      executive: 'coo',
      headline: `${count(m.stale.count, 'open lead')} ${m.stale.count === 1 ? 'has' : 'have'} waited ${STALE_AFTER_DAYS}+ days for a follow-up.`,
      findings: [
        {
          text: `Most open leads sit at the ${LEAD_STATUS_LABELS[f.bottleneck].toLowerCase()} stage.`,
          evidence: evidence(f.ev.bottleneck),
        },
        {
          text: `${f.money(m.stale.value)} of pipeline is waiting on us, not on the buyer.`,
          evidence: evidence(f.ev.stale),
        },
      ],
      risks: f.staleShare > 0.25 ? ['More than a quarter of open leads are going cold.'] : [],
      recommendations: [
        m.stale.count > 0
          ? 'Give every open lead a next step and a date this week.'
          : 'Keep every open lead’s next step dated.',
      ],
    },
  }
  return EXECUTIVE_IDS.map((id) => {
    const b = briefs[id]
    // Keep within the schema's limits whatever the records are.
    return { ...b, findings: b.findings.slice(0, 6), risks: b.risks.slice(0, 4) }
  })
}

// ---- Strategy ----------------------------------------------------------------------------------

const HORIZON_STEP: Record<StrategyRequest['horizonDays'], number> = { 30: 0.1, 90: 0.2, 180: 0.35 }

/**
 * A goal the decision layer can read (metric, target, date) gets a strategy built from it
 * (shared/decision/strategy): its gap, initiatives sized from the company's figures, a monthly plan.
 * One it cannot read keeps the plan of its focus, and says why.
 */
export function builtinStrategy(request: StrategyRequest, m: Metrics, standing: StandingFigure[] = []): Strategy {
  const goal = parseGoal(request.goal, new Date(m.asOf), { fallbackDays: request.horizonDays })
  if (goal.ok) return toStrategy(buildGoalStrategy({ goal, metrics: m, standing }))
  return focusStrategy({ ...request, focus: request.focus ?? 'growth' }, m, goal.reason)
}

function focusStrategy(request: StrategyRequest & { focus: StrategyFocus }, m: Metrics, unread: string): Strategy {
  const f = readFigures(m)
  const step = HORIZON_STEP[request.horizonDays]
  const pct = `${Math.round(step * 100)}%`
  const within = count(request.horizonDays, 'day')
  const objectives: Strategy['objectives'] = []
  const initiatives: Strategy['initiatives'] = []
  const rate = m.leads.winRate

  if (request.focus === 'growth') {
    objectives.push({
      kpi: 'Value won per month',
      baseline: f.money(m.forecast.monthlyWonRunRate),
      target: f.money(m.forecast.monthlyWonRunRate * (1 + step)),
    })
    objectives.push({
      kpi: 'New leads per 30 days',
      baseline: String(m.velocity.last30Days),
      target: String(Math.ceil(m.velocity.last30Days * (1 + step)) || 5),
    })
    initiatives.push({
      owner: 'cmo',
      action: f.bestChannel
        ? `Scale ${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]}, the channel that closes best`
        : 'Run two small channel tests and keep the one that closes',
      timeframe: 'weeks 1–4',
    })
    if (f.bestSource)
      initiatives.push({
        owner: 'cmo',
        action: `Ask for more ${LEAD_SOURCE_LABELS[f.bestSource.source].toLowerCase()} leads: they bring the most won value`,
        timeframe: 'ongoing',
      })
  }
  if (request.focus === 'efficiency') {
    objectives.push({
      kpi: 'Campaign return',
      baseline: f.campaignReturn === null ? 'not measured' : `${f.campaignReturn.toFixed(1)}×`,
      target:
        f.campaignReturn === null ? 'measured for every campaign' : `${(f.campaignReturn * (1 + step)).toFixed(1)}×`,
    })
    objectives.push({
      kpi: 'Budget in campaigns returning less than their cost',
      baseline: f.money(f.weakCampaigns.reduce((t, c) => t + c.budget, 0)),
      target: f.money(0),
    })
    for (const c of f.weakCampaigns.slice(0, 2))
      initiatives.push({
        owner: 'cfo',
        action: `Pause or rework ${c.name} (returned ${(c.returnOnBudget ?? 0).toFixed(1)}× its budget)`,
        timeframe: 'weeks 1–2',
      })
  }
  if (request.focus === 'conversion') {
    objectives.push({
      kpi: 'Win rate',
      baseline: rate === null ? 'no closed deals' : formatRate(rate),
      target: rate === null ? 'measured on 10 closed deals' : formatRate(Math.min(0.95, rate + step / 2)),
    })
    objectives.push({
      kpi: `Open leads untouched ${STALE_AFTER_DAYS}+ days`,
      baseline: String(m.stale.count),
      target: '0',
    })
    initiatives.push({
      owner: 'coo',
      action: `Clear the ${m.stale.count} overdue follow-ups and give every open lead a dated next step`,
      timeframe: 'week 1',
    })
    initiatives.push({
      owner: 'coo',
      action: `Review the ${LEAD_STATUS_LABELS[f.bottleneck].toLowerCase()} stage, where most open leads wait, and remove one step from it`,
      timeframe: 'weeks 2–4',
    })
  }
  if (request.focus === 'retention') {
    objectives.push({
      kpi: 'Won customers with a check-in logged',
      baseline: 'not tracked yet',
      target: `all ${m.leads.won} won customers within ${within}`,
    })
    initiatives.push({
      owner: 'coo',
      action: `Schedule a check-in with each of the ${m.leads.won} won customers`,
      timeframe: 'weeks 1–4',
    })
    initiatives.push({
      owner: 'cmo',
      action: 'Ask satisfied customers for a referral: referrals are a lead source we can measure',
      timeframe: 'weeks 3–8',
    })
  }
  objectives.push({
    kpi: 'Weighted pipeline',
    baseline: f.money(m.leads.weightedPipeline),
    target: f.money(m.leads.weightedPipeline * (1 + step)),
  })
  initiatives.push({
    owner: 'cto',
    action:
      f.dataIssues > 0
        ? `Fix the ${count(f.dataIssues, 'gap')} in the lead records so progress can be measured`
        : 'Set up a weekly report of these KPIs',
    timeframe: 'week 1',
  })
  initiatives.push({
    owner: 'cfo',
    action: `Hold spend to ${f.money(m.campaigns.activeBudget)} in active campaigns until the first KPI review`,
    timeframe: within,
  })
  initiatives.push({
    owner: 'ceo',
    action: `Review the KPIs with the board every ${request.horizonDays >= 90 ? 30 : 10} days and adjust`,
    timeframe: within,
  })

  const risks = [
    !f.enoughData ? `Only ${f.closed} deals have closed, so the baselines are thin.` : null,
    m.stale.count > 0
      ? `${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} going cold while this runs.`
      : null,
    f.campaignReturn !== null && f.campaignReturn < 1 ? 'Campaigns have not yet paid back their budget.' : null,
    m.otherCurrencyRecords > 0
      ? `${m.otherCurrencyRecords} records in other currencies are not in these figures.`
      : null,
  ].filter((r): r is string => r !== null)

  const goal = request.goal.length > 100 ? `${request.goal.slice(0, 97)}…` : request.goal
  return {
    title: `${STRATEGY_FOCUS_LABELS[request.focus]} in ${within}`,
    summary: `${unread} So this plan works from the ${STRATEGY_FOCUS_LABELS[request.focus].toLowerCase()} focus. Goal: ${goal}. From today’s figures (${f.money(m.leads.wonValue)} won, ${f.money(m.leads.weightedPipeline)} weighted pipeline, win rate ${rate === null ? 'not measured' : formatRate(rate)}), the plan aims for a ${pct} improvement in ${within}, with each executive owning a part.`,
    objectives: objectives.slice(0, 5),
    initiatives: initiatives.slice(0, 8),
    risks: risks.slice(0, 5),
  }
}
