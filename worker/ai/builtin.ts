// The built-in engine: the AI executives reasoning from the company's own figures (shared/metrics)
// with fixed rules, so the product works offline, in tests and without a model. Every statement
// it makes cites a figure from the company's records; where the records are too few to judge, it
// says so rather than guessing. Deterministic: the same records and question give the same debate.
import { countOf as count } from '../../shared/plural'
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
  type Position,
  type Recommendation,
  type Stance,
  type Strategy,
  type StrategyRequest,
  type Topic,
} from '../../shared/schemas/boardroom'
import { resolvePreferences, type ResolvedPreferences, type RiskAppetite } from '../../shared/schemas/executive-preferences'
import { clip, escalationStep, inTone, withEscalation } from './voice'

// ---- Reading the question ----------------------------------------------------------------------

// First match wins: the more specific topics come first.
const TOPIC_WORDS: [Topic, RegExp][] = [
  ['pricing', /\b(pric\w*|discount\w*|rates?|fees?|plans?|subscription\w*|charge)\b/],
  ['hiring', /\b(hir\w*|recruit\w*|headcount|staff\w*|employ\w*|sdrs?|salespe\w*|team members?|contractor\w*)\b/],
  ['expansion', /\b(expan\w*|international\w*|abroad|new markets?|countr\w*|regions?|europe|asia|segment\w*|verticals?)\b/],
  ['risk', /\b(risk\w*|complian\w*|legal|gdpr|ccpa|security|breach\w*|churn\w*|lawsuit\w*|regulat\w*)\b/],
  ['product', /\b(product\w*|features?|build\w*|platform|software|tool\w*|integrat\w*|automat\w*|ai|app|crm|website)\b/],
  ['operations', /\b(process\w*|operation\w*|suppl\w*|logistic\w*|fulfil\w*|support|follow[- ]?ups?|workflow\w*|onboarding)\b/],
  ['spend', /\b(budget\w*|spend\w*|invest\w*|costs?|cut\w*|double|increase|reduce|allocat\w*|ads?|advertis\w*)\b/],
  ['growth', /\b(grow\w*|campaign\w*|marketing|launch\w*|channels?|brand\w*|social|leads?|demand|webinar\w*|events?)\b/],
]

export function classifyTopic(question: string): Topic {
  const text = question.toLowerCase()
  return TOPIC_WORDS.find(([, re]) => re.test(text))?.[0] ?? 'general'
}

// ---- What the figures say ----------------------------------------------------------------------

/** The signals the executives argue from, with the figures to cite. */
export function readFigures(m: Metrics) {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  const campaignWon = m.campaigns.list.reduce((t, c) => t + c.wonValue, 0)
  const campaignReturn = m.campaigns.totalBudget > 0 ? campaignWon / m.campaigns.totalBudget : null
  const bestChannel = m.channels.find((c) => c.wonValue > 0) ?? null
  const bestSource = m.sources.find((s) => s.wonValue > 0) ?? null
  const weakCampaigns = m.campaigns.list.filter((c) => c.budget > 0 && (c.returnOnBudget ?? 0) < 1 && c.status !== 'draft')
  const staleShare = m.leads.open > 0 ? m.stale.count / m.leads.open : 0
  const dataIssues = m.dataQuality.withoutEmail + m.dataQuality.duplicateEmails
  const change = m.velocity.changePct
  const trend: 'growing' | 'shrinking' | 'flat' | 'unknown' =
    change === null ? (m.velocity.last30Days > 0 ? 'growing' : 'unknown') : change > 10 ? 'growing' : change < -10 ? 'shrinking' : 'flat'
  const bottleneck = (['new', 'contacted', 'qualified', 'proposal'] as const).reduce((a, b) => (m.leads.byStatus[b] > m.leads.byStatus[a] ? b : a))

  const ev = {
    openPipeline: { label: 'Open pipeline', value: `${money(m.leads.openValue)} in ${count(m.leads.open, 'lead')}` },
    weighted: { label: 'Weighted pipeline', value: money(m.leads.weightedPipeline) },
    winRate: { label: 'Win rate', value: m.leads.winRate === null ? 'no closed leads yet' : `${formatRate(m.leads.winRate)} of ${closed} closed` },
    won: { label: 'Won to date', value: `${money(m.leads.wonValue)} from ${count(m.leads.won, 'lead')}` },
    activeBudget: { label: 'Budget in active campaigns', value: money(m.campaigns.activeBudget) },
    campaignReturn: { label: 'Campaign return', value: campaignReturn === null ? 'no campaign budget' : `${campaignReturn.toFixed(1)}× budget` },
    velocity: {
      label: 'New leads, last 30 days',
      value: `${m.velocity.last30Days} (previous 30 days: ${m.velocity.previous30Days})`,
    },
    stale: { label: `Open leads untouched ${STALE_AFTER_DAYS}+ days`, value: `${m.stale.count} worth ${money(m.stale.value)}` },
    bestChannel: bestChannel && {
      label: 'Best channel',
      value: `${CAMPAIGN_CHANNEL_LABELS[bestChannel.channel]}: ${money(bestChannel.wonValue)} won${bestChannel.returnOnBudget !== null ? `, ${bestChannel.returnOnBudget.toFixed(1)}× budget` : ''}`,
    },
    bestSource: bestSource && { label: 'Best lead source', value: `${LEAD_SOURCE_LABELS[bestSource.source]}: ${money(bestSource.wonValue)} won` },
    dataQuality: {
      label: 'Data gaps',
      value: `${count(m.dataQuality.withoutEmail, 'lead')} without email, ${count(m.dataQuality.duplicateEmails, 'duplicate email')}`,
    },
    bottleneck: { label: 'Biggest open stage', value: `${LEAD_STATUS_LABELS[bottleneck]}: ${count(m.leads.byStatus[bottleneck], 'lead')}` },
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
const COST_TOPICS: Topic[] = ['spend', 'growth', 'expansion', 'hiring', 'product']

// ---- Each executive's position ---------------------------------------------------------------

type Take = Omit<Position, 'executive'>

// Risk appetite moves where an executive's stance changes: the campaign return the CFO needs before
// opposing or supporting more spend, the share of open leads going cold the COO tolerates, and the
// share of records with gaps the CTO accepts.
export const CFO_RETURN: Record<RiskAppetite, { opposeBelow: number; supportFrom: number }> = {
  cautious: { opposeBelow: 1.5, supportFrom: 3 },
  balanced: { opposeBelow: 1, supportFrom: 2 },
  bold: { opposeBelow: 0.5, supportFrom: 1.5 },
}
export const CAUTIOUS_TRANCHES = 'Being cautious, I would still release it in two tranches: the second only once the first has returned at least its cost.'
const COO_BACKLOG_SHARE: Record<RiskAppetite, number> = { cautious: 0.15, balanced: 0.25, bold: 0.4 }
const CTO_GAP_SHARE: Record<RiskAppetite, number> = { cautious: 0.05, balanced: 0.1, bold: 0.2 }

function cfo(topic: Topic, f: Figures, m: Metrics, risk: RiskAppetite): Take {
  if (!f.enoughData) {
    if (risk === 'cautious') {
      return {
        stance: 'oppose',
        summary: 'Too few closed deals to judge the return; I will not commit money on a guess.',
        arguments: [`Only ${count(f.closed, 'lead')} ${f.closed === 1 ? 'has' : 'have'} closed, so any return figure would be a guess.`, 'Come back when at least ten deals have closed.'],
        evidence: evidence(f.ev.winRate, f.ev.openPipeline),
      }
    }
    return {
      stance: 'conditional',
      summary: 'Too few closed deals to judge the return; commit in small steps.',
      arguments: [`Only ${count(f.closed, 'lead')} ${f.closed === 1 ? 'has' : 'have'} closed, so any return figure would be a guess.`, 'Cap the commitment and review it once there are at least ten closed deals.'],
      evidence: evidence(f.ev.winRate, f.ev.openPipeline),
    }
  }
  if (topic === 'pricing') {
    const rate = m.leads.winRate ?? 0
    return {
      stance: 'conditional',
      summary: rate >= 0.4 ? 'We win often enough that price is unlikely to be what holds us back.' : 'We already lose most deals we close out; test any price change first.',
      arguments: [
        rate >= 0.4
          ? `A win rate of ${formatRate(rate)} suggests buyers accept our price; a higher price on new deals is worth testing.`
          : `A win rate of ${formatRate(rate)} means a price rise could cost deals; try it on new leads only.`,
        m.leads.averageWonValue !== null ? `The average won deal is ${f.money(m.leads.averageWonValue)}; measure any change against it.` : 'Track the average won deal before and after.',
      ],
      evidence: evidence(f.ev.winRate, f.ev.won),
    }
  }
  if (COST_TOPICS.includes(topic)) {
    const bar = CFO_RETURN[risk]
    if (f.campaignReturn !== null && f.campaignReturn < bar.opposeBelow) {
      return {
        stance: 'oppose',
        summary:
          f.campaignReturn < 1
            ? `Campaigns have returned ${f.campaignReturn.toFixed(1)}× their budget: more spend now loses money.`
            : `Campaigns have returned ${f.campaignReturn.toFixed(1)}× their budget, short of the ${bar.opposeBelow}× I need before adding spend.`,
        arguments: [
          `Every unit of campaign budget has brought back ${f.campaignReturn.toFixed(2)} in won deals so far.`,
          f.weakCampaigns.length > 0
            ? `${f.weakCampaigns.length} campaign${f.weakCampaigns.length === 1 ? '' : 's'} (${f.weakCampaigns.map((c) => c.name).slice(0, 2).join(', ')}) returned less than their budget.`
            : 'Fix conversion before adding spend.',
        ],
        evidence: evidence(f.ev.campaignReturn, f.ev.activeBudget, f.ev.winRate),
      }
    }
    if ((f.campaignReturn ?? 0) >= bar.supportFrom || (risk !== 'cautious' && (m.leads.winRate ?? 0) >= 0.3 && f.pipelineCoversBudget)) {
      return {
        stance: 'support',
        summary: 'The numbers carry it: spend has paid back and the pipeline covers the commitment.',
        arguments: [
          f.campaignReturn !== null ? `Campaigns have returned ${f.campaignReturn.toFixed(1)}× their budget.` : `The weighted pipeline is ${f.money(m.leads.weightedPipeline)}.`,
          m.campaigns.activeBudget > 0
            ? `The weighted pipeline (${f.money(m.leads.weightedPipeline)}) is more than twice the ${f.money(m.campaigns.activeBudget)} already committed in active campaigns.`
            : `Nothing is committed in active campaigns, and we win ${formatRate(m.leads.winRate ?? 0)} of the deals we close out.`,
          // Even when the figures carry it, a cautious CFO limits what is at stake at once.
          ...(risk === 'cautious' ? [CAUTIOUS_TRANCHES] : []),
        ],
        evidence: evidence(f.ev.campaignReturn, f.ev.weighted, f.ev.activeBudget),
      }
    }
    return {
      stance: 'conditional',
      summary: 'Affordable, but the return is not proven: release the money in stages.',
      arguments: [
        `Return on campaign budget is ${f.campaignReturn === null ? 'not measurable yet' : `${f.campaignReturn.toFixed(1)}×`} and the win rate ${m.leads.winRate === null ? 'unknown' : formatRate(m.leads.winRate)}.`,
        'Release it in two tranches; the second only if the first returns at least its cost.',
      ],
      evidence: evidence(f.ev.campaignReturn, f.ev.winRate, f.ev.weighted),
    }
  }
  return {
    stance: 'support',
    summary: 'No material cost to the plan as described; I support it if it stays within budget.',
    arguments: [`${f.money(m.campaigns.activeBudget)} is committed in active campaigns; this should not add to it without a case.`],
    evidence: evidence(f.ev.activeBudget, f.ev.weighted),
  }
}

// The CMO's appetite shifts a stance by one step: cautious wants a test first, bold moves now.
function cmo(topic: Topic, f: Figures, m: Metrics, risk: RiskAppetite): Take {
  const take = cmoTake(topic, f, m)
  if (risk === 'cautious' && take.stance === 'support') {
    return { ...take, stance: 'conditional', arguments: [...take.arguments, 'I would run it as a test with a stop rule before committing fully.'].slice(0, 4) }
  }
  if (risk === 'bold' && take.stance === 'conditional') {
    return { ...take, stance: 'support', arguments: [...take.arguments, 'I would rather move now and measure as we go.'].slice(0, 4) }
  }
  return take
}

function cmoTake(topic: Topic, f: Figures, m: Metrics): Take {
  const channel = f.bestChannel ? CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel] : null
  if (topic === 'pricing') {
    return {
      stance: 'conditional',
      summary: `Any price change reaches the ${count(m.leads.open, 'open lead')} first; tell them before it lands.`,
      arguments: [`${count(m.leads.open, 'open lead')} worth ${f.money(m.leads.openValue)} ${m.leads.open === 1 ? 'was' : 'were'} quoted at today’s prices.`, 'Honour quoted prices for open deals and announce the change with a reason.'],
      evidence: evidence(f.ev.openPipeline, f.ev.velocity),
    }
  }
  if (['growth', 'spend', 'expansion'].includes(topic)) {
    if (f.trend === 'shrinking') {
      return {
        stance: 'support',
        summary: 'Lead flow is falling; we need to act, and the money should go where deals close.',
        arguments: [
          `New leads fell from ${m.velocity.previous30Days} to ${m.velocity.last30Days} in the last 30 days.`,
          channel ? `Put the effort into ${channel}, our best channel by won value.` : 'Test two channels with small budgets and keep the one that closes.',
        ],
        evidence: evidence(f.ev.velocity, f.ev.bestChannel, f.ev.bestSource),
      }
    }
    if (f.trend === 'growing' || (f.bestChannel?.returnOnBudget ?? 0) >= 1) {
      return {
        stance: 'support',
        summary: channel ? `Demand is there: double down on ${channel}.` : 'Demand is growing; this builds on it.',
        arguments: [
          `${count(m.velocity.last30Days, 'new lead')} in the last 30 days against ${m.velocity.previous30Days} before.`,
          f.bestSource ? `${LEAD_SOURCE_LABELS[f.bestSource.source]} brings the leads that close (${f.money(f.bestSource.wonValue)} won).` : 'Attribute every new lead to a campaign so we learn what works.',
        ],
        evidence: evidence(f.ev.velocity, f.ev.bestChannel, f.ev.bestSource),
      }
    }
    return {
      stance: 'conditional',
      summary: 'Lead flow is flat; I support it with a clear test and a stop rule.',
      arguments: [`New leads are flat: ${m.velocity.last30Days} in the last 30 days, ${m.velocity.previous30Days} before.`, 'Define the lead target up front and stop after 30 days if it is missed.'],
      evidence: evidence(f.ev.velocity, f.ev.bestChannel),
    }
  }
  if (topic === 'hiring') {
    return {
      stance: f.trend === 'growing' ? 'support' : 'conditional',
      summary: f.trend === 'growing' ? 'More leads are arriving than last month; the team needs hands to work them.' : 'Hire for the demand we have, not the demand we hope for.',
      arguments: [`${count(m.velocity.last30Days, 'new lead')} in 30 days, ${m.leads.open} open in total.`],
      evidence: evidence(f.ev.velocity, f.ev.openPipeline),
    }
  }
  return {
    stance: 'support',
    summary: 'This does not hurt demand generation, and a clear story about it helps the brand.',
    arguments: [f.bestSource ? `Keep ${LEAD_SOURCE_LABELS[f.bestSource.source]} running while it happens; it brings our best leads.` : 'Keep current campaigns running while it happens.'],
    evidence: evidence(f.ev.bestSource, f.ev.velocity),
  }
}

function coo(topic: Topic, f: Figures, m: Metrics, risk: RiskAppetite): Take {
  const backlog = f.staleShare > COO_BACKLOG_SHARE[risk] && m.stale.count >= 3
  if (topic === 'hiring') {
    return {
      stance: backlog ? 'support' : 'conditional',
      summary: backlog ? 'We are dropping follow-ups: the team is at capacity.' : 'Capacity is holding; hire when follow-ups start to slip.',
      arguments: [`${m.stale.count} of ${count(m.leads.open, 'open lead')} ${m.stale.count === 1 ? 'has' : 'have'} not been touched for ${STALE_AFTER_DAYS} days or more.`],
      evidence: evidence(f.ev.stale, f.ev.bottleneck),
    }
  }
  if (topic === 'operations') {
    return {
      stance: 'support',
      summary: 'Yes: tightening the process is how we stop losing deals in the gaps.',
      arguments: [`${count(m.stale.count, 'open lead')} (${f.money(m.stale.value)}) ${isAre(m.stale.count)} waiting on a follow-up.`, `Most open leads sit at the ${LEAD_STATUS_LABELS[f.bottleneck].toLowerCase()} stage; that is where the process needs work.`],
      evidence: evidence(f.ev.stale, f.ev.bottleneck),
    }
  }
  if (backlog && topic !== 'risk') {
    return {
      stance: topic === 'growth' || topic === 'spend' || topic === 'expansion' ? 'oppose' : 'conditional',
      summary: `Not before we clear the backlog: ${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} going cold.`,
      arguments: [
        `${m.stale.count} of ${count(m.leads.open, 'open lead')} (${f.money(m.stale.value)}) ${m.stale.count === 1 ? 'has' : 'have'} had no update in ${STALE_AFTER_DAYS}+ days.`,
        'More work on top of that loses deals we already paid to win. Clear the follow-ups first.',
      ],
      evidence: evidence(f.ev.stale, f.ev.openPipeline),
    }
  }
  return {
    stance: 'support',
    summary: 'The team can carry it: follow-ups are under control.',
    arguments: [m.stale.count === 0 ? 'No open lead is overdue for a follow-up.' : `Only ${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} overdue for a follow-up.`, `Name one owner and a date for each step before we start.`],
    evidence: evidence(f.ev.stale, f.ev.bottleneck),
  }
}

function cto(topic: Topic, f: Figures, m: Metrics, risk: RiskAppetite): Take {
  const gaps = f.dataIssues > 0 && f.dataIssues >= m.leads.total * CTO_GAP_SHARE[risk]
  if (topic === 'product') {
    return {
      stance: gaps ? 'conditional' : 'support',
      summary: gaps ? 'Worth building, but fix the data it will run on first.' : 'Our records are clean enough to build on.',
      arguments: [
        `${count(m.dataQuality.withoutEmail, 'lead')} ${m.dataQuality.withoutEmail === 1 ? 'has' : 'have'} no email and ${count(m.dataQuality.duplicateEmails, 'email')} ${m.dataQuality.duplicateEmails === 1 ? 'appears' : 'appear'} twice.`,
        'Connect the tools our leads already come from, so records arrive complete instead of typed by hand.',
      ],
      evidence: evidence(f.ev.dataQuality, f.ev.bestSource),
    }
  }
  if (topic === 'risk') {
    return {
      stance: 'support',
      summary: 'Lowering risk is cheap now and expensive later.',
      arguments: ['Keep personal data only where it is needed, and record what the AI analyses use in the processing record.'],
      evidence: evidence(f.ev.dataQuality),
    }
  }
  if (gaps) {
    return {
      stance: 'conditional',
      summary: 'We can do it, but our data will not tell us whether it worked.',
      arguments: [
        `${count(m.dataQuality.withoutEmail, 'lead')} without an email and ${count(m.dataQuality.duplicateEmails, 'duplicate')} blur attribution and follow-up.`,
        'Clean and de-duplicate the records before the decision is measured.',
      ],
      evidence: evidence(f.ev.dataQuality),
    }
  }
  return {
    stance: 'support',
    summary: 'The systems can support it and we will be able to measure it.',
    arguments: ['Our records are complete enough to measure the result; set up the report before we start.'],
    evidence: evidence(f.ev.dataQuality, f.ev.velocity),
  }
}

const TAKES: Record<Exclude<ExecutiveId, 'ceo'>, (topic: Topic, f: Figures, m: Metrics, risk: RiskAppetite) => Take> = { cfo, cmo, coo, cto }

// ---- The debate --------------------------------------------------------------------------------

const RECOMMENDATION_STANCE: Record<Recommendation, Stance> = {
  proceed: 'support',
  'proceed-with-conditions': 'conditional',
  'gather-data': 'conditional',
  'do-not-proceed': 'oppose',
}

// The CEO's appetite decides how much opposition stops a plan: cautious stops on the CFO's
// objection or any two, balanced on two with the CFO among them, bold only on three with the CFO.
function decide(takes: Position[], f: Figures, risk: RiskAppetite): { recommendation: Recommendation; confidence: 'low' | 'medium' | 'high' } {
  const count = (s: Stance) => takes.filter((t) => t.stance === s).length
  const cfoOpposes = takes.find((t) => t.executive === 'cfo')?.stance === 'oppose'
  const stops = risk === 'cautious' ? cfoOpposes || count('oppose') >= 2 : cfoOpposes && count('oppose') >= (risk === 'bold' ? 3 : 2)
  if (!f.enoughData) return { recommendation: 'gather-data', confidence: 'low' }
  if (stops) return { recommendation: 'do-not-proceed', confidence: count('oppose') >= 3 ? 'high' : 'medium' }
  if (count('support') === takes.length) return { recommendation: 'proceed', confidence: f.closed >= 10 ? 'high' : 'medium' }
  if (count('oppose') === 0) return { recommendation: 'proceed-with-conditions', confidence: f.closed >= 10 ? 'medium' : 'low' }
  const goAhead = risk === 'cautious' ? false : risk === 'bold' ? count('support') >= count('oppose') : count('support') > count('oppose')
  return goAhead ? { recommendation: 'proceed-with-conditions', confidence: 'low' } : { recommendation: 'gather-data', confidence: 'low' }
}

function actionFor(executive: ExecutiveId, f: Figures, m: Metrics): { action: string; due: string } {
  switch (executive) {
    case 'cfo':
      return { action: `Cap the first tranche at ${f.money(Math.max(m.campaigns.activeBudget * 0.2, 0))} and report its return`, due: 'within 30 days' }
    case 'cmo':
      return f.bestChannel
        ? { action: `Move the next campaign’s budget towards ${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]} and track leads weekly`, due: 'within 2 weeks' }
        : { action: 'Attribute every new lead to a campaign so the channels can be compared', due: 'within 2 weeks' }
    case 'coo':
      return { action: `Follow up the ${count(m.stale.count, 'open lead')} untouched for ${STALE_AFTER_DAYS}+ days`, due: 'this week' }
    case 'cto':
      return { action: `Complete the ${count(m.dataQuality.withoutEmail, 'lead')} without an email and merge ${count(m.dataQuality.duplicateEmails, 'duplicate')}`, due: 'within 2 weeks' }
    case 'ceo':
      return { action: 'Bring the result back to the board with the figures above', due: 'in 30 days' }
  }
}

function rebuttal(from: Position, to: Position, f: Figures, m: Metrics): string {
  const who = EXECUTIVES[to.executive].title
  switch (from.executive) {
    case 'cfo':
      return `${who}, ${f.campaignReturn === null ? 'we have no measured return on spend yet' : `campaigns have returned ${f.campaignReturn.toFixed(1)}× their budget`}; enthusiasm is not a return.`
    case 'cmo':
      return `${who}, ${count(m.velocity.last30Days, 'new lead')} arrived in the last 30 days; if we hold back, competitors take that demand.`
    case 'coo':
      return `${who}, ${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} already going cold; adding work loses deals we have.`
    case 'cto':
      return `${who}, with ${count(m.dataQuality.withoutEmail, 'lead')} missing an email we cannot even measure whether it worked.`
    case 'ceo':
      return `${who}, noted; the conditions below answer your concern.`
  }
}

export function builtinDebate(question: string, m: Metrics, prefs: ResolvedPreferences = resolvePreferences(null)): Debate {
  const topic = classifyTopic(question)
  const f = readFigures(m)
  const others: Position[] = (['cfo', 'cmo', 'coo', 'cto'] as const).map((id) => {
    const take = TAKES[id](topic, f, m, prefs[id].risk)
    return { executive: id, ...take, summary: inTone(take.summary, take.stance, prefs[id].tone) }
  })
  const { recommendation, confidence } = decide(others, f, prefs.ceo.risk)
  const conditions = others.filter((p) => p.stance !== 'support').map((p) => `${EXECUTIVES[p.executive].title}: ${p.summary}`).slice(0, 5)
  const ceoStance = RECOMMENDATION_STANCE[recommendation]
  const ceo: Position = {
    executive: 'ceo',
    stance: ceoStance,
    summary: inTone(
      recommendation === 'proceed'
        ? 'The board is united and the figures back it. We go ahead.'
        : recommendation === 'proceed-with-conditions'
          ? 'We go ahead, on the conditions the board set.'
          : recommendation === 'gather-data'
            ? 'We do not have the evidence to decide well. We gather it first.'
            : 'The figures argue against it today. We do not proceed.',
      ceoStance,
      prefs.ceo.tone,
    ),
    arguments: [
      `${others.filter((p) => p.stance === 'support').length} of 4 executives support it, ${others.filter((p) => p.stance === 'oppose').length} oppose it.`,
      f.enoughData ? `We have ${count(f.closed, 'closed deal')} to learn from.` : `Only ${count(f.closed, 'deal')} ${f.closed === 1 ? 'has' : 'have'} closed; that is too few to judge.`,
    ],
    evidence: evidence(f.ev.won, f.ev.weighted),
  }
  const positions = [ceo, ...others]
  const supporters = others.filter((p) => p.stance === 'support')
  const opponents = others.filter((p) => p.stance !== 'support')
  const rebuttals =
    supporters.length > 0 && opponents.length > 0
      ? [
          { executive: opponents[0].executive, respondsTo: supporters[0].executive, text: rebuttal(opponents[0], supporters[0], f, m) },
          { executive: supporters[0].executive, respondsTo: opponents[0].executive, text: rebuttal(supporters[0], opponents[0], f, m) },
        ]
      : []
  const actionOwners: ExecutiveId[] = recommendation === 'proceed' ? ['cmo', 'ceo'] : [...opponents.map((p) => p.executive), 'ceo']
  const actions = [...new Set(actionOwners)].slice(0, 6).map((owner) => ({ owner, ...actionFor(owner, f, m) }))
  const quoted = question.length > 120 ? `${question.slice(0, 117)}…` : question
  return {
    topic,
    positions,
    rebuttals,
    decision: {
      recommendation,
      summary: clip(`On “${quoted}”: ${ceo.summary} ${ceo.arguments[0]}`, 600),
      conditions: recommendation === 'proceed' ? [] : conditions,
      actions,
      confidence,
    },
  }
}

/** One executive's direct answer: their position on the question, and what to do next. */
export function builtinAnswer(executive: ExecutiveId, question: string, m: Metrics, prefs: ResolvedPreferences = resolvePreferences(null)): Answer {
  const debate = builtinDebate(question, m, prefs)
  const position = debate.positions.find((p) => p.executive === executive)!
  const nextSteps =
    executive === 'ceo'
      ? debate.decision.actions.map((a) => `${EXECUTIVES[a.owner].title}: ${a.action} (${a.due})`)
      : (builtinBriefs(m).find((b) => b.executive === executive)?.recommendations ?? [])
  const escalation = escalationStep(prefs[executive].escalation, position.stance === 'oppose' ? `the ${EXECUTIVES[executive].title} opposes it` : null)
  return { executive, stance: position.stance, reply: [position.summary, ...position.arguments].slice(0, 4), evidence: position.evidence, nextSteps: withEscalation(nextSteps, escalation) }
}

// ---- Briefs ------------------------------------------------------------------------------------

export function builtinBriefs(m: Metrics): Brief[] {
  const f = readFigures(m)
  const briefs: Record<ExecutiveId, Brief> = {
    ceo: {
      executive: 'ceo',
      headline: `${f.money(m.leads.wonValue)} won so far; ${f.money(m.leads.weightedPipeline)} more is likely from the open pipeline.`,
      findings: [
        { text: `Lead flow is ${f.trend === 'unknown' ? 'not measurable yet' : f.trend} (${count(m.velocity.last30Days, 'new lead')} in the last 30 days).`, evidence: evidence(f.ev.velocity) },
        { text: `We win ${m.leads.winRate === null ? 'an unknown share' : formatRate(m.leads.winRate)} of the deals we close out.`, evidence: evidence(f.ev.winRate) },
      ],
      risks: [m.stale.count > 0 ? `${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} going cold.` : null, f.campaignReturn !== null && f.campaignReturn < 1 ? 'Campaign spend has not paid back yet.' : null].filter(
        (r): r is string => r !== null,
      ),
      recommendations: [f.enoughData ? 'Put the next big decision to the boardroom with these figures.' : 'Close out more deals (won or lost) so the board can judge what works.'],
    },
    cfo: {
      executive: 'cfo',
      headline: `Campaigns have returned ${f.campaignReturn === null ? 'nothing measurable yet' : `${f.campaignReturn.toFixed(1)}× their budget`}; ${f.money(m.campaigns.activeBudget)} is committed in active campaigns.`,
      findings: [
        { text: `The weighted pipeline is ${f.money(m.leads.weightedPipeline)} of ${f.money(m.leads.openValue)} open.`, evidence: evidence(f.ev.weighted, f.ev.openPipeline) },
        ...m.campaigns.list
          .filter((c) => c.budget > 0)
          .slice(0, 3)
          .map((c) => ({
            text: `${c.name}: ${f.money(c.budget)} budget, ${count(c.leads, 'lead')}${c.costPerLead !== null ? ` at ${f.money(c.costPerLead)} each` : ''}, ${f.money(c.wonValue)} won.`,
            evidence: [] as Evidence[],
          })),
      ],
      risks: f.weakCampaigns.map((c) => `${c.name} has returned less than its budget.`).slice(0, 3),
      recommendations: [f.weakCampaigns.length > 0 ? `Pause or rework ${f.weakCampaigns[0].name} before adding budget.` : 'Keep budgets tied to measured return.'],
    },
    cmo: {
      executive: 'cmo',
      headline: `${count(m.velocity.last30Days, 'new lead')} in the last 30 days${m.velocity.changePct !== null ? ` (${m.velocity.changePct > 0 ? '+' : ''}${m.velocity.changePct}%)` : ''}.`,
      findings: [
        { text: f.bestSource ? `${LEAD_SOURCE_LABELS[f.bestSource.source]} brings the leads that close.` : 'No lead source has a won deal yet.', evidence: evidence(f.ev.bestSource) },
        { text: f.bestChannel ? `${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]} is the best channel by won value.` : 'No channel has a won deal yet.', evidence: evidence(f.ev.bestChannel) },
      ],
      risks: m.campaigns.list.filter((c) => c.status === 'active' && c.leads === 0).map((c) => `${c.name} is active but has brought no leads.`).slice(0, 3),
      recommendations: [f.bestChannel ? `Shift budget towards ${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]}.` : 'Attribute every lead to a campaign.'],
    },
    cto: {
      executive: 'cto',
      headline: f.dataIssues === 0 ? 'Our CRM records are complete.' : `${f.dataIssues} gaps in our CRM records weaken every analysis.`,
      findings: [{ text: `${count(m.dataQuality.withoutEmail, 'lead')} without an email, ${count(m.dataQuality.duplicateEmails, 'duplicate email')}, ${count(m.dataQuality.withoutValue, 'open lead')} without a value.`, evidence: evidence(f.ev.dataQuality) }],
      risks: m.dataQuality.duplicateEmails > 0 ? ['Duplicates mean two people may contact the same lead.'] : [],
      recommendations: ['Connect the tools leads come from so records arrive complete.'],
    },
    coo: {
      executive: 'coo',
      headline: `${count(m.stale.count, 'open lead')} ${m.stale.count === 1 ? 'has' : 'have'} waited ${STALE_AFTER_DAYS}+ days for a follow-up.`,
      findings: [
        { text: `Most open leads sit at the ${LEAD_STATUS_LABELS[f.bottleneck].toLowerCase()} stage.`, evidence: evidence(f.ev.bottleneck) },
        { text: `${f.money(m.stale.value)} of pipeline is waiting on us, not on the buyer.`, evidence: evidence(f.ev.stale) },
      ],
      risks: f.staleShare > 0.25 ? ['More than a quarter of open leads are going cold.'] : [],
      recommendations: [m.stale.count > 0 ? 'Give every open lead a next step and a date this week.' : 'Keep every open lead’s next step dated.'],
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

export function builtinStrategy(request: StrategyRequest, m: Metrics): Strategy {
  const f = readFigures(m)
  const step = HORIZON_STEP[request.horizonDays]
  const pct = `${Math.round(step * 100)}%`
  const within = `${request.horizonDays} days`
  const objectives: Strategy['objectives'] = []
  const initiatives: Strategy['initiatives'] = []
  const rate = m.leads.winRate

  if (request.focus === 'growth') {
    objectives.push({ kpi: 'Value won per month', baseline: f.money(m.forecast.monthlyWonRunRate), target: f.money(m.forecast.monthlyWonRunRate * (1 + step)) })
    objectives.push({ kpi: 'New leads per 30 days', baseline: String(m.velocity.last30Days), target: String(Math.ceil(m.velocity.last30Days * (1 + step)) || 5) })
    initiatives.push({ owner: 'cmo', action: f.bestChannel ? `Scale ${CAMPAIGN_CHANNEL_LABELS[f.bestChannel.channel]}, the channel that closes best` : 'Run two small channel tests and keep the one that closes', timeframe: 'weeks 1–4' })
    if (f.bestSource) initiatives.push({ owner: 'cmo', action: `Ask for more ${LEAD_SOURCE_LABELS[f.bestSource.source].toLowerCase()} leads: they bring the most won value`, timeframe: 'ongoing' })
  }
  if (request.focus === 'efficiency') {
    objectives.push({ kpi: 'Campaign return', baseline: f.campaignReturn === null ? 'not measured' : `${f.campaignReturn.toFixed(1)}×`, target: f.campaignReturn === null ? 'measured for every campaign' : `${(f.campaignReturn * (1 + step)).toFixed(1)}×` })
    objectives.push({ kpi: 'Budget in campaigns returning less than their cost', baseline: f.money(f.weakCampaigns.reduce((t, c) => t + c.budget, 0)), target: f.money(0) })
    for (const c of f.weakCampaigns.slice(0, 2)) initiatives.push({ owner: 'cfo', action: `Pause or rework ${c.name} (returned ${(c.returnOnBudget ?? 0).toFixed(1)}× its budget)`, timeframe: 'weeks 1–2' })
  }
  if (request.focus === 'conversion') {
    objectives.push({ kpi: 'Win rate', baseline: rate === null ? 'no closed deals' : formatRate(rate), target: rate === null ? 'measured on 10 closed deals' : formatRate(Math.min(0.95, rate + step / 2)) })
    objectives.push({ kpi: `Open leads untouched ${STALE_AFTER_DAYS}+ days`, baseline: String(m.stale.count), target: '0' })
    initiatives.push({ owner: 'coo', action: `Clear the ${m.stale.count} overdue follow-ups and give every open lead a dated next step`, timeframe: 'week 1' })
    initiatives.push({ owner: 'coo', action: `Review the ${LEAD_STATUS_LABELS[f.bottleneck].toLowerCase()} stage, where most open leads wait, and remove one step from it`, timeframe: 'weeks 2–4' })
  }
  if (request.focus === 'retention') {
    objectives.push({ kpi: 'Won customers with a check-in logged', baseline: 'not tracked yet', target: `all ${m.leads.won} won customers within ${within}` })
    initiatives.push({ owner: 'coo', action: `Schedule a check-in with each of the ${m.leads.won} won customers`, timeframe: 'weeks 1–4' })
    initiatives.push({ owner: 'cmo', action: 'Ask satisfied customers for a referral: referrals are a lead source we can measure', timeframe: 'weeks 3–8' })
  }
  objectives.push({ kpi: 'Weighted pipeline', baseline: f.money(m.leads.weightedPipeline), target: f.money(m.leads.weightedPipeline * (1 + step)) })
  initiatives.push({ owner: 'cto', action: f.dataIssues > 0 ? `Fix the ${f.dataIssues} gaps in the lead records so progress can be measured` : 'Set up a weekly report of these KPIs', timeframe: 'week 1' })
  initiatives.push({ owner: 'cfo', action: `Hold spend to ${f.money(m.campaigns.activeBudget)} in active campaigns until the first KPI review`, timeframe: within })
  initiatives.push({ owner: 'ceo', action: `Review the KPIs with the board every ${request.horizonDays >= 90 ? 30 : 10} days and adjust`, timeframe: within })

  const risks = [
    !f.enoughData ? `Only ${f.closed} deals have closed, so the baselines are thin.` : null,
    m.stale.count > 0 ? `${count(m.stale.count, 'open lead')} ${isAre(m.stale.count)} going cold while this runs.` : null,
    f.campaignReturn !== null && f.campaignReturn < 1 ? 'Campaigns have not yet paid back their budget.' : null,
    m.otherCurrencyRecords > 0 ? `${m.otherCurrencyRecords} records in other currencies are not in these figures.` : null,
  ].filter((r): r is string => r !== null)

  const goal = request.goal.length > 100 ? `${request.goal.slice(0, 97)}…` : request.goal
  return {
    title: `${STRATEGY_FOCUS_LABELS[request.focus]} in ${within}`,
    summary: `Goal: ${goal}. From today’s figures (${f.money(m.leads.wonValue)} won, ${f.money(m.leads.weightedPipeline)} weighted pipeline, win rate ${rate === null ? 'not measured' : formatRate(rate)}), the plan aims for a ${pct} improvement in ${within}, with each executive owning a part.`,
    objectives: objectives.slice(0, 5),
    initiatives: initiatives.slice(0, 8),
    risks: risks.slice(0, 5),
  }
}
