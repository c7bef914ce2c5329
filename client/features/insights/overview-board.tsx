// The dashboard's board section (its own chunk: it needs zod and the boardroom's labels): the CEO's
// brief headline today, the decision reviews that are due, and the latest boardroom sessions with
// their decisions.
import { EXECUTIVES } from '../../../shared/executives'
import { ButtonLink, EmptyState, Link, Table, TableHead } from '../../ui'
import { useSessions } from '../boardroom/api'
import { SessionCells } from '../../ui/debate-badges'
import { formatDate, formatDay } from '../../lib/format-date'
import { utcDay } from '../../../shared/schemas/decision-review'
import { useReviews } from '../boardroom/reviews-api'
import { EngineNote, LoadError, LoadingBlock } from '../../ui/load-states'
import { useBriefs } from './api'
import { dueLabel, reviewsDue } from './due-reviews'
import { countOf } from '../../../shared/plural'

const LATEST = 5

function CeoHeadline({ companyId }: { companyId: string }) {
  const briefs = useBriefs(companyId)
  if (briefs.isPending) return <LoadingBlock label="Loading the CEO’s brief…" lines={2} />
  if (briefs.isError)
    return <LoadError what="the CEO’s brief" error={briefs.error} onRetry={() => void briefs.refetch()} />
  const ceo = briefs.data.briefs.find((b) => b.executive === 'ceo')
  if (!ceo) return <p className="muted">The CEO has no brief today.</p>
  return (
    <div className="card border-l-4 border-l-accent">
      <p className="muted mb-1 text-sm font-semibold">{`${EXECUTIVES.ceo.title} · ${EXECUTIVES.ceo.role}`}</p>
      <p className="text-lg font-semibold">{ceo.headline}</p>
      <EngineNote info={briefs.data} />
      <Link to="/dashboard/executives/ceo">The CEO’s full brief</Link>
    </div>
  )
}

function LatestDecisions({ companyId }: { companyId: string }) {
  const sessions = useSessions(companyId)
  if (sessions.isPending) return <LoadingBlock label="Loading the latest decisions…" lines={3} />
  if (sessions.isError)
    return <LoadError what="the latest decisions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  if (sessions.data.length === 0) {
    return (
      <EmptyState
        title="The board has not met yet"
        action={<ButtonLink to="/dashboard/ai-boardroom">Ask the board a question</ButtonLink>}
      >
        Put a decision you are weighing to your executives: they debate it from your figures and the CEO decides.
      </EmptyState>
    )
  }
  return (
    <>
      <Table caption={`The ${Math.min(LATEST, sessions.data.length)} latest boardroom sessions`} hideCaption>
        <TableHead columns={['Question', 'Decision', 'Outcome', 'Asked']} />
        <tbody>
          {sessions.data.slice(0, LATEST).map((s) => (
            <tr key={s.id}>
              <SessionCells
                id={s.id}
                question={s.question}
                recommendation={s.debate.decision.recommendation}
                outcome={s.outcome}
                questionClass="min-w-[12rem]"
              />
              <td className="whitespace-nowrap">{formatDate(s.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <Link to="/dashboard/decisions">The decisions log</Link>
      </p>
    </>
  )
}

/** Planned reviews due today or earlier and not yet recorded, oldest first, with a link to record each. */
function DueReviews({ companyId }: { companyId: string }) {
  const reviews = useReviews(companyId)
  const sessions = useSessions(companyId)
  if (reviews.isPending || sessions.isPending) return <LoadingBlock label="Loading the reviews due…" lines={2} />
  if (reviews.isError)
    return <LoadError what="the reviews due" error={reviews.error} onRetry={() => void reviews.refetch()} />
  if (sessions.isError)
    return <LoadError what="the reviews due" error={sessions.error} onRetry={() => void sessions.refetch()} />
  const today = utcDay()
  const questions = new Map(sessions.data.map((s) => [s.id, s.question]))
  const { due, next } = reviewsDue(reviews.data.values(), today)
  if (due.length === 0 && !next) return null
  return (
    <section aria-labelledby="overview-reviews" className="section">
      <h2 id="overview-reviews">Decision reviews due</h2>
      {due.length === 0 && next ? (
        <p className="muted">{`No review is due. The next: “${questions.get(next.session_id) ?? 'a decision'}” on ${formatDay(next.due_on)}.`}</p>
      ) : (
        <Table caption={`${countOf(due.length, 'decision review is', 'decision reviews are')} due`}>
          <thead>
            <tr>
              <th scope="col">Decision</th>
              <th scope="col">Figure to watch</th>
              <th scope="col">Due</th>
              <th scope="col">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {due.map((r) => (
              <tr key={r.session_id}>
                <td className="min-w-[12rem]">{questions.get(r.session_id) ?? 'A decision'}</td>
                <td>{r.watch_label}</td>
                <td className="whitespace-nowrap">{`${formatDay(r.due_on)} (${dueLabel(r.due_on, today)})`}</td>
                <td>
                  <Link
                    to={`/dashboard/debate?session=${r.session_id}#review`}
                    aria-label={`Record the outcome of “${questions.get(r.session_id) ?? 'the decision'}”`}
                  >
                    Record the outcome
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  )
}

export default function OverviewBoard({ companyId }: { companyId: string }) {
  return (
    <>
      <DueReviews companyId={companyId} />
      <section aria-labelledby="overview-ceo" className="section">
        <h2 id="overview-ceo">The CEO’s view today</h2>
        <CeoHeadline companyId={companyId} />
      </section>
      <section aria-labelledby="overview-decisions" className="section">
        <h2 id="overview-decisions">Latest boardroom decisions</h2>
        <LatestDecisions companyId={companyId} />
      </section>
    </>
  )
}
