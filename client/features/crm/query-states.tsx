// The states every CRM screen shares: loading (a skeleton in the content's shape, announced once),
// a failed load (what went wrong and a retry), a record that does not exist (or is not yours: RLS
// hides it the same way) and the pager of long lists.
import { countOf } from '../../../shared/plural'
import type { ReactNode } from 'react'
import { Alert, Button, ButtonLink, EmptyState } from '../../ui'
import { Skeleton } from '../../ui/skeleton'
import { isUnreachable } from '../../lib/data-errors'
import { Unreachable } from '../../app/query-state'
import { describeDataError } from './data-error'

export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="my-4">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="mb-3 h-9 w-full" />
      {Array.from({ length: rows }, (_, i) => (
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

/** A load that failed: the reason, and a button that tries again; an outage, that the screen is retrying. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  if (isUnreachable(error)) return <Unreachable what={what} onRetry={onRetry} />
  return (
    <Alert tone="error">
      <p className="mb-2">
        <strong>{`We could not load ${what}.`}</strong> {describeDataError(error).message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

export function NotFound({ title, children, back, backLabel }: { title: string; children: ReactNode; back: string; backLabel: string }) {
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
export function Pager({ page, pageSize, total, shown, noun, linkTo }: { page: number; pageSize: number; total: number; shown: number; noun: string; linkTo(page: number): string }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = (page - 1) * pageSize + shown
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)} pages`} className="my-4 flex flex-wrap items-center justify-between gap-3">
      <p className="m-0 muted" role="status" aria-live="polite">
        {total === 0 ? `No ${noun}s` : `Showing ${first}–${last} of ${countOf(total, noun)}`}
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
