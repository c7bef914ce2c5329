// The company's headline figures, every one read from its Metrics (shared/metrics): won value,
// weighted pipeline, win rate, new leads and stale leads, each with what it is made of. Pure, so the
// dashboard's tiles and a strategy's Notion page (worker/integrations/notion-page.ts) say the same.
import { formatMoney, formatRate, STALE_AFTER_DAYS, type Metrics } from './metrics'
import { countOf } from './plural'

export type Figure = { label: string; value: string; detail: string }

/** The headline figures, every one read from the metrics. */
export function keyFigures(m: Metrics): Figure[] {
  const money = (n: number) => formatMoney(n, m.currency)
  const closed = m.leads.won + m.leads.lost
  const change = m.velocity.changePct
  return [
    { label: 'Won value', value: money(m.leads.wonValue), detail: `from ${countOf(m.leads.won, 'won lead')}` },
    {
      label: 'Weighted pipeline',
      value: money(m.leads.weightedPipeline),
      detail: `of ${money(m.leads.openValue)} open in ${countOf(m.leads.open, 'lead')}${m.leads.ownWinRate ? ', weighted by your win rate' : ', standard stage weights'}`,
    },
    {
      label: 'Win rate',
      value: m.leads.winRate === null ? 'Not yet' : formatRate(m.leads.winRate),
      detail: m.leads.winRate === null ? 'no lead has been won or lost yet' : `of ${countOf(closed, 'closed lead')}`,
    },
    {
      label: 'New leads, last 30 days',
      value: String(m.velocity.last30Days),
      detail:
        change === null
          ? `none in the 30 days before, so no change to show`
          : `${change > 0 ? '+' : ''}${change}% on the previous 30 days (${m.velocity.previous30Days})`,
    },
    {
      label: 'Stale leads',
      value: String(m.stale.count),
      detail: `open leads untouched ${STALE_AFTER_DAYS}+ days, worth ${money(m.stale.value)}`,
    },
  ]
}
