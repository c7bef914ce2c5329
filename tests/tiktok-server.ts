// A local TikTok for the Sign in with TikTok tests (backend and Chromium). It plays Login Kit for
// Web's documented endpoints and checks each request as TikTok would:
//   GET  /v2/auth/authorize/  the consent page: Authorize / Cancel links back to redirect_uri with
//                             ?code=…&scopes=…&state=… or ?error=access_denied&error_description=…&state=…
//   POST /v2/oauth/token/     form-encoded; client_key and client_secret, a code used once within its
//                             life, the same redirect_uri, and a code_verifier whose S256 is the challenge
//   GET  /v2/user/info/       Bearer access token → { data: { user }, error: { code: 'ok' } }
//   POST /v2/oauth/revoke/    the access token revoked
// Errors in TikTok's shapes ({ error, error_description, log_id } for OAuth, { error: { code, message } }
// for the API). Every request is recorded. Bound to 127.0.0.1 on a free port.
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { listenLocally } from './local-server'

export const TIKTOK_CLIENT_KEY = 'awtiktokclientkey1'
export const TIKTOK_CLIENT_SECRET = 'tiktok-client-secret-never-in-a-page'

export type TikTokPerson = { open_id: string; display_name: string; avatar_url: string }
export const TIA: TikTokPerson = {
  open_id: '-000tiaOpenId1',
  display_name: 'Tia Tok',
  avatar_url: 'https://p16.tiktokcdn.example/tia.jpeg',
}

type Code = {
  person: TikTokPerson
  challenge: string
  method: string
  redirectUri: string
  issuedAt: number
  used: boolean
}
export type TikTokRequest = {
  method: string
  path: string
  query: Record<string, string>
  form: Record<string, string>
  authorization?: string
}

const CODE_LIFE_MS = 5 * 60_000

export async function tiktokServer() {
  const seen: TikTokRequest[] = []
  const codes = new Map<string, Code>()
  const tokens = new Map<string, { person: TikTokPerson; revoked: boolean }>()
  /** Who "signs in to TikTok" on the consent page next. */
  const state = { person: TIA }
  const logId = () => randomBytes(8).toString('hex')
  const oauthError = (error: string, description: string): [number, unknown] => [
    error === 'invalid_client' ? 401 : 400,
    { error, error_description: description, log_id: logId() },
  ]

  const authorize = (q: Record<string, string>): [number, string] => {
    if (q.client_key !== TIKTOK_CLIENT_KEY) return [400, 'client_key is invalid']
    if (q.response_type !== 'code' || q.scope !== 'user.info.basic' || !q.redirect_uri || !q.state)
      return [400, 'response_type, scope, redirect_uri and state are required']
    if (q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? ''))
      return [400, 'code_challenge must be S256']
    const code = `code-${randomBytes(12).toString('hex')}*!`
    codes.set(code, {
      person: state.person,
      challenge: q.code_challenge,
      method: q.code_challenge_method,
      redirectUri: q.redirect_uri,
      issuedAt: Date.now(),
      used: false,
    })
    const allow = new URL(q.redirect_uri)
    allow.search = new URLSearchParams({ code, scopes: 'user.info.basic', state: q.state }).toString()
    const deny = new URL(q.redirect_uri)
    deny.search = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user denied the request',
      state: q.state,
    }).toString()
    const html = `<!doctype html><html lang="en"><head><title>TikTok (local)</title></head><body><main><h1>${state.person.display_name}: allow access?</h1>
<a href="${allow.toString().replace(/&/g, '&amp;')}">Authorize</a> <a href="${deny.toString().replace(/&/g, '&amp;')}">Cancel</a></main></body></html>`
    return [200, html]
  }

  const token = (f: Record<string, string>): [number, unknown] => {
    if (f.client_key !== TIKTOK_CLIENT_KEY || f.client_secret !== TIKTOK_CLIENT_SECRET)
      return oauthError('invalid_client', 'Client key or secret is incorrect.')
    if (f.grant_type !== 'authorization_code')
      return oauthError('unsupported_grant_type', 'grant_type must be authorization_code')
    const code = codes.get(f.code ?? '')
    if (!code) return oauthError('invalid_grant', 'Authorization code is invalid.')
    if (code.used) return oauthError('invalid_grant', 'Authorization code has been redeemed.')
    if (Date.now() - code.issuedAt > CODE_LIFE_MS) return oauthError('invalid_grant', 'Authorization code is expired.')
    if (f.redirect_uri !== code.redirectUri)
      return oauthError('invalid_grant', 'redirect_uri does not match the authorization request.')
    const challenge = createHash('sha256')
      .update(f.code_verifier ?? '')
      .digest('base64url')
    if (challenge !== code.challenge) return oauthError('invalid_grant', 'Code verifier or code challenge is invalid.')
    code.used = true
    const access = `act.${randomBytes(16).toString('hex')}`
    tokens.set(access, { person: code.person, revoked: false })
    return [
      200,
      {
        access_token: access,
        expires_in: 86400,
        open_id: code.person.open_id,
        refresh_expires_in: 31536000,
        refresh_token: `rft.${randomBytes(16).toString('hex')}`,
        scope: 'user.info.basic',
        token_type: 'Bearer',
      },
    ]
  }

  const userInfo = (authorization: string | undefined, q: Record<string, string>): [number, unknown] => {
    const entry = tokens.get(/^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '')
    if (!entry || entry.revoked)
      return [
        401,
        {
          data: {},
          error: {
            code: 'access_token_invalid',
            message: 'The access token is invalid or not found in the request.',
            log_id: logId(),
          },
        },
      ]
    const fields = (q.fields ?? '').split(',')
    const user = Object.fromEntries(
      Object.entries({ ...entry.person, union_id: `u-${entry.person.open_id}` }).filter(([k]) => fields.includes(k)),
    )
    return [200, { data: { user }, error: { code: 'ok', message: '', log_id: logId() } }]
  }

  const revoke = (f: Record<string, string>): [number, unknown] => {
    if (f.client_key !== TIKTOK_CLIENT_KEY || f.client_secret !== TIKTOK_CLIENT_SECRET)
      return oauthError('invalid_client', 'Client key or secret is incorrect.')
    const entry = tokens.get(f.token ?? '')
    if (entry) entry.revoked = true
    return [200, {}]
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    const request: TikTokRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: isForm ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())) : {},
      authorization: req.headers.authorization,
    }
    seen.push(request)
    const json = ([status, body]: [number, unknown]) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    const route = `${request.method} ${request.path}`
    if (route === 'GET /v2/auth/authorize/') {
      const [status, body] = authorize(request.query)
      return res
        .writeHead(status, { 'Content-Type': status === 200 ? 'text/html; charset=utf-8' : 'text/plain' })
        .end(body)
    }
    if ((route === 'POST /v2/oauth/token/' || route === 'POST /v2/oauth/revoke/') && !isForm)
      return json(oauthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded'))
    if (route === 'POST /v2/oauth/token/') return json(token(request.form))
    if (route === 'GET /v2/user/info/') return json(userInfo(request.authorization, request.query))
    if (route === 'POST /v2/oauth/revoke/') return json(revoke(request.form))
    json([404, { error: { code: 'not_found', message: `no endpoint ${route}`, log_id: logId() } }])
  })
  const { url, close } = await listenLocally(server)
  return {
    url,
    seen,
    state,
    /** Ages every code issued so far past its life (TikTok's codes are short-lived). */
    expireCodes: () => {
      for (const code of codes.values()) code.issuedAt -= CODE_LIFE_MS + 1
    },
    /** Whether an access token was revoked (the product keeps none). */
    revoked: () => [...tokens.values()].every((t) => t.revoked),
    close,
  }
}

/** The consent page's two choices: where Authorize and Cancel send the browser. */
export function consentLinks(html: string): { allow: string; deny: string } {
  const [allow, deny] = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  if (!allow || !deny) throw new Error(`not TikTok's consent page: ${html.slice(0, 200)}`)
  return { allow, deny }
}
