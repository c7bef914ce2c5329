// The pipeline's stages and the chance of winning a lead at each: what "open", "weighted pipeline"
// and "stale" mean, for every screen (shared/metrics.ts re-exports these).
import type { LeadStatus } from '../schemas/lead'

export const OPEN_STATUSES = ['new', 'contacted', 'qualified', 'proposal'] as const satisfies readonly LeadStatus[]
export type OpenStatus = (typeof OPEN_STATUSES)[number]
export const isOpen = (status: LeadStatus): status is OpenStatus =>
  (OPEN_STATUSES as readonly string[]).includes(status)

/**
 * The chance that an open lead at each stage is won: the weights a weighted pipeline commonly
 * uses. Until a company has closed enough leads of its own (MIN_CLOSED_FOR_OWN_RATE), these are
 * used and the screens say so; after that each weight is scaled by the company's own win rate.
 */
export const STAGE_WEIGHTS: Record<OpenStatus, number> = {
  new: 0.1,
  contacted: 0.2,
  qualified: 0.4,
  proposal: 0.6,
}
export const MIN_CLOSED_FOR_OWN_RATE = 10
/** The win rate the stage weights assume at the proposal stage's end. */
export const WEIGHTS_WIN_RATE = 0.3
/** An open lead nobody touched for this long needs a follow-up. */
export const STALE_AFTER_DAYS = 14

/**
 * Each open stage's weight for a company with `won` and `lost` closed leads (all time): the standard
 * weights, scaled by won ÷ (won + lost) ÷ WEIGHTS_WIN_RATE once MIN_CLOSED_FOR_OWN_RATE have closed,
 * never above 1. `ownRate` says whether the company's own rate was used.
 */
export function stageWeights(won: number, lost: number): { weight: (s: LeadStatus) => number; ownRate: boolean } {
  const closed = won + lost
  const rate = closed > 0 ? Math.round((won / closed) * 10_000) / 10_000 : null
  const ownRate = closed >= MIN_CLOSED_FOR_OWN_RATE && rate !== null
  const scale = ownRate ? rate / WEIGHTS_WIN_RATE : 1
  return {
    weight: (s) => (isOpen(s) ? Math.min(1, STAGE_WEIGHTS[s] * scale) : 0),
    ownRate,
  }
}
