// The boardroom's server-sent events: POST /api/ai/boardroom with
// `Accept: text/event-stream` answers with, in order,
//   event: progress  { text }                   who is working now ("CFO is reviewing the figures…")
//   event: turn      one turn of the session     positions, rebuttals, votes, then the CEO's decision
//   event: session   the stored session row      exactly the JSON answer's body
// or, when the session could not be stored, `event: error { error, message }` last. Refusals found
// before the debate starts (a bad question, the plan's limit, no company) answer JSON with their status,
// as without the header. The Worker always finishes a debate it started and stores it whole, even
// when the browser goes away (docs/ai-executives.md, "Streaming").
import { DebateSchema } from './boardroom'
import { z } from '../zod'

export const DebateTurnSchema = DebateSchema.shape.turns.unwrap().element
export type DebateTurn = z.infer<typeof DebateTurnSchema>

export const DEBATE_EVENTS = ['progress', 'turn', 'session', 'error'] as const
export type DebateEventName = (typeof DEBATE_EVENTS)[number]

export const ProgressEventSchema = z.object({ text: z.string().min(1).max(200) })
export const ErrorEventSchema = z.object({ error: z.string(), message: z.string() })
