// Which page the Worker rendered, as the browser learns it from <html> (worker/render/document.tsx):
// its path, its route id, and whether it is a not-found page. The Worker has the route table; the
// public bundle does without it (its hundred routes' titles and purposes were a quarter of the
// public entry).
import type { RouteDef } from '../shared/routes'

export type PageInfo = {
  /** The route's id (client/pages.ts maps it to the page's module). */
  id: string
  /** The route's path, which links compare against (aria-current). */
  pathname: string
  /** A not-found page: no route history, no "back" to it. */
  notFound: boolean
}

export const pageInfo = (route: Pick<RouteDef, 'id' | 'path' | 'status'>): PageInfo => ({
  id: route.id,
  pathname: route.path,
  notFound: route.status === 404,
})

/** The attributes of <html> that carry it. */
export const pageAttributes = (page: PageInfo) => ({
  'data-page': page.pathname,
  'data-route': page.id,
  'data-status': page.notFound ? '404' : undefined,
})

/** The page this document shows, from its <html> (the not-found page if the attributes are missing). */
export function documentPage(): PageInfo {
  const { page, route, status } = document.documentElement.dataset
  return page && route
    ? { id: route, pathname: page, notFound: status === '404' }
    : { id: 'not-found', pathname: '/not-found', notFound: true }
}
