// Understanding what people ask the AI screens (chat, agent): a question about a metric, a
// comparison, a list of records, a decision for the boardroom, a goal for the strategy generator,
// an action on the CRM, or something the company's figures cannot answer. Metrics are the
// catalogue's (./catalogue via matchLabel), decisions are understand()'s proposal kinds, periods are
// ./periods'. Named campaigns, channels, sources, stages, people and amounts are resolved against
// the company's records, passed in: pure and deterministic. Typos are corrected against the words
// this layer knows (fastest-levenshtein); negation ("nobody called", "without a call") is read.
// A follow-up ("and the month before?", "why?", "compare with referrals") is read against the
// previous reading. Table-tested in tests/unit/ask-phrasings.ts.
import { closest, distance } from 'fastest-levenshtein'
import { CAMPAIGN_CHANNELS, type CampaignChannel } from '../schemas/campaign'
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../schemas/lead'
import { METRICS } from './catalogue'
import { matchLabel, tokens } from './figures'
import { MONTHS, findPeriod, periodBefore, type PeriodRange } from './periods'
import { INTENTS, type Intent } from './intents'
import { classifyKind, understand, type ProposalKind } from './understand'

export type AskCampaign = { id: string; name: string; channel: CampaignChannel }
export type AskLead = { id: string; first_name: string; last_name: string; company_name: string }
/** A member of the company, as its member directory names them (who can own a lead). */
export type AskMember = { id: string; first_name: string; last_name: string; email: string }
/** The company's records a message is resolved against (members: the company's directory, when read). */
export type AskRecords = { campaigns: AskCampaign[]; leads: AskLead[]; members?: AskMember[] }

export { INTENTS, type Intent }
export const ACTION_KINDS = ['log-call', 'set-status', 'set-owner', 'create-campaign', 'schedule-follow-up'] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

/** Who a set-owner action names: the member writing, nobody (unassigned), or members by name. */
export type OwnerTarget = { kind: 'me' } | { kind: 'none' } | { kind: 'named'; text: string; members: AskMember[] }

export type Subject =
  | { kind: 'channel'; channel: CampaignChannel }
  | { kind: 'source'; source: LeadSource }
  | { kind: 'campaign'; id: string; name: string }

export type Reading = {
  intent: Intent
  text: string
  /** The catalogue metric asked about, when one is named ("CAC payback" → cac_payback). */
  metric?: string
  period?: PeriodRange
  /** Channels, sources and campaigns named, in the order written. */
  subjects: Subject[]
  /** A comparison across every channel, source or campaign ("which channel brought the most leads"). */
  across?: 'channel' | 'source' | 'campaign'
  /** For a list: what is listed. */
  entity?: 'leads' | 'campaigns' | 'calls'
  statuses?: LeadStatus[]
  /** "nobody called" → none; "that we called" → some. */
  calls?: 'none' | 'some'
  minValue?: number
  maxValue?: number
  /** Leads named in the message. */
  people: AskLead[]
  action?: ActionKind
  /** An action on each of the previous list's records ("log a follow-up on each"). */
  each?: boolean
  /** For set-status: the new status; for create-campaign: its name. */
  toStatus?: LeadStatus
  name?: string
  /** For schedule-follow-up: the day it is due (YYYY-MM-DD). */
  due?: string
  /** For set-owner: who should own the leads (named members resolved against the company's directory). */
  owner?: OwnerTarget
  /** For a decision: the proposal's kind. */
  kind?: ProposalKind
  /** Whether the message was read against the previous one. */
  followUp?: boolean
}

// ---- Words ---------------------------------------------------------------------------------------

const CHANNEL_WORDS: [RegExp, CampaignChannel][] = [
  [/\b(e ?mails?|emailing|mailings?|newsletters?|email marketing)\b/, 'email'],
  [/\b(social|social media|linkedin|facebook|instagram|twitter|meta ads)\b/, 'social'],
  [/\b(search|paid search|google ads|adwords|ppc|sem)\b/, 'search'],
  [/\b(display|banners?|display ads)\b/, 'display'],
  [/\b(events?|webinars?|conferences?|trade shows?|meetups?)\b/, 'events'],
  [/\b(content|blog|blogs|e ?books?|seo|whitepapers?)\b/, 'content'],
  [/\b(partnerships?|partners?|resellers?)\b/, 'partnerships'],
  [/\b(videos?|youtube)\b/, 'video'],
]
const SOURCE_WORDS: [RegExp, LeadSource][] = [
  [/\b(referrals?|referred|word of mouth)\b/, 'referral'],
  [/\b(website|web site|site|inbound web|web form|pricing page)\b/, 'website'],
  [/\b(calendly)\b/, 'calendly'],
  [/\b(clearbit)\b/, 'clearbit'],
  [/\b(tiktok|tik tok)\b/, 'tiktok'],
  [/\b(notion)\b/, 'notion'],
  [/\b(stripe)\b/, 'stripe'],
  [/\b(plaid)\b/, 'plaid'],
  [/\b(imports?|imported|csv)\b/, 'import'],
  [/\b(manual|manually|entered by hand|added by hand)\b/, 'manual'],
]
const STATUS_WORDS: [RegExp, LeadStatus[]][] = [
  [/\b(qualified|sqls?)\b/, ['qualified']],
  [/\b(proposals?|proposal stage|quoted)\b/, ['proposal']],
  [/\b(won|closed won|wins|signed)\b/, ['won']],
  [/\b(lost|closed lost|losses)\b/, ['lost']],
  [/\bopen\b/, ['new', 'contacted', 'qualified', 'proposal']],
  [/\b(status (is )?new|still new|untouched new|brand new)\b/, ['new']],
  [/\b(contacted status|status contacted|in contacted)\b/, ['contacted']],
]
const NO_CALL =
  /\b(nobody|no one|noone|no body|none of us|we (have )?(not|never|didnt|havent)|(have|has|were|was|been|are) (not|never)( been| yet been)?|havent( been)?|hasnt( been)?|werent|wasnt|not yet|never( been)?|not|un)\s*(yet\s+)?(called|rang|phoned|contacted|reached|dialled|dialed|followed up)\b|\b(without|with no|no|zero) (a |any )?(calls?|phone calls?|contact|follow ?ups?)\b|\b(uncalled|uncontacted|not been called|not called|not contacted|never called|never contacted)\b|\b(didnt|did not|havent|have not|hasnt|has not) (call|phone|ring|contact)\w*\b|\bno one (has )?(called|phoned|contacted)\b|\b(nobody|no one|noone|no body|none of us) (has |have |had )?(ever |yet )?(called|rang|phoned|contacted|reached|dialled|dialed|followed up)\b|\b(havent|hasnt|have not|has not|never|not yet) (had|got|gotten|received) (a |any )?(calls?|phone calls?)\b/
const SOME_CALL =
  /\b(we|you|i|someone|somebody|they) (have |has |already |did )?(called|call|phoned|rang|contacted|spoke to|spoken to)\b|\b(were|was|been|have been|has been|already) (called|phoned|contacted)\b|\bwith (a )?(calls?|phone calls?)\b|\bthat got a call\b/

const ENTITY_WORDS: [RegExp, Reading['entity']][] = [
  [/\b(calls?|phone calls?|dials?)\b/, 'calls'],
  [/\b(campaigns?)\b/, 'campaigns'],
  [/\b(leads?|prospects?|contacts?|deals?|opportunit(y|ies)|accounts?|customers?|buyers?)\b/, 'leads'],
]

const GENERIC = new Set([
  'the',
  'a',
  'an',
  'our',
  'of',
  'and',
  'for',
  'campaign',
  'campaigns',
  'programme',
  'program',
  'series',
  'to',
  'in',
  'on',
  'with',
  'e',
  'b',
])
const CHANNEL_OR_SOURCE =
  /^(e ?mails?|social|search|display|events?|content|partnerships?|videos?|referrals?|website|site|calendly|clearbit|tiktok|notion|stripe|plaid|import|manual)$/
const METRIC_WORDS = new Set(
  METRICS.flatMap((m) => m.names.flatMap((n) => tokens(n.split('@')[0]))).filter((w) => w.length > 2),
)

// Words the typo corrector knows: the catalogue's, the intents', months, channels and common words.
const BASE_WORDS = (
  'what whats which who whom whose when where why how many much did does do doing done is are was were be been being have has had our we us you me my it its the a an this that these those there their them they ' +
  'show list find give get pull display tell compare comparison compared versus against better worse best worst most least more less than with without from since until before after between during over under above below about ' +
  'source sources channel channels phone phones uncalled uncontacted leads lead prospects prospect contacts contact deals deal campaigns campaign calls call called calling phoned rang contacted reached status stage owner assign assigned mark move set change create draft new schedule scheduled follow followup followups up remind reminder log logged record note ' +
  'owners ownership unassign reassign charge claim ' +
  'last previous past this next current month months quarter quarters year years week weeks day days today yesterday tomorrow ytd ' +
  'nobody noone never not none no anyone someone everyone every each all any still yet already ' +
  'email emails newsletter social linkedin search display events event webinar webinars content partnerships partner partners video referral referrals website ' +
  'qualified proposal won lost open spring summer autumn fall winter perform performed performing went go going trend trending doing ' +
  'double triple halve grow increase reduce cut raise lower lift reach hit boost goal target should would could can will shall worth idea approve decide ' +
  'revenue pipeline spend budget return conversion rate win cost customers customer churn payback please thanks thank weather paris joke recipe ' +
  'monday tuesday wednesday thursday friday saturday sunday morning afternoon week'
)
  .split(' ')
  .concat(MONTHS as unknown as string[])

function vocabulary(records: AskRecords): string[] {
  const words = new Set<string>([...BASE_WORDS, ...METRIC_WORDS])
  for (const c of records.campaigns) for (const w of tokens(c.name)) words.add(w)
  for (const l of records.leads)
    for (const w of tokens(`${l.first_name} ${l.last_name} ${l.company_name}`)) words.add(w)
  for (const m of records.members ?? []) for (const w of tokens(`${m.first_name} ${m.last_name}`)) words.add(w)
  return [...words].filter((w) => /^[a-z]+$/.test(w))
}

/** Corrects a misspelt word to the nearest word this layer knows, when it is close and unambiguous. */
function correct(word: string, vocab: string[], known: Set<string>): string {
  if (word.length < 5 || known.has(word) || !/^[a-z]+$/.test(word)) return word
  // a possessive or a plural of a known word is not a typo
  if (
    known.has(word.replace(/s$/, '')) ||
    known.has(word.replace(/es$/, '')) ||
    known.has(word.replace(/ed$/, '')) ||
    known.has(word.replace(/ing$/, ''))
  )
    return word
  // two letters swapped ("chrun", "emial") is one slip, not two
  for (let i = 0; i < word.length - 1; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    if (known.has(swapped)) return swapped
  }
  const allowed = word.length >= 8 ? 2 : 1
  // only words within the allowed distance in length can be that close
  const near = vocab.filter((v) => Math.abs(v.length - word.length) <= allowed)
  if (near.length === 0) return word
  const best = closest(word, near)
  const d = distance(word, best)
  if (d > allowed) return word
  // a tie with another word at the same distance is not corrected, except that among words as
  // close a dropped letter is the commonest slip: the one longer word wins
  const tied = near.filter((v) => Math.abs(v.length - word.length) <= d && distance(word, v) === d)
  const longer = tied.filter((v) => v.length === word.length + 1)
  return tied.length === 1 ? best : longer.length === 1 ? longer[0] : word
}

/** The message in lower-case words, typos corrected. */
export function normalise(text: string, records: AskRecords): string {
  const vocab = vocabulary(records)
  const known = new Set(vocab)
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, ' s')
    .replace(/[’']/g, '')
    .replace(/e-mail/g, 'email')
    .replace(/[^a-z0-9%$.,:/ ]+/g, ' ')
    .split(/\s+/)
    .map((w) => {
      const core = w.replace(/[.,:?!]+$/, '')
      return core ? correct(core, vocab, known) + w.slice(core.length) : w
    })
    .join(' ')
    .replace(/\bfollow ?ups\b/g, 'followups')
    .replace(/\bfollow ?up\b/g, 'followup')
    .replace(/([a-z])[.,:!?]+(\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
}

// ---- Records named -------------------------------------------------------------------------------

const words = (s: string) => tokens(s).filter((w) => w.length > 1)

function campaignsNamed(t: string, campaigns: AskCampaign[]): AskCampaign[] {
  const said = new Set(words(t))
  const scored = campaigns
    .map((c) => {
      const all = words(c.name).filter((w) => !GENERIC.has(w))
      const distinctive = all.filter((w) => !CHANNEL_OR_SOURCE.test(w) && !METRIC_WORDS.has(w))
      const hit = all.filter((w) => said.has(w) || said.has(`${w}s`))
      const hitDistinctive = distinctive.filter((w) => said.has(w) || said.has(`${w}s`))
      const whole = all.length > 0 && hit.length === all.length
      // a word only this campaign's name has ("newsletter", "linkedin") names it
      const unique = hitDistinctive.some((w) => campaigns.filter((o) => words(o.name).includes(w)).length === 1)
      const score = whole ? 2 : hitDistinctive.length === 0 ? 0 : Math.max(hit.length / all.length, unique ? 0.5 : 0)
      return {
        c,
        score,
        at:
          hitDistinctive.length > 0
            ? Math.min(...hitDistinctive.map((w) => t.indexOf(w)))
            : t.indexOf(all[0] ?? '\u0000'),
      }
    })
    .filter((x) => x.score >= 0.5)
  if (scored.length === 0) return []
  const top = Math.max(...scored.map((x) => x.score))
  // every campaign named in full counts (a comparison names two); otherwise the best match
  const chosen = top === 2 ? scored.filter((x) => x.score === 2) : [scored.filter((x) => x.score === top)[0]]
  return chosen.sort((a, b) => a.at - b.at).map((x) => x.c)
}

function peopleNamed(original: string, t: string, leads: AskLead[]): AskLead[] {
  const said = new Set(words(t))
  const capitalised = new Set(
    (original.match(/\b[A-Z][a-zà-ÿ'’]+/g) ?? []).map((w) => tokens(w.replace(/[’']s$/, ''))[0]),
  )
  const out: AskLead[] = []
  for (const l of leads) {
    const first = words(l.first_name)
    const last = words(l.last_name)
    const company = words(l.company_name).filter((w) => !GENERIC.has(w))
    const full = first.length > 0 && last.length > 0 && [...first, ...last].every((w) => said.has(w))
    const byFirst = first.length > 0 && first.every((w) => capitalised.has(w))
    const byLast = last.length > 0 && last.every((w) => capitalised.has(w))
    const byCompany =
      company.length > 0 && company.every((w) => capitalised.has(w) || said.has(w)) && company.join(' ').length > 4
    if (full || byFirst || byLast || byCompany) out.push(l)
  }
  // a full name beats a first name alone shared with other leads
  const fullOnes = out.filter((l) => words(`${l.first_name} ${l.last_name}`).every((w) => said.has(w)))
  return fullOnes.length > 0 ? fullOnes : out
}

function subjectsIn(t: string, records: AskRecords): Subject[] {
  const found: { s: Subject; at: number }[] = []
  const campaigns = campaignsNamed(t, records.campaigns)
  let rest = t
  for (const c of campaigns) {
    found.push({
      s: { kind: 'campaign', id: c.id, name: c.name },
      at: t.indexOf(words(c.name).find((w) => t.includes(w)) ?? ''),
    })
    for (const w of words(c.name)) rest = rest.replace(new RegExp(`\\b${w}s?\\b`, 'g'), ' '.repeat(w.length))
  }
  for (const [re, source] of SOURCE_WORDS) {
    const m = re.exec(rest)
    if (m) found.push({ s: { kind: 'source', source }, at: m.index })
  }
  for (const [re, channel] of CHANNEL_WORDS) {
    const m = re.exec(rest)
    // "the pricing page" is a source; "search" inside "research" is not a word match anyway
    if (m && !found.some((f) => f.s.kind === 'channel' && f.s.channel === channel))
      found.push({ s: { kind: 'channel', channel }, at: m.index })
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.s)
}

const MONEY =
  /(?:\$|€|£)\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m)?\b|\b(\d[\d,]*(?:\.\d+)?)\s?(k|m)?\s?(?:dollars|usd|euros|pounds)\b|\b(\d+(?:\.\d+)?)(k|m)\b/i
function amountIn(text: string): { value: number; at: number } | null {
  const m = MONEY.exec(text)
  if (!m) return null
  const n = Number((m[1] ?? m[3] ?? m[5]).replace(/,/g, ''))
  const scale = (m[2] ?? m[4] ?? m[6])?.toLowerCase()
  return { value: n * (scale === 'k' ? 1e3 : scale === 'm' ? 1e6 : 1), at: m.index }
}

// ---- Intents -------------------------------------------------------------------------------------

const GOAL_VERB =
  /^(?:(?:i|we) (?:want|need|would like|plan|aim) to |(?:help (?:me|us)|lets|let us|how (?:do|can|could) we|plan to|goal is to|goal|target|our goal is to|the goal is to|aim to) ?)?(double|triple|halve|grow|increase|raise|reach|hit|get|cut|reduce|lower|lift|boost|bring|improve|drive|take)\b/
const GOAL_TIME =
  /\b(by|before|until|within|in) (the )?(end of|next|q[1-4]|(?:january|february|march|april|may|june|july|august|september|october|november|december)|\d+ (months?|weeks?|quarters?|years?)|20\d\d|year end|eoy|this year|this quarter|next year|summer|spring|autumn|fall|winter)\b|\b(this|next) (quarter|year)\b/
const ACTION_START =
  /^(?:please |can you |could you |go ahead and |now )?(log|record|add|set|mark|move|change|update|create|draft|set up|start|schedule|book|remind|follow ?up|followup|put|make)\b/
const LIST_START =
  /^(?:please |can you |could you )?(list|show|find|give|pull|get|display|which|who|export|what are|whats|what were|are there|any|tell me (which|who))\b/
const QUESTION_WORD = /^(what|whats|how|which|who|when|where|why|is|are|was|were|did|does|do|can|tell|show|give)\b/
const COMPARE =
  /\b(vs|versus|compare|compared|comparing|comparison|against|better than|worse than|relative to|side by side|stack up)\b/
const RANK =
  /\b(which|what) (channel|source|campaign)s? .*\b(best|most|worst|least|highest|lowest|top|better|more)\b|\b(best|worst|top) (performing )?(channel|source|campaign)s?\b|\b(rank|ranking|league table) (of )?(the |our )?(channels?|sources?|campaigns?)\b|\bby (channel|source|campaign)\b/
const WHY = /^(?:and |but |ok |so )?(why|how come|explain|whats behind|what s behind|what drove|what caused|reason)\b/
const DECISION =
  /\b(should|shall we|^do we|must we|can we afford|could we afford|would it|is it (worth|time|wise|a good idea)|go ahead|approve|worth it|recommend|proceed|time to|ought|make sense|makes sense|yes or no|or not)\b/
const PERFORMANCE =
  /\b(how (did|does|do|is|are|was|were|has|have)|how s|hows|performance|perform|performing|performed|results?|doing|do|go|going|went|trend|trending|numbers|figures|stats)\b/

const PROPOSAL_VERB =
  /^(?:lets |let us |we could |maybe )?(cut|raise|double|triple|halve|hire|open|launch|stop|pause|move|shift|switch|increase|reduce|lower|offer|sign|take|buy|expand|close|drop|kill|end|invest|spend|borrow|lease|rent|outsource|lay off|freeze)\b/
const STATUS_TO = /\b(?:to|as|into|at) (new|contacted|qualified|proposal|won|lost|closed won|closed lost)\b/

function addDaysIso(today: Date, n: number) {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + n))
    .toISOString()
    .slice(0, 10)
}
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
function dueIn(t: string, today: Date): string {
  if (/\btomorrow\b/.test(t)) return addDaysIso(today, 1)
  if (/\btoday\b/.test(t)) return addDaysIso(today, 0)
  const inN = /\bin (\d+|a|one|two|three|four|five|six|seven) (days?|weeks?)\b/.exec(t)
  if (inN) {
    const n = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 }[inN[1]] ?? Number(inN[1])
    return addDaysIso(today, inN[2].startsWith('w') ? n * 7 : n)
  }
  if (/\bnext week\b/.test(t)) return addDaysIso(today, 7)
  const day = WEEKDAYS.findIndex((d) => new RegExp(`\\b(next |on |this )?${d}\\b`).test(t))
  if (day >= 0) return addDaysIso(today, (day - today.getUTCDay() + 7) % 7 || 7)
  return addDaysIso(today, 1)
}

function readAction(t: string, original: string, today: Date): Partial<Reading> | null {
  if (!ACTION_START.test(t) && !/^(?:please )?(?:log|add|schedule) .*\b(each|every|all|them|those)\b/.test(t))
    return null
  const each =
    /\b(on|for|to|with) (each|every|all|them|those|these)( (one|of them|leads?))?\b|\beach of them\b|\ball of them\b|\bthem( all)?\b/.test(
      t,
    )
  if (/\b(followup|followups|remind|reminder|check in|chase)\b/.test(t))
    return { action: 'schedule-follow-up', due: dueIn(t, today), each }
  if (
    /\b(call|calls|phone call|rang|phoned|spoke)\b/.test(t) &&
    /^(?:please |can you |could you |now )?(log|record|add|note)\b/.test(t)
  )
    return { action: 'log-call', each }
  if (/\b(campaign)\b/.test(t) && /\b(create|draft|set up|start|add|make|new)\b/.test(t)) {
    const named =
      /\b(?:called|named|titled)\s+["“]?([^"”]+?)["”]?\s*$/.exec(original) ?? /["“]([^"”]+)["”]/.exec(original)
    return { action: 'create-campaign', name: named?.[1]?.trim() }
  }
  const to = STATUS_TO.exec(t)
  if (to && /\b(set|mark|move|change|update|make|put)\b/.test(t)) {
    const s = to[1].replace('closed ', '') as LeadStatus
    return { action: 'set-status', toStatus: s, each }
  }
  return null
}

function listReading(t: string): Partial<Reading> | null {
  const entity = ENTITY_WORDS.find(([re]) => re.test(t))?.[1]
  const listy =
    LIST_START.test(t) ||
    /^(leads|prospects|contacts|deals|campaigns|calls)\b/.test(t) ||
    /\b(nobody|no one|who) (has )?(called|contacted)\b/.test(t)
  if (!listy || !entity) return null
  // "how many leads" is a count (a metric); "which campaign did best" is a ranking
  if (/^how many\b/.test(t) || RANK.test(t)) return null
  if (
    /^(what|whats|which)\b/.test(t) &&
    !/\b(leads|prospects|contacts|deals|campaigns|calls|which (leads|campaigns|calls|deals|prospects|contacts))\b/.test(
      t,
    )
  )
    return null
  return { entity: entity === 'leads' && /\bcampaigns\b/.test(t) && !/\bleads?\b/.test(t) ? 'campaigns' : entity }
}

export type ReadContext = { today: Date; records: AskRecords; previous?: Reading | null }

// ---- Owners --------------------------------------------------------------------------------------

const POLITE = '(?:please |can you |could you |now |go ahead and )?'
// [pattern, which group is the leads and which the owner]
const OWNER_PATTERNS: [RegExp, 'leads-owner' | 'owner-leads', 'always' | 'if-owner-known'][] = [
  // "assign the spring webinar leads to Dana", "reassign them to me", "assign Ada to nobody"
  [new RegExp(`^${POLITE}(?:re ?)?(?:assign|allocate|route) (.+?) (?:over )?to (.+)$`), 'leads-owner', 'always'],
  // "hand the referral leads over to Dana", "give Ada Lovelace to me" (give/pass also ask for lists: only with an owner it knows)
  [new RegExp(`^${POLITE}(?:give|hand|pass|transfer) (.+?) (?:over )?to (.+)$`), 'leads-owner', 'if-owner-known'],
  // "set the owner of Ada Lovelace to Dana", "change the owner on them to me"
  [
    new RegExp(`^${POLITE}(?:set|change|update|switch) (?:the )?owner (?:of|for|on) (.+?) to (.+)$`),
    'leads-owner',
    'always',
  ],
  // "set Ada's owner to Dana"
  [new RegExp(`^${POLITE}(?:set|change|update|switch) (.+?) (?:s )?owner to (.+)$`), 'leads-owner', 'always'],
  // "make me the owner of leads from referrals that nobody called", "make Dana owner of them"
  [
    new RegExp(`^${POLITE}(?:make|set|name) (.+?) (?:as )?(?:the )?(?:new )?owners? (?:of|for|on) (.+)$`),
    'owner-leads',
    'always',
  ],
  // "put Dana in charge of the spring webinar leads"
  [new RegExp(`^${POLITE}put (.+?) in charge of (.+)$`), 'owner-leads', 'if-owner-known'],
]
const UNASSIGN = new RegExp(
  `^${POLITE}(?:unassign|un assign|clear the owners? (?:of|on|from)|remove the owners? (?:of|on|from)) (.+)$`,
)
const TAKE = new RegExp(`^${POLITE}(?:(?:i ll|ill|i will|let me) )?(?:take (?:over )?ownership of|claim) (.+)$`)
const EACH_TARGET =
  /^(?:them|those|these|each|each one|each of them|all of them|them all|every one of them|(?:those|these|the) (?:leads|ones|people))$/
const ME = /^(?:me|myself|i|mine)$/
const NOBODY = /^(?:nobody|no one|noone|no body|none|no owner|unassigned)$/
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
])

export const memberName = (m: AskMember) => `${m.first_name} ${m.last_name}`.trim() || m.email

/**
 * The members a name could mean: every word said must be one of a member's names (first, last, or
 * the words of their email's local part), exactly or within one slip (two for long words). Exact
 * matches beat slips; a full name beats a first name shared with others.
 */
export function membersNamed(text: string, members: AskMember[]): AskMember[] {
  const said = words(text).filter((w) => !NOT_A_NAME.has(w))
  if (said.length === 0) return []
  const namesOf = (m: AskMember) => [
    ...words(`${m.first_name} ${m.last_name}`),
    ...words(m.email.split('@')[0].replace(/[._+-]+/g, ' ')),
  ]
  const near = (w: string, n: string) => w === n || (w.length >= 4 && distance(w, n) <= (w.length >= 8 ? 2 : 1))
  const exact = members.filter((m) => said.every((w) => namesOf(m).includes(w)))
  if (exact.length > 0) return exact
  return members.filter((m) => said.every((w) => namesOf(m).some((n) => near(w, n))))
}

/** Who "Dana", "me" or "nobody" means as a lead's owner (named members resolved against the directory). */
export function ownerOf(who: string, records: AskRecords): OwnerTarget | null {
  const w = who
    .replace(/\b(?:please|now|instead|as (?:the |their )?owners?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!w) return null
  if (ME.test(w)) return { kind: 'me' }
  if (NOBODY.test(w)) return { kind: 'none' }
  return { kind: 'named', text: w, members: membersNamed(w, records.members ?? []) }
}

/** A set-owner instruction: who should own which leads (the leads read like a list of their own). */
function readOwner(t: string, original: string, ctx: ReadContext): Partial<Reading> | null {
  let leadsText: string | null = null
  let owner: OwnerTarget | null = null
  const unassign = UNASSIGN.exec(t)
  const take = TAKE.exec(t)
  if (unassign) [leadsText, owner] = [unassign[1], { kind: 'none' }]
  else if (take) [leadsText, owner] = [take[1], { kind: 'me' }]
  else
    for (const [re, order, when] of OWNER_PATTERNS) {
      const m = re.exec(t)
      if (!m) continue
      let [target, who] = order === 'leads-owner' ? [m[1], m[2]] : [m[2], m[1]]
      // "assign leads to Dana that nobody called": the clause after the name is about the leads
      const clause =
        order === 'leads-owner' ? /\s(?:that|who|which|from|with|without|since|if|nobody|no one)\b/.exec(who) : null
      if (clause) [target, who] = [`${target} ${who.slice(clause.index + 1)}`, who.slice(0, clause.index)]
      const found = ownerOf(who, ctx.records)
      if (!found || (when === 'if-owner-known' && found.kind === 'named' && found.members.length === 0)) continue
      ;[leadsText, owner] = [target, found]
      break
    }
  if (leadsText === null || owner === null) return null
  const target = leadsText.trim()
  if (EACH_TARGET.test(target)) return { action: 'set-owner', owner, each: true, entity: 'leads' }
  // the leads are read from their own words: an owner's name is not a lead's, nor a campaign's
  const ownerWords = owner.kind === 'named' ? new Set(words(owner.text)) : new Set<string>()
  const originalTarget =
    ownerWords.size === 0
      ? original
      : original
          .split(/(\s+)/)
          .filter((w) => !ownerWords.has(tokens(w.replace(/[’']s$/, ''))[0] ?? ''))
          .join('')
  const periodHit = findPeriod(target, ctx.today)
  const withoutPeriod = periodHit ? `${target.slice(0, periodHit.at)} ${target.slice(periodHit.end)}` : target
  const amount = amountIn(originalTarget)
  const before = amount ? originalTarget.slice(0, amount.at).toLowerCase() : ''
  return {
    action: 'set-owner',
    owner,
    entity: 'leads',
    subjects: subjectsIn(withoutPeriod, ctx.records),
    people: peopleNamed(originalTarget, target, ctx.records.leads),
    period: periodHit?.period,
    statuses: STATUS_WORDS.find(([re]) => re.test(withoutPeriod))?.[1],
    calls: NO_CALL.test(target) ? 'none' : SOME_CALL.test(target) ? 'some' : undefined,
    ...(amount && /\b(over|above|more than|at least|bigger than|greater than|worth over|>)\s*$/.test(before)
      ? { minValue: amount.value }
      : {}),
    ...(amount && /\b(under|below|less than|at most|smaller than|<)\s*$/.test(before)
      ? { maxValue: amount.value }
      : {}),
  }
}

/** Reads one message. */
export function readMessage(text: string, ctx: ReadContext): Reading {
  const original = text.replace(/\s+/g, ' ').trim()
  const t = normalise(original, ctx.records)
  const base: Reading = { intent: 'out-of-scope', text: original, subjects: [], people: [] }
  if (t.length === 0) return base

  const periodHit = findPeriod(t, ctx.today)
  const period = periodHit?.period
  const withoutPeriod = periodHit ? `${t.slice(0, periodHit.at)} ${t.slice(periodHit.end)}` : t
  const subjects = subjectsIn(withoutPeriod, ctx.records)
  const people = peopleNamed(original, t, ctx.records.leads)
  const metricHit = matchLabel(withoutPeriod.replace(/\bhow (did|does|is|are) .* (do|doing)\b/, ''))
  const metric = metricHit && metricHit.def.area !== 'proposal' ? metricHit.def.id : undefined
  const statuses = STATUS_WORDS.find(([re]) => re.test(withoutPeriod))?.[1]
  const calls: Reading['calls'] = NO_CALL.test(t) ? 'none' : SOME_CALL.test(t) ? 'some' : undefined
  const amount = amountIn(original)
  const over =
    amount &&
    /\b(over|above|more than|at least|bigger than|greater than|worth over|>)\s*$/.test(
      original.slice(0, amount.at).toLowerCase(),
    )
  const under =
    amount && /\b(under|below|less than|at most|smaller than|<)\s*$/.test(original.slice(0, amount.at).toLowerCase())
  const common = { ...base, period, subjects, people, ...(metric ? { metric } : {}) }

  // A follow-up in a thread: read against the previous reading.
  if (ctx.previous && ctx.previous.intent !== 'out-of-scope') {
    const prev = ctx.previous
    const short = tokens(t).length <= 8
    const inherit = { ...prev, text: original, followUp: true }
    if (WHY.test(t) && short) return { ...inherit, intent: 'why' }
    if (
      short &&
      /\b(the )?(month|quarter|year|week|period|one) (before|earlier|prior)\b|\bbefore that\b|\bthe previous one\b|\bprior period\b/.test(
        t,
      )
    )
      return {
        ...inherit,
        intent: prev.intent === 'why' ? 'metric' : prev.intent,
        period: periodBefore(prev.period ?? findPeriod('last 30 days', ctx.today)!.period),
      }
    if (
      short &&
      /^(and |what about |how about |compare (it |that |this )?(with|to) |vs |versus |against |same for |now )/.test(t)
    ) {
      if (/^(compare|vs|versus|against)\b/.test(t) && subjects.length > 0) {
        const merged = [
          ...prev.subjects,
          ...subjects.filter((s) => !prev.subjects.some((p) => JSON.stringify(p) === JSON.stringify(s))),
        ]
        return {
          ...inherit,
          intent: 'comparison',
          subjects: merged,
          period: period ?? prev.period,
          metric: metric ?? prev.metric,
        }
      }
      if (subjects.length > 0 || period || metric) {
        const intent = prev.intent === 'why' ? 'metric' : prev.intent
        return {
          ...inherit,
          intent,
          subjects: subjects.length > 0 ? subjects : prev.subjects,
          period: period ?? prev.period,
          metric: metric ?? prev.metric,
        }
      }
    }
    if (/^(list|show) (them|those|these|me those|me them|the leads)\b/.test(t))
      return { ...inherit, intent: 'list', entity: prev.entity ?? 'leads' }
    // an instruction on the previous list's records
    const own = readOwner(t, original, ctx)
    if (own?.each && prev.intent === 'list') return { ...common, intent: 'action', ...own, followUp: true }
    const act = readAction(t, original, ctx.today)
    if (act?.each && prev.intent === 'list') return { ...common, intent: 'action', ...act, followUp: true }
  }

  // Who owns which leads ("assign the spring webinar leads to Dana").
  const own = readOwner(t, original, ctx)
  if (own) return { ...common, intent: 'action', ...own }

  // A goal: a target to reach by a date.
  if (
    GOAL_VERB.test(t) &&
    GOAL_TIME.test(t) &&
    !DECISION.test(t) &&
    (metric || /\b(mrr|arr|revenue|customers|churn|leads|pipeline|sales|margin|users|signups)\b/.test(t) || amount)
  )
    return { ...common, intent: 'goal' }
  if (/^(our |the |my )?(goal|target|objective|okr)\s*(is\b|:)/i.test(original)) return { ...common, intent: 'goal' }

  // An action on the CRM.
  const act = readAction(t, original, ctx.today)
  if (act) return { ...common, intent: 'action', ...act }

  // A decision for the boardroom.
  const proposal = understand(original)
  if ((proposal.isDecision && !/^(how|what|whats|which|who|when)\b/.test(t)) || DECISION.test(t))
    return { ...common, intent: 'decision', kind: proposal.kind }

  // A comparison (two things named, or a ranking across a dimension).
  const rank = RANK.exec(t)
  if (
    (COMPARE.test(t) && subjects.length >= 1) ||
    (subjects.length >= 2 && /\b(or|and)\b/.test(t) && /\b(better|more|best|most|higher|lower|worse)\b/.test(t)) ||
    rank
  ) {
    const across = rank
      ? ((/channel/.test(rank[0]) ? 'channel' : /source/.test(rank[0]) ? 'source' : 'campaign') as Reading['across'])
      : undefined
    return {
      ...common,
      intent: 'comparison',
      ...(across && subjects.length < 2 ? { across } : {}),
      metric:
        metric ??
        (/\bleads?\b/.test(t)
          ? 'leads'
          : /\b(revenue|won|sales|money)\b/.test(t)
            ? 'channel_revenue'
            : /\b(return|roi|roas)\b/.test(t)
              ? 'roas'
              : undefined),
    }
  }

  // "how many …" is a count
  if (/^how many\b/.test(t) && /\b(leads?|customers?|deals?|calls?|campaigns?)\b/.test(t))
    return {
      ...common,
      intent: 'metric',
      metric: /\b(customers?|won|win)\b/.test(t)
        ? 'new_customers'
        : /\bcalls?\b/.test(t)
          ? 'calls'
          : /\bcampaigns?\b/.test(t)
            ? 'campaigns'
            : 'leads',
      statuses,
    }
  // "leads last week?": an entity and a period, nothing to filter on, asks how many
  if (/^(new )?leads\b/.test(t) && tokens(withoutPeriod).length <= 2 && period && !calls)
    return { ...common, intent: 'metric', metric: 'leads' }
  // A proposal stated without a question word ("cut marketing spend by 20%") is a decision.
  if (classifyKind(original) !== 'other' && PROPOSAL_VERB.test(t))
    return { ...common, intent: 'decision', kind: proposal.kind }

  // A list of records.
  const list = listReading(t)
  if (list || (calls === 'none' && /\b(leads?|prospects?|contacts?|who)\b/.test(t)))
    return {
      ...common,
      intent: 'list',
      entity: list?.entity ?? 'leads',
      statuses,
      calls,
      ...(over ? { minValue: amount.value } : {}),
      ...(under ? { maxValue: amount.value } : {}),
    }

  // A question about a metric, or how a channel, source or campaign did.
  if (metric && (QUESTION_WORD.test(t) || tokens(t).length <= 6 || period)) return { ...common, intent: 'metric' }
  if (subjects.length > 0 && PERFORMANCE.test(t)) return { ...common, intent: 'metric' }

  return { ...base }
}

/** Where a goal goes: the strategy generator, the goal carried as written. */
export const strategyHref = (goal: string) => `/dashboard/strategy-generator?goal=${encodeURIComponent(goal)}`

/** A short, flat summary of a reading (what the phrasing table compares). */
export function summarise(r: Reading) {
  return {
    intent: r.intent,
    metric: r.metric,
    period: r.period?.label,
    campaign:
      r.subjects
        .filter((s) => s.kind === 'campaign')
        .map((s) => (s as { name: string }).name)
        .join(' | ') || undefined,
    channel:
      r.subjects
        .filter((s) => s.kind === 'channel')
        .map((s) => (s as { channel: string }).channel)
        .join(' | ') || undefined,
    source:
      r.subjects
        .filter((s) => s.kind === 'source')
        .map((s) => (s as { source: string }).source)
        .join(' | ') || undefined,
    across: r.across,
    entity: r.entity,
    status: r.statuses?.join(' | ') ?? r.toStatus,
    calls: r.calls,
    action: r.action,
    each: r.each || undefined,
    person: r.people.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(' | ') || undefined,
    minValue: r.minValue,
    maxValue: r.maxValue,
    kind: r.kind,
    name: r.name,
    due: r.due,
    owner: r.owner
      ? r.owner.kind === 'named'
        ? r.owner.members.map(memberName).join(' | ') || `? ${r.owner.text}`
        : r.owner.kind
      : undefined,
  }
}

export { CAMPAIGN_CHANNELS, LEAD_SOURCES, LEAD_STATUSES }
