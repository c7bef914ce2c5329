// What every page records about the visit (spec §7, §9):
// - always (strictly necessary): the recent-route history behind "Back to where you were" (./route-history);
// and each of the rest only with its consent:
// - analytics: a route-visit event per page; when consent is given on a page, that page's visit is
//   sent once (the transition from not consented to consented), and withdrawing it drops whatever
//   is queued and sends nothing more;
// - marketing: the campaign of the address the visitor landed on (./attribution); withdrawing it
//   forgets it.
// Not-found pages are not recorded: going "back" to a missing page would not help.
import { useEffect, useRef } from 'react'
import { discardPendingEvents, trackRouteVisit } from './analytics'
import { campaignConsentChanged, noteCampaign } from './attribution'
import { hasAnalyticsConsent, onConsentChange } from './consent'
import { inOwnTask } from '../lib/next-task'
import { recordRoute } from './route-history'

/** `notFound`: the page is a not-found page (its route's status is 404). */
export function useConsentedCollection(pathname: string, notFound: boolean) {
  const current = useRef(pathname)
  current.current = pathname

  useEffect(() => {
    // In a task of its own, not in hydration's: the first use of session storage waits for the
    // browser process (docs/decisions/0025). Not cancelled: every visited page is recorded.
    inOwnTask(() => {
      if (!notFound) recordRoute(pathname)
      trackRouteVisit(pathname)
      noteCampaign(window.location.search)
    })
  }, [pathname, notFound])

  useEffect(() => {
    let analytics = hasAnalyticsConsent()
    return onConsentChange((record) => {
      const now = record?.analytics === true
      if (now && !analytics) trackRouteVisit(current.current)
      if (!now) discardPendingEvents()
      analytics = now
      campaignConsentChanged(record?.marketing === true)
    })
  }, [])
}
