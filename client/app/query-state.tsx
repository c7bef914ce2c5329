// A screen part that needs a query's data: a skeleton while it loads, the failure with a way to
// try again (or, when the server cannot be reached, that it is retrying by itself), then the
// content. The skeleton is announced once ("Loading …").
import type { ReactNode } from 'react'
import { errorMessage, isUnreachable, OUTAGE_MESSAGE } from '../lib/data-errors'
import { Alert, Button } from '../ui'
import { Skeleton } from '../ui/skeleton'

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch(): unknown }

/**
 * The server cannot be reached (an outage, not an empty account): said at once, and announced. The
 * queries behind the screen retry on their own (app/query-client.ts), so it clears by itself;
 * `onRetry` lets the user try at once.
 */
export function Unreachable({ what, onRetry }: { what: string; onRetry?(): void }) {
  return (
    <Alert tone="warning">
      <p className={onRetry ? 'mb-2' : 'm-0'}>
        <strong>{`${OUTAGE_MESSAGE}.`}</strong> {`We will show ${what} as soon as it answers.`}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try now
        </Button>
      )}
    </Alert>
  )
}

export function Loaded<T>({ query, what, children }: { query: QueryLike<T>; what: string; children(data: T): ReactNode }) {
  if (query.isError && isUnreachable(query.error)) return <Unreachable what={what} onRetry={() => void query.refetch()} />
  if (query.isError)
    return (
      <Alert tone="error">
        {`We could not load ${what}: ${errorMessage(query.error)}`}{' '}
        <Button variant="secondary" className="ml-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  if (query.isPending || query.data === undefined)
    return (
      <div role="status" className="grid gap-3 py-2">
        <span className="visually-hidden">{`Loading ${what}…`}</span>
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-10 w-2/3 max-w-sm" />
      </div>
    )
  return <>{children(query.data)}</>
}
