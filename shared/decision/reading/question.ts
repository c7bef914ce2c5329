// Reading a proposal from its question, by composition: the action ("buy", "hire", "cut") and the
// object it acts on ("a van", "membership", "a second site") give the kind of proposal through one
// table (./words KIND_TABLE); each amount in the question is read like a board-pack figure, from
// the words around it ("a $38,000 van" → the van's price, a one-off cost; "a 4-year loan" → the
// loan's term; "from £45 to £30 a month" → today's price and the proposed one). The reading keeps
// the trace of what produced it, and a member's correction of the kind wins over it.
import { type Quantity, stem, type Token, tokenize, type Word } from '../../language/tokens'
import type { Match } from '../../language/vocabulary'
import type { ProposalKind } from '../kinds'
import { type FigureReading, type ReadContext, readFact } from './fact'
import type { Role } from './roles'
import { FILLERS, Vocabulary } from '../../language/vocabulary'
import {
  type Action,
  ACTIONS,
  type ActionWord,
  DECISION_CUES,
  KIND_TABLE,
  PHRASAL,
  SPAN_WORDS,
  OBJECT_KINDS,
  OBJECT_PARENT,
  type ObjectKind,
  OBJECTS,
  type ObjectWord,
} from './words'

export type Direction = 'up' | 'down' | 'continue' | 'stop' | 'strengthen' | 'weaken' | null

export type ProposalReading = {
  kind: ProposalKind
  /** Whether the question asks for a decision ("should we…") rather than for information. */
  isDecision: boolean
  direction: Direction
  action?: Action
  object?: ObjectKind
  /** The words that named the object ("delivery van", "membership"). */
  objectText?: string
  /** Stems of the noun phrase the action takes ("ADAS calibration rig"), known to the vocabulary or not. */
  objectWords: string[]
  /** Stems of every content word the question says, to tell which pack rows speak of what it proposes. */
  words: string[]
  /** Every object the question names, so the pack's figures about them are tied to it. */
  objects: ObjectKind[]
  /** The question's own amounts, each read with its role. */
  magnitudes: FigureReading[]
  /** Names the question moves between ("from Google Ads to TikTok"), when it does. */
  from?: string
  to?: string
  /** What a stop or cut ends ("lunch" in "stop serving lunch"). */
  activity?: string
  /** The phrase that named the action ("double", "cut"). */
  actionPhrase?: string
  /** A change the action word itself says: double +100 %, triple +200 %, halve −50 %. */
  multiplier?: number
  /** Months of a period the question names ("next quarter" 3, "this year" 12). */
  span?: number
  /** A commitment the question itself says the proposal goes against ("even though our DPA promises EU hosting"). */
  breaches?: string
  /** Stems of what the question says we would stop paying for ("stop paying Snowflake"). */
  stops: string[]
  /** True when the question says it stops paying ("stop paying the haulier"), not only doing. */
  stopsPaying?: boolean
  /** How the kind was read. */
  trace: string[]
  /** True when a member set the kind. */
  corrected?: boolean
}

/** Words that concede the proposal goes against something ("even though", "despite"). */
const CONCESSIONS = new Vocabulary([
  {
    id: 'concession',
    phrases: ['even though', 'although', 'despite', 'in breach of', 'in spite of', 'even if it breaks', 'against our'],
  },
])
/** What such a clause must name to be a commitment: a promise, contract, law or rule. */
const COMMITMENT_WORDS = new Set(
  [
    'promise',
    'promises',
    'promised',
    'contract',
    'contracts',
    'dpa',
    'agreement',
    'law',
    'regulation',
    'rule',
    'rules',
    'licence',
    'license',
    'sla',
    'policy',
    'require',
    'requires',
    'required',
    'covenant',
    'commitment',
    'terms',
  ].map(stem),
)

/** Phrases that say the proposal ends a cost we pay today. */
const STOP_PAYING = new Vocabulary([
  {
    id: 'stop-paying',
    phrases: [
      'stop paying',
      'stop paying for',
      'no longer pay',
      'no longer paying',
      'instead of paying',
      'instead of paying for',
      'get rid of',
      'replace',
      'replacing',
      'cancel',
    ],
  },
])
const CLAUSE_BREAKS = new Set([',', ';', '?', '.', '!', '(', ')', ':'])
const DIRECTIONS: Partial<Record<Action, Direction>> = {
  raise: 'up',
  'spend-more': 'up',
  lower: 'down',
  'spend-less': 'down',
  stop: 'stop',
  cut: 'down',
  continue: 'continue',
  protect: 'strengthen',
  relax: 'weaken',
}

const wordText = (tokens: Token[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .filter((t): t is Word => t.kind === 'word')
    .map((w) => w.text)
    .join(' ')

/** Whether the question moves an amount a month from one figure to another ("from €2k to €4k per month"). */
function monthlyPair(tokens: Token[]): boolean {
  const amounts = tokens.filter((t): t is Quantity => t.kind === 'quantity' && !!t.currency)
  return amounts.length >= 2 && amounts.some((q) => !!q.per && 'time' in q.per)
}

/** The last sentence ending in "?", when the text has several: where a question asks after stating its case. */
function askingSentence(tokens: Token[]): { from: number; to: number } | null {
  const ends = tokens.flatMap((t, i) =>
    t.kind === 'symbol' && (t.text === '.' || t.text === '?' || t.text === '!') ? [i] : [],
  )
  const last = ends.at(-1)
  if (last === undefined || (tokens[last] as { text: string }).text !== '?') return null
  const before = ends.filter((i) => i < last).at(-1)
  return before === undefined ? null : { from: before + 1, to: last }
}

/** The kind an action on an object makes, from the table; the row that decided it for the trace. */
export function kindOf(action: Action | undefined, object: ObjectKind | undefined): ProposalKind | null {
  const parent = object ? OBJECT_PARENT[object] : undefined
  const fits = (a: string, o: string) => (a === '*' || a === action) && (o === '*' || o === object || o === parent)
  const row =
    KIND_TABLE.find(([a, o]) => fits(a, o) && (a !== '*' || o !== '*') && (a === '*' ? !!object : !!action)) ?? null
  if (row) return row[2]
  return object && !action ? (OBJECT_KINDS[object] ?? null) : null
}

/** The words around a quantity in its clause: what a board-pack label would say about it. */
function window(tokens: Token[], at: number): string {
  const out: string[] = []
  for (let i = at - 1, n = 0; i >= 0 && n < 5; i--) {
    const t = tokens[i]
    if (t.kind === 'quantity' || (t.kind === 'symbol' && CLAUSE_BREAKS.has(t.text))) break
    if (t.kind === 'word') {
      out.unshift(t.text)
      n++
    }
  }
  const after: string[] = []
  for (let i = at + 1, n = 0; i < tokens.length && n < 4; i++) {
    const t = tokens[i]
    if (t.kind === 'quantity' || (t.kind === 'symbol' && CLAUSE_BREAKS.has(t.text))) break
    if (t.kind === 'word') {
      // The next amount's words belong to it: stop at "and", "with", "at", "for", "to".
      if (['and', 'with', 'to', 'from', 'but', 'while', 'so', 'rather', 'instead'].includes(t.norm)) break
      if (n > 0 && ['at', 'for', 'on'].includes(t.norm)) break
      after.push(t.text)
      n++
    }
  }
  return [...out, ...after].join(' ')
}

/** The fallback role of a bare amount in a question, from what the question does with it. */
function roleByAction(
  q: Quantity,
  action: Action | undefined,
  object: ObjectKind | undefined,
  before: string[],
): Role | null {
  const money = !!q.currency
  // An amount a month for a lease, a site or a commitment is its rent.
  if (money && q.per && 'time' in q.per)
    return object === 'commitment' || object === 'site' || action === 'lease' ? 'recurring-cost' : null
  if (money && action === 'acquire') return 'one-off-cost'
  if (money && action === 'expand') return 'one-off-cost'
  if (money && action === 'hire') return 'recurring-cost'
  if (
    money &&
    (action === 'launch' || action === 'raise' || action === 'lower' || action === 'discount') &&
    (before.includes('at') || before.includes('for'))
  )
    return 'price'
  if (money && action === 'accept') return 'revenue'
  if (money && (action === 'borrow' || object === 'equity')) return 'loan-amount'
  if (q.unit === 'percent' && object === 'equity') return 'share'
  if (!money && !q.unit && (object === 'staff' || object === 'sales-staff' || object === 'tech-staff'))
    return 'headcount'
  if (
    q.unit === 'percent' &&
    (action === 'raise' ||
      action === 'lower' ||
      action === 'discount' ||
      action === 'spend-more' ||
      action === 'spend-less')
  )
    return 'change'
  return null
}

/** Words that open a clause giving a purpose or a reason, not the proposal ("so", "because"). */
const PURPOSE_WORDS = new Set(['so', 'because', 'since', 'while', 'although', 'though', 'whereas'])

/** Reads a question: its kind, direction, object and amounts. `kind` is a member's correction. */
export function readProposal(question: string, correctedKind?: ProposalKind, currency?: string): ProposalReading {
  const text = question.replace(/\s+/g, ' ').trim()
  const tokens = tokenize(text)
  const trace: string[] = []
  const cue = DECISION_CUES.scan(tokens)[0]
  // The sentence that asks ("… at €78, no release date. Sign?"): its action is the proposal's when no cue says
  // where the question starts.
  const asks = askingSentence(tokens)
  const isDecision = !!cue || (!!asks && asks.from > 0)
  // The main action: the first after the decision cue ("should we…"), else the asking sentence's, else the first.
  // A verb joined to a hyphen ("move-ins", "sign-ups", "check-in") is part of a noun, not an action.
  const actions = ACTIONS.scan(tokens).filter((a) => {
    const after = tokens[a.to]
    return !(after?.kind === 'symbol' && after.text === '-' && after.start === tokens[a.to - 1].end)
  })
  const afterCue = cue
    ? actions.filter((a) => a.from >= cue.to)
    : asks
      ? actions.filter((a) => a.from >= asks.from && a.to <= asks.to)
      : actions
  let main: Match<ActionWord> | undefined = afterCue[0] ?? actions[0]
  // A weak verb ("offer", "get", "take") gives way to a telling action right after it ("offer a 30% discount").
  // "start installing chargers": a weak "start" before a verb in -ing launches that activity.
  const next = main ? tokens[main.to] : undefined
  const startsActivity = main?.entry.action === 'launch' && next?.kind === 'word' && next.norm.endsWith('ing')
  // A weak verb moving an amount a month from one figure to another ("take TikTok from €2k to €4k per month") changes a budget.
  const movesBudget = !!main?.entry.weak && monthlyPair(tokens)
  if (main?.entry.weak && !startsActivity && !movesBudget) {
    // Not from a clause that gives the purpose or the reason ("… so the site runs without a clerk").
    const clauseEnd = tokens.findIndex((t, i) => i >= main!.to && t.kind === 'word' && PURPOSE_WORDS.has(t.norm))
    const inClause = (a: Match<ActionWord>) => clauseEnd < 0 || a.from < clauseEnd || a.from < main!.from
    const strong =
      actions.find((a) => !a.entry.weak && a.from >= main!.to && a.from - main!.to <= 4 && inClause(a)) ??
      actions.find((a) => !a.entry.weak && inClause(a))
    if (strong) main = strong
  }
  const objects = OBJECTS.scan(tokens)
  // Its object: the first named after it in the question, else any named.
  let objectMatch: Match<ObjectWord> | undefined = main
    ? (objects.find((o) => o.from >= main.to) ?? objects[0])
    : objects[0]
  // Of adjacent object words the last is the head noun: "delivery van" is a van, "second salesperson" a salesperson.
  while (objectMatch) {
    const next = objects.find((o) => o.from === objectMatch!.to)
    if (!next) break
    objectMatch = next
  }
  let action = movesBudget ? 'change' : main?.entry.action
  // "Put our class prices up": a verb whose particle follows its object.
  if (!main || main.entry.weak) {
    for (const [verb, particle, meaning] of PHRASAL) {
      const at = tokens.findIndex((t) => t.kind === 'word' && t.norm === verb)
      if (at < 0) continue
      const tail = tokens.slice(at + 1, at + 9)
      if (tail.some((t) => t.kind === 'word' && t.norm === particle)) {
        action = meaning
        trace.push(`action ${meaning} ← “${verb} … ${particle}”`)
        break
      }
    }
  }
  const object = objectMatch?.entry.object
  // A verb that fits its object better in another sense: "cut membership" lowers a price, "cut costs" is a cut.
  if (action === 'lower' && object === 'costs') action = 'cut'
  if (action === 'stop' && object === 'price') action = 'lower'
  if (action === 'acquire' && (object === 'staff' || object === 'sales-staff' || object === 'tech-staff'))
    action = 'hire'
  // "launch in Brazil": a place after "in" is a market.
  let market = false
  if (main && (action === 'launch' || action === 'expand')) {
    const next = tokens[main.to]
    const after = tokens[main.to + 1]
    if (next?.kind === 'word' && next.norm === 'in' && after?.kind === 'word' && after.capital) market = true
  }
  if (main) trace.push(`action ${action} ← “${main.phrase}”`)
  if (objectMatch) trace.push(`object ${object} ← “${objectMatch.phrase}”`)
  let kind: ProposalKind | null = market ? 'expansion' : kindOf(action, object)
  const borrowing = objects.some((o) => o.entry.object === 'loan')
  // Buying with a loan: the question is whether to borrow for it.
  if (borrowing && (action === 'acquire' || action === 'expand' || !kind)) kind = 'financing'
  // Raising or lowering something unnamed: a budget when the amounts are a month's ("from €2k to €4k per month"),
  // else a price ("from $90 to $100").
  if (!kind && (action === 'raise' || action === 'lower'))
    kind = monthlyPair(tokens) ? (action === 'raise' ? 'spend-up' : 'spend-down') : 'price-change'
  if (kind) trace.push(`kind ${kind} ← ${action ?? 'no action'} × ${object ?? 'any object'}`)
  else {
    kind = 'other'
    trace.push('kind other ← no action and object the board tells apart')
  }
  if (correctedKind) {
    trace.push(`kind ${correctedKind} ← corrected by a member`)
    kind = correctedKind
  }
  const allObjects = [...new Set(objects.map((o) => o.entry.object))]
  // The noun phrase after the action: up to four words, to the next amount, preposition or clause break;
  // and, when it borrows or leases to buy something ("a loan … to buy a mixing console"), what it buys.
  const objectWords: string[] = []
  const bought =
    main && (action === 'borrow' || action === 'lease')
      ? actions.find((a) => a.from > main!.to && a.entry.action === 'acquire' && !a.entry.weak)
      : undefined
  for (const start of [main, bought])
    for (let i = start ? start.to : tokens.length, n = 0; i < tokens.length && n < 4; i++) {
      const t = tokens[i]
      if (t.kind === 'symbol' && CLAUSE_BREAKS.has(t.text)) break
      if (t.kind !== 'word') continue
      if (
        ['to', 'for', 'on', 'at', 'with', 'from', 'in', 'into', 'by', 'and', 'so', 'of', 'rather', 'instead'].includes(
          t.norm,
        )
      )
        break
      if (
        !FILLERS.has(t.norm) &&
        t.norm.length > 2 &&
        !['new', 'second', 'third', 'another', 'more', 'extra'].includes(t.norm)
      ) {
        objectWords.push(t.stem)
        n++
      }
    }
  const acquires = action === 'acquire' || action === 'expand' || action === 'lease'
  const sells =
    action === 'launch' || action === 'raise' || action === 'lower' || action === 'discount' || object === 'price'
  const context: ReadContext = {
    objects: allObjects,
    acquires,
    sells,
    currency,
    noDefaults: true,
    objectWords,
    ...(object ? { object } : {}),
  }

  // The amounts: each read as a pack figure whose label is the words around it.
  const magnitudes: FigureReading[] = []
  tokens.forEach((t, at) => {
    if (t.kind !== 'quantity') return
    const label = window(tokens, at) || 'the question'
    // A number written in words ("two engineers") is passed as its value.
    const written = [...t.text].some((c) => c >= '0' && c <= '9') ? t.text : String(t.value)
    const reading = readFact(
      { label: label.slice(0, 80), value: written },
      `question:${magnitudes.length}`,
      'question',
      context,
    )
    // "buy a water-fed pole system for £6,800": an amount the question gives no period for, beside
    // buying, is the price paid once, whatever running cost a word near it names ("water")
    if (
      reading.role === 'recurring-cost' &&
      reading.periodAssumed &&
      t.currency &&
      !t.per &&
      (action === 'acquire' || action === 'expand')
    ) {
      reading.role = null
      reading.period = null
      reading.periodAssumed = false
    }
    const before = tokens
      .slice(Math.max(0, at - 2), at)
      .filter((w): w is Word => w.kind === 'word')
      .map((w) => w.norm)
    // "2,000 pieces at £6.40", "40 beds at €18": an amount at a count's side is per one of them.
    const counted = tokens
      .slice(Math.max(0, at - 5), at)
      .findLast((q): q is Quantity => q.kind === 'quantity' && !q.currency && !q.unit)
    if (
      before.at(-1) === 'at' &&
      counted &&
      t.kind === 'quantity' &&
      t.currency &&
      !t.per &&
      reading.role !== 'price'
    ) {
      reading.period = 'unit'
      reading.trace.push(`per unit ← at ${t.text} for each of ${counted.text}`)
      if (reading.role === 'one-off-cost' || !reading.role) {
        reading.role = acquires ? 'unit-cost' : 'price'
        reading.trace.push(`role ${reading.role} ← ${acquires ? 'what we pay for each' : 'what each is charged'}`)
      }
    }
    if (!reading.role) {
      const role = roleByAction(t, action, object, before)
      if (role) {
        reading.role = role
        reading.trace = reading.trace.filter((l) => !l.startsWith('unread'))
        reading.trace.push(`role ${role} ← the question ${action}s ${object ?? 'it'}`)
        if (role === 'recurring-cost' && !reading.period) {
          reading.period = 'year'
          reading.periodAssumed = true
        }
        if (role === 'price' && !reading.period) reading.period = 'unit'
        if (role === 'one-off-cost') reading.period = 'once'
      }
    }
    if (!reading.role && t.unit && t.unit !== 'percent' && t.unit !== 'multiple' && allObjects.includes('loan')) {
      reading.role = 'term'
      reading.trace.push('role term ← a duration in a question about a loan')
    }

    // In a question, "now" and "today" say when, not whose ("hire 2 engineers right now").
    if (reading.scope === 'today') {
      reading.scope = null
      reading.trace = reading.trace.filter((l) => !l.startsWith('scope today'))
    }
    // "from X to Y": X is today's, Y the proposed one.
    // "We spend $3k a month… reduce that to $1k": the amount stated first is today's, the one after "to" proposed.
    const earlier = magnitudes.findLast((m) => m.quantity === reading.quantity && m.quantity === 'money')
    if (
      before.at(-1) === 'to' &&
      earlier &&
      !magnitudes.some((m) => m.scope === 'today') &&
      (action === 'lower' ||
        action === 'raise' ||
        action === 'cut' ||
        action === 'spend-less' ||
        action === 'spend-more' ||
        action === 'change')
    ) {
      earlier.scope = 'today'
      earlier.trace.push('scope today ← stated before the amount it goes “to”')
    }
    if (before.at(-1) === 'from') {
      reading.scope = 'today'
      reading.trace.push('scope today ← “from”')
    } else if (before.at(-1) === 'to' && magnitudes.some((m) => m.scope === 'today')) {
      reading.scope = 'proposed'
      reading.trace.push('scope proposed ← “to”')
      const from = magnitudes.findLast((m) => m.scope === 'today')!
      // The pair shares a role and a period written once ("from £45 to £30 a month").
      if (!from.role && reading.role) from.role = reading.role
      if (!reading.role && from.role) reading.role = from.role
      if (
        reading.period &&
        (!from.period || from.period === 'once' || (from.period === 'unit' && reading.period !== 'unit'))
      )
        from.period = reading.period
      if (from.period && !reading.period) reading.period = from.period
      // An amount a month is no one-off: "from $50k to $100k a month" are two budgets.
      for (const m of [from, reading])
        if (m.role === 'one-off-cost' && m.period && m.period !== 'once' && m.period !== 'unit')
          m.role = 'recurring-cost'
    }
    // Cutting, stopping or lowering a cost saves it.
    if (
      (action === 'cut' || action === 'stop' || action === 'spend-less') &&
      (reading.role === 'recurring-cost' || reading.role === 'fixed-costs')
    ) {
      reading.role = 'saving'
      reading.trace.push(`role saving ← a cost the question ${action}s`)
    }
    magnitudes.push(reading)
  })
  // "2 engineers at $150k each": the yearly cost is the pay × the people.
  const people = magnitudes.find((m) => m.role === 'headcount' && m.value !== null)
  for (const m of magnitudes)
    if (
      (m.role === 'recurring-cost' || (m.role === 'unit-cost' && action === 'hire')) &&
      m.period === 'unit' &&
      m.value !== null &&
      people
    ) {
      m.role = 'recurring-cost'
      m.value = m.value * people.value!
      m.period = 'year'
      m.periodAssumed = true
      m.trace.push(`× ${people.value} people = a year's cost for all of them`)
    }

  // "Go from $50k to $150k": which way the amounts move says whether it is up or down.
  const pairFrom = magnitudes.find((m) => m.scope === 'today' && m.value !== null)
  const pairTo = magnitudes.find((m) => m.scope === 'proposed' && m.value !== null)
  if (action === 'change' && pairFrom && pairTo) {
    action = pairTo.value! > pairFrom.value! ? 'raise' : 'lower'
    trace.push(`action ${action} ← from ${pairFrom.written} to ${pairTo.written}`)
    if (!correctedKind)
      kind =
        kindOf(action, object) ??
        (object === 'spend' || monthlyPair(tokens) ? (action === 'raise' ? 'spend-up' : 'spend-down') : 'price-change')
  }
  // Moving something into a plan or tier is packaging ("put our automations into the free tier").
  if (action === 'reallocate' && !correctedKind && allObjects.includes('plan')) kind = 'packaging'
  // Moving money a month between two things is a reallocation, whatever they are called.
  if (
    action === 'reallocate' &&
    !correctedKind &&
    magnitudes.some((m) => m.quantity === 'money' && m.period && m.period !== 'once' && m.period !== 'unit')
  )
    kind = 'reallocate'

  // Names moved between: "from Google Ads to TikTok" (words, not amounts).
  let fromName: string | undefined
  let toName: string | undefined
  const fromAt = tokens.findIndex((t, i) => t.kind === 'word' && t.norm === 'from' && tokens[i + 1]?.kind === 'word')
  if (fromAt >= 0) {
    const toAt = tokens.findIndex((t, i) => i > fromAt && t.kind === 'word' && (t.norm === 'to' || t.norm === 'into'))
    if (toAt > fromAt + 1 && !tokens.slice(fromAt, toAt).some((t) => t.kind === 'quantity')) {
      fromName = wordText(tokens, fromAt + 1, toAt)
      let end = toAt + 1
      while (
        end < tokens.length &&
        tokens[end].kind === 'word' &&
        !['for', 'next', 'this', 'and', 'so', 'because', 'since', 'where', 'which', 'at', 'on', 'by', 'in'].includes(
          (tokens[end] as Word).norm,
        )
      )
        end++
      toName = wordText(tokens, toAt + 1, end) || undefined
    }
  }
  // Moving with no budget or money named: from one named provider to another is a switch; to a place or a
  // technology alone ("move the team to Berlin", "move our services to Kubernetes") is something else.
  if (
    (action === 'reallocate' || action === 'switch') &&
    !correctedKind &&
    object !== 'spend' &&
    (kind === 'reallocate' || kind === 'vendor-switch') &&
    !magnitudes.some((m) => m.quantity === 'money' && m.role !== 'saving')
  ) {
    // Where it goes when no "from" is named: a capitalised name after "to" ("to Berlin", "to Kubernetes").
    const toAt = tokens.findIndex((t, i) => i > (main?.from ?? 0) && t.kind === 'word' && t.norm === 'to')
    const next = toAt >= 0 ? tokens[toAt + 1] : undefined
    const place = !fromName && next?.kind === 'word' && next.capital ? next.text : undefined
    if (fromName && toName) kind = 'vendor-switch'
    else if (action === 'switch') kind = 'vendor-switch'
    else if (place && (object === 'supplier' || object === 'software')) kind = 'vendor-switch'
    else if (place || kind === 'reallocate') kind = 'other'
  }
  const activity = action === 'stop' && objectMatch ? wordText(tokens, objectMatch.from, objectMatch.to) : undefined

  // What the question stops paying for: the words after "stop paying", "instead of paying", "replace".
  const stops: string[] = []
  // "so we stop sending print out", "instead of renting one": a verb of doing, after stopping, names it too
  const doing = tokens.findIndex(
    (t, i) =>
      t.kind === 'word' &&
      t.norm.endsWith('ing') &&
      ['stop', 'stopped', 'longer', 'of', 'quit'].includes((tokens[i - 1] as Word | undefined)?.norm ?? '') &&
      (tokens[i - 1]?.kind === 'word' && (tokens[i - 1] as Word).norm === 'of'
        ? (tokens[i - 2] as Word | undefined)?.norm === 'instead'
        : true),
  )
  const stopAt = STOP_PAYING.scan(tokens)[0] ?? (doing >= 0 ? { to: doing + 1 } : undefined)
  if (stopAt)
    for (let i = stopAt.to; i < tokens.length; i++) {
      const t = tokens[i]
      if (t.kind === 'symbol' && CLAUSE_BREAKS.has(t.text)) break
      if (t.kind !== 'word') continue
      if (['who', 'which', 'that', 'so', 'and', 'by', 'to', 'for', 'with'].includes(t.norm) && stops.length) break
      if (t.norm.length > 2) stops.push(t.stem)
    }

  // "Even though our DPA promises EU hosting": the question names a commitment the proposal breaks.
  let breaches: string | undefined
  const concession = CONCESSIONS.scan(tokens)[0]
  if (concession) {
    let end = concession.to
    while (
      end < tokens.length &&
      !(tokens[end].kind === 'symbol' && CLAUSE_BREAKS.has((tokens[end] as { text: string }).text))
    )
      end++
    const clause = tokens.slice(concession.to, end)
    if (clause.some((t) => t.kind === 'word' && COMMITMENT_WORDS.has(t.stem)))
      breaches = wordText(tokens, concession.from, end)
  }
  const MULTIPLIERS: Record<string, number> = {
    double: 1,
    doubling: 1,
    triple: 2,
    tripling: 2,
    halve: -0.5,
    halving: -0.5,
  }
  const multiplier = main ? MULTIPLIERS[main.phrase] : undefined
  const span = SPAN_WORDS.scan(tokens)[0]?.entry.months

  // "Delay the launch to fix the vulnerabilities": a purpose to protect makes the proposal strengthen a control.
  let direction: Direction = action ? (DIRECTIONS[action] ?? null) : null
  // A control named with no weakening action is one to put in place ("clients want MFA; do we do it?").
  if (!direction && kind === 'security-tradeoff' && action !== 'relax' && action !== 'continue')
    direction = 'strengthen'
  if (kind === 'security-tradeoff' && action === 'continue') direction = 'weaken'
  const purpose = tokens.findIndex(
    (t, i) => t.kind === 'word' && (t.norm === 'to' || t.norm === 'until') && i > (main?.from ?? 0),
  )
  if (purpose >= 0 && actions.some((a) => a.entry.action === 'protect' && a.from > purpose && a.from - purpose <= 3))
    direction = 'strengthen'

  return {
    kind,
    isDecision,
    stops,
    ...(STOP_PAYING.scan(tokens).length ? { stopsPaying: true } : {}),
    ...(main ? { actionPhrase: main.phrase } : {}),
    ...(multiplier !== undefined ? { multiplier } : {}),
    ...(breaches ? { breaches } : {}),
    ...(span !== undefined ? { span } : {}),
    direction,
    ...(action ? { action } : {}),
    ...(object ? { object, objectText: wordText(tokens, objectMatch!.from, objectMatch!.to) } : {}),
    objects: allObjects,
    objectWords,
    words: tokens
      .filter((t): t is Word => t.kind === 'word' && t.norm.length > 2 && !FILLERS.has(t.norm))
      .map((w) => w.stem),
    magnitudes,
    ...(fromName ? { from: fromName } : {}),
    ...(toName ? { to: toName } : {}),
    ...(activity ? { activity } : {}),
    trace,
    ...(correctedKind ? { corrected: true } : {}),
  }
}

/**
 * Ties the pack to the question: a cost the question says we stop paying ("stop paying Snowflake $8k
 * a month") is, wherever the pack lists it, a saving of the proposal.
 */
/**
 * The question moves amounts the pack names as prices ("cut a one-hour jump from £14 to £10" beside
 * "Price per one-hour jump: £14 now, £10 proposed"): it is a price change, whatever noun it used.
 */
export function alignWithPack(reading: ProposalReading, pack: readonly FigureReading[]): ProposalReading {
  if (reading.corrected || reading.kind === 'price-change' || reading.kind === 'discount') return reading
  const from = reading.magnitudes.find((m) => m.scope === 'today' && m.quantity === 'money' && m.value !== null)
  const to = reading.magnitudes.find((m) => m.scope === 'proposed' && m.quantity === 'money' && m.value !== null)
  if (!from || !to || from.value === to.value) return reading
  const priced = (v: number) =>
    pack.some((r) => r.role === 'price' && r.value !== null && Math.abs(r.value - v) < 0.005)
  if (!priced(from.value!) || !priced(to.value!)) return reading
  const action = to.value! > from.value! ? 'raise' : 'lower'
  return {
    ...reading,
    kind: 'price-change',
    action,
    direction: action === 'raise' ? 'up' : 'down',
    object: 'price',
    objects: [...new Set<ObjectKind>(['price', ...reading.objects])],
    trace: [...reading.trace, `kind price-change ← ${from.written} → ${to.written} are the pack's prices`],
  }
}

export function tieToProposal(readings: FigureReading[], proposal: ProposalReading): FigureReading[] {
  if (!proposal.stops.length) return readings
  return readings.map((r) => {
    // what the proposal would cost ("if we print in-house") is not what it stops paying
    // (what we are paid is only what we pay when the question says it stops paying: "the haulier's charges")
    const paidRoles = proposal.stopsPaying
      ? ['recurring-cost', 'fixed-costs', 'revenue']
      : ['recurring-cost', 'fixed-costs']
    if (r.corrected?.includes('role') || !paidRoles.includes(r.role ?? '')) return r
    if (r.period === 'once' || r.period === 'unit') return r
    if (r.scope === 'proposed' || r.scope === 'expected') return r
    const stems = tokenize(r.label)
      .filter((t): t is Word => t.kind === 'word')
      .map((w) => w.stem)
    if (!stems.some((s) => proposal.stops.includes(s))) return r
    return { ...r, role: 'saving' as const, trace: [...r.trace, 'role saving ← the question stops paying for it'] }
  })
}
