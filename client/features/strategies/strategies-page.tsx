// /dashboard/strategies: the strategies the executives wrote for the company, newest first.
import { countOf } from '../../../shared/plural'
import { Plus } from 'lucide-react'
import { STRATEGY_FOCUS_LABELS } from '../../../shared/schemas/boardroom'
import { ButtonLink, EmptyState, Link, PageHeader, Table } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { formatDate } from '../../lib/format-date'
import { LoadError, LoadingBlock } from '../../ui/load-states'
import { useStrategies } from './api'
import { StrategyStatusBadge } from './badges'

const NewStrategy = () => (
  <ButtonLink to="/dashboard/strategy-generator">
    <Plus aria-hidden="true" size={18} /> Generate a strategy
  </ButtonLink>
)

function StrategyList({ companyId }: { companyId: string }) {
  const strategies = useStrategies(companyId)
  if (strategies.isPending) return <LoadingBlock label="Loading strategies…" lines={6} />
  if (strategies.isError)
    return <LoadError what="your strategies" error={strategies.error} onRetry={() => void strategies.refetch()} />
  if (strategies.data.length === 0) {
    return (
      <EmptyState title="No strategies yet" action={<NewStrategy />}>
        Give the executives a goal and a focus; they write a plan from your own figures, with targets, owners and risks.
      </EmptyState>
    )
  }
  return (
    <>
      <div className="my-4">
        <NewStrategy />
      </div>
      <Table caption={`${countOf(strategies.data.length, 'strategy', 'strategies')}, newest first`}>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Focus</th>
            <th scope="col">Horizon</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {strategies.data.map((s) => (
            <tr key={s.id}>
              <td className="min-w-[12rem]">
                <Link to={`/dashboard/strategy/${s.id}`} className="font-semibold">
                  {s.title}
                </Link>
              </td>
              <td>{STRATEGY_FOCUS_LABELS[s.focus]}</td>
              <td className="whitespace-nowrap">{countOf(s.horizon_days, 'day')}</td>
              <td>
                <StrategyStatusBadge status={s.status} />
              </td>
              <td className="whitespace-nowrap">{formatDate(s.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  )
}

export default function StrategiesPage() {
  return (
    <>
      <PageHeader
        title="Strategies"
        lead="The plans your executives wrote for your goals, and which ones your company adopted."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <StrategyList companyId={companyId} />}</MembershipGate>
    </>
  )
}
