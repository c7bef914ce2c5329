// The toaster loads after first paint: it is no part of any page's content.
import { lazy, Suspense, useEffect, useState } from 'react'

const Toaster = lazy(() => import('./toaster'))

export function DeferredToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
