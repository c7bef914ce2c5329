// The SPA router's error elements (a route that fails to load or render never reaches a React
// boundary): the root route shows the global 'Application Error' screen, every page route the
// generic 'Something went wrong' inside its layout. Both report to the logger.
import { useEffect, useMemo } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { logger } from '../../lib/logger'
import { ApplicationErrorScreen, PageErrorScreen } from './error-screens'

function useRouteFailure(where: string): unknown {
  const error = useRouteError()
  // One failure per error (a route error response becomes an Error once), so it is logged once.
  const failure = useMemo(
    () => (isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error),
    [error],
  )
  useEffect(() => {
    logger.error(`${where} route error: ${failure instanceof Error ? failure.message : String(failure)}`, failure)
  }, [where, failure])
  return failure
}

export function RouteErrorBoundary() {
  return <PageErrorScreen error={useRouteFailure('Page')} />
}

export function RootRouteErrorBoundary() {
  return <ApplicationErrorScreen error={useRouteFailure('Root')} />
}
