// The states of a screen part that needs data, for every screen: a skeleton while it loads
// (announced once, "Loading …"), a failed load (what could not be loaded, why, and a retry), an
// outage (the server can't be reached; the queries retry by themselves), a record that does not
// exist (or is not yours: RLS hides it the same way) and the pager of long lists. The words come
// from client/lib/errors.ts.
import type { ReactNode } from 'react'
import { countOf, plural } from '../../shared/plural'
import { errorMessage, isUnreachable, OUTAGE_MESSAGE } from '../lib/errors'
import { Alert, Button, ButtonLink, EmptyState } from './index'
import { Skeleton } from './skeleton'

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

export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: QueryLike<T>
  what: string
  children(data: T): ReactNode
}) {
  if (query.isError && isUnreachable(query.error))
    return <Unreachable what={what} onRetry={() => void query.refetch()} />
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
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

export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="my-4">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="mb-3 h-9 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position alone
        <Skeleton key={i} className="mb-2 h-7 w-full" />
      ))}
    </div>
  )
}

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="my-6">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="mb-6 h-10 w-2/3 max-w-md" />
      <Skeleton className="mb-3 h-5 w-full max-w-2xl" />
      <Skeleton className="mb-3 h-5 w-5/6 max-w-xl" />
      <Skeleton className="h-40 w-full max-w-2xl" />
    </div>
  )
}

/**
 * A load that failed: what could not be loaded and why, and a button that tries again (`action`
 * replaces it, e.g. the way to set up a company); an outage, that the screen is retrying.
 */
export function LoadError({
  what,
  error,
  onRetry,
  action,
}: {
  what: string
  error: unknown
  onRetry(): void
  action?: ReactNode
}) {
  if (isUnreachable(error)) return <Unreachable what={what} onRetry={onRetry} />
  return (
    <Alert tone="error">
      <p className="mb-2">
        <strong>{`We could not load ${what}.`}</strong> {errorMessage(error, { action: 'load', what })}
      </p>
      {action ?? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  )
}

export function NotFound({
  title,
  children,
  back,
  backLabel,
}: {
  title: string
  children: ReactNode
  back: string
  backLabel: string
}) {
  return (
    <EmptyState
      title={title}
      action={
        <ButtonLink to={back} variant="secondary">
          {backLabel}
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  )
}

/** Previous / next through a counted list; the position is announced when it changes. */
/** `noun` is the singular ("lead"); its plural adds an s. */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  noun,
  linkTo,
}: {
  page: number
  pageSize: number
  total: number
  shown: number
  noun: string
  linkTo(page: number): string
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = (page - 1) * pageSize + shown
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav
      aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)} pages`}
      className="my-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="m-0 muted" role="status" aria-live="polite">
        {total === 0 ? `No ${plural(0, noun)}` : `Showing ${first}–${last} of ${countOf(total, noun)}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 ? (
            <ButtonLink variant="secondary" to={linkTo(page - 1)}>
              Previous page
            </ButtonLink>
          ) : (
            <Button variant="secondary" disabled>
              Previous page
            </Button>
          )}
          {page < pages ? (
            <ButtonLink variant="secondary" to={linkTo(page + 1)}>
              Next page
            </ButtonLink>
          ) : (
            <Button variant="secondary" disabled>
              Next page
            </Button>
          )}
        </div>
      )}
    </nav>
  )
}
