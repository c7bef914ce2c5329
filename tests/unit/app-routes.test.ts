// The SPA's route list follows the configuration the Worker embeds: the dev pages exist only in
// local mode, in the browser as at the edge.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])])

async function routesIn(appEnv: 'local' | 'production') {
  vi.resetModules()
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'app-config' ? { textContent: JSON.stringify({ appEnv }) } : null),
  })
  return paths((await import('../../client/app-routes')).appRoutes)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SPA routes', () => {
  it('every app route of the table has its own screen (none is a placeholder)', async () => {
    const { ROUTES } = await import('../../shared/routes')
    const { APP_PAGES } = await import('../../client/app-pages')
    const missing = ROUTES.filter((r) => r.render === 'spa' && !APP_PAGES[r.id]).map((r) => r.id)
    expect(missing).toEqual([])
  })

  it('include the dev pages in local mode', async () => {
    const local = await routesIn('local')
    expect(local).toContain('/dev/debug')
    expect(local).toContain('/dev-admin-helper')
    expect(local).toContain('/dashboard')
  })

  it('leave the dev pages out in production', async () => {
    const production = await routesIn('production')
    expect(production).not.toContain('/dev/debug')
    expect(production).not.toContain('/dev-admin-helper')
    expect(production).toContain('/dashboard')
    expect(production).toContain('/admin')
  })
})
