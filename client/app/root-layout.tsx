// The SPA's root: gives the UI the router's links and location, the data-fetching client and the
// signed-in user; keeps the document title in step with the route. The route guard sits in each
// layout's outlet (page-outlet.tsx).
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router'
import { documentTitle, matchRoute } from '../../shared/routes'
import { AuthProvider, useAuth } from '../features/auth/auth-provider'
import { ErrorBoundary } from '../features/errors/error-boundary'
import { ApplicationErrorScreen } from '../features/errors/error-screens'
import { appPageLoader } from '../app-pages'
import { NavigationContext, type LinkProps } from '../ui'
import { PageChrome } from './page-chrome'
import { createQueryClient } from './query-client'
import { queryProfileStore } from '../lib/profile'
import { useRedirectNotice } from './redirect-notice'
import { embeddedSupportEmail, SupportEmailContext } from '../lib/support-email'

/**
 * A screen's module starts loading when a link to it is hovered or focused, so the click finds it
 * ready instead of waiting for the chunk. import() caches: a second hover costs nothing.
 */
function prefetchScreen(to: string) {
  const route = matchRoute(to.split(/[?#]/)[0])
  if (route?.render !== 'spa') return
  appPageLoader(route.id)().catch(() => {}) // a failed prefetch is retried by the navigation itself
}

const Link = ({ onPointerEnter, onFocus, ...props }: LinkProps) => (
  <RouterLink
    {...props}
    onPointerEnter={(event) => {
      prefetchScreen(props.to)
      onPointerEnter?.(event)
    }}
    onFocus={(event) => {
      prefetchScreen(props.to)
      onFocus?.(event)
    }}
  />
)

export function useCurrentRoute() {
  return matchRoute(useLocation().pathname)
}

/** The redirect notice, held on a guarded page until a user is there to see it (see useRedirectNotice). */
function AppRedirectNotice() {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const route = matchRoute(pathname)
  const hold = route !== undefined && route.guard !== 'none' && !user
  useRedirectNotice(
    search,
    (rest) => navigate({ pathname, search: rest, hash }, { replace: true, preventScrollReset: true }),
    hold,
  )
  return null
}

export function RootLayout() {
  const { pathname } = useLocation()
  const route = matchRoute(pathname)
  const [queryClient] = useState(createQueryClient)
  const [profiles] = useState(() => queryProfileStore(queryClient))
  const [supportEmail] = useState(embeddedSupportEmail)
  useEffect(() => {
    if (route) document.title = documentTitle(route)
  }, [route])
  return (
    <ErrorBoundary fallback={ApplicationErrorScreen}>
      <SupportEmailContext value={supportEmail}>
        <NavigationContext value={{ pathname, Link }}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider profiles={profiles}>
              <AppRedirectNotice />
              <Outlet />
            </AuthProvider>
          </QueryClientProvider>
          <PageChrome pathname={pathname} notFound={route?.status === 404} toaster="idle" />
        </NavigationContext>
      </SupportEmailContext>
    </ErrorBoundary>
  )
}
