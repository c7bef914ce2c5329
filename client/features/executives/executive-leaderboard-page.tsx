// /dashboard/executive-leaderboard: executives ranked by how often their final vote pointed the way the
// company finally went, over the sessions it decided, with why executives tie and who has too few
// decisions to rank (the rule: alignment.ts, explained on the page).
import { countOf } from '../../../shared/plural'
import { formatRate } from '../../../shared/metrics'
import { EXECUTIVES, type ExecutiveId } from '../../../shared/executives'
import { Alert, ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { useSessions } from '../boardroom/api'
import { decidedCount, MIN_SIDED, scoreExecutives } from './alignment'
import { MembershipGate } from '../../app/membership-gate'
import { LoadError, LoadingBlock } from './states'

function Scores({ companyId }: { companyId: string }) {
  const sessions = useSessions(companyId)
  if (sessions.isPending) return <LoadingBlock label="Loading decided sessions…" lines={5} />
  if (sessions.isError) return <LoadError what="the boardroom sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  const decided = decidedCount(sessions.data)
  if (decided === 0) {
    return (
      <EmptyState title="No decided sessions yet" action={<ButtonLink to={sessions.data.length > 0 ? '/dashboard/debate' : '/dashboard/ai-boardroom'}>{sessions.data.length > 0 ? 'Decide a debate' : 'Ask the board'}</ButtonLink>}>
        {sessions.data.length > 0
          ? `The ranking starts once your company adopts or rejects a decision: ${countOf(sessions.data.length, 'debate is', 'debates are')} still open.`
          : 'The ranking starts once your company has asked the board and adopted or rejected its decision.'}
      </EmptyState>
    )
  }
  const board = scoreExecutives(sessions.data)
  const title = (id: ExecutiveId) => EXECUTIVES[id].title
  const ranked = board.scores.filter((s) => s.rank !== null)
  return (
    <>
      {ranked.length === 0 ? (
        <Alert>{`Too few decisions to rank: an executive is ranked once it has taken a side on ${MIN_SIDED} decided sessions, and none has yet (${countOf(decided, 'decided session')} so far).`}</Alert>
      ) : board.unanimous === board.decided ? (
        <Alert>
          {`In ${decided === 1 ? 'the one decided session' : `all ${decided} decided sessions`} every executive who took a side took the same one, so the board cannot be told apart: each agreed with your company exactly as often as the others. The ranking separates them once the board splits on a decision.`}
        </Alert>
      ) : board.unanimous > 0 ? (
        <p className="muted">{`${board.unanimous} of ${countOf(decided, 'decided session')} ${board.unanimous === 1 ? 'was' : 'were'} unanimous; only the sessions where the board split separate the executives.`}</p>
      ) : null}
      <Table caption={`Executives ranked over ${countOf(decided, 'decided session')}`}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Executive</th>
            <th scope="col" className="text-right">
              Agreed with the decision
            </th>
            <th scope="col" className="text-right">
              Needs figures
            </th>
            <th scope="col" className="text-right">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {board.scores.map((s) => (
            <tr key={s.executive}>
              <td className="tabular-nums">{s.rank ?? '—'}</td>
              <th scope="row" className="font-normal">
                <Link to={`/dashboard/executives/${s.executive}`}>{`${EXECUTIVES[s.executive].title} · ${EXECUTIVES[s.executive].role}`}</Link>
                {s.tiedWith.length > 0 && <span className="muted block text-sm">{`Tied with ${s.tiedWith.map(title).join(', ')}: the same share on as many decisions`}</span>}
              </th>
              <td className="text-right tabular-nums">{`${s.agreed} of ${countOf(s.sided, 'side taken', 'sides taken')}`}</td>
              <td className="text-right tabular-nums">{s.abstained}</td>
              <td className="text-right font-semibold tabular-nums">
                {s.rank === null ? <span className="muted font-normal">{`Too few decisions to rank (${s.sided} of ${MIN_SIDED})`}</span> : formatRate(s.rate!)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  )
}

export default function ExecutiveLeaderboardPage() {
  return (
    <>
      <PageHeader title="Executive leaderboard" lead="Which executives read your company best: how often each one’s final vote matched what your company finally decided." />
      <MembershipGate>{({ company: { id: companyId } }) => <Scores companyId={companyId} />}</MembershipGate>
      <Section title="How the ranking works" id="rule">
        <ul>
          <li>Only sessions your company adopted or rejected count; open ones do not.</li>
          <li>
            The company <strong>went ahead</strong> when it adopted a recommendation to proceed (with or without conditions), or rejected one to gather data first or not to
            proceed. Otherwise it <strong>held back</strong>.
          </li>
          <li>
            Each executive’s call is its final vote (for sessions from before the board voted, its first-round position). Supporting (with or without conditions) points
            ahead; opposing points to holding back. “Needs figures” takes no side: that session has no call to score, and it is not counted as agreement.
          </li>
          <li>The score is the share of the decisions an executive took a side on where that side was the way the company went.</li>
          <li>Equal shares go to the executive who took a side on more decisions; executives still level share the rank, and the table says so.</li>
          <li>{`An executive is ranked once it has taken a side on ${MIN_SIDED} decided sessions; before that it is listed as too few decisions to rank.`}</li>
        </ul>
      </Section>
    </>
  )
}
