// The one error boundary of the client (react-error-boundary), with the screen to show as its
// fallback: ApplicationErrorScreen around a whole app, PageErrorScreen around one page. What it
// catches goes to the logger, which reports errors to /api/log in production.
import type { ComponentType, ReactNode } from 'react'
import { ErrorBoundary as Boundary } from 'react-error-boundary'
import { logger } from '../../lib/logger'

export function ErrorBoundary({
  fallback: Fallback,
  children,
}: {
  fallback: ComponentType<{ error: unknown }>
  children: ReactNode
}) {
  return (
    <Boundary
      fallbackRender={({ error }) => <Fallback error={error} />}
      onError={(error, info) => logger.error(`Render error: ${describe(error)}`, withStack(error, info.componentStack))}
    >
      {children}
    </Boundary>
  )
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

// The logger reports `stack`; React's component stack says which component failed.
const withStack = (error: unknown, componentStack?: string | null) => ({
  stack: error instanceof Error ? `${error.stack ?? ''}\nComponent stack:${componentStack ?? ''}` : undefined,
})
