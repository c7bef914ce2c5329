// The SPA router's error element: the same screen as every other error boundary.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorScreen, errorMessage } from './error-screen'

export function RouteErrorBoundary() {
  const error = useRouteError()
  return <ErrorScreen message={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error)} />
}
