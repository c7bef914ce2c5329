// The SPA's root: gives the UI the router's links and location, the signed-in user and the route
// guard, keeps the document title in step with the route, and hosts the toaster.
import { useEffect } from 'react'
import { Link as RouterLink, Outlet, useLocation } from 'react-router'
import { documentTitle, matchRoute } from '../../shared/routes'
import { AuthProvider } from '../features/auth/auth-provider'
import { RouteGuard } from '../features/auth/route-guard'
import { NavigationContext, type LinkProps } from '../ui'
import { DeferredToaster } from './deferred-toaster'

const Link = (props: LinkProps) => <RouterLink {...props} />

export function useCurrentRoute() {
  return matchRoute(useLocation().pathname)
}

export function RootLayout() {
  const { pathname } = useLocation()
  const route = matchRoute(pathname)
  useEffect(() => {
    if (route) document.title = documentTitle(route)
  }, [route])
  return (
    <NavigationContext value={{ pathname, Link }}>
      <AuthProvider>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </AuthProvider>
      <DeferredToaster />
    </NavigationContext>
  )
}
