// Campaign performance: daily metrics imported from a spreadsheet (the same way as
// leads — shared/spreadsheet.ts detects the columns, each row is checked with every reason), and the
// figures computed from them: click-through rate, cost per lead, cost per customer and return on
// spend, per campaign, per channel and over time. A ratio with nothing to divide by is null ("no
// data"), never Infinity or NaN. Pure; tests/unit/campaign-performance.test.ts tables them.
import { NumericSchema } from './schemas/crm'
import { cellsByField, detectColumns, parseAmount, quoteCell } from './spreadsheet'
import { z } from './zod'

export const METRIC_FIELDS = [
  'campaign',
  'day',
  'spend',
  'impressions',
  'clicks',
  'leads',
  'customers',
  'revenue',
] as const
export type MetricField = (typeof METRIC_FIELDS)[number]
export type MetricMapping = (MetricField | null)[]

export const METRIC_FIELD_LABELS: Record<MetricField, string> = {
  campaign: 'Campaign',
  day: 'Date',
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  leads: 'Leads',
  customers: 'Customers (conversions)',
  revenue: 'Revenue',
}

/** Header names (compared without case, spaces or punctuation) that mean each field: ad platforms' exports. */
const SYNONYMS: Record<MetricField, readonly string[]> = {
  campaign: ['campaign', 'campaign name', 'campaign id'],
  day: ['date', 'day', 'reporting date', 'reporting starts', 'report date'],
  spend: ['spend', 'cost', 'amount spent', 'amount spent usd', 'ad spend', 'spent'],
  impressions: ['impressions', 'impr', 'impr.', 'views'],
  clicks: ['clicks', 'link clicks', 'clicks all'],
  leads: ['leads', 'lead', 'signups', 'sign ups', 'form fills'],
  customers: ['customers', 'conversions', 'conv', 'conv.', 'purchases', 'sales', 'new customers', 'deals won'],
  revenue: ['revenue', 'conversion value', 'conv value', 'purchase value', 'sales value', 'value'],
}

export const detectMetricMapping = (headers: readonly string[]) => detectColumns(headers, SYNONYMS)

/** What the mapping lacks: the campaign, the date and at least one figure. */
export function metricMappingProblem(mapping: MetricMapping): string | null {
  if (!mapping.includes('campaign')) return 'Choose which column names the campaign.'
  if (!mapping.includes('day')) return 'Choose which column holds the date.'
  if (!mapping.some((f) => f !== null && f !== 'campaign' && f !== 'day'))
    return 'Choose at least one column of figures: spend, impressions, clicks, leads, customers or revenue.'
  return null
}

export const MAX_METRIC = 1_000_000_000

/** One day of one campaign, as campaign_metrics stores it (supabase/migrations/*_campaign_metrics.sql). */
export const MetricDaySchema = z.object({
  campaign_id: z.uuid(),
  day: z.iso.date(),
  spend: z.number().min(0).max(MAX_METRIC),
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  leads: z.number().int().min(0),
  customers: z.number().int().min(0),
  revenue: z.number().min(0).max(MAX_METRIC),
})
export type MetricDay = z.infer<typeof MetricDaySchema>

/** A stored day as PostgREST returns it, for the screens and the executives alike: numeric columns may arrive as text. */
export const StoredMetricDaySchema = z.object({
  campaign_id: z.uuid(),
  day: z.iso.date(),
  spend: NumericSchema,
  impressions: z.coerce.number(),
  clicks: z.coerce.number(),
  leads: z.number(),
  customers: z.number(),
  revenue: NumericSchema,
})
export type StoredMetricDay = z.infer<typeof StoredMetricDaySchema>

export type CheckedMetricRow = { row: number; ok: true; day: MetricDay } | { row: number; ok: false; reasons: string[] }

/** yyyy-mm-dd (a workbook's date cells arrive so), or yyyy-mm-ddThh:mm…; null when it is not a real day. */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text)
  if (!m) return null
  const iso = `${m[1]}-${m[2]}-${m[3]}`
  const d = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === iso &&
    iso >= '2000-01-01' &&
    iso <= '2100-12-31'
    ? iso
    : null
}

/**
 * One data row checked against the mapping. `campaigns` maps a campaign's name (lower case, trimmed)
 * and its id to its id: a row names its campaign either way. Empty figures are 0.
 */
export function checkMetricRow(
  cells: readonly unknown[],
  mapping: MetricMapping,
  row: number,
  campaigns: ReadonlyMap<string, string>,
): CheckedMetricRow {
  const raw = cellsByField(cells, mapping)
  const reasons: string[] = []
  const campaignText = raw.campaign ?? ''
  const campaignId = campaigns.get(campaignText.toLowerCase().replace(/\s+/g, ' '))
  if (!campaignText) reasons.push('Missing campaign')
  else if (!campaignId)
    reasons.push(`Unknown campaign ${quoteCell(campaignText)}: create it first, or use the name it has here`)
  const dayText = raw.day ?? ''
  const day = parseDay(dayText)
  if (!dayText) reasons.push('Missing date')
  else if (!day) reasons.push(`Date ${quoteCell(dayText)} is not a date: write it as 2026-10-31`)

  const figure = (field: Exclude<MetricField, 'campaign' | 'day'>, whole: boolean) => {
    const text = raw[field] ?? ''
    if (text === '') return 0
    const n = parseAmount(text)
    const label = METRIC_FIELD_LABELS[field]
    if (n === null) reasons.push(`${label} ${quoteCell(text)} is not a number`)
    else if (n < 0 || n > MAX_METRIC * (whole ? 100 : 1))
      reasons.push(
        `${label} ${quoteCell(text)} is outside 0 to ${(MAX_METRIC * (whole ? 100 : 1)).toLocaleString('en-US')}`,
      )
    else if (whole && !Number.isInteger(n)) reasons.push(`${label} ${quoteCell(text)} is not a whole number`)
    else return whole ? n : Math.round(n * 100) / 100
    return 0
  }
  const values = {
    spend: figure('spend', false),
    impressions: figure('impressions', true),
    clicks: figure('clicks', true),
    leads: figure('leads', true),
    customers: figure('customers', true),
    revenue: figure('revenue', false),
  }
  if (values.clicks > values.impressions && mapping.includes('impressions'))
    reasons.push(`More clicks (${values.clicks}) than impressions (${values.impressions})`)
  if (reasons.length) return { row, ok: false, reasons }
  // without an impressions column, impressions are unknown: at least the clicks (the table requires clicks ≤ impressions)
  const impressions = mapping.includes('impressions') ? values.impressions : values.clicks
  return { row, ok: true, day: MetricDaySchema.parse({ campaign_id: campaignId, day, ...values, impressions }) }
}

export const METRIC_OUTCOMES = ['created', 'updated', 'skipped', 'rejected'] as const
export type MetricOutcome = (typeof METRIC_OUTCOMES)[number]
export const METRIC_OUTCOME_LABELS: Record<MetricOutcome, string> = {
  created: 'Added',
  updated: 'Replaced the stored day',
  skipped: 'Skipped',
  rejected: 'Rejected',
}
export type MetricRowOutcome = { row: number; outcome: MetricOutcome; reason: string | null }

/**
 * The rows to send, and the outcome of those that are not sent: rejected with their reasons, or
 * skipped because a later row of the file gives the same campaign and day (the later one counts).
 */
export function planMetricImport(checked: readonly CheckedMetricRow[]): {
  send: (MetricDay & { row: number })[]
  settled: MetricRowOutcome[]
} {
  const last = new Map<string, number>()
  for (const c of checked) if (c.ok) last.set(`${c.day.campaign_id}|${c.day.day}`, c.row)
  const send: (MetricDay & { row: number })[] = []
  const settled: MetricRowOutcome[] = []
  for (const c of checked) {
    if (!c.ok) settled.push({ row: c.row, outcome: 'rejected', reason: c.reasons.join('; ') })
    else {
      const later = last.get(`${c.day.campaign_id}|${c.day.day}`)!
      if (later !== c.row)
        settled.push({
          row: c.row,
          outcome: 'skipped',
          reason: `Row ${later} gives the same campaign and date; that row counts`,
        })
      else send.push({ row: c.row, ...c.day })
    }
  }
  return { send, settled }
}

// the arithmetic lives apart (no zod, no parsers) so the dashboard's metrics can use it cheaply
export * from './campaign-ratios'
