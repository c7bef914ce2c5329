// The toaster (and sonner) are no part of any page's content: they load at the page's first toast
// (./notify), never competing with the first paint, hydration or the cookie banner, and
// otherwise when the page can next need them:
// - 'idle' (the app): once the page is idle after its load event, so the toaster is in place before
//   the user can lose the connection with work open — the offline notice must show with no network
//   to fetch the toaster;
// - 'interaction' (server-rendered pages): at the visitor's first key, pointer or touch. A visitor who
//   has only read a page has nothing to lose offline, and one who only reads never downloads it.
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterLoad } from './consent-gate'
import { onFirstToast } from './notify'

const Toaster = lazy(() => import('./toaster'))

const IDLE_TIMEOUT_MS = 2000
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const

export type ToasterLoad = 'idle' | 'interaction'

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(callback, 0)
  return () => clearTimeout(timer)
}

function whenInteracted(callback: () => void): () => void {
  const once = () => {
    stop()
    callback()
  }
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true)
  }
  for (const type of INTERACTIONS) window.addEventListener(type, once, { capture: true, passive: true })
  return stop
}

export function DeferredToaster({ load }: { load: ToasterLoad }) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const want = () => setWanted(true)
    let cancelIdle = () => {}
    const cancelLoad = load === 'idle' ? afterLoad(0, () => (cancelIdle = whenIdle(want))) : whenInteracted(want)
    const stop = onFirstToast(want)
    return () => {
      cancelLoad()
      cancelIdle()
      stop()
    }
  }, [load])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
