// OAuth 2 authorization code with `state` and PKCE (RFC 6749 §4.1, RFC 7636 S256), following RFC
// 9700's advice: the state is 256 random bits, stored only as its SHA-256, bound to the member and
// company that started it and to their browser (the SHA-256 of a secret the start set in an
// HttpOnly cookie: worker/api/browser-binding.ts), single use and valid for STATE_TTL_MS; a
// callback from another browser is refused without using the state up; the redirect URI is the exact
// one registered and sent again on the exchange; the verifier never leaves the Worker (sealed at
// rest). Tokens are sealed per company (./crypto.ts) into integration_secrets; what screens show
// goes to integration_connections (status, account label, last sync, last error — never a secret).
// Every provider call takes its token from accessToken(), which refreshes before expiry and marks
// the connection failing, with the provider's reason, when the provider refuses.
import { serviceClient } from '../ai/store'
import { readConfig, type Bindings, type Config } from '../env'
import { importKey, KEY_SETTING, open, seal } from './crypto'
import { OAUTH_PROVIDERS, type OAuthProviderId } from './oauth-providers'
import { ProviderError, type OAuthProvider, type OAuthTokens } from './providers'
import * as oauth4webapi from 'oauth4webapi'

/** RFC 9700 §2.1: short-lived; a person has ten minutes to approve at the provider. */
export const STATE_TTL_MS = 10 * 60_000
/** Refresh when the access token has less than this left, so no call starts with a token about to die. */
export const REFRESH_MARGIN_MS = 5 * 60_000

// ---- pure helpers (also for sign-in flows such as TikTok's): random values and PKCE from oauth4webapi ----

const enc = new TextEncoder()

/** 32 random bytes as base64url (43 characters): a state, or a browser-binding secret. */
export const randomToken = (): string => oauth4webapi.generateRandomState()

/** RFC 7636 §4.2: code_challenge = BASE64URL(SHA256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string): Promise<string> => oauth4webapi.calculatePKCECodeChallenge(verifier)

/** A fresh verifier (RFC 7636 §4.1, 43 characters) and its S256 challenge. */
export async function createPkce(): Promise<{ verifier: string; challenge: string; method: 'S256' }> {
  const verifier = oauth4webapi.generateRandomCodeVerifier()
  return { verifier, challenge: await pkceChallenge(verifier), method: 'S256' }
}

export async function sha256Hex(text: string): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

/** Whether a browser's binding secret (its cookie; none when missing) is the one whose hash a flow stored. */
export const sameBrowser = async (secret: string | undefined, storedHash: string): Promise<boolean> =>
  secret !== undefined && secret !== '' && (await sha256Hex(secret)) === storedHash

// ---- errors a person can read ----

/** Why a connection could not be made or used; `code` is what the callback's redirect carries. */
export type OAuthFailure =
  | 'not_configured'
  | 'state_missing'
  | 'state_unknown'
  | 'state_used'
  | 'state_expired'
  | 'other_browser'
  | 'not_allowed'
  | 'denied'
  | 'exchange_failed'
  | 'setup_failed'
  | 'not_connected'
  | 'refresh_failed'
  | 'storage'

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthFailure,
    message: string,
  ) {
    super(message)
  }
}

// ---- configuration ----

export function oauthProvider(id: OAuthProviderId): OAuthProvider {
  return OAUTH_PROVIDERS[id]
}

export function isOAuthProvider(id: string): id is OAuthProviderId {
  return Object.hasOwn(OAUTH_PROVIDERS, id)
}

/** What this deployment lacks to connect the provider, by setting name; empty when it can. */
export function missingSettings(env: Bindings, id: OAuthProviderId): string[] {
  const config = readConfig(env)
  const set = (name: string) => {
    const value = (env as Record<string, unknown>)[name]
    return typeof value === 'string' && value.trim() !== ''
  }
  return [
    ...oauthProvider(id).required.filter((name) => !set(name)),
    ...(config.integrationsKey ? [] : [KEY_SETTING]),
    ...(config.supabaseServiceRoleKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY']),
  ]
}

function requireConfigured(env: Bindings, id: OAuthProviderId): Config {
  const missing = missingSettings(env, id)
  if (missing.length)
    throw new OAuthError(
      'not_configured',
      `${oauthProvider(id).name} is not configured on this deployment: the operator must set ${missing.join(', ')}`,
    )
  return readConfig(env)
}

/** The exact redirect URI registered with the provider (README lists it per provider). */
export const redirectUri = (origin: string, id: OAuthProviderId) => `${origin}/api/oauth/${id}/callback`

const boundTo = (companyId: string, id: OAuthProviderId) => `${companyId}:${id}`

// ---- start ----

/** The cookie that binds an approval to the browser that started it: sent only to the callback. */
export const oauthBrowserCookie = (id: OAuthProviderId) => ({
  name: `oauth_${id}`,
  path: `/api/oauth/${id}/callback`,
  // the provider's redirect is a top-level GET from its own site: a Strict cookie would stay behind
  sameSite: 'Lax' as const,
  maxAgeSeconds: STATE_TTL_MS / 1000,
})

/**
 * Stores a pending authorization bound to the member, the company and the browser (the hash of
 * `browserSecret`, which the caller has set in oauthBrowserCookie) and answers the provider's
 * authorization URL to send the browser to. Old pending rows (over a day) are swept here.
 */
export async function startAuthorization(
  env: Bindings,
  id: OAuthProviderId,
  request: { companyId: string; userId: string; origin: string; returnPath: string; browserSecret: string },
): Promise<string> {
  const config = requireConfigured(env, id)
  const provider = oauthProvider(id)
  const state = randomToken()
  const pkce = await createPkce()
  const stateHash = await sha256Hex(state)
  const sealed = await seal(await importKey(config.integrationsKey!), pkce.verifier, `oauth-state:${stateHash}`)
  const now = Date.now()
  const redirect = redirectUri(request.origin, id)
  const service = serviceClient(config)
  await service
    .from('oauth_states')
    .delete()
    .lt('created_at', new Date(now - 86_400_000).toISOString())
  const stored = await service.from('oauth_states').insert({
    state_hash: stateHash,
    provider: id,
    company_id: request.companyId,
    user_id: request.userId,
    browser_hash: await sha256Hex(request.browserSecret),
    verifier_sealed: sealed.ciphertext,
    verifier_iv: sealed.iv,
    redirect_uri: redirect,
    return_path: request.returnPath,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + STATE_TTL_MS).toISOString(),
  })
  if (stored.error) throw new OAuthError('storage', `The connection could not be started: ${stored.error.message}`)
  const url = new URL(provider.endpoints(env).authorize)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', provider.client(env).clientId)
  url.searchParams.set('redirect_uri', redirect)
  url.searchParams.set('state', state)
  if (provider.scopes.length) url.searchParams.set('scope', provider.scopes.join(' '))
  if (provider.pkce) {
    url.searchParams.set('code_challenge', pkce.challenge)
    url.searchParams.set('code_challenge_method', pkce.method)
  }
  for (const [k, v] of Object.entries(provider.authorizeParams ?? {})) url.searchParams.set(k, v)
  return url.toString()
}

// ---- the token endpoint ----

type TokenAnswer = { tokens: OAuthTokens; raw: Record<string, unknown> }

/** RFC 6749 §5.2's error body as a sentence: error_description, else the error code. */
function providerReason(json: unknown, status: number): string {
  if (json && typeof json === 'object') {
    const body = json as Record<string, unknown>
    const text = [body.error_description, body.message, body.error].find(
      (v) => typeof v === 'string' && v.trim() !== '',
    )
    // A sentence of its own, without its full stop: callers go on after it.
    if (typeof text === 'string')
      return text
        .trim()
        .replace(/[.\s]+$/, '')
        .slice(0, 300)
  }
  return `it answered HTTP ${status}`
}

async function tokenRequest(
  env: Bindings,
  provider: OAuthProvider,
  params: Record<string, string>,
  previous?: OAuthTokens,
): Promise<TokenAnswer> {
  const { clientId, clientSecret } = provider.client(env)
  const headers: Record<string, string> = { Accept: 'application/json' }
  const fields = {
    ...params,
    ...(provider.clientAuth === 'body' ? { client_id: clientId, client_secret: clientSecret } : {}),
  }
  if (provider.clientAuth === 'basic')
    headers.Authorization = `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`
  let body: string
  if (provider.tokenBody === 'json') {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(fields)
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(fields).toString()
  }
  let response: Response
  try {
    response = await fetch(provider.endpoints(env).token, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new ProviderError(
      provider.name,
      0,
      `${provider.name} could not be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw new ProviderError(provider.name, response.status, providerReason(json, response.status))
  const raw = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>
  if (typeof raw.access_token !== 'string' || raw.access_token === '')
    throw new ProviderError(provider.name, 502, `${provider.name}'s token answer had no access_token`)
  const expiresIn = Number(raw.expires_in)
  return {
    raw,
    tokens: {
      accessToken: raw.access_token,
      // Rotating refresh tokens (Calendly's are single use): keep the new one, else the one we had.
      refreshToken:
        typeof raw.refresh_token === 'string' && raw.refresh_token
          ? raw.refresh_token
          : (previous?.refreshToken ?? null),
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
      scope: typeof raw.scope === 'string' ? raw.scope : (previous?.scope ?? null),
    },
  }
}

// ---- sealed tokens ----

async function storeTokens(config: Config, companyId: string, id: OAuthProviderId, tokens: OAuthTokens) {
  const sealed = await seal(await importKey(config.integrationsKey!), JSON.stringify(tokens), boundTo(companyId, id))
  const stored = await serviceClient(config)
    .from('integration_secrets')
    .upsert(
      { company_id: companyId, provider: id, ...sealed, updated_at: new Date().toISOString() },
      { onConflict: 'company_id,provider' },
    )
  if (stored.error) throw new OAuthError('storage', `The connection could not be saved: ${stored.error.message}`)
}

async function readTokens(config: Config, companyId: string, id: OAuthProviderId): Promise<OAuthTokens | null> {
  const { data, error } = await serviceClient(config)
    .from('integration_secrets')
    .select('ciphertext, iv')
    .eq('company_id', companyId)
    .eq('provider', id)
    .maybeSingle()
  if (error) throw new OAuthError('storage', `The connection could not be read: ${error.message}`)
  if (!data) return null
  try {
    return JSON.parse(await open(await importKey(config.integrationsKey!), data, boundTo(companyId, id))) as OAuthTokens
  } catch {
    throw new OAuthError(
      'not_connected',
      `The stored ${oauthProvider(id).name} connection cannot be opened (was ${KEY_SETTING} changed?). Disconnect and connect again.`,
    )
  }
}

/** Records a failure on the connection: the company's and the admin's screens show it. */
export async function markFailing(config: Config, companyId: string, id: OAuthProviderId, message: string) {
  await serviceClient(config)
    .from('integration_connections')
    .update({ status: 'failing', last_error: message.slice(0, 500), last_error_at: new Date().toISOString() })
    .eq('company_id', companyId)
    .eq('provider', id)
}

/**
 * Records that the provider was heard from (last sync). A successful call with the token also
 * clears an earlier failure; a webhook delivery (`tokenUsed: false`) says nothing of the grant, so a
 * failing connection stays failing.
 */
export async function markSynced(config: Config, companyId: string, id: OAuthProviderId, { tokenUsed = true } = {}) {
  const now = new Date().toISOString()
  await serviceClient(config)
    .from('integration_connections')
    .update(
      tokenUsed
        ? { status: 'connected', last_sync_at: now, last_error: null, last_error_at: null }
        : { last_sync_at: now },
    )
    .eq('company_id', companyId)
    .eq('provider', id)
}

// ---- callback ----

export type CallbackQuery = { state?: string; code?: string; error?: string; error_description?: string }

/**
 * The provider sent the browser back. Checks that this is the browser that started (its
 * `browserSecret`, from oauthBrowserCookie; another browser is refused and the state stays
 * unused), consumes the state (once), checks the member who started may still connect, exchanges
 * the code with the verifier and the exact redirect URI, lets the provider set itself up, then
 * seals the tokens and records the connection. Any failure before the end stores nothing.
 * Answers where to send the browser.
 */
export async function completeAuthorization(
  env: Bindings,
  id: OAuthProviderId,
  query: CallbackQuery,
  origin: string,
  browserSecret: string | undefined,
): Promise<{ companyId: string; returnPath: string; label: string }> {
  const config = requireConfigured(env, id)
  const provider = oauthProvider(id)
  if (!query.state)
    throw new OAuthError(
      'state_missing',
      `${provider.name} sent the browser back without the state this app gave it, so nothing was connected. Start again from the integration page.`,
    )
  const service = serviceClient(config)
  const stateHash = await sha256Hex(query.state)
  const seen = await service
    .from('oauth_states')
    .select('browser_hash')
    .eq('state_hash', stateHash)
    .eq('provider', id)
    .maybeSingle()
  if (seen.error) throw new OAuthError('storage', `The connection could not be checked: ${seen.error.message}`)
  if (!seen.data)
    throw new OAuthError(
      'state_unknown',
      `This ${provider.name} approval was not started here (or not from this deployment), so nothing was connected. Start again from the integration page.`,
    )
  // Before using the state up: someone else's browser cannot spend (or burn) the approval.
  if (!(await sameBrowser(browserSecret, seen.data.browser_hash)))
    throw new OAuthError(
      'other_browser',
      `This ${provider.name} approval was started in another browser, so nothing was connected.`,
    )
  // Single use: only the request that flips used_at from null gets the row.
  const taken = await service
    .from('oauth_states')
    .update({ used_at: new Date().toISOString() })
    .eq('state_hash', stateHash)
    .eq('provider', id)
    .is('used_at', null)
    .select()
    .maybeSingle()
  if (taken.error) throw new OAuthError('storage', `The connection could not be checked: ${taken.error.message}`)
  if (!taken.data)
    throw new OAuthError(
      'state_used',
      `This ${provider.name} approval was already used, so nothing more was connected. Start again from the integration page if you need to.`,
    )
  const pending = taken.data
  if (Date.parse(pending.expires_at) < Date.now()) {
    throw new OAuthError(
      'state_expired',
      `The ${provider.name} approval took longer than ${STATE_TTL_MS / 60_000} minutes and expired, so nothing was connected. Start again from the integration page.`,
    )
  }
  if (query.error) {
    const why =
      query.error === 'access_denied'
        ? 'access was declined'
        : `${provider.name} answered ${query.error_description || query.error}`
    throw new OAuthError('denied', `${provider.name} was not connected: ${why}. Nothing was stored.`.slice(0, 400))
  }
  if (!query.code)
    throw new OAuthError(
      'exchange_failed',
      `${provider.name} sent the browser back without an authorization code, so nothing was connected.`,
    )
  // The member who started must still be an owner or admin of the company (as connecting requires).
  if (!(await mayStillConnect(service, pending.company_id, pending.user_id)))
    throw new OAuthError(
      'not_allowed',
      `Whoever started this ${provider.name} approval is no longer an owner or admin of the company, so nothing was connected.`,
    )
  const key = await importKey(config.integrationsKey!)
  const verifier = await open(
    key,
    { ciphertext: pending.verifier_sealed, iv: pending.verifier_iv },
    `oauth-state:${stateHash}`,
  )

  let answer: TokenAnswer
  try {
    answer = await tokenRequest(env, provider, {
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: pending.redirect_uri,
      ...(provider.pkce ? { code_verifier: verifier } : {}),
    })
  } catch (error) {
    throw new OAuthError(
      'exchange_failed',
      `${provider.name} refused the authorization code: ${error instanceof Error ? error.message : String(error)}. Nothing was connected.`,
    )
  }

  let account: Awaited<ReturnType<OAuthProvider['onConnect']>>
  try {
    account = await provider.onConnect({
      env,
      companyId: pending.company_id,
      accessToken: answer.tokens.accessToken,
      origin,
      tokenResponse: answer.raw,
    })
  } catch (error) {
    await revokeAtProvider(env, provider, answer.tokens).catch(() => undefined)
    throw new OAuthError(
      'setup_failed',
      `${provider.name} was reached but could not be set up: ${error instanceof Error ? error.message : String(error)}. Nothing was connected.`,
    )
  }

  await storeTokens(config, pending.company_id, id, answer.tokens)
  const now = new Date().toISOString()
  const saved = await service.from('integration_connections').upsert(
    {
      company_id: pending.company_id,
      provider: id,
      status: 'connected',
      account_label: account.label.slice(0, 200),
      connected_by: pending.user_id,
      connected_at: now,
      last_sync_at: now,
      last_error: null,
      last_error_at: null,
      summary: account.summary as never,
    },
    { onConflict: 'company_id,provider' },
  )
  if (saved.error) {
    await service.from('integration_secrets').delete().eq('company_id', pending.company_id).eq('provider', id)
    throw new OAuthError('storage', `The ${provider.name} connection could not be saved: ${saved.error.message}`)
  }
  return { companyId: pending.company_id, returnPath: pending.return_path, label: account.label }
}

/** Whether the user is still an owner or admin of the company (role_may decides the ladder). */
async function mayStillConnect(service: ReturnType<typeof serviceClient>, companyId: string, userId: string) {
  const member = await service
    .from('company_members')
    .select('member_role')
    .eq('company_id', companyId)
    .eq('user_id', userId)
    .maybeSingle()
  if (member.error) throw new OAuthError('storage', `The connection could not be checked: ${member.error.message}`)
  if (!member.data) return false
  const may = await service.rpc('role_may', { role: member.data.member_role, at_least: 'admin' })
  if (may.error) throw new OAuthError('storage', `The connection could not be checked: ${may.error.message}`)
  return may.data === true
}

// ---- using a connection ----

/**
 * A live access token for the company's connection: the stored one, or a refreshed one when it
 * expires within REFRESH_MARGIN_MS. A refused refresh marks the connection failing with the
 * provider's reason and throws (the company must connect again).
 */
export async function accessToken(env: Bindings, companyId: string, id: OAuthProviderId): Promise<string> {
  const config = requireConfigured(env, id)
  const provider = oauthProvider(id)
  const tokens = await readTokens(config, companyId, id)
  if (!tokens) throw new OAuthError('not_connected', `${provider.name} is not connected for this company`)
  if (tokens.expiresAt === null || tokens.expiresAt - REFRESH_MARGIN_MS > Date.now()) return tokens.accessToken
  if (!tokens.refreshToken) {
    const message = `${provider.name} access expired and ${provider.name} gave no refresh token. Connect ${provider.name} again.`
    await markFailing(config, companyId, id, message)
    throw new OAuthError('refresh_failed', message)
  }
  let answer: TokenAnswer
  try {
    answer = await tokenRequest(
      env,
      provider,
      { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
      tokens,
    )
  } catch (error) {
    // Two requests renewing at once: with single-use refresh tokens the provider refuses the second,
    // and the first has stored (or is storing) fresh tokens. Those are the answer, not a failure.
    const renewed = await renewedElsewhere(config, companyId, id, tokens.refreshToken)
    if (renewed) return renewed.accessToken
    const message = `${provider.name} refused to renew access: ${error instanceof Error ? error.message : String(error)}. Connect ${provider.name} again.`
    await markFailing(config, companyId, id, message)
    throw new OAuthError('refresh_failed', message)
  }
  await storeTokens(config, companyId, id, answer.tokens)
  return answer.tokens.accessToken
}

/** Tokens another request stored after renewing with `used`, waiting briefly for its write; null if none came. */
async function renewedElsewhere(
  config: Config,
  companyId: string,
  id: OAuthProviderId,
  used: string,
): Promise<OAuthTokens | null> {
  for (const wait of [0, 250, 750]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
    const now = await readTokens(config, companyId, id)
    if (now && now.refreshToken !== used && (now.expiresAt === null || now.expiresAt > Date.now())) return now
  }
  return null
}

/** RFC 7009: revoke the refresh token (which ends its access tokens too), else the access token. */
async function revokeAtProvider(env: Bindings, provider: OAuthProvider, tokens: OAuthTokens) {
  const url = provider.endpoints(env).revoke
  if (!url) return false
  const { clientId, clientSecret } = provider.client(env)
  const fields: Record<string, string> = {
    token: tokens.refreshToken ?? tokens.accessToken,
    token_type_hint: tokens.refreshToken ? 'refresh_token' : 'access_token',
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (provider.clientAuth === 'basic')
    headers.Authorization = `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`
  else Object.assign(fields, { client_id: clientId, client_secret: clientSecret })
  const json = provider.tokenBody === 'json'
  headers['Content-Type'] = json ? 'application/json' : 'application/x-www-form-urlencoded'
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new ProviderError(
      provider.name,
      0,
      `${provider.name} could not be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  // RFC 7009 §2.2: an invalid (already revoked) token is answered 200 too; anything else is a refusal.
  if (!response.ok)
    throw new ProviderError(
      provider.name,
      response.status,
      providerReason(await response.json().catch(() => undefined), response.status),
    )
  return true
}

/**
 * Takes down what the provider set up, revokes at the provider and deletes the secret and the
 * connection here. A provider that refuses keeps the connection (the error says why); an access
 * token that no longer works (refresh refused) does not stop the local deletion.
 */
export async function disconnect(
  env: Bindings,
  companyId: string,
  id: OAuthProviderId,
  origin: string,
): Promise<{ revoked: boolean }> {
  const config = requireConfigured(env, id)
  const provider = oauthProvider(id)
  const service = serviceClient(config)
  const tokens = await readTokens(config, companyId, id).catch((error: unknown) => {
    if (error instanceof OAuthError && error.code === 'not_connected') return null
    throw error
  })
  let revoked = false
  if (tokens) {
    let live: string | null = null
    try {
      live = await accessToken(env, companyId, id)
    } catch {
      live = null // refused refresh: the grant is already dead at the provider
    }
    if (live && provider.onDisconnect) {
      const row = await service
        .from('integration_connections')
        .select('summary')
        .eq('company_id', companyId)
        .eq('provider', id)
        .maybeSingle()
      try {
        await provider.onDisconnect({
          env,
          companyId,
          accessToken: live,
          origin,
          summary: (row.data?.summary ?? {}) as Record<string, unknown>,
        })
      } catch (error) {
        throw new OAuthError(
          'setup_failed',
          `${provider.name} could not be disconnected: ${error instanceof Error ? error.message : String(error)}. It is still connected.`,
        )
      }
    }
    if (live) {
      const current = (await readTokens(config, companyId, id)) ?? tokens
      try {
        revoked = await revokeAtProvider(env, provider, current)
      } catch (error) {
        throw new OAuthError(
          'setup_failed',
          `${provider.name} refused to revoke access: ${error instanceof Error ? error.message : String(error)}. It is still connected.`,
        )
      }
    }
  }
  const [secret, connection] = await Promise.all([
    service.from('integration_secrets').delete().eq('company_id', companyId).eq('provider', id),
    service.from('integration_connections').delete().eq('company_id', companyId).eq('provider', id),
  ])
  if (secret.error || connection.error)
    throw new OAuthError(
      'storage',
      `${provider.name} was revoked, but the connection could not be removed here. Try again.`,
    )
  return { revoked }
}
