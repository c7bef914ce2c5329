// The page handler: the route table decides what answers; redirects have already been applied.
import type { Context } from 'hono'
import { matchRoute } from '../../shared/routes'
import type { AppEnv } from '../env'
import { renderPage } from './page'

const NOT_FOUND = matchRoute('/not-found')!

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url)
  const route = matchRoute(url.pathname)
  // Dev pages exist only in local mode; in production they do not exist at all.
  if (!route || (route.localOnly && c.get('config').appEnv !== 'local')) {
    return renderPage(c, NOT_FOUND)
  }
  return renderPage(c, route)
}
