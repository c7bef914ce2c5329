// Where an SPA layout shows its page: an error boundary per page (reset on navigation) and a
// loading state while the page's module arrives.
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../features/errors/error-screen'
import { PageSkeleton } from '../ui/skeleton'

export function PageOutlet() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary key={pathname}>
      <Suspense
        fallback={<PageSkeleton />}
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )
}
