// The calibration leaderboard's rule (docs/ai-executives.md "Confidence and calibration").
// Over the decisions the company reviewed, how well did each executive's first-round confidence
// foresee what happened? The Brier score: the mean of (forecast − outcome)², 0 perfect, 0.25 what a
// coin-toss forecast of 0.5 always scores, 1 certain and wrong.
// - The review says whether the company's course worked: worked = 1, mixed = 0.5, did not work = 0.
// - The company went ahead when it adopted a recommendation to proceed (with or without conditions)
//   or rejected one to hold back; otherwise it held back (companyDirection).
// - An executive's stance points ahead (support, with or without conditions) or to holding back
//   (oppose); its confidence p is the probability that its course turns out well. So its forecast
//   that the company's course works is p when the company went its way, 1 − p when it did not:
//   when the company went ahead, a "support" at p forecasts P(worked) = p and an "oppose" 1 − p.
// - Abstentions, and sessions stored before stances carried a confidence, are not scored.
// - Ranked only once the company has reviewed MIN_REVIEWED decisions, and an executive only once it
//   has MIN_REVIEWED scored forecasts: fewer give a score too noisy to rank by. Lower Brier ranks
//   first; equal scores go to the executive with more scored decisions; still equal, they share the rank.
import { EXECUTIVE_IDS, type ExecutiveId } from '../executives'
import type { Recommendation, Stance } from '../schemas/boardroom'

export const REVIEW_VERDICTS = ['worked', 'did-not-work', 'mixed'] as const
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number]
export const REVIEW_VERDICT_LABELS: Record<ReviewVerdict, string> = {
  worked: 'Worked',
  'did-not-work': 'Did not work',
  mixed: 'Mixed',
}

/** Reviewed decisions the company needs, and scored forecasts an executive needs, before a ranking. */
export const MIN_REVIEWED = 5

export type Direction = 'ahead' | 'hold'
const PROCEEDS: readonly Recommendation[] = ['proceed', 'proceed-with-conditions']

/** Which way the company went: ahead when it adopted a proceed or rejected a hold-back recommendation. */
export function companyDirection(recommendation: Recommendation, outcome: 'adopted' | 'rejected'): Direction {
  return (outcome === 'adopted') === PROCEEDS.includes(recommendation) ? 'ahead' : 'hold'
}

/** Where a stance points; null for an abstention (no side taken). */
export const stanceDirection = (stance: Stance): Direction | null =>
  stance === 'abstain' ? null : stance === 'oppose' ? 'hold' : 'ahead'

/** The observed outcome of a review as a number: worked 1, mixed 0.5, did not work 0. */
export const outcomeValue = (verdict: ReviewVerdict): number =>
  verdict === 'worked' ? 1 : verdict === 'mixed' ? 0.5 : 0

/** The executive's forecast that the company's course works; null when it took no side or stated no confidence. */
export function forecastOf(stance: Stance, confidence: number | undefined, direction: Direction): number | null {
  const side = stanceDirection(stance)
  if (side === null || confidence === undefined) return null
  return side === direction ? confidence : 1 - confidence
}

/** The Brier score of forecasts against outcomes (both 0–1); null for none. */
export function brier(pairs: readonly { forecast: number; outcome: number }[]): number | null {
  if (pairs.length === 0) return null
  return pairs.reduce((sum, { forecast, outcome }) => sum + (forecast - outcome) ** 2, 0) / pairs.length
}

type FirstRound = { executive: ExecutiveId; stance: Stance; confidence?: number }
export type ReviewedSession = {
  outcome: 'open' | 'adopted' | 'rejected'
  verdict: ReviewVerdict
  debate: { positions: readonly FirstRound[]; decision: { recommendation: Recommendation } }
}

export type CalibrationScore = {
  executive: ExecutiveId
  /** Mean squared error of its forecasts; null with none scored. */
  brier: number | null
  /** Reviewed decisions its score rests on (it took a side, with a confidence). */
  scored: number
  /** 1 = best calibrated; null when the board is not ranked or it has too few scored decisions. */
  rank: number | null
  tiedWith: ExecutiveId[]
}

export type Calibration = {
  /** Decisions the company adopted or rejected and then reviewed. */
  reviewed: number
  /** Whether enough decisions were reviewed to rank anyone (reviewed ≥ MIN_REVIEWED). */
  ranked: boolean
  /** Ranked executives first, best first; then the rest in board order. */
  scores: CalibrationScore[]
}

const boardOrder = (id: ExecutiveId) => EXECUTIVE_IDS.indexOf(id)
// Scores equal to the 10th decimal are equal: sums of squares of two-decimal numbers differ in float noise only.
const same = (a: { brier: number | null; scored: number }, b: { brier: number | null; scored: number }) =>
  a.scored === b.scored && a.brier !== null && b.brier !== null && Math.abs(a.brier - b.brier) < 1e-10

/** Each executive's calibration over the reviewed decisions, ranked when there are enough. */
export function calibrate(sessions: readonly ReviewedSession[]): Calibration {
  const pairs = new Map(EXECUTIVE_IDS.map((id) => [id, [] as { forecast: number; outcome: number }[]]))
  let reviewed = 0
  for (const s of sessions) {
    if (s.outcome === 'open') continue
    reviewed++
    const direction = companyDirection(s.debate.decision.recommendation, s.outcome)
    const outcome = outcomeValue(s.verdict)
    for (const p of s.debate.positions) {
      const forecast = forecastOf(p.stance, p.confidence, direction)
      if (forecast !== null) pairs.get(p.executive)?.push({ forecast, outcome })
    }
  }
  const ranked = reviewed >= MIN_REVIEWED
  const rows = EXECUTIVE_IDS.map((executive) => ({
    executive,
    brier: brier(pairs.get(executive)!),
    scored: pairs.get(executive)!.length,
  }))
  const rankable = ranked
    ? rows
        .filter((r) => r.scored >= MIN_REVIEWED)
        .sort((a, b) => a.brier! - b.brier! || b.scored - a.scored || boardOrder(a.executive) - boardOrder(b.executive))
    : []
  const rest = rows.filter((r) => !rankable.includes(r))
  const scores: CalibrationScore[] = []
  rankable.forEach((r, i) => {
    const prev = scores[i - 1]
    const rank = prev && same(prev, r) ? prev.rank : i + 1
    scores.push({
      ...r,
      rank,
      tiedWith: rankable.filter((o) => o.executive !== r.executive && same(o, r)).map((o) => o.executive),
    })
  })
  for (const r of rest) scores.push({ ...r, rank: null, tiedWith: [] })
  return { reviewed, ranked, scores }
}

/** A Brier score as shown: three decimals. */
export const formatBrier = (b: number) => b.toFixed(3)

/** "3 decisions reviewed — calibration needs at least 5", or null once there are enough. */
export function tooFewReviewed(reviewed: number): string | null {
  if (reviewed >= MIN_REVIEWED) return null
  return `${reviewed === 0 ? 'No decision' : reviewed === 1 ? '1 decision' : `${reviewed} decisions`} reviewed — calibration needs at least ${MIN_REVIEWED}`
}
