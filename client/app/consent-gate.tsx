// spec §4 cookie banner: hidden at first, shown COOKIE_BANNER_DELAY_MS after the page is live when
// this browser holds no valid consent, hidden once a choice is saved (here or in another tab). In
// every page's first load, so the banner itself (Radix, sonner) is a lazy chunk.
import { lazy, Suspense, useEffect, useState } from 'react'
import { COOKIE_BANNER_DELAY_MS } from '../../shared/constants'
import { onConsentChange, readConsent } from './consent'

const loadBanner = () => import('./cookie-banner')
// If the chunk cannot be fetched (offline), no banner this time rather than an error screen: until
// a choice is made only necessary items are used, and the next page asks again.
const CookieBanner = lazy(() => loadBanner().catch(() => ({ default: () => null })))

export function CookieConsentGate() {
  // False on the server and during hydration: the banner never takes part in either.
  const [show, setShow] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    if (readConsent() === null) {
      // Fetch the banner while waiting, so it appears on time (failures are handled above).
      void loadBanner().catch(() => {})
      timer = setTimeout(() => setShow(readConsent() === null), COOKIE_BANNER_DELAY_MS)
    }
    const stop = onConsentChange((record) => {
      if (!record) return
      clearTimeout(timer)
      setShow(false)
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [])

  return show ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null
}
