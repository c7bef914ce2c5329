// /api/integrations/:provider — a company's OAuth connection to a provider (worker/integrations/oauth.ts),
// for a signed-in member (mounted inside ./integrations.ts, behind its requireMember):
//   GET  /api/integrations/:provider/connection?company=<id>  configured here (what is missing), the
//                                                              redirect URI to register, the connection
//   POST /api/integrations/:provider/connect     { companyId } → { url } of the provider's approval page,
//                                                and an HttpOnly cookie binding the approval to this browser
//   POST /api/integrations/:provider/disconnect  { companyId } → revoked at the provider, deleted here
// Connecting and disconnecting are for owners and admins of the company (has_company_role); the
// connection row is read with the member's own token, so RLS decides who sees it.
import { Hono, type Context } from 'hono'
import { CompanyQuerySchema, CompanyRequestSchema } from '../../shared/schemas/bank-link'
import { CONNECTION_COLUMNS, type Connection, type ConnectionStatus } from '../../shared/schemas/connections'
import { z } from '../../shared/zod'
import {
  disconnect,
  missingSettings,
  oauthBrowserCookie,
  OAuthError,
  oauthProvider,
  redirectUri,
  startAuthorization,
} from '../integrations/oauth'
import { OAUTH_PROVIDER_IDS, type OAuthProviderId } from '../integrations/oauth-providers'
import type { MemberEnv } from '../middleware/member'
import { bindBrowser } from './browser-binding'
import { jsonBody, param, query, type RoutesOf } from './validate'
import { ApiError } from './api-error'

type Ctx = Context<MemberEnv>
const invalidRequest = { error: 'invalid_request' }
const originOf = (c: Ctx) => new URL(c.req.url).origin

/** The provider named in the path: one that connects through OAuth here, or 404 naming what was asked for. */
const ProviderParam = z.object({ provider: z.enum(OAUTH_PROVIDER_IDS) })
const providerParam = param(ProviderParam, {
  error: 'not_found',
  status: 404,
  describe: (_, raw) =>
    `No integration called “${String((raw as { provider?: unknown } | undefined)?.provider ?? '').slice(0, 40)}” connects through OAuth here`,
})

/** Whether the member is an owner or admin of the company; null when that could not be read. */
async function managesIntegrations(c: Ctx, companyId: string): Promise<boolean | null> {
  const allowed = await c.get('db').rpc('has_company_role', { company_id: companyId, role: 'admin' })
  return allowed.error ? null : allowed.data === true
}
const cannotRead = (): never => {
  throw new ApiError(502, 'database', 'Your company could not be read. Try again.')
}
const notAdmin = (name: string): never => {
  throw new ApiError(403, 'forbidden', `Only an owner or admin of the company can connect or disconnect ${name}`)
}
const notConfigured = (name: string, missing: string[]): never => {
  throw new ApiError(
    409,
    'not_configured',
    `${name} is not configured on this deployment: the operator must set ${missing.join(', ')}`,
  )
}

function oauthFailed(error: unknown): never {
  if (error instanceof OAuthError)
    throw new ApiError(
      error.code === 'not_configured' || error.code === 'not_connected' ? 409 : 502,
      error.code,
      error.message,
    )
  throw error
}

export const connections = new Hono<MemberEnv>()

const connection = connections.get(
  '/:provider/connection',
  providerParam,
  query(CompanyQuerySchema, invalidRequest),
  async (c) => {
    const id = c.req.valid('param').provider
    const { data, error } = await c
      .get('db')
      .from('integration_connections')
      .select(CONNECTION_COLUMNS)
      .eq('company_id', c.req.valid('query').company)
      .eq('provider', id)
      .maybeSingle()
    if (error)
      throw new ApiError(502, 'database', `The ${oauthProvider(id).name} connection could not be loaded. Try again.`)
    const missing = missingSettings(c.env, id)
    const answer: ConnectionStatus = {
      configured: missing.length === 0,
      missing,
      redirectUri: redirectUri(originOf(c), id),
      connection: (data as Connection | null) ?? null,
    }
    return c.json(answer, 200)
  },
)

/**
 * Connect and disconnect: the provider must be configured here, and the member an owner or admin of
 * the company; refuses otherwise.
 */
async function requireManager(c: Ctx, id: OAuthProviderId, companyId: string): Promise<void> {
  const name = oauthProvider(id).name
  const missing = missingSettings(c.env, id)
  if (missing.length) notConfigured(name, missing)
  const allowed = await managesIntegrations(c, companyId)
  if (allowed === null) cannotRead()
  if (!allowed) notAdmin(name)
}

const connect = connections.post(
  '/:provider/connect',
  providerParam,
  jsonBody(CompanyRequestSchema, invalidRequest),
  async (c) => {
    const { companyId } = c.req.valid('json')
    const id = c.req.valid('param').provider
    await requireManager(c, id, companyId)
    try {
      const url = await startAuthorization(c.env, id, {
        companyId,
        userId: c.get('userId'),
        origin: originOf(c),
        returnPath: oauthProvider(id).page,
        browserSecret: bindBrowser(c, oauthBrowserCookie(id)),
      })
      return c.json({ url }, 200)
    } catch (error) {
      return oauthFailed(error)
    }
  },
)

const disconnectRoute = connections.post(
  '/:provider/disconnect',
  providerParam,
  jsonBody(CompanyRequestSchema, invalidRequest),
  async (c) => {
    const { companyId } = c.req.valid('json')
    const id = c.req.valid('param').provider
    await requireManager(c, id, companyId)
    try {
      return c.json({ disconnected: true as const, ...(await disconnect(c.env, companyId, id, originOf(c))) }, 200)
    } catch (error) {
      return oauthFailed(error)
    }
  },
)

export type ConnectionRoutes = RoutesOf<typeof connection> & RoutesOf<typeof connect> & RoutesOf<typeof disconnectRoute>
