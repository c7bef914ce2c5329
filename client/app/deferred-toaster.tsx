// The toaster (and sonner) are no part of any page's content: they load at the page's first toast
// (./notify) or once the page is idle after its load event, whichever comes first — never competing
// with the first paint, hydration or the cookie banner (issue 15), yet in place before the visitor
// can lose the connection: the offline notice must show with no network to fetch the toaster.
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterLoad } from './consent-gate'
import { onFirstToast } from './notify'

const Toaster = lazy(() => import('./toaster'))

const IDLE_TIMEOUT_MS = 2000

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(callback, 0)
  return () => clearTimeout(timer)
}

export function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let cancelIdle = () => {}
    const cancelLoad = afterLoad(0, () => {
      cancelIdle = whenIdle(() => setWanted(true))
    })
    const stop = onFirstToast(() => setWanted(true))
    return () => {
      cancelLoad()
      cancelIdle()
      stop()
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
