// A flow started by one request and finished by a later one coming back from a provider (an OAuth
// approval, Sign in with TikTok) is bound to the browser that started it: a random secret in an
// HttpOnly cookie scoped to the finishing path, only its SHA-256 stored with the flow. The finish
// must carry that cookie, so a link forwarded to someone else, opened in their browser, is refused.
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { randomToken } from '../integrations/oauth'

export type BrowserBinding = {
  /** The cookie's name: one per flow, so two flows in one browser do not overwrite each other. */
  name: string
  /** The only path the cookie is sent to: where the flow finishes. */
  path: string
  /**
   * Strict when the finish is a request from our own page (TikTok's callback page posts it); Lax
   * when the provider's redirect itself is the finish (a top-level GET from the provider's site,
   * which a Strict cookie would not accompany).
   */
  sameSite: 'Strict' | 'Lax'
  maxAgeSeconds: number
}

const secureOver = (c: Context) => new URL(c.req.url).protocol === 'https:'

/** Sets a fresh secret as the binding's cookie; answers the secret (the flow stores its hash). */
export function bindBrowser(c: Context, binding: BrowserBinding): string {
  const secret = randomToken()
  setCookie(c, binding.name, secret, {
    path: binding.path,
    httpOnly: true,
    secure: secureOver(c),
    sameSite: binding.sameSite,
    maxAge: binding.maxAgeSeconds,
  })
  return secret
}

/** The secret this request's browser holds for the binding, if any. */
export const boundSecret = (c: Context, binding: BrowserBinding): string | undefined => getCookie(c, binding.name)

/** The flow has answered: the browser's cookie has done its work. */
export function unbindBrowser(c: Context, binding: BrowserBinding) {
  deleteCookie(c, binding.name, { path: binding.path, secure: secureOver(c) })
}
