// Where an SPA layout shows its page: an error boundary per page (reset on navigation) and a
// loading state while the page's module arrives.
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorBoundary } from '../features/errors/error-screen'

export function PageOutlet() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary key={pathname}>
      <Suspense
        fallback={
          <p className="page-width muted" role="status">
            Loading…
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )
}
