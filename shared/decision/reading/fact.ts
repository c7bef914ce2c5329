// Reading one figure by what it is: its quantity (money, rate, count, duration…), its role in the
// decision (a one-off cost, a cost per unit, a price, a volume, cash…), the period it is quoted per
// and its scope (today's, the proposal's, expected, measured in a test, a rival's), from the label's
// words (./words), the unit, the written value ("$6,000 a year") and the proposal it belongs to.
// Every step records the vocabulary entry that made it (the trace the member sees), and a figure
// nothing places stays unread — shown, never dropped. A member's correction of the role or period
// wins over the reading and is recorded as such.
import { type Quantity, signFits, type Token, tokenize, type Word } from '../../language/tokens'
import type { Match } from '../../language/vocabulary'
import { type Fact, isCurrencyUnit } from '../../schemas/board-pack'
import type { Source } from '../kinds'
import {
  PERIOD_MONTHS,
  type Period,
  type QuantityKind,
  ROLE_QUANTITIES,
  type Role,
  type Scope,
  UNIT_ROLES,
} from './roles'
import {
  ACQUISITION_WORDS,
  type Concept,
  CONCEPTS,
  type ScopeWord,
  type ObjectKind,
  OBJECTS,
  PERIOD_WORDS,
  SCOPE_WORDS,
} from './words'

export type FigureReading = {
  /** Where it is: 'pack:3' (the fourth fact), 'question:1', 'standing:cash', 'crm:win_rate'. */
  ref: string
  source: Source
  label: string
  group?: string
  /** The value as written, with its unit. */
  written: string
  quantity: QuantityKind
  /** Money in currency units, rates as fractions, durations in months, counts as written; null for text. */
  value: number | null
  text?: string
  currency?: string
  role: Role | null
  /** The period a flow or a price is quoted per; null for stocks, rates and durations. */
  period: Period | null
  /** True when no word gave the period and the role's usual one was taken. */
  periodAssumed?: boolean
  scope: Scope | null
  /** The thing it is counted or priced per ("delivery"), when the label says. */
  per?: string
  /** A per-unit amount also quoted per a time ("cost per guard hour per week"). */
  perTime?: Period
  /** An amount per person employed ("cost per SDR a year"): × the people the proposal adds. */
  perPerson?: boolean
  /** What the label names the figure about (an asset, a site…), to tie it to the proposal. */
  about?: ObjectKind
  /** How it was read: the vocabulary entries and rules that made each part. */
  trace: string[]
  /** Parts a member corrected. */
  corrected?: ('role' | 'period')[]
  asOf?: string
}

/** A member's correction of one figure's reading (the API's `reading.facts[]`). */
export type FactCorrection = { role?: Role | null; period?: Period | null }

/** What the figure belongs to: the proposal as read from the question. */
export type ReadContext = {
  /** The objects the question acts on (a van, a second site, a salesperson). */
  objects?: readonly ObjectKind[]
  /** The question buys or builds something (so its price is a one-off cost). */
  acquires?: boolean
  /** The question charges customers for something new or changed (so a bare fee is a price). */
  sells?: boolean
  /** The pack's main currency, for amounts written without one. */
  currency?: string
  /** Leave a figure unread rather than take a default role (the question reader has its own). */
  noDefaults?: boolean
  /** Stems of the words that name what the question acts on ("ADAS calibration rig"). */
  objectWords?: readonly string[]
  /** What kind of thing that is, when the vocabulary knows. */
  object?: ObjectKind
}

const quote = (m: { phrase: string }) => `“${m.phrase}”`

/** What a proposal can act on without changing the premises it pays rent for (a hire, a price, a supplier). */
const PREMISES_UNCHANGED = new Set<ObjectKind>([
  'staff',
  'sales-staff',
  'tech-staff',
  'price',
  'spend',
  'cover',
  'supplier',
  'asset',
  'loan',
])

/** Words after "after" that make it "net of" rather than "once it happens". */
const NET_OF = new Set(['paying', 'deducting', 'tax', 'taxes', 'vat', 'costs', 'cost', 'fees', 'commission', 'wages'])

/** Adjectives between "per" and its noun that only say which ones ("per new subscriber"). */
const PER_ADJECTIVES = new Set('new extra additional each every one single average typical paying full'.split(' '))
/** Heads of money earned: an amount per person under these is per unit sold, not per person employed. */
const EARNED_HEADS = new Set<string>(['profit', 'revenue', 'value', 'price', 'margin'])

/** Words that end a label's head and start a qualifier: what it is per, net of, for or about. */
const QUALIFIERS = new Set(
  'per after less net excluding excl exc including incl before for from of on at by with we i our you they that which who when if while vs versus'.split(
    ' ',
  ),
)

const YES = new Set(['yes', 'y', 'true', 'required', 'mandatory', 'signed', 'in place', 'done', 'compliant', 'ok'])
const NO = new Set(['no', 'n', 'false', 'none', 'not', 'missing', 'lapsed', 'expired', 'unsigned'])

type Value = {
  kind: QuantityKind
  value: number | null
  text?: string
  currency?: string
  per?: Quantity['per']
  unitWord?: string
}

/** The value as a quantity, from the fact's unit or the text written. */
function readValue(fact: Fact, labelTokens: Token[], context: ReadContext): Value {
  const unit: string | undefined = fact.unit
  if (typeof fact.value === 'number') {
    if (unit && isCurrencyUnit(unit)) return { kind: 'money', value: fact.value, currency: unit }
    switch (unit as string | undefined) {
      case '%':
        return { kind: 'rate', value: fact.value / 100 }
      case 'x':
        return { kind: 'ratio', value: fact.value }
      case 'years':
        return { kind: 'duration', value: fact.value * 12, unitWord: 'years' }
      case 'quarters':
        return { kind: 'duration', value: fact.value * 3, unitWord: 'quarters' }
      case 'months':
        return { kind: 'duration', value: fact.value, unitWord: 'months' }
      case 'weeks':
        return { kind: 'duration', value: (fact.value * 12) / 52, unitWord: 'weeks' }
      case 'days':
        return { kind: 'duration', value: fact.value / 30.44, unitWord: 'days' }
      case 'hours':
        return { kind: 'count', value: fact.value, unitWord: 'hours' }
      case 'score':
        return { kind: 'score', value: fact.value }
      case 'text':
        return { kind: 'text', value: null, text: String(fact.value) }
      case 'count':
        return { kind: 'count', value: fact.value }
      default: {
        // No unit: the label may say it ("Price ($)", "Margin (%)").
        const q = labelTokens.find(
          (t) => t.kind === 'symbol' && (t.text === '%' || t.text === '$' || t.text === '€' || t.text === '£'),
        )
        if (q?.text === '%') return { kind: 'rate', value: fact.value / 100 }
        if (q)
          return {
            kind: 'money',
            value: fact.value,
            currency: q.text === '€' ? 'EUR' : q.text === '£' ? 'GBP' : (context.currency ?? 'USD'),
          }
        return { kind: 'count', value: fact.value }
      }
    }
  }
  const text = fact.value.trim()
  const tokens = tokenize(text)
  const quantities = tokens.filter((t): t is Quantity => t.kind === 'quantity')
  const lead = quantities[0]
  // A written value is read when it starts with its amount ("$6,000 a year", "4 years", "about £400 a month").
  const words = tokens.filter((t): t is Word => t.kind === 'word')
  const leading =
    lead &&
    !words.some(
      (w) =>
        w.end <= lead.start &&
        !['about', 'approx', 'approximately', 'around', 'roughly', 'c', 'circa', 'est', 'up', 'to'].includes(w.norm),
    )
  if (!lead || !leading) return { kind: 'text', value: null, text }
  if (isCurrencyUnit(unit) || lead.currency)
    return {
      kind: 'money',
      value: lead.value,
      currency:
        lead.currency && !signFits(lead, context.currency)
          ? lead.currency
          : isCurrencyUnit(unit)
            ? unit
            : (context.currency ?? lead.currency),
      per: lead.per,
    }
  if (lead.unit === 'percent') return { kind: 'rate', value: lead.value / 100, per: lead.per }
  if (lead.unit === 'multiple') return { kind: 'ratio', value: lead.value }
  if (lead.unit) {
    const months = {
      minute: 1 / 43830,
      hour: 1 / 730.5,
      day: 1 / 30.44,
      week: 12 / 52,
      month: 1,
      quarter: 3,
      year: 12,
    }[lead.unit]
    return lead.unit === 'hour' || lead.unit === 'minute'
      ? { kind: 'count', value: lead.value, unitWord: `${lead.unit}s` }
      : { kind: 'duration', value: lead.value * months, unitWord: `${lead.unit}s` }
  }
  return { kind: 'count', value: lead.value, per: lead.per }
}

/** The role a concept gives a figure of this quantity and period, or null when it cannot be one. */
function roleFrom(
  concept: Concept,
  q: QuantityKind,
  period: Period | null,
  ctx: ReadContext,
  about?: ObjectKind,
): Role | null {
  if (concept.role) {
    // Pay or rent quoted per unit (per hour, per guard hour) is a cost per unit.
    if (concept.role === 'recurring-cost' && q === 'money' && period === 'unit') return 'unit-cost'
    if (ROLE_QUANTITIES[concept.role].includes(q)) return concept.role
    // "Loan" written as a rate is its interest rate.
    if (q === 'rate' && concept.asRate) return concept.asRate
    if ((q === 'duration' || q === 'count') && concept.asDuration && (q === 'duration' || period === null))
      return q === 'duration' ? concept.asDuration : null
    return null
  }
  switch (concept.head) {
    case 'cost':
      if (q === 'rate') return 'fee-rate'
      if (q !== 'money') return null
      if (period === 'unit') return 'unit-cost'
      if (period && period !== 'once') return 'recurring-cost'
      if (concept.period === 'unit') return 'unit-cost'
      if (concept.period) return 'recurring-cost'
      return 'one-off-cost'
    case 'price':
      if (q === 'rate') return 'change'
      if (q !== 'money') return null
      // The price of what we buy is what it costs us once; a price we charge is a price.
      // A supplier's price is what we pay for each unit.
      if (about === 'supplier') return period && period !== 'unit' && period !== 'once' ? 'recurring-cost' : 'unit-cost'
      // A person's rate ("Receptionist hourly rate") is what we pay them.
      if (about === 'staff' || about === 'tech-staff' || about === 'sales-staff')
        return period && period !== 'unit' && period !== 'once' ? 'recurring-cost' : 'unit-cost'
      if (about === 'asset' || about === 'site')
        return period === 'unit' ? 'unit-cost' : period && period !== 'once' ? 'recurring-cost' : 'one-off-cost'
      return 'price'
    case 'fee':
      if (q === 'rate') return 'fee-rate'
      if (q !== 'money') return null
      // a fee of a person or a supplier we use ("Freelance engineer's fee per session day") is what we pay
      if (
        concept.paid ||
        about === 'supplier' ||
        about === 'staff' ||
        about === 'tech-staff' ||
        about === 'sales-staff'
      )
        return period === 'unit' ? 'unit-cost' : period && period !== 'once' ? 'recurring-cost' : 'one-off-cost'
      if (ctx.sells || period === 'unit') return 'price'
      return period && period !== 'once' ? 'recurring-cost' : 'one-off-cost'
    case 'revenue':
      if (q === 'money') return period === 'unit' ? 'unit-revenue' : 'revenue'
      if (q === 'rate') return 'change'
      return null
    case 'profit':
      if (q === 'money') return period === 'unit' ? 'unit-profit' : 'profit'
      if (q === 'rate') return 'margin'
      // "They return 3.1x": a return written as a multiple is revenue ÷ spend.
      if (q === 'ratio') return 'return-ratio'
      return null
    case 'saving':
      return q === 'money' || q === 'rate' ? 'saving' : null
    case 'margin':
      if (q === 'rate') return 'margin'
      if (q === 'money') return period === 'unit' || !period ? 'unit-profit' : 'profit'
      return null
    case 'value':
      // "Sales per customer" is per unit; "sales per month" is revenue; an average deal is per deal, whatever year it covers.
      if (q !== 'money') return null
      return period && period !== 'unit' && period !== 'once' && concept.id === 'revenue-per'
        ? 'revenue'
        : 'unit-revenue'
    case 'count':
      if (q === 'count') return 'volume'
      // A percentage of customers or orders is a share of them.
      if (q === 'rate') return 'share'
      return null
    default:
      return null
  }
}

/** Which scope the words give; "expected" outranks "new" ("expected new members" is a forecast). */
const SCOPE_ORDER: Scope[] = ['test', 'competitor', 'benchmark', 'expected', 'proposed', 'today']

/**
 * Reads one board-pack fact. `ref` names where it sits; `correction` is a member's, applied last.
 */
export function readFact(
  fact: Fact,
  ref: string,
  source: Source,
  context: ReadContext = {},
  correction?: FactCorrection,
): FigureReading {
  const trace: string[] = []
  const tokens = tokenize(fact.label)
  const value = readValue(fact, tokens, context)
  const written =
    typeof fact.value === 'number'
      ? `${fact.value}${fact.unit && fact.unit !== 'count' ? ` ${fact.unit}` : ''}`
      : fact.value

  // The period: what the value is quoted per ("a year" in "$6,000 a year"), else the label's words.
  let period: Period | null = null
  let per: string | undefined
  let periodAssumed = false
  if (value.per) {
    period =
      'time' in value.per
        ? value.per.time === 'hour' || value.per.time === 'minute'
          ? 'unit'
          : value.per.time
        : 'unit'
    per = 'unit' in value.per ? value.per.unit : value.per.time === 'hour' ? 'hour' : undefined
    trace.push(`period ${period} ← the value “${fact.value}”`)
  }
  const periodWords = PERIOD_WORDS.scan(tokens)
  // A per-unit phrase ("per delivery") says what the amount is per; a time word after it keeps it per unit.
  const unitWord = periodWords.find((m) => m.entry.period === 'unit')
  const timeWord = periodWords.find((m) => m.entry.period !== 'unit')
  // "per engineer", "per litre": "per" before any word that is not a time is per unit of that thing.
  const perAt = tokens.findIndex(
    (t, i) =>
      t.kind === 'word' &&
      t.norm === 'per' &&
      tokens[i + 1]?.kind === 'word' &&
      !PERIOD_WORDS.all(tokens.slice(i, i + 2)).some((m) => m.entry.period !== 'unit'),
  )
  // "per new subscriber", "per extra cover": the noun after any adjective that only says which ones.
  let nounAt = perAt + 1
  while (perAt >= 0 && tokens[nounAt + 1]?.kind === 'word' && PER_ADJECTIVES.has((tokens[nounAt] as Word).norm))
    nounAt++
  const perNoun = perAt >= 0 ? (tokens[nounAt] as Word) : undefined
  // What the label's head names first: money earned per something ("Profit per hire") is per unit
  // sold, whatever the noun; only costs are counted per person employed.
  const earned = CONCEPTS.all(tokens.slice(0, perAt >= 0 ? perAt : tokens.length)).some(
    (m) => m.entry.head && EARNED_HEADS.has(m.entry.head),
  )
  // "per SDR", "per engineer": an amount per person employed is a cost per head over time, not per unit sold.
  const perPerson =
    !!perNoun &&
    !earned &&
    OBJECTS.all(tokens.slice(nounAt, nounAt + 2)).some(
      (m) => m.entry.object === 'staff' || m.entry.object === 'sales-staff' || m.entry.object === 'tech-staff',
    )
  if (!period && perPerson) {
    period = timeWord?.entry.period ?? null
    per = perNoun!.norm
    trace.push(
      `per person ← “per ${perNoun!.text}”${timeWord ? `, period ${timeWord.entry.period} ← ${quote(timeWord)}` : ''}`,
    )
  } else if (!period && (unitWord || perNoun)) {
    period = 'unit'
    per = unitWord ? unitWord.phrase.split(' ').at(-1) : perNoun!.norm
    trace.push(`period unit ← ${unitWord ? quote(unitWord) : `“per ${perNoun!.text}”`}`)
    if (timeWord) trace.push(`also ${timeWord.entry.period}ly ← ${quote(timeWord)}`)
  } else if (!period && timeWord) {
    period = timeWord.entry.period
    trace.push(`period ${period} ← ${quote(timeWord)}`)
  }
  // A total over a span ("over the last 3 months", "in the last 2 years") is a flow over that span.
  let spanMonths: number | null = null
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'quantity' || !t.unit || t.unit === 'percent' || t.unit === 'multiple') continue
    const before = tokens
      .slice(Math.max(0, i - 3), i)
      .filter((w): w is Word => w.kind === 'word')
      .map((w) => w.norm)
    if (before.some((w) => ['over', 'last', 'past', 'previous', 'trailing', 'during', 'in', 'across'].includes(w))) {
      spanMonths =
        t.value * ({ day: 1 / 30.44, week: 12 / 52, month: 1, quarter: 3, year: 12, hour: 0, minute: 0 }[t.unit] ?? 0)
      if (spanMonths > 0) trace.push(`a total over ${t.text} ← the label`)
      else spanMonths = null
      break
    }
  }

  // What the label names it about: an asset, a site, staff… (for the price of what we buy).
  // The row's group ("New supplier") says what its rows are about as much as their labels do.
  const groupTokens = fact.group ? tokenize(fact.group) : []
  const objects = [...OBJECTS.scan(groupTokens), ...OBJECTS.scan(tokens)]
  // A label naming the question's own object ("Rig price" for "buy an ADAS calibration rig") is about it.
  const namesObject =
    !!context.objectWords?.length &&
    [...tokens, ...groupTokens].some((t) => t.kind === 'word' && context.objectWords!.includes(t.stem))
  const about =
    (namesObject ? (context.object ?? (context.acquires ? 'asset' : undefined)) : undefined) ?? objects[0]?.entry.object

  // Words in parentheses qualify the label ("Gross margin (after food cost)"): they name it only if nothing else does.
  const inParens = new Set<number>()
  let depth = 0
  tokens.forEach((t, i) => {
    if (t.kind === 'symbol' && (t.text === '(' || t.text === '[')) depth++
    else if (t.kind === 'symbol' && (t.text === ')' || t.text === ']')) depth = Math.max(0, depth - 1)
    else if (depth > 0) inParens.add(i)
  })
  // A label's head is its words before the first qualifier ("Profit per hire after fuel and driver",
  // "Site profit after staff and rent"): what follows says what it is per, net of or about, so a
  // concept named in the head outranks one named in a qualifier.
  const headEnd = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      ((t.kind === 'word' && QUALIFIERS.has(t.norm)) || (t.kind === 'symbol' && (t.text === ',' || t.text === ':'))),
  )
  // (The question's amounts are read from the words around them, which have no head: only labels do.)
  const inHead = (m: Match<Concept>) => context.noDefaults || headEnd < 0 || m.from < headEnd || !!m.entry.anywhere
  // The role: from the longest concept the label names that this quantity can be.
  let role: Role | null = null
  const concepts = CONCEPTS.all(tokens)
  const compatible = concepts
    .map((m) => ({ m, role: roleFrom(m.entry, value.kind, period, context, about) }))
    .filter((c): c is { m: Match<Concept>; role: Role } => c.role !== null)
  // A noun right before another concept modifies it ("Bed-nights", "Seat price"): the last one is the head.
  // (A participle after it, "repayment quoted by the bank", describes it: it stays the head.)
  const modifies = (m: Match<Concept>) =>
    concepts.some(
      (c) =>
        c !== m &&
        !((tokens[c.to - 1] as Word | undefined)?.norm ?? '').endsWith('ed') &&
        (c.from === m.to ||
          (c.from === m.to + 1 && tokens[m.to]?.kind === 'symbol' && (tokens[m.to] as { text: string }).text === '-')),
    )
  // A volume noun used as a modifier ("member price", "delivery fee") gives way to any other concept.
  const ranked = compatible.sort(
    (a, b) =>
      Number(inParens.has(a.m.from)) - Number(inParens.has(b.m.from)) ||
      Number(!!a.m.entry.weak) - Number(!!b.m.entry.weak) ||
      Number(!inHead(a.m)) - Number(!inHead(b.m)) ||
      Number(modifies(a.m)) - Number(modifies(b.m)) ||
      Number(a.m.entry.head === 'count' && value.kind !== 'count') -
        Number(b.m.entry.head === 'count' && value.kind !== 'count') ||
      b.m.size - a.m.size ||
      Number(!!b.m.entry.lead) - Number(!!a.m.entry.lead) ||
      Number(!!b.m.entry.role) - Number(!!a.m.entry.role) ||
      b.m.from - a.m.from,
  )
  // A count of people ("two account executives", "Engineers needed") is a headcount, whatever nouns it carries.
  const people =
    value.kind === 'count' &&
    !period &&
    (about === 'staff' || about === 'tech-staff' || about === 'sales-staff') &&
    !ranked.some((c) => c.m.entry.role && c.m.entry.role !== 'headcount' && inHead(c.m))
  const chosen = people ? undefined : ranked[0]
  if (people) {
    role = 'headcount'
    trace.push('role headcount ← a count of people')
  } else if (chosen) {
    role = chosen.role
    trace.push(`role ${role} ← ${quote(chosen.m)} (${chosen.m.entry.id}) as ${value.kind}${period ? ` ${period}` : ''}`)
    if (!period && chosen.m.entry.period && chosen.m.entry.period !== 'unit' && !chosen.m.entry.role) {
      period = chosen.m.entry.period
      periodAssumed = true
    } else if (!period && chosen.m.entry.period && chosen.m.entry.role && value.kind === 'money') {
      period = chosen.m.entry.period
      periodAssumed = true
    }
    // A bare "price" when the question buys something and sells nothing ("LED wall price"), or the price
    // of the very thing it borrows to buy ("Console price" for a loan to buy a console), is what we pay.
    if (
      role === 'price' &&
      ['price', 'prices', 'pricing'].includes(chosen.m.phrase) &&
      (context.acquires || namesObject) &&
      !context.sells &&
      !perNoun &&
      !unitWord &&
      value.kind === 'money'
    ) {
      role = 'one-off-cost'
      period = 'once'
      trace.push('role one-off-cost ← a price, and the question buys something: what it costs us')
    }
    // Rent when the proposal opens no site ("Studio rent" beside a hire) is the business's as it is.
    if (
      chosen.m.entry.id === 'rent' &&
      role === 'recurring-cost' &&
      context.objects?.length &&
      context.objects.every((o) => PREMISES_UNCHANGED.has(o)) &&
      !namesObject
    ) {
      role = 'fixed-costs'
      trace.push('role fixed-costs ← rent, and the proposal opens no site: the premises as they are')
    }
    // Money customers spend ("Bowling and food spend by crèche families") is our revenue, not our cost.
    if (
      chosen.m.entry.id === 'cost' &&
      ['spend', 'spending'].includes(chosen.m.phrase) &&
      ACQUISITION_WORDS.customers.all(tokens).length > 0 &&
      ACQUISITION_WORDS.marketing.all(tokens).length === 0
    ) {
      role = period === 'unit' ? 'unit-revenue' : 'revenue'
      trace.push(`role ${role} ← what customers spend (“${chosen.m.phrase}” by customers)`)
    }
    if (
      role === 'unit-cost' &&
      perNoun &&
      ACQUISITION_WORDS.customers.all([perNoun]).length > 0 &&
      ACQUISITION_WORDS.marketing.all(tokens).length > 0
    ) {
      role = 'acquisition-cost'
      trace.push(`role acquisition-cost ← marketing spent per “${perNoun.text}”`)
    }
  } else if (
    value.kind === 'count' &&
    !period &&
    (about === 'staff' || about === 'tech-staff' || about === 'sales-staff')
  ) {
    role = 'headcount'
    trace.push('role headcount ← a count of people')
  } else if (value.kind === 'money' && about === 'asset' && context.acquires && (!period || period === 'once')) {
    role = 'one-off-cost'
    trace.push('role one-off-cost ← an amount for the asset the question buys')
  } else if (value.kind === 'text') {
    const norm = (value.text ?? '').toLowerCase().trim()
    if (YES.has(norm) || NO.has(norm) || concepts.some((c) => c.entry.id === 'requirement')) {
      role = 'requirement'
      trace.push('role requirement ← a yes/no or status written as text')
    }
  } else if (value.kind === 'money' && period === 'unit' && !context.noDefaults) {
    // An amount per unit named only by what it buys ("Scaffold and skip per roof", "DJ per session"):
    // what customers pay is named as a price or a fee, so this is a cost of each unit.
    role = 'unit-cost'
    trace.push(`role unit-cost ← an amount per ${per ?? 'unit'} that no word names as a price`)
  } else if (value.kind === 'count' && ((period && period !== 'unit' && period !== 'once') || spanMonths)) {
    // A count quoted per week, month or year ("Jumpers a week") or over a span ("Wraps done in the last
    // 6 months") is a flow of units.
    role = 'volume'
    trace.push(`role volume ← a count ${period ? `per ${period}` : 'over a span'}`)
  } else if (value.kind === 'duration' && (context.objects?.includes('loan') || context.objects?.includes('site'))) {
    role = 'term'
    trace.push('role term ← a duration beside a loan or lease')
  }

  // Flows without a stated period take the role's usual one, said as assumed.
  if (role && !period && value.kind === 'money') {
    const usual: Partial<Record<Role, Period>> = {
      'recurring-cost': 'year',
      revenue: 'year',
      profit: 'year',
      saving: 'year',
      burn: 'month',
      'fixed-costs': 'month',
      'loan-payment': 'month',
      price: 'unit',
      'unit-cost': 'unit',
      'unit-revenue': 'unit',
      'unit-profit': 'unit',
    }
    if (usual[role]) {
      period = usual[role]!
      periodAssumed = period !== 'unit'
      if (periodAssumed) trace.push(`period ${period} assumed: the label gives none`)
    }
  }
  if (role && value.kind === 'count' && role === 'volume' && !period) {
    // A stock (members, customers today), not a flow.
    trace.push('a count with no period: a number held (members, customers), not per period')
  }
  if (
    role &&
    ['one-off-cost', 'cash', 'obligation', 'loan-amount', 'down-payment', 'exposure'].includes(role) &&
    (period === null || period === 'once')
  )
    period = 'once'

  // Scope: the strongest scope word in the label.
  // Words in parentheses say how a figure was measured ("(survey)", "(industry)"), not whether it is today's
  // or the proposal's ("(after food cost)" is net of a cost).
  // "after" before a cost ("Gross margin after paying translators", "Profit after tax") says net of it.
  const netOf = (m: Match<ScopeWord>) =>
    m.phrase === 'after' &&
    (NET_OF.has((tokens[m.to] as Word | undefined)?.norm ?? '') ||
      concepts.some((c) => c.from >= m.to && c.from <= m.to + 1 && (c.entry.head === 'cost' || c.entry.head === 'fee')))
  const scopes = SCOPE_WORDS.scan(tokens).filter(
    (m) => (!inParens.has(m.from) || !['proposed', 'today'].includes(m.entry.scope)) && !netOf(m),
  )
  let scope: Scope | null = null
  for (const s of SCOPE_ORDER) {
    const hit = scopes.find((m) => m.entry.scope === s)
    if (hit) {
      scope = s
      trace.push(`scope ${s} ← ${quote(hit)}`)
      break
    }
  }
  // Fees expected from the proposal ("Expected fees in the first 12 months") are what it earns, not what it costs.
  if (chosen?.m.entry.head === 'fee' && !chosen.m.entry.paid && role === 'recurring-cost' && scope === 'expected') {
    role = 'revenue'
    trace.push('role revenue ← fees expected from the proposal: what it earns')
  }
  if (!scope && chosen?.m.entry.scope) {
    scope = chosen.m.entry.scope
    trace.push(`scope ${scope} ← ${quote(chosen.m)} names the business as it is`)
  }
  if (fact.group && !scope) {
    const g = SCOPE_WORDS.scan(tokenize(fact.group))[0]
    if (g) {
      scope = g.entry.scope
      trace.push(`scope ${scope} ← the row “${fact.group}”`)
    }
  }

  let numeric = value.value
  if (spanMonths && role === 'one-off-cost') role = 'recurring-cost'
  // A total over months is a flow, not an amount per unit ("Haulier charges, last 12 months"), unless
  // the label says per what.
  const perSaid = trace.some((l) => l.startsWith('period '))
  if (spanMonths && role && UNIT_ROLES.has(role) && !perSaid && value.kind === 'money') {
    role = role === 'price' || role === 'unit-revenue' ? 'revenue' : 'recurring-cost'
    period = null
    trace.push(`role ${role} ← a total over a span is not per unit`)
  }
  if (
    numeric !== null &&
    spanMonths &&
    role &&
    (value.kind === 'money' || value.kind === 'count') &&
    (!period || period === 'once' || periodAssumed)
  ) {
    numeric = numeric / spanMonths
    period = 'month'
    periodAssumed = false
    trace.push(`per month: the total ÷ ${Number(spanMonths.toFixed(2))}`)
  }

  const reading: FigureReading = {
    ref,
    source,
    label: fact.label,
    ...(fact.group ? { group: fact.group } : {}),
    written,
    quantity: value.kind,
    value: numeric,
    ...(value.text !== undefined ? { text: value.text } : {}),
    ...(value.currency ? { currency: value.currency } : {}),
    role,
    period: role || value.kind === 'money' || value.kind === 'count' ? period : null,
    ...(periodAssumed ? { periodAssumed } : {}),
    scope,
    ...(per ? { per } : {}),
    ...(period === 'unit' && timeWord ? { perTime: timeWord.entry.period } : {}),
    ...(perPerson ? { perPerson: true } : {}),
    ...(about ? { about } : {}),
    trace: role
      ? trace
      : [
          ...trace,
          `unread: no role for ${value.kind === 'text' ? 'this text' : `a ${value.kind}`} labelled “${fact.label}”`,
        ],
  }
  return correction ? applyCorrection(reading, correction) : reading
}

/** A member's correction, recorded as such; a role the value cannot be is refused with the reason. */
export function applyCorrection(reading: FigureReading, correction: FactCorrection): FigureReading {
  const out = { ...reading, trace: [...reading.trace], corrected: [...(reading.corrected ?? [])] }
  if (correction.role !== undefined) {
    if (correction.role !== null && !ROLE_QUANTITIES[correction.role].includes(reading.quantity))
      throw new CorrectionError(`“${reading.label}” is a ${reading.quantity}; it cannot be ${correction.role}`)
    out.role = correction.role
    out.corrected.push('role')
    out.trace.push(`role ${correction.role ?? 'unread'} ← corrected by a member`)
    if (correction.role && UNIT_ROLES.has(correction.role) && correction.period === undefined) out.period = 'unit'
  }
  if (correction.period !== undefined) {
    out.period = correction.period
    out.periodAssumed = false
    out.corrected.push('period')
    out.trace.push(`period ${correction.period ?? 'none'} ← corrected by a member`)
  }
  return out
}

export class CorrectionError extends Error {}

/** A flow per month: a yearly amount ÷ 12, a weekly one × 52 ÷ 12; null when it is no flow over time. */
export function perMonth(r: FigureReading): number | null {
  if (r.value === null || !r.period) return null
  const m = PERIOD_MONTHS[r.period]
  return m ? r.value / m : null
}

/**
 * Why a member's corrections cannot apply, or null: a role the figure's value cannot be ("Opening hours"
 * written as text cannot be a cost). Checked before the board runs, so the answer names the figure.
 */
export function correctionProblem(
  facts: readonly Fact[],
  corrections: readonly ({ index: number } & FactCorrection)[],
): string | null {
  for (const c of corrections) {
    const fact = facts[c.index]
    if (!fact || c.role === undefined || c.role === null) continue
    const read = readFact(fact, `pack:${c.index}`, 'pack')
    if (!ROLE_QUANTITIES[c.role].includes(read.quantity))
      return `Figure ${c.index + 1} (${fact.label}) is ${read.quantity === 'text' ? 'text' : `a ${read.quantity}`}: it cannot be read as ${c.role.replace('-', ' ')}`
  }
  return null
}
