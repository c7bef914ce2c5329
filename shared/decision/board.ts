// The board's protocol, as code (ARCHITECTURE.md, the decision layer): each executive takes a
// position from the analyses of its own remit, blind to the others; where they disagree, each
// answers the strongest opposing argument and may change stance; then a vote; then the CEO's
// decision, which addresses every failed hard constraint, names what is missing when the figures
// cannot decide, and records dissent, conditions and what would change the call. Deterministic:
// the same question and figures give the same session. The built-in engine voices it; a model
// engine may only reword it (numbers checked against the same figures).
import { EXECUTIVE_IDS, EXECUTIVES, type ExecutiveId } from '../executives'
import type { Metrics } from '../metrics'
import type { Fact, StandingFigure } from '../schemas/board-pack'
import type {
  Debate,
  Evidence,
  Position,
  ReadingCorrections,
  ReadingView,
  Recommendation,
  Stance,
} from '../schemas/boardroom'
import { resolvePreferences, type ResolvedPreferences, type RiskAppetite } from '../schemas/executive-preferences'
import { analyse, type AnalysisResult } from './analyses'
import { metric as metricDef } from './catalogue'
import { stanceConfidence } from './confidence'
import { appraise, merge } from './appraisal/families'
import { buildModel, type Model, showReading } from './appraisal/model'
import { buildBook, crmFigures, showFigure, type FigureBook } from './figures'
import { readCrm, readStanding } from './reading/company'
import { type FigureReading, readFact } from './reading/fact'
import { alignWithPack, type ProposalReading, readProposal, tieToProposal } from './reading/question'
import { isCurrencyUnit } from '../schemas/board-pack'
import { fromReading, KIND_TOPIC, PROPOSAL_KIND_LABELS, type Proposal } from './understand'

export type BoardInput = {
  question: string
  facts: Fact[]
  standing: StandingFigure[]
  crm: Metrics | null
  prefs?: ResolvedPreferences
  /** A member's corrections of the reading (kind; role and period per fact). */
  corrections?: ReadingCorrections
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
const title = (id: ExecutiveId) => EXECUTIVES[id].title
const SEVERITY = (a: AnalysisResult) => (a.hard ? 3 : a.role === 'decisive' ? 2 : a.role === 'guard' ? 1 : 0)

type Take = { stance: Stance; position: Position; reasons: AnalysisResult[]; relevant: AnalysisResult[] }

function evidenceOf(list: AnalysisResult[]): Evidence[] {
  const out: Evidence[] = []
  for (const a of list) {
    if (a.status !== 'done') continue
    out.push({ label: clip(a.name, 120), value: clip(a.display ?? '', 60) })
    for (const i of a.inputs)
      if (out.length < 4 && !out.some((e) => e.label === clip(i.label, 120)))
        out.push({ label: clip(i.label, 120), value: clip(i.value, 60) })
    if (out.length >= 4) break
  }
  return out.slice(0, 4)
}

const needsOf = (list: AnalysisResult[]) => [
  ...new Set(list.filter((a) => a.status === 'missing').flatMap((a) => a.needs)),
]

/** Stage 1: one executive's position, from its own remit's analyses only. */
export function positionOf(exec: ExecutiveId, results: AnalysisResult[], risk: RiskAppetite): Take {
  const relevant = results.filter((a) => a.owners.includes(exec))
  const done = relevant.filter((a) => a.status === 'done')
  const against = done.filter((a) => a.supports === 'against').sort((a, b) => SEVERITY(b) - SEVERITY(a))
  const forIt = done.filter((a) => a.supports === 'for' && a.role !== 'context')
  const mixed = done.filter((a) => a.supports === 'mixed' && a.role !== 'context')
  const decisiveMissing = relevant.filter((a) => a.status === 'missing' && a.role === 'decisive')
  const needs = needsOf(relevant)

  let stance: Stance
  let reasons: AnalysisResult[]
  if (done.length === 0) {
    stance = 'abstain'
    reasons = []
  } else if (against.some((a) => a.hard || a.role === 'decisive')) {
    stance = 'oppose'
    reasons = against
  } else if (against.length > 0 || mixed.length > 0) {
    // A cautious executive treats a borderline decisive figure as a reason to say no.
    // A bold one accepts a borderline figure when nothing argues against.
    stance =
      risk === 'cautious' && mixed.some((a) => a.role === 'decisive')
        ? 'oppose'
        : risk === 'bold' && against.length === 0 && [...forIt, ...mixed].some((a) => a.role === 'decisive')
          ? 'support'
          : 'conditional'
    reasons = [...against, ...mixed]
  } else if (forIt.length > 0) {
    // A passing guard says the company can bear it, not that it is worth doing: while the figure that
    // decides it is missing (in anyone's remit), only a decisive analysis in favour lets a (not
    // cautious) executive support.
    const decides = forIt.some((a) => a.role === 'decisive')
    const undecided = results.some((a) => a.status === 'missing' && a.role === 'decisive')
    stance = (risk === 'cautious' && decisiveMissing.length > 0) || (!decides && undecided) ? 'conditional' : 'support'
    reasons = forIt
  } else {
    // Only context figures: relevant, but not enough to back a commitment.
    stance = 'conditional'
    reasons = done
  }

  const lines = [...reasons, ...done.filter((a) => !reasons.includes(a))].map((a) => a.summary!).filter(Boolean)
  const missingLine = needs.length > 0 ? `To judge it fully I need: ${needs.slice(0, 4).join(', ')}.` : null
  const summary =
    stance === 'abstain'
      ? relevant.length === 0
        ? 'Nothing in my remit bears on this; I leave it to the others.'
        : `I cannot judge this from the figures we have: I need ${needs.slice(0, 3).join(', ')}.`
      : stance === 'oppose'
        ? `I oppose it: ${lower(reasons[0].summary!)}`
        : stance === 'support'
          ? `I support it: ${lower(reasons[0].summary!)}`
          : `I support it only with conditions: ${lower((reasons[0] ?? done[0]).summary!)}`
  const args =
    stance === 'abstain'
      ? [
          relevant.length === 0
            ? `My remit (${EXECUTIVES[exec].remit.toLowerCase()}) has no analysis for this kind of proposal.`
            : relevant
                .filter((a) => a.status === 'missing')
                .slice(0, 2)
                .map((a) => a.rule)
                .join(' '),
        ]
      : [...lines.slice(0, 3), ...(missingLine ? [missingLine] : [])]
  return {
    stance,
    reasons,
    relevant,
    position: {
      executive: exec,
      stance,
      ...confidenceOf(stance, relevant),
      summary: clip(summary, 300),
      arguments: args
        .filter(Boolean)
        .slice(0, 4)
        .map((a) => clip(a, 400)),
      evidence: evidenceOf(reasons.length ? reasons : done),
    },
  }
}

/** The stance's confidence from the remit's analyses (shared/decision/confidence.ts); none for an abstention. */
function confidenceOf(stance: Stance, relevant: AnalysisResult[]): { confidence?: number } {
  const p = stanceConfidence(stance, relevant)
  return p === null ? {} : { confidence: p }
}

const lower = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s)
/** Analyses' summaries as one passage after a colon: the first starts in lower case, the rest as sentences. */
const sentences = (list: AnalysisResult[]) => list.map((a, i) => (i === 0 ? lower(a.summary!) : a.summary!)).join(' ')
const side = (s: Stance) => (s === 'oppose' ? 'against' : s === 'abstain' ? 'none' : 'for')

type Rebuttal = Debate['rebuttals'][number]

/** Stage 2, only where positions disagree: each answers the strongest opposing argument. */
export function rebut(takes: Take[]): { rebuttals: Rebuttal[]; final: Record<ExecutiveId, Stance> } {
  const final = Object.fromEntries(takes.map((t) => [t.position.executive, t.stance])) as Record<ExecutiveId, Stance>
  const forSide = takes.filter((t) => side(t.stance) === 'for')
  const againstSide = takes.filter((t) => side(t.stance) === 'against')
  if (forSide.length === 0 || againstSide.length === 0) return { rebuttals: [], final }
  const strongestAgainst = againstSide
    .flatMap((t) => t.reasons.map((a) => ({ a, by: t.position.executive })))
    .sort((x, y) => SEVERITY(y.a) - SEVERITY(x.a))[0]
  const strongestFor = forSide
    .flatMap((t) => t.reasons.filter((a) => a.supports === 'for').map((a) => ({ a, by: t.position.executive })))
    .sort((x, y) => SEVERITY(y.a) - SEVERITY(x.a))[0]
  const rebuttals: Rebuttal[] = []
  for (const t of forSide) {
    if (!strongestAgainst) break
    const { a, by } = strongestAgainst
    const mine = t.reasons.filter((r) => r.supports === 'for')
    const before = t.stance
    let after: Stance = before
    let reply: string
    if (a.hard) {
      after = 'oppose'
      reply = `${a.name} is a hard limit (${a.threshold}); my figures do not outweigh it, so I now oppose.`
    } else if (a.role === 'decisive' && !mine.some((m) => m.role === 'decisive')) {
      after = 'conditional'
      reply = `That decides it more than my figures do; I support only if ${lower(a.rule.replace(/^(Approve|Commit|Hire|Raise|Switch|Sign|Cut|Launch|Spend more|Move the money|Offer the free plan|Run the discount|Borrow|Relax a control|Accept)\b[^:]*?\s(if|only if|while|when|where)\s/i, ''))}`
      if (after === before) reply = `I stay with conditions: ${lower(a.rule)}`
    } else {
      reply = mine[0]
        ? `I hold my view: ${lower(mine[0].summary ?? mine[0].name)}`
        : `I hold my view with conditions: ${lower(a.rule)}`
    }
    rebuttals.push({
      executive: t.position.executive,
      respondsTo: by,
      text: clip(`${title(by)}: “${a.summary}” ${reply}`, 400),
      ...(after !== before ? { stanceBefore: before, stanceAfter: after } : {}),
    })
    final[t.position.executive] = after
  }
  for (const t of againstSide) {
    if (!strongestFor) break
    const { a, by } = strongestFor
    const mine = t.reasons.filter((r) => r.supports === 'against')
    const before = t.stance
    let after: Stance = before
    let reply: string
    if (!mine.some((m) => m.hard || m.role === 'decisive') && a.role === 'decisive') {
      after = 'conditional'
      reply = `That is the figure that decides it; my concern becomes a condition: ${lower(mine[0]?.rule ?? a.rule)}`
    } else {
      const worst = mine.sort((x, y) => SEVERITY(y) - SEVERITY(x))[0]
      reply = worst
        ? `It does not answer my objection: ${lower(worst.summary ?? worst.name)}`
        : 'It does not answer my objection.'
    }
    rebuttals.push({
      executive: t.position.executive,
      respondsTo: by,
      text: clip(`${title(by)}: “${a.summary}” ${reply}`, 400),
      ...(after !== before ? { stanceBefore: before, stanceAfter: after } : {}),
    })
    final[t.position.executive] = after
  }
  return { rebuttals: rebuttals.slice(0, 6), final }
}

type Decision = Debate['decision']

/** Stage 4: the CEO's decision from the analyses, the vote recorded beside it. */
export function decide(
  results: AnalysisResult[],
  proposal: Proposal,
  votes: Record<ExecutiveId, Stance>,
  risk: RiskAppetite,
): Decision {
  const done = results.filter((a) => a.status === 'done')
  const hardFails = done.filter((a) => a.hard)
  const decisive = results.filter((a) => a.role === 'decisive')
  const decisiveDone = decisive.filter((a) => a.status === 'done')
  const decisiveAgainst = decisiveDone.filter((a) => a.supports === 'against')
  const decisiveMixed = decisiveDone.filter((a) => a.supports === 'mixed')
  const guardsAgainst = done.filter((a) => a.role === 'guard' && a.supports !== 'for')
  const guardsMissing = results.filter((a) => a.role === 'guard' && a.status === 'missing')
  const what = PROPOSAL_KIND_LABELS[proposal.kind].toLowerCase()

  let recommendation: Recommendation
  let summary: string
  let conditions: string[] = []
  let change: string[] = []
  let needs: string[] = []
  if (hardFails.length > 0) {
    recommendation = 'do-not-proceed'
    summary = `We do not proceed: it breaks a hard limit. ${hardFails.map((a) => `${a.summary} (${a.name}: ${a.threshold}.)`).join(' ')}`
    change = hardFails.map((a) => a.rule)
  } else if (decisiveDone.length === 0 && guardsAgainst.some((a) => a.supports === 'against')) {
    // The deciding figures are missing, but what we know already rules it out.
    const failed = guardsAgainst.filter((a) => a.supports === 'against')
    recommendation = 'do-not-proceed'
    summary = `We do not proceed: ${failed.map((a) => lower(a.summary!)).join(' ')} That rules it out whatever the missing figures (${needsOf(decisive).slice(0, 3).join(', ')}) would show.`
    change = failed.map((a) => a.rule)
  } else if (decisiveDone.length === 0) {
    recommendation = 'gather-data'
    needs = [
      ...new Set([
        ...needsOf(decisive.length ? decisive : results),
        ...needsOf(results.filter((a) => a.role === 'guard')),
      ]),
    ]
    summary =
      !proposal.isDecision && proposal.kind === 'other'
        ? 'This is not a proposal the board can decide: ask it as a decision (“Should we …?”) with the figures it turns on, or ask the executives in the AI chat.'
        : decisive.length === 0
          ? `The board has no analysis that can decide this (${what}); we gather the figures that bear on it before deciding.`
          : `We cannot decide this from the figures we have. We need: ${needs.slice(0, 5).join(', ')}. ${decisive[0].rule}`
    change = decisive.slice(0, 3).map((a) => a.rule)
  } else if (
    decisiveAgainst.length > 0 &&
    decisiveAgainst.length >= decisiveDone.filter((a) => a.supports === 'for').length
  ) {
    recommendation = 'do-not-proceed'
    summary = `We do not proceed: ${sentences(decisiveAgainst)}`
    change = decisiveAgainst.map((a) => a.rule)
  } else {
    const soft = [...decisiveAgainst, ...decisiveMixed, ...guardsAgainst]
    conditions = [
      ...soft.map((a) => `${a.name}: ${a.summary} ${a.rule}`),
      ...guardsMissing.map(
        (a) => `Before committing, confirm ${lower(a.name)} (${a.threshold}): we still need ${a.needs.join(', ')}.`,
      ),
      ...(risk === 'cautious' ? ['Release it in stages: the second only once the first has met its figures.'] : []),
    ]
    recommendation = conditions.length === 0 ? 'proceed' : 'proceed-with-conditions'
    const best = decisiveDone.filter((a) => a.supports === 'for')
    const grounds = sentences(best.length ? best : decisiveDone)
    summary = `${recommendation === 'proceed' ? 'We proceed' : 'We proceed, on conditions'}: ${grounds}`
    change = best.map((a) => `Revisit if ${lower(a.name)} falls out of range (${a.threshold}).`)
  }

  const dissent = EXECUTIVE_IDS.filter((id) => id !== 'ceo')
    .map((id) => ({ executive: id, stance: votes[id] }))
    .filter(({ stance }) =>
      recommendation === 'do-not-proceed'
        ? stance === 'support'
        : recommendation === 'gather-data'
          ? stance === 'support' || stance === 'oppose'
          : stance === 'oppose',
    )
  const owners = (a: AnalysisResult): ExecutiveId => a.owners.find((o) => o !== 'ceo') ?? 'ceo'
  const actions =
    recommendation === 'gather-data'
      ? decisive
          .filter((a) => a.status === 'missing')
          .slice(0, 4)
          .map((a) => ({
            owner: owners(a),
            action: clip(`Bring ${a.needs.join(', ')} for the ${lower(a.name)}`, 300),
            due: 'before the next board',
          }))
      : recommendation === 'do-not-proceed'
        ? [...hardFails, ...decisiveAgainst].slice(0, 3).map((a) => ({
            owner: owners(a),
            action: clip(`Bring it back only when ${lower(a.name)} meets ${a.threshold}`, 300),
            due: 'when the figures change',
          }))
        : decisiveDone
            .filter((a) => a.supports !== 'against')
            .slice(0, 3)
            .map((a) => ({
              owner: owners(a),
              action: clip(`Track ${lower(a.name)} monthly against ${a.threshold}`, 300),
              due: 'monthly',
            }))
  const confidence =
    recommendation === 'gather-data' ? 'low' : hardFails.length > 0 || decisiveDone.length >= 2 ? 'high' : 'medium'
  return {
    recommendation,
    summary: clip(summary, 600),
    conditions: conditions.slice(0, 5).map((c) => clip(c, 300)),
    actions: (actions.length
      ? actions
      : [
          {
            owner: 'ceo' as const,
            action: `Bring ${what} back to the board with the figures it turns on`,
            due: 'before the next board',
          },
        ]
    ).slice(0, 6),
    confidence,
    dissent: dissent.map((d) => ({
      ...d,
      reason: clip(
        `${title(d.executive)} voted ${d.stance === 'support' ? 'for' : d.stance === 'oppose' ? 'against' : d.stance}.`,
        300,
      ),
    })),
    whatWouldChange: change.slice(0, 4).map((c) => clip(c, 300)),
    needs: needs.slice(0, 8).map((n) => clip(n, 160)),
  }
}

/** What the board read: the question's proposal and every figure, with the member's corrections applied. */
export function readBoardInput(input: Pick<BoardInput, 'question' | 'facts' | 'standing' | 'crm' | 'corrections'>): {
  model: Model
  proposal: Proposal
  packReadings: FigureReading[]
} {
  const packCurrency = input.facts.find((f) => isCurrencyUnit(f.unit))?.unit
  const first = readProposal(input.question, input.corrections?.kind, packCurrency)
  const byIndex = new Map((input.corrections?.facts ?? []).map((c) => [c.index, c]))
  const readPack = (reading: ProposalReading) => {
    const context = {
      objects: reading.objects,
      acquires: reading.action === 'acquire' || reading.action === 'expand' || reading.action === 'lease',
      sells: ['launch', 'raise', 'lower', 'discount'].includes(reading.action ?? '') || reading.object === 'price',
      currency: packCurrency,
      objectWords: reading.objectWords,
      ...(reading.object ? { object: reading.object } : {}),
    }
    return tieToProposal(
      input.facts.map((f, i) => {
        const c = byIndex.get(i)
        return readFact(
          f,
          `pack:${i}`,
          'pack',
          context,
          c
            ? {
                ...(c.role !== undefined ? { role: c.role } : {}),
                ...(c.period !== undefined ? { period: c.period } : {}),
              }
            : undefined,
        )
      }),
      reading,
    )
  }
  // The pack can say what the question moves ("from £14 to £10" are its prices): then it is read again as such.
  const firstPack = readPack(first)
  const reading = alignWithPack(first, firstPack)
  const packReadings = reading === first ? firstPack : readPack(reading)
  const company = [
    ...readStanding(input.standing),
    ...(input.crm ? readCrm(crmFigures(input.crm), input.crm.currency) : []),
  ]
  const model = buildModel(reading, [...packReadings, ...reading.magnitudes, ...company])
  return { model, proposal: fromReading(reading), packReadings }
}

/** The reading as the session shows it: "How we read this". */
function readingView(model: Model, packReadings: FigureReading[]): ReadingView {
  const p = model.proposal
  const view = (r: FigureReading, index?: number) => ({
    ref: r.ref,
    ...(index !== undefined ? { index } : {}),
    source: r.source,
    label: clip(r.group ? `${r.group}: ${r.label}` : r.label, 120),
    value: clip(showReading(r, model), 80),
    quantity: r.quantity,
    role: r.role,
    period: r.period,
    ...(r.periodAssumed ? { periodAssumed: true } : {}),
    scope: r.scope,
    trace: r.trace.slice(0, 12).map((t) => clip(t, 200)),
    ...(r.corrected?.length ? { corrected: r.corrected } : {}),
  })
  return {
    kind: p.kind,
    ...(p.corrected ? { kindCorrected: true } : {}),
    trace: p.trace.slice(0, 12).map((t) => clip(t, 200)),
    figures: [...packReadings.map((r, i) => view(r, i)), ...p.magnitudes.map((r) => view(r))].slice(0, 80),
    notes: model.excluded.slice(0, 12).map((e) => clip(e.why, 300)),
  }
}

/** "How we read this" for a question and pack, without a debate: what the member sees before asking. */
export function readingOf(
  input: Pick<BoardInput, 'question' | 'facts' | 'standing' | 'crm' | 'corrections'>,
): ReadingView {
  const { model, packReadings } = readBoardInput(input)
  return readingView(model, packReadings)
}

/** Sources a specialised analysis's inputs may come from for it to bear on the proposal itself. */
const OWN_SOURCES = ['Board pack', 'Your question']
const CRM_KINDS = new Set(['spend-up', 'spend-down', 'reallocate', 'campaign-continue-stop', 'forecast-commitment'])

/** The whole session: read → appraise (the general families and the specialised analyses) → argue → decide. */
export function runBoard(input: BoardInput): Debate {
  const prefs = input.prefs ?? resolvePreferences(null)
  const { model, proposal, packReadings } = readBoardInput(input)
  const book = buildBook({
    pack: input.facts,
    question: proposal.magnitudes,
    standing: input.standing,
    crm: input.crm,
    questionText: input.question,
    kind: proposal.kind,
  })
  // A question that proposes nothing gets no analysis: the board says so rather than arguing about it.
  const proposes = !(proposal.kind === 'other' && !proposal.isDecision)
  const general = proposes ? appraise(model) : []
  // A company figure enters only when the analysis also uses a figure of the proposal (or the proposal is about
  // the CRM's own campaigns and channels): a runway or a CAC payback alone does not bear on a delivery service.
  const special = (proposes ? analyse(book, proposal) : []).filter(
    (a) =>
      a.status === 'missing' ||
      CRM_KINDS.has(proposal.kind) ||
      a.inputs.some((i) => OWN_SOURCES.some((s) => i.source.startsWith(s))),
  )
  const merged = merge(general, special)
  // A full site shows the need for another, not that it pays: it decides an expansion only with the new site's
  // ramp-up costed and funded; otherwise it is a guard and the new site's own figures are what is missing.
  const ramp = merged.find((a) => a.id === 'ramp-funding' && a.status === 'done')
  for (const a of merged) if (proposal.kind === 'expansion' && a.id === 'utilisation' && !ramp) a.role = 'guard'
  // Borrowing: whether the loan is covered leads, whichever analysis answers it.
  const borrowing = model.proposal.objects.includes('loan') || model.proposal.action === 'borrow'
  const loanFirst = (a: AnalysisResult) => Number(!(borrowing && (a.id === 'loan-cover' || a.id === 'loan-vs-benefit')))
  const results = [...merged].sort((a, b) => loanFirst(a) - loanFirst(b))
  // Stage 1: independent positions; each executive sees only its own analyses.
  const takes = EXECUTIVE_IDS.map((id) => positionOf(id, results, prefs[id].risk))
  // A figure no metric matched is still quoted, by the chair, so nothing the member gave is dropped.
  const unread = book.unmatched.filter(
    (u) => !packReadings.some((r) => r.role && r.label === u.label && r.group === u.group),
  )
  if (unread.length > 0) {
    const ceo = takes.find((t) => t.position.executive === 'ceo')!
    const quoted = unread
      .slice(0, 4)
      .map(
        (u) =>
          `“${u.group ? `${u.group}: ` : ''}${u.label}” (${u.value}${u.unit && u.unit !== 'text' ? ` ${u.unit}` : ''})`,
      )
    const line = clip(
      `The pack also says ${quoted.join(', ')}${unread.length > 4 ? ' and others, all listed with the figures' : ''}; no analysis reads these, so they are shown as written.`,
      400,
    )
    ceo.position = { ...ceo.position, arguments: [...ceo.position.arguments.slice(0, 3), line] }
  }
  // Stage 2 and 3: rebuttals where they disagree, then the vote.
  const { rebuttals, final } = rebut(takes)
  const decision = decide(results, proposal, final, prefs.ceo.risk)
  const turns = [
    ...takes.map((t) => ({
      round: 'position' as const,
      executive: t.position.executive,
      stance: t.stance,
      text: t.position.summary,
    })),
    ...rebuttals.map((r) => ({
      round: 'rebuttal' as const,
      executive: r.executive,
      stance: r.stanceAfter ?? final[r.executive],
      text: r.text,
    })),
    ...EXECUTIVE_IDS.map((id) => ({
      round: 'vote' as const,
      executive: id,
      stance: final[id],
      text: `${title(id)} votes: ${final[id]}.`,
    })),
    {
      round: 'decision' as const,
      executive: 'ceo' as const,
      stance: decisionStance(decision.recommendation),
      text: decision.summary,
    },
  ]
  return {
    topic: KIND_TOPIC[proposal.kind],
    kind: proposal.kind,
    positions: takes.map((t) => t.position),
    rebuttals,
    votes: EXECUTIVE_IDS.map((id) => ({ executive: id, stance: final[id] })),
    decision,
    figures: figuresShown(book),
    analyses: results.slice(0, 60).map(viewOf),
    reading: readingView(model, packReadings),
    turns: turns.map((t, i) => ({ ...t, n: i + 1, text: clip(t.text, 600) })),
  }
}

export const decisionStance = (r: Recommendation): Stance =>
  r === 'proceed'
    ? 'support'
    : r === 'proceed-with-conditions'
      ? 'conditional'
      : r === 'gather-data'
        ? 'abstain'
        : 'oppose'

function figuresShown(book: FigureBook): NonNullable<Debate['figures']> {
  const seen = new Set<string>()
  const shown = book.figures
    .filter((f) => {
      const key = `${f.metric}|${f.group ?? ''}|${f.source}|${f.label}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map((f) => ({
      label: clip(f.group ? `${f.group}: ${f.label}` : f.label, 120),
      value: clip(showFigure(f, book.currency), 60),
      source: f.source,
      metric: metricDef(f.metric).name,
      ...(f.asOf ? { asOf: f.asOf } : {}),
      ...(f.conversion ? { note: clip(f.conversion, 160) } : {}),
    }))
  const unmatched = book.unmatched.map((u) => ({
    label: clip(u.group ? `${u.group}: ${u.label}` : u.label, 120),
    value: clip(`${u.value}${u.unit && u.unit !== 'text' ? ` ${u.unit}` : ''}`, 60),
    source: 'pack' as const,
    metric: null,
  }))
  return [...shown, ...unmatched].slice(0, 120)
}

function viewOf(a: AnalysisResult): NonNullable<Debate['analyses']>[number] {
  return {
    id: a.id,
    name: a.name,
    owners: a.owners,
    role: a.role,
    status: a.status,
    ...(a.verdict ? { verdict: a.verdict } : {}),
    ...(a.supports ? { supports: a.supports } : {}),
    hard: a.hard,
    ...(a.display !== undefined ? { result: clip(a.display, 60) } : {}),
    ...(a.value !== undefined ? { value: a.value } : {}),
    ...(a.summary ? { summary: clip(a.summary, 400) } : {}),
    formula: a.formula,
    threshold: a.threshold,
    reason: a.reason,
    rule: a.rule,
    inputs: a.inputs.map((i) => ({ label: clip(i.label, 120), value: clip(i.value, 60), source: clip(i.source, 160) })),
    working: a.working.map((w) => clip(w, 300)),
    needs: a.needs.map((n) => clip(n, 160)),
  }
}
