// Understanding what people write to the AI screens (chat, agent): a question about the company's
// records — read by the semantic layer (shared/semantic/read) into a measure × filters × period ×
// operation query —, a figure the company keeps (MRR, churn, CAC payback: the metric catalogue), a
// decision for the boardroom, a goal for the strategy generator, an action on the CRM, "why?", or
// something the records cannot answer. Each is recognised by words kept as data (the vocabularies
// below and the semantic layer's), composed over the shared tokenizer's tokens; no pattern per
// phrasing. A follow-up is read against the previous reading. Pure and deterministic.
import { distance } from 'fastest-levenshtein'
import { readDeadline, readDueDay } from '../language/calendar'
import { correctSpelling, lexicon } from '../language/spelling'
import { type Token, tokenize, type Word } from '../language/tokens'
import { FILLERS, type Match, Vocabulary } from '../language/vocabulary'
import { LEAD_STATUSES, type LeadStatus } from '../schemas/lead'
import type { SemanticData, SemanticLead, SemanticMember } from '../semantic/data'
import { ATTRIBUTE_IDS, QuerySchema, type Query } from '../semantic/model'
import { readQuestion, type Trace } from '../semantic/read'
import { COMMON_WORDS, QUESTION_WORDS } from '../semantic/words'
import { z } from '../zod'
import { METRICS } from './catalogue'
import { INTENTS, type Intent } from './intents'
import { classifyKind, type ProposalKind } from './understand'

export type AskMember = SemanticMember
export type AskRecords = Pick<SemanticData, 'campaigns' | 'members' | 'leads'>

export { INTENTS, type Intent }
export const ACTION_KINDS = ['log-call', 'set-status', 'set-owner', 'create-campaign', 'schedule-follow-up'] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

/** Who a set-owner action names: the member writing, nobody (unassigned), or members by name. */
export type OwnerTarget = { kind: 'me' } | { kind: 'none' } | { kind: 'named'; text: string; members: AskMember[] }

const TraceSchema = z.object({ entry: z.string(), phrase: z.string(), start: z.number(), end: z.number() })
const OwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('me') }),
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('named'),
    text: z.string(),
    members: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  }),
])

/** A reading, as stored with the member's message (the next message's follow-up is read against it). */
export const ReadingSchema = z.object({
  intent: z.enum(INTENTS),
  text: z.string().max(2000),
  /** A question about the records: the semantic query, as read (or as the member changed it). */
  query: QuerySchema.optional(),
  sure: z.boolean().optional(),
  alternatives: z.array(QuerySchema).max(2).optional(),
  trace: z.array(TraceSchema).max(60).optional(),
  followUp: z.boolean().optional(),
  notes: z.array(z.string().max(300)).max(6).optional(),
  /** What its answer put first (a ranking's top value, a list's first record): "that source" next. */
  top: z.object({ attribute: z.enum([...ATTRIBUTE_IDS, 'period']), key: z.string().max(200) }).optional(),
  /** A figure of the metric catalogue the company keeps (MRR, churn), when no CRM measure is asked. */
  metric: z.string().max(60).optional(),
  /** For the agent: the action, its leads (a list reading's filters, or leads named), and its details. */
  action: z.enum(ACTION_KINDS).optional(),
  each: z.boolean().optional(),
  leadIds: z.array(z.string()).max(100).optional(),
  /** The leads an action applies to, as a list of them would find them. */
  targets: QuerySchema.optional(),
  toStatus: z.enum(LEAD_STATUSES).optional(),
  name: z.string().max(200).optional(),
  due: z.iso.date().optional(),
  owner: OwnerSchema.optional(),
  kind: z.string().max(60).optional(),
})
export type Reading = Omit<z.infer<typeof ReadingSchema>, 'kind'> & { kind?: ProposalKind }

export type ReadContext = { now: Date; records: AskRecords; me?: string; previous?: Reading | null }

// ---- The words -------------------------------------------------------------------------------------

type Entry = { id: string; phrases: readonly string[] }
const INTENT_WORDS = new Vocabulary<Entry>([
  {
    id: 'decision',
    phrases: [
      'should we',
      'should i',
      'shall we',
      'is it worth',
      'is it time to',
      'is it wise',
      'is it a good idea',
      'good idea to',
      'can we afford',
      'could we afford',
      'would it make sense',
      'does it make sense',
      'make sense to',
      'do we need to',
      'must we',
      'go ahead with',
      'approve',
      'worth it',
      'yes or no',
      'or not',
      'would you recommend',
      'do you recommend',
      'ought we',
    ],
  },
  {
    id: 'why',
    phrases: [
      'why',
      'how come',
      'explain',
      'what drove',
      'what caused',
      'whats behind',
      'what is behind',
      'reason for',
      'the reason',
    ],
  },
  {
    id: 'goal-verb',
    phrases: [
      'double',
      'triple',
      'halve',
      'grow',
      'increase',
      'raise',
      'reach',
      'hit',
      'get to',
      'cut',
      'reduce',
      'lower',
      'lift',
      'boost',
      'improve',
      'drive',
      'bring down',
      'take',
      'get',
      'achieve',
    ],
  },
  { id: 'goal-noun', phrases: ['goal', 'target', 'objective', 'okr', 'aim'] },
  // "do we take the loan?": a decision when what follows is a proposal
  { id: 'ask-whether', phrases: ['do we', 'can we', 'could we', 'would it', 'will it'] },
  {
    id: 'proposal-verb',
    phrases: [
      'cut',
      'raise',
      'double',
      'triple',
      'halve',
      'hire',
      'open',
      'launch',
      'stop',
      'pause',
      'move',
      'shift',
      'switch',
      'increase',
      'reduce',
      'lower',
      'offer',
      'sign',
      'buy',
      'expand',
      'close down',
      'drop',
      'kill',
      'invest',
      'spend',
      'borrow',
      'lease',
      'rent',
      'outsource',
      'lay off',
      'freeze',
    ],
  },
])

const ACTION_WORDS = new Vocabulary<Entry>([
  { id: 'log', phrases: ['log', 'record', 'note down', 'add'] },
  {
    id: 'follow',
    phrases: [
      'follow up',
      'followup',
      'follow ups',
      'remind me',
      'reminder',
      'chase',
      'check in',
      'call back',
      'schedule a call',
    ],
  },
  { id: 'schedule', phrases: ['schedule', 'book', 'plan', 'put in'] },
  { id: 'set', phrases: ['set', 'mark', 'move', 'change', 'update', 'put', 'make', 'turn', 'switch', 'flag'] },
  { id: 'assign', phrases: ['assign', 'reassign', 're assign', 'allocate', 'route'] },
  { id: 'give', phrases: ['give', 'hand', 'hand over', 'pass', 'transfer'] },
  {
    id: 'unassign',
    phrases: ['unassign', 'un assign', 'clear the owner', 'clear the owners', 'remove the owner', 'remove the owners'],
  },
  { id: 'take', phrases: ['take ownership', 'take over', 'claim', 'take over ownership'] },
  { id: 'owner', phrases: ['owner', 'owners', 'in charge'] },
  { id: 'create', phrases: ['create', 'draft', 'set up', 'start', 'launch', 'new', 'make', 'open'] },
  { id: 'campaign', phrases: ['campaign', 'campaigns'] },
  { id: 'call', phrases: ['call', 'calls', 'phone call', 'conversation', 'chat'] },
  { id: 'named', phrases: ['called', 'named', 'titled'] },
  {
    id: 'each',
    phrases: [
      'each',
      'each one',
      'each of them',
      'every one of them',
      'all of them',
      'them all',
      'them',
      'those',
      'these',
      'those leads',
      'these leads',
      'every lead',
      'all of those',
    ],
  },
])

const STATUS_WORDS = new Vocabulary<Entry>(
  LEAD_STATUSES.map((s) => ({
    id: s,
    phrases: [
      s,
      `closed ${s}`,
      ...(s === 'proposal' ? ['proposal stage', 'proposal sent'] : []),
      ...(s === 'won' ? ['closed won', 'a win'] : []),
    ],
  })),
)

/** Words before an instruction that do not change it ("please", "can you", "go ahead and"). */
const POLITE = new Set([
  'please',
  'can',
  'could',
  'would',
  'will',
  'you',
  'now',
  'go',
  'ahead',
  'and',
  'lets',
  'let',
  'us',
  'kindly',
  'then',
  'also',
  'just',
  'ok',
  'okay',
  'i',
  'want',
  'need',
  'to',
  'id',
  'like',
  'we',
  'help',
  'me',
  'how',
  'plan',
  'aim',
  'try',
])
const ME = new Set(['me', 'myself', 'i', 'mine'])
const NOBODY = ['nobody', 'no one', 'noone', 'no body', 'none', 'no owner', 'unassigned', 'no-one']
/** Where the words about the leads start again after an owner's name ("to Dana that nobody called"). */
const CLAUSE = new Set([
  'that',
  'who',
  'which',
  'from',
  'with',
  'without',
  'since',
  'if',
  'nobody',
  'where',
  'whose',
  'in',
  'at',
  'created',
  'worth',
  'over',
  'under',
])
const NOT_A_NAME = new Set([
  'the',
  'our',
  'my',
  'member',
  'teammate',
  'colleague',
  'please',
  'now',
  'instead',
  'as',
  'owner',
  'their',
  'new',
  'to',
  'user',
  'from',
  'team',
  'leads',
  'lead',
])

/** Catalogue figures the company keeps and the chat reads (the CRM's own measures are the semantic layer's). */
const COMPANY_FIGURES = new Set([
  'cash',
  'net_burn',
  'gross_burn',
  'runway',
  'mrr',
  'gross_margin',
  'operating_margin',
  'ebitda',
  'growth_rate',
  'mom_growth',
  'arpa',
  'churn',
  'revenue_churn',
  'nrr',
  'grr',
  'ltv',
  'cac',
  'ltv_cac',
  'cac_payback',
  'burn_multiple',
  'net_new_arr',
  'activation',
  'sales_cycle',
  'pipeline_coverage',
  'headcount',
  'nps',
  'csat',
  'uptime',
  'utilisation',
  'backlog',
  'infra_cost',
  'cpc',
])
const CATALOGUE = new Vocabulary<Entry>(
  METRICS.filter((m) => COMPANY_FIGURES.has(m.id)).map((m) => ({
    id: m.id,
    phrases: m.names.map((n) => n.split('@')[0]),
  })),
)

/** The words instructions and intents are read from, for the spelling corrector ("asign" → "assign"). */
const KNOWN = lexicon(
  [INTENT_WORDS, ACTION_WORDS, STATUS_WORDS, CATALOGUE].flatMap((v) =>
    v.entries.flatMap((e) => e.phrases.flatMap((p) => p.split(' '))),
  ),
)
// everyday words and the semantic layer's own are never "corrected" into an instruction's
const KEEP = new Set([
  ...POLITE,
  ...COMMON_WORDS,
  ...QUESTION_WORDS.flatMap((e) => e.phrases.flatMap((p) => p.split(' '))),
])

const wordsOf = (tokens: readonly Token[]) => tokens.filter((t): t is Word => t.kind === 'word')
const starts = (m: Match<Entry>[], id: string, at: number) => m.some((x) => x.entry.id === id && x.from === at)

/** The index of the first token after the polite words an instruction may start with. */
function firstContent(tokens: readonly Token[]): number {
  let i = 0
  while (i < tokens.length && (tokens[i].kind !== 'word' || POLITE.has((tokens[i] as Word).norm))) i++
  return i
}

// ---- Owners -------------------------------------------------------------------------------------------

export const memberName = (m: AskMember) => `${m.first_name} ${m.last_name}`.trim() || m.email

/**
 * The members a name could mean: every word said must be one of a member's names (first, last, or
 * the words of their email's local part), exactly or within one slip (two for long words). Exact
 * matches beat slips; a full name beats a first name shared with others.
 */
export function membersNamed(text: string, members: readonly AskMember[]): AskMember[] {
  const said = wordsOf(tokenize(text))
    .map((w) => w.norm)
    .filter((w) => w.length > 1 && !NOT_A_NAME.has(w))
  if (said.length === 0) return []
  const namesOf = (m: AskMember) =>
    wordsOf(tokenize(`${m.first_name} ${m.last_name} ${m.email.split('@')[0]}`)).map((w) => w.norm)
  const near = (w: string, n: string) => w === n || (w.length >= 4 && distance(w, n) <= (w.length >= 8 ? 2 : 1))
  const exact = members.filter((m) => said.every((w) => namesOf(m).includes(w)))
  if (exact.length > 0) return exact
  return members.filter((m) => said.every((w) => namesOf(m).some((n) => near(w, n))))
}

/** Who "Dana", "me" or "nobody" means as a lead's owner (named members resolved against the directory). */
export function ownerOf(who: string, records: Pick<AskRecords, 'members'>): OwnerTarget | null {
  const said = wordsOf(tokenize(who))
    .map((w) => w.norm)
    .filter((w) => !['please', 'now', 'instead', 'as', 'the', 'their', 'owner', 'owners'].includes(w))
  const text = said.join(' ')
  if (!text) return null
  if (said.every((w) => ME.has(w))) return { kind: 'me' }
  if (NOBODY.includes(text)) return { kind: 'none' }
  return { kind: 'named', text, members: membersNamed(text, records.members) }
}

// ---- Actions ------------------------------------------------------------------------------------------

const sliceText = (text: string, tokens: readonly Token[], from: number, to: number) =>
  from >= to || from >= tokens.length ? '' : text.slice(tokens[from].start, tokens[Math.min(to, tokens.length) - 1].end)

/** The leads an instruction's words describe: the leads it names, or a list query of them. */
function targetsOf(text: string, ctx: ReadContext): Pick<Reading, 'targets' | 'leadIds' | 'each'> {
  const tokens = tokenize(text)
  const content = wordsOf(tokens).filter((w) => !FILLERS.has(w.norm))
  if (ACTION_WORDS.all(tokens).some((x) => x.entry.id === 'each') && content.length <= 4) return { each: true }
  const read = readQuestion(text, { now: ctx.now, data: ctx.records, me: ctx.me })
  if (!('query' in read)) return {}
  const { filters, period, valueRange, measure } = read.query
  const leads = filters.find((f) => f.attribute === 'lead')
  if (leads) return { leadIds: leads.values }
  // "the leads we lost last quarter": lost leads, by the date lost
  const dated = [
    'won_count',
    'won_value',
    'lost_count',
    'lost_value',
    'open_deals',
    'open_pipeline',
    'stale_leads',
  ].includes(measure)
  if (filters.length === 0 && !period && !valueRange && !dated) return {}
  return {
    targets: QuerySchema.parse({
      measure: dated ? measure : 'leads',
      operation: 'list',
      filters,
      period,
      valueRange,
      limit: 50,
    }),
  }
}

function readAction(text: string, tokens: readonly Token[], ctx: ReadContext): Partial<Reading> | null {
  const m = ACTION_WORDS.all(tokens)
  const at = firstContent(tokens)
  const isAt = (id: string) => starts(m, id, at)
  const first = (id: string, from = 0) =>
    m.filter((x) => x.entry.id === id && x.from >= from).sort((a, b) => a.from - b.from)[0]
  const lastWordIndex = (norm: string, from = 0) => {
    let found = -1
    tokens.forEach((t, i) => {
      if (i >= from && t.kind === 'word' && t.norm === norm) found = i
    })
    return found
  }
  const owner = (from: number, to = tokens.length) => {
    // the owner's name ends where the words about the leads start again (after its first word: "nobody")
    let end = Math.min(from + 1, to)
    while (end < to && !(tokens[end].kind === 'word' && CLAUSE.has((tokens[end] as Word).norm))) end++
    return { who: sliceText(text, tokens, from, end), rest: sliceText(text, tokens, end, to) }
  }
  const withTargets = (r: Partial<Reading>, leadsText: string): Partial<Reading> => ({
    ...r,
    ...targetsOf(leadsText, ctx),
  })

  // ---- Who owns which leads ----
  if (isAt('unassign')) {
    const verb = first('unassign')!
    return withTargets(
      { action: 'set-owner', owner: { kind: 'none' } },
      sliceText(text, tokens, verb.to, tokens.length),
    )
  }
  if (isAt('take')) {
    const verb = first('take')!
    const of = lastWordIndex('of', verb.to)
    return withTargets(
      { action: 'set-owner', owner: { kind: 'me' } },
      sliceText(text, tokens, of >= 0 ? of + 1 : verb.to, tokens.length),
    )
  }
  if (isAt('assign') || isAt('give')) {
    const verb = m.find((x) => x.from === at)!
    const to = lastWordIndex('to', verb.to)
    if (to >= verb.to) {
      const { who, rest } = owner(to + 1)
      const target = ownerOf(who, ctx.records)
      // "give" and "hand" also ask for lists: an instruction only with an owner the directory knows
      if (target && !(verb.entry.id === 'give' && target.kind === 'named' && target.members.length === 0))
        return withTargets({ action: 'set-owner', owner: target }, `${sliceText(text, tokens, verb.to, to)} ${rest}`)
    }
  }
  const ownerWord = first('owner')
  if ((isAt('set') || isAt('create')) && ownerWord) {
    const verb = m.find((x) => x.from === at && (x.entry.id === 'set' || x.entry.id === 'create'))!
    const of = tokens.findIndex(
      (t, i) => i >= ownerWord.to && t.kind === 'word' && ['of', 'for', 'on'].includes(t.norm),
    )
    const to = lastWordIndex('to', ownerWord.to)
    if (of === ownerWord.to && to > of) {
      // "set the owner of Ada to Dana"
      const { who, rest } = owner(to + 1)
      const target = ownerOf(who, ctx.records)
      if (target)
        return withTargets({ action: 'set-owner', owner: target }, `${sliceText(text, tokens, of + 1, to)} ${rest}`)
    }
    if (of === ownerWord.to) {
      // "make Dana the owner of the referral leads", "put Dana in charge of them"
      const target = ownerOf(sliceText(text, tokens, verb.to, ownerWord.from), ctx.records)
      if (target && !(target.kind === 'named' && target.members.length === 0 && ownerWord.phrase === 'in charge'))
        return withTargets({ action: 'set-owner', owner: target }, sliceText(text, tokens, of + 1, tokens.length))
    }
    if (to >= ownerWord.to) {
      // "set Ada's owner to Dana"
      const { who, rest } = owner(to + 1)
      const target = ownerOf(who, ctx.records)
      if (target)
        return withTargets(
          { action: 'set-owner', owner: target },
          `${sliceText(text, tokens, verb.to, ownerWord.from)} ${rest}`,
        )
    }
  }

  const hasEach = m.some((x) => x.entry.id === 'each')
  const actionStart = isAt('log') || isAt('follow') || isAt('schedule') || isAt('set') || isAt('create')
  if (!actionStart) return null

  // ---- A follow-up, a call, a campaign, a status ----
  const follow = first('follow')
  if (follow && (isAt('follow') || isAt('schedule') || isAt('log') || isAt('set') || isAt('create'))) {
    const about = tokens.findIndex(
      (t, i) => i >= follow.to && t.kind === 'word' && ['with', 'on', 'for', 'to'].includes(t.norm),
    )
    const target =
      about >= 0 ? sliceText(text, tokens, about + 1, tokens.length) : sliceText(text, tokens, follow.to, tokens.length)
    return withTargets({ action: 'schedule-follow-up', due: readDueDay(tokens, ctx.now) }, target)
  }
  const call = first('call')
  if (isAt('log') && call) {
    const about = tokens.findIndex(
      (t, i) => i >= call.to && t.kind === 'word' && ['with', 'to', 'for', 'on'].includes(t.norm),
    )
    return withTargets({ action: 'log-call' }, sliceText(text, tokens, about >= 0 ? about + 1 : call.to, tokens.length))
  }
  const campaign = first('campaign')
  if ((isAt('create') || isAt('log') || isAt('set')) && campaign && !hasEach) {
    const named = first('named', campaign.to)
    const quote = tokens.findIndex((t) => t.kind === 'symbol' && ['"', '“', '”', '‘', '’'].includes(t.text))
    let name: string | undefined
    if (named) name = text.slice(tokens[named.to - 1].end).trim()
    else if (quote >= 0) {
      const close = tokens.findIndex((t, i) => i > quote && t.kind === 'symbol' && ['"', '”', '’'].includes(t.text))
      name = close > quote + 1 ? sliceText(text, tokens, quote + 1, close) : undefined
    }
    let clean = name
      ?.split('')
      .filter((ch) => !'"“”‘’'.includes(ch))
      .join('')
      .trim()
    while (clean && '.!'.includes(clean[clean.length - 1])) clean = clean.slice(0, -1).trimEnd()
    return { action: 'create-campaign', ...(clean ? { name: clean } : {}) }
  }
  if (isAt('set')) {
    const verb = m.find((x) => x.from === at)!
    const to = tokens.findIndex(
      (t, i) => i > verb.from && t.kind === 'word' && ['to', 'as', 'into', 'at'].includes(t.norm),
    )
    const status = to >= 0 ? STATUS_WORDS.scan(tokens.slice(to + 1))[0] : undefined
    if (status && status.from <= 1)
      return withTargets(
        { action: 'set-status', toStatus: status.entry.id as LeadStatus },
        `${sliceText(text, tokens, verb.to, to)} ${sliceText(text, tokens, to + 1 + status.to, tokens.length)}`,
      )
  }
  return null
}

// ---- Reading a message -------------------------------------------------------------------------------

const OUT: Omit<Reading, 'text'> = { intent: 'out-of-scope' }
const intentOf = (q: Query): Intent =>
  q.operation === 'list' ? 'list' : q.operation === 'value' || q.operation === 'trend' ? 'metric' : 'comparison'

/** Reads one message of the chat or one part of an agent instruction. */
export function readMessage(raw: string, ctx: ReadContext): Reading {
  const text = raw.trim()
  const base: Reading = { ...OUT, text }
  if (!text) return base
  const { tokens } = correctSpelling(tokenize(text), KNOWN, KEEP)
  const words = INTENT_WORDS.all(tokens)
  const at = firstContent(tokens)
  const previous = ctx.previous ?? null
  const has = (id: string) => words.some((w) => w.entry.id === id)

  // "why?", "why did it drop": the previous figure against the period before, or the question's own
  if (starts(words, 'why', 0) || starts(words, 'why', 1) || starts(words, 'why', at)) {
    const rest = readQuestion(text, {
      now: ctx.now,
      data: ctx.records,
      me: ctx.me,
      previous: previous?.query,
      previousTop: previous?.top,
    })
    const query =
      'query' in rest && (rest.query.filters.length > 0 || rest.query.period || !previous?.query)
        ? rest.query
        : previous?.query
    return { intent: 'why', text, followUp: !!previous, ...(query ? { query } : { metric: previous?.metric }) }
  }

  // an instruction on the CRM (the agent makes it)
  const action = readAction(text, tokens, ctx)
  if (action) return { intent: 'action', text, ...action }

  // a goal: a target to reach by a date
  const deadline = readDeadline(tokens, ctx.now, text)
  const goalStart =
    starts(words, 'goal-verb', at) || starts(words, 'goal-noun', at) || starts(words, 'goal-noun', at + 1)
  if (goalStart && !has('decision') && (deadline || starts(words, 'goal-noun', at))) return { intent: 'goal', text }

  // a question about the records
  const read = readQuestion(text, {
    now: ctx.now,
    data: ctx.records,
    me: ctx.me,
    previous: previous?.query ?? null,
    previousTop: previous?.top,
  })
  const catalogue = CATALOGUE.scan(tokens)[0]

  // a decision for the board: a decision's words about the business ("what should I cook" is not one)
  const kind = classifyKind(text)
  const aboutBusiness = kind !== 'other' || 'query' in read || !!catalogue
  // "do we close better with small companies or big ones?": a comparison of the records, not a proposal
  const comparesRecords = 'query' in read && ['compare', 'rank'].includes(read.query.operation)
  const asksWhether = starts(words, 'ask-whether', 0) && kind !== 'other' && !comparesRecords
  // "open deals in healthcare", "cut by owner": a proposal's verb the reading took as part of a measure
  // or a value (an adjective, not an imperative) proposes nothing
  const verbAt = tokens[at]
  const claimed =
    'query' in read &&
    !!verbAt &&
    read.trace.some(
      (t) =>
        t.start <= verbAt.start && verbAt.start < t.end && !t.entry.startsWith('op:') && !t.entry.startsWith('aspect:'),
    )
  const proposes = starts(words, 'proposal-verb', at) && kind !== 'other' && !claimed
  if (((has('decision') || asksWhether) && aboutBusiness) || proposes) return { intent: 'decision', text, kind }
  if ('query' in read) {
    // a figure the company keeps: where nothing else was read, or named in more words than any CRM measure
    // ("customer acquisition cost" against the concept "customer")
    const measureWords = read.trace.filter((t) => t.entry.startsWith('measure:') || t.entry.startsWith('concept:'))
    const longest = Math.max(0, ...measureWords.map((t) => t.phrase.split(' ').length))
    // (a company's value named by one rare word of its name, "churn" of "Churn playbook", is no reading of its own)
    const readOther = read.trace.some(
      (t) =>
        !t.entry.startsWith('op:') &&
        !t.entry.startsWith('aspect:') &&
        !(t.entry.startsWith('company:') && t.entry.endsWith(':1')),
    )
    if (catalogue && !read.followUp && (!readOther || (measureWords.length > 0 && catalogue.size > longest)))
      return { intent: 'metric', text, metric: catalogue.entry.id }
    return {
      intent: intentOf(read.query),
      text,
      query: read.query,
      sure: read.sure,
      alternatives: read.alternatives,
      trace: read.trace.slice(0, 60) as Trace[],
      followUp: read.followUp,
      ...(read.notes.length ? { notes: read.notes } : {}),
    }
  }
  if (catalogue && !read.offTopic && !read.unknown) return { intent: 'metric', text, metric: catalogue.entry.id }
  if (read.unknown)
    return {
      ...base,
      notes: [
        `Your records hold nothing called “${read.unknown}”: I answer from your own leads, deals, campaigns, calls and members.`,
      ],
    }
  return base
}

/** Where a goal goes: the strategy generator, the goal carried as written. */
export const strategyHref = (goal: string) => `/dashboard/strategy-generator?goal=${encodeURIComponent(goal)}`

/** The parts of a compound instruction: split before "and"/"then" when an action follows it. */
export function instructionParts(instruction: string): string[] {
  const tokens = tokenize(instruction)
  const m = ACTION_WORDS.all(tokens)
  const verbs = new Set(['log', 'follow', 'schedule', 'set', 'assign', 'give', 'unassign', 'take', 'create'])
  const cuts: number[] = []
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || !['and', 'then'].includes(t.norm)) return
    let j = i + 1
    while (tokens[j]?.kind === 'word' && ['then', 'also', 'please', 'and'].includes((tokens[j] as Word).norm)) j++
    if (m.some((x) => x.from === j && verbs.has(x.entry.id))) cuts.push(i)
  })
  const parts: string[] = []
  let from = 0
  for (const cut of cuts) {
    parts.push(instruction.slice(from, tokens[cut].start))
    from = tokens[cut].end
  }
  parts.push(instruction.slice(from))
  return parts.map((p) => p.trim()).filter((p) => p.length > 0 && p !== ',' && p !== ';')
}

export { LEAD_STATUSES }
export type { SemanticLead as AskLeadRecord }
