// The campaign leaderboard's two orders. Ranks are shared on ties (1, 1, 3), and a campaign without
// budget has no return to rank: it is listed apart rather than placed at an invented value.
import type { CampaignMetrics } from '../../../shared/metrics'

export type Ranked<T> = { rank: number; item: T }

function withRanks<T>(items: readonly T[], same: (a: T, b: T) => boolean): Ranked<T>[] {
  const ranked: Ranked<T>[] = []
  items.forEach((item, i) => {
    const previous = ranked[i - 1]
    ranked.push({ rank: previous && same(previous.item, item) ? previous.rank : i + 1, item })
  })
  return ranked
}

/** Campaigns with a budget, highest return on budget first (then won value, then name); and the rest. */
export function rankByReturn(list: readonly CampaignMetrics[]): {
  ranked: Ranked<CampaignMetrics>[]
  unranked: CampaignMetrics[]
} {
  const measurable = list
    .filter((c) => c.returnOnBudget !== null)
    .sort((a, b) => b.returnOnBudget! - a.returnOnBudget! || b.wonValue - a.wonValue || a.name.localeCompare(b.name))
  return {
    ranked: withRanks(measurable, (a, b) => a.returnOnBudget === b.returnOnBudget),
    unranked: list.filter((c) => c.returnOnBudget === null),
  }
}

/** Every campaign, most won value first (then most leads, then name). */
export function rankByWonValue(list: readonly CampaignMetrics[]): Ranked<CampaignMetrics>[] {
  const sorted = [...list].sort((a, b) => b.wonValue - a.wonValue || b.leads - a.leads || a.name.localeCompare(b.name))
  return withRanks(sorted, (a, b) => a.wonValue === b.wonValue)
}
