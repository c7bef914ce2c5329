// Calendly's API v2 (https://developer.calendly.com): OAuth at auth.calendly.com (authorization code
// with PKCE S256, client credentials in the form body, single-use rotating refresh tokens, RFC 7009
// revoke), GET /users/me for who connected, and a user-scoped webhook subscription for
// invitee.created and invitee.canceled, signed with the OAuth app's webhook signing key
// (CALENDLY_WEBHOOK_SIGNING_KEY; Calendly generates it for an OAuth app, so none is sent).
// Every answer is checked with zod; Calendly's error body ({ title, message }) becomes the reason.
import type { Bindings } from '../env'
import { z } from '../../shared/zod'
import { ProviderError, type OAuthProvider } from './providers'

export const CALENDLY_REQUIRED = [
  'CALENDLY_CLIENT_ID',
  'CALENDLY_CLIENT_SECRET',
  'CALENDLY_WEBHOOK_SIGNING_KEY',
] as const
export const CALENDLY_EVENTS = ['invitee.created', 'invitee.canceled'] as const
const AUTH_HOST = 'https://auth.calendly.com'
const API_HOST = 'https://api.calendly.com'

const apiBase = (env: Bindings) => env.CALENDLY_API_URL || API_HOST

/** Where Calendly delivers a company's invitee events (worker/api/calendly-webhook.ts). */
export const calendlyWebhookUrl = (origin: string, companyId: string) =>
  `${origin}/api/webhooks/calendly?company=${companyId}`

const ErrorSchema = z
  .object({
    title: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ message: z.string().optional() }).loose()).optional(),
  })
  .loose()

async function api<S extends z.ZodType>(
  env: Bindings,
  token: string,
  method: string,
  path: string,
  schema: S | null,
  body?: unknown,
): Promise<z.infer<S>> {
  let response: Response
  try {
    response = await fetch(path.startsWith('http') ? path : `${apiBase(env)}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new ProviderError(
      'Calendly',
      0,
      `Calendly could not be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) {
    const err = ErrorSchema.safeParse(json)
    const detail = err.success
      ? [err.data.message ?? err.data.title, ...(err.data.details ?? []).map((d) => d.message)]
          .filter(Boolean)
          .join(' ')
      : ''
    throw new ProviderError('Calendly', response.status, detail || `Calendly answered HTTP ${response.status}`)
  }
  if (!schema) return undefined as z.infer<S>
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new ProviderError(
      'Calendly',
      502,
      `Calendly's answer to ${method} ${path.replace(/^https?:\/\/[^/]+/, '')} was not in the documented shape`,
    )
  return parsed.data
}

const UserSchema = z.object({
  resource: z
    .object({ uri: z.string().url(), name: z.string(), email: z.string(), current_organization: z.string().url() })
    .loose(),
})
const SubscriptionSchema = z
  .object({ uri: z.string().url(), callback_url: z.string(), state: z.string().optional() })
  .loose()

export type CalendlySummary = { user: string; organization: string; webhook: string | null }

/** The user's subscription for this company: created, or the one already there for the same URL. */
async function subscribe(
  env: Bindings,
  token: string,
  user: z.infer<typeof UserSchema>['resource'],
  url: string,
): Promise<string> {
  try {
    const created = await api(
      env,
      token,
      'POST',
      '/webhook_subscriptions',
      z.object({ resource: SubscriptionSchema }),
      {
        url,
        events: CALENDLY_EVENTS,
        organization: user.current_organization,
        user: user.uri,
        scope: 'user',
      },
    )
    return created.resource.uri
  } catch (error) {
    // 409: Calendly already delivers to this URL for this user (a connection made before): reuse it.
    if (!(error instanceof ProviderError && error.status === 409)) throw error
    const query = new URLSearchParams({
      organization: user.current_organization,
      user: user.uri,
      scope: 'user',
      count: '100',
    })
    const list = await api(
      env,
      token,
      'GET',
      `/webhook_subscriptions?${query}`,
      z.object({ collection: z.array(SubscriptionSchema) }),
    )
    const existing = list.collection.find((s) => s.callback_url === url)
    if (!existing) throw error
    return existing.uri
  }
}

export const calendly: OAuthProvider = {
  id: 'calendly',
  name: 'Calendly',
  page: '/dashboard/calendly',
  required: CALENDLY_REQUIRED,
  endpoints: (env) => {
    const auth = env.CALENDLY_AUTH_URL || AUTH_HOST
    return { authorize: `${auth}/oauth/authorize`, token: `${auth}/oauth/token`, revoke: `${auth}/oauth/revoke` }
  },
  client: (env) => ({ clientId: env.CALENDLY_CLIENT_ID ?? '', clientSecret: env.CALENDLY_CLIENT_SECRET ?? '' }),
  // Calendly's scopes (since 2026-03): who the user is, their bookings, and webhooks on them.
  scopes: ['users:read', 'scheduled_events:read', 'webhooks:read', 'webhooks:write'],
  pkce: true,
  clientAuth: 'body',
  tokenBody: 'form',
  async onConnect({ env, accessToken, origin, companyId }) {
    const me = (await api(env, accessToken, 'GET', '/users/me', UserSchema)).resource
    const webhook = await subscribe(env, accessToken, me, calendlyWebhookUrl(origin, companyId))
    const summary: CalendlySummary = { user: me.uri, organization: me.current_organization, webhook }
    return { label: `${me.name} (${me.email})`, summary }
  },
  async onDisconnect({ env, accessToken, summary }) {
    const webhook = typeof summary.webhook === 'string' ? summary.webhook : null
    if (!webhook) return
    try {
      // Only the path: the token goes to Calendly's API host and nowhere a stored URI might point.
      await api(env, accessToken, 'DELETE', new URL(webhook).pathname, null)
    } catch (error) {
      // Already gone at Calendly (deleted there, or after a 410): nothing left to take down.
      if (!(error instanceof ProviderError && error.status === 404)) throw error
    }
  },
}
