// Understanding a proposal: what kind of decision a question asks for, in which direction, and the
// magnitudes it states (amounts, percentages, counts, durations), each given the role it plays
// ("a 10-year loan" → loan term 120 months). The boardroom and every other AI screen read questions
// through this one function. Pure and deterministic; table-tested in tests/unit/decision-*.
import type { ProposalKind } from './kinds'
import type { Figure } from './figures'

export { KIND_TOPIC, PROPOSAL_KIND_LABELS, PROPOSAL_KINDS, type ProposalKind } from './kinds'

export type Proposal = {
  kind: ProposalKind
  /** Whether the question asks a decision at all ("should we…", "do we…") rather than for information. */
  isDecision: boolean
  /** For continue/stop and spend changes: which way the proposal goes; for security, whether it strengthens or weakens a control. */
  direction: 'up' | 'down' | 'continue' | 'stop' | 'strengthen' | 'weaken' | null
  /** Figures stated in the question, with their role. */
  magnitudes: Figure[]
  /** the activity a cut stops ("stop serving lunch" → "lunch"), whose own revenue and costs the pack may give. */
  activity?: string
  /** Channel, region or option names the question mentions that match the pack's groups. */
  from?: string
  to?: string
}

/** Stopping an activity: "stop serving lunch", "stop offering delivery" — not a campaign, a discount or a plan. */
const STOP_ACTIVITY =
  /\b(?:stop|stopping|end|ending|drop|dropping|discontinu\w*)\s+(?:serving|offering|selling|running|opening for|providing|doing)\s+(?:the |our )?(?![^?.]{0,40}\b(?:campaigns?|ads?|advert\w*|promotions?|sponsorships?|webinars?|newsletters?|discounts?|free|trials?|plans?|tiers?|prices?|pricing)\b)([a-z][\w-]*)/

// First match wins: specific kinds before broad ones.
// A third element 'cased' tests the question as written (a vendor's name starts with a capital).
const KIND_PATTERNS: [ProposalKind, RegExp, 'cased'?][] = [
  [
    'security-tradeoff',
    /\b(skip|skipping|delay|delaying|postpone|drop|dropping|defer|deferring|disable|disabling|turn(ing)? off|waive|relax|cancel|pause|stop|without|forgo|cut corners on|de-?prioriti[sz]e|let .{0,20} lapse|not renew)\b.{0,50}\b(pen(etration)?[ -]?tests?|soc ?2|iso ?27001|audits?|mfa|2fa|two[- ]factor|encryption|security|compliance|gdpr|hipaa|pci|vulnerabilit\w*|patch\w*|backups?|sso|logging|dpa)\b|\b(ship|launch|release|go live)\b.{0,50}\b(with|despite|before fixing|ignoring)\b.{0,40}\b(vulnerabilit\w*|security|cves?|findings)\b|\bstore .{0,30}(unencrypted|in plain ?text)\b|\b(to fix|fix(ing)?|patch(ing)?|remediat\w*|to close)\b.{0,30}\b(vulnerabilit\w*|cves?|security findings|pen[- ]?test findings)\b/,
  ],
  // Sharing a privileged login; a control an insurer, auditor or regulator requires.
  [
    'security-tradeoff',
    /\bshar(e|ed|ing)\b.{0,30}\b(log ?ins?|passwords?|credentials|admin accounts?)\b|\b(insurer|insurance|underwriters?|auditors?|regulators?)\b.{0,60}\b(edr|endpoint detection|mfa|2fa|two[- ]factor|encryption|backups?|sso|antivirus|logging)\b/,
  ],
  // sensitive data kept in the clear (card numbers in notes, passwords in a spreadsheet); a control clients require.
  [
    'security-tradeoff',
    /\b(keep|keeps|keeping|store|stores|storing|write|writes|writing)\b (the |full )?(card numbers?|card details|cardholder data|passwords?|social security numbers?)\b|\b(card numbers?|card details|cardholder data|passwords?)\b.{0,40}\b(in (the )?(\w+ )?notes|plain ?text|spreadsheets?|unencrypted|in the clear)\b|\b(clients?|customers?)\b.{0,30}\b(want|wants|require|requires|demand|demands|ask(ing)? for|insist on)\b.{0,30}\b(full[- ]disk encryption|encryption|mfa|2fa|two[- ]factor|sso|edr|mdm|device management|backups?|pen(etration)?[- ]?tests?)\b/,
  ],
  [
    'financing',
    /\b(loan|borrow\w*|debt|credit line|line of credit|financ\w*|venture debt|mortgage|bond|convertible( note)?|safe note|raise (a |our |an? )?(seed|series|round|bridge|capital|money|funding)|take (on )?(investment|funding)|(seed|series [a-e]) round|equity (round|financing))\b/,
  ],
  [
    'lease',
    /\b(lease|leasing|sublet|rent(ing)? (an? |the |a new |more )?(office|space|warehouse|building|floor|unit|premises|desk)|sign (an? |the )?.{0,25}\b(\d+|one|two|three|five|ten)[- ](year|month)s? (contract|commitment|agreement|deal|term)|multi[- ]year (contract|commitment|agreement)|long[- ]term (contract|commitment|agreement)|(\d+|three|five)[- ]year commitment)\b/,
  ],
  // Cloud commitments: savings plans, reserved capacity, committed-use discounts.
  [
    'lease',
    /\b(savings plans?|reserved (instances?|capacity)|committed[- ]use (discounts?|contracts?)|commit(ted)? (cloud )?spend)\b/,
  ],
  [
    'vendor-switch',
    /\b(switch(ing)? (from|to|vendors?|providers?|suppliers?|our|crm|cloud|payroll|hosting|carriers?)|migrat(e|ing|ion) (to|from) (?!microservices|kubernetes|serverless|a new (architecture|codebase|stack)|our own)\w+|migrat(e|ing|ion) (to|from) (a |an |another |the )?(new )?(vendor|provider|supplier|cloud|host|platform)|replac(e|ing) (our|the) .{0,40}\b(vendor|provider|supplier|tool|platform|crm|system|software|carrier|agency)|move (from|off) [\w .]{1,30} to|chang(e|ing) (our )?(vendors?|providers?|suppliers?|carriers?|agency)|new (vendor|supplier|provider) for|(move|moving)\b.{0,40}\b(hosting|provider|vendor|supplier|cloud|data|infrastructure|servers?|email|payroll|crm|erp|accounting|billing|telephony|warehousing|logistics)\b.{0,12}\bto\b|(to|with) (a )?(cheaper|new|different|another) (vendor|provider|supplier|host|cloud|carrier))\b/,
  ],
  // dropping an insurance policy to save its premium is a cost cut.
  ['cut', /\b(drop|dropping|cancel\w*|stop paying for|not renew\w*|lapse)\b.{0,40}\binsurance\b/],
  // a new provider's offer, and the question whether to switch to it ("New processor offered lower fees. Should we switch?").
  [
    'vendor-switch',
    /\b(new|another|different|cheaper|rival|competing) (payment |card |logistics |shipping |software )?(processor|vendor|provider|supplier|carrier|acquirer|host|payroll provider)\b[^?]{0,80}\b(switch|switching|move|moving|change|changing)\b/,
  ],
  // stopping an activity the business runs ("stop serving lunch", "stop offering delivery") is a cut.
  ['cut', STOP_ACTIVITY],
  // Moving a service to a named vendor ("switch reminders to TextCheap", "move logs from Datadog to Grafana"): something
  // moved, to a name; not money, people, premises or an architecture.
  [
    'vendor-switch',
    /\b([Ss]witch(ing)?|[Mm]ov(e|ing)|[Mm]igrat(e|ing)) (?:(?![^?.]*\b(budget|spend|spending|money|office|offices|team|headquarters|HQ|staff|people|warehouse|factory|plant|production|manufacturing)\b)[^?.$€£\d]){2,50}?\bto (?!Kubernetes|K8s|[Mm]icroservices|[Ss]erverless)(?:[A-Z][\w.-]*|[a-z]+[A-Z]\w*)/,
    'cased',
  ],
  [
    'reallocate',
    /\b(move|moving|shift|shifting|reallocat\w*|redirect\w*|reassign\w*|transfer\w*|rebalanc\w*)\b.{0,60}(\b(budget|spend|spending|money|dollars)\b|[$€£]\s?[\d.,]+\s*[km]?).{0,60}\b(from|to|into|towards)\b/,
  ],
  [
    'discount',
    /\b(discount\w*|\d+ ?% off|rebates?|promo(tion|tional)?( code)?|coupons?|free months?|price concession|markdown)\b/,
  ],
  // something sold today given free with every sale ("include breakfast free in every room rate").
  ['packaging', /\binclud\w*\b.{0,40}\bfree\b.{0,30}\b(in|with) (every|all|each)\b|\b(free|included) with every\b/],
  [
    'packaging',
    /\b(annual (billing|plans?|prepay\w*|pricing option)|billed annually|prepaid annual|add[- ]?ons?\b.{0,40}\b(free|included|in (every|all|each) (plan|tier)s?)|include\b.{0,50}\bin (every|all|each) (plan|tier)s?|free (plan|tier|trial|version|edition)|freemium|packag\w*|bundl\w*|new tiers?|usage[- ]based|seat[- ]based|plan structure|pricing tiers?|self[- ]serve plan)\b/,
  ],
  // a priced unit (a session, a plan, a commission) moved from one figure to another is a price change.
  [
    'price-change',
    /\b(raise|raising|increase|increasing|hike|hiking|lift|lower|lowering|cut|cutting|reduce|reducing|change|changing)\b.{0,50}\b(sessions?|visits?|appointments?|classes?|lessons?|consultations?|commissions?|take rates?|fees?|memberships?|tickets?|subscriptions?)\b.{0,15}\bfrom\s*[$€£]?\s?\d[\d.,]*\s*%?\s*to\b/,
  ],
  // anything raised or lowered from one plain amount to another (no "k", no "a month", no budget or pay) is a unit's price.
  [
    'price-change',
    /\b(raise|raising|increase|increasing|hike|hiking|lift|lower|lowering|cut|cutting|reduce|reducing)\b(?![^?.]{0,60}\b(budget|spend|spending|ads?|advertising|marketing|salar\w*|wages?|pay|target|quota|rent)\b)[^?.]{0,50}\bfrom\s*[$€£]\s?\d[\d.,]*\s*to\s*[$€£]\s?\d[\d.,]*(?![\d.,]*\d)(?!\s*(k|m|mm|bn|thousand|million)\b)(?!\s*(a|per|\/|each)\s*(month|mo|year|yr|week))/,
  ],
  [
    'price-change',
    /\b((raise|raising|increase|increasing|hike|lift|cut|cutting|lower|lowering|reduce|reducing|drop|dropping|change|changing|double|doubling) (our |the |all |list |subscription |plan )?(prices?|pricing|fees?|rates|subscription price|list price)|price (increase|rise|hike|change|cut|reduction)|reprice|repricing|new pricing|charge (more|less))\b/,
  ],
  // prices "put up", or a fee charged as a rate moved from one percentage to another.
  [
    'price-change',
    /\b(put|putting|push|pushing|bump|bumping)\b (?:[\w-]+ ){0,3}?(prices?|fees?|rates|pricing) up\b|\b(raise|raising|increase|increasing|lift|hike|lower|lowering|cut|reduce)\b[^?.]{0,50}\bfees?\b[^?.]{0,40}\bfrom\s*\d[\d.]*\s*%\s*to\s*\d[\d.]*\s*%/,
  ],
  // a budget cut from one monthly amount to another, or spend the question named cut ("cut that to $2k").
  [
    'spend-down',
    /\b(cut|cutting|reduce|reducing|lower|lowering|halve|halving|trim|trimming|decrease|decreasing|slash|slashing|scale back|pull back)\b.{0,50}\bfrom\s*[$€£]\s?[\d.,]+\s*[km]?\s*to\s*[$€£]\s?[\d.,]+\s*[km]?\s*(a month|per month|\/\s*mo\w*|monthly|a week|a year|per year)|\b(spend|spending|budget|ads|advertising)\b.{0,80}\b(cut|reduce|lower|trim|halve|slash|decrease)\s+(that|it|this|them)\b/,
  ],
  [
    'spend-down',
    /\b(cut|cutting|reduce|reducing|lower|lowering|halve|halving|trim|trimming|decrease|decreasing|scale back|scaling back|slash|slashing|pull back)\b.{0,40}\b(budget|spend|spending|ad spend|ads|advertising|marketing|paid)\b/,
  ],
  // dropping a paid placement (a listing, a sponsorship, flyers) is cutting that spend.
  [
    'spend-down',
    /\b(drop|dropping|stop paying for)\b (the |our )?([\w-]+ ){0,3}(listings?|directory|sponsorships?|flyers?|billboards?|advertorials?)\b/,
  ],
  [
    'cut',
    /\b(lay ?offs?|laying off|lay off|let go|redundanc\w*|cut(ting)? (costs?|headcount|staff|the team|jobs|salaries|overheads?|expenses|\d+ ?%)|cut(ting)?\b.{0,30}\b(costs?|overheads?|expenses)\b|(drop|dropping|cancel\w*|sublet\w*)\b.{0,30}\b(seats?|licen[cs]es?|subscriptions?|office)\b|reduc\w* (headcount|costs?|staff|the team|expenses|overheads?)|downsiz\w*|restructur\w*|furlough\w*|hiring freeze|freeze hiring|close (the |our |a )?(office|site|store|branch|location|warehouse)|shut (down )?(the |our )?(office|site|store|branch)|outsourc\w*)\b/,
  ],
  // a budget raised from one monthly amount to another ("bump Google Shopping from €8k to €12k a month").
  [
    'spend-up',
    /\b(bump|bumping|increase|increasing|raise|raising|double|doubling|triple|tripling|scale|scaling|grow|growing|boost|boosting|lift|lifting|take|push|ramp)\b.{0,50}\bfrom\s*[$€£]\s?[\d.,]+\s*[km]?\s*to\s*[$€£]\s?[\d.,]+\s*[km]?\s*(a month|per month|\/\s*mo\w*|monthly|a week|a year|per year)/,
  ],
  // Closing or consolidating a site, or dropping a service level (24/7, weekend cover), to save money.
  [
    'cut',
    /\b(close|closing|shut|shutting|consolidat\w*)\b (down )?(the |our |a |one )?(\w+ )?(fulfil\w* cent(er|re)s?|distribution cent(er|re)s?|warehouses?|sites?|plants?|factory|factories|depots?|stores?|branch(es)?|locations?|clinics?|offices?)\b|\b(drop|dropping|end|ending|stop|stopping|cut|cutting|reduce|reducing)\b (our |the )?(24\/7|round[- ]the[- ]clock|overnight|night(time)?|weekend) (support|cover(age)?|shifts?|service)\b|\bbusiness[- ]hours only\b/,
  ],
  [
    'spend-up',
    /\b(double|doubling|triple|tripling|increase|increasing|raise|raising|boost|boosting|scale up|scaling up|add|adding|invest more|grow|growing|expand|expanding|ramp up|put more|spend more|more)\b.{0,40}\b(budget|spend|spending|ad spend|ads|advertising|marketing|paid (social|search|media))\b|\b(invest|spend|put)\b.{0,30}(\$|€|£|\d).{0,40}\b(marketing|ads|advertising|campaigns?|paid|seo|content|sponsorship|events?|trade shows?|conference)\b/,
  ],
  [
    'hire',
    /\b(hire|hiring|recruit\w*|add(ing)? (\d+|one|two|three|four|five|six|ten|a|an|another)? ?(more )?(engineers?|developers?|reps?|sdrs?|bdrs?|aes?|account executives?|salespeople|sales ?people|people|staff|heads?|designers?|marketers?|support agents?|agents|csms?|managers?|ops|analysts?)|new (role|position|head|hire)|bring on|onboard (\d+|a|an) (new )?(engineers?|reps?)|headcount)\b/,
  ],
  [
    'campaign-continue-stop',
    /\b(stop|stopping|pause|pausing|end|ending|kill|killing|cancel|cancell?ing|shut down|turn off|discontinue|continue|continuing|keep|keeping|extend|extending|renew|renewing|keep running|sunset)\b.{0,40}\b(campaign|campaigns|ads?|promotion|sponsorship|webinars?|newsletter|channel|programme|program|affiliate|influencer)\b/,
  ],
  // a revenue figure committed to a lender or investors ("commit £3.2M of Q1 revenue to the bank").
  [
    'forecast-commitment',
    /\bcommit(ting)?\b[^?]{0,40}\b(revenue|arr|mrr|bookings|sales|ebitda)\b[^?.]{0,40}\b(bank|lenders?|investors|board|covenant)\b/,
  ],
  [
    'forecast-commitment',
    /\b(commit(ting)? to|promise|guarantee|pledge|forecast|quota|(hit|reach|get to|achieve|make)\s+(a |the |our )?[$€£]?\d[\d.,]*\s*(k|m|mm|bn|million|billion)?\s*(in |of )?(arr|mrr|revenue|bookings|sales|sign[- ]?ups|customers|users)|(give|tell|present|send) (the )?(board|investors).{0,40}\b(target|forecast|number|plan)|(tell|promise|assure|guarantee) (the )?(board|investors|lenders?|bank)\b.{0,60}\b(revenue|arr|mrr|bookings|sales)\b|sign up to|hit (a |the )?(target|number)|(target|plan) of)\b/,
  ],
  // Placing surplus cash (treasury), before "current account" reads as a customer's account.
  [
    'other',
    /\b(government|treasury) bills\b|\bt-?bills\b|\bmoney[- ]market funds?\b|\bterm deposits?\b|\bcertificates? of deposit\b|\b(surplus|idle|excess|spare) cash\b/,
  ],
  // a third party asking us to deliver something for a price ("a tour operator wants 30 rooms", "a fixed-price job").
  [
    'customer-deal',
    /\bfixed[- ]price\b|\b(operator|agency|agent|shipper|district|council|city|school|hospital|chain|company|firm|brand|government|authority|customer|client|buyer)s? (wants|asks|asked|would like)( us)? (to (build|deliver|supply|make|run|haul|print|produce|host|cater|ship|install)|\d)/i,
  ],
  // Any outside party ("an airline", "a tour operator") wanting a quantity of what we sell — not one of our own teams or officers.
  [
    'customer-deal',
    /\b(a|an)\s+(?!(?:\w+\s+)?(team|ceo|cmo|cfo|cto|coo|founder|board|investor|manager|engineer|employee|department)s?\b)(?:[\w-]+\s){1,3}(wants|asks for|would like)\s+\d[\d,]*\s+[a-z]+/i,
  ],
  [
    'customer-deal',
    /\b(retainer|(take|accept|fulfil|fulfill) (the |this |their |that )?(order|po)|(customer|client|retailer|buyer|distributor|wholesaler) wants?|deal|contract|renewal|renew|rfp|tender|pilot with|sign (with )?[A-Z]|proposal to|enterprise customer|customer asks?|client asks?|account)\b/i,
  ],
  // opening our next unit ("open our third taqueria", "open a fourth gym").
  [
    'expansion',
    /\bopen(ing)? (our|a|an) (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(st|nd|rd|th)|next) [\w-]+\b/,
  ],
  [
    'expansion',
    /\b(expan\w*|open(ing)? (an? |a new |our first |a second )?([\w-]+ )?(office|store|shop|location|branch|warehouse|site|hub|factory|plant|clinic|restaurant)|enter(ing)? (the )?[\w ]{0,30}market|new (markets?|regions?|countr(y|ies)|cit(y|ies)|office|locations?|verticals?|segments?)|international\w*|go(ing)? (abroad|global)|launch(ing)? in (a new )?[A-Z]\w+|second (location|site|office|warehouse)|build (a |an )?(warehouse|factory|plant)|buy (a |an )?(warehouse|building|property|factory))\b/,
  ],
  [
    'launch',
    /\b(launch\w*|release|releasing|go(ing)? live|ship(ping)? (the |a |our )?(new )?(product|feature|app|version|v\d)|roll(ing)? out|introduc\w*|beta|general availability|new product|new feature|new service|new offering|new line)\b/,
  ],
  // Rolling a tested change out to everyone ("roll it out to 100%").
  ['launch', /\broll(ing)? (it|this|them|the (new )?\w+) out\b/],
  [
    'engineering-investment',
    /\b(rebuild|rewrit\w*|refactor\w*|re-?platform\w*|microservices|invest\w* in|build(ing)? (a |an |our own )?|automat\w*|upgrad\w*|moderni[sz]\w*|tech(nical)? debt|infrastructure|observability|ci ?\/ ?cd|machine learning|ml model|ai (feature|model|tool)|tooling|new (system|tool|platform|software|erp|crm)|buy (a |an )?(tool|system|software|licen[cs]es?|platform)|purchase (a |an )?(system|tool|software|machine|equipment)|equipment|machinery|robot\w*)\b/,
  ],
]

const DECISION_WORDS =
  /\b(should|shall|do we|must we|can we|could we|would it|is it (worth|time|wise|a good idea)|go ahead|approve|decide|whether|worth it|recommend|proceed|time to|ought|make sense|makes sense|yes or no|or not)\b/

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  another: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
}

type Money = { value: number; at: number; end: number; text: string; period: 'month' | 'year' | null; each: boolean }
type Pct = { value: number; at: number; end: number; text: string }
type Span = { months: number; at: number; end: number; text: string }
type Count = { value: number; at: number; end: number; text: string; noun: string }

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
}

function moneyIn(q: string): Money[] {
  const out: Money[] = []
  const re =
    /(?:(\$|€|£|usd|eur|gbp)\s?)(\d[\d,]*(?:\.\d+)?)\s?(k|m|mm|bn|b|thousand|million|billion)?\b|(\d[\d,]*(?:\.\d+)?)\s?(k|m|mm|bn|thousand|million|billion)?\s?(dollars|euros|pounds|usd|eur|gbp)\b|\b(\d[\d,]*(?:\.\d+)?)(k|m|mm|bn)\b/gi
  for (const m of q.matchAll(re)) {
    const digits = m[2] ?? m[4] ?? m[7]
    const scale = (m[3] ?? m[5] ?? m[8])?.toLowerCase()
    const value = Number(digits.replace(/,/g, '')) * (scale ? (SCALE[scale] ?? 1) : 1)
    const end = (m.index ?? 0) + m[0].length
    const after = q.slice(end, end + 24).toLowerCase()
    const period = /^\s*(\/\s*mo\b|\/\s*month|a month|per month|monthly|each month|every month|pm\b|p\/m)/.test(after)
      ? 'month'
      : /^\s*(\/\s*yr|\/\s*year|a year|per year|annually|yearly|per annum|each year|every year|pa\b|p\/a)/.test(after)
        ? 'year'
        : null
    const each =
      /^\s*(each|per (head|hire|person|rep|engineer|seat|employee|sdr|ae)|apiece)/.test(after) ||
      (/\bat\s*$/.test(q.slice(Math.max(0, (m.index ?? 0) - 4), m.index).toLowerCase()) &&
        /\b(hire|rep|sdr|engineer|people|salar)/.test(q.toLowerCase()))
    if (Number.isFinite(value)) out.push({ value, at: m.index ?? 0, end, text: m[0].trim(), period, each })
  }
  return out
}

function percentsIn(q: string): Pct[] {
  return [...q.matchAll(/([-+]?\d+(?:\.\d+)?)\s?(%|percent\b|per cent\b|pct\b)/gi)].map((m) => ({
    value: Number(m[1]) / 100,
    at: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    text: m[0],
  }))
}

function spansIn(q: string): Span[] {
  const out: Span[] = []
  for (const m of q.matchAll(
    /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)[- ]?(years?|yrs?|months?|mos?|weeks?|quarters?)\b/gi,
  )) {
    const n = NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1])
    const unit = m[2].toLowerCase()
    const months = unit.startsWith('y')
      ? n * 12
      : unit.startsWith('q')
        ? n * 3
        : unit.startsWith('w')
          ? (n * 12) / 52
          : n
    out.push({ months, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] })
  }
  return out
}

function countsIn(q: string): Count[] {
  const out: Count[] = []
  const re =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a|an|another)\s+(?:more\s+|new\s+|additional\s+|extra\s+|full[- ]time\s+|senior\s+|junior\s+)*(engineers?|developers?|devs?|associates?|consultants?|technicians?|reps?|sdrs?|bdrs?|aes?|account executives?|salespeople|sales ?people|people|staff|heads?|hires?|designers?|marketers?|support agents?|agents|csms?|managers?|analysts?|employees?|roles?|positions?|customers?|clients?|stores?|offices?|locations?|seats?|users?)\b/gi
  for (const m of q.matchAll(re)) {
    const word = m[1].toLowerCase()
    const value = NUMBER_WORDS[word] ?? Number(m[1])
    if (!Number.isFinite(value)) continue
    if (
      (word === 'a' || word === 'an') &&
      !/^(engineer|developer|rep|sdr|bdr|ae|account executive|designer|marketer|support agent|csm|manager|analyst|hire)s?$/i.test(
        m[2],
      )
    )
      continue
    out.push({ value, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0], noun: m[2].toLowerCase() })
  }
  return out
}

const near = (q: string, at: number, end: number, re: RegExp, before = 40, after = 40) =>
  re.test(q.slice(Math.max(0, at - before), Math.min(q.length, end + after)).toLowerCase())
const beforeOnly = (q: string, at: number, re: RegExp, span = 40) =>
  re.test(q.slice(Math.max(0, at - span), at).toLowerCase())
const afterOnly = (q: string, end: number, re: RegExp, span = 40) => re.test(q.slice(end, end + span).toLowerCase())

/** ad spend taken "from $50k to $150k/mo on user acquisition" — up or down by the two amounts. */
function spendMovedBetween(lower: string): ProposalKind | undefined {
  const m =
    /\bfrom\s*[$€£]\s?([\d.,]+)\s*([km]?)\s*(?:a month|per month|\/\s*mo\w*|monthly)?\s*to\s*[$€£]\s?([\d.,]+)\s*([km]?)\s*(?:a month|per month|\/\s*mo\w*|monthly|a week|a year|per year)\s*(?:on|in|for)\s+(?:the |our )?(?:user acquisition|ua|ads|advertising|marketing|paid \w+|media|performance marketing|acquisition)\b/.exec(
      lower,
    )
  if (!m) return undefined
  const amount = (n: string, k: string) => Number(n.replace(/,/g, '')) * (k === 'k' ? 1e3 : k === 'm' ? 1e6 : 1)
  const a = amount(m[1], m[2])
  const b = amount(m[3], m[4])
  return b > a ? 'spend-up' : b < a ? 'spend-down' : undefined
}

export function classifyKind(question: string): ProposalKind {
  const text = question.trim()
  const lower = text.toLowerCase()
  const moved = spendMovedBetween(lower)
  if (moved) return moved
  for (const [kind, re, cased] of KIND_PATTERNS)
    if (re.test(cased || kind === 'customer-deal' || kind === 'expansion' ? text : lower)) return kind
  return 'other'
}

/** Reads a question: its kind, direction and stated magnitudes. */
export function understand(question: string): Proposal {
  const q = question.replace(/\s+/g, ' ').trim()
  const lower = q.toLowerCase()
  const kind = classifyKind(q)
  const out: Figure[] = []
  const add = (metric: string, value: number, text: string) => {
    if (!out.some((f) => f.metric === metric))
      out.push({ metric, value, label: `“${text.trim()}” in the question`, source: 'question' })
  }
  const money = moneyIn(q)
  const pcts = percentsIn(q)
  const spans = spansIn(q)
  const counts = countsIn(q)
  const monthly = (m: Money) => (m.period === 'year' ? m.value / 12 : m.value)
  const annual = (m: Money) => (m.period === 'month' ? m.value * 12 : m.value)

  // Roles shared by every kind: savings and added revenue said in so many words.
  for (const m of money) {
    if (near(q, m.at, m.end, /\b(sav(e|es|ing|ings)|cut costs? by|reduce costs? by)\b/, 30, 20))
      add('savings', annual(m), m.text)
    else if (
      afterOnly(
        q,
        m.end,
        /^\s*(a (month|year) )?(in |of )?(new |added |extra |additional |incremental )(revenue|sales|mrr|arr)/,
      ) ||
      beforeOnly(q, m.at, /\b(bring in|generate|earn|add)\s*$/, 14)
    )
      add('added_revenue', annual(m), m.text)
  }
  const unused = (m: Money) => !out.some((f) => f.label.includes(m.text))
  const firstMoney = money.find(unused)
  const biggestOnce = money
    .filter((m) => unused(m) && m.period === null && !m.each)
    .sort((a, b) => b.value - a.value)[0]
  let direction: Proposal['direction'] = null

  switch (kind) {
    case 'financing': {
      const down = money.find((m) => near(q, m.at, m.end, /\b(down ?payment|deposit)\b/, 25, 25))
      if (down) add('down_payment', down.value, down.text)
      const loan =
        money.find(
          (m) =>
            m !== down &&
            unused(m) &&
            near(q, m.at, m.end, /\b(loan|borrow\w*|debt|credit|financ\w*|mortgage|raise|round)\b/, 40, 30),
        ) ?? biggestOnce
      if (loan && loan !== down) {
        if (
          /\b(raise|round|seed|series|equity|investors?|investment)\b/.test(lower) &&
          !/\b(loan|borrow|debt|credit|mortgage)\b/.test(lower)
        )
          add('fundraise_amount', loan.value, loan.text)
        else {
          const price = down ? loan.value - down.value : loan.value
          add('loan_amount', /\b(buy|purchase|acquire)\b/.test(lower) && down ? price : loan.value, loan.text)
          if (/\b(buy|purchase|acquire|build)\b/.test(lower)) add('upfront_cost', loan.value, loan.text)
        }
      }
      const rate = pcts.find((p) => near(q, p.at, p.end, /\b(interest|rate|apr|at)\b/, 20, 20))
      if (rate) add('interest_rate', rate.value, rate.text)
      const term =
        spans.find((s) => near(q, s.at, s.end, /\b(loan|term|over|repay|mortgage|debt|note|bond)\b/, 25, 25)) ??
        spans[0]
      if (term) add('loan_term', term.months, term.text)
      const dil = pcts.find((p) => p !== rate && near(q, p.at, p.end, /\b(equity|stake|dilut\w*|for)\b/, 20, 20))
      if (dil && !rate) add('dilution', dil.value, dil.text)
      break
    }
    case 'lease': {
      const rent = money.find((m) => m.period !== null || near(q, m.at, m.end, /\b(rent|lease)\b/, 25, 25))
      if (rent) add('rent', monthly(rent), rent.text)
      const term = spans[0]
      if (term) add('lease_term', term.months, term.text)
      const other = money.find((m) => m !== rent && unused(m) && m.period === null)
      if (other) add('upfront_cost', other.value, other.text)
      break
    }
    case 'vendor-switch': {
      const sw = money.find(
        (m) =>
          unused(m) &&
          near(q, m.at, m.end, /\b(migrat\w*|switch\w*|one[- ]off|transition|setup|exit|termination)\b/, 25, 25) &&
          m.period === null,
      )
      if (sw) add('switching_cost', sw.value, sw.text)
      const pct = pcts.find((p) => near(q, p.at, p.end, /\b(cheaper|less|sav\w*|lower)\b/, 25, 25))
      if (pct) add('change_pct', -pct.value, pct.text)
      // "€14k a month cheaper" is the saving; "from A to B" names the vendor left and the one chosen.
      const cheaper = money.find(
        (m) => unused(m) && afterOnly(q, m.end, /^\s*(a (month|year) |per (month|year) )?(cheaper|less)\b/, 30),
      )
      if (cheaper) add('savings', annual(cheaper), cheaper.text)
      const named = /\bfrom ([\w .&-]{2,30}?) to ([\w .&-]{2,30}?)(?:[?.,]|$)/.exec(q)
      if (named)
        return {
          kind,
          isDecision: DECISION_WORDS.test(lower) || q.endsWith('?'),
          direction: null,
          magnitudes: out,
          from: named[1].trim(),
          to: named[2].trim(),
        }
      break
    }
    case 'reallocate': {
      const amt = money.find(unused)
      if (amt) add('amount_moved', monthly(amt), amt.text)
      const pct = pcts[0]
      if (pct) add('change_pct', pct.value, pct.text)
      // "from A to B", or "move the A budget into B".
      const fromTo =
        /\bfrom ([\w .&/-]{2,40}?) (?:to|into|towards) ([\w .&/-]{2,40}?)(?:[?.,]|$| (?:for|next|this|and|so|because|since|where|which)\b)/i.exec(
          q,
        ) ??
        /\b(?:move|moving|shift|shifting|reallocate|redirect|put|transfer)\b (.{2,60}?) (?:budget|spend|spending|money)\b.{0,20}?\b(?:into|to|towards) ([\w .&/-]{2,40}?)(?:[?.,]|$| (?:for|next|this|and|so|because|since|where|which)\b)/i.exec(
          q,
        )
      if (fromTo)
        return {
          kind,
          isDecision: DECISION_WORDS.test(lower),
          direction: null,
          magnitudes: out,
          from: fromTo[1].trim(),
          to: fromTo[2].trim(),
        }
      break
    }
    case 'spend-up':
    case 'spend-down': {
      direction = kind === 'spend-up' ? 'up' : 'down'
      const fromTo =
        /\bfrom\s*((?:\$|€|£)?\s?[\d.,]+\s?[km]?)\s*(?:a month|per month|\/mo)?\s*to\s*((?:\$|€|£)?\s?[\d.,]+\s?[km]?)/i.exec(
          q,
        )
      if (fromTo) {
        const [a, b] = [
          moneyIn(fromTo[1].startsWith('$') || /[€£]/.test(fromTo[1]) ? fromTo[1] : `$${fromTo[1]}`)[0],
          moneyIn(fromTo[2].startsWith('$') || /[€£]/.test(fromTo[2]) ? fromTo[2] : `$${fromTo[2]}`)[0],
        ]
        const periodAfter = money.find((m) => m.period !== null)?.period ?? null
        const per = (v: number) => (periodAfter === 'year' ? v / 12 : v)
        if (a && b) {
          add('budget_from', per(a.value), fromTo[1])
          add('budget_to', per(b.value), fromTo[2])
        }
      } else {
        const pct = pcts.find((p) =>
          near(q, p.at, p.end, /\b(by|budget|spend|increase|cut|reduce|raise|lower)\b/, 30, 30),
        )
        if (/\b(double|doubling)\b/.test(lower)) add('change_pct', 1, 'double')
        else if (/\b(triple|tripling)\b/.test(lower)) add('change_pct', 2, 'triple')
        else if (/\b(halve|halving|by half)\b/.test(lower)) add('change_pct', -0.5, 'halve')
        else if (pct) add('change_pct', kind === 'spend-down' ? -Math.abs(pct.value) : pct.value, pct.text)
        // "We spend $6k a month… cut that to $2k": the amount after "to" is the new budget, the other today's.
        const target = money.find((m) => unused(m) && beforeOnly(q, m.at, /\bto\s*$/, 5))
        const today = money.find((m) => unused(m) && m !== target)
        const amt = money.find(unused)
        if (target && today) {
          add('budget_from', monthly(today), today.text)
          add(
            'budget_to',
            target.period ? monthly(target) : today.period === 'year' ? target.value / 12 : target.value,
            target.text,
          )
        } else if (amt) {
          const isTo = beforeOnly(q, amt.at, /\bto\s*$/, 5)
          if (isTo) add('budget_to', monthly(amt), amt.text)
          else add('amount_moved', (kind === 'spend-down' ? -1 : 1) * monthly(amt), amt.text)
        }
      }
      break
    }
    case 'hire': {
      const count = counts.find((c) => !/customer|client|store|office|location|seat|user/.test(c.noun))
      const n = count?.value ?? (/\bhire (a|an|one)\b/.test(lower) ? 1 : undefined)
      if (n !== undefined) add('hires', n, count?.text ?? 'hire one')
      const pay = money.find((m) => unused(m))
      if (pay)
        add(
          'cost_per_hire',
          pay.period === 'month'
            ? pay.value * 12
            : n && n > 1 && !pay.each && pay.value / n >= 20_000 && /\b(total|in all|altogether|combined)\b/.test(lower)
              ? pay.value / n
              : pay.value,
          pay.text,
        )
      break
    }
    case 'cut': {
      const saved = money.find(unused)
      if (saved) add('savings', annual(saved), saved.text)
      const pct = pcts[0]
      if (pct) add('change_pct', -Math.abs(pct.value), pct.text)
      const count = counts[0]
      if (count) add('hires', -count.value, count.text)
      break
    }
    case 'price-change': {
      const up =
        /\b(raise|raising|increase|increasing|hike|lift|double|charge more|price (increase|rise|hike))\b|\b(put|putting|push|pushing|bump|bumping)\b (?:[\w-]+ ){0,3}?(prices?|fees?|rates|pricing) up\b/.test(
          lower,
        )
      direction = up ? 'up' : 'down'
      // A rate that is the price (a commission, a take rate) moved "from 10% to 15%" rises by half, not by 10%.
      const rates = /\bfrom\s*(\d+(?:\.\d+)?)\s*%\s*to\s*(\d+(?:\.\d+)?)\s*%/i.exec(q)
      const pct = pcts[0]
      if (rates && Number(rates[1]) > 0)
        add('price_change', (Number(rates[2]) - Number(rates[1])) / Number(rates[1]), rates[0])
      else if (pct) add('price_change', up ? Math.abs(pct.value) : -Math.abs(pct.value), pct.text)
      else {
        const fromTo =
          /\bfrom\s*((?:\$|€|£)\s?[\d.,]+\s?[km]?)\s*(?:\/?\s?(?:mo|month|a month|per month|user|seat))?\s*to\s*((?:\$|€|£)\s?[\d.,]+\s?[km]?)/i.exec(
            q,
          )
        if (fromTo) {
          const a = moneyIn(fromTo[1])[0]
          const b = moneyIn(fromTo[2])[0]
          if (a && b && a.value > 0) {
            add('price', a.value, fromTo[1])
            add('price_change', (b.value - a.value) / a.value, `${fromTo[1]} to ${fromTo[2]}`)
          }
        } else if (/\bdouble\b/.test(lower)) add('price_change', 1, 'double')
      }
      break
    }
    case 'discount':
    case 'customer-deal': {
      const disc = pcts.find((p) =>
        near(q, p.at, p.end, /\b(discount\w*|off|rebate|concession|reduction|cheaper|lower)\b/, 25, 25),
      )
      if (disc) add('discount', Math.abs(disc.value), disc.text)
      // "50,000 units at $18 each": an order's value is its units × the price of one, and that price is the unit's.
      const units = /\b(\d[\d,]*)\s+(units|cases|pallets|items|pieces|boxes|cartons|bottles|kits)\b/i.exec(q)
      const perUnit = units ? money.find((m) => unused(m) && m.each && m.at > (units.index ?? 0)) : undefined
      if (units && perUnit) {
        const n = Number(units[1].replace(/,/g, ''))
        add('units', n, units[0])
        add('unit_price', perUnit.value, perUnit.text)
        add('deal_value', n * perUnit.value, `${units[0]} at ${perUnit.text}`)
      }
      const deal = money.find((m) => unused(m) && !m.each) ?? firstMoney
      if (deal) add('deal_value', deal.period === 'month' ? deal.value * 12 : deal.value, deal.text)
      const terms = /\bnet[- ]?(\d{2,3})\b/i.exec(q)
      if (terms) add('payment_terms', Number(terms[1]), terms[0])
      const term = spans.find((s) => near(q, s.at, s.end, /\b(contract|deal|term|commit\w*|renewal)\b/, 25, 25))
      if (term) add('lease_term', term.months, term.text)
      break
    }
    case 'forecast-commitment': {
      const target = money.find(unused)
      if (target) add('revenue_target', target.value, target.text)
      // a growth rate promised ("grow same-store sales 12%").
      const growth = pcts.find((p) => near(q, p.at, p.end, /\b(grow|growing|growth)\b/, 40, 20))
      if (growth) add('growth_target', growth.value, growth.text)
      const span = /\b(next|this|coming) (quarter|q)\b|\bq[1-4]\b/i.test(q)
        ? 3
        : /\b(this|next) year\b|\bfy\d*\b|\bannual\b/i.test(q)
          ? 12
          : /\b(this|next) (half|h1|h2)\b|\bh[12]\b/i.test(q)
            ? 6
            : /\b(this|next) month\b/i.test(q)
              ? 1
              : spans[0]?.months
      if (span !== undefined) add('timeframe', span, spans[0]?.text ?? 'the period named')
      break
    }
    case 'campaign-continue-stop':
      direction =
        /\b(stop|stopping|pause|pausing|end|ending|kill|killing|cancel\w*|shut down|turn off|discontinue|sunset)\b/.test(
          lower,
        )
          ? 'stop'
          : 'continue'
      // "another quarter at $24k" is $8k a month.
      if (firstMoney)
        add(
          'marketing_spend',
          !firstMoney.period &&
            near(q, firstMoney.at, firstMoney.end, /\b(a |per |another |next |each |the )?quarter(ly)?\b/, 30, 20)
            ? firstMoney.value / 3
            : monthly(firstMoney),
          firstMoney.text,
        )
      break
    case 'security-tradeoff': {
      direction =
        /\b(to|so we can|in order to|until we) (fix|patch|remediate|close|resolve|address|complete|pass|renew|get|finish)\b|\b(fix|patch|remediate)\w* (the |all |our )?(\d+ )?(critical )?(vulnerabilit|finding|issue)/.test(
          lower,
        )
          ? 'strengthen'
          : 'weaken'
      // a control clients ask for, which the question proposes to add ("clients want encryption; do we do it?").
      if (
        /\b(want|wants|require|requires|demand|demands|ask(ing)? for|insist on)\b.{0,30}\b(encryption|mfa|2fa|two[- ]factor|sso|edr|mdm|device management|backups?|pen(etration)?[- ]?tests?)\b/.test(
          lower,
        ) &&
        !/\b(skip|skipping|drop|dropping|delay|postpone|defer|disable|turn off|waive|without|cancel|not)\b/.test(lower)
      )
        direction = 'strengthen'
      const saved = money.find((m) => unused(m))
      if (saved)
        add(direction === 'weaken' ? 'savings' : 'upfront_cost', saved.period ? annual(saved) : saved.value, saved.text)
      break
    }
    case 'packaging':
    case 'launch':
    case 'expansion':
    case 'engineering-investment':
    case 'other': {
      const once = money.filter((m) => unused(m) && m.period === null && !m.each).sort((a, b) => b.value - a.value)[0]
      if (once) add('upfront_cost', once.value, once.text)
      const running = money.find((m) => unused(m) && m.period !== null && m !== once)
      if (running) add('added_cost', monthly(running), running.text)
      // A span the work takes ("over the next 12 months") is its duration; one the asset lasts is its life.
      const life = spans.find((s) => near(q, s.at, s.end, /\b(life|lasts?|lifetime)\b/, 20, 20))
      if (life) add('useful_life', life.months, life.text)
      const duration = spans.find(
        (s) => s !== life && near(q, s.at, s.end, /\b(over|within|for|in|takes?|during|next)\b/, 20, 5),
      )
      if (duration) add('timeframe', duration.months, duration.text)
      break
    }
  }
  const activity = kind === 'cut' ? STOP_ACTIVITY.exec(lower)?.[1] : undefined
  return {
    kind,
    isDecision: DECISION_WORDS.test(lower) || (kind !== 'other' && q.endsWith('?')),
    direction,
    magnitudes: out,
    ...(activity ? { activity } : {}),
  }
}
