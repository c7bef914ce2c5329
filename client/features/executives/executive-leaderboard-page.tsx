// /dashboard/executive-leaderboard: executives ranked by how often their stance pointed the way the
// company finally went, over the sessions it decided (the rule: alignment.ts, explained on the page).
import { countOf } from '../../../shared/plural'
import { formatRate } from '../../../shared/metrics'
import { EXECUTIVES } from '../../../shared/executives'
import { ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { useSessions } from '../boardroom/api'
import { decidedCount, scoreExecutives } from './alignment'
import { CompanyGate } from './company-gate'
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
  return (
    <Table caption={`Executives ranked over ${decided} decided ${decided === 1 ? 'session' : 'sessions'}`}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Executive</th>
          <th scope="col" className="text-right">
            Matched the decision
          </th>
          <th scope="col" className="text-right">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {scoreExecutives(sessions.data).map((s) => (
          <tr key={s.executive}>
            <td className="tabular-nums">{s.rank}</td>
            <th scope="row" className="font-normal">
              <Link to={`/dashboard/executives/${s.executive}`}>{`${EXECUTIVES[s.executive].title} · ${EXECUTIVES[s.executive].role}`}</Link>
            </th>
            <td className="text-right tabular-nums">{`${s.matched} of ${s.decided}`}</td>
            <td className="text-right font-semibold tabular-nums">{s.rate === null ? '—' : formatRate(s.rate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export default function ExecutiveLeaderboardPage() {
  return (
    <>
      <PageHeader title="Executive leaderboard" lead="Which executives read your company best: how often each one’s stance matched what your company finally decided." />
      <CompanyGate>{(companyId) => <Scores companyId={companyId} />}</CompanyGate>
      <Section title="How the ranking works" id="rule">
        <ul>
          <li>Only sessions your company adopted or rejected count; open ones do not.</li>
          <li>
            The company <strong>went ahead</strong> when it adopted a recommendation to proceed (with or without conditions), or rejected one to gather data first or not to
            proceed. Otherwise it <strong>held back</strong>.
          </li>
          <li>An executive who supported the question (with or without conditions) pointed ahead; one who opposed it pointed to holding back.</li>
          <li>Their score is the share of decided sessions where they pointed the way the company went; ties go to the one matched more often.</li>
        </ul>
      </Section>
    </>
  )
}
