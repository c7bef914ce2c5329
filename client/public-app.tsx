// A server-rendered page (render 'ssr' in the route table): rendered by the Worker and hydrated in
// the browser. These are plain documents — links are anchors and the Worker serves each page —
// so no client router ships with them; the SPA's router loads on the app areas alone.
import { matchRoute } from '../shared/routes'
import { PageChrome } from './app/page-chrome'
import { useRedirectNotice } from './app/redirect-notice'
import { ErrorBoundary } from './features/errors/error-boundary'
import { ApplicationErrorScreen, PageErrorScreen } from './features/errors/error-screens'
import SiteLayout from './features/site/site-layout'
import { LazyPage } from './lazy-page'
import { SignInProvidersContext, type SignInProvider } from './lib/sign-in-providers'
import { SupportEmailContext } from './lib/support-email'
import { Anchor, NavigationContext } from './ui'

export function PublicApp({
  pathname,
  signInWith = [],
  supportEmail = null,
}: {
  pathname: string
  signInWith?: readonly SignInProvider[]
  /** The one support address (worker/render/support-address.ts). */
  supportEmail?: string | null
}) {
  const route = matchRoute(pathname)
  // Server-rendered pages have no router: the query string is read and replaced in the browser.
  useRedirectNotice(typeof window === 'undefined' ? '' : window.location.search, (rest) => {
    history.replaceState(history.state, '', `${location.pathname}${rest}${location.hash}`)
  })
  return (
    <ErrorBoundary fallback={ApplicationErrorScreen}>
      <SupportEmailContext value={supportEmail}>
        <NavigationContext value={{ pathname, Link: Anchor }}>
          <SiteLayout>
            <SignInProvidersContext value={signInWith}>
              <ErrorBoundary fallback={PageErrorScreen}>{route && <LazyPage id={route.id} />}</ErrorBoundary>
            </SignInProvidersContext>
          </SiteLayout>
          <PageChrome pathname={pathname} toaster="interaction" />
        </NavigationContext>
      </SupportEmailContext>
    </ErrorBoundary>
  )
}
