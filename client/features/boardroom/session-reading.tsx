// A session's "How we read this", correctable, and asking again with the corrected reading in one
// click: the same question and pack go back to the board with the corrections, the new debate streams
// in below, and the new session opens when it is stored. The old session stays as it was.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ReadingCorrections } from '../../../shared/schemas/boardroom'
import { countOf } from '../../../shared/plural'
import { Button } from '../../ui'
import { AiProblem } from '../../ui/load-states'
import type { BoardSession } from './api'
import { LiveDebateView, StreamEndNotice } from './live-debate'
import { correctionCount, correctionsOf, ReadingPanel } from './reading-panel'
import { StreamEndedError, type StreamEnd, useBoardStream } from './stream'

export function SessionReading({ session }: { session: BoardSession }) {
  const reading = session.debate.reading
  const navigate = useNavigate()
  const board = useBoardStream()
  // What the member changes now, over what the session was already asked with.
  const [changes, setChanges] = useState<ReadingCorrections>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [ended, setEnded] = useState<StreamEnd | null>(null)
  if (!reading) return null
  const asked = correctionsOf(reading)
  const count = correctionCount(changes)
  const askAgain = async () => {
    setFailure(null)
    setEnded(null)
    const facts = [...new Map([...(asked.facts ?? []), ...(changes.facts ?? [])].map((f) => [f.index, f])).values()]
    const kind = changes.kind ?? asked.kind
    try {
      const next = await board.start({
        question: session.question,
        facts: session.debate.pack ?? [],
        reading: { ...(kind ? { kind } : {}), ...(facts.length ? { facts } : {}) },
      })
      setChanges({})
      void navigate(`/dashboard/debate?session=${next.id}`)
    } catch (e) {
      board.clear()
      if (e instanceof StreamEndedError) setEnded(e.end)
      else setFailure(e)
    }
  }
  return (
    <div className="card my-6">
      <ReadingPanel reading={reading} corrections={changes} onChange={setChanges} disabled={board.pending} />
      <p className="muted text-sm">
        Change the kind or a figure’s role or period where the board read it wrong, then ask again: the board decides on
        your reading, and this session stays as it was.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={count === 0 || board.pending} onClick={() => void askAgain()}>
          {board.pending
            ? 'The board is debating…'
            : count > 0
              ? `Ask again with ${countOf(count, 'correction')}`
              : 'Ask again with this reading'}
        </Button>
        {board.pending && (
          <Button type="button" variant="secondary" onClick={board.cancel}>
            Cancel
          </Button>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {board.pending ? 'The board is debating your corrected reading…' : ''}
      </p>
      {failure !== null && <AiProblem error={failure} />}
      {ended && <StreamEndNotice end={ended} />}
      {board.live && <LiveDebateView live={board.live} />}
    </div>
  )
}
