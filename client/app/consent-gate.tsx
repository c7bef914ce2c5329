// spec §4, §9 cookie banner: hidden at first, shown 1 s (COOKIE_BANNER_DELAY_MS) after the page's
// load event when this browser holds no valid consent, hidden once a choice is saved (here or in
// another tab). The second is counted from the load event itself, not from when React got round
// to hydrating, which can be a good part of a second later. In every page's first load, so the
// banner itself (Radix, sonner) is a lazy chunk, fetched while the second runs and rendered
// directly once there (a Suspense boundary would add React's 300 ms reveal throttle).
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { COOKIE_BANNER_DELAY_MS } from '../../shared/constants'
import { inOwnTask } from '../lib/next-task'
import { onConsentChange, readConsent } from './consent'

/** Calls `callback` `delay` ms after the document's load event (at once if that is past). */
export function afterLoad(delay: number, callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const loadedAt = nav?.loadEventStart || performance.now()
    timer = setTimeout(callback, Math.max(0, delay - (performance.now() - loadedAt)))
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    clearTimeout(timer)
  }
}

export function CookieConsentGate() {
  // Nothing on the server and during hydration: the banner never takes part in either.
  const [Banner, setBanner] = useState<ComponentType | null>(null)
  const [due, setDue] = useState(false)

  useEffect(() => {
    let cancel = () => {}
    if (readConsent() === null) {
      // If the chunk cannot be fetched (offline), no banner this time rather than an error: until a
      // choice is made only necessary items are used, and the next page asks again. Asked for in a
      // task of its own, not in hydration's (docs/decisions/0025).
      const cancelImport = inOwnTask(() => {
        import('./cookie-banner')
          .then((module) => startTransition(() => setBanner(() => module.default)))
          .catch(() => {})
      })
      // The banner renders as a transition, in slices that yield to the browser: at load + 1 s it is
      // no long task, so it adds nothing to a page's blocking time however the second falls.
      const cancelDue = afterLoad(COOKIE_BANNER_DELAY_MS, () => startTransition(() => setDue(readConsent() === null)))
      cancel = () => {
        cancelImport()
        cancelDue()
      }
    }
    const stop = onConsentChange((record) => {
      if (!record) return
      cancel()
      setDue(false)
    })
    return () => {
      cancel()
      stop()
    }
  }, [])

  return due && Banner ? <Banner /> : null
}
