// The proposal as a small cash-flow model, built from figures read by role (../reading): what it
// costs once, what it adds in costs and in benefit each month, its unit economics, its loan, and
// the company's cash around it. Every number the families (./families) use comes from here with
// the figure it was read from, so their working can name it. Amounts in another currency than the
// proposal's are converted only with a rate the pack gives, else left out and said so.
import { stem, tokenize, type Word } from '../../language/tokens'
import { FILLERS } from '../../language/vocabulary'
import { formatMoney } from '../../metrics'
import type { ExecutiveId } from '../../executives'
import type { ProposalKind } from '../kinds'
import { type FigureReading, perMonth } from '../reading/fact'
import type { ProposalReading } from '../reading/question'
import { PERIOD_MONTHS, type Role, type Scope } from '../reading/roles'
import { CONCEPTS } from '../reading/words'

export type Used = { metric: string; label: string; value: string; source: string }

export type Model = {
  currency: string
  kind: ProposalKind
  proposal: ProposalReading
  readings: FigureReading[]
  /** Money figures left out for their currency, with the reason. */
  excluded: { reading: FigureReading; why: string }[]
  money(n: number): string
  /** The figure for a role: the proposal's own before the company's, the preferred scopes first. */
  one(role: Role, prefer?: (Scope | null)[], not?: (Scope | null)[]): FigureReading | undefined
  all(role: Role): FigureReading[]
  /** The value of a figure in the proposal's currency, per month for flows. */
  monthly(r: FigureReading): number | null
  amount(r: FigureReading): number | null
  /** The proposal's own figures: pack and question (and the CRM rows the question names). */
  own(r: FigureReading): boolean
  /** The weeks or days a year the business works, when the pack says, for weekly and daily flows. */
  worked(period: 'week' | 'day'): { n: number; reading: FigureReading } | null
}

export const STANDING_SOURCE = 'Company figures'
const SOURCE_NAMES = { pack: 'Board pack', question: 'Your question', standing: STANDING_SOURCE, crm: 'CRM' }

export function used(r: FigureReading, model: Model, shown?: string): Used {
  return {
    metric: r.role ?? r.ref,
    label: r.group ? `${r.group}: ${r.label}` : r.label,
    value: shown ?? showReading(r, model),
    source: `${SOURCE_NAMES[r.source]}${r.asOf ? `, ${r.asOf}` : ''}`,
  }
}

const PER: Record<string, string> = {
  day: ' a day',
  week: ' a week',
  month: ' a month',
  quarter: ' a quarter',
  year: ' a year',
}

/** A figure as the member wrote it, in words: "$6,000 a year", "22%", "4 years". */
export function showReading(r: FigureReading, model: Pick<Model, 'money'>): string {
  if (r.value === null) return r.text ?? r.written
  switch (r.quantity) {
    case 'money': {
      const text = r.currency ? formatMoney(r.value, r.currency) : model.money(r.value)
      return `${text}${r.period === 'unit' ? (r.per ? ` per ${r.per}` : ' each') : r.period ? (PER[r.period] ?? '') : ''}`
    }
    case 'rate':
      return `${Number((r.value * 100).toFixed(2))}%`
    case 'duration':
      return r.value >= 12 && r.value % 12 === 0 ? `${r.value / 12} years` : `${Number(r.value.toFixed(1))} months`
    case 'ratio':
      return `${Number(r.value.toFixed(2))}×`
    default:
      return `${r.value.toLocaleString('en-US', { maximumFractionDigits: 2 })}${r.period && PER[r.period] ? PER[r.period] : ''}`
  }
}

/** The rate that converts `from` into `to` when the pack gives one ("EUR/USD 1.08", "Exchange rate GBP to USD"). */
function exchangeRate(readings: FigureReading[], from: string, to: string): number | null {
  for (const r of readings) {
    if (r.value === null || r.quantity === 'money' || r.quantity === 'text') continue
    const tokens = tokenize(r.label)
    const codes = tokens
      .filter((t) => t.kind === 'word' && (t.text === from || t.text === to))
      .map((t) => (t as Word).text)
    if (!codes.includes(from) || !codes.includes(to)) continue
    const named = tokens.some(
      (t) =>
        (t.kind === 'word' && ['exchange', 'rate', 'fx', 'conversion'].includes(t.norm)) ||
        (t.kind === 'symbol' && t.text === '/'),
    )
    if (!named) continue
    // "EUR/USD 1.08" is dollars per euro: written from before to.
    return codes.indexOf(from) < codes.indexOf(to) ? r.value : 1 / r.value
  }
  return null
}

/** Content words of a label (stems), for telling whether two labels speak of the same thing. */
export function contentWords(label: string): string[] {
  return tokenize(label)
    .filter((t): t is Word => t.kind === 'word' && t.norm.length > 2 && !FILLERS.has(t.norm) && !GENERIC.has(t.norm))
    .map((w) => w.stem)
}
const GENERIC = new Set(['the', 'and', 'for', 'our', 'with', 'from', 'that', 'status', 'report', 'under', 'per', 'all'])
/** How many content words two labels share, leaving out any words given (the unit both are in). */
export function related(a: string, b: string, besides: ReadonlySet<string> = new Set()): number {
  const words = new Set(contentWords(a).filter((w) => !besides.has(w)))
  return new Set(contentWords(b).filter((w) => words.has(w))).size
}

const HOUR_WORDS = new Set(['hour', 'hours', 'hourly', 'hr', 'hrs'])
const HOUR_STEMS = new Set([...HOUR_WORDS].map(stem))
const saysHours = (r: FigureReading) =>
  r.per === 'hour' || tokenize(r.label).some((t) => t.kind === 'word' && HOUR_WORDS.has(t.norm))

/** Hours said to be paid whether or not they are used ("Guaranteed hours a week in the contract"). */
const PAID_WORDS = new Set(['guaranteed', 'guarantee', 'contracted', 'rostered', 'paid', 'minimum'].map(stem))
const paidFor = (r: FigureReading) => tokenize(r.label).some((t) => t.kind === 'word' && PAID_WORDS.has(t.stem))

/**
 * A rate per hour beside the hours it is paid for ("Receptionist hourly rate", "Receptionist hours a
 * week"): their product is one running cost, and neither is a cost per unit sold or a volume sold.
 */
function pricedHours(
  own: FigureReading[],
  proposal: ProposalReading,
): { consumed: Set<FigureReading>; derived: FigureReading[] } {
  const consumed = new Set<FigureReading>()
  const derived: FigureReading[] = []
  // Hours per unit at a rate per hour ("Fitter hours per wrap" × "Fitter rate per hour"): a cost per that unit.
  for (const rate of own) {
    if (rate.role !== 'unit-cost' || rate.value === null || !saysHours(rate)) continue
    const perUnit = own.find(
      (v) =>
        v.role === 'volume' &&
        v.value !== null &&
        v.period === 'unit' &&
        v.per &&
        saysHours(v) &&
        related(rate.label, v.label, HOUR_STEMS) > 0,
    )
    if (!perUnit) continue
    consumed.add(rate)
    consumed.add(perUnit)
    derived.push({
      ...product(rate, perUnit),
      per: perUnit.per,
      period: 'unit',
      trace: [
        ...rate.trace,
        `× ${perUnit.label}: a rate per hour times the hours each takes, a cost per ${perUnit.per}`,
      ],
    })
  }
  // Hours a week, month or year at a rate per hour ("Labour hours needed per year" × "Labour cost per
  // hour"): a running cost of that period. (A hire's own family prices the hire's hours.)
  for (const rate of proposal.kind === 'hire' ? [] : own) {
    if (consumed.has(rate) || rate.role !== 'unit-cost' || rate.value === null || !saysHours(rate)) continue
    const hours = own.find(
      (v) =>
        !consumed.has(v) &&
        v.role === 'volume' &&
        v.value !== null &&
        v.period &&
        v.period !== 'unit' &&
        v.period !== 'once' &&
        saysHours(v) &&
        v.scope !== 'today',
    )
    if (!hours) continue
    // ("Clerk hours no longer needed a week": hours the proposal ends are saved)
    const ends = CONCEPTS.all(tokenize(hours.label)).some((m) => m.entry.role === 'saving')
    consumed.add(rate)
    consumed.add(hours)
    derived.push(
      flowOf(
        rate,
        hours,
        ends,
        `a rate per hour times the hours a ${hours.period}, ${ends ? 'saved' : 'a running cost'}`,
      ),
    )
  }
  for (const rate of own) {
    if (consumed.has(rate) || rate.role !== 'unit-cost' || rate.value === null || !saysHours(rate)) continue
    const hours = own
      .filter(
        (v) =>
          v.role === 'volume' &&
          v.value !== null &&
          !consumed.has(v) &&
          v.period &&
          PERIOD_MONTHS[v.period] &&
          saysHours(v) &&
          (related(rate.label, v.label, HOUR_STEMS) > 0 || paidFor(v)),
      )
      .sort((a, b) => related(rate.label, b.label, HOUR_STEMS) - related(rate.label, a.label, HOUR_STEMS))[0]
    if (!hours || hours.value === null) continue
    consumed.add(rate)
    consumed.add(hours)
    // Hours no longer needed ("Clerk hours no longer needed a week") are paid hours saved.
    const saved = CONCEPTS.all(tokenize(hours.label)).some((m) => m.entry.role === 'saving')
    derived.push({
      ...rate,
      ref: `${rate.ref}×${hours.ref}`,
      label: `${rate.label} × ${hours.label.toLowerCase()}`,
      written: `${rate.written} × ${hours.written}`,
      value: rate.value * hours.value,
      role: saved ? 'saving' : 'recurring-cost',
      period: hours.period,
      periodAssumed: false,
      scope: rate.scope ?? hours.scope,
      trace: [
        ...rate.trace,
        `× ${hours.label}: a rate per hour times the hours it pays for, ${saved ? 'a running cost saved' : 'a running cost'}`,
      ],
    })
  }
  // With nothing sold per unit (no price, revenue or profit each), a cost each time × how many times is a
  // running cost ("Hire-in cost each time" × "Times we hired in a month"); buying the thing ends what hiring it costs.
  const sells = own.some((r) => r.role === 'price' || r.role === 'unit-revenue' || r.role === 'unit-profit')
  if (!sells)
    for (const each of own) {
      if (consumed.has(each) || each.role !== 'unit-cost' || each.value === null) continue
      // Two costs per the same unit (today's supplier and the new one) are options to compare, not a running cost.
      if (own.some((o) => o !== each && o.role === 'unit-cost' && o.per === each.per)) continue
      const times = own.find(
        (v) =>
          v.role === 'volume' &&
          v.value !== null &&
          !consumed.has(v) &&
          v.period &&
          PERIOD_MONTHS[v.period] &&
          related(each.label, v.label, COUNT_WORDS) > 0,
      )
      if (!times) continue
      consumed.add(each)
      consumed.add(times)
      const ends =
        proposal.action === 'acquire' &&
        tokenize(each.label).some((t) => t.kind === 'word' && HIRED_IN.has(t.stem)) &&
        each.scope !== 'proposed'
      derived.push(
        flowOf(
          each,
          times,
          ends,
          `a cost each time times how often, ${ends ? 'which owning it ends' : 'a running cost'}`,
        ),
      )
    }
  return { consumed, derived }
}
/** Words two labels of a cost and a count may share without being about the same thing. */
const COUNT_WORDS = new Set(['cost', 'per', 'each', 'time', 'times', 'month', 'year', 'week', 'last'].map(stem))
/** Paying someone else for the use of a thing: what buying our own ends. */
const HIRED_IN = new Set(['hire', 'rent', 'rental', 'lease', 'outsource', 'subcontract', 'agency'].map(stem))

/**
 * Buying a quantity of stock ("Minimum order: 2,000" at "£6.40 per coin"): the order is a one-off cost
 * of quantity × cost each, when nothing else in the pack says what it costs once.
 */
function stockOrder(proposal: ProposalReading, own: FigureReading[]): FigureReading | null {
  if (proposal.action !== 'acquire') return null
  if (own.some((r) => r.role === 'one-off-cost' && r.source === 'pack' && r.value !== null)) return null
  const quantity = own.find(
    (r) => r.role === 'volume' && r.source === 'pack' && r.scope === 'proposed' && !r.period && r.value !== null,
  )
  const each = own.find((r) => r.role === 'unit-cost' && r.value !== null && r.scope !== 'competitor')
  if (!quantity || !each) return null
  return {
    ...product(quantity, each, each),
    role: 'one-off-cost',
    period: 'once',
    periodAssumed: false,
    scope: 'proposed',
    trace: [`${quantity.label} × ${each.label}: the order's quantity at its cost each, paid once`],
  }
}

/** A figure that is one reading times another ("£45 an hour × 6 hours a job"), named for both, of the kind of `base`. */
function product(a: FigureReading, b: FigureReading, base: FigureReading = a): FigureReading {
  return {
    ...base,
    ref: `${a.ref}×${b.ref}`,
    label: `${a.label} × ${b.label.toLowerCase()}`,
    written: `${a.written} × ${b.written}`,
    value: a.value! * b.value!,
  }
}

/** An amount times how much of it a period brings: a running cost of that period, or a saving when it ends. */
function flowOf(amount: FigureReading, per: FigureReading, ends: boolean, why: string): FigureReading {
  return {
    ...product(amount, per),
    role: ends ? 'saving' : 'recurring-cost',
    period: per.period,
    periodAssumed: false,
    trace: [...amount.trace, `× ${per.label}: ${why}`],
  }
}

export function buildModel(proposal: ProposalReading, readings: FigureReading[]): Model {
  const own = (r: FigureReading) => r.source === 'pack' || r.source === 'question' || (r.source === 'crm' && !!r.group)
  // The proposal's currency: the one most of its own money figures use; else the company's.
  const counts = new Map<string, number>()
  for (const r of readings) if (r.currency && own(r)) counts.set(r.currency, (counts.get(r.currency) ?? 0) + 1)
  const company = readings.find((r) => r.currency && !own(r))?.currency
  const currency = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? company ?? 'USD'
  const excluded: Model['excluded'] = []
  const converted: FigureReading[] = []
  for (const r of readings) {
    if (r.quantity !== 'money' || !r.currency || r.currency === currency || r.value === null) {
      converted.push(r)
      continue
    }
    const rate = exchangeRate(readings, r.currency, currency)
    if (rate) {
      converted.push({
        ...r,
        value: r.value * rate,
        currency,
        trace: [...r.trace, `converted from ${r.currency} at ${rate}`],
      })
    } else
      excluded.push({
        reading: r,
        why: `${r.label} is in ${r.currency} and the proposal in ${currency}: they cannot be compared without an exchange rate`,
      })
  }
  const money = (n: number) => formatMoney(n, currency)
  // The question and the pack often state the same figure: keep the pack's, count it once.
  // (The same amount of money is one figure when the question's role was only the action's default.)
  const guessed = (r: FigureReading) => r.source === 'question' && r.trace.some((t) => t.includes('← the question '))
  const same = (a: FigureReading, b: FigureReading) =>
    (a.role === b.role || (guessed(a) && a.quantity === 'money' && b.quantity === 'money')) &&
    a.value !== null &&
    b.value !== null &&
    Math.abs(a.value - b.value) <= Math.abs(b.value) * 0.005
  // A pack amount with no period of its own that the question states as the price of what it buys
  // ("buy a £24,000 printer" beside "Printer, laminator and RIP software: £24,000") is that price.
  const priceOfPurchase = (r: FigureReading) =>
    r.source === 'pack' &&
    r.role === 'recurring-cost' &&
    !!r.periodAssumed &&
    converted.some((x) => x.source === 'question' && x.role === 'one-off-cost' && same({ ...x, role: r.role }, r))
  const paid = converted.map(
    (r): FigureReading =>
      priceOfPurchase(r)
        ? {
            ...r,
            role: 'one-off-cost',
            period: 'once',
            periodAssumed: false,
            trace: [...r.trace, 'role one-off-cost ← the question’s price of what it buys'],
          }
        : r,
  )
  // The pack's figure keeps the scope the question gave it ("from £45" is today's price).
  const distinct = paid
    .filter((r) => r.source !== 'question' || !paid.some((p) => p.source === 'pack' && same(r, p)))
    .map((r) => {
      if (r.source !== 'pack' || r.scope) return r
      const q = paid.find((x) => x.source === 'question' && x.scope && same(x, r))
      return q ? { ...r, scope: q.scope, trace: [...r.trace, `scope ${q.scope} ← the question`] } : r
    })
  const priced = pricedHours(distinct.filter(own), proposal)
  const figures = [...distinct.filter((r) => !priced.consumed.has(r)), ...priced.derived]
  const order = stockOrder(proposal, figures.filter(own))
  if (order) figures.push(order)
  const all = (role: Role) => figures.filter((r) => r.role === role && (r.value !== null || role === 'requirement'))
  const rank = (r: FigureReading, prefer: (Scope | null)[]) => {
    const i = prefer.indexOf(r.scope)
    return (own(r) ? 0 : 100) + (i < 0 ? 50 : i) + (r.source === 'question' ? 0.5 : 0) + (r.group ? 10 : 0)
  }
  const operating = all('operating-time').find((r) => r.value !== null && own(r))
  const workedPerYear = (unit: 'week' | 'day'): { n: number; reading: FigureReading } | null => {
    if (!operating || operating.value === null) return null
    const said = tokenize(`${operating.label} ${operating.written}`).some(
      (t) => t.kind === 'word' && (t.norm === unit || t.norm === `${unit}s`),
    )
    if (!said) return null
    // A duration is held in months; a count is the weeks or days as written.
    const n =
      operating.quantity === 'duration'
        ? unit === 'week'
          ? (operating.value * 52) / 12
          : operating.value * 30.44
        : operating.value
    return n > 0 && n <= (unit === 'week' ? 52 : 366) ? { n, reading: operating } : null
  }
  const model: Model = {
    currency,
    kind: proposal.kind,
    proposal,
    readings: converted,
    excluded,
    money,
    all,
    one(role, prefer = [null, 'proposed', 'expected', 'today'], not = []) {
      return all(role)
        .filter((r) => !not.includes(r.scope))
        .sort((a, b) => rank(a, prefer) - rank(b, prefer))[0]
    },
    monthly(r) {
      // A weekly or daily flow in a business that works part of the year ("Weeks we work a year: 50"):
      // × the weeks or days it works, ÷ 12, not × 52 ÷ 12.
      const worked = r.period === 'week' || r.period === 'day' ? workedPerYear(r.period) : null
      if (worked && r.value !== null) return (r.value * worked.n) / 12
      return perMonth(r)
    },
    amount(r) {
      return r.value
    },
    own,
    worked: workedPerYear,
  }
  return model
}

/** Who argues from a family's result, by the kind of proposal and what it acts on. */
export function remitOf(model: Model): ExecutiveId[] {
  const { kind, proposal } = model
  const out: ExecutiveId[] = []
  switch (kind) {
    case 'investment':
    case 'lease':
    case 'vendor-switch':
    case 'cut':
      out.push('coo')
      break
    case 'hire':
      out.push(proposal.object === 'sales-staff' ? 'cmo' : proposal.object === 'tech-staff' ? 'cto' : 'coo')
      break
    case 'price-change':
    case 'packaging':
      out.push('ceo', 'cmo')
      break
    case 'discount':
    case 'spend-up':
    case 'spend-down':
    case 'reallocate':
    case 'campaign-continue-stop':
      out.push('cmo')
      break
    case 'launch':
      out.push('cmo', 'coo')
      break
    case 'expansion':
    case 'financing':
    case 'customer-deal':
    case 'forecast-commitment':
    case 'other':
      out.push('ceo', 'coo')
      break
    case 'engineering-investment':
    case 'security-tradeoff':
      out.push('cto', 'coo')
      break
  }
  return out
}
