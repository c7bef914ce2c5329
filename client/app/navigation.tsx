// SPA navigations to a path the router does not serve go through THE resolver, exactly as the
// Worker does for full page loads. A target the SPA serves is reached in-app; a server-rendered
// page is loaded from the Worker. Either way the target shows the resolver's notice
// (client/app/redirect-notice.ts).
import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { resolveRedirect } from '../../shared/redirects'
import { matchRoute } from '../../shared/routes'

/** Where this navigation must go, or null when the current path is right where it is. */
export function useRedirect() {
  const { pathname, search } = useLocation()
  const target = resolveRedirect(pathname, search)
  const destination = target?.location ?? `${pathname}${search}`
  const servedHere = matchRoute(destination.split('?')[0])?.render === 'spa'
  useEffect(() => {
    if (!servedHere) window.location.replace(destination)
  }, [destination, servedHere])
  if (!target && servedHere) return { redirect: false as const }
  return { redirect: true as const, to: servedHere ? destination : null }
}

export function ResolveNavigation() {
  const result = useRedirect()
  return result.redirect && result.to ? <Navigate to={result.to} replace /> : null
}
