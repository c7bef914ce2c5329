// The debate as it streams in: the progress line ("CFO is reviewing the figures…") and
// each turn as it arrives, in the order it happened, until the stored session replaces it with the
// full view (debate-view.tsx). And the clean state of a stream that ended without its session.
import { EXECUTIVES } from '../../../shared/executives'
import type { DebateTurn } from '../../../shared/schemas/debate-stream'
import { Alert, ButtonLink } from '../../ui'
import { StanceBadge } from '../../ui/debate-badges'
import { ReplacedNote } from './debate-view'
import type { LiveDebate, StreamEnd } from './stream'

const ROUND_LABELS: Record<DebateTurn['round'], string> = {
  position: 'Position',
  rebuttal: 'Rebuttal',
  vote: 'Vote',
  decision: 'The CEO’s decision',
}

export function LiveDebateView({ live }: { live: LiveDebate }) {
  return (
    <section aria-labelledby="live-debate-title" className="my-6 max-w-3xl" aria-busy="true">
      <h2 id="live-debate-title">The board is debating</h2>
      <p className="muted" role="status" aria-live="polite" data-testid="debate-progress">
        {live.progress}
      </p>
      <ol className="plain-list grid gap-3" aria-label="Turns so far">
        {live.turns.map((t) => (
          <li key={t.n} className="rounded-card border border-line p-4" data-round={t.round}>
            <p className="mb-1 flex flex-wrap items-center justify-between gap-2 text-sm">
              <strong>{`${EXECUTIVES[t.executive].title} · ${ROUND_LABELS[t.round]}`}</strong>
              <StanceBadge stance={t.stance} />
            </p>
            <p className="m-0">{t.text}</p>
            <ReplacedNote voice={t.voice} />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A stream that ended without its session: what happened, and where the saved session is. */
export function StreamEndNotice({ end }: { end: StreamEnd }) {
  return (
    <Alert tone="info">
      <p className="mb-2">
        {end === 'cancelled'
          ? 'The debate was cancelled. The board still finishes a debate it has started and saves it whole, so it will be in your past debates.'
          : 'The connection dropped; the session was saved — open it in your past debates.'}{' '}
        Your question and figures are still in the form.
      </p>
      <ButtonLink variant="secondary" to="/dashboard/debate">
        Open past debates
      </ButtonLink>
    </Alert>
  )
}
