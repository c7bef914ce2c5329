// A placeholder in the shape of content that is loading; announced once as "Loading …".
import { cx } from './index'

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-md bg-subtle motion-reduce:animate-none', className)}
    />
  )
}

/** A page-shaped loading state: a heading line and a few text lines. */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-width py-8" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <Skeleton className="mb-6 h-10 w-2/3 max-w-md" />
      <Skeleton className="mb-3 h-4 w-full max-w-2xl" />
      <Skeleton className="mb-3 h-4 w-5/6 max-w-xl" />
      <Skeleton className="h-4 w-1/2 max-w-sm" />
    </div>
  )
}
