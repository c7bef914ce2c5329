// A server-rendered page (render 'ssr' in the route table): rendered by the Worker and hydrated in
// the browser. These are plain documents — links are anchors and the Worker serves each page —
// so no client router ships with them; the SPA's router loads on the app areas alone. A static page
// (client/pages.ts) hydrates none of this tree, only its islands and the chrome (client/islands.tsx).
import type { ReactNode } from 'react'
import { PageChrome } from './app/page-chrome'
import { useRedirectNotice } from './app/redirect-notice'
import { ErrorBoundary } from './features/errors/error-boundary'
import { ApplicationErrorScreen, PageErrorScreen } from './features/errors/error-screens'
import SiteLayout from './features/site/site-layout'
import { LazyPage } from './lazy-page'
import type { PageInfo } from './page-info'
import { SignInProvidersContext, type SignInProvider } from './lib/sign-in-providers'
import { SupportEmailContext } from './lib/support-email'
import { Anchor, NavigationContext } from './ui'

/** What every part of a server-rendered page reads: its path (links mark the current page) and the support address. */
export function PublicContext({
  pathname,
  supportEmail,
  children,
}: {
  pathname: string
  supportEmail: string | null
  children: ReactNode
}) {
  return (
    <SupportEmailContext value={supportEmail}>
      <NavigationContext value={{ pathname, Link: Anchor }}>{children}</NavigationContext>
    </SupportEmailContext>
  )
}

/** What a server-rendered page adds in the browser: a redirect's notice, and the page chrome. */
export function PublicChrome({ page }: { page: PageInfo }) {
  // Server-rendered pages have no router: the query string is read and replaced in the browser.
  useRedirectNotice(typeof window === 'undefined' ? '' : window.location.search, (rest) => {
    history.replaceState(history.state, '', `${location.pathname}${rest}${location.hash}`)
  })
  return <PageChrome pathname={page.pathname} notFound={page.notFound} toaster="interaction" />
}

export function PublicApp({
  page,
  signInWith = [],
  supportEmail = null,
}: {
  /** The page the Worker renders (client/page-info.ts). */
  page: PageInfo
  signInWith?: readonly SignInProvider[]
  /** The one support address (worker/render/support-address.ts). */
  supportEmail?: string | null
}) {
  return (
    <ErrorBoundary fallback={ApplicationErrorScreen}>
      <PublicContext pathname={page.pathname} supportEmail={supportEmail}>
        <SiteLayout>
          <SignInProvidersContext value={signInWith}>
            <ErrorBoundary fallback={PageErrorScreen}>
              <LazyPage id={page.id} />
            </ErrorBoundary>
          </SignInProvidersContext>
        </SiteLayout>
        <PublicChrome page={page} />
      </PublicContext>
    </ErrorBoundary>
  )
}
