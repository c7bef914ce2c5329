// TikTok Login Kit for Web (https://developers.tiktok.com/doc/login-kit-web), the calls Sign in with
// TikTok needs: the authorize page's address, the code exchanged for a user access token
// (POST /v2/oauth/token/, form-encoded, with client_key and client_secret), the user's open_id and
// display name (GET /v2/user/info/), and the token revoked once read (POST /v2/oauth/revoke/): the
// product keeps no TikTok token. TikTok names its client id `client_key`, which generic OAuth
// clients cannot send, so the Worker speaks the documented endpoints with fetch and checks every
// answer with zod; the PKCE and state values come from the OAuth framework's helpers (oauth.ts, on oauth4webapi).
import { createPkce, randomToken } from './oauth'
import { z } from '../../shared/zod'
import type { Config } from '../env'

export type TikTokClient = { clientKey: string; clientSecret: string; authUrl: string; apiUrl: string }

/** The settings Sign in with TikTok needs, in the order the screens list what is missing. */
export const TIKTOK_REQUIRED = ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'] as const

/** What this deployment lacks to sign in with TikTok, by setting name; empty when it can. */
export function tiktokMissing(config: Config): string[] {
  return [
    ...(config.tiktok.clientKey ? [] : [TIKTOK_REQUIRED[0]]),
    ...(config.tiktok.clientSecret ? [] : [TIKTOK_REQUIRED[1]]),
    // the Worker creates accounts and signs them in with the service role
    ...(config.supabaseServiceRoleKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY']),
  ]
}

/** The one scope sign-in needs: open_id, display_name and avatar (TikTok's user.info.basic). */
export const TIKTOK_SCOPE = 'user.info.basic'

/** TikTok's OAuth error categories (https://developers.tiktok.com/doc/oauth-error-handling). */
export class TikTokError extends Error {
  constructor(
    /** invalid_grant, invalid_client, … or `unreachable` / `bad_response` for a failure on the way. */
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** A fresh state, a PKCE verifier (RFC 7636: 43+ unreserved characters) and its S256 challenge. */
export async function newAuthorization() {
  const { verifier, challenge } = await createPkce()
  return { state: randomToken(), codeVerifier: verifier, codeChallenge: challenge }
}

/**
 * The TikTok authorize page for this sign-in. TikTok's documentation asks PKCE of mobile and
 * desktop apps; a web app may send it too, and then TikTok requires the verifier at the exchange,
 * so a code stolen from the redirect is worthless without the server-side verifier.
 */
export function authorizeUrl(
  client: TikTokClient,
  input: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL('/v2/auth/authorize/', client.authUrl)
  url.search = new URLSearchParams({
    client_key: client.clientKey,
    scope: TIKTOK_SCOPE,
    response_type: 'code',
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

async function send(client: TikTokClient, path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
  let response: Response
  try {
    response = await fetch(new URL(path, client.apiUrl), { ...init, signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    throw new TikTokError(
      'unreachable',
      `TikTok could not be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  return { status: response.status, json: await response.json().catch(() => undefined) }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Cache-Control': 'no-cache' },
  body: new URLSearchParams(fields).toString(),
})

const OAuthErrorSchema = z.object({ error: z.string().min(1), error_description: z.string().optional() })
const TokenSchema = z.object({
  open_id: z.string().min(1),
  scope: z.string(),
  access_token: z.string().min(1),
  expires_in: z.number(),
})

/** The user access token and open_id for the code (POST /v2/oauth/token/). */
export async function exchangeCode(
  client: TikTokClient,
  input: { code: string; codeVerifier: string; redirectUri: string },
) {
  const { status, json } = await send(
    client,
    '/v2/oauth/token/',
    form({
      client_key: client.clientKey,
      client_secret: client.clientSecret,
      code: input.code,
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }),
  )
  // TikTok answers an error as { error, error_description, log_id }, whatever the HTTP status.
  const failure = OAuthErrorSchema.safeParse(json)
  if (failure.success) throw new TikTokError(failure.data.error, failure.data.error_description || failure.data.error)
  const token = TokenSchema.safeParse(json)
  if (status !== 200 || !token.success)
    throw new TikTokError(
      'bad_response',
      `TikTok's answer to the code exchange was not in the documented shape (HTTP ${status})`,
    )
  return token.data
}

const UserInfoSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      display_name: z.string().optional(),
      avatar_url: z.string().optional(),
    }),
  }),
  error: z.object({ code: z.literal('ok') }),
})
const ApiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

export type TikTokUser = { openId: string; displayName: string; avatarUrl: string | null }

/** The signed-in TikTok user (GET /v2/user/info/, fields of user.info.basic). */
export async function userInfo(client: TikTokClient, accessToken: string): Promise<TikTokUser> {
  const { status, json } = await send(client, '/v2/user/info/?fields=open_id,union_id,avatar_url,display_name', {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  const ok = UserInfoSchema.safeParse(json)
  if (status === 200 && ok.success) {
    const user = ok.data.data.user
    return {
      openId: user.open_id,
      displayName: (user.display_name ?? '').slice(0, 200),
      avatarUrl:
        user.avatar_url && /^https:\/\/\S+$/.test(user.avatar_url) && user.avatar_url.length <= 2000
          ? user.avatar_url
          : null,
    }
  }
  const failure = ApiErrorSchema.safeParse(json)
  if (failure.success)
    throw new TikTokError(failure.data.error.code, failure.data.error.message || failure.data.error.code)
  throw new TikTokError(
    'bad_response',
    `TikTok's answer to the user info request was not in the documented shape (HTTP ${status})`,
  )
}

/** Revokes the user access token (POST /v2/oauth/revoke/); the product keeps none. */
export async function revokeToken(client: TikTokClient, accessToken: string): Promise<void> {
  const { json } = await send(
    client,
    '/v2/oauth/revoke/',
    form({ client_key: client.clientKey, client_secret: client.clientSecret, token: accessToken }),
  )
  const failure = OAuthErrorSchema.safeParse(json)
  if (failure.success) throw new TikTokError(failure.data.error, failure.data.error_description || failure.data.error)
}
