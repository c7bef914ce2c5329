// The toaster (and sonner) load with the page's first toast (./notify): no part of any page's content,
// and most visits raise none, so a first visit downloads neither (issue 15).
import { lazy, Suspense, useEffect, useState } from 'react'
import { onFirstToast } from './notify'

const Toaster = lazy(() => import('./toaster'))

export function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => onFirstToast(() => setWanted(true)), [])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
