// The streamed debate: POST /api/ai/boardroom with `Accept: text/event-stream` through
// fetch (a POST, so not EventSource; same origin, so the CSP's connect-src 'self' covers it), its
// server-sent events parsed as they arrive (shared/schemas/debate-stream.ts). Each turn and progress
// line is shown as it comes; the stored session ends the stream. Cancel aborts the request. The
// Worker finishes and stores a debate it has started whatever the browser does, so a cancelled or
// dropped stream still leaves the whole session in the debate history.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Fact } from '../../../shared/schemas/board-pack'
import type { ReadingCorrections } from '../../../shared/schemas/boardroom'
import type { DebateTurn } from '../../../shared/schemas/debate-stream'
import { DataError } from '../../lib/errors'
import { sessionKeys, type BoardSession } from './api'

/** How a stream that did not bring its session ended. */
export type StreamEnd = 'cancelled' | 'dropped'

export class StreamEndedError extends Error {
  constructor(readonly end: StreamEnd) {
    super(end === 'cancelled' ? 'The debate was cancelled' : 'The connection dropped')
  }
}

/** A question for the board, its pack, and any corrections of how the board reads them. */
export type BoardQuestion = { question: string; facts: Fact[]; reading?: ReadingCorrections }

type Handlers = { onTurn(turn: DebateTurn): void; onProgress(text: string): void }

/** Puts the question to the board and reads the stream; resolves with the stored session. */
export async function streamBoard(input: BoardQuestion, signal: AbortSignal, on: Handlers): Promise<BoardSession> {
  const [
    { openWorkerStream },
    { EventSourceParserStream },
    { SessionSchema },
    { DebateTurnSchema, ProgressEventSchema, ErrorEventSchema },
  ] = await Promise.all([
    import('../../lib/worker-api'),
    import('eventsource-parser/stream'),
    import('./schemas'),
    import('../../../shared/schemas/debate-stream'),
  ])
  const ended = () => new StreamEndedError(signal.aborted ? 'cancelled' : 'dropped')
  let res: Response
  try {
    const body = {
      question: input.question,
      ...(input.facts.length ? { facts: input.facts } : {}),
      ...(input.reading && (input.reading.kind || input.reading.facts?.length) ? { reading: input.reading } : {}),
    }
    res = await openWorkerStream('/api/ai/boardroom', body, signal)
  } catch (error) {
    if (signal.aborted) throw ended()
    throw error
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const data: unknown = JSON.parse(value.data)
      if (value.event === 'turn') on.onTurn(DebateTurnSchema.parse(data))
      else if (value.event === 'progress') on.onProgress(ProgressEventSchema.parse(data).text)
      else if (value.event === 'session') return SessionSchema.parse(data)
      else if (value.event === 'error') {
        const e = ErrorEventSchema.parse(data)
        throw new DataError(e.message, e.error, 502)
      }
    }
  } catch (error) {
    if (error instanceof DataError) throw error
    throw ended()
  } finally {
    reader.releaseLock()
  }
  // The stream closed without its session: the Worker still stores it (worker/api/boardroom-stream.ts).
  throw ended()
}

export type LiveDebate = { turns: DebateTurn[]; progress: string }

/** The boardroom form's stream: start, cancel, and what has arrived so far. */
export function useBoardStream() {
  const client = useQueryClient()
  const controller = useRef<AbortController | null>(null)
  const [live, setLive] = useState<LiveDebate | null>(null)
  const [pending, setPending] = useState(false)
  // Leaving the page ends the stream (the Worker still stores the session).
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (input: BoardQuestion): Promise<BoardSession> => {
      const abort = new AbortController()
      controller.current = abort
      setPending(true)
      setLive({ turns: [], progress: 'The board is gathering the figures…' })
      try {
        const session = await streamBoard(input, abort.signal, {
          onTurn: (turn) => setLive((l) => ({ progress: l?.progress ?? '', turns: [...(l?.turns ?? []), turn] })),
          onProgress: (progress) => setLive((l) => ({ turns: l?.turns ?? [], progress })),
        })
        client.setQueryData(sessionKeys.detail(session.id), session)
        void client.invalidateQueries({ queryKey: sessionKeys.list(session.company_id) })
        setLive(null)
        return session
      } catch (error) {
        // The stored session arrives in the history even when this page did not see it end.
        if (error instanceof StreamEndedError) void client.invalidateQueries({ queryKey: sessionKeys.all })
        throw error
      } finally {
        controller.current = null
        setPending(false)
      }
    },
    [client],
  )
  const cancel = useCallback(() => controller.current?.abort(), [])
  const clear = useCallback(() => setLive(null), [])
  return { start, cancel, clear, live, pending }
}
