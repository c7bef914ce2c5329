// POST /api/ai/boardroom with `Accept: text/event-stream`: the debate as server-sent
// events (shared/schemas/debate-stream.ts) — progress lines, each turn as it is produced, then the
// stored session. Decided here: a debate that has started is always finished and stored whole, even
// when the browser cancels or the connection drops — the work is handed to waitUntil, and writes to a
// closed stream are dropped (hono's StreamingApi) — so a session is never half-written, and the
// member finds it in the debate history. Nothing but the events' own JSON is written: never an
// error's raw text (it could carry a URL or a header).
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { DebateEventName } from '../../shared/schemas/debate-stream'
import type { DebateEvents } from '../ai/debate-events'

/** True when the request asks for the streamed debate. */
export const wantsEventStream = (c: Context) =>
  (c.req.header('Accept') ?? '').toLowerCase().includes('text/event-stream')

type Stored = { data: unknown; error: { message: string; code?: string } | null }

/** Runs `debate` (which stores the session) and streams what it says, then the stored row. */
export function streamDebate(c: Context, debate: (events: DebateEvents) => Promise<Stored>): Response {
  return streamSSE(c, async (stream) => {
    let id = 0
    // Events are written in the order they happen; a slow or gone reader never holds up the debate.
    let written = Promise.resolve()
    const send = (event: DebateEventName, data: unknown) => {
      const message = { event, data: JSON.stringify(data), id: String(++id) }
      written = written.then(() => stream.writeSSE(message))
    }
    const work = (async () => {
      let stored: Stored
      try {
        stored = await debate({
          onTurn: (turn) => send('turn', turn),
          onProgress: (text) => send('progress', { text }),
        })
      } catch (error) {
        console.error(
          JSON.stringify({ kind: 'ai-stream-failed', name: error instanceof Error ? error.name : typeof error }),
        )
        send('error', { error: 'debate_failed', message: 'The board could not finish this debate. Try again.' })
        return
      }
      if (stored.error?.code === '42501') send('error', { error: 'not_member', message: stored.error.message })
      else if (stored.error) {
        console.error(
          JSON.stringify({ kind: 'ai-save-failed', code: stored.error.code, message: stored.error.message }),
        )
        send('error', {
          error: 'not_saved',
          message: 'The executives answered, but the answer could not be saved. Try again.',
        })
      } else send('session', stored.data)
    })()
    // The Workers runtime keeps the debate running to its end (and its session stored) after the
    // client goes away; outside it (the Node tests) there is no execution context to ask.
    try {
      c.executionCtx.waitUntil(work)
    } catch {
      // no ExecutionContext: the awaited work below is enough
    }
    await work
    await written
  })
}
