// The SPA's data router (dashboard, admin, onboarding, compliance, dev pages), built from THE
// route table's 'spa' rows. Every page and layout is lazy-loaded.
import type { RouteObject } from 'react-router'
import { ROUTES, type Area } from '../shared/routes'
import { ResolveNavigation } from './app/navigation'
import { RootLayout } from './app/root-layout'
import { RouteErrorBoundary } from './features/errors/route-error-boundary'
import { appPageLoader, type Loader } from './pages'
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

const lazyComponent = (load: Loader) => async () => ({ Component: (await load()).default })

type LayoutRoute = { id: string; lazy: ReturnType<typeof lazyComponent>; children: RouteObject[] }
const layouts = new Map<string, LayoutRoute>()
for (const def of ROUTES.filter((r) => r.render === 'spa')) {
  const { id, load } = LAYOUTS[def.area]
  const layout = layouts.get(id) ?? { id, lazy: lazyComponent(load), children: [] }
  layout.children.push({ id: def.id, path: def.path, lazy: lazyComponent(appPageLoader(def.id)), ErrorBoundary: RouteErrorBoundary })
  layouts.set(id, layout)
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown while the first screen's modules load (the shell has no server-rendered content).
    HydrateFallback: () => <PageSkeleton />,
    children: [...layouts.values(), { id: 'resolve', path: '*', element: <ResolveNavigation /> }],
  },
]
