// What every page has besides its content, in both the server-rendered pages and the SPA: the
// toaster, the cookie banner, the critical error dialog, connection notices, and the consented
// recent-route history and route-visit analytics. All of it is browser-only and loads after the
// page is live.
import { CriticalErrorHost } from '../features/errors/critical-error-host'
import { useConnectionNotice } from './connection-notice'
import { CookieConsentGate } from './consent-gate'
import { useConsentedCollection } from './consented-collection'
import { DeferredToaster, type ToasterLoad } from './deferred-toaster'
import { useMounted } from './use-mounted'

/** `notFound`: the page is a not-found page (./consented-collection); `toaster`: when the toaster loads without a toast (./deferred-toaster). */
export function PageChrome({
  pathname,
  notFound,
  toaster,
}: {
  pathname: string
  notFound: boolean
  toaster: ToasterLoad
}) {
  useConsentedCollection(pathname, notFound)
  useConnectionNotice()
  // Marks the document hydrated (<html data-hydrated>) on every page, with or without a toast.
  useMounted()

  return (
    <>
      <DeferredToaster load={toaster} />
      <CookieConsentGate />
      <CriticalErrorHost />
    </>
  )
}
