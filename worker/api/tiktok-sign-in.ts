// /api/auth/tiktok: Sign in with TikTok (TikTok Login Kit for Web, authorization code + PKCE).
//   GET  /api/auth/tiktok            { configured, missing }: whether the deployment can, by setting name
//   GET  /api/auth/tiktok/start      a visitor's sign-in: a state and PKCE verifier stored server-side,
//                                    an HttpOnly cookie binding them to this browser, then 302 to TikTok
//                                    (not configured: 302 to /auth/tiktok/callback, which says what is missing)
//   POST /api/auth/tiktok/link       a signed-in user's link (Bearer token): the same, answered { url }
//   POST /api/auth/tiktok/callback   what TikTok sent back to /auth/tiktok/callback: the state used up,
//                                    the code exchanged with the verifier, the user read, the token
//                                    revoked; then the account signed in (a one-time token hash) or linked
// Nothing is created before TikTok has verified the user; a refusal, a replayed or expired state and
// a rejected code each answer their own message (shared/schemas/tiktok-sign-in.ts).
import { Hono, type Context } from 'hono'
import { safeReturnPath } from '../../shared/redirects'
import {
  TIKTOK_MESSAGES as M,
  TIKTOK_STATE_MINUTES,
  TikTokCallbackSchema,
  TikTokStartSchema,
  type TikTokCallbackResult,
  type TikTokSignInStatus,
} from '../../shared/schemas/tiktok-sign-in'
import { serviceClient } from '../ai/store'
import type { Config } from '../env'
import {
  accountFor,
  linkAccount,
  saveState,
  signInToken,
  takeState,
  type Intent,
} from '../integrations/tiktok-accounts'
import {
  authorizeUrl,
  exchangeCode,
  newAuthorization,
  revokeToken,
  tiktokMissing,
  TikTokError,
  userInfo,
  type TikTokClient,
  type TikTokUser,
} from '../integrations/tiktok'
import { requireMember, type MemberEnv } from '../middleware/member'
import { rateLimit, visitorAddress } from '../middleware/rate-limit'
import { bindBrowser, boundSecret, unbindBrowser, type BrowserBinding } from './browser-binding'
import { jsonBody, query, type RoutesOf } from './validate'
import { ApiError } from './api-error'

const invalidRequest = { error: 'invalid_request' }
// The callback page (/auth/tiktok/callback) posts TikTok's answer from our own origin: Strict suffices.
const COOKIE: BrowserBinding = {
  name: 'tiktok_sign_in',
  path: '/api/auth/tiktok',
  sameSite: 'Strict',
  maxAgeSeconds: TIKTOK_STATE_MINUTES * 60,
}
export const TIKTOK_CALLBACK_PATH = '/auth/tiktok/callback'

const tiktokClient = (config: Config): TikTokClient => ({
  clientKey: config.tiktok.clientKey!,
  clientSecret: config.tiktok.clientSecret!,
  authUrl: config.tiktok.authUrl,
  apiUrl: config.tiktok.apiUrl,
})
const redirectUri = (c: Context) => new URL(TIKTOK_CALLBACK_PATH, c.req.url).toString()

/** A state and verifier stored for this browser, the cookie set, and TikTok's authorize page. */
async function begin(
  c: Context,
  intent: Intent,
  userId: string | null,
  redirectTo: string | undefined,
): Promise<string> {
  const config = c.get('config') as Config
  const { state, codeVerifier, codeChallenge } = await newAuthorization()
  const browserSecret = bindBrowser(c, COOKIE)
  const returnTo = safeReturnPath(redirectTo, '')
  await saveState(serviceClient(config), {
    state,
    browserSecret,
    codeVerifier,
    intent,
    userId,
    returnTo: returnTo.length > 1 ? returnTo : null,
  })
  return authorizeUrl(tiktokClient(config), { state, codeChallenge, redirectUri: redirectUri(c) })
}

export const tiktokSignIn = new Hono<MemberEnv>()

// Starting and finishing write to the database before anyone is signed in: at most 60 a minute per
// visitor, counted by the per-visitor limiter under keys of their own. The start is an address the
// browser navigates to, so its refusal is a plain-text page.
const RATE_LIMITED = 'Too many TikTok sign-in attempts from here. Try again in a minute.'
const visitorKey = (c: Context) => `tiktok-sign-in:${visitorAddress(c)}`
tiktokSignIn.use('/start', rateLimit('TELEMETRY_LIMITER', visitorKey, RATE_LIMITED, { plainText: true }))
tiktokSignIn.use('/callback', rateLimit('TELEMETRY_LIMITER', visitorKey, RATE_LIMITED))

const status = tiktokSignIn.get('/', (c) => {
  const missing = tiktokMissing(c.get('config'))
  return c.json({ configured: missing.length === 0, missing } satisfies TikTokSignInStatus, 200)
})

// A plain link from /login and /signup: works before any script has loaded.
tiktokSignIn.get('/start', query(TikTokStartSchema, invalidRequest), async (c) => {
  if (tiktokMissing(c.get('config')).length) return c.redirect(`${TIKTOK_CALLBACK_PATH}?error=not_configured`, 302)
  const url = await begin(c, 'sign-in', null, c.req.valid('query').redirectTo)
  c.header('Cache-Control', 'no-store')
  return c.redirect(url, 302)
})

const link = tiktokSignIn.post(
  '/link',
  requireMember('Sign in to link your TikTok account'),
  jsonBody(TikTokStartSchema, invalidRequest),
  async (c) => {
    const missing = tiktokMissing(c.get('config'))
    if (missing.length) throw new ApiError(409, 'not_configured', M.notConfigured(missing))
    return c.json(
      { url: await begin(c, 'link', c.get('userId'), c.req.valid('json').redirectTo ?? '/dashboard/profile') },
      200,
    )
  },
)

function tiktokFailed(error: unknown): never {
  const code = error instanceof TikTokError ? error.code : 'unknown'
  console.error(JSON.stringify({ kind: 'tiktok-sign-in-failed', code }))
  if (code === 'invalid_grant') throw new ApiError(400, 'code_rejected', M.codeRejected)
  if (code === 'invalid_client') throw new ApiError(502, 'tiktok', M.badCredentials)
  throw new ApiError(
    502,
    'tiktok',
    M.tiktokFailed(error instanceof Error ? error.message.replace(/[.\s]+$/, '') : 'no answer'),
  )
}

const callback = tiktokSignIn.post('/callback', jsonBody(TikTokCallbackSchema, invalidRequest), async (c) => {
  const config = c.get('config')
  const missing = tiktokMissing(config)
  if (missing.length) throw new ApiError(409, 'not_configured', M.notConfigured(missing))
  const answer = c.req.valid('json')
  const service = serviceClient(config)
  let taken: Awaited<ReturnType<typeof takeState>>
  try {
    taken = await takeState(service, answer.state, boundSecret(c, COOKIE))
  } catch {
    throw new ApiError(502, 'database', M.accountFailed)
  }
  if ('refused' in taken) {
    const refusal = {
      unknown: ['unknown_state', M.unknownState],
      'other-browser': ['other_browser', M.otherBrowser],
      replayed: ['state_used', M.replayed],
      expired: ['state_expired', M.expired],
    } as const
    const [error, message] = refusal[taken.refused]
    throw new ApiError(400, error, message)
  }
  // The state answered once: this browser's cookie has done its work.
  unbindBrowser(c, COOKIE)
  const started = taken.ok
  if (answer.error !== undefined) {
    const reason =
      answer.error === 'access_denied'
        ? null
        : (answer.errorDescription || answer.error).replace(/[.\s]+$/, '').slice(0, 300)
    throw new ApiError(400, 'access_denied', reason ? M.refusedBecause(reason) : M.refused)
  }
  const client = tiktokClient(config)
  let user: TikTokUser
  try {
    const token = await exchangeCode(client, {
      code: answer.code!,
      codeVerifier: started.codeVerifier,
      redirectUri: redirectUri(c),
    })
    user = await userInfo(client, token.access_token)
    // The product keeps no TikTok token; a failed revoke leaves a token that lapses in 24 hours.
    await revokeToken(client, token.access_token).catch((error) =>
      console.error(
        JSON.stringify({ kind: 'tiktok-revoke-failed', code: error instanceof TikTokError ? error.code : 'unknown' }),
      ),
    )
  } catch (error) {
    return tiktokFailed(error)
  }
  try {
    if (started.intent === 'link') {
      if ((await linkAccount(service, started.userId!, user)) === 'taken')
        throw new ApiError(409, 'already_linked', M.alreadyLinked)
      return c.json(
        {
          kind: 'linked',
          next: started.returnTo ?? '/dashboard/profile',
          displayName: user.displayName,
        } satisfies TikTokCallbackResult,
        200,
      )
    }
    const account = await accountFor(service, user)
    const tokenHash = await signInToken(service, account.email)
    // spec §4 auth states: a new account starts onboarding; an existing one goes where it was going.
    const next = account.created ? '/onboarding' : (started.returnTo ?? '/dashboard')
    return c.json({ kind: 'signed-in', tokenHash, next, created: account.created } satisfies TikTokCallbackResult, 200)
  } catch (error) {
    // a refusal of ours (the account is someone else's) passes as it is
    if (error instanceof ApiError) throw error
    console.error(
      JSON.stringify({
        kind: 'tiktok-account-failed',
        message: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      }),
    )
    throw new ApiError(502, 'database', M.accountFailed)
  }
})

export type TikTokSignInRoutes = RoutesOf<typeof status> & RoutesOf<typeof link> & RoutesOf<typeof callback>
