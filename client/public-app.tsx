// A server-rendered page (render 'ssr' in the route table): rendered by the Worker and hydrated in
// the browser. These are plain documents — links are anchors and the Worker serves each page —
// so no client router ships with them; the SPA's router loads on the app areas alone.
import { matchRoute } from '../shared/routes'
import { PageChrome } from './app/page-chrome'
import { ApplicationErrorBoundary } from './features/errors/application-error'
import { ErrorBoundary } from './features/errors/error-screen'
import SiteLayout from './features/site/site-layout'
import { LazyPage } from './lazy-page'
import { Anchor, NavigationContext } from './ui'

export function PublicApp({ pathname }: { pathname: string }) {
  const route = matchRoute(pathname)
  return (
    <ApplicationErrorBoundary>
      <NavigationContext value={{ pathname, Link: Anchor }}>
        <SiteLayout>
          <ErrorBoundary>{route && <LazyPage id={route.id} />}</ErrorBoundary>
        </SiteLayout>
        <PageChrome pathname={pathname} />
      </NavigationContext>
    </ApplicationErrorBoundary>
  )
}
