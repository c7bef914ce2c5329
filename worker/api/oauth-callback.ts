// GET /api/oauth/:provider/callback — where a provider sends the browser back after the person
// approved (or declined) access (RFC 6749 §4.1.2). No session is needed: the single-use state,
// bound to the member and company that started it, and the HttpOnly cookie the start set in their
// browser are the proof (worker/integrations/oauth.ts). The browser is sent on to the provider's
// page with ?oauth=<result> (shared/schemas/connections.ts) and, when the provider gave a reason,
// &reason=<its words>; nothing is stored on any failure. A callback from another browser (the
// approval link forwarded to someone) gets a page of its own, 403, saying nothing was connected.
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../env'
import {
  completeAuthorization,
  isOAuthProvider,
  oauthBrowserCookie,
  OAuthError,
  oauthProvider,
} from '../integrations/oauth'
import type { OAuthProvider } from '../integrations/providers'
import { boundSecret, unbindBrowser } from './browser-binding'

export const oauthCallback = new Hono<AppEnv>()

// The code and state are in this URL: no cache keeps it, no Referer carries it on.
const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

oauthCallback.get('/:provider/callback', async (c) => {
  const id = c.req.param('provider')
  if (!isOAuthProvider(id))
    return c.json(
      { error: 'not_found', message: `No integration called “${id.slice(0, 40)}” connects through OAuth here` },
      404,
      HEADERS,
    )
  const provider = oauthProvider(id)
  const cookie = oauthBrowserCookie(id)
  const q = c.req.query()
  const back = (path: string, result: string, reason?: string) => {
    const url = new URL(path, c.req.url)
    url.searchParams.set('oauth', result)
    if (reason) url.searchParams.set('reason', reason.slice(0, 300))
    return c.redirect(url.pathname + url.search, 303)
  }
  try {
    const done = await completeAuthorization(
      c.env,
      id,
      { state: q.state, code: q.code, error: q.error, error_description: q.error_description },
      new URL(c.req.url).origin,
      boundSecret(c, cookie),
    )
    unbindBrowser(c, cookie)
    return withHeaders(back(done.returnPath, 'connected'))
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error
    console.error(JSON.stringify({ kind: 'oauth-callback-refused', provider: id, code: error.code }))
    // This browser holds no approval of its own here (or another one): its cookie, if any, stays.
    if (error.code === 'other_browser') return otherBrowserPage(c, provider)
    unbindBrowser(c, cookie)
    const reason =
      error.code === 'exchange_failed' || error.code === 'setup_failed' || error.code === 'denied'
        ? error.message
        : undefined
    return withHeaders(back(provider.page, error.code, reason))
  }
})

/**
 * The approval link was opened in a browser that did not start it: whoever approved is told that
 * nothing was connected and what to do, in words, with a status that says the same (403).
 */
function otherBrowserPage(c: Context<AppEnv>, provider: OAuthProvider) {
  const title = `${provider.name} was not connected`
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Boardroom AI</title></head>
<body><main>
<h1>${title}</h1>
<p>This ${provider.name} approval was started in another browser, so nothing was connected and no access was given.</p>
<p>Boardroom AI connects ${provider.name} only in the browser where someone clicked “Connect ${provider.name}”. If that was you, go back to that browser and connect again from there.</p>
<p>If someone sent you this link, you can close this page: the approval you gave was not used.</p>
<p><a href="${provider.page}">Go to the ${provider.name} page</a></p>
</main></body></html>`
  return c.html(body, 403, HEADERS)
}

function withHeaders(response: Response): Response {
  for (const [k, v] of Object.entries(HEADERS)) response.headers.set(k, v)
  return response
}
