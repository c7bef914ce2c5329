// Applies THE redirect resolver (shared/redirects.ts) at the edge, before anything renders.
// It answers when the resolver says so; otherwise the request goes on to the renderer.
import type { MiddlewareHandler } from 'hono'
import { html } from 'hono/html'
import { resolveRedirect } from '../../shared/redirects'
import type { AppEnv } from '../env'

export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirectsMiddleware(c, next) {
    const url = new URL(c.req.url)
    const target = resolveRedirect(url.pathname, url.search)
    if (!target) return next()
    // The Location is a same-origin path from the resolver's tables; the body is a fallback for
    // clients that do not follow redirects, with the notice the spec asks for (if any) and a link.
    const heading = target.notice ?? (target.kind === 'not-found' ? 'Page not found' : 'This page has moved')
    const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body><main><p>${heading}</p><p><a href="${target.location}">Continue to ${target.location.split('?')[0]}</a></p></main></body></html>`
    c.header('Location', target.location)
    c.header('Cache-Control', target.status === 301 ? 'public, max-age=3600' : 'no-store')
    return c.html(body, target.status)
  }
}
