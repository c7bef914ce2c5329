// The proposal as the specialised analyses (./analyses and its modules) take it: the kind, the
// direction and the question's amounts as named catalogue metrics. It is made from the one reading
// of the question (./reading/question): the kind from the action and its object, each amount from
// the words around it, then named for the catalogue by its role (./reading/metric-roles).
import { type Figure, labelSpan } from './figures'
import { METRIC_BY_ID } from './catalogue'
import type { ProposalKind } from './kinds'
import type { FigureReading } from './reading/fact'
import { metricForRole } from './reading/metric-roles'
import { type ProposalReading, readProposal } from './reading/question'

export { KIND_TOPIC, PROPOSAL_KIND_LABELS, PROPOSAL_KINDS, type ProposalKind } from './kinds'

export type Proposal = {
  kind: ProposalKind
  /** Whether the question asks a decision at all ("should we…", "do we…") rather than for information. */
  isDecision: boolean
  /** For continue/stop and spend changes: which way the proposal goes; for security, whether it strengthens or weakens a control. */
  direction: 'up' | 'down' | 'continue' | 'stop' | 'strengthen' | 'weaken' | null
  /** Figures stated in the question, named for the catalogue. */
  magnitudes: Figure[]
  /** the activity a cut stops ("stop serving lunch" → "lunch"), whose own revenue and costs the pack may give. */
  activity?: string
  /** Channel, region or option names the question mentions that match the pack's groups. */
  from?: string
  to?: string
  /** The reading it was made from. */
  reading?: ProposalReading
}

/** A reading's value in a catalogue metric's own units and period. */
export function asMetricValue(r: FigureReading, metric: string): number | null {
  const def = METRIC_BY_ID.get(metric)
  if (!def || r.value === null) return null
  if (def.dimension === 'money') {
    if (r.quantity !== 'money') return null
    if (def.period === 'once' || !r.period || r.period === 'once' || r.period === 'unit') return r.value
    const perMonth =
      r.period === 'year'
        ? r.value / 12
        : r.period === 'quarter'
          ? r.value / 3
          : r.period === 'week'
            ? (r.value * 52) / 12
            : r.period === 'day'
              ? r.value * 30.44
              : r.value
    return def.period === 'year' ? perMonth * 12 : perMonth
  }
  if (def.dimension === 'percent') return r.quantity === 'rate' ? r.value : null
  if (def.dimension === 'months') return r.quantity === 'duration' ? r.value : null
  if (def.dimension === 'count') return r.quantity === 'count' ? r.value : null
  if (def.dimension === 'ratio') return r.quantity === 'ratio' || r.quantity === 'count' ? r.value : null
  return null
}

/**
 * The question's amounts as the catalogue metrics the specialised analyses read, by each amount's
 * role and the kind of proposal: one table of role → metric (./reading/metric-roles) with the few
 * kinds whose analyses name an amount their own way (a forecast's target, a deal's value).
 */
function magnitudesOf(reading: ProposalReading): Figure[] {
  const out: Figure[] = []
  const add = (metric: string, value: number, text: string) => {
    if (!out.some((f) => f.metric === metric))
      out.push({ metric, value, label: `“${text}” in the question`, source: 'question' })
  }
  const { kind, magnitudes, direction } = reading
  const today = magnitudes.find((m) => m.scope === 'today' && m.quantity === 'money')
  const proposed = magnitudes.find((m) => m.scope === 'proposed' && m.quantity === 'money')
  const pair = !!(today && proposed && today.value && proposed.value !== null)
  const spend = kind === 'spend-up' || kind === 'spend-down' || kind === 'reallocate'
  if (pair) {
    if (spend) {
      add(
        'budget_from',
        asMetricValue({ ...today!, period: today!.period ?? proposed!.period }, 'budget_from') ?? today!.value!,
        today!.written,
      )
      add(
        'budget_to',
        asMetricValue({ ...proposed!, period: proposed!.period ?? today!.period }, 'budget_to') ?? proposed!.value!,
        proposed!.written,
      )
    } else if (kind === 'price-change' || kind === 'discount' || kind === 'packaging') {
      add('price', today!.value!, today!.written)
      add(
        'price_change',
        (proposed!.value! - today!.value!) / today!.value!,
        `${today!.written} to ${proposed!.written}`,
      )
    }
  }
  // A rate moved from one percentage to another ("commission from 10% to 15%") rises by half, not by 5%.
  const rateFrom = magnitudes.find((m) => m.scope === 'today' && m.quantity === 'rate')
  const rateTo = magnitudes.find((m) => m.scope === 'proposed' && m.quantity === 'rate')
  if (kind === 'price-change' && rateFrom?.value && rateTo && rateTo.value !== null)
    add('price_change', (rateTo.value - rateFrom.value) / rateFrom.value, `${rateFrom.written} to ${rateTo.written}`)
  const people = magnitudes.find((m) => m.role === 'headcount' && m.value !== null)
  const units = magnitudes.find(
    (m) => m.quantity === 'count' && m.per === undefined && m.role !== 'headcount' && m.value !== null,
  )
  for (const m of magnitudes) {
    const paired =
      (pair && (m === today || m === proposed)) || (m === rateFrom && !!rateTo) || (m === rateTo && !!rateFrom)
    if (m.value === null || paired) continue
    const money = m.quantity === 'money'
    switch (kind) {
      case 'hire':
        if (m.role === 'headcount') add('hires', m.value, m.written)
        else if (money && m.role === 'recurring-cost')
          add(
            'cost_per_hire',
            (m.period === 'month' ? m.value * 12 : m.value) /
              (people && m.trace.some((t) => t.includes('people')) ? people.value! : 1),
            m.written,
          )
        continue
      case 'cut':
        if (money && m.role !== 'one-off-cost')
          add('savings', asMetricValue({ ...m, role: 'saving' }, 'savings') ?? m.value, m.written)
        else if (m.quantity === 'rate') add('change_pct', -Math.abs(m.value), m.written)
        else if (m.role === 'headcount') add('hires', -m.value, m.written)
        continue
      case 'discount':
      case 'customer-deal':
        if (m.quantity === 'rate') add('discount', Math.abs(m.value), m.written)
        else if (money && m.period === 'unit' && units) {
          add('units', units.value!, units.written)
          add('unit_price', m.value, m.written)
          add('deal_value', units.value! * m.value, `${units.written} at ${m.written}`)
        } else if (money) add('deal_value', m.period === 'month' ? m.value * 12 : m.value, m.written)
        else if (m.role === 'payment-terms')
          add('payment_terms', m.quantity === 'duration' ? m.value * 30.44 : m.value, m.written)
        else if (m.quantity === 'duration') add('lease_term', m.value, m.written)
        continue
      case 'forecast-commitment':
        if (money) add('revenue_target', m.value, m.written)
        else if (m.quantity === 'rate') add('growth_target', m.value, m.written)
        else if (m.quantity === 'duration') add('timeframe', m.value, m.written)
        continue
      case 'campaign-continue-stop':
        if (money)
          add(
            'marketing_spend',
            m.period === 'quarter' ? m.value / 3 : (asMetricValue(m, 'marketing_spend') ?? m.value),
            m.written,
          )
        continue
      case 'security-tradeoff':
        if (money)
          add(
            direction === 'strengthen' ? 'upfront_cost' : 'savings',
            m.period && m.period !== 'once' ? (asMetricValue({ ...m, role: 'saving' }, 'savings') ?? m.value) : m.value,
            m.written,
          )
        continue
      case 'financing':
        // An equity round: the amount raised and the share given for it.
        if (reading.objects.includes('equity') && !reading.objects.includes('loan')) {
          if (m.quantity === 'rate') add('dilution', m.value, m.written)
          else if (money) add('fundraise_amount', m.value, m.written)
          continue
        }
        break
      case 'spend-up':
      case 'spend-down':
      case 'reallocate':
        if (m.role === 'change') add('change_pct', direction === 'down' ? -Math.abs(m.value) : m.value, m.written)
        else if (money)
          add(
            'amount_moved',
            (direction === 'down' ? -1 : 1) * (asMetricValue(m, 'amount_moved') ?? m.value),
            m.written,
          )
        continue
      case 'vendor-switch':
        if (m.quantity === 'rate') {
          add('change_pct', -Math.abs(m.value), m.written)
          continue
        }
        break
    }
    if (m.role === 'change') {
      const signed = direction === 'down' || direction === 'stop' ? -Math.abs(m.value) : m.value
      add(kind === 'price-change' ? 'price_change' : 'change_pct', signed, m.written)
      continue
    }
    // A duration the work takes is its timeframe; one a loan or lease runs, its term.
    if (
      m.quantity === 'duration' &&
      m.role !== 'life' &&
      !['financing', 'lease'].includes(kind) &&
      !reading.objects.includes('loan')
    ) {
      add('timeframe', m.value, m.written)
      continue
    }
    const metric = metricForRole(m, kind)
    if (!metric) continue
    const value = asMetricValue(m, metric)
    if (value === null) continue
    add(metric, value, m.written)
    // Buying with a loan: the price is also what is borrowed, unless the question names the loan.
    if (metric === 'upfront_cost' && (kind === 'financing' || reading.objects.includes('loan')))
      add('loan_amount', value, m.written)
  }
  // A span the question names for its period ("next quarter", "this year").
  if (kind === 'forecast-commitment' && reading.span) add('timeframe', reading.span, 'the period named')
  // "Double", "triple", "halve" are changes too.
  if (reading.multiplier !== undefined)
    add(
      kind === 'price-change' ? 'price_change' : 'change_pct',
      reading.multiplier,
      reading.actionPhrase ?? 'the change named',
    )
  return out
}

/** Reads a question into the proposal the specialised analyses take. `kind` is a member's correction. */
export function understand(question: string, kind?: ProposalKind, currency?: string): Proposal {
  return fromReading(readProposal(question, kind, currency))
}

export function fromReading(reading: ProposalReading): Proposal {
  return {
    // The specialised analyses predate the investment kind: to them buying an asset is "other", as it was.
    kind: reading.kind === 'investment' ? 'other' : reading.kind,
    isDecision: reading.isDecision,
    direction: reading.direction,
    magnitudes: magnitudesOf(reading),
    ...(reading.activity ? { activity: reading.activity } : {}),
    ...(reading.from ? { from: reading.from } : {}),
    ...(reading.to ? { to: reading.to } : {}),
    reading,
  }
}

export const classifyKind = (question: string): ProposalKind => readProposal(question).kind
export { labelSpan }
