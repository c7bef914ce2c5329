// An executive's confidence in its first-round stance (docs/ai-executives.md "Confidence
// and calibration"): the probability that the course its stance recommends turns out well — for
// support (with or without conditions), that going ahead works; for oppose, that going ahead would
// not. The built-in engine derives it from the analyses of the executive's own remit, with no
// randomness, so the same analyses always give the same confidence:
//
//   p = 0.55 + Σ weight(a) over the analyses that point the stance's way (half for a borderline figure)
//            − Σ weight(a) over those pointing the other way (half for a mixed result)
//            − 0.05 for each decisive analysis that could not run, 0.02 for any other — except
//              behind an opposition that rests on a failed hard limit, which no missing figure can lift
//            − 0.05 when the stance is "support with conditions"
//   weight: a hard limit 0.15, a decisive analysis 0.10, a guard 0.05, context 0.02
//   then clamped to 0.50–0.99 and rounded to two decimals; no confidence for an abstention.
//
// A model engine states its own confidence in the same range (worker/ai/model-board.ts), clamped.
import { CONFIDENCE_MAX, CONFIDENCE_MIN, type Stance } from '../schemas/boardroom'

/** What the derivation reads of an analysis (an AnalysisResult or its stored view). */
export type ConfidenceInput = {
  status: 'done' | 'missing'
  role: 'decisive' | 'guard' | 'context'
  hard: boolean
  supports?: 'for' | 'against' | 'mixed'
  verdict?: 'pass' | 'borderline' | 'fail'
}

export const CONFIDENCE_BASE = 0.55
const WEIGHT = { hard: 0.15, decisive: 0.1, guard: 0.05, context: 0.02 } as const
const MISSING = { decisive: 0.05, other: 0.02 } as const
const CONDITIONAL = 0.05

const weight = (a: ConfidenceInput) => (a.hard ? WEIGHT.hard : WEIGHT[a.role])

/** Into the stored range, to two decimals; a value that is not a number is the bottom of the range. */
export function clampConfidence(p: number): number {
  if (!Number.isFinite(p)) return CONFIDENCE_MIN
  return Math.round(Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, p)) * 100) / 100
}

/** The built-in engine's confidence in a stance taken from these analyses (the executive's remit); null for an abstention. */
export function stanceConfidence(stance: Stance, remit: readonly ConfidenceInput[]): number | null {
  if (stance === 'abstain') return null
  const side = stance === 'oppose' ? 'against' : 'for'
  // A failed hard limit decides an opposition whatever the missing figures would show.
  const settled = side === 'against' && remit.some((a) => a.status === 'done' && a.hard && a.supports === 'against')
  let p = CONFIDENCE_BASE
  for (const a of remit) {
    if (a.status === 'missing') {
      if (!settled) p -= a.role === 'decisive' ? MISSING.decisive : MISSING.other
      continue
    }
    if (!a.supports) continue
    if (a.supports === side) p += weight(a) * (a.verdict === 'borderline' ? 0.5 : 1)
    else p -= weight(a) * (a.supports === 'mixed' ? 0.5 : 1)
  }
  if (stance === 'conditional') p -= CONDITIONAL
  return clampConfidence(p)
}
