// spec §4, §6 route guard (UX only: Postgres RLS refuses the data anyway). A guarded route without a
// user goes to /login with the origin remembered (and, for /admin and /compliance, the notice
// 'You need to be logged in to access this area'); repeated attempts are logged. The origin is kept
// whole, a redirect notice code included, so an alias's notice shows after the sign-in detour
// (client/app/redirect-notice.ts). A signed-in user who is not an admin is refused on admin routes
// with a clear message.
import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ADMIN_REQUIRED_MESSAGE } from '../../../shared/constants'
import { loginUrl } from '../../../shared/redirects'
import { matchRoute } from '../../../shared/routes'
import { trackRouteAccess } from '../../app/analytics'
import { BackActions } from '../../app/back-link'
import { logger } from '../../lib/logger'
import { EmptyState, PageHeader } from '../../ui'
import { PageSkeleton } from '../../ui/skeleton'
import { useAuth } from './auth-provider'

const ATTEMPTS_KEY = 'boardroom-ai.guard-attempts'

function recordAttempt(path: string): number {
  try {
    const attempts = JSON.parse(sessionStorage.getItem(ATTEMPTS_KEY) ?? '{}') as Record<string, number>
    attempts[path] = (attempts[path] ?? 0) + 1
    sessionStorage.setItem(ATTEMPTS_KEY, JSON.stringify(attempts))
    return attempts[path]
  } catch {
    return 1
  }
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  const route = matchRoute(pathname)
  const { user, initialized, signingOut } = useAuth()
  // After an explicit sign-out the page goes to /login itself, without a return path.
  const mustSignIn = initialized && !user && !signingOut && route !== undefined && route.guard !== 'none'
  const notAdmin = initialized && user !== null && route?.guard === 'admin' && !user.app_metadata.is_admin

  // spec §7 route-access event (sent only with analytics consent).
  useEffect(() => {
    if (!initialized || !route || route.guard === 'none') return
    trackRouteAccess(
      pathname,
      !mustSignIn && !notAdmin,
      mustSignIn ? 'not-signed-in' : notAdmin ? 'not-admin' : 'signed-in',
    )
  }, [initialized, route, pathname, mustSignIn, notAdmin])

  useEffect(() => {
    if (!mustSignIn) return
    const attempts = recordAttempt(pathname)
    if (attempts > 1)
      logger.warn('Repeated attempt to open a restricted area without signing in', { path: pathname, attempts })
    const restricted = /^\/(admin|compliance)(\/|$)/i.test(pathname)
    window.location.replace(loginUrl(`${pathname}${search}`, restricted ? 'login-required' : undefined))
  }, [mustSignIn, pathname, search])

  if (!route || route.guard === 'none') return children
  if (!initialized || !user) return <PageSkeleton label="Checking your session…" />
  if (notAdmin) {
    // Shown inside the area's layout (client/app/page-outlet.tsx), which provides <main>.
    return (
      <>
        <PageHeader title="Admins only" lead={ADMIN_REQUIRED_MESSAGE} />
        <EmptyState
          title="You are signed in without admin rights"
          action={<BackActions to="/dashboard" label="Back to your dashboard" />}
        >
          {`Signed in as ${user.email}.`}
        </EmptyState>
      </>
    )
  }
  return children
}
