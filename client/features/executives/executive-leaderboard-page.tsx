// /dashboard/executive-leaderboard: executives ranked by calibration — how well each one's
// first-round confidence foresaw what happened, over the decisions the company reviewed (Brier
// score, shared/decision/calibration.ts) — with how often each one's vote matched the company's
// decision as the second column (alignment.ts). Too few reviews: the page says so and ranks nobody.
import { countOf } from '../../../shared/plural'
import {
  calibrate,
  formatBrier,
  MIN_REVIEWED,
  tooFewReviewed,
  type ReviewedSession,
} from '../../../shared/decision/calibration'
import { formatRate } from '../../../shared/metrics'
import { EXECUTIVES, type ExecutiveId } from '../../../shared/executives'
import { Alert, ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { useSessions } from '../boardroom/api'
import { useReviews } from '../boardroom/reviews-api'
import { decidedCount, scoreExecutives } from './alignment'
import { MembershipGate } from '../../app/membership-gate'
import { LoadError, LoadingBlock } from '../../ui/load-states'

function Scores({ companyId }: { companyId: string }) {
  const sessions = useSessions(companyId)
  const reviews = useReviews(companyId)
  if (sessions.isPending || reviews.isPending) return <LoadingBlock label="Loading reviewed decisions…" lines={5} />
  if (sessions.isError)
    return <LoadError what="the boardroom sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  if (reviews.isError)
    return <LoadError what="the decision reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
  const decided = decidedCount(sessions.data)
  if (decided === 0) {
    return (
      <EmptyState
        title="No decided sessions yet"
        action={
          <ButtonLink to={sessions.data.length > 0 ? '/dashboard/debate' : '/dashboard/ai-boardroom'}>
            {sessions.data.length > 0 ? 'Decide a debate' : 'Ask the board'}
          </ButtonLink>
        }
      >
        {sessions.data.length > 0
          ? `The ranking starts once your company adopts or rejects a decision and reviews how it turned out: ${countOf(sessions.data.length, 'debate is', 'debates are')} still open.`
          : 'The ranking starts once your company has asked the board, decided, and reviewed how the decision turned out.'}
      </EmptyState>
    )
  }
  const reviewed: ReviewedSession[] = sessions.data.flatMap((s) => {
    const verdict = reviews.data.get(s.id)?.verdict
    return verdict && s.outcome !== 'open' ? [{ outcome: s.outcome, verdict, debate: s.debate }] : []
  })
  const board = calibrate(reviewed)
  const agreement = new Map(scoreExecutives(sessions.data).scores.map((s) => [s.executive, s]))
  const title = (id: ExecutiveId) => EXECUTIVES[id].title
  const tooFew = tooFewReviewed(board.reviewed)
  return (
    <>
      {tooFew && (
        <Alert>{`${tooFew}, so nobody is ranked yet: a score on fewer decisions is mostly luck. Record the outcome of a decision when its review is due.`}</Alert>
      )}
      <Table caption={`Executives by calibration over ${countOf(board.reviewed, 'reviewed decision')}`}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Executive</th>
            <th scope="col" className="text-right">
              Brier score
            </th>
            <th scope="col" className="text-right">
              Decisions it rests on
            </th>
            <th scope="col" className="text-right">
              Agreed with the decision
            </th>
          </tr>
        </thead>
        <tbody>
          {board.scores.map((s) => {
            const a = agreement.get(s.executive)!
            return (
              <tr key={s.executive}>
                <td className="tabular-nums">{s.rank ?? '—'}</td>
                <th scope="row" className="font-normal">
                  <Link
                    to={`/dashboard/executives/${s.executive}`}
                  >{`${EXECUTIVES[s.executive].title} · ${EXECUTIVES[s.executive].role}`}</Link>
                  {s.tiedWith.length > 0 && (
                    <span className="muted block text-sm">{`Tied with ${s.tiedWith.map(title).join(', ')}: the same score on as many decisions`}</span>
                  )}
                  {board.ranked && s.rank === null && (
                    <span className="muted block text-sm">{`Too few reviewed decisions with a side taken to rank (${s.scored} of ${MIN_REVIEWED})`}</span>
                  )}
                </th>
                <td className="text-right font-semibold tabular-nums">
                  {s.brier === null ? <span className="muted font-normal">None yet</span> : formatBrier(s.brier)}
                </td>
                <td className="text-right tabular-nums">{s.scored}</td>
                <td className="text-right tabular-nums">
                  {a.sided === 0 ? (
                    <span className="muted">No side taken</span>
                  ) : (
                    `${formatRate(a.rate!)} (${a.agreed} of ${a.sided})`
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </>
  )
}

export default function ExecutiveLeaderboardPage() {
  return (
    <>
      <PageHeader
        title="Executive leaderboard"
        lead="Which executives call your decisions best: how well each one’s confidence foresaw what happened, over the decisions your company reviewed."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <Scores companyId={companyId} />}</MembershipGate>
      <Section title="How the ranking works" id="rule">
        <ul>
          <li>
            In the first round each executive takes a stance with a <strong>confidence</strong>: the probability, from
            50 % to 99 %, that the course it recommends turns out well (supporting: that going ahead works; opposing:
            that it would not).
          </li>
          <li>
            When your company adopts or rejects a decision it sets a review date and a figure to watch; at the review
            the owner or an admin records whether the company’s course <strong>worked</strong>,{' '}
            <strong>did not work</strong> or was <strong>mixed</strong>.
          </li>
          <li>
            Each executive’s forecast that the company’s course works is its confidence when the company went its way,
            and one minus it when the company did not. An executive who needed figures took no side and is not scored on
            that decision.
          </li>
          <li>
            The <strong>Brier score</strong> is the average of (forecast − outcome)², counting worked as 1, mixed as 0.5
            and did not work as 0: 0 is perfect foresight, 0.25 is what always saying 50 % scores. Lower ranks higher.
          </li>
          <li>{`Nobody is ranked until ${MIN_REVIEWED} decisions have been reviewed, and an executive only once it has taken a side on ${MIN_REVIEWED} of them. Equal scores go to the executive scored on more decisions; still equal, they share the rank.`}</li>
          <li>
            “Agreed with the decision” is how often the executive’s final vote pointed the way your company decided,
            over every decision taken, reviewed or not.
          </li>
        </ul>
      </Section>
    </>
  )
}
