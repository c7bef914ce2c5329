// /dashboard/debate: every boardroom session, newest first; ?session=<id> shows one in full.
import { countOf } from '../../../shared/plural'
import { useSearchParams } from 'react-router'
import { isRowId } from '../../../shared/schemas/crm'
import { TOPIC_LABELS } from '../../../shared/schemas/boardroom'
import { ButtonLink, EmptyState, Link, PageHeader, Table, TableHead } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { formatDate } from '../../lib/format-date'
import { LoadError, LoadingBlock } from '../../ui/load-states'
import { useSession, useSessionSummaries } from './api'
import { OutcomeBadge, RecommendationBadge } from '../../ui/debate-badges'
import { DebateView } from './debate-view'

export const AskTheBoard = () => <ButtonLink to="/dashboard/ai-boardroom">Ask the board</ButtonLink>

function SessionList({ companyId }: { companyId: string }) {
  const sessions = useSessionSummaries(companyId)
  if (sessions.isPending) return <LoadingBlock label="Loading past debates…" lines={6} />
  if (sessions.isError)
    return <LoadError what="past debates" error={sessions.error} onRetry={() => void sessions.refetch()} />
  if (sessions.data.length === 0) {
    return (
      <EmptyState title="No debates yet" action={<AskTheBoard />}>
        Every question you put to the board is kept here with the executives’ positions, the decision and what your
        company did with it.
      </EmptyState>
    )
  }
  return (
    <Table caption={`${countOf(sessions.data.length, 'debate')}, newest first`}>
      <TableHead columns={['Question', 'Topic', 'Recommendation', 'Outcome', 'Asked']} />
      <tbody>
        {sessions.data.map((s) => (
          <tr key={s.id}>
            <td className="min-w-[14rem]">
              <Link to={`/dashboard/debate?session=${s.id}`}>{s.question}</Link>
            </td>
            <td>{TOPIC_LABELS[s.topic]}</td>
            <td>
              <RecommendationBadge recommendation={s.recommendation} />
            </td>
            <td>
              <OutcomeBadge outcome={s.outcome} />
            </td>
            <td className="whitespace-nowrap">{formatDate(s.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function SessionDetail({ id }: { id: string }) {
  const session = useSession(id)
  if (session.isPending) return <LoadingBlock label="Loading the debate…" />
  if (session.isError)
    return <LoadError what="the debate" error={session.error} onRetry={() => void session.refetch()} />
  if (!session.data) return <SessionNotFound />
  return <DebateView session={session.data} focus />
}

function SessionNotFound() {
  return (
    <EmptyState
      title="Debate not found"
      action={
        <ButtonLink to="/dashboard/debate" variant="secondary">
          All debates
        </ButtonLink>
      }
    >
      There is no debate with this link in your company. It may have been deleted, or the link is incomplete.
    </EmptyState>
  )
}

export default function DebateHistoryPage() {
  const [params] = useSearchParams()
  const selected = params.get('session')
  return (
    <>
      <PageHeader
        title="Executive debate"
        lead="Every question put to the board: how each executive argued, what the CEO decided and what your company did."
      />
      <MembershipGate>
        {({ company: { id: companyId } }) =>
          selected === null ? (
            <SessionList companyId={companyId} />
          ) : (
            <>
              <p>
                <Link to="/dashboard/debate">← All debates</Link>
              </p>
              {isRowId(selected) ? <SessionDetail key={selected} id={selected} /> : <SessionNotFound />}
            </>
          )
        }
      </MembershipGate>
    </>
  )
}
