// The boardroom's server-sent events (shared/schemas/debate-stream.ts) read as a browser reads them,
// for the Worker-runtime and the backend stream tests: each event with its raw data and the time it
// arrived, and readers that check each kind against its schema.
import { EventSourceParserStream } from 'eventsource-parser/stream'
import { DebateTurnSchema, ErrorEventSchema, ProgressEventSchema } from '../shared/schemas/debate-stream'

export type DebateEvent = { event: string; data: unknown; at: number }

/** Every event of the stream, in order; with `stopAfter`, the reader goes away after the first it accepts. */
export async function readDebateEvents(res: Response, stopAfter?: (e: DebateEvent) => boolean): Promise<DebateEvent[]> {
  const out: DebateEvent[] = []
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return out
    const e = { event: value.event ?? 'message', data: JSON.parse(value.data) as unknown, at: Date.now() }
    out.push(e)
    if (stopAfter?.(e)) {
      await reader.cancel()
      return out
    }
  }
}

/** The turn events, their data checked as turns. */
export const turnEvents = (list: DebateEvent[]) =>
  list.filter((e) => e.event === 'turn').map((e) => ({ ...e, data: DebateTurnSchema.parse(e.data) }))

/** The progress lines, in order. */
export const progressLines = (list: DebateEvent[]) =>
  list.filter((e) => e.event === 'progress').map((e) => ProgressEventSchema.parse(e.data).text)

/** The error event's data. */
export const errorOf = (e: DebateEvent | undefined) => ErrorEventSchema.parse(e?.data)

/** The data of the last event, which must be the session: parsed with the schema of what the route stores. */
export function sessionOf<T>(list: DebateEvent[], schema: { parse(data: unknown): T }): T {
  const last = list.at(-1)
  if (last?.event !== 'session') throw new Error(`the stream ended with ${last?.event ?? 'nothing'}, not the session`)
  return schema.parse(last.data)
}
