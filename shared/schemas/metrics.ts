// The company's figures (shared/metrics) as stored with each boardroom session and strategy (the
// `metrics` column) and as GET /api/ai/metrics answers them. Typed against Metrics, so a change there
// fails the build here until this follows. The screens load it with the data (never on a first load:
// zod stays off it, docs/decisions/0003); the Worker reads stored figures with it (a Notion export).
import type { Metrics } from '../metrics'
import { OPEN_STATUSES } from '../metrics'
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from './campaign'
import { LEAD_SOURCES, LEAD_STATUSES } from './lead'
import { z } from '../zod'

const count = z.number().int().min(0)
const amount = z.number()
const rate = z.number().nullable()

export const MetricsSchema: z.ZodType<Metrics> = z.object({
  asOf: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  otherCurrencyRecords: count,
  leads: z.object({
    total: count,
    open: count,
    won: count,
    lost: count,
    byStatus: z.record(z.enum(LEAD_STATUSES), count),
    openValue: amount,
    wonValue: amount,
    lostValue: amount,
    weightedPipeline: amount,
    winRate: rate,
    averageWonValue: amount.nullable(),
    ownWinRate: z.boolean(),
    // Figures stored before the stages were kept have none.
    stages: z
      .array(
        z.object({ status: z.enum(OPEN_STATUSES), leads: count, value: amount, weight: z.number(), weighted: amount }),
      )
      .default([]),
  }),
  velocity: z.object({ last30Days: count, previous30Days: count, changePct: rate }),
  stale: z.object({ count, value: amount }),
  sources: z.array(
    z.object({ source: z.enum(LEAD_SOURCES), leads: count, won: count, lost: count, wonValue: amount, winRate: rate }),
  ),
  campaigns: z.object({
    total: count,
    active: count,
    activeBudget: amount,
    totalBudget: amount,
    list: z.array(
      z
        .object({
          id: z.string(),
          name: z.string(),
          channel: z.enum(CAMPAIGN_CHANNELS),
          status: z.enum(CAMPAIGN_STATUSES),
          budget: amount,
          leads: count,
          won: count,
          wonValue: amount,
          pipelineValue: amount,
          // Figures stored before spend was kept have none: no spend, no return on it.
          spend: amount.nullable().default(null),
          costPerLead: amount.nullable(),
          returnOnSpend: rate.default(null),
          returnOnBudget: rate,
          // Figures stored before it was kept: a scheduled or draft campaign had not started then.
          started: z.boolean().optional(),
        })
        .transform((c) => ({ ...c, started: c.started ?? (c.status !== 'draft' && c.status !== 'scheduled') })),
    ),
  }),
  channels: z.array(
    z.object({
      channel: z.enum(CAMPAIGN_CHANNELS),
      campaigns: count,
      budget: amount,
      leads: count,
      wonValue: amount,
      spend: amount.nullable().default(null),
      returnOnSpend: rate.default(null),
      returnOnBudget: rate,
    }),
  ),
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), created: count, won: count, wonValue: amount })),
  dataQuality: z.object({ withoutEmail: count, duplicateEmails: count, withoutValue: count }),
  forecast: z.object({ monthlyWonRunRate: amount, runRate90Days: amount }),
})

/** Figures stored with a row: null when they no longer read as figures (kept from an older version). */
export const StoredMetricsSchema = MetricsSchema.nullable().catch(null)
