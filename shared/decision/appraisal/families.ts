// The board's general appraisal: a few families of analysis written in figure roles, not in named
// metrics, so they decide situations nobody wrote a rule for. Each takes the proposal's model
// (./model) and gives an analysis result the board argues from — formula, inputs, working,
// threshold and the reason for it — or a missing result naming the figure it needs, or nothing
// when the family does not bear on the proposal.
//
//   contribution   (price + fees − unit costs − commissions) × volume − added fixed costs
//   payback        one-off cost ÷ net monthly benefit, against the life, term or a cap; value over life
//   affordability  cash left after the one-off against months of burn or fixed costs, and what falls due
//   loan cover     yearly net benefit ÷ yearly loan payments (debt service cover)
//   price-volume   the volume change a price move needs to break even, against capacity, a test or a past move
//   risk cover     a premium or control against the loss it removes (exposure × probability)
//   options        two options' costs over one horizon (buy or lease, current or new supplier)
//   requirement    a rule, contract or regulation the proposal must meet
import type { ExecutiveId } from '../../executives'
import {
  amortisedPayment,
  type AnalysisResult,
  type Role as AnalysisRole,
  type Support,
  type Verdict,
} from '../analysis-kit'
import { stem, tokenize, type Word } from '../../language/tokens'
import { months } from '../analysis-kit'
import type { FigureReading } from '../reading/fact'
import { PERIOD_MONTHS, type Scope } from '../reading/roles'
import { contentWords, type Model, related, remitOf, showReading, STANDING_SOURCE, type Used, used } from './model'

const pct = (n: number, digits = 1) => `${Number((n * 100).toFixed(digits))}%`
const x = (n: number) => `${Number(n.toFixed(2))}×`

type Def = {
  id: string
  name: string
  owners: ExecutiveId[]
  role: AnalysisRole
  formula: string
  threshold: string
  reason: string
  rule: string
}

function done(
  def: Def,
  inputs: Used[],
  working: string[],
  o: { value: number; display: string; verdict: Verdict; supports: Support; summary: string; hard?: boolean },
): AnalysisResult {
  return { ...def, status: 'done', hard: !!o.hard, inputs, working, needs: [], ...o }
}
function missing(def: Def, needs: string[], inputs: Used[] = []): AnalysisResult {
  return { ...def, status: 'missing', hard: false, inputs, working: [], needs }
}
const owners = (model: Model, ...base: ExecutiveId[]): ExecutiveId[] => [...new Set([...base, ...remitOf(model)])]

/** A spend change: the proposed budget a month less today's. */
export function budgetDelta(model: Model): { value: number; inputs: Used[]; working: string } | null {
  if (!['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop'].includes(model.kind)) return null
  const flows = model
    .all('recurring-cost')
    .filter((r) => model.own(r) && r.period && r.period !== 'once' && r.period !== 'unit')
  const proposed = flows.find((r) => r.scope === 'proposed')
  const today = flows.find((r) => r.scope === 'today') ?? flows.find((r) => r.scope === null && r !== proposed)
  if (!proposed || !today) return null
  const value = (model.monthly(proposed) ?? 0) - (model.monthly(today) ?? 0)
  return {
    value,
    inputs: [used(today, model), used(proposed, model)],
    working: `Change in spend: ${model.money(model.monthly(proposed)!)} − ${model.money(model.monthly(today)!)} = ${model.money(value)} a month.`,
  }
}

/** Proposals that add things (a site, an asset, a hire, a service): a running cost they list is theirs. */
const ADDS = new Set([
  'investment',
  'expansion',
  'launch',
  'hire',
  'lease',
  'financing',
  'engineering-investment',
  'customer-deal',
  'vendor-switch',
  'packaging',
  'security-tradeoff',
  'other',
])

/** The running costs the proposal adds: those said to be new or expected, and unscoped ones of a proposal that adds something. */
export function addedCosts(model: Model): FigureReading[] {
  // People's time on a build is its one-off cost (projectLabour), not a running cost.
  const labour = projectLabour(model)?.rate
  return model
    .all('recurring-cost')
    .filter(
      (r) =>
        r !== labour &&
        model.own(r) &&
        r.scope !== 'today' &&
        r.scope !== 'competitor' &&
        r.scope !== 'benchmark' &&
        (r.scope !== null || ADDS.has(model.kind)),
    )
}

/** The proposal's recurring effect per month: its benefit, its added costs, and what each came from. */
export type Flows = {
  benefit: number | null
  costs: number
  net: number | null
  inputs: Used[]
  working: string[]
  /** How the benefit was found, for the summary. */
  how: string
}

function sumMonthly(model: Model, list: FigureReading[], inputs: Used[], working: string[], sign: string) {
  let total = 0
  for (const r of list) {
    let m = model.monthly(r)
    // A saving or profit per unit ("0.90 a kilo cheaper") × the units a month.
    if (m === null && r.period === 'unit' && r.value !== null && (r.role === 'saving' || r.role === 'profit')) {
      const volumeInputs: Used[] = []
      const volume = volumePerMonth(model, volumeInputs, working)
      if (volume === null) continue
      m = r.value * volume
      inputs.push(...volumeInputs, used(r, model))
      working.push(
        `${r.label}: ${model.money(r.value)} a unit × ${Number(volume.toFixed(1)).toLocaleString('en-US')} a month = ${model.money(m)} a month${sign}`,
      )
      total += m
      continue
    }
    if (m === null) continue
    // A cost per person: × the people the proposal adds.
    const people = r.perPerson ? model.one('headcount', [null, 'proposed', 'expected']) : undefined
    if (r.perPerson && people?.value) {
      m *= people.value
      inputs.push(used(people, model))
      working.push(
        `${r.label}: ${model.money(model.monthly(r)!)} a month × ${people.value} people = ${model.money(m)} a month${sign}`,
      )
      total += m
      inputs.push(used(r, model))
      continue
    }
    total += m
    inputs.push(used(r, model))
    if (r.period && r.period !== 'month')
      working.push(
        `${r.label}: ${model.money(r.value!)} ${r.period === 'year' ? '÷ 12' : `per ${r.period}`} = ${model.money(m)} a month${sign}`,
      )
  }
  return total
}

/** Per-unit economics: what one more unit sold brings, from price, revenue per unit, margin, unit costs and commissions. */
export function unitEconomics(
  model: Model,
): { perUnit: number; inputs: Used[]; working: string[]; formula: string } | null {
  const price =
    model.one('price', ['proposed', null, 'expected', 'test', 'today'], ['competitor', 'benchmark']) ??
    (model.kind === 'launch' ? model.one('price', ['benchmark']) : undefined)
  const revenue = model.one('unit-revenue', [null, 'expected', 'proposed', 'today'], ['competitor', 'benchmark'])
  const profit = model.one('unit-profit', [null, 'expected', 'proposed', 'today'], ['competitor', 'benchmark'])
  const margin = model.one('margin', [null, 'expected', 'proposed', 'today'], ['competitor', 'benchmark'])
  const costs = model
    .all('unit-cost')
    .filter(
      (r) =>
        (r.scope !== 'competitor' && r.scope !== 'benchmark' && r.scope !== 'today') ||
        !model.all('unit-cost').some((c) => c.scope !== 'today' && c !== r && c.scope !== 'competitor'),
    )
  const fee = model.one('fee-rate', [null, 'proposed', 'expected', 'today'])
  const inputs: Used[] = []
  const working: string[] = []
  if (profit && profit.value !== null) {
    inputs.push(used(profit, model))
    return {
      perUnit: profit.value,
      inputs,
      working: [`Profit per unit as given: ${model.money(profit.value)}.`],
      formula: 'profit per unit, as given',
    }
  }
  if (!price && !revenue) return null
  if (costs.length === 0 && !margin && !fee) return null
  let total = 0
  const parts: string[] = []
  if (price && price.value !== null) {
    inputs.push(used(price, model))
    // A price with no unit cost beside it is the revenue the margin applies to.
    if (!revenue && costs.length === 0 && margin && margin.value !== null) {
      inputs.push(used(margin, model))
      total += price.value * margin.value
      parts.push(`${model.money(price.value)} × ${pct(margin.value)} margin`)
    } else {
      total += price.value
      parts.push(model.money(price.value))
    }
  }
  if (revenue && revenue.value !== null) {
    inputs.push(used(revenue, model))
    if (margin && margin.value !== null) {
      if (!inputs.some((i) => i.label === margin.label)) inputs.push(used(margin, model))
      total += revenue.value * margin.value
      parts.push(`${model.money(revenue.value)} × ${pct(margin.value)} margin`)
    } else if (costs.length > 0 || price) {
      total += revenue.value
      parts.push(model.money(revenue.value))
    } else return null
  }
  for (const c of costs) {
    if (c.value === null) continue
    inputs.push(used(c, model))
    total -= c.value
    parts.push(`− ${model.money(c.value)} (${c.label.toLowerCase()})`)
  }
  if (fee && fee.value !== null) {
    const base = (price?.value ?? 0) + (revenue?.value ?? 0)
    inputs.push(used(fee, model))
    total -= base * fee.value
    parts.push(`− ${pct(fee.value)} × ${model.money(base)}`)
  }
  working.push(`Per unit: ${parts.join(' ').replace('  ', ' ')} = ${model.money(total)}.`)
  return { perUnit: total, inputs, working, formula: 'price + revenue × margin − unit costs − commission × revenue' }
}

/**
 * The volume of the unit the proposal prices: a count of what its price or cost is per ("per alignment"
 * → "Alignments we send away"), before any other count ("Tyres fitted a week"); then by scope.
 */
function unitVolume(model: Model): FigureReading | undefined {
  const prefer: (Scope | null)[] = ['expected', 'proposed', null, 'test', 'today']
  const unitNouns = new Set(
    [...model.all('price'), ...model.all('unit-cost'), ...model.all('unit-profit'), ...model.all('unit-revenue')]
      .filter((r) => model.own(r) && r.per && r.per !== 'unit' && r.per !== 'hour')
      .map((r) => stem(r.per!)),
  )
  const candidates = model
    .all('volume')
    .filter((r) => r.scope !== 'competitor' && r.scope !== 'benchmark')
    .filter((r) => !unitNouns.size || contentWords(r.label).some((w) => unitNouns.has(w)))
  if (!unitNouns.size || !candidates.length) return model.one('volume', prefer, ['competitor', 'benchmark'])
  const rank = (r: FigureReading) => (model.own(r) ? 0 : 100) + (prefer.indexOf(r.scope) + 1 || 50)
  return candidates.sort((a, b) => rank(a) - rank(b))[0]
}

/** Units a month: a flow per period, or a stock paying per month (members on a monthly price). */
function volumePerMonth(model: Model, inputs: Used[], working: string[]): number | null {
  const v = unitVolume(model)
  if (!v || v.value === null) return null
  inputs.push(used(v, model))
  if (v.period && v.period !== 'once' && v.period !== 'unit') {
    const m = model.monthly(v)!
    const worked = v.period === 'week' || v.period === 'day' ? model.worked(v.period) : null
    if (worked) inputs.push(used(worked.reading, model))
    if (v.period !== 'month')
      working.push(
        `${v.label}: ${v.value.toLocaleString('en-US')} per ${v.period}${worked ? ` × ${Number(worked.n.toFixed(1))} ${v.period}s worked a year ÷ 12` : ''} = ${Number(m.toFixed(1)).toLocaleString('en-US')} a month.`,
      )
    return m
  }
  // A count held (members, subscribers) pays each month when the price is monthly; a count with no
  // period beside a price per unit (an order of 2,000 pieces) is no monthly volume.
  const monthlyPrice = [...model.all('price'), ...model.all('unit-revenue')].some(
    (r) => model.own(r) && (r.perTime === 'month' || r.period === 'month'),
  )
  if (!monthlyPrice && model.all('volume').some((r) => r !== v && r.period && PERIOD_MONTHS[r.period])) {
    const flow = model.all('volume').find((r) => r !== v && r.value !== null && r.period && PERIOD_MONTHS[r.period])!
    inputs.pop()
    inputs.push(used(flow, model))
    const m = model.monthly(flow)!
    working.push(
      `${flow.label}: ${flow.value!.toLocaleString('en-US')} per ${flow.period} = ${Number(m.toFixed(1)).toLocaleString('en-US')} a month (${v.label.toLowerCase()} is a number held, not a rate).`,
    )
    return m
  }
  return v.value
}

/** Pairs of running costs, today's and the proposal's, for the same thing (labels sharing a word besides cost words). */
function replacedCosts(model: Model): { today: FigureReading; after: FigureReading }[] {
  if (['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop'].includes(model.kind)) return []
  const costs = model.all('recurring-cost').filter((r) => model.own(r) && r.period && PERIOD_MONTHS[r.period])
  const pairs: { today: FigureReading; after: FigureReading }[] = []
  for (const today of costs.filter((r) => r.scope === 'today')) {
    const after = costs.find(
      (r) =>
        (r.scope === 'expected' || r.scope === 'proposed') &&
        !pairs.some((p) => p.after === r) &&
        related(today.label, r.label, COST_WORDS) > 0,
    )
    if (after) pairs.push({ today, after })
  }
  return pairs
}
const COST_WORDS = new Set(
  [
    'cost',
    'costs',
    'per',
    'year',
    'month',
    'week',
    'annual',
    'monthly',
    'spend',
    'bill',
    'new',
    'old',
    'current',
    'expected',
  ].map(stem),
)

/** The proposal's monthly benefit and added costs, from stated profit and savings or from unit economics × volume. */
export function flows(model: Model): Flows {
  const inputs: Used[] = []
  const working: string[] = []
  const own = (r: FigureReading) =>
    model.own(r) && r.scope !== 'today' && r.scope !== 'competitor' && r.scope !== 'benchmark'
  const profits = model.all('profit').filter(own)
  // A saving is the proposal's whatever its scope ("Lamp replacements on the old lights": a cost today that goes).
  const savings = model
    .all('saving')
    .filter((r) => model.own(r) && r.quantity === 'money' && r.period !== 'once' && r.scope !== 'competitor')
  // A running cost today beside what the same thing is expected to cost ("Electricity for the old floodlights",
  // "Expected electricity for the LEDs"): the difference is saved (or added).
  const replaced = replacedCosts(model)
  const revenues = model
    .all('revenue')
    .filter(
      (r) =>
        own(r) &&
        (r.scope === 'expected' ||
          r.scope === 'proposed' ||
          model.proposal.action === 'accept' ||
          model.proposal.kind === 'expansion' ||
          model.proposal.kind === 'launch'),
    )
  let benefit: number | null = null
  let how = ''
  if (profits.length || savings.length || replaced.length) {
    benefit = sumMonthly(model, [...profits, ...savings], inputs, working, '')
    for (const { today, after } of replaced) {
      const saved = (model.monthly(today) ?? 0) - (model.monthly(after) ?? 0)
      benefit += saved
      inputs.push(used(today, model), used(after, model))
      working.push(
        `${today.label} − ${after.label.toLowerCase()}: ${model.money(model.monthly(today)!)} − ${model.money(model.monthly(after)!)} = ${model.money(saved)} a month saved.`,
      )
    }
    how = [...profits, ...savings, ...replaced.map((p) => p.today)].map((r) => r.label.toLowerCase()).join(' and ')
  } else {
    const unit = unitEconomics(model)
    const volumeInputs: Used[] = []
    const volume = unit ? volumePerMonth(model, volumeInputs, working) : null
    if (unit && volume !== null) {
      inputs.push(...unit.inputs, ...volumeInputs)
      working.push(...unit.working)
      benefit = unit.perUnit * volume
      working.push(
        `Contribution: ${model.money(unit.perUnit)} × ${Number(volume.toFixed(1)).toLocaleString('en-US')} a month = ${model.money(benefit)} a month.`,
      )
      how = 'contribution per unit × volume'
    } else if (!unit && volume === null && revenues.length === 0) {
      // A price and a volume with no cost per unit named: each sale counts in full, and the working says so.
      const price = model.one('price', ['proposed', 'expected', null], ['today', 'competitor', 'benchmark'])
      const v = model.one('volume', ['expected', 'proposed', null, 'test'], ['today', 'competitor', 'benchmark'])
      if (
        price &&
        price.value !== null &&
        v &&
        v.value !== null &&
        v.period &&
        v.period !== 'once' &&
        v.period !== 'unit'
      ) {
        const perMonth = model.monthly(v)!
        inputs.push(used(price, model), used(v, model))
        benefit = price.value * perMonth
        working.push(
          `Sales: ${model.money(price.value)} × ${Number(perMonth.toFixed(2))} a month = ${model.money(benefit)} a month (no cost per sale given: each counted in full).`,
        )
        how = 'price × volume'
      }
    } else if (revenues.length) {
      const margin = model.one('margin', [null, 'expected', 'proposed', 'today'], ['competitor', 'benchmark'])
      const rev = sumMonthly(model, revenues, inputs, working, '')
      const unitCosts = model.all('unit-cost')
      if (margin && margin.value !== null) {
        inputs.push(used(margin, model))
        benefit = rev * margin.value
        working.push(
          `Contribution: ${model.money(rev)} a month × ${pct(margin.value)} margin = ${model.money(benefit)} a month.`,
        )
        how = 'revenue × margin'
      } else if (unitCosts.length === 0) {
        benefit = null
        how = 'revenue without a margin'
      }
    }
  }
  // Costs the proposal adds each month (today's are the business as it is, not the proposal's).
  const added = addedCosts(model).filter((r) => !replaced.some((p) => p.after === r))
  // A budget moved from one amount a month to another adds (or saves) the difference, not the whole.
  const delta = budgetDelta(model)
  let costs = delta ? delta.value : sumMonthly(model, added, inputs, working, ' of added cost')
  if (delta) {
    inputs.push(...delta.inputs)
    working.push(delta.working)
  }
  // Pay given without the employer's on-costs (taxes, benefits) costs that much more.
  const onCost = model.one('on-cost')
  if (onCost && onCost.value !== null && costs > 0 && model.kind === 'hire') {
    inputs.push(used(onCost, model))
    const loaded =
      onCost.quantity === 'rate' ? costs * (1 + onCost.value) : costs + (model.monthly(onCost) ?? onCost.value / 12)
    working.push(`With on-costs: ${model.money(costs)} → ${model.money(loaded)} a month.`)
    costs = loaded
  }
  // A loan's payment is not a running cost here: the loan-cover family weighs it.
  const net = benefit === null ? (added.length && !profits.length ? null : null) : benefit - costs
  if (benefit !== null && added.length)
    working.push(`Net: ${model.money(benefit)} − ${model.money(costs)} = ${model.money(benefit - costs)} a month.`)
  return { benefit, costs, net, inputs, working, how }
}

// ---- The families -------------------------------------------------------------------------------

function contribution(model: Model): AnalysisResult | null {
  const unit = unitEconomics(model)
  if (!unit) return null
  const stop = model.proposal.direction === 'stop'
  const def: Def = {
    id: 'contribution',
    name: stop ? 'What the activity contributes' : 'Contribution per unit and per month',
    owners: owners(model, 'cfo', 'coo'),
    role: 'decisive',
    formula: `${unit.formula}; × units a month − added fixed costs`,
    threshold: stop
      ? 'stop it when it loses money on every unit or each month'
      : 'every unit must earn more than it costs, and the month must cover the costs it adds',
    reason:
      'A proposal that loses money on each unit loses more the better it sells; volume only helps once each unit earns.',
    rule: stop
      ? 'Stop it if its contribution is negative.'
      : 'Go ahead if each unit earns a positive contribution and the volume covers the fixed costs it adds.',
  }
  const inputs = [...unit.inputs]
  const working = [...unit.working]
  // A price times a margin is positive by construction: without a cost that could outweigh it, it decides nothing.
  const testable = model.all('unit-cost').length > 0 || !!model.one('fee-rate') || !!model.one('unit-profit')
  if (!testable) def.role = 'context'
  // Spending to win customers is judged on what a customer is worth over its life (the acquisition family).
  if (['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop'].includes(model.kind)) return null
  if (unit.perUnit < 0) {
    const summary = `each unit loses ${model.money(-unit.perUnit)}: ${working[0].replace('Per unit: ', '')}`
    return done(def, inputs, working, {
      value: unit.perUnit,
      display: `${model.money(unit.perUnit)} a unit`,
      verdict: 'fail',
      supports: stop ? 'for' : 'against',
      hard: !stop,
      summary: stop ? `Stopping it ends a loss: ${summary}` : `It loses money on every unit: ${summary}`,
    })
  }
  if (model.kind === 'customer-deal') return null
  const volume = volumePerMonth(model, inputs, working)
  // Stopping one thing to make room for another ("parties turned away for lack of a room"): the units
  // expected after the stop are what stopping brings, not what it gives up.
  const freed =
    stop &&
    ['expected', 'proposed'].includes(
      model.one('volume', ['expected', 'proposed', null, 'test', 'today'], ['competitor', 'benchmark'])?.scope ?? '',
    )
  const f = flows(model)
  const added = model.all('recurring-cost').filter((r) => model.own(r) && r.scope !== 'today')
  if (volume !== null && !testable && added.length) def.role = 'decisive'
  if (volume === null) {
    // A margin per unit with no volume shows each sale pays, not that the proposal does: context only.
    if (added.length === 0)
      return done({ ...def, role: 'context' }, inputs, working, {
        value: unit.perUnit,
        display: `${model.money(unit.perUnit)} a unit`,
        verdict: 'pass',
        supports: stop ? 'against' : 'for',
        summary: `Each unit earns ${model.money(unit.perUnit)}.`,
      })
    const fixed = f.costs
    return missing(
      def,
      [
        `expected volume a month (break-even is ${Math.ceil(fixed / unit.perUnit).toLocaleString('en-US')} units a month to cover ${model.money(fixed)} of added costs)`,
      ],
      inputs,
    )
  }
  const monthly = unit.perUnit * volume
  const costs = f.costs
  for (const r of added) if (!inputs.some((i) => i.label === r.label)) inputs.push(used(r, model))
  const net = monthly - costs
  working.push(
    `${model.money(unit.perUnit)} × ${Number(volume.toFixed(1)).toLocaleString('en-US')} units a month = ${model.money(monthly)}${costs ? `; less ${model.money(costs)} of added costs = ${model.money(net)} a month` : ' a month'}.`,
  )
  const positive = net > 0
  if (freed)
    return done({ ...def, name: 'What stopping makes room for' }, inputs, working, {
      value: net,
      display: `${model.money(net)} a month`,
      verdict: positive ? 'pass' : 'fail',
      supports: positive ? 'for' : 'against',
      summary: `Stopping it makes room for ${model.money(monthly)} a month: ${model.money(unit.perUnit)} a unit × ${Number(volume.toFixed(1)).toLocaleString('en-US')} a month.`,
    })
  return done(def, inputs, working, {
    value: net,
    display: `${model.money(net)} a month`,
    verdict: positive ? (costs > 0 && net < costs * 0.2 ? 'borderline' : 'pass') : 'fail',
    supports: stop
      ? positive
        ? 'against'
        : 'for'
      : positive
        ? costs > 0 && net < costs * 0.2
          ? 'mixed'
          : 'for'
        : 'against',
    summary: positive
      ? `${stop ? 'It still earns' : 'It earns'} ${model.money(net)} a month: ${model.money(unit.perUnit)} a unit × ${Number(volume.toFixed(1)).toLocaleString('en-US')} a month${costs ? ` less ${model.money(costs)} of added costs` : ''}.`
      : `${stop ? 'It loses' : 'It would lose'} ${model.money(-net)} a month: ${model.money(monthly)} of contribution against ${model.money(costs)} of added costs.`,
  })
}

function payback(model: Model): AnalysisResult | null {
  const oneOffs = proposalOneOffs(model)
  const labour = projectLabour(model)
  if (oneOffs.length === 0 && !labour) return null
  const grants = grantsOf(model)
  const granted = grants.reduce((t, r) => t + (r.value ?? 0), 0)
  const total = oneOffs.reduce((t, r) => t + (r.value ?? 0), 0) + (labour?.cost ?? 0) - granted
  const life = model.one('life', [null, 'proposed', 'expected'])
  const term = model.one('term', [null, 'proposed', 'expected'])
  const horizon = life ?? term
  const def: Def = {
    id: 'payback',
    name: 'Payback on the one-off cost',
    owners: owners(model, 'cfo'),
    role: 'decisive',
    formula: 'one-off cost ÷ net monthly benefit',
    threshold: horizon
      ? `within half its ${life ? 'useful life' : 'term'} (${months(horizon.value! / 2)}); never beyond it`
      : 'within 24 months; beyond 60 it does not pay',
    reason: 'A one-off spend is worth making when what it brings back repays it well inside the time it lasts.',
    rule: 'Go ahead if the net benefit repays the one-off cost well within its life.',
  }
  const f = flows(model)
  const inputs: Used[] = [
    ...oneOffs.map((r) => used(r, model)),
    ...grants.map((r) => used(r, model)),
    ...(labour?.inputs ?? []),
    ...f.inputs,
  ]
  if (horizon && !labour) inputs.push(used(horizon, model))
  if (f.benefit === null)
    return missing(def, ['the monthly benefit it brings (extra profit, savings, or sales and their margin)'], inputs)
  const net = f.net ?? f.benefit
  const parts = [...oneOffs.map((r) => model.money(r.value!)), ...(labour ? [model.money(labour.cost)] : [])]
  const less = grants.map((r) => ` − ${model.money(r.value!)} (${r.label.toLowerCase()})`).join('')
  const working = [
    ...(labour?.working ?? []),
    ...f.working,
    `One-off: ${parts.join(' + ')}${less}${parts.length > 1 || less ? ` = ${model.money(total)}` : ''}.`,
  ]
  if (net <= 0)
    return done(def, inputs, working, {
      value: Infinity,
      display: 'never',
      verdict: 'fail',
      supports: 'against',
      summary: `It never pays back: the net benefit is ${model.money(net)} a month against ${model.money(total)} spent once.`,
    })
  const pb = total / net
  working.push(`Payback: ${model.money(total)} ÷ ${model.money(net)} = ${months(pb)}.`)
  let verdict: Verdict
  if (horizon && horizon.value !== null) {
    verdict = pb <= horizon.value / 2 ? 'pass' : pb <= horizon.value ? 'borderline' : 'fail'
    working.push(
      `Against ${life ? 'its life' : 'the term'} of ${months(horizon.value)}: ${verdict === 'pass' ? 'well within it' : verdict === 'borderline' ? 'inside it, but past half' : 'longer than it lasts'}.`,
    )
  } else verdict = pb <= 24 ? 'pass' : pb <= 60 ? 'borderline' : 'fail'
  // Its value over its life at the company's cost of capital, when the pack gives one.
  const rate = model.one('cost-of-capital')
  if (rate && rate.value !== null && horizon && horizon.value !== null) {
    const r = rate.value / 12
    const n = Math.round(horizon.value)
    const pv = r === 0 ? net * n : (net * (1 - (1 + r) ** -n)) / r
    const npv = pv - total
    inputs.push(used(rate, model))
    working.push(
      `Value over ${n} months at ${pct(rate.value)} a year: ${model.money(pv)} − ${model.money(total)} = ${model.money(npv)}.`,
    )
    if (npv < 0) verdict = 'fail'
  }
  const summary =
    verdict === 'fail'
      ? `It does not pay back in time: ${model.money(total)} at ${model.money(net)} a month takes ${months(pb)}${horizon ? ` against ${months(horizon.value!)}` : ''}.`
      : `It pays back in ${months(pb)}: ${model.money(total)} at ${model.money(net)} a month net${horizon ? `, within ${months(horizon.value!)}` : ''}.`
  return done(def, inputs, working, {
    value: pb,
    display: months(pb),
    verdict,
    supports: verdict === 'pass' ? 'for' : verdict === 'borderline' ? 'mixed' : 'against',
    summary,
  })
}

/** What the proposal spends once; leasing, the price of buying instead is the alternative, not its cost. */
/** Money others put towards the one-off cost (a grant, a landlord's contribution): it lowers what we pay. */
export function grantsOf(model: Model): FigureReading[] {
  return model.all('saving').filter((r) => model.own(r) && r.period === 'once' && r.quantity === 'money')
}

function proposalOneOffs(model: Model): FigureReading[] {
  const leasing =
    model.kind === 'lease' && model.all('recurring-cost').some((r) => wordsOf(r.label).some((w) => LEASE_WORDS.has(w)))
  return model
    .all('one-off-cost')
    .filter(
      (r) =>
        model.own(r) &&
        r.scope !== 'today' &&
        r.scope !== 'competitor' &&
        r.scope !== 'benchmark' &&
        !(leasing && (aboutOwning(r) || r.label.toLowerCase().includes('purchase'))),
    )
}

/** People's time on a project: a cost per person a month × the people × the months it takes. */
function projectLabour(model: Model): { cost: number; rate: FigureReading; inputs: Used[]; working: string[] } | null {
  const rate = [...model.all('unit-cost'), ...model.all('recurring-cost')].find(
    (r) =>
      model.own(r) &&
      r.value !== null &&
      ((r.perTime === 'month' && PEOPLE.has(r.per ?? '')) || (r.perPerson && r.period === 'month')),
  )
  const people = model.one('headcount', [null, 'proposed', 'expected'])
  const time = model.one('term', [null, 'proposed', 'expected'])
  if (!rate || !people || people.value === null || !time || time.value === null) return null
  const cost = rate.value! * people.value * time.value
  return {
    cost,
    rate,
    inputs: [used(rate, model), used(people, model), used(time, model)],
    working: [
      `People's time: ${model.money(rate.value!)} × ${people.value} × ${months(time.value)} = ${model.money(cost)}.`,
    ],
  }
}
const PEOPLE = new Set([
  'engineer',
  'developer',
  'person',
  'head',
  'employee',
  'hire',
  'fte',
  'consultant',
  'worker',
  'staff',
  'rep',
  'designer',
  'analyst',
])

/** The loan: as stated, or what the purchase leaves after the deposit when the question borrows for it. */
function loanOf(model: Model): { principal: number; inputs: Used[]; working: string[] } | null {
  const stated = model.one('loan-amount', [null, 'proposed'])
  if (stated && stated.value !== null) return { principal: stated.value, inputs: [used(stated, model)], working: [] }
  const borrowing = model.proposal.objects.includes('loan') || model.proposal.action === 'borrow'
  if (!borrowing) return null
  const price = model.all('one-off-cost').filter((r) => model.own(r))
  if (!price.length) return null
  const cost = price.reduce((t, r) => t + (r.value ?? 0), 0)
  const deposit = model.one('down-payment')
  const dep = deposit?.value ?? 0
  const depositAmount = deposit?.quantity === 'rate' ? cost * dep : dep
  const inputs = price.map((r) => used(r, model))
  if (deposit) inputs.push(used(deposit, model))
  return {
    principal: cost - depositAmount,
    inputs,
    working: [
      `Borrowed: ${model.money(cost)}${depositAmount ? ` − ${model.money(depositAmount)} deposit` : ''} = ${model.money(cost - depositAmount)}.`,
    ],
  }
}

function loanCover(model: Model): AnalysisResult | null {
  const loan = loanOf(model)
  const statedPayment = model.one('loan-payment', [null, 'proposed'])
  if (!loan && !statedPayment) return null
  const def: Def = {
    id: 'loan-cover',
    name: 'Debt service cover',
    owners: owners(model, 'cfo', 'ceo'),
    role: 'decisive',
    formula: 'yearly net benefit ÷ yearly loan payments; payment = P·r ÷ (1 − (1 + r)^−n)',
    threshold: '1.25× or more (a common bank covenant); under 1× the payments exceed what it brings',
    reason: 'Borrowing is safe when what the purchase brings covers its payments with room to spare.',
    rule: 'Borrow if the yearly benefit covers the yearly payments at least 1.25 times.',
  }
  const inputs: Used[] = [...(loan?.inputs ?? [])]
  const working: string[] = [...(loan?.working ?? [])]
  let payment: number
  if (statedPayment && statedPayment.value !== null) {
    payment = model.monthly(statedPayment) ?? statedPayment.value
    inputs.push(used(statedPayment, model))
  } else {
    const rate = model.one('interest-rate', [null, 'proposed'])
    const term = model.one('term', [null, 'proposed'])
    if (!rate || rate.value === null || !term || term.value === null)
      return missing(
        def,
        [...(!rate ? ['the loan’s interest rate'] : []), ...(!term ? ['the loan’s term'] : [])],
        inputs,
      )
    inputs.push(used(rate, model), used(term, model))
    payment = amortisedPayment(loan!.principal, rate.value, term.value)
    working.push(
      `Payment: ${model.money(loan!.principal)} at ${pct(rate.value, 2)} over ${months(term.value)} = ${model.money(payment)} a month.`,
    )
  }
  const f = flows(model)
  inputs.push(...f.inputs)
  if (f.benefit === null)
    return missing(def, ['the yearly benefit the purchase brings, to set against the payments'], inputs)
  const net = (f.net ?? f.benefit) * 12
  const cover = net / (payment * 12)
  working.push(
    ...f.working,
    `Cover: ${model.money(net)} a year ÷ ${model.money(payment * 12)} of payments = ${x(cover)}.`,
  )
  const verdict: Verdict = cover >= 1.25 ? 'pass' : 'fail'
  return done(def, inputs, working, {
    value: cover,
    display: x(cover),
    verdict,
    supports: verdict === 'pass' ? 'for' : 'against',
    hard: cover < 1,
    summary:
      cover >= 1.25
        ? `What it brings covers the loan ${x(cover)}: ${model.money(net)} a year against ${model.money(payment * 12)} of payments.`
        : `What it brings covers the loan only ${x(cover)}, under the 1.25× a lender asks: ${model.money(net)} a year against ${model.money(payment * 12)} of payments.`,
  })
}

function affordability(model: Model): AnalysisResult | null {
  const oneOffs = proposalOneOffs(model)
  const cash = model.one('cash', [null, 'today'])
  const addsCost = addedCosts(model).length > 0 || (budgetDelta(model)?.value ?? 0) > 0
  if (!oneOffs.length && !addsCost) return null
  const def: Def = {
    id: 'affordability',
    name: 'Runway after the commitment',
    owners: ['cfo', 'ceo'],
    role: 'guard',
    formula: 'cash − cash paid out now − payments falling due; ÷ monthly burn (or fixed costs)',
    threshold:
      'with a burn: 12 months left is comfortable, under 6 a survival risk; profitable: at least 3 months of fixed costs kept',
    reason: 'A sound proposal still fails if paying for it leaves too little cash to run the business.',
    rule: 'Go ahead only if the cash left covers the months the business needs.',
  }
  const excluded = model.excluded.find((e) => e.reading.role === 'cash')
  const burnFig = model.one('burn', [null, 'today'])
  const runwayFig = model.one('runway', [null, 'today'])
  const inputs: Used[] = []
  const working: string[] = []
  let cashValue: number
  if (cash && cash.value !== null) {
    cashValue = cash.value
    inputs.push(used(cash, model))
  } else if (runwayFig && runwayFig.value !== null && burnFig && burnFig.value !== null) {
    // Only runway and burn given: cash is their product.
    cashValue = runwayFig.value * (model.monthly(burnFig) ?? burnFig.value)
    inputs.push(used(runwayFig, model), used(burnFig, model))
    working.push(
      `Cash from runway × burn: ${months(runwayFig.value)} × ${model.money(model.monthly(burnFig) ?? burnFig.value)} = ${model.money(cashValue)}.`,
    )
  } else
    return missing(
      def,
      [excluded ? `cash in ${model.currency} (${excluded.why})` : 'cash in the bank'],
      oneOffs.map((r) => used(r, model)),
    )
  const loan = loanOf(model)
  const spend =
    oneOffs.reduce((t, r) => t + (r.value ?? 0), 0) - grantsOf(model).reduce((t, r) => t + (r.value ?? 0), 0)
  const paidNow = loan ? Math.max(0, spend - loan.principal) : spend
  for (const r of oneOffs) inputs.push(used(r, model))
  const due = model.all('obligation').filter((r) => r.value !== null)
  const dueTotal = due.reduce((t, r) => t + r.value!, 0)
  for (const r of due) inputs.push(used(r, model))
  const left = cashValue - paidNow - dueTotal
  working.push(
    `Cash left: ${model.money(cashValue)}${paidNow ? ` − ${model.money(paidNow)}${loan ? ' paid now (the rest borrowed)' : ''}` : ''}${dueTotal ? ` − ${model.money(dueTotal)} falling due` : ''} = ${model.money(left)}.`,
  )
  if (left < 0)
    return done(def, inputs, working, {
      value: left,
      display: model.money(left),
      verdict: 'fail',
      supports: 'against',
      hard: true,
      summary: `We cannot pay for it: it needs ${model.money(paidNow + dueTotal)} and we hold ${model.money(cashValue)}.`,
    })
  const burn = burnFig
  const fixed = model.one('fixed-costs', [null, 'today'])
  const f = flows(model)
  if (burn && burn.value !== null) {
    const monthly = (model.monthly(burn) ?? burn.value) + f.costs
    if (!inputs.some((i) => i.label === burn.label)) inputs.push(used(burn, model))
    const runway = monthly > 0 ? left / monthly : Infinity
    working.push(
      `Runway after it: ${model.money(left)} ÷ ${model.money(monthly)} a month${f.costs ? ` (burn plus ${model.money(f.costs)} it adds)` : ''} = ${Number.isFinite(runway) ? months(runway) : 'no burn'}.`,
    )
    const verdict: Verdict = runway >= 12 ? 'pass' : runway >= 6 ? 'borderline' : 'fail'
    return done(def, inputs, working, {
      value: runway,
      display: Number.isFinite(runway) ? months(runway) : 'no burn',
      verdict,
      supports: verdict === 'pass' ? 'for' : verdict === 'borderline' ? 'mixed' : 'against',
      hard: runway < 6,
      summary:
        verdict === 'fail'
          ? `It leaves ${months(runway)} of runway (${model.money(left)} at ${model.money(monthly)} a month), under the 6 a business needs to raise or turn round.`
          : `It leaves ${months(runway)} of runway: ${model.money(left)} at ${model.money(monthly)} a month.`,
    })
  }
  if (fixed && fixed.value !== null) {
    const monthly = model.monthly(fixed) ?? fixed.value
    inputs.push(used(fixed, model))
    const cover = left / monthly
    working.push(`Reserve: ${model.money(left)} ÷ ${model.money(monthly)} of fixed costs a month = ${months(cover)}.`)
    const verdict: Verdict = cover >= 3 ? 'pass' : cover >= 1 ? 'borderline' : 'fail'
    return done(def, inputs, working, {
      value: cover,
      display: months(cover),
      verdict,
      supports: verdict === 'pass' ? 'for' : verdict === 'borderline' ? 'mixed' : 'against',
      summary:
        verdict === 'fail'
          ? `It leaves ${model.money(left)}, less than a month of fixed costs (${model.money(monthly)}).`
          : `It leaves ${model.money(left)}, ${months(cover)} of fixed costs in reserve.`,
    })
  }
  return done(def, inputs, working, {
    value: left,
    display: model.money(left),
    verdict: 'pass',
    supports: 'for',
    summary: `We can pay for it and keep ${model.money(left)}.`,
  })
}

function priceVolume(model: Model): AnalysisResult | null {
  // The price moved: a price, else what a unit sells for (an average order at full price).
  const priced = model
    .all('price')
    .filter((r) => r.value !== null && model.own(r) && r.scope !== 'competitor' && r.scope !== 'benchmark')
  const prices = priced.length
    ? priced
    : model.all('unit-revenue').filter((r) => r.value !== null && model.own(r) && r.scope !== 'competitor')
  const today = prices.find((r) => r.scope === 'today')
  const proposed = prices.find((r) => r.scope === 'proposed' || r.scope === 'expected')
  const change = model.one('change', [null, 'proposed'], ['test', 'expected', 'today'])
  const priceKinds = ['price-change', 'discount', 'packaging']
  if (!priceKinds.includes(model.kind)) return null
  const base = today ?? (proposed ? undefined : prices[0])
  if (!base || base.value === null) return marginOnlyPriceMove(model, change)
  const inputs: Used[] = [used(base, model)]
  const working: string[] = []
  let p1: number
  const down = model.proposal.direction === 'down' || model.kind === 'discount'
  if (proposed && proposed !== base && proposed.value !== null) {
    p1 = proposed.value
    inputs.push(used(proposed, model))
  } else if (change && change.value !== null && change.quantity === 'rate') {
    const c = down ? -Math.abs(change.value) : Math.abs(change.value)
    p1 = base.value * (1 + c)
    inputs.push(used(change, model))
    working.push(
      `New price: ${model.money(base.value)} × (1 ${c < 0 ? '−' : '+'} ${pct(Math.abs(c))}) = ${model.money(p1)}.`,
    )
  } else return null
  const p0 = base.value
  const def: Def = {
    id: 'price-volume',
    name: p1 < p0 ? 'Volume needed to make the price cut pay' : 'Volume the price rise can lose',
    owners: owners(model, 'cmo', 'ceo', 'cfo'),
    role: 'decisive',
    formula: p1 < p0 ? 'needed gain = (p₀ − c) ÷ (p₁ − c) − 1' : 'break-even loss = 1 − (p₀ − c) ÷ (p₁ − c)',
    threshold:
      p1 < p0
        ? 'the gain must be reachable (capacity) and expected (a test, a past promotion)'
        : 'the expected loss of volume must stay under the break-even loss',
    reason:
      'A price move keeps profit only if volume moves enough the other way; the margin per unit decides how much.',
    rule:
      p1 < p0
        ? 'Cut the price if capacity and evidence show the volume it needs.'
        : 'Raise it if the volume expected to go stays under the break-even loss.',
  }
  // The variable cost per unit: the cost of goods from the margin, plus the unit costs listed beside it.
  const unitCosts = model
    .all('unit-cost')
    .filter((r) => r.value !== null && r.scope !== 'competitor' && r.scope !== 'benchmark')
  const margin = model.one('margin', [null, 'today'])
  let c = 0
  if (margin && margin.value !== null) {
    c = p0 * (1 - margin.value)
    inputs.push(used(margin, model))
    working.push(`Cost of goods from the margin: ${model.money(p0)} × (1 − ${pct(margin.value)}) = ${model.money(c)}.`)
  }
  for (const u of unitCosts) {
    c += u.value!
    inputs.push(used(u, model))
  }
  // Profit earned beside each unit ("Café margin per jumper") counts with the price: less cost per unit.
  const beside = model
    .all('unit-profit')
    .filter((r) => r.value !== null && model.own(r) && r.scope !== 'competitor' && r.scope !== 'benchmark')
  for (const u of beside) {
    c -= u.value!
    inputs.push(used(u, model))
    working.push(`${u.label}: ${model.money(u.value!)} earned beside each unit, so it counts against the cost.`)
  }
  if ((unitCosts.length && margin) || beside.length) working.push(`Variable cost per unit: ${model.money(c)}.`)
  if (!margin && !unitCosts.length) {
    c = 0
    working.push('No variable cost given: every unit of price is margin (the most favourable case for a cut).')
  }
  if (p1 <= c)
    return done(def, inputs, working, {
      value: -1,
      display: 'below cost',
      verdict: 'fail',
      supports: 'against',
      hard: true,
      summary: `At ${model.money(p1)} each unit sells below its ${model.money(c)} cost.`,
    })
  const ratio = (p0 - c) / (p1 - c)
  const volume = model.one('volume', ['today', null])
  const capacity = model.one('capacity', [null, 'today'])
  const expectedVolume = model
    .all('volume')
    .find((r) => r.scope === 'expected' || r.scope === 'test' || r.scope === 'proposed')
  const expectedChange = model.all('change').find((r) => r !== change && (r.scope === 'expected' || r.scope === 'test'))
  const churn = model.all('share').find((r) => r.scope === 'expected' || r.scope === 'test')
  if (p1 < p0) {
    const needed = ratio - 1
    working.push(
      `Needed gain: (${model.money(p0)} − ${model.money(c)}) ÷ (${model.money(p1)} − ${model.money(c)}) − 1 = ${pct(needed)}.`,
    )
    if (capacity && capacity.value !== null && volume && volume.value !== null && volume !== capacity) {
      inputs.push(used(volume, model), used(capacity, model))
      const headroom = capacity.value / volume.value - 1
      working.push(
        `Room to grow: ${capacity.value.toLocaleString('en-US')} ÷ ${volume.value.toLocaleString('en-US')} − 1 = ${pct(headroom)}.`,
      )
      if (headroom < needed)
        return done(def, inputs, working, {
          value: needed,
          display: pct(needed),
          verdict: 'fail',
          supports: 'against',
          summary: `It needs ${pct(needed)} more volume to keep today's contribution, but capacity allows only ${pct(headroom)} more.`,
        })
    }
    const gain =
      expectedChange && expectedChange.value !== null
        ? expectedChange.quantity === 'ratio'
          ? expectedChange.value - 1
          : expectedChange.value
        : expectedVolume &&
            expectedVolume.value !== null &&
            volume &&
            volume.value !== null &&
            expectedVolume !== volume
          ? expectedVolume.value / volume.value - 1
          : null
    if (gain === null)
      return missing(def, [`the volume gain expected at the new price (it must be ${pct(needed)} or more)`], inputs)
    if (expectedChange) inputs.push(used(expectedChange, model))
    else if (expectedVolume) inputs.push(used(expectedVolume, model))
    return gainAgainstNeeded(def, inputs, working, gain, needed)
  }
  const breakEven = 1 - ratio
  working.push(
    `Break-even loss: 1 − (${model.money(p0)} − ${model.money(c)}) ÷ (${model.money(p1)} − ${model.money(c)}) = ${pct(breakEven)}.`,
  )
  const loss =
    expectedChange && expectedChange.value !== null
      ? Math.abs(expectedChange.value)
      : churn && churn.value !== null
        ? churn.value
        : expectedVolume &&
            expectedVolume.value !== null &&
            volume &&
            volume.value !== null &&
            expectedVolume !== volume
          ? Math.max(0, 1 - expectedVolume.value / volume.value)
          : null
  if (loss === null)
    return missing(
      def,
      [`the share of customers or volume expected to go at the new price (break-even is ${pct(breakEven)})`],
      inputs,
    )
  const evidence = expectedChange ?? churn ?? expectedVolume
  if (evidence) inputs.push(used(evidence, model))
  working.push(`Expected loss ${pct(loss)} against ${pct(breakEven)} break-even.`)
  return lossAgainstBreakEven(def, inputs, working, loss, breakEven)
}

/** The volume a price cut expects to win against the gain it needs. */
function gainAgainstNeeded(def: Def, inputs: Used[], working: string[], gain: number, needed: number) {
  working.push(`Expected gain ${pct(gain)} against ${pct(needed)} needed.`)
  return done(def, inputs, working, {
    value: needed,
    display: pct(needed),
    verdict: gain >= needed ? 'pass' : 'fail',
    supports: gain >= needed ? 'for' : 'against',
    summary:
      gain >= needed
        ? `The expected ${pct(gain)} more volume beats the ${pct(needed)} the cut needs.`
        : `The expected ${pct(gain)} more volume falls short of the ${pct(needed)} the cut needs.`,
  })
}

/** The volume a price rise expects to lose against the loss it can afford. */
function lossAgainstBreakEven(def: Def, inputs: Used[], working: string[], loss: number, breakEven: number) {
  return done(def, inputs, working, {
    value: breakEven,
    display: pct(breakEven),
    verdict: loss < breakEven ? 'pass' : 'fail',
    supports: loss < breakEven ? 'for' : 'against',
    summary:
      loss < breakEven
        ? `Losing ${pct(loss)} of volume stays under the ${pct(breakEven)} the rise can afford.`
        : `Losing ${pct(loss)} of volume is more than the ${pct(breakEven)} the rise can afford.`,
  })
}

/** A price moved by a percentage with only the margin known: the break-even volume from the margin alone. */
function marginOnlyPriceMove(model: Model, change: FigureReading | undefined): AnalysisResult | null {
  const margin = model.one('margin', [null, 'today'])
  if (!change || change.value === null || change.quantity !== 'rate' || !margin || !margin.value) return null
  const down = model.proposal.direction === 'down' || model.kind === 'discount'
  const d = down ? -Math.abs(change.value) : Math.abs(change.value)
  const m = margin.value
  const inputs: Used[] = [used(change, model), used(margin, model)]
  const expected = model
    .all('change')
    .find((r) => r !== change && (r.scope === 'expected' || r.scope === 'test') && r.value !== null)
  const def: Def = {
    id: 'price-volume',
    name: d < 0 ? 'Volume needed to make the price cut pay' : 'Volume the price rise can lose',
    owners: owners(model, 'cmo', 'ceo', 'cfo'),
    role: 'decisive',
    formula: d < 0 ? 'needed gain = m ÷ (m + Δ) − 1' : 'break-even loss = Δ ÷ (m + Δ)',
    threshold:
      d < 0 ? 'the expected gain must reach the needed gain' : 'the expected loss must stay under the break-even loss',
    reason: 'A price move keeps profit only if volume moves enough the other way; the margin decides how much.',
    rule:
      d < 0
        ? 'Cut the price if the evidence shows the volume it needs.'
        : 'Raise it if the volume expected to go stays under the break-even loss.',
  }
  if (m + d <= 0)
    return done(def, inputs, [`At ${pct(d)} on a ${pct(m)} margin each unit sells below cost.`], {
      value: -1,
      display: 'below cost',
      verdict: 'fail',
      supports: 'against',
      hard: true,
      summary: `A ${pct(Math.abs(d))} cut is more than the ${pct(m)} margin: every unit would sell below cost.`,
    })
  const working: string[] = []
  if (d > 0) {
    const breakEven = d / (m + d)
    working.push(`Break-even loss: ${pct(d)} ÷ (${pct(m)} + ${pct(d)}) = ${pct(breakEven)}.`)
    if (!expected)
      return missing(
        def,
        [`the share of volume expected to go at the new price (break-even is ${pct(breakEven)})`],
        inputs,
      )
    const loss = Math.abs(expected.value!)
    inputs.push(used(expected, model))
    working.push(`Expected loss ${pct(loss)} against ${pct(breakEven)}.`)
    return lossAgainstBreakEven(def, inputs, working, loss, breakEven)
  }
  const needed = m / (m + d) - 1
  working.push(`Needed gain: ${pct(m)} ÷ (${pct(m)} − ${pct(-d)}) − 1 = ${pct(needed)}.`)
  if (!expected)
    return missing(def, [`the volume gain expected at the new price (it must be ${pct(needed)} or more)`], inputs)
  const gain = expected.quantity === 'ratio' ? expected.value! - 1 : expected.value!
  inputs.push(used(expected, model))
  return gainAgainstNeeded(def, inputs, [...working], gain, needed)
}

function riskCover(model: Model): AnalysisResult | null {
  const exposure = model.one('exposure', [null, 'expected', 'proposed', 'today'])
  if (!exposure || exposure.value === null) return null
  const weaken =
    model.proposal.direction === 'weaken' || model.proposal.direction === 'stop' || model.proposal.action === 'relax'
  const def: Def = {
    id: 'risk-cover',
    name: weaken
      ? 'What dropping the cover saves against what it exposes'
      : 'What the cover costs against the loss it removes',
    owners: owners(model, 'cfo', 'cto', 'coo'),
    role: 'decisive',
    formula: 'expected loss a year = exposure × probability a year; against the cost a year',
    threshold:
      'cover is worth its cost when the expected loss exceeds it, or when one loss would take more than the cash we hold',
    reason:
      'Insurance and controls cost more than they pay out on average; they are bought for losses the business could not survive or that are likely enough.',
    rule: weaken
      ? 'Drop it only if the expected loss is small and a loss would not sink the business.'
      : 'Buy it if the expected loss exceeds its cost or one loss would be unaffordable.',
  }
  const inputs: Used[] = [used(exposure, model)]
  const working: string[] = []
  const probability = model.one('share', [null, 'expected', 'today'])
  const costs = [...model.all('recurring-cost'), ...model.all('one-off-cost')].filter((r) => model.own(r))
  const yearly = costs.reduce(
    (t, r) =>
      t + (r.period === 'once' || r.role === 'one-off-cost' ? (r.value ?? 0) / 5 : (model.monthly(r) ?? 0) * 12),
    0,
  )
  for (const r of costs) inputs.push(used(r, model))
  const cash = model.one('cash', [null, 'today'])
  const fatal = cash && cash.value !== null && exposure.value > cash.value
  if (cash && cash.value !== null) inputs.push(used(cash, model))
  if (!probability || probability.value === null) {
    if (fatal && costs.length)
      return done(
        def,
        inputs,
        [...working, `One loss of ${model.money(exposure.value)} exceeds the ${model.money(cash!.value!)} we hold.`],
        {
          value: exposure.value,
          display: model.money(exposure.value),
          verdict: 'fail',
          supports: weaken ? 'against' : 'for',
          summary: `One loss of ${model.money(exposure.value)} would exceed our ${model.money(cash!.value!)} of cash: that is what cover is for.`,
        },
      )
    return missing(def, ['how likely the loss is in a year'], inputs)
  }
  inputs.push(used(probability, model))
  const expected = exposure.value * probability.value
  working.push(
    `Expected loss: ${model.money(exposure.value)} × ${pct(probability.value)} = ${model.money(expected)} a year.`,
  )
  if (!costs.length) return missing(def, ['what the cover or control costs'], inputs)
  working.push(
    `Cost of the cover: ${model.money(yearly)} a year${costs.some((r) => r.role === 'one-off-cost') ? ' (one-off costs spread over 5 years)' : ''}.`,
  )
  const worth = expected >= yearly || !!fatal
  if (fatal) working.push(`One loss (${model.money(exposure.value)}) exceeds our cash (${model.money(cash!.value!)}).`)
  return done(def, inputs, working, {
    value: expected,
    display: `${model.money(expected)} a year`,
    verdict: worth ? 'pass' : 'fail',
    supports: weaken ? (worth ? 'against' : 'for') : worth ? 'for' : 'against',
    summary: worth
      ? `The cover is worth keeping: ${fatal ? 'one loss would exceed our cash, and ' : ''}the expected loss is ${model.money(expected)} a year against ${model.money(yearly)} of cost.`
      : `The cover costs more than it saves on average: ${model.money(yearly)} a year against an expected loss of ${model.money(expected)}, and one loss would not exceed our cash.`,
  })
}

function options(model: Model): AnalysisResult | null {
  // Two rows of a table (Buy / Lease, Current / New supplier), or today's costs against the proposed ones.
  const groups = [...new Set(model.readings.filter((r) => r.group && model.own(r)).map((r) => r.group!))]
  const costOf = (list: FigureReading[], horizon: number) => {
    let total = 0
    const parts: string[] = []
    for (const r of list) {
      if (r.value === null) continue
      if (r.role === 'one-off-cost') {
        total += r.value
        parts.push(model.money(r.value))
      } else if (r.role === 'recurring-cost' || r.role === 'loan-payment') {
        const m = model.monthly(r) ?? 0
        total += m * horizon
        parts.push(`${model.money(m)} × ${Math.round(horizon)}`)
      } else if (r.role === 'fee-rate' && r.quantity === 'rate') {
        // A commission on each sale: × what a unit sells for × the units a month.
        const base = model.one('unit-revenue', [null, 'today']) ?? model.one('price', [null, 'today'])
        const v = model.one('volume', [null, 'today', 'expected'])
        const perMonth = v && v.value !== null && v.period && PERIOD_MONTHS[v.period] ? model.monthly(v)! : null
        if (!base || base.value === null || perMonth === null) continue
        total += r.value * base.value * perMonth * horizon
        parts.push(
          `${pct(r.value)} × ${model.money(base.value)} × ${Number(perMonth.toFixed(1))} × ${Math.round(horizon)}`,
        )
      } else if (r.role === 'unit-cost' || r.role === 'price') {
        // priced per unit: × the volume the proposal runs at
        const v = model.one('volume', [null, 'today', 'expected'])
        const perMonth =
          v && v.value !== null
            ? v.period && v.period !== 'once' && v.period !== 'unit'
              ? model.monthly(v)!
              : v.value
            : null
        if (perMonth === null) continue
        total += r.value * perMonth * horizon
        parts.push(`${model.money(r.value)} × ${Number(perMonth.toFixed(1))} × ${Math.round(horizon)}`)
      }
    }
    return { total, parts }
  }
  const horizonFig = model.one('term', [null, 'proposed']) ?? model.one('life', [null, 'proposed'])
  const horizon = horizonFig?.value ?? 36
  const def: Def = {
    id: 'options',
    name: 'The options over one horizon',
    owners: owners(model, 'cfo', 'coo'),
    role: 'decisive',
    formula: 'each option: one-off costs + recurring costs × months of the horizon (+ per-unit prices × volume)',
    threshold: 'the option proposed must cost less over the same horizon, switching costs included',
    reason:
      'Options are compared over the same time and volume, with every cost each brings, or the cheaper-looking one misleads.',
    rule: 'Choose the proposed option if it costs less over the horizon.',
  }
  const costRoles = new Set(['one-off-cost', 'recurring-cost', 'unit-cost', 'loan-payment', 'fee-rate'])
  // Channels in a budget table are not options bought for one need: their returns decide, not their costs.
  const channels = ['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop'].includes(model.kind)
  if (groups.length >= 2 && !channels) {
    const rows = groups
      .map((g) => ({ g, list: model.readings.filter((r) => r.group === g && r.role && costRoles.has(r.role)) }))
      .filter((row) => row.list.length > 0)
    if (rows.length < 2) return null
    const totals = rows.map((row) => ({ ...row, ...costOf(row.list, horizon) }))
    const to = model.proposal.to?.toLowerCase()
    // What the question stops or cuts ("let our drivers go") is today's option; the other row is proposed.
    const ends = model.proposal.action === 'cut' || model.proposal.action === 'stop'
    const object = model.proposal.objectText?.toLowerCase().split(' ').at(-1)
    const ended = ends && object ? totals.find((t) => t.g.toLowerCase().includes(object)) : undefined
    const proposed =
      (ended && totals.length === 2 ? totals.find((t) => t !== ended) : undefined) ??
      totals.find((t) => to && t.g.toLowerCase().includes(to)) ??
      totals.find((t) =>
        model.readings.some((r) => r.group === t.g && (r.scope === 'proposed' || r.scope === 'expected')),
      ) ??
      totals.find(
        (t) =>
          model.proposal.objectText &&
          t.g.toLowerCase().includes(model.proposal.objectText.toLowerCase().split(' ').at(-1)!),
      ) ??
      totals.find((t) =>
        t.g
          .toLowerCase()
          .includes(model.proposal.action === 'lease' ? 'lease' : model.proposal.action === 'acquire' ? 'buy' : 'new'),
      )
    if (!proposed) return null
    const other = totals.filter((t) => t !== proposed).sort((a, b) => a.total - b.total)[0]
    const inputs = totals.flatMap((t) => t.list.map((r) => used(r, model)))
    if (horizonFig) inputs.push(used(horizonFig, model))
    const working = totals.map(
      (t) => `${t.g}: ${t.parts.join(' + ')} = ${model.money(t.total)} over ${Math.round(horizon)} months.`,
    )
    const cheaper = proposed.total < other.total
    return done(def, inputs, working, {
      value: other.total - proposed.total,
      display: model.money(Math.abs(other.total - proposed.total)),
      verdict: cheaper ? 'pass' : 'fail',
      supports: cheaper ? 'for' : 'against',
      summary: cheaper
        ? `${proposed.g} costs ${model.money(other.total - proposed.total)} less than ${other.g} over ${Math.round(horizon)} months.`
        : `${proposed.g} costs ${model.money(proposed.total - other.total)} more than ${other.g} over ${Math.round(horizon)} months.`,
    })
  }
  // Today's supplier against the proposed one, from scopes: only a switch buys the same thing from someone else
  // (a bigger office costs more than the one we outgrew, and that is not the question).
  if (model.kind !== 'vendor-switch') return null
  const todayCosts = model.readings.filter(
    (r) =>
      r.scope === 'today' &&
      r.role &&
      (r.role === 'recurring-cost' || r.role === 'unit-cost' || (r.role === 'price' && model.kind === 'vendor-switch')),
  )
  const newCosts = model.readings.filter(
    (r) =>
      (r.scope === 'proposed' || r.scope === 'expected') &&
      r.role &&
      (r.role === 'recurring-cost' || r.role === 'unit-cost' || (r.role === 'price' && model.kind === 'vendor-switch')),
  )
  if (!todayCosts.length || !newCosts.length) return null
  const switching = model.all('one-off-cost').filter((r) => model.own(r) && r.scope !== 'today')
  // Costs today that the switch ends (stated as savings) belong to today's side; grants lower the switch.
  const ending = model.all('saving').filter((r) => model.own(r) && r.quantity === 'money' && r.period !== 'once')
  const grants = grantsOf(model)
  const a = costOf([...todayCosts, ...ending.map((r) => ({ ...r, role: 'recurring-cost' as const }))], horizon)
  const b = costOf([...newCosts, ...switching], horizon)
  for (const g of grants) {
    b.total -= g.value ?? 0
    b.parts.push(`− ${model.money(g.value ?? 0)} (${g.label.toLowerCase()})`)
  }
  if (!a.parts.length || !b.parts.length) return null
  const inputs = [...todayCosts, ...ending, ...newCosts, ...switching, ...grants].map((r) => used(r, model))
  if (horizonFig) inputs.push(used(horizonFig, model))
  const cheaper = b.total < a.total
  return done(
    def,
    inputs,
    [
      `Today: ${a.parts.join(' + ')} = ${model.money(a.total)} over ${Math.round(horizon)} months.`,
      `Proposed: ${b.parts.join(' + ')} = ${model.money(b.total)}.`,
    ],
    {
      value: a.total - b.total,
      display: model.money(Math.abs(a.total - b.total)),
      verdict: cheaper ? 'pass' : 'fail',
      supports: cheaper ? 'for' : 'against',
      summary: cheaper
        ? `The proposed option saves ${model.money(a.total - b.total)} over ${Math.round(horizon)} months, switching costs included.`
        : `The proposed option costs ${model.money(b.total - a.total)} more over ${Math.round(horizon)} months, switching costs included.`,
    },
  )
}

const NEGATIVE = new Set([
  'no',
  'n',
  'false',
  'none',
  'not',
  'missing',
  'lapsed',
  'expired',
  'unsigned',
  'not yet',
  'not met',
  'fails',
  'failed',
  'refused',
  'not in place',
  'not obtained',
  'not compliant',
  'non compliant',
  'pending',
])
const BINDING = new Set([
  'condition',
  'conditions',
  'required',
  'requirement',
  'requires',
  'mandatory',
  'law',
  'legal',
  'regulation',
  'regulatory',
  'statutory',
  'rule',
  'rules',
  'obligation',
  'permit',
  'consent',
  'licence',
  'license',
  'certificate',
  'certification',
  'registration',
  'accreditation',
  'gdpr',
  'dpa',
  'hipaa',
  'baa',
  'pci',
  'safeguards',
  'safeguard',
  'inspection',
  'ratio',
  'insurer',
  'covenant',
  'compliance',
  'compliant',
  'agreement',
])

function requirement(model: Model): AnalysisResult | null {
  const reqs = model.all('requirement').filter((r) => model.own(r) && r.text)
  const breaches = model.proposal.breaches
  if (breaches && model.proposal.direction !== 'strengthen')
    return done(
      {
        id: 'requirement',
        name: 'A commitment the proposal breaks',
        owners: owners(model, 'coo', 'cto', 'ceo'),
        role: 'decisive',
        formula: 'what the question says the proposal goes against',
        threshold: 'a contract, promise, law or rule the company has made must be kept',
        reason:
          'A saving or a gain that breaks what the company promised its customers, lenders or regulators is not a trade-off the board can make.',
        rule: 'Go ahead only in a way that keeps the commitment.',
      },
      [{ metric: 'requirement', label: 'Your question', value: breaches.slice(0, 60), source: 'Your question' }],
      [`The question says: “${breaches}”.`],
      {
        value: 1,
        display: 'breached',
        verdict: 'fail',
        supports: 'against',
        hard: true,
        summary: `It breaks a commitment the question names: “${breaches}”.`,
      },
    )
  if (!reqs.length) return null
  const isNegative = (text: string) => {
    const words = tokenize(text)
      .filter((t): t is Word => t.kind === 'word')
      .map((w) => w.norm)
    const t = words.join(' ')
    return (
      NEGATIVE.has(t) ||
      words.some((w) =>
        [
          'no',
          'not',
          'none',
          'without',
          'never',
          'wont',
          'cannot',
          'refused',
          'refuses',
          'declined',
          'expired',
          'lapsed',
          'missing',
          'failed',
          'fails',
          'pending',
        ].includes(w),
      )
    )
  }
  const unmet = reqs.filter((r) => isNegative(r.text!))
  // Binding: the label says so ("Required by law"), or another figure names a contract, law or insurer requiring it.
  const bindingWords = (label: string) => tokenize(label).some((t) => t.kind === 'word' && BINDING.has(t.norm))
  const requirers = model.readings.filter((r) => model.own(r) && bindingWords(r.label))
  const binding = unmet.filter(
    (r) =>
      bindingWords(r.label) ||
      requirers.some((q) => q !== r && contentWords(q.label).some((w) => contentWords(r.label).includes(w))),
  )
  const def: Def = {
    id: 'requirement',
    name: 'Requirements the proposal must meet',
    owners: owners(model, 'coo', 'cto'),
    role: binding.length ? 'decisive' : 'guard',
    formula: 'each requirement the pack lists, met or not',
    threshold: 'a rule, licence, contract or insurer’s condition must be met; other readiness items become conditions',
    reason: 'A proposal that breaks a legal or contractual obligation is not a trade-off the board can make.',
    rule: 'Go ahead only once every binding requirement is met.',
  }
  const inputs = [...reqs, ...requirers.filter((q) => !reqs.includes(q))].map((r) => used(r, model))
  // A control an insurer, contract or law requires, which the proposal puts in place.
  const strengthens = model.proposal.direction === 'strengthen' || model.proposal.action === 'protect'
  // The question proposes what a binding condition asks for ("needs passenger liability cover…", "turn on
  // two-factor login" for "MFA on all email and banking logins"): doing it is what keeps the condition.
  const asked = new Set(model.proposal.words)
  const provides = (r: FigureReading) =>
    contentWords(r.text ?? '').filter((w) => asked.has(w)).length >= 2 ||
    (r.text
      ? tokenize(r.text).some((t) => t.kind === 'word' && asked.has(t.stem) && t.norm.length > 3) && strengthens
      : false)
  const required = reqs.filter((r) => !unmet.includes(r) && bindingWords(r.label))
  const providedFor = required.filter(provides)
  if (!strengthens && providedFor.length)
    return done(
      { ...def, role: 'decisive', name: 'A requirement the proposal meets' },
      inputs,
      providedFor.map((r) => `${r.label}: ${r.text}; the question proposes it.`),
      {
        value: providedFor.length,
        display: 'required',
        verdict: 'pass',
        supports: 'for',
        summary: `It is what a binding condition asks for: ${providedFor.map((r) => `${r.label.toLowerCase()} (${r.text})`).join(', ')}.`,
      },
    )
  if (strengthens && required.length)
    return done(
      { ...def, role: 'decisive', name: 'A requirement the proposal meets' },
      inputs,
      required.map((r) => `${r.label}: ${r.text}.`),
      {
        value: required.length,
        display: 'required',
        verdict: 'pass',
        supports: 'for',
        summary: `It meets what is required: ${required.map((r) => `${r.label.toLowerCase()} (${r.text})`).join(', ')}.`,
      },
    )
  if (!unmet.length)
    return done(
      def,
      inputs,
      reqs.map((r) => `${r.label}: ${r.text}.`),
      {
        value: reqs.length,
        display: 'met',
        verdict: 'pass',
        supports: 'for',
        summary: `Every requirement listed is met (${reqs.map((r) => r.label.toLowerCase()).join(', ')}).`,
      },
    )
  return done(
    def,
    inputs,
    [...unmet.map((r) => `${r.label}: ${r.text}.`), ...requirers.map((q) => `${q.label}: ${showReading(q, model)}.`)],
    {
      value: unmet.length,
      display: `${unmet.length} not met`,
      verdict: binding.length ? 'fail' : 'borderline',
      supports: binding.length ? 'against' : 'mixed',
      hard: binding.length > 0,
      summary: binding.length
        ? `A binding requirement is not met: ${binding.map((r) => `${r.label.toLowerCase()} (${r.text})`).join(', ')}.`
        : `Not yet in place: ${unmet.map((r) => `${r.label.toLowerCase()} (${r.text})`).join(', ')}.`,
    },
  )
}

/** An order at a price per unit: what it earns after deductions, unit costs and one-off costs, and what it displaces. */
function orderContribution(model: Model): AnalysisResult | null {
  const price = model.one('price', ['proposed', null, 'expected'], ['today', 'competitor', 'benchmark'])
  const costs = model.all('unit-cost').filter((r) => model.own(r) && r.value !== null && r.scope !== 'competitor')
  const units =
    model
      .all('volume')
      .find((r) => model.own(r) && (r.period === null || r.period === 'once') && r.scope !== 'today') ??
    model
      .all('volume')
      .find((r) => model.own(r) && r.period && r.period !== 'once' && r.period !== 'unit' && r.scope !== 'today')
  if (!price || price.value === null || !costs.length || !units || units.value === null) return null
  // Pay per unit carries the employer's on-costs (holiday pay, pension, taxes) on top.
  const onCosts = model.all('on-cost').filter((r) => r.value !== null)
  const uplift = onCosts.reduce((t, r) => t * (1 + r.value!), 1)
  const isPay = (r: FigureReading) =>
    wordsOf(r.label).some((w) => ['pai', 'wage', 'salari', 'labour', 'labor'].includes(w))
  const costValue = costs.reduce((t, r) => t + r.value! * (isPay(r) ? uplift : 1), 0)
  const cost = { ...costs[0], value: costValue }
  const fee = model.one('fee-rate')
  const oneOffs = model.all('one-off-cost').filter((r) => model.own(r))
  const def: Def = {
    id: 'order-contribution',
    name: 'What the order earns',
    owners: owners(model, 'cfo', 'coo'),
    role: 'decisive',
    formula: '(price − deductions − unit cost) × units − one-off costs; less what it displaces at full price',
    threshold: 'the order must earn a positive contribution after every deduction and cost it brings',
    reason:
      'An order at a special price pays only if each unit still earns more than it costs, after the customer’s deductions.',
    rule: 'Accept it if it earns a positive contribution after deductions, one-off costs and any full-price sales it displaces.',
  }
  const inputs: Used[] = [
    used(price, model),
    ...costs.map((r) => used(r, model)),
    ...onCosts.map((r) => used(r, model)),
    used(units, model),
  ]
  const working: string[] = onCosts.length
    ? [`Pay with on-costs: × ${Number(uplift.toFixed(4))}; cost per unit ${model.money(costValue)}.`]
    : []
  const deduction = fee && fee.value !== null ? price.value * fee.value : 0
  if (fee) inputs.push(used(fee, model))
  const perUnit = price.value - deduction - cost.value
  working.push(
    `Per unit: ${model.money(price.value)}${deduction ? ` − ${model.money(deduction)} deducted` : ''} − ${model.money(cost.value)} = ${model.money(perUnit)}.`,
  )
  // A flow of units (hours a week) over the contract's term, or one order's units.
  const term = model.one('term', [null, 'proposed'])
  const flowing = units.period && units.period !== 'once' && units.period !== 'unit'
  const count = flowing ? (model.monthly(units) ?? 0) * (term?.value ?? 12) : units.value
  if (flowing) inputs.push(...(term ? [used(term, model)] : []))
  let total = perUnit * count
  working.push(
    `× ${Math.round(count).toLocaleString('en-US')} units${flowing ? ` over ${months(term?.value ?? 12)}` : ''} = ${model.money(total)}.`,
  )
  const once = oneOffs.reduce((t, r) => t + (r.value ?? 0), 0)
  for (const r of oneOffs) inputs.push(used(r, model))
  if (once) {
    total -= once
    working.push(`Less ${model.money(once)} one-off = ${model.money(total)}.`)
  }
  // Capacity it takes from full-price sales: units beyond the spare capacity displace sales at the usual price.
  const usual = model.one('price', ['today'])
  const utilisation = model.one('utilisation')
  const capacity = model.one('capacity')
  if (
    usual &&
    usual.value !== null &&
    usual !== price &&
    capacity &&
    capacity.value !== null &&
    utilisation &&
    utilisation.value !== null
  ) {
    const spare = capacity.value * (1 - utilisation.value)
    const displaced = Math.max(0, units.value - spare)
    if (displaced > 0) {
      const lost = displaced * (usual.value - cost.value)
      total -= lost
      inputs.push(used(usual, model), used(capacity, model), used(utilisation, model))
      working.push(
        `It displaces ${Math.round(displaced).toLocaleString('en-US')} units at the usual ${model.money(usual.value)}: − ${model.money(lost)} = ${model.money(total)}.`,
      )
    }
  }
  const positive = total > 0
  return done(def, inputs, working, {
    value: total,
    display: model.money(total),
    verdict: positive ? 'pass' : 'fail',
    supports: positive ? 'for' : 'against',
    hard: perUnit < 0,
    summary: positive
      ? `The order earns ${model.money(total)}: ${model.money(perUnit)} a unit on ${units.value.toLocaleString('en-US')} units${once ? ` after ${model.money(once)} of one-off costs` : ''}.`
      : `The order loses ${model.money(-total)}: ${model.money(perUnit)} a unit on ${units.value.toLocaleString('en-US')} units${once ? ` and ${model.money(once)} of one-off costs` : ''}.`,
  })
}

/** One deal or order: what it brings after any discount, against what it costs to deliver and win. */
function deal(model: Model): AnalysisResult | null {
  // One deal or order: a customer deal, or a discount to win one (not a sale across the range).
  if (model.kind !== 'customer-deal' && !(model.kind === 'discount' && model.proposal.objects.includes('order')))
    return null
  // An order of units at a price each: (price less deductions − unit cost) × units − one-off costs.
  const order = orderContribution(model)
  if (order) return order
  // (the business's own takings today are not the deal's value)
  const notTheDeal: Scope[] = ['today', 'competitor', 'benchmark']
  const value =
    model.one('unit-revenue', ['proposed', null, 'expected'], notTheDeal) ??
    model.one('revenue', ['proposed', null, 'expected'], notTheDeal) ??
    model.one('price', ['proposed', null], notTheDeal)
  if (!value || value.value === null) return null
  const discount = model.all('change').find((r) => r.quantity === 'rate' && r.value !== null && r.scope !== 'test')
  const margin = model.one('margin', [null, 'today'])
  const delivery = model.all('recurring-cost').filter((r) => model.own(r) && r.scope !== 'today')
  const unitCosts = model.all('unit-cost').filter((r) => model.own(r))
  const oneOffs = model.all('one-off-cost').filter((r) => model.own(r))
  const fee = model.one('fee-rate')
  if (!delivery.length && !unitCosts.length && !(margin && discount)) return null
  const def: Def = {
    id: 'deal-contribution',
    name: 'What the deal contributes',
    owners: owners(model, 'cfo', 'ceo'),
    role: 'decisive',
    formula: 'deal value × (1 − discount) − cost to deliver − commission − one-off costs',
    threshold: 'the deal must leave a positive contribution after every cost it brings',
    reason: 'A deal that costs more to deliver and win than it pays loses money however large it is.',
    rule: 'Sign it if it leaves a positive contribution after the discount.',
  }
  const inputs: Used[] = [used(value, model)]
  const working: string[] = []
  const gross = value.value
  const d = discount ? Math.abs(discount.value!) : 0
  if (discount) inputs.push(used(discount, model))
  const net = gross * (1 - d)
  working.push(`Deal value: ${model.money(gross)}${d ? ` × (1 − ${pct(d)}) = ${model.money(net)}` : ''}.`)
  let cost = 0
  for (const r of [...delivery, ...unitCosts]) {
    // A yearly cost to deliver a yearly deal; a monthly one × 12.
    const c = r.period === 'month' ? r.value! * 12 : r.period === 'quarter' ? r.value! * 4 : r.value!
    cost += c
    inputs.push(used(r, model))
  }
  // The margin gives the cost of what is sold; costs listed beside it (delivery, fulfilment) come on top.
  if (margin && margin.value !== null && !delivery.length) {
    const goods = gross * (1 - margin.value)
    cost += goods
    inputs.push(used(margin, model))
    working.push(
      `Cost of what is sold, from the margin: ${model.money(gross)} × (1 − ${pct(margin.value)}) = ${model.money(goods)}.`,
    )
  }
  const commission = fee && fee.value !== null ? net * fee.value : 0
  if (fee) inputs.push(used(fee, model))
  const once = oneOffs.reduce((t, r) => t + (r.value ?? 0), 0)
  for (const r of oneOffs) inputs.push(used(r, model))
  const result = net - cost - commission - once
  working.push(
    `Contribution: ${model.money(net)} − ${model.money(cost)}${commission ? ` − ${model.money(commission)} commission` : ''}${once ? ` − ${model.money(once)} one-off` : ''} = ${model.money(result)}.`,
  )
  const positive = result > 0
  return done(def, inputs, working, {
    value: result,
    display: model.money(result),
    verdict: positive ? (result < net * 0.05 ? 'borderline' : 'pass') : 'fail',
    supports: positive ? (result < net * 0.05 ? 'mixed' : 'for') : 'against',
    hard: !positive,
    summary: positive
      ? `The deal leaves ${model.money(result)} after delivery${commission ? ', commission' : ''}${once ? ' and one-off costs' : ''}.`
      : `The deal loses ${model.money(-result)}: ${model.money(net)} against ${model.money(cost)} to deliver${commission ? `, ${model.money(commission)} of commission` : ''}${once ? ` and ${model.money(once)} once` : ''}.`,
  })
}

/** Spending to win customers: what one costs to win against what it brings over its life. */
function acquisition(model: Model): AnalysisResult | null {
  if (!['spend-up', 'spend-down', 'campaign-continue-stop', 'launch', 'packaging'].includes(model.kind)) return null
  const inputs: Used[] = []
  const working: string[] = []
  // The cost of winning one more customer: stated, or the tested spend ÷ the customers it won.
  let cac: number | null = null
  const stated = model.one('acquisition-cost', ['test', 'expected', null, 'proposed', 'today'])
  if (stated && stated.value !== null) {
    cac = stated.value
    inputs.push(used(stated, model))
  } else {
    const byScope = (list: FigureReading[]) =>
      list.find((r) => r.scope === 'test' || r.scope === 'expected') ??
      list.find((r) => r.scope !== 'competitor' && r.scope !== 'benchmark')
    const spend = byScope(model.all('recurring-cost').filter((r) => model.own(r)))
    const won = byScope(
      model.all('volume').filter((r) => model.own(r) && r.period && r.period !== 'once' && r.period !== 'unit'),
    )
    if (spend && won && spend.value !== null && won.value) {
      cac =
        (model.monthly(spend) ?? spend.value) /
        (won.period && won.period !== 'once' ? (model.monthly(won) ?? won.value) : won.value)
      inputs.push(used(spend, model), used(won, model))
      working.push(
        `Cost to win one: ${model.money(model.monthly(spend) ?? spend.value)} ÷ ${won.value} = ${model.money(cac)}.`,
      )
    }
  }
  if (cac === null) return null
  const def: Def = {
    id: 'acquisition',
    name: 'What a customer is worth against what it costs to win',
    owners: owners(model, 'cmo', 'cfo'),
    role: 'decisive',
    formula: 'lifetime value ÷ cost to win (LTV:CAC); payback = cost to win ÷ monthly contribution per customer',
    threshold: '3× or more and payback within 12 months; under 1× every customer loses money',
    reason:
      'Spend that wins customers pays when each is worth several times what it cost to win (the common SaaS benchmark, e.g. David Skok).',
    rule:
      model.kind === 'spend-down'
        ? 'Cut it if customers cost more to win than they are worth.'
        : 'Spend it if a customer is worth at least 3× what it costs to win.',
  }
  const ltvFig = model.one('lifetime-value', [null, 'today', 'expected'])
  let monthly: number | null = null
  const price = model.one('price', [null, 'today', 'proposed']) ?? model.one('unit-revenue', [null, 'today'])
  const margin = model.one('margin', [null, 'today'])
  if (price && price.value !== null) {
    monthly = price.value * (margin?.value ?? 1)
    inputs.push(used(price, model))
    if (margin) inputs.push(used(margin, model))
  }
  let ltv: number | null = null
  if (ltvFig && ltvFig.value !== null) {
    ltv = ltvFig.value
    inputs.push(used(ltvFig, model))
  } else {
    const churn = model.one('share', [null, 'today', 'expected'])
    if (monthly && churn?.value && churn.period === 'month') {
      ltv = monthly / churn.value
      inputs.push(used(churn, model))
      working.push(`Lifetime value: ${model.money(monthly)} a month ÷ ${pct(churn.value)} churn = ${model.money(ltv)}.`)
    }
  }
  if (ltv === null)
    return missing(def, ['what a customer is worth over its life (or its monthly revenue, margin and churn)'], inputs)
  const ratio = ltv / cac
  working.push(`LTV:CAC = ${model.money(ltv)} ÷ ${model.money(cac)} = ${x(ratio)}.`)
  if (monthly) working.push(`Payback: ${model.money(cac)} ÷ ${model.money(monthly)} = ${months(cac / monthly)}.`)
  const verdict: Verdict = ratio >= 3 && (!monthly || cac / monthly <= 18) ? 'pass' : ratio >= 1 ? 'borderline' : 'fail'
  const cut = model.kind === 'spend-down' || model.proposal.direction === 'stop'
  return done(def, inputs, working, {
    value: ratio,
    display: x(ratio),
    verdict,
    supports: cut
      ? verdict === 'fail'
        ? 'for'
        : verdict === 'pass'
          ? 'against'
          : 'mixed'
      : verdict === 'pass'
        ? 'for'
        : verdict === 'fail'
          ? 'against'
          : 'mixed',
    summary:
      verdict === 'fail'
        ? `Each customer costs ${model.money(cac)} to win and is worth ${model.money(ltv)}: ${x(ratio)}, it loses money.`
        : `Each customer costs ${model.money(cac)} to win and is worth ${model.money(ltv)}: ${x(ratio)}${monthly ? `, paid back in ${months(cac / monthly)}` : ''}.`,
  })
}

/** Words that tie a figure to owning an asset rather than leasing it. */
const OWN_WORDS = new Set(
  ['buy', 'buying', 'purchase', 'own', 'owning', 'owned', 'resale', 'resell', 'outright', 'borrowed', 'borrow'].map(
    stem,
  ),
)
const LEASE_WORDS = new Set(['lease', 'leasing', 'rent', 'rental', 'hire', 'subscription'].map(stem))
const wordsOf = (label: string) =>
  tokenize(label)
    .filter((t): t is Word => t.kind === 'word')
    .map((w) => w.stem)
/** The buy side of a lease-or-buy question: a figure about owning it. */
export const aboutOwning = (r: FigureReading) =>
  wordsOf(r.label).some((w) => OWN_WORDS.has(w)) && !wordsOf(r.label).some((w) => LEASE_WORDS.has(w))

/** Leasing against buying the same thing over the lease's term. */
function buyOrLease(model: Model): AnalysisResult | null {
  if (model.kind !== 'lease' && model.kind !== 'investment') return null
  const purchase = model.all('one-off-cost').find((r) => model.own(r) && aboutOwning(r))
  const lease = [...model.all('recurring-cost'), ...model.all('unit-cost')].find(
    (r) => model.own(r) && wordsOf(r.label).some((w) => LEASE_WORDS.has(w)),
  )
  if (!purchase || purchase.value === null || !lease || lease.value === null) return null
  const term = model.one('term', [null, 'proposed']) ?? model.one('life')
  const leasing = model.proposal.action === 'lease' || model.kind === 'lease'
  const def: Def = {
    id: 'buy-or-lease',
    name: 'Leasing against buying over the term',
    owners: owners(model, 'cfo', 'coo'),
    role: 'decisive',
    formula: 'lease: payment × months; buy: price − resale + owner’s running costs × months (+ interest when borrowed)',
    threshold: `the ${leasing ? 'lease' : 'purchase'} must cost less over the same months, and buying must be affordable`,
    reason:
      'Leasing and buying the same asset are two prices for one use: the cheaper over the term wins, unless buying would drain the cash.',
    rule: `${leasing ? 'Lease' : 'Buy'} if it costs less over the term and leaves the cash the business needs.`,
  }
  if (!term || term.value === null)
    return missing(def, ['how long we would use it (the lease term)'], [used(purchase, model), used(lease, model)])
  const months_ = term.value
  const inputs: Used[] = [used(purchase, model), used(lease, model), used(term, model)]
  const working: string[] = []
  const leaseMonthly = lease.period === 'unit' ? lease.value : (model.monthly(lease) ?? lease.value)
  const leaseTotal = leaseMonthly * months_
  working.push(`Lease: ${model.money(leaseMonthly)} × ${Math.round(months_)} = ${model.money(leaseTotal)}.`)
  let buyTotal = purchase.value
  const parts = [model.money(purchase.value)]
  const resale = [...model.all('unit-revenue'), ...model.all('revenue')].find((r) =>
    wordsOf(r.label).some((w) => ['resal', 'resel', 'sell', 'residu', 'trade'].includes(w)),
  )
  if (resale && resale.value !== null) {
    buyTotal -= resale.value
    parts.push(`− ${model.money(resale.value)} resale`)
    inputs.push(used(resale, model))
  }
  const owning = [...model.all('unit-cost'), ...model.all('recurring-cost')].filter(
    (r) => r !== lease && aboutOwning(r) && r.value !== null,
  )
  for (const r of owning) {
    const m = r.period === 'unit' ? r.value! : (model.monthly(r) ?? 0)
    buyTotal += m * months_
    parts.push(`+ ${model.money(m)} × ${Math.round(months_)}`)
    inputs.push(used(r, model))
  }
  const rate = model.all('interest-rate').find((r) => aboutOwning(r) || r.scope === 'proposed')
  if (rate && rate.value !== null) {
    // Interest on the price while it is repaid: about half the price outstanding on average.
    const interest = purchase.value * rate.value * (months_ / 12) * 0.5
    buyTotal += interest
    parts.push(`+ ${model.money(interest)} interest (${pct(rate.value)} on half the price for ${months(months_)})`)
    inputs.push(used(rate, model))
  }
  working.push(`Buy: ${parts.join(' ')} = ${model.money(buyTotal)}.`)
  // Buying must be affordable: the price against the cash held.
  const cash = model.one('cash', [null, 'today'])
  const count = model.proposal.magnitudes.find((m) => m.quantity === 'count' && m.value)?.value ?? 1
  const buyCash = purchase.value * (purchase.period === 'unit' ? count : 1)
  const affordable = !cash || cash.value === null || buyCash <= cash.value * 0.8
  if (cash && cash.value !== null) {
    inputs.push(used(cash, model))
    working.push(
      `Buying needs ${model.money(buyCash)} against ${model.money(cash.value)} of cash${affordable ? '' : ': it would leave too little to run the business'}.`,
    )
  }
  const leaseCheaper = leaseTotal <= buyTotal
  const good = leasing ? leaseCheaper || !affordable : !leaseCheaper && affordable
  return done(def, inputs, working, {
    value: buyTotal - leaseTotal,
    display: model.money(Math.abs(buyTotal - leaseTotal)),
    verdict: good ? 'pass' : 'fail',
    supports: good ? 'for' : 'against',
    summary: leasing
      ? good
        ? leaseCheaper
          ? `Leasing costs ${model.money(buyTotal - leaseTotal)} less than buying over ${months(months_)}.`
          : `Buying would cost ${model.money(leaseTotal - buyTotal)} less, but needs ${model.money(buyCash)} of our ${model.money(cash!.value!)}: leasing keeps the cash.`
        : `Leasing costs ${model.money(leaseTotal - buyTotal)} more than buying over ${months(months_)}, and we can afford to buy.`
      : good
        ? `Buying costs ${model.money(leaseTotal - buyTotal)} less than leasing over ${months(months_)}.`
        : `Buying costs ${model.money(buyTotal - leaseTotal)} more than leasing${affordable ? '' : ', and the cash cannot bear it'}.`,
  })
}

/** A minimum or maximum a contract, lender or law sets, against the value the proposal would have. */
function limits(model: Model): AnalysisResult | null {
  const limit = model.all('limit').find((r) => r.value !== null && model.own(r))
  if (!limit) return null
  // What the limit is on: a proposed figure of the same quantity, held or flowing alike (a premium a year
  // is not the cover it buys), and of the same role or named alike.
  const flows = (r: FigureReading) => !!r.period && r.period !== 'once'
  const proposed = model.readings.find(
    (r) =>
      r !== limit &&
      r.scope === 'proposed' &&
      r.quantity === limit.quantity &&
      r.value !== null &&
      model.own(r) &&
      flows(r) === flows(limit),
  )
  if (!proposed) return null
  const words = wordsOf(limit.label)
  const minimum =
    words.some((w) => ['minimum', 'least', 'floor', 'less', 'requir', 'must'].map(stem).includes(w)) &&
    !words.some((w) => ['maximum', 'max', 'cap', 'ceil', 'more'].map(stem).includes(w))
  const def: Def = {
    id: 'limit',
    name: minimum ? 'The minimum we must keep' : 'The maximum we must not pass',
    owners: owners(model, 'cfo', 'coo', 'ceo'),
    role: 'decisive',
    formula: minimum ? 'proposed value ≥ the minimum required' : 'proposed value ≤ the maximum allowed',
    threshold: `${minimum ? 'at least' : 'at most'} ${showReading(limit, model)}`,
    reason:
      'A limit set by a contract, a lender or the law is not traded against a saving: breaking it puts the business it protects at risk.',
    rule: `Go ahead only if it keeps ${minimum ? 'at least' : 'at most'} ${showReading(limit, model)}.`,
  }
  const ok = minimum ? proposed.value! >= limit.value! : proposed.value! <= limit.value!
  return done(
    def,
    [used(limit, model), used(proposed, model)],
    [
      `${proposed.label}: ${showReading(proposed, model)} against ${minimum ? 'a minimum' : 'a maximum'} of ${showReading(limit, model)}.`,
    ],
    {
      value: proposed.value!,
      display: showReading(proposed, model),
      verdict: ok ? 'pass' : 'fail',
      supports: ok ? 'for' : 'against',
      hard: !ok,
      summary: ok
        ? `It stays within the limit: ${showReading(proposed, model)} against ${showReading(limit, model)}.`
        : `It breaks the limit: ${showReading(proposed, model)} where ${limit.label.toLowerCase()} is ${showReading(limit, model)}.`,
    },
  )
}

/** What the next unit of ad spend returns, against the return that breaks even at the margin. */
function adReturn(model: Model): AnalysisResult | null {
  if (!['spend-up', 'spend-down', 'campaign-continue-stop', 'reallocate'].includes(model.kind)) return null
  // "Revenue from the extra $1,000 we tested": revenue ÷ the spend its label names is the increment's return.
  const tested = model.all('revenue').find((r) => {
    if (!model.own(r) || (r.scope !== 'test' && r.scope !== 'expected') || r.value === null) return false
    return tokenize(r.label).some((t) => t.kind === 'quantity' && !t.unit && (t.currency || t.dollarSign))
  })
  const spentOn = tested
    ? (tokenize(tested.label).find((t) => t.kind === 'quantity' && !t.unit && (t.currency || t.dollarSign)) as
        | { value: number }
        | undefined)
    : undefined
  const incremental: FigureReading | undefined =
    tested && spentOn && spentOn.value > 0
      ? {
          ...tested,
          role: 'return-ratio',
          quantity: 'ratio',
          value: tested.value! / spentOn.value,
          period: null,
          label: `${tested.label} ÷ ${model.money(spentOn.value)}`,
          written: `${model.money(tested.value!)} ÷ ${model.money(spentOn.value)}`,
          trace: [...tested.trace, 'the revenue ÷ the spend its label names: the return on that increment'],
        }
      : undefined
  const marginal = model.all('return-ratio').find((r) => r.scope === 'test' || r.scope === 'expected') ?? incremental
  const average = model.one('return-ratio', [null, 'today'])
  let roas = marginal ?? average
  const margin = model.one('margin', [null, 'today'])
  if (!margin?.value) return null
  const derived: Used[] = []
  const derivedWorking: string[] = []
  if (!roas || roas.value === null) {
    // The return from what the spend brings: customers it brings × what each spends, ÷ the spend.
    const spend = [...model.all('recurring-cost'), ...model.all('saving')].find(
      (r) => model.own(r) && r.quantity === 'money' && r.period && r.period !== 'once' && r.period !== 'unit',
    )
    const brings = model
      .all('volume')
      .find((r) => model.own(r) && r.period && r.period !== 'once' && r.period !== 'unit' && r.scope !== 'today')
    const basket = model.one('unit-revenue', [null, 'today']) ?? model.one('price', [null, 'today'])
    if (!spend || !brings || !basket || spend.value === null || brings.value === null || basket.value === null)
      return null
    const perMonth = model.monthly(spend)!
    const sales = model.monthly(brings)! * basket.value
    roas = {
      ...spend,
      role: 'return-ratio',
      quantity: 'ratio',
      value: sales / perMonth,
      label: 'Return on the spend',
      scope: null,
    }
    derived.push(used(spend, model), used(brings, model), used(basket, model))
    derivedWorking.push(
      `Return: ${Number(model.monthly(brings)!.toFixed(1))} a month × ${model.money(basket.value)} = ${model.money(sales)} of sales ÷ ${model.money(perMonth)} = ${x(sales / perMonth)}.`,
    )
  }
  const breakEven = 1 / margin.value
  const down = model.kind === 'spend-down' || model.proposal.direction === 'stop' || model.proposal.direction === 'down'
  const def: Def = {
    id: 'ad-return',
    name: marginal ? 'What the extra spend returns' : 'What the spend returns',
    owners: owners(model, 'cmo', 'cfo'),
    role: 'decisive',
    formula: 'return on spend (revenue ÷ spend) against break-even 1 ÷ gross margin',
    threshold: `above ${x(breakEven)} (1 ÷ ${pct(margin.value)}); the last increment, not the average, decides a change`,
    reason:
      'Ad spend pays when each unit of spend brings back more gross profit than it costs; returns fall as spend rises, so the increment decides.',
    rule: down
      ? 'Cut it if the spend returns less than break-even.'
      : 'Spend more if the extra spend returns more than break-even.',
  }
  const above = roas.value! > breakEven
  const roasValue = roas.value!
  return done(
    def,
    [
      ...(derived.length ? derived : [used(roas, model)]),
      used(margin, model),
      ...(marginal && average ? [used(average, model)] : []),
    ],
    [
      ...derivedWorking,
      `Break-even: 1 ÷ ${pct(margin.value)} = ${x(breakEven)}; ${marginal ? 'the increment' : 'the spend'} returns ${x(roasValue)}.`,
    ],
    {
      value: roasValue,
      display: x(roasValue),
      verdict: above ? 'pass' : 'fail',
      supports: down ? (above ? 'against' : 'for') : above ? 'for' : 'against',
      summary: above
        ? `${marginal ? 'The extra spend' : 'The spend'} returns ${x(roasValue)}, above the ${x(breakEven)} that breaks even.`
        : `${marginal ? 'The extra spend' : 'The spend'} returns ${x(roasValue)}, below the ${x(breakEven)} that breaks even: it loses money${marginal && average ? ` even though the average is ${x(average.value!)}` : ''}.`,
    },
  )
}

/** Words any revenue label may carry: two labels sharing only these are not about the same activity. */
const REVENUE_WORDS = new Set(
  ['sales', 'sale', 'takings', 'revenue', 'income', 'turnover', 'spend', 'month', 'year', 'week', 'day', 'monthly'].map(
    stem,
  ),
)

/** Stopping an activity: what it earns after the costs that go with it (allocated overheads stay). */
function activity(model: Model): AnalysisResult | null {
  if (model.kind !== 'cut') return null
  const revenues = model
    .all('revenue')
    .filter((r) => model.own(r) && r.scope !== 'expected' && r.scope !== 'proposed' && r.period && r.period !== 'once')
  const revenue = revenues[0]
  if (!revenue || revenue.value === null) return null
  // Revenue the activity brings elsewhere ("spend by crèche families"): counted as lost with it, at its own margin.
  const linked = revenues.slice(1).filter((r) => related(r.label, revenue.label, REVENUE_WORDS) > 0)
  // A margin goes with the revenue its label speaks of ("Margin on bowling and food").
  const margins = model.all('margin').filter((r) => r.scope === null || r.scope === 'today')
  const marginFor = (rev: FigureReading) => {
    const best = margins
      .map((m) => ({
        m,
        here: related(m.label, rev.label),
        most: Math.max(...revenues.map((o) => related(m.label, o.label))),
      }))
      .filter((c) => c.here >= c.most)
    return best.sort((a, b) => b.here - a.here)[0]?.m
  }
  const margin = marginFor(revenue)
  const costRate = model.one('fee-rate', [null, 'today'])
  const direct = model
    .all('recurring-cost')
    .filter((r) => model.own(r) && r.scope !== 'proposed' && r.scope !== 'expected')
  const avoidable = model
    .all('fixed-costs')
    .filter((r) => model.own(r) && (r.scope === 'proposed' || r.scope === 'expected'))
  const allocated = model.all('fixed-costs').filter((r) => model.own(r) && !avoidable.includes(r))
  const halo = model.all('profit').filter((r) => model.own(r) && (r.scope === 'expected' || r.scope === 'proposed'))
  if (!margin && !costRate && !direct.length) return null
  const def: Def = {
    id: 'activity',
    name: 'What the activity earns after its own costs',
    owners: owners(model, 'cfo', 'coo'),
    role: 'decisive',
    formula:
      'its revenue × margin − the costs that go with it (+ what it brings the rest of the business); allocated overheads stay',
    threshold: 'stop it only if it loses money on the costs that stopping removes',
    reason:
      'Stopping an activity saves only the costs that go with it; overheads allocated to it stay and fall on the rest.',
    rule: 'Stop it if what it earns is less than the costs that would go with it.',
  }
  const inputs: Used[] = [used(revenue, model)]
  const working: string[] = []
  const rev = model.monthly(revenue) ?? revenue.value
  let earns = rev
  if (margin && margin.value !== null) {
    earns = rev * margin.value
    inputs.push(used(margin, model))
    working.push(`Gross profit: ${model.money(rev)} × ${pct(margin.value)} = ${model.money(earns)} a month.`)
  } else if (costRate && costRate.value !== null) {
    earns = rev * (1 - costRate.value)
    inputs.push(used(costRate, model))
    working.push(
      `After ${pct(costRate.value)} of direct costs: ${model.money(rev)} × ${pct(1 - costRate.value)} = ${model.money(earns)} a month.`,
    )
  }
  let net = earns
  for (const r of [...direct, ...avoidable]) {
    const m = model.monthly(r) ?? 0
    net -= m
    inputs.push(used(r, model))
    working.push(`− ${r.label}: ${model.money(m)} a month.`)
  }
  for (const r of linked) {
    const lostMargin = marginFor(r)
    const m = (model.monthly(r) ?? 0) * (lostMargin?.value ?? 1)
    net += m
    inputs.push(used(r, model))
    if (lostMargin) inputs.push(used(lostMargin, model))
    working.push(
      `+ ${r.label}${lostMargin ? ` × ${pct(lostMargin.value!)} margin` : ''}: ${model.money(m)} a month, lost with it.`,
    )
  }
  for (const r of halo) {
    const m = model.monthly(r) ?? 0
    net += m
    inputs.push(used(r, model))
    working.push(`+ ${r.label}: ${model.money(m)} a month.`)
  }
  if (allocated.length) {
    for (const r of allocated) inputs.push(used(r, model))
    working.push(
      `Left out: ${allocated.map((r) => r.label.toLowerCase()).join(', ')}, which stopping would not remove.`,
    )
  }
  working.push(`It earns ${model.money(net)} a month after its own costs.`)
  const loses = net < 0
  return done(def, inputs, working, {
    value: net,
    display: `${model.money(net)} a month`,
    verdict: loses ? 'fail' : 'pass',
    supports: loses ? 'for' : 'against',
    summary: loses
      ? `Stopping it ends a loss of ${model.money(-net)} a month after the costs that go with it.`
      : `It earns ${model.money(net)} a month after the costs that go with it; stopping it would lose that${allocated.length ? ' and leave its allocated overheads on the rest' : ''}.`,
  })
}

/** An annual prepaid plan beside a monthly one: what a monthly member pays in their first year, with churn, against the annual price. */
function prepay(model: Model): AnalysisResult | null {
  const prices = model.all('price').filter((r) => r.value !== null && model.own(r))
  const monthly = prices.find((r) => r.period === 'month')
  const annual = prices.find((r) => r.period === 'year')
  const churn = model
    .all('share')
    .concat(model.all('change'))
    .find((r) => r.period === 'month' && r.value !== null && r.value > 0 && r.value < 0.5)
  if (!monthly || !annual || !churn) return null
  const c = churn.value!
  const expectedMonths = (1 - (1 - c) ** 12) / c
  const monthlyYear = monthly.value! * expectedMonths
  const def: Def = {
    id: 'prepay',
    name: 'Annual prepay against a monthly member’s first year',
    owners: owners(model, 'cfo', 'cmo'),
    role: 'decisive',
    formula:
      'months a monthly member pays in a year = (1 − (1 − churn)^12) ÷ churn; × the monthly price, against the annual price',
    threshold: 'the annual price must bring at least what a monthly member pays in their first year',
    reason:
      'An annual plan trades a discount for a year paid up front; it pays when churn means monthly members pay for fewer months than the discount gives away.',
    rule: 'Offer it if the annual price beats what a monthly member pays in a year.',
  }
  const better = annual.value! >= monthlyYear
  return done(
    def,
    [used(monthly, model), used(annual, model), used(churn, model)],
    [
      `A monthly member pays ${Number(expectedMonths.toFixed(1))} months in their first year: ${model.money(monthly.value!)} × ${Number(expectedMonths.toFixed(1))} = ${model.money(monthlyYear)}.`,
      `Annual: ${model.money(annual.value!)}.`,
    ],
    {
      value: annual.value! - monthlyYear,
      display: model.money(annual.value! - monthlyYear),
      verdict: better ? 'pass' : 'fail',
      supports: better ? 'for' : 'against',
      summary: better
        ? `An annual member pays ${model.money(annual.value!)} up front against the ${model.money(monthlyYear)} a monthly member pays in a year at ${pct(c)} churn.`
        : `An annual member pays ${model.money(annual.value!)}, less than the ${model.money(monthlyYear)} a monthly member pays in a year at ${pct(c)} churn.`,
    },
  )
}

/**
 * A flat plan for something customers use again and again ("unlimited coffee for £25 a month"): what a member
 * earns after what they use, and what a customer who paid per use gives up by switching to it.
 */
function usagePlan(model: Model): AnalysisResult | null {
  const plan = model
    .all('price')
    .find(
      (r) =>
        model.own(r) &&
        r.value !== null &&
        (r.period === 'month' || r.period === 'week') &&
        r.scope !== 'today' &&
        r.scope !== 'competitor',
    )
  const usage = model
    .all('volume')
    .find(
      (r) => model.own(r) && r.value !== null && r.period === 'unit' && (r.perTime === 'month' || r.perTime === 'week'),
    )
  const cost = model.one('unit-cost', [null, 'today'])
  if (!plan || !usage || !cost || cost.value === null) return null
  const perUse = model
    .all('price')
    .find((r) => r !== plan && r.value !== null && r.period === 'unit' && r.scope !== 'competitor')
  const def: Def = {
    id: 'usage-plan',
    name: 'What a member of the plan earns after what they use',
    owners: owners(model, 'cfo', 'cmo'),
    role: 'decisive',
    formula: 'plan price − uses a month × cost per use; a switching customer gives up uses × (price per use − cost)',
    threshold:
      'each member must earn more than they use, and what new members bring must outweigh what switchers give up',
    reason:
      'A flat price is paid for by the customers who use it most: the plan pays only if heavy users are not most of its members.',
    rule: 'Offer it if the plan earns after what members use, counting the customers who would switch to it.',
  }
  const planMonthly = plan.period === 'week' ? (plan.value! * 52) / 12 : plan.value!
  const uses = usage.perTime === 'week' ? (usage.value! * 52) / 12 : usage.value!
  const member = planMonthly - uses * cost.value
  const inputs: Used[] = [used(plan, model), used(usage, model), used(cost, model)]
  const working = [
    `A member: ${model.money(planMonthly)} − ${Number(uses.toFixed(1))} × ${model.money(cost.value)} = ${model.money(member)} a month.`,
  ]
  let total = member
  let summary = `Each member earns ${model.money(member)} a month after what they use.`
  if (perUse && perUse.value !== null) {
    inputs.push(used(perUse, model))
    const today = uses * (perUse.value - cost.value)
    const loss = today - member
    working.push(
      `A regular paying per use today: ${Number(uses.toFixed(1))} × (${model.money(perUse.value)} − ${model.money(cost.value)}) = ${model.money(today)} a month; switching gives up ${model.money(loss)}.`,
    )
    const switching = model.all('share').find((r) => r.value !== null && r.scope !== 'competitor')
    const joiners = model
      .all('volume')
      .find((r) => r !== usage && r.value !== null && (r.scope === 'test' || r.scope === 'expected'))
    if (switching && joiners) {
      inputs.push(used(switching, model), used(joiners, model))
      const switchers = joiners.value! * switching.value!
      const fresh = joiners.value! - switchers
      total = fresh * member - switchers * loss
      working.push(
        `Of ${joiners.value} members, ${Number(switchers.toFixed(1))} switch and ${Number(fresh.toFixed(1))} are new: ${Number(fresh.toFixed(1))} × ${model.money(member)} − ${Number(switchers.toFixed(1))} × ${model.money(loss)} = ${model.money(total)} a month.`,
      )
      summary =
        total >= 0
          ? `New members outweigh the switchers: ${model.money(total)} a month.`
          : `It loses ${model.money(-total)} a month: the ${Number(switchers.toFixed(0))} regulars who switch give up ${model.money(loss)} each.`
    }
  }
  if (member < 0)
    summary = `Each member costs ${model.money(-member)} a month more in what they use than the plan brings.`
  const good = member > 0 && total > 0
  return done(def, inputs, working, {
    value: total,
    display: `${model.money(total)} a month`,
    verdict: good ? 'pass' : 'fail',
    supports: good ? 'for' : 'against',
    hard: member < 0,
    summary,
  })
}

/** A proposal that takes months to pay off, against the months of cash the company has. */
function timeToRunway(model: Model): AnalysisResult | null {
  const borrowing = model.proposal.objects.includes('loan') || model.proposal.action === 'borrow'
  const term = borrowing || model.kind === 'lease' ? undefined : model.one('term', [null, 'proposed', 'expected'])
  if (!term || term.value === null) return null
  const burn = model.one('burn', [null, 'today'])
  const cash = model.one('cash', [null, 'today'])
  const runwayFig = model.one('runway', [null, 'today'])
  const runway =
    runwayFig && runwayFig.value !== null
      ? runwayFig.value
      : cash && cash.value !== null && burn && burn.value !== null
        ? cash.value / (model.monthly(burn) ?? burn.value)
        : null
  if (runway === null) return null
  const def: Def = {
    id: 'time-vs-runway',
    name: 'Time it takes against the runway',
    owners: ['cfo', 'ceo'],
    role: 'guard',
    formula: 'months the proposal takes ÷ months of runway',
    threshold: 'it must deliver with at least 6 months of runway to spare',
    reason: 'A project that outlasts the cash never delivers what it was for.',
    rule: 'Go ahead only if it delivers well before the cash runs out.',
  }
  const inputs = [
    used(term, model),
    ...[runwayFig ?? cash, runwayFig ? undefined : burn]
      .filter((r): r is FigureReading => !!r)
      .map((r) => used(r, model)),
  ]
  const spare = runway - term.value
  const verdict: Verdict = spare >= 6 ? 'pass' : spare >= 0 ? 'borderline' : 'fail'
  return done(def, inputs, [`Runway ${months(runway)} − ${months(term.value)} it takes = ${months(spare)} to spare.`], {
    value: spare,
    display: months(spare),
    verdict,
    supports: verdict === 'pass' ? 'for' : verdict === 'borderline' ? 'mixed' : 'against',
    hard: spare < 0,
    summary:
      spare < 0
        ? `It takes ${months(term.value)} and the cash lasts ${months(runway)}: we would run out before it delivers.`
        : `It takes ${months(term.value)} with ${months(runway)} of runway: ${months(spare)} to spare.`,
  })
}

/**
 * The specialised analyses each family generalises: where both run, one result stands — the family's
 * when it ran, the specialised one's when only it could (a family's missing figures are then its too).
 */
export const SUBSUMES: Record<string, readonly string[]> = {
  'loan-cover': ['loan-vs-benefit', 'debt-service-cover'],
  payback: ['payback', 'replacement-payback', 'saving-rate-payback'],
  affordability: ['runway-after'],
  acquisition: ['ltv-cac', 'cac-payback', 'marginal-cac'],
  'ad-return': ['roas-breakeven', 'marginal-roas'],
  'price-volume': ['price-breakeven', 'discount-volume'],
  'time-vs-runway': ['project-vs-runway'],
  'deal-contribution': ['deal-margin'],
  'order-contribution': ['deal-margin', 'unit-contribution'],
  contribution: ['unit-contribution'],
  activity: ['activity-contribution'],
  prepay: ['annual-prepay'],
  'risk-cover': ['security-expected-loss'],
}

/** Families whose missing figure a specialised analysis asks for in its own words: asked once, by it. */
const ASKS_ALIKE: Record<string, readonly string[]> = { payback: ['loan-vs-benefit'] }

/** One list from the families and the specialised analyses, without the same question answered twice. */
export function merge(general: AnalysisResult[], special: AnalysisResult[]): AnalysisResult[] {
  const drop = new Set<AnalysisResult>()
  for (const g of general) {
    if (g.status === 'missing' && special.some((a) => a.status === 'missing' && ASKS_ALIKE[g.id]?.includes(a.id)))
      drop.add(g)
    const covered = special.filter((a) => SUBSUMES[g.id]?.includes(a.id))
    if (!covered.length) continue
    if (g.status === 'done') for (const a of covered) drop.add(a)
    else drop.add(g)
  }
  return [...general, ...special].filter((a) => !drop.has(a))
}

/** Every family that bears on the proposal, in the order the board reads them. */
export function appraise(model: Model): AnalysisResult[] {
  const out: AnalysisResult[] = []
  for (const family of [
    requirement,
    limits,
    activity,
    deal,
    contribution,
    acquisition,
    adReturn,
    prepay,
    usagePlan,
    priceVolume,
    buyOrLease,
    payback,
    loanCover,
    options,
    riskCover,
    affordability,
    timeToRunway,
  ]) {
    const r = family(model)
    if (r) out.push(r)
  }
  // A plan priced flat for repeated use is judged per member on what they use, not as units sold.
  const units = out.findIndex((r) => r.id === 'contribution')
  if (units >= 0 && out.some((r) => r.id === 'usage-plan')) out.splice(units, 1)
  // Borrowing: whether the loan is covered is the first question, before what the purchase pays back.
  if (model.proposal.objects.includes('loan') || model.proposal.action === 'borrow') {
    const loan = out.findIndex((r) => r.id === 'loan-cover')
    if (loan > 0) out.unshift(...out.splice(loan, 1))
  }
  // Two ways of doing the same thing (own drivers or an app): what each unit earns is the same either way.
  if (out.some((r) => r.id === 'options' && r.status === 'done')) {
    const c = out.find((r) => r.id === 'contribution')
    if (c && !(c.status === 'done' && c.hard)) c.role = 'context'
  }
  // The price-volume family decides a price move; the unit contribution at the new price is context to it.
  if (out.some((r) => r.id === 'price-volume' && r.status === 'done')) {
    const c = out.find((r) => r.id === 'contribution')
    if (c && !(c.status === 'done' && c.supports === 'against' && c.hard)) c.role = 'context'
  }
  // The company's standing figures alone describe the business as it is, not this proposal: an analysis
  // built only from them (a customer's contribution asked about a warehouse) does not enter the debate.
  // Guards are the exception: whether the company can afford it is read from what it has.
  return out.filter(
    (r) => r.role === 'guard' || r.status !== 'done' || r.inputs.some((u) => !u.source.startsWith(STANDING_SOURCE)),
  )
}
