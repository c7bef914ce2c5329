// The executive leaderboard's rule. Over the sessions the company decided (adopted or rejected; open
// ones do not count), did each executive's final vote point the way the company went?
// - The company went ahead when it adopted a recommendation to proceed (with or without conditions)
//   or rejected one to hold back (gather data first, do not proceed); it held back otherwise.
// - The final vote is the executive's vote in the board's vote round; sessions from before the
//   board voted have only first-round positions, and that stance is its call.
// - Supporting (with or without conditions) points ahead, opposing points to holding back; an
//   executive who abstained ("Needs figures") took no side, so that session has no call to score.
// - Agreement = sessions where the vote matched the company's direction / sessions it took a side on.
// - Ties (same agreement) go to the one who took a side on more decisions; still tied, they share
//   the rank and the page says why. Fewer than MIN_SIDED decisions with a side: too few to rank.
import { EXECUTIVE_IDS, type ExecutiveId } from '../../../shared/executives'
import { companyDirection, stanceDirection, type Direction } from '../../../shared/decision/calibration'
import type { Recommendation, Stance } from '../../../shared/schemas/boardroom'

export type { Direction } from '../../../shared/decision/calibration'
export { companyDirection, stanceDirection }

/** Decided sessions an executive must have taken a side on before it is ranked. */
export const MIN_SIDED = 3

type Vote = { executive: ExecutiveId; stance: Stance }
export type DecidedSession = {
  outcome: 'open' | 'adopted' | 'rejected'
  debate: { positions: readonly Vote[]; votes?: readonly Vote[]; decision: { recommendation: Recommendation } }
}

/** The executive's final call in a session: its vote, else (sessions before the vote round) its position. */
export function finalStance(debate: DecidedSession['debate'], executive: ExecutiveId): Stance | null {
  return (
    (debate.votes?.find((v) => v.executive === executive) ?? debate.positions.find((p) => p.executive === executive))
      ?.stance ?? null
  )
}

export type AlignmentScore = {
  executive: ExecutiveId
  /** 1 = best; shared by executives still tied after the tie-break; null when too few decisions to rank. */
  rank: number | null
  /** Decided sessions the executive took part in. */
  decided: number
  /** Of those, the ones it took a side on (did not abstain). */
  sided: number
  /** Of those, the ones where its side was the way the company went. */
  agreed: number
  abstained: number
  /** agreed / sided; null when it took no side. */
  rate: number | null
  /** Executives with the same rank (same agreement on as many decisions). */
  tiedWith: ExecutiveId[]
}

export type Leaderboard = {
  /** Sessions adopted or rejected. */
  decided: number
  /** Decided sessions where every executive that took a side took the same one. */
  unanimous: number
  scores: AlignmentScore[]
}

const boardOrder = (id: ExecutiveId) => EXECUTIVE_IDS.indexOf(id)

/** Each executive's record, ranked best first; executives with too few decisions come last, unranked. */
export function scoreExecutives(sessions: readonly DecidedSession[]): Leaderboard {
  const tally = new Map(EXECUTIVE_IDS.map((id) => [id, { decided: 0, sided: 0, agreed: 0, abstained: 0 }]))
  let decided = 0
  let unanimous = 0
  for (const s of sessions) {
    if (s.outcome === 'open') continue
    decided++
    const direction = companyDirection(s.debate.decision.recommendation, s.outcome)
    const sides = new Set<Direction>()
    for (const executive of EXECUTIVE_IDS) {
      const stance = finalStance(s.debate, executive)
      if (stance === null) continue
      const t = tally.get(executive)!
      t.decided++
      const side = stanceDirection(stance)
      if (side === null) {
        t.abstained++
        continue
      }
      sides.add(side)
      t.sided++
      if (side === direction) t.agreed++
    }
    if (sides.size <= 1) unanimous++
  }
  const rows = EXECUTIVE_IDS.map((executive) => {
    const t = tally.get(executive)!
    return { executive, ...t, rate: t.sided > 0 ? t.agreed / t.sided : null }
  })
  const rankable = rows
    .filter((r) => r.sided >= MIN_SIDED)
    .sort((a, b) => b.rate! - a.rate! || b.sided - a.sided || boardOrder(a.executive) - boardOrder(b.executive))
  const tooFew = rows
    .filter((r) => r.sided < MIN_SIDED)
    .sort((a, b) => b.sided - a.sided || boardOrder(a.executive) - boardOrder(b.executive))
  const same = (a: { rate: number | null; sided: number }, b: { rate: number | null; sided: number }) =>
    a.rate === b.rate && a.sided === b.sided
  const scores: AlignmentScore[] = []
  rankable.forEach((r, i) => {
    const prev = scores[i - 1]
    const rank = prev && same(prev, r) ? prev.rank : i + 1
    scores.push({
      ...r,
      rank,
      tiedWith: rankable.filter((o) => o.executive !== r.executive && same(o, r)).map((o) => o.executive),
    })
  })
  for (const r of tooFew) scores.push({ ...r, rank: null, tiedWith: [] })
  return { decided, unanimous, scores }
}

/** Sessions that count: adopted or rejected. */
export const decidedCount = (sessions: readonly Pick<DecidedSession, 'outcome'>[]) =>
  sessions.filter((s) => s.outcome !== 'open').length
