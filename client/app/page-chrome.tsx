// What every page has besides its content, in both the server-rendered pages and the SPA: the
// toaster, the cookie banner, the critical error dialog, the recent-route history and consented
// route-visit analytics. All of it is browser-only and loads after the page is live.
import { useEffect } from 'react'
import { CriticalErrorHost } from '../features/errors/critical-error-host'
import { discardPendingEvents, trackRouteVisit } from './analytics'
import { CookieConsentGate } from './consent-gate'
import { hasAnalyticsConsent, onConsentChange } from './consent'
import { DeferredToaster } from './deferred-toaster'
import { recordRoute } from './route-history'

export function PageChrome({ pathname }: { pathname: string }) {
  useEffect(() => {
    recordRoute(pathname)
    trackRouteVisit(pathname)
  }, [pathname])

  // Collection starts when analytics consent is given and stops when it is withdrawn.
  useEffect(
    () =>
      onConsentChange(() => {
        if (hasAnalyticsConsent()) trackRouteVisit(pathname)
        else discardPendingEvents()
      }),
    [pathname],
  )

  return (
    <>
      <DeferredToaster />
      <CookieConsentGate />
      <CriticalErrorHost />
    </>
  )
}
