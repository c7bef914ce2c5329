// The toaster loads after the page is live: it is no part of any page's content.
import { lazy, Suspense } from 'react'
import { useMounted } from './use-mounted'

const Toaster = lazy(() => import('./toaster'))

export function DeferredToaster() {
  return useMounted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
