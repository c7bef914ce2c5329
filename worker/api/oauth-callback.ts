// GET /api/oauth/:provider/callback — where a provider sends the browser back after the person
// approved (or declined) access (RFC 6749 §4.1.2). No session is needed: the single-use state,
// bound to the member and company that started it, is the proof (worker/integrations/oauth.ts).
// The browser is sent on to the provider's page with ?oauth=<result> (shared/schemas/connections.ts)
// and, when the provider gave a reason, &reason=<its words>; nothing is stored on any failure.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { completeAuthorization, isOAuthProvider, OAuthError, oauthProvider } from '../integrations/oauth'

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
    )
    return withHeaders(back(done.returnPath, 'connected'))
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error
    console.error(JSON.stringify({ kind: 'oauth-callback-refused', provider: id, code: error.code }))
    const reason =
      error.code === 'exchange_failed' || error.code === 'setup_failed' || error.code === 'denied'
        ? error.message
        : undefined
    return withHeaders(back(provider.page, error.code, reason))
  }
})

function withHeaders(response: Response): Response {
  for (const [k, v] of Object.entries(HEADERS)) response.headers.set(k, v)
  return response
}
