// The SPA's data router (dashboard, admin, onboarding, compliance, dev pages), built from THE
// route table's 'spa' rows. Every page and layout is lazy-loaded.
import type { RouteObject } from 'react-router'
import { ROUTES, type Area } from '../shared/routes'
import { ResolveNavigation } from './app/navigation'
import { RootLayout } from './app/root-layout'
import { RootRouteErrorBoundary, RouteErrorBoundary } from './features/errors/route-error-boundary'
import { appPageLoader } from './app-pages'
import { appEnv } from './lib/app-env'
import type { Loader } from './pages'
import { PageSkeleton } from './ui/skeleton'

const site = () => import('./features/site/site-layout-route')
const dashboard = () => import('./features/dashboard/dashboard-layout')
const LAYOUTS: Record<Area, { id: string; load: Loader }> = {
  public: { id: 'site', load: site },
  legal: { id: 'site', load: site },
  auth: { id: 'site', load: site },
  dev: { id: 'site', load: site },
  dashboard: { id: 'dashboard-layout', load: dashboard },
  compliance: { id: 'dashboard-layout', load: dashboard },
  admin: { id: 'admin-layout', load: () => import('./features/admin/admin-layout') },
  onboarding: { id: 'onboarding-layout', load: () => import('./features/onboarding/onboarding-layout') },
}

// A module that cannot be fetched (offline, or replaced by a newer deploy) becomes a component that
// throws the failure while rendering, so the route's error screen shows it: a rejected lazy() leaves
// react-router rendering nothing below the root.
const lazyComponent = (load: Loader) => async () => {
  try {
    return { Component: (await load()).default }
  } catch (error) {
    return {
      // biome-ignore lint/correctness/noComponentHookFactories: made once, when the module failed to load, never in a render
      Component: () => {
        throw error
      },
    }
  }
}

type LayoutRoute = { id: string; lazy: ReturnType<typeof lazyComponent>; children: RouteObject[] }
const layouts = new Map<string, LayoutRoute>()
// The dev pages (localOnly) exist only in local mode, in the browser as at the edge.
for (const def of ROUTES.filter((r) => r.render === 'spa' && (!r.localOnly || appEnv() === 'local'))) {
  const { id, load } = LAYOUTS[def.area]
  const layout = layouts.get(id) ?? { id, lazy: lazyComponent(load), children: [] }
  layout.children.push({
    id: def.id,
    path: def.path,
    lazy: lazyComponent(appPageLoader(def.id)),
    ErrorBoundary: RouteErrorBoundary,
  })
  layouts.set(id, layout)
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // A layout (or the root itself) that fails takes the whole app: the global screen. Each page
    // route has the generic one, inside its layout.
    ErrorBoundary: RootRouteErrorBoundary,
    // Shown while the first screen's modules load (the shell has no server-rendered content).
    HydrateFallback: () => <PageSkeleton />,
    children: [...layouts.values(), { id: 'resolve', path: '*', element: <ResolveNavigation /> }],
  },
]
