// Screens built on the company's figures: the company first, then GET /api/ai/metrics, with the
// loading and error states; a company with no lead yet is told what to add instead of a wall of
// zeros. No zod here (the dashboard's first screen uses it).
import type { ReactNode } from 'react'
import type { Metrics } from '../../../shared/metrics'
import { ButtonLink, EmptyState } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { LoadError, TilesSkeleton } from '../../ui/load-states'
import { useMetrics } from './api'

export function NoLeadsYet({ what }: { what: string }) {
  return (
    <EmptyState title="No leads yet" action={<ButtonLink to="/dashboard/leads">Add your first lead</ButtonLink>}>
      {`${what} come from your company’s own leads and campaigns, and none has been recorded yet. Add leads (and mark them won or lost as deals close) and the figures appear here.`}
    </EmptyState>
  )
}

function MetricsLoader({
  companyId,
  label,
  children,
}: {
  companyId: string
  label: string
  children(metrics: Metrics, companyId: string): ReactNode
}) {
  const metrics = useMetrics(companyId)
  if (metrics.isPending) return <TilesSkeleton label={label} />
  if (metrics.isError)
    return <LoadError what="your figures" error={metrics.error} onRetry={() => void metrics.refetch()} />
  return children(metrics.data, companyId)
}

export function MetricsGate({
  label = 'Loading your figures…',
  children,
}: {
  label?: string
  children(metrics: Metrics, companyId: string): ReactNode
}) {
  return (
    <MembershipGate>
      {(m) => (
        <MetricsLoader companyId={m.company.id} label={label}>
          {children}
        </MetricsLoader>
      )}
    </MembershipGate>
  )
}
