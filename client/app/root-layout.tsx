// The SPA's root: gives the UI the router's links and location, the data-fetching client, the
// signed-in user and the route guard; keeps the document title in step with the route.
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link as RouterLink, Outlet, useLocation } from 'react-router'
import { documentTitle, matchRoute } from '../../shared/routes'
import { AuthProvider } from '../features/auth/auth-provider'
import { RouteGuard } from '../features/auth/route-guard'
import { ApplicationErrorBoundary } from '../features/errors/application-error'
import { NavigationContext, type LinkProps } from '../ui'
import { PageChrome } from './page-chrome'
import { createQueryClient } from './query-client'

const Link = (props: LinkProps) => <RouterLink {...props} />

export function useCurrentRoute() {
  return matchRoute(useLocation().pathname)
}

export function RootLayout() {
  const { pathname } = useLocation()
  const route = matchRoute(pathname)
  const [queryClient] = useState(createQueryClient)
  useEffect(() => {
    if (route) document.title = documentTitle(route)
  }, [route])
  return (
    <ApplicationErrorBoundary>
      <NavigationContext value={{ pathname, Link }}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </AuthProvider>
        </QueryClientProvider>
        <PageChrome pathname={pathname} />
      </NavigationContext>
    </ApplicationErrorBoundary>
  )
}
