// A strategy built from a goal: the goal's metric, target and deadline
// (./goal), the company's current value and trend of that metric (its standing figures and CRM
// figures, through the book of ./figures), the gap, and initiatives sized from the company's own
// funnel — win rate by lead source, lead volume and cost per lead by channel, stale pipeline,
// channel return on spend — whose effects add up to the gap, with every step of the arithmetic, a
// month-by-month plan to the deadline and the KPIs to watch. A goal the figures cannot reach in
// time says so with the numbers and a reachable alternative; a goal on a figure the company has not
// entered names the figure and where to enter it. Pure and deterministic: the same goal and data
// give the same strategy. Tested in tests/unit/decision-strategy.test.ts.
import type { ExecutiveId } from '../executives'
import type { Metrics } from '../metrics'
import type { StandingFigure } from '../schemas/board-pack'
import type { Strategy, StrategyFocus } from '../schemas/boardroom'
import { CAMPAIGN_CHANNEL_LABELS } from '../schemas/campaign'
import { LEAD_SOURCE_LABELS } from '../schemas/lead'
import { METRIC_BY_ID, type MetricDef } from './catalogue'
import { buildBook, formatValue } from './figures'
import { monthsBetween, targetValue, type Goal } from './goal'

export type Step = { label: string; formula: string; value: string }
export type GoalInitiative = { owner: ExecutiveId; action: string; timeframe: string; effect: string; basis: string }
export type PlanMonth = { month: string; actions: string; expected: string }
export type Kpi = { kpi: string; now: string; target: string }
export type Verdict = 'reachable' | 'unreachable' | 'needs-figure' | 'unjudged'

export type GoalStrategy = {
  title: string
  summary: string
  verdict: Verdict
  goal: {
    text: string
    metric: string
    metricName: string
    direction: 'increase' | 'decrease'
    deadline: string
    deadlinePhrase: string
    assumedDeadline: boolean
  }
  current: string | null
  target: string | null
  gap: string | null
  /** What the numbers say when the goal cannot be reached in time, and what can. */
  alternative: string | null
  arithmetic: Step[]
  initiatives: GoalInitiative[]
  plan: PlanMonth[]
  kpis: Kpi[]
  /** Figures to enter before the goal can be planned: the figure, and where. */
  needs: { figure: string; where: string }[]
  risks: string[]
}

export const FIGURES_PAGE = '/dashboard/company-setup'
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const monthLabel = (key: string) => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`
const dateLabel = (iso: string) => `${Number(iso.slice(8, 10))} ${monthLabel(iso.slice(0, 7))}`
const addMonthKey = (key: string, n: number) => {
  const d = new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1 + n, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Least-squares slope of y over 0..n−1: the trend per step. */
export function slope(ys: number[]): number {
  const n = ys.length
  if (n < 2) return 0
  const mx = (n - 1) / 2
  const my = ys.reduce((t, y) => t + y, 0) / n
  let num = 0
  let den = 0
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my)
    den += (x - mx) ** 2
  })
  return den === 0 ? 0 : num / den
}

/** How a metric moves with the funnel: a flow per month, or a stock that accumulates what flows in. */
type Model =
  | 'flow-value'
  | 'flow-wins'
  | 'stock-mrr'
  | 'stock-customers'
  | 'flow-leads'
  | 'rate-win'
  | 'stock-pipeline'
  | 'generic'
const MODEL: Record<string, Model> = {
  revenue: 'flow-value',
  new_customers: 'flow-wins',
  mrr: 'stock-mrr',
  customers: 'stock-customers',
  leads: 'flow-leads',
  win_rate: 'rate-win',
  pipeline: 'stock-pipeline',
}

const LEVER_NAMES: Record<string, string> = {
  'win-rate': 'win rate',
  stale: 'stale pipeline',
  volume: 'lead volume',
  channel: 'channel mix',
}

/** The executive who owns moving each kind of metric. */
const OWNER_BY_AREA: Record<string, ExecutiveId> = {
  finance: 'cfo',
  saas: 'coo',
  marketing: 'cmo',
  sales: 'coo',
  operations: 'coo',
  engineering: 'cto',
  security: 'cto',
  proposal: 'ceo',
}

/** A lever of the funnel, with its capacity by the deadline in the metric's unit and how it was sized. */
type Lever = {
  key: string
  owner: ExecutiveId
  action: string
  capacity: number
  basis: string
  steps: Step[]
  kpi?: Kpi
}

export type StrategyInput = { goal: Goal; metrics: Metrics; standing: StandingFigure[] }

export function buildGoalStrategy({ goal, metrics: m, standing }: StrategyInput): GoalStrategy {
  const def = METRIC_BY_ID.get(goal.metric)!
  const currency = m.currency
  /** A value in the metric's own unit: counts are whole things ("21 leads a month", never 21.36). */
  const show = (v: number, d: MetricDef = def) =>
    d.dimension === 'count'
      ? countText(v, d, 0, d.period)
      : formatValue(d.dimension, round(v, d.dimension === 'percent' ? 6 : 2), currency, d.period)
  /** A change in the metric, without its period: "+$2,945" of MRR each month, not "$2,945 a month a month". */
  const amount = (v: number) =>
    def.dimension === 'count'
      ? countText(v, def, 1, 'once')
      : formatValue(def.dimension, round(v, def.dimension === 'percent' ? 6 : 2), currency, 'once')
  const money = (v: number) => formatValue('money', round(v), currency)
  const pct = (v: number) => formatValue('percent', v, currency)
  const today = m.asOf.slice(0, 10)
  const n = round(monthsBetween(today, goal.deadline.date), 1)
  const book = buildBook({ pack: [], question: [], standing, crm: m })
  const model = MODEL[goal.metric] ?? 'generic'

  // The funnel from the CRM: leads a month, win rate, average won deal, wins a month.
  const fullMonths = m.months.slice(0, -1)
  const lastThree = fullMonths.slice(-3)
  const leadsPerMonth = m.velocity.last30Days
  const winRate = m.leads.won + m.leads.lost >= 5 ? m.leads.winRate : null
  const avgDeal = m.leads.won >= 3 ? m.leads.averageWonValue : null
  const winsPerMonth = lastThree.length > 0 ? lastThree.reduce((t, x) => t + x.won, 0) / lastThree.length : 0
  const arpa = book.num('arpa')
  const churn = book.num('churn')

  const base = {
    goal: {
      text: goal.text,
      metric: goal.metric,
      metricName: def.name,
      direction: goal.direction,
      deadline: goal.deadline.date,
      deadlinePhrase: goal.deadline.phrase,
      assumedDeadline: !!goal.deadline.assumed,
    },
    risks: [] as string[],
  }
  const arithmetic: Step[] = []

  // ---- The current value ------------------------------------------------------------------------
  let current: number | undefined
  let currentLabel = ''
  if (goal.metric === 'revenue' && book.get('revenue')?.source !== 'standing' && m.leads.won > 0) {
    current = m.forecast.monthlyWonRunRate
    currentLabel = `won value a month, average of ${lastThree.map((x) => monthLabel(x.month)).join(', ')} (${lastThree.map((x) => money(x.wonValue)).join(' + ')}) ÷ 3`
  } else if (goal.metric === 'new_customers' && m.leads.won > 0) {
    current = round(winsPerMonth, 2)
    currentLabel = `deals won a month, average of ${lastThree.map((x) => `${x.won}`).join(' + ')} over the last 3 full months ÷ 3`
  } else {
    const f = book.get(goal.metric)
    if (f && typeof f.value === 'number') {
      current = f.value
      currentLabel = `${f.label} (${f.source === 'standing' ? `your figure as of ${f.asOf}` : `your CRM, ${f.asOf}`})`
    }
  }
  if (current === undefined) {
    return {
      ...base,
      title: `${def.name}: the figure is needed first`,
      summary: `The goal "${goal.text}" is about ${def.name}, which the company has no figure for yet. Enter it under Figures at ${FIGURES_PAGE} (with the date it was measured) and generate the strategy again: the gap, the initiatives and the plan are all computed from it.`,
      verdict: 'needs-figure',
      current: null,
      target: null,
      gap: null,
      alternative: null,
      arithmetic: [],
      initiatives: [],
      plan: [],
      kpis: [],
      needs: [{ figure: def.name, where: FIGURES_PAGE }],
    }
  }
  // A relative target on a count is a whole number of things, rounded the goal's way.
  const exact = targetValue(goal, current)
  const target =
    def.dimension === 'count' && goal.target.kind !== 'absolute'
      ? goal.direction === 'decrease'
        ? Math.floor(exact)
        : Math.ceil(exact)
      : exact
  arithmetic.push({ label: `${def.name} today`, formula: currentLabel, value: show(current) })
  const targetFormula =
    goal.target.kind === 'absolute'
      ? `as the goal states (${goal.targetPhrase})`
      : goal.target.kind === 'multiple'
        ? `${show(current)} × ${goal.target.factor}`
        : goal.target.kind === 'change'
          ? `${show(current)} × (1 ${goal.target.fraction < 0 ? '−' : '+'} ${round(Math.abs(goal.target.fraction) * 100, 2)} %)`
          : `${show(current)} ${goal.target.amount < 0 ? '−' : '+'} ${show(Math.abs(goal.target.amount))}`
  arithmetic.push({ label: `Target by ${dateLabel(goal.deadline.date)}`, formula: targetFormula, value: show(target) })
  arithmetic.push({
    label: 'Months to the deadline',
    formula: `${today} to ${goal.deadline.date} ÷ 30.44 days`,
    value: `${n} months`,
  })
  if (n < 1)
    base.risks.push(
      `Under a month remains: the initiatives below will barely have started by ${dateLabel(goal.deadline.date)}.`,
    )

  // ---- The trend: where the metric is headed without new initiatives ------------------------------
  let trendPerMonth = 0
  let trendBasis = 'no history of this figure: it is assumed to stay where it is'
  if (model === 'flow-value' && goal.metric === 'revenue' && book.get('revenue')?.source !== 'standing') {
    const ys = fullMonths.map((x) => x.wonValue)
    trendPerMonth = slope(ys)
    trendBasis = `least-squares slope of won value over ${monthLabel(fullMonths[0].month)}–${monthLabel(fullMonths.at(-1)!.month)} (${ys.map(money).join(', ')})`
  } else if (model === 'flow-leads') {
    const ys = fullMonths.map((x) => x.created)
    trendPerMonth = slope(ys)
    trendBasis = `least-squares slope of new leads over ${monthLabel(fullMonths[0].month)}–${monthLabel(fullMonths.at(-1)!.month)} (${ys.join(', ')})`
  } else if (model === 'flow-wins') {
    const ys = fullMonths.map((x) => x.won)
    trendPerMonth = slope(ys)
    trendBasis = `least-squares slope of deals won over ${monthLabel(fullMonths[0].month)}–${monthLabel(fullMonths.at(-1)!.month)} (${ys.join(', ')})`
  } else if (model === 'stock-mrr' && arpa !== undefined) {
    const inflow = winsPerMonth * arpa
    const outflow = churn !== undefined ? churn * current : 0
    trendPerMonth = inflow - outflow
    trendBasis = `new MRR ${round(winsPerMonth, 2)} wins a month × ${money(arpa)} revenue per customer = ${money(inflow)}${churn !== undefined ? ` − churn ${pct(churn)} × ${money(current)} = ${money(outflow)}` : ' (no churn figure: none subtracted)'}`
  } else if (model === 'stock-customers') {
    const outflow = churn !== undefined ? churn * current : 0
    trendPerMonth = winsPerMonth - outflow
    trendBasis = `${round(winsPerMonth, 2)} deals won a month${churn !== undefined ? ` − churn ${pct(churn)} × ${round(current, 0)} customers = ${round(outflow, 2)}` : ''}`
  }
  const decrease = goal.direction === 'decrease'
  const projected = model === 'generic' || model === 'rate-win' ? current : current + trendPerMonth * n
  if (trendPerMonth !== 0 || model !== 'generic') {
    arithmetic.push({
      label: 'Trend',
      formula: trendBasis,
      value: `${trendPerMonth >= 0 ? '+' : '−'}${amount(Math.abs(trendPerMonth))} each month`,
    })
    arithmetic.push({
      label: `Where the trend leads by ${dateLabel(goal.deadline.date)}`,
      formula: `${show(current)} ${trendPerMonth >= 0 ? '+' : '−'} ${amount(Math.abs(trendPerMonth))} × ${n} months`,
      value: show(projected),
    })
  }
  const gap = target - projected
  arithmetic.push({
    label: 'Gap the initiatives must close',
    formula: `${show(target)} − ${show(projected)}`,
    value: `${gap < 0 ? '−' : ''}${show(Math.abs(gap))}`,
  })

  // ---- The levers, sized from the company's own funnel ------------------------------------------
  const levers: Lever[] = []
  const bestSource = m.sources
    .filter((s) => s.won + s.lost >= 5 && s.winRate !== null)
    .sort((a, b) => (b.winRate ?? 0) - (a.winRate ?? 0) || a.source.localeCompare(b.source))[0]
  const bestMonth = fullMonths.reduce(
    (best, x) => (x.created > best.created ? x : best),
    fullMonths[0] ?? { month: '', created: 0, won: 0, wonValue: 0 },
  )
  const returning = m.channels.filter((c) => c.budget > 0 && c.returnOnBudget !== null && c.leads > 0)
  const bestChannel = [...returning].sort(
    (a, b) => (b.returnOnBudget ?? 0) - (a.returnOnBudget ?? 0) || a.channel.localeCompare(b.channel),
  )[0]
  const worstChannel = [...returning].sort(
    (a, b) => (a.returnOnBudget ?? 0) - (b.returnOnBudget ?? 0) || a.channel.localeCompare(b.channel),
  )[0]
  // What one more won deal, or one more lead, is worth to the goal's metric by the deadline.
  const perWin =
    model === 'flow-value'
      ? (avgDeal ?? 0)
      : model === 'flow-wins'
        ? 1
        : model === 'stock-mrr'
          ? (arpa ?? (avgDeal !== null ? avgDeal / 12 : 0)) * n
          : model === 'stock-customers'
            ? n
            : 0
  const perWinBasis =
    model === 'flow-value'
      ? `× average won deal ${money(avgDeal ?? 0)}`
      : model === 'flow-wins'
        ? ''
        : model === 'stock-mrr'
          ? arpa !== undefined
            ? `× ${money(arpa)} revenue per customer × ${n} months`
            : `× average won deal ${money(avgDeal ?? 0)} ÷ 12 (taken as annual contract value) × ${n} months`
          : model === 'stock-customers'
            ? `× ${n} months`
            : ''
  const funnel = perWin > 0 && winRate !== null

  if (
    winRate !== null &&
    bestSource?.winRate !== null &&
    bestSource &&
    bestSource.winRate! > winRate &&
    (funnel || model === 'rate-win')
  ) {
    const lift = bestSource.winRate! - winRate
    const capacity = model === 'rate-win' ? lift : leadsPerMonth * lift * perWin
    const label = LEAD_SOURCE_LABELS[bestSource.source]
    levers.push({
      key: 'win-rate',
      owner: 'coo',
      action: `Raise the win rate from ${pct(winRate)} to ${pct(bestSource.winRate!)}, what ${label.toLowerCase()} leads already close at: qualify every lead against what those deals had in common and give each open lead a dated next step`,
      capacity,
      basis:
        model === 'rate-win'
          ? `${pct(bestSource.winRate!)} (${label}, ${bestSource.won + bestSource.lost} closed) − ${pct(winRate)}`
          : `${leadsPerMonth} leads a month × (${pct(bestSource.winRate!)} − ${pct(winRate)}) ${perWinBasis}`,
      steps: [],
      kpi: { kpi: 'Win rate', now: pct(winRate), target: pct(bestSource.winRate!) },
    })
  }
  if (m.stale.count > 0 && funnel && winRate !== null && model !== 'stock-customers') {
    const wins = m.stale.count * winRate
    const capacity =
      model === 'flow-value'
        ? (m.stale.value * winRate) / Math.max(n, 1)
        : model === 'flow-wins'
          ? wins / Math.max(n, 1)
          : model === 'stock-mrr'
            ? wins * (arpa ?? (avgDeal ?? 0) / 12)
            : 0
    if (capacity > 0)
      levers.push({
        key: 'stale',
        owner: 'coo',
        action: `Work the ${m.stale.count} open leads (${money(m.stale.value)}) untouched for 14 days or more: call each this month and close or disqualify it`,
        capacity,
        basis:
          model === 'flow-value'
            ? `${money(m.stale.value)} stale pipeline × win rate ${pct(winRate)} ÷ ${Math.max(n, 1)} months`
            : model === 'flow-wins'
              ? `${m.stale.count} stale leads × ${pct(winRate)} ÷ ${Math.max(n, 1)} months`
              : `${m.stale.count} stale leads × ${pct(winRate)} × ${money(arpa ?? (avgDeal ?? 0) / 12)} a month each`,
        steps: [],
        kpi: { kpi: 'Open leads untouched 14+ days', now: String(m.stale.count), target: '0' },
      })
  }
  const extraLeads = Math.max(0, bestMonth.created - leadsPerMonth)
  if (extraLeads > 0 && (funnel || model === 'flow-leads' || model === 'stock-pipeline')) {
    // cost per lead as the semantic layer defines it: spend ÷ leads (none without imported spend)
    const cpl = bestChannel?.spend && bestChannel.leads > 0 ? bestChannel.spend / bestChannel.leads : null
    const capacity =
      model === 'flow-leads'
        ? extraLeads
        : model === 'stock-pipeline'
          ? extraLeads * (avgDeal ?? 0) * n
          : extraLeads * winRate! * perWin
    if (capacity > 0)
      levers.push({
        key: 'volume',
        owner: 'cmo',
        action: `Bring new leads back to ${bestMonth.created} a month (${monthLabel(bestMonth.month)}'s level) from ${leadsPerMonth}${bestChannel ? `, through ${CAMPAIGN_CHANNEL_LABELS[bestChannel.channel]} (returned ${round(bestChannel.returnOnBudget ?? 0, 2)}× its budget${cpl !== null ? `, ${money(cpl)} a lead: about ${money(extraLeads * cpl)} more a month` : ''})` : ''}`,
        capacity,
        basis:
          model === 'flow-leads'
            ? `${bestMonth.created} (best month) − ${leadsPerMonth} (last 30 days)`
            : model === 'stock-pipeline'
              ? `${extraLeads} more leads a month × average won deal ${money(avgDeal ?? 0)} × ${n} months`
              : `${extraLeads} more leads a month × win rate ${pct(winRate!)} ${perWinBasis}`,
        steps: [],
        kpi: { kpi: 'New leads a month', now: String(leadsPerMonth), target: String(bestMonth.created) },
      })
  }
  if (
    bestChannel &&
    worstChannel &&
    bestChannel !== worstChannel &&
    (bestChannel.returnOnBudget ?? 0) > (worstChannel.returnOnBudget ?? 0) &&
    model === 'flow-value'
  ) {
    const moved = worstChannel.budget
    const capacity = (moved * ((bestChannel.returnOnBudget ?? 0) - (worstChannel.returnOnBudget ?? 0))) / Math.max(n, 1)
    if (capacity > 0)
      levers.push({
        key: 'channel',
        owner: 'cmo',
        action: `Move ${CAMPAIGN_CHANNEL_LABELS[worstChannel.channel]}'s ${money(moved)} budget (returned ${round(worstChannel.returnOnBudget ?? 0, 2)}×) to ${CAMPAIGN_CHANNEL_LABELS[bestChannel.channel]} (returned ${round(bestChannel.returnOnBudget ?? 0, 2)}×)`,
        capacity,
        basis: `${money(moved)} × (${round(bestChannel.returnOnBudget ?? 0, 2)} − ${round(worstChannel.returnOnBudget ?? 0, 2)}) ÷ ${Math.max(n, 1)} months`,
        steps: [],
        kpi: {
          kpi: `${CAMPAIGN_CHANNEL_LABELS[bestChannel.channel]} return on budget`,
          now: `${round(bestChannel.returnOnBudget ?? 0, 2)}×`,
          target: `≥ ${round(bestChannel.returnOnBudget ?? 0, 2)}×`,
        },
      })
  }

  // ---- Sizing: each lever takes what it can until the gap is closed --------------------------------
  const initiatives: GoalInitiative[] = []
  const kpis: Kpi[] = [{ kpi: def.name, now: show(current), target: show(target) }]
  let verdict: Verdict
  let alternative: string | null = null
  const needed = decrease ? -gap : gap
  const deadlineText = dateLabel(goal.deadline.date)
  /** What the levers close of the gap (in the goal's direction). */
  let supported = 0
  /** The initiatives that start in the first month, by name. */
  const starts: string[] = []

  /** What is left of the gap that counts as closed: under half a thing for a count, else nothing. */
  const close = def.dimension === 'count' ? 0.5 : 1e-6
  // Already at or past the target: nothing to close, whatever the trend.
  const met = decrease ? current <= target : current >= target
  if (met) {
    verdict = 'reachable'
    arithmetic.push({
      label: 'Initiatives needed',
      formula: `${def.name} is already ${show(current)}, ${decrease ? 'at or below' : 'at or above'} the target ${show(target)}`,
      value: 'none beyond holding it',
    })
  } else if (needed <= 0) {
    verdict = 'reachable'
    arithmetic.push({
      label: 'Initiatives needed',
      formula: `the trend alone reaches ${show(target)}: the gap is ${show(Math.abs(gap))} the other way`,
      value: 'none beyond keeping the trend',
    })
  } else if (levers.length > 0) {
    let left = needed
    const sized: { lever: Lever; effect: number }[] = []
    for (const lever of levers) {
      if (left <= close) break
      const effect = Math.min(lever.capacity, left)
      sized.push({ lever, effect })
      left -= effect
    }
    for (const { lever, effect } of sized) {
      starts.push(`${LEVER_NAMES[lever.key]} (${lever.owner.toUpperCase()})`)
      const share =
        effect < lever.capacity
          ? ` (${round((effect / lever.capacity) * 100, 0)} % of what it can bring, ${show(lever.capacity)})`
          : ''
      arithmetic.push({
        label: `Initiative: ${LEVER_NAMES[lever.key]}`,
        formula: `${lever.basis}${share}`,
        value: `${decrease ? '−' : '+'}${show(effect)}`,
      })
      initiatives.push({
        owner: lever.owner,
        action: lever.action,
        timeframe: lever.key === 'stale' ? 'month 1' : `month 1 to ${deadlineText}`,
        effect: `${decrease ? '−' : '+'}${show(effect)} by ${deadlineText}`,
        basis: lever.basis,
      })
      if (lever.kpi) kpis.push(lever.kpi)
    }
    const total = sized.reduce((t, s) => t + s.effect, 0)
    supported = total
    arithmetic.push({
      label: 'Initiatives together',
      formula: sized.map((s) => show(s.effect)).join(' + '),
      value: show(total),
    })
    if (left > close) {
      verdict = 'unreachable'
      const reachable = projected + (decrease ? -total : total)
      arithmetic.push({
        label: 'Short of the target',
        formula: `${show(needed)} needed − ${show(total)} the figures support`,
        value: show(left),
      })
      // The date by which the target is reachable: a stock gains trend plus initiatives each month;
      // a flow keeps the initiatives' level and gains its trend each month.
      const stock = model === 'stock-mrr' || model === 'stock-customers' || model === 'stock-pipeline'
      const perMonth = stock && n > 0 ? trendPerMonth + total / n : trendPerMonth
      const distance = stock ? target - current : target - current - total
      const monthsNeeded = perMonth > 0 && !decrease ? distance / perMonth : null
      const when =
        monthsNeeded !== null && Number.isFinite(monthsNeeded)
          ? addMonthKey(today.slice(0, 7), Math.ceil(monthsNeeded))
          : null
      alternative = `The figures support ${show(reachable)} by ${deadlineText}, not ${show(target)}: ${show(left)} short.${when ? ` At ${amount(perMonth)} more each month (trend plus initiatives), ${show(target)} is reachable by the end of ${monthLabel(when)} (${amount(distance)} ÷ ${amount(perMonth)} = ${round(monthsNeeded!, 1)} months).` : ''} Either aim for ${show(reachable)} by ${deadlineText}${when ? `, or for ${show(target)} by ${monthLabel(when)}` : ''}.`
      if (when)
        arithmetic.push({
          label: 'When the target is reachable',
          formula: stock
            ? `(${amount(target)} − ${amount(current)}) ÷ ${amount(perMonth)} more each month`
            : `(${amount(target)} − ${amount(current)} − ${amount(total)} from the initiatives) ÷ trend ${amount(perMonth)} each month`,
          value: `${round(monthsNeeded!, 1)} months: ${monthLabel(when)}`,
        })
    } else verdict = 'reachable'
  } else {
    // No lever the company's records can size: split the gap into the plan's parts, said openly.
    verdict = 'unjudged'
    const playbook = PLAYBOOK[goal.metric] ?? genericPlaybook(def)
    const shares = playbook.map((p) => p.share)
    const sum = shares.reduce((t, s) => t + s, 0)
    playbook.forEach((p, i) => {
      const effect = (needed * p.share) / sum
      arithmetic.push({
        label: `Part ${i + 1}: ${p.short}`,
        formula: `${show(needed)} × ${round((p.share / sum) * 100, 0)} % (the plan's split)`,
        value: `${decrease ? '−' : '+'}${show(effect)}`,
      })
      starts.push(p.short)
      initiatives.push({
        owner: p.owner ?? OWNER_BY_AREA[def.area] ?? 'ceo',
        action: p.action,
        timeframe: `month ${i + 1} to ${deadlineText}`,
        effect: `${decrease ? '−' : '+'}${show(effect)} by ${deadlineText}`,
        basis: `the plan's split: the company's records hold no measured effect of this initiative on ${def.name}`,
      })
    })
    base.risks.push(
      `Your records hold one value of ${def.name}, so neither its trend nor what each initiative can do is measured: the split is the plan's, and the monthly KPI shows whether it holds. Update ${def.name} each month under Figures (${FIGURES_PAGE}).`,
    )
  }

  // ---- The month-by-month plan -------------------------------------------------------------------
  const plan: PlanMonth[] = []
  const endKey = goal.deadline.date.slice(0, 7)
  const steps = Math.max(1, Math.min(36, monthsBetweenKeys(today.slice(0, 7), endKey)))
  const endValue = met ? current : verdict === 'unreachable' ? projected + (decrease ? -supported : supported) : target
  for (let i = 1; i <= steps; i++) {
    const key = i === steps ? endKey : addMonthKey(today.slice(0, 7), i)
    const expected = current + ((endValue - current) * i) / steps
    const actions =
      i === 1
        ? starts.length > 0
          ? `Start: ${starts.join('; ')}`
          : 'Keep the trend'
        : i === steps
          ? `Deadline: ${def.name} at ${show(endValue)}${verdict === 'unreachable' ? ` (target ${show(target)})` : ''}`
          : i % 3 === 0
            ? 'Quarterly review with the board: compare each KPI with its line and move effort to what is ahead'
            : 'Weekly: log the KPIs; monthly: update the figure and check it against this line'
    plan.push({ month: monthLabel(key), actions, expected: show(expected) })
  }

  initiatives.push({
    owner: 'cfo',
    action: `Record ${def.name} every month under Figures (${FIGURES_PAGE}) so the board sees the line against this plan`,
    timeframe: 'monthly',
    effect: 'measures progress',
    basis: 'the plan is judged on the same figure it started from',
  })
  initiatives.push({
    owner: 'ceo',
    action: `Review the KPIs with the board every month and move effort to the initiative that is behind`,
    timeframe: `to ${deadlineText}`,
    effect: 'keeps the plan on its line',
    basis: 'a monthly review against the month-by-month line',
  })
  if (m.otherCurrencyRecords > 0)
    base.risks.push(`${m.otherCurrencyRecords} records in other currencies are not in these figures.`)
  if (winRate !== null && m.leads.won + m.leads.lost < 10)
    base.risks.push(`Only ${m.leads.won + m.leads.lost} deals have closed, so the win rate is thin evidence.`)

  const verb = decrease ? 'down' : 'up'
  const title = `${def.name} ${verb} to ${show(target)} by ${deadlineText}`
  const summary =
    verdict === 'unreachable'
      ? `${def.name} is ${show(current)} and heads for ${show(projected)} by ${deadlineText}; the goal needs ${show(target)}. The initiatives your figures support close ${show(supported)} of the ${show(needed)} gap, so the goal is out of reach as set: what the figures reach instead is below.`
      : verdict === 'unjudged'
        ? `${def.name} is ${show(current)}; the goal is ${show(target)} by ${deadlineText}, a gap of ${show(Math.abs(gap))}. Your records cannot size what each initiative will do, so the gap is split between them and tracked monthly.`
        : met
          ? `${def.name} is already ${show(current)}, ${decrease ? 'at or below' : 'at or above'} the goal's ${show(target)} by ${deadlineText}: hold it there.`
          : `${def.name} is ${show(current)} and heads for ${show(projected)} by ${deadlineText}; the goal is ${show(target)}. ${needed <= 0 ? 'The trend alone gets there: keep it.' : `The initiatives below close the ${show(needed)} gap, each sized from your own figures.`}`
  return {
    ...base,
    title: title.slice(0, 160),
    summary: summary.slice(0, 800),
    verdict,
    current: show(current),
    target: show(target),
    gap: `${gap < 0 ? '−' : ''}${show(Math.abs(gap))}`,
    alternative,
    arithmetic: arithmetic.slice(0, 30),
    initiatives: initiatives.slice(0, 8),
    plan,
    kpis: kpis.slice(0, 6),
    needs: [],
    risks: base.risks.slice(0, 5),
  }
}

/** The things a count metric counts, for its values ("21 leads a month"). */
const COUNT_NOUNS: Record<string, [one: string, many: string]> = {
  leads: ['lead', 'leads'],
  new_customers: ['new customer', 'new customers'],
  customers: ['customer', 'customers'],
  signups: ['sign-up', 'sign-ups'],
  headcount: ['person', 'people'],
}

/** A count in whole things (`digits` decimals for a rate of change), with its noun and period. */
function countText(v: number, d: MetricDef, digits: number, period: MetricDef['period']): string {
  const n = round(v, digits)
  const noun = COUNT_NOUNS[d.id]
  const shown = n.toLocaleString('en-US', { maximumFractionDigits: digits })
  const per = period === 'month' ? ' a month' : period === 'year' ? ' a year' : ''
  return `${shown}${noun ? ` ${Math.abs(n) === 1 ? noun[0] : noun[1]}` : ''}${per}`
}

function monthsBetweenKeys(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7))
}
type Play = { short: string; action: string; share: number; owner?: ExecutiveId }
const PLAYBOOK: Record<string, Play[]> = {
  churn: [
    {
      short: 'save the customers about to leave',
      action: 'Call every customer whose usage or payments dropped in the last 30 days and agree a fix with each',
      share: 3,
      owner: 'coo',
    },
    {
      short: 'onboarding',
      action: 'Give every new customer a 30-day onboarding check-in: most churn starts in the first months',
      share: 2,
      owner: 'coo',
    },
    { short: 'annual terms', action: 'Offer monthly customers an annual plan at renewal', share: 1, owner: 'cfo' },
  ],
  cac: [
    {
      short: 'channel mix',
      action: 'Move budget from the campaigns with the lowest return to the best-returning channel',
      share: 3,
      owner: 'cmo',
    },
    {
      short: 'conversion',
      action: 'Raise lead-to-customer conversion: follow up every lead within two days',
      share: 2,
      owner: 'coo',
    },
    {
      short: 'referrals',
      action: 'Ask satisfied customers for referrals, the cheapest source of customers',
      share: 1,
      owner: 'cmo',
    },
  ],
  net_burn: [
    {
      short: 'spend that returns least',
      action: 'Cut the spend with the lowest measured return first (campaigns below 1× their budget)',
      share: 3,
      owner: 'cfo',
    },
    { short: 'vendors', action: 'Renegotiate or drop the three largest vendor contracts', share: 2, owner: 'coo' },
    { short: 'collections', action: 'Collect overdue invoices and shorten payment terms', share: 1, owner: 'cfo' },
  ],
}
function genericPlaybook(def: MetricDef): Play[] {
  return [
    {
      short: 'the largest driver',
      action: `Find what moves ${def.name} most in your records and put the first month's effort there`,
      share: 2,
    },
    { short: 'the process', action: `Give ${def.name} an owner and a weekly check`, share: 1 },
  ]
}

// ---- As a stored strategy ----------------------------------------------------------------------------

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The focus a goal's metric belongs to (the strategies list groups by it). */
export function focusFor(metric: string): StrategyFocus {
  if (['churn', 'revenue_churn', 'nrr', 'grr', 'customers', 'csat', 'nps', 'activation'].includes(metric))
    return 'retention'
  if (['win_rate', 'lead_conversion', 'pipeline', 'weighted_pipeline', 'sales_cycle', 'average_deal'].includes(metric))
    return 'conversion'
  if (
    [
      'cac',
      'cac_payback',
      'ltv_cac',
      'cpl',
      'roas',
      'net_burn',
      'gross_burn',
      'runway',
      'cash',
      'gross_margin',
      'operating_margin',
      'burn_multiple',
    ].includes(metric)
  )
    return 'efficiency'
  return 'growth'
}

/** The strategy as the strategies table stores it: objectives from the KPIs, the plan kept whole. */
export function toStrategy(s: GoalStrategy): Strategy {
  const needsFigure = s.verdict === 'needs-figure'
  const objectives = needsFigure
    ? [{ kpi: s.goal.metricName, baseline: 'not entered yet', target: 'enter it first' }]
    : s.kpis.map((k) => ({ kpi: clip(k.kpi, 120), baseline: clip(k.now, 60), target: clip(k.target, 60) }))
  const initiatives = needsFigure
    ? [
        {
          owner: 'cfo' as const,
          action: `Enter ${s.goal.metricName} under Figures at ${FIGURES_PAGE}, with the date it was measured`,
          timeframe: 'this week',
        },
        {
          owner: 'ceo' as const,
          action:
            'Generate this strategy again once the figure is entered: the gap, the initiatives and the plan are computed from it',
          timeframe: 'after that',
        },
      ]
    : s.initiatives.map((i) => ({
        owner: i.owner,
        action: clip(i.action, 300),
        timeframe: clip(i.timeframe, 60),
        effect: clip(i.effect, 120),
        basis: clip(i.basis, 400),
      }))
  const { title, summary, risks, initiatives: _i, ...plan } = s
  return {
    title: clip(title, 160),
    summary: clip(summary, 800),
    objectives: objectives.slice(0, 5),
    initiatives: initiatives.slice(0, 8),
    risks: risks.map((r) => clip(r, 300)).slice(0, 5),
    goalPlan: {
      ...plan,
      goal: { ...plan.goal, text: clip(plan.goal.text, 300) },
      alternative: plan.alternative && clip(plan.alternative, 800),
    },
  }
}
