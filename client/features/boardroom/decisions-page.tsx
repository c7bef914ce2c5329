// /dashboard/decisions: the decisions log — every session the company adopted or rejected, who
// decided and when, with their note; filtered by outcome (kept in the address).
import { countOf } from '../../../shared/plural'
import { useSearchParams } from 'react-router'
import { Button, EmptyState, PageHeader, Select, Table, TableHead } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { formatDateTime } from '../../lib/format-date'
import { LoadError, LoadingBlock } from '../../ui/load-states'
import { useSessions, type BoardSession } from './api'
import { SessionCells } from '../../ui/debate-badges'
import { AskTheBoard } from './debate-history-page'
import { useDeciderName } from './outcome-panel'

const FILTERS = [
  { value: '', label: 'Adopted and rejected' },
  { value: 'adopted', label: 'Adopted only' },
  { value: 'rejected', label: 'Rejected only' },
] as const
type Filter = '' | 'adopted' | 'rejected'

function DecidedBy({ session }: { session: BoardSession }) {
  const who = useDeciderName(session)
  return <>{who === 'you' ? 'You' : who.charAt(0).toUpperCase() + who.slice(1)}</>
}

function DecisionLog({ companyId, filter, onClear }: { companyId: string; filter: Filter; onClear(): void }) {
  const sessions = useSessions(companyId)
  if (sessions.isPending) return <LoadingBlock label="Loading decisions…" lines={6} />
  if (sessions.isError)
    return <LoadError what="the decisions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  const decided = sessions.data.filter((s) => s.outcome !== 'open')
  const shown = decided
    .filter((s) => !filter || s.outcome === filter)
    .sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''))
  if (decided.length === 0) {
    return (
      <EmptyState title="No decisions yet" action={<AskTheBoard />}>
        {sessions.data.length > 0
          ? `${countOf(sessions.data.length, 'debate is', 'debates are')} waiting for your company’s decision: open one in the debate history and adopt or reject it.`
          : 'Ask the board a question, then adopt or reject its decision: each one is logged here with who decided and why.'}
      </EmptyState>
    )
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        title={`No ${filter} decisions`}
        action={
          <Button variant="secondary" onClick={onClear}>
            Show every decision
          </Button>
        }
      />
    )
  }
  return (
    <Table caption={`${countOf(shown.length, 'decision')}, latest first`}>
      <TableHead columns={['Question', 'Recommendation', 'Outcome', 'Decided by', 'When', 'Note']} />
      <tbody>
        {shown.map((s) => (
          <tr key={s.id}>
            <SessionCells
              id={s.id}
              question={s.question}
              recommendation={s.debate.decision.recommendation}
              outcome={s.outcome}
            />
            <td>
              <DecidedBy session={s} />
            </td>
            <td className="whitespace-nowrap">{s.decided_at ? formatDateTime(s.decided_at) : '—'}</td>
            <td className="min-w-[10rem]">{s.outcome_note || <span className="muted">No note</span>}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export default function DecisionsPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('outcome') ?? ''
  const filter: Filter = raw === 'adopted' || raw === 'rejected' ? raw : ''
  return (
    <>
      <PageHeader
        title="Decisions"
        lead="What your company decided on the board’s recommendations: who decided, when and why."
      />
      <MembershipGate>
        {({ company: { id: companyId } }) => (
          <>
            <div className="my-4">
              <Select
                compact
                id="decision-filter"
                label="Filter by outcome"
                options={FILTERS}
                value={filter}
                onChange={(e) => setParams(e.currentTarget.value ? { outcome: e.currentTarget.value } : {})}
              />
            </div>
            <DecisionLog companyId={companyId} filter={filter} onClear={() => setParams({})} />
          </>
        )}
      </MembershipGate>
    </>
  )
}
