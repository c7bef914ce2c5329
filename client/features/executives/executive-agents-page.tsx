// /dashboard/executive-agents: what each executive is working on — the actions assigned to them in
// boardroom decisions the company adopted, and their initiatives in adopted strategies.
import { EXECUTIVE_IDS, EXECUTIVES } from '../../../shared/executives'
import { ButtonLink, EmptyState, Link, PageHeader } from '../../ui'
import { useSessions } from '../boardroom/api'
import { useStrategies } from '../strategies/api'
import { MembershipGate } from '../../app/membership-gate'
import { formatDate } from '../../lib/format-date'
import { LoadError, LoadingBlock } from '../../ui/load-states'
import { workByExecutive } from './workload'
import { countOf } from '../../../shared/plural'
import { keyed } from '../../lib/keyed'

function Workload({ companyId }: { companyId: string }) {
  const sessions = useSessions(companyId)
  const strategies = useStrategies(companyId)
  if (sessions.isPending || strategies.isPending)
    return <LoadingBlock label="Loading what the executives are working on…" lines={6} />
  if (sessions.isError)
    return <LoadError what="the boardroom decisions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  if (strategies.isError)
    return <LoadError what="the strategies" error={strategies.error} onRetry={() => void strategies.refetch()} />
  const work = workByExecutive(sessions.data, strategies.data)
  const total = EXECUTIVE_IDS.reduce((n, id) => n + work[id].length, 0)
  if (total === 0) {
    return (
      <EmptyState
        title="Nothing adopted yet"
        action={
          <div className="actions actions-center">
            <ButtonLink to="/dashboard/ai-boardroom">Ask the board</ButtonLink>
            <ButtonLink to="/dashboard/strategy-generator" variant="secondary">
              Generate a strategy
            </ButtonLink>
          </div>
        }
      >
        The executives take on work when your company adopts a boardroom decision (its actions) or a strategy (its
        initiatives).
      </EmptyState>
    )
  }
  return (
    <ul className="plain-list grid grid-cols-1 gap-4 xl:grid-cols-2">
      {EXECUTIVE_IDS.map((id) => (
        <li key={id} className="card">
          <h2 className="mb-1 text-xl">
            <Link to={`/dashboard/executives/${id}`}>{EXECUTIVES[id].title}</Link>{' '}
            <span className="muted text-base font-normal">{EXECUTIVES[id].role}</span>
          </h2>
          <p className="muted text-sm">
            {work[id].length === 0
              ? 'Nothing assigned from adopted decisions or strategies.'
              : countOf(work[id].length, 'open item')}
          </p>
          {work[id].length > 0 && (
            <ul className="grid gap-2">
              {keyed(work[id], (w) => w.text).map(({ key, item: w }) => (
                <li key={key}>
                  <span>{w.text}</span> <span className="muted whitespace-nowrap">({w.due})</span>
                  <br />
                  <span className="muted text-sm">
                    {w.kind === 'decision' ? 'From the decision on ' : 'From the strategy '}
                    <Link
                      to={
                        w.kind === 'decision'
                          ? `/dashboard/debate?session=${w.sourceId}`
                          : `/dashboard/strategy/${w.sourceId}`
                      }
                    >
                      {w.source}
                    </Link>
                    {`, adopted ${formatDate(w.since)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export default function ExecutiveAgentsPage() {
  return (
    <>
      <PageHeader
        title="Executive agents"
        lead="What each executive is working on: the actions from boardroom decisions and the initiatives from strategies your company adopted."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <Workload companyId={companyId} />}</MembershipGate>
    </>
  )
}
