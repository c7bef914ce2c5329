// First-party telemetry payloads (issue: logger §9, analytics §7). Validated on both ends; the
// Worker refuses anything larger than TELEMETRY_MAX_BYTES.
import { z } from '../zod'

export const TELEMETRY_MAX_BYTES = 8 * 1024

const path = z.string().max(2048).regex(/^\//, 'must be a path')

export const LogEntrySchema = z.object({
  level: z.enum(['warn', 'error']),
  message: z.string().min(1).max(2000),
  stack: z.string().max(4000).optional(),
  timestamp: z.iso.datetime(),
  url: z.string().max(2048),
  userAgent: z.string().max(512),
  context: z.record(z.string(), z.unknown()).optional(),
})
export type LogEntry = z.infer<typeof LogEntrySchema>

export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  // spec §7: a route-visit event …
  z.object({ type: z.literal('route-visit'), path, referrer: path.optional(), timestamp: z.iso.datetime() }),
  // … and a route-access event (was a guarded route opened or refused).
  z.object({
    type: z.literal('route-access'),
    path,
    allowed: z.boolean(),
    reason: z.enum(['signed-in', 'not-signed-in', 'not-admin']),
    timestamp: z.iso.datetime(),
  }),
])
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>

export const AnalyticsBatchSchema = z.object({ events: z.array(AnalyticsEventSchema).min(1).max(20) })
