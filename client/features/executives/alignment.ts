// The executive leaderboard's rule: in every decided session, did the executive's stance point
// the way the company went? The company went ahead when it adopted a recommendation to proceed
// (with or without conditions) or rejected one to hold back (gather data first, do not proceed);
// it held back otherwise. Supporting — with or without conditions — points ahead; opposing points
// to holding back. Open sessions do not count.
import { EXECUTIVE_IDS, type ExecutiveId } from '../../../shared/executives'
import type { Recommendation, Stance } from '../../../shared/schemas/boardroom'

export type Direction = 'ahead' | 'hold'

const PROCEEDS: readonly Recommendation[] = ['proceed', 'proceed-with-conditions']

export function companyDirection(recommendation: Recommendation, outcome: 'adopted' | 'rejected'): Direction {
  return (outcome === 'adopted') === PROCEEDS.includes(recommendation) ? 'ahead' : 'hold'
}

export const stanceDirection = (stance: Stance): Direction => (stance === 'oppose' ? 'hold' : 'ahead')

export type DecidedSession = {
  outcome: 'open' | 'adopted' | 'rejected'
  debate: { positions: readonly { executive: ExecutiveId; stance: Stance }[]; decision: { recommendation: Recommendation } }
}

export type AlignmentScore = { executive: ExecutiveId; rank: number; decided: number; matched: number; rate: number | null }

/** Each executive's record, best first (highest share matched, then most matched, then board order). */
export function scoreExecutives(sessions: readonly DecidedSession[]): AlignmentScore[] {
  const tally = new Map<ExecutiveId, { decided: number; matched: number }>(EXECUTIVE_IDS.map((id) => [id, { decided: 0, matched: 0 }]))
  for (const s of sessions) {
    if (s.outcome === 'open') continue
    const direction = companyDirection(s.debate.decision.recommendation, s.outcome)
    for (const p of s.debate.positions) {
      const t = tally.get(p.executive)
      if (!t) continue
      t.decided++
      if (stanceDirection(p.stance) === direction) t.matched++
    }
  }
  const scores = EXECUTIVE_IDS.map((executive) => {
    const { decided, matched } = tally.get(executive)!
    return { executive, decided, matched, rate: decided > 0 ? matched / decided : null }
  }).sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || b.matched - a.matched || EXECUTIVE_IDS.indexOf(a.executive) - EXECUTIVE_IDS.indexOf(b.executive))
  const ranked: AlignmentScore[] = []
  scores.forEach((s, i) => {
    const prev = ranked[i - 1]
    ranked.push({ ...s, rank: prev && prev.rate === s.rate && prev.matched === s.matched ? prev.rank : i + 1 })
  })
  return ranked
}

/** Sessions that count: adopted or rejected. */
export const decidedCount = (sessions: readonly Pick<DecidedSession, 'outcome'>[]) => sessions.filter((s) => s.outcome !== 'open').length
