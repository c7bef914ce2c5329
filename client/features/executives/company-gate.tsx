// The AI screens read and write the records of the signed-in member's company. Until the profile
// says which company, a skeleton; an account without one is told what the API would answer (409
// no_company) and shown the way to set it up, without a request that can only be refused.
import type { ReactNode } from 'react'
import { ButtonLink, EmptyState } from '../../ui'
import { useAuth } from '../auth/auth-provider'
import { LoadingBlock } from './states'

export const COMPANY_SETUP_PATH = '/onboarding/company'
/** The API's own no_company message (worker/api/ai.ts). */
export const NO_COMPANY_MESSAGE = 'Set up your company first, so the executives have records to work from'

export function NoCompany() {
  return (
    <EmptyState title="Set up your company first" action={<ButtonLink to={COMPANY_SETUP_PATH}>Set up your company</ButtonLink>}>
      {`${NO_COMPANY_MESSAGE}. Create your company (or accept an invitation to one) and add a few leads; the executives then analyse them here.`}
    </EmptyState>
  )
}

/** The company id of the signed-in member, once known; null without a company. */
export function useCompanyId(): { status: 'loading' } | { status: 'none' } | { status: 'ready'; companyId: string } {
  const { user, loading } = useAuth()
  // The stored session alone does not say the company; the profile row does.
  if (loading && !user?.company_id) return { status: 'loading' }
  return user?.company_id ? { status: 'ready', companyId: user.company_id } : { status: 'none' }
}

export function CompanyGate({ children, label = 'Loading your company…' }: { children(companyId: string): ReactNode; label?: string }) {
  const state = useCompanyId()
  if (state.status === 'loading') return <LoadingBlock label={label} />
  if (state.status === 'none') return <NoCompany />
  return children(state.companyId)
}
