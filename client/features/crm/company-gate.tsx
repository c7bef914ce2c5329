// The CRM screens work on the user's company. Until the profile says which, a skeleton; a new
// account without one is shown the way to set it up (onboarding), never an empty table.
import type { ReactNode } from 'react'
import { NoCompany } from '../onboarding/no-company'
import { useActiveCompany, type ActiveCompany } from './api'
import { DetailSkeleton, LoadError } from '../../ui/query-state'

export function CompanyGate({ what, children }: { what: string; children(company: ActiveCompany): ReactNode }) {
  const state = useActiveCompany()
  if (state.status === 'loading') return <DetailSkeleton label={`Loading your ${what}…`} />
  if (state.status === 'none') return <NoCompany>{`Your ${what} belong to your company, and your account is not part of one yet.`}</NoCompany>
  if (state.status === 'error') return <LoadError what="your company" error={state.error} onRetry={state.retry} />
  return children(state.company)
}
