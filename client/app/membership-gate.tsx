// The one gate for screens that work on the caller's company: a skeleton while the membership
// loads, the outage or the failure with a way to try again, and for an account without a company
// the way to set one up (onboarding) — never an empty table nor a request the API can only refuse.
import { useRef, type ReactNode } from 'react'
import { NoCompany } from '../ui/no-company'
import { useAuth } from '../features/auth/auth-provider'
import { useMembership, type Membership } from '../lib/membership'
import { isUnreachable } from '../lib/errors'
import { Loaded, Unreachable } from '../ui/query-state'

/** The API's own no_company message (worker/api/ai.ts). */
export const NO_COMPANY_MESSAGE = 'Set up your company first, so the executives have records to work from'

/** `noCompany`: what this screen would show, said to an account without a company. */
export function MembershipGate({
  noCompany = `${NO_COMPANY_MESSAGE}: once it exists and has a few leads, the executives analyse them here.`,
  children,
}: {
  noCompany?: string
  children(membership: Membership): ReactNode
}) {
  const membership = useMembership()
  const admin = useAuth().user?.app_metadata.is_admin === true
  // An outage is said as such (never "no company") and clears by itself: the query retries on its
  // own. A retry of a query that never answered starts as "pending", so the outage is remembered
  // until an answer comes, instead of flashing back to a skeleton at each attempt.
  const outage = useRef(false)
  if (membership.data !== undefined) outage.current = false
  else if (isUnreachable(membership.error) || isUnreachable(membership.failureReason)) outage.current = true
  else if (!membership.isFetching) outage.current = false
  if (outage.current) return <Unreachable what="your company" />
  return (
    <Loaded query={membership} what="your company">
      {(m) => (m ? children(m) : <NoCompany admin={admin}>{noCompany}</NoCompany>)}
    </Loaded>
  )
}
