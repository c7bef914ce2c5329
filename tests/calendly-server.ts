// A local Calendly for the connection tests (backend and Chromium): it speaks Calendly's documented
// OAuth (auth.calendly.com: /oauth/authorize approving at once and sending the browser back with a
// code, /oauth/token for authorization_code with PKCE S256 and for single-use rotating refresh
// tokens, /oauth/revoke) and API v2 (GET /users/me, POST/GET/DELETE /webhook_subscriptions), with
// Calendly's error shapes, and records every request. One server plays both hosts. Bound to
// 127.0.0.1 on a free port.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { listenLocally } from './local-server'

export const CALENDLY_CLIENT_ID = 'calendly-client-1'
export const CALENDLY_CLIENT_SECRET = 'calendly-secret-1'
export const CALENDLY_SIGNING_KEY = 'calendly-webhook-signing-key-1'
export const CALENDLY_USER = { name: 'Omar Haddad', email: 'omar@bluefin.example' }

export type CalendlyRequest = {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown>
  authorization: string | null
}

const b64url = (buf: Buffer) => buf.toString('base64url')

/** Calendly's Calendly-Webhook-Signature header for a body, signed at `t` (unix seconds). */
export function signCalendly(body: string, t = Math.floor(Date.now() / 1000), key = CALENDLY_SIGNING_KEY): string {
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`
}

/** An invitee.created / invitee.canceled delivery as Calendly sends it. */
export function inviteeEvent(
  event: 'invitee.created' | 'invitee.canceled',
  invitee: { uuid: string; email: string; name: string; start?: Date; reason?: string },
) {
  const start = invitee.start ?? new Date(Date.now() + 3 * 86_400_000)
  const now = new Date().toISOString()
  return {
    event,
    created_at: now,
    created_by: 'https://api.calendly.com/users/USER-OMAR',
    payload: {
      uri: `https://api.calendly.com/scheduled_events/EV-${invitee.uuid}/invitees/${invitee.uuid}`,
      email: invitee.email,
      name: invitee.name,
      first_name: null,
      last_name: null,
      status: event === 'invitee.created' ? 'active' : 'canceled',
      created_at: now,
      rescheduled: false,
      scheduled_event: {
        uri: `https://api.calendly.com/scheduled_events/EV-${invitee.uuid}`,
        name: 'Discovery call',
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
        status: event === 'invitee.created' ? 'active' : 'canceled',
      },
      cancellation:
        event === 'invitee.canceled'
          ? {
              canceled_by: invitee.name,
              reason: invitee.reason ?? 'Something came up',
              canceler_type: 'invitee',
              created_at: now,
            }
          : null,
    },
  }
}

export async function calendlyServer() {
  const seen: CalendlyRequest[] = []
  const codes = new Map<string, { challenge: string; method: string; redirectUri: string; clientId: string }>()
  const access = new Set<string>()
  const refresh = new Set<string>()
  const subscriptions = new Map<string, { uri: string; callback_url: string; events: string[]; scope: string }>()
  const state = { refreshRefuses: false, revoked: [] as string[], expiresIn: 7200 }
  let origin = ''

  const issue = () => {
    const a = `cal-access-${b64url(randomBytes(12))}`
    const r = `cal-refresh-${b64url(randomBytes(12))}`
    access.add(a)
    refresh.add(r)
    return {
      token_type: 'Bearer',
      access_token: a,
      refresh_token: r,
      expires_in: state.expiresIn,
      scope: 'users:read scheduled_events:read webhooks:read webhooks:write',
      created_at: Math.floor(Date.now() / 1000),
      owner: `${origin}/users/USER-OMAR`,
      organization: `${origin}/organizations/ORG-BLUEFIN`,
    }
  }
  const oauthError = (error: string, description: string): [number, unknown] => [
    400,
    { error, error_description: description },
  ]
  const apiError = (status: number, title: string, message: string): [number, unknown] => [status, { title, message }]

  const answer = (r: CalendlyRequest): [number, unknown, Record<string, string>?] => {
    if (r.method === 'GET' && r.path === '/oauth/authorize') {
      // The person approves at once: back to the redirect URI with a code and the state.
      const code = b64url(randomBytes(16))
      codes.set(code, {
        challenge: r.query.code_challenge ?? '',
        method: r.query.code_challenge_method ?? '',
        redirectUri: r.query.redirect_uri ?? '',
        clientId: r.query.client_id ?? '',
      })
      const back = new URL(r.query.redirect_uri)
      back.searchParams.set('code', code)
      if (r.query.state) back.searchParams.set('state', r.query.state)
      return [302, '', { Location: back.toString() }]
    }
    if (r.method === 'POST' && r.path === '/oauth/token') {
      if (r.body.client_id !== CALENDLY_CLIENT_ID || r.body.client_secret !== CALENDLY_CLIENT_SECRET)
        return [
          401,
          {
            error: 'invalid_client',
            error_description:
              'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
          },
        ]
      if (r.body.grant_type === 'authorization_code') {
        const grant = codes.get(String(r.body.code))
        if (!grant)
          return oauthError(
            'invalid_grant',
            'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
          )
        codes.delete(String(r.body.code))
        if (grant.redirectUri !== r.body.redirect_uri)
          return oauthError(
            'invalid_grant',
            'The redirect_uri does not match the one used in the authorization request.',
          )
        const verifier = String(r.body.code_verifier ?? '')
        if (grant.method !== 'S256' || b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge)
          return oauthError('invalid_grant', 'The code_verifier does not match the code_challenge.')
        return [200, issue()]
      }
      if (r.body.grant_type === 'refresh_token') {
        const token = String(r.body.refresh_token)
        if (state.refreshRefuses || !refresh.has(token))
          return oauthError('invalid_grant', 'The refresh token is invalid, expired or revoked.')
        refresh.delete(token) // single use
        return [200, issue()]
      }
      return oauthError('unsupported_grant_type', 'The authorization grant type is not supported.')
    }
    if (r.method === 'POST' && r.path === '/oauth/revoke') {
      if (r.body.client_id !== CALENDLY_CLIENT_ID || r.body.client_secret !== CALENDLY_CLIENT_SECRET)
        return [401, { error: 'invalid_client', error_description: 'Client authentication failed.' }]
      const token = String(r.body.token)
      state.revoked.push(token)
      access.delete(token)
      refresh.delete(token)
      return [200, {}]
    }
    // API v2: a live bearer token.
    const bearer = /^Bearer (.+)$/.exec(r.authorization ?? '')?.[1]
    if (!bearer || !access.has(bearer)) return apiError(401, 'Unauthenticated', 'The access token is invalid')
    if (r.method === 'GET' && r.path === '/users/me') {
      return [
        200,
        {
          resource: {
            uri: `${origin}/users/USER-OMAR`,
            name: CALENDLY_USER.name,
            email: CALENDLY_USER.email,
            slug: 'omar',
            scheduling_url: 'https://calendly.com/omar',
            timezone: 'Europe/London',
            current_organization: `${origin}/organizations/ORG-BLUEFIN`,
            created_at: '2025-01-01T00:00:00.000000Z',
            updated_at: '2025-01-01T00:00:00.000000Z',
          },
        },
      ]
    }
    if (r.method === 'POST' && r.path === '/webhook_subscriptions') {
      const url = String(r.body.url)
      if (!/^https?:\/\//.test(url)) return apiError(400, 'Invalid Argument', 'The supplied parameters are invalid.')
      if ([...subscriptions.values()].some((s) => s.callback_url === url))
        return apiError(409, 'Already Exists', 'Hook with this url already exists')
      const id = `WH-${b64url(randomBytes(8))}`
      const sub = {
        uri: `${origin}/webhook_subscriptions/${id}`,
        callback_url: url,
        events: r.body.events as string[],
        scope: String(r.body.scope),
        organization: r.body.organization,
        user: r.body.user,
        state: 'active',
      }
      subscriptions.set(id, sub)
      return [201, { resource: sub }]
    }
    if (r.method === 'GET' && r.path === '/webhook_subscriptions')
      return [
        200,
        { collection: [...subscriptions.values()], pagination: { count: subscriptions.size, next_page: null } },
      ]
    const del = /^\/webhook_subscriptions\/([\w-]+)$/.exec(r.path)
    if (r.method === 'DELETE' && del) {
      if (!subscriptions.delete(del[1]))
        return apiError(404, 'Resource Not Found', 'The server could not find the requested resource.')
      return [204, undefined]
    }
    return apiError(404, 'Resource Not Found', 'The server could not find the requested resource.')
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const url = new URL(req.url ?? '/', 'http://localhost')
    const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
    const request: CalendlyRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text)) : {},
      authorization: req.headers.authorization ?? null,
    }
    seen.push(request)
    const [status, body, headers] = answer(request)
    res
      .writeHead(status, { 'Content-Type': 'application/json', ...headers })
      .end(status === 204 || status === 302 ? undefined : JSON.stringify(body))
  })
  const { url, close } = await listenLocally(server)
  origin = url
  return {
    url,
    seen,
    state,
    subscriptions,
    access,
    close,
  }
}
