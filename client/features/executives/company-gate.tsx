// The AI screens read and write the records of the signed-in member's company. Until the profile
// says which company, a skeleton; an account without one is told what the API would answer (409
// no_company) and shown the way to set it up, without a request that can only be refused. A profile
// that could not be read because the server is down is an outage, never "no company".
import type { ReactNode } from 'react'
import { Unreachable } from '../../ui/query-state'
import { NoCompany as NoCompanyState } from '../onboarding/no-company'
import { useAuth } from '../auth/auth-provider'
import { LoadingBlock } from './states'

/** The API's own no_company message (worker/api/ai.ts). */
export const NO_COMPANY_MESSAGE = 'Set up your company first, so the executives have records to work from'

export function NoCompany() {
  return <NoCompanyState>{`${NO_COMPANY_MESSAGE}: once it exists and has a few leads, the executives analyse them here.`}</NoCompanyState>
}

/** The company id of the signed-in member, once known; null without a company. */
export function useCompanyId(): { status: 'loading' } | { status: 'unreachable' } | { status: 'none' } | { status: 'ready'; companyId: string } {
  const { user, loading, profileUnavailable } = useAuth()
  // The stored session alone does not say the company; the profile row does.
  if (user?.company_id) return { status: 'ready', companyId: user.company_id }
  if (loading) return { status: 'loading' }
  return profileUnavailable ? { status: 'unreachable' } : { status: 'none' }
}

export function CompanyGate({ children, label = 'Loading your company…' }: { children(companyId: string): ReactNode; label?: string }) {
  const state = useCompanyId()
  if (state.status === 'loading') return <LoadingBlock label={label} />
  if (state.status === 'unreachable') return <Unreachable what="your company" />
  if (state.status === 'none') return <NoCompany />
  return children(state.companyId)
}
