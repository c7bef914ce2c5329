// Where an SPA layout shows its page: the route guard (so the session check and the admin refusal
// show inside the layout, with its header and preference controls), an error boundary per page
// (reset on navigation) and a loading state while the page's module arrives.
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { RouteGuard } from '../features/auth/route-guard'
import { ErrorBoundary } from '../features/errors/error-boundary'
import { PageErrorScreen } from '../features/errors/error-screens'
import { PageSkeleton } from '../ui/skeleton'

export function PageOutlet() {
  const { pathname } = useLocation()
  return (
    <RouteGuard>
      <ErrorBoundary key={pathname} fallback={PageErrorScreen}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </RouteGuard>
  )
}
