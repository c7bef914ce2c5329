// The analytics charts' data, shaped from the metrics: one bar per month, source or channel, with
// the value it stands for and that value as shown. Pure, so the shaping is unit-tested.
import { formatMoney, type ChannelMetrics, type MonthMetrics, type SourceMetrics } from '../../shared/metrics'
import { CAMPAIGN_CHANNEL_LABELS } from '../../shared/schemas/campaign'
import { LEAD_SOURCE_LABELS } from '../../shared/schemas/lead'
import { formatMonth } from './format-date'

export type Bar = { key: string; label: string; value: number; display: string }

const count = (n: number) => n.toLocaleString()

export function monthBars(months: readonly MonthMetrics[], measure: 'created' | 'wonValue', currency: string): Bar[] {
  return months.map((m) => ({
    key: m.month,
    label: formatMonth(m.month),
    value: m[measure],
    display: measure === 'created' ? count(m.created) : formatMoney(m.wonValue, currency),
  }))
}

/** Sources with at least one lead, largest first by the measure (the metrics list every source that has leads). */
export function sourceBars(sources: readonly SourceMetrics[], measure: 'leads' | 'wonValue', currency: string): Bar[] {
  return [...sources]
    .sort((a, b) => b[measure] - a[measure] || a.source.localeCompare(b.source))
    .map((s) => ({
      key: s.source,
      label: LEAD_SOURCE_LABELS[s.source],
      value: s[measure],
      display: measure === 'leads' ? count(s.leads) : formatMoney(s.wonValue, currency),
    }))
}

export function channelBars(
  channels: readonly ChannelMetrics[],
  measure: 'leads' | 'wonValue',
  currency: string,
): Bar[] {
  return [...channels]
    .sort((a, b) => b[measure] - a[measure] || a.channel.localeCompare(b.channel))
    .map((c) => ({
      key: c.channel,
      label: CAMPAIGN_CHANNEL_LABELS[c.channel],
      value: c[measure],
      display: measure === 'leads' ? count(c.leads) : formatMoney(c.wonValue, currency),
    }))
}

/**
 * A bar's length as a percentage of the longest: 0 for nothing, at least 1% for any positive value
 * (so a small one stays visible), 100 for the longest. Negative values count as nothing.
 */
export function barLength(value: number, bars: readonly Pick<Bar, 'value'>[]): number {
  const max = Math.max(0, ...bars.map((b) => b.value))
  if (value <= 0 || max <= 0) return 0
  return Math.max(1, Math.round((value / max) * 1000) / 10)
}

/** True when every bar is zero: the chart would say nothing, so the screen says why instead. */
export const allZero = (bars: readonly Pick<Bar, 'value'>[]) => bars.every((b) => b.value <= 0)
