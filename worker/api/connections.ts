// /api/integrations/:provider — a company's OAuth connection to a provider (worker/integrations/oauth.ts),
// for a signed-in member (mounted inside ./integrations.ts, behind its requireMember):
//   GET  /api/integrations/:provider/connection?company=<id>  configured here (what is missing), the
//                                                              redirect URI to register, the connection
//   POST /api/integrations/:provider/connect     { companyId } → { url } of the provider's approval page
//   POST /api/integrations/:provider/disconnect  { companyId } → revoked at the provider, deleted here
// Connecting and disconnecting are for owners and admins of the company (has_company_role); the
// connection row is read with the member's own token, so RLS decides who sees it.
import { Hono, type Context } from 'hono'
import { CompanyQuerySchema, CompanyRequestSchema } from '../../shared/schemas/bank-link'
import { CONNECTION_COLUMNS, type Connection, type ConnectionStatus } from '../../shared/schemas/connections'
import { disconnect, isOAuthProvider, missingSettings, OAuthError, oauthProvider, redirectUri, startAuthorization } from '../integrations/oauth'
import type { OAuthProviderId } from '../integrations/oauth-providers'
import type { MemberEnv } from '../middleware/member'
import { jsonBody, query, type RoutesOf } from './validate'

type Ctx = Context<MemberEnv>
const NO_STORE = { 'Cache-Control': 'no-store' }
const invalidRequest = { error: 'invalid_request', headers: NO_STORE }
const fail = (c: Ctx, status: 400 | 403 | 404 | 409 | 502, error: string, message: string) => c.json({ error, message }, status, NO_STORE)

const originOf = (c: Ctx) => new URL(c.req.url).origin

/** The provider named in the path, or null (the route answers 404 with notOAuth). */
const providerOf = (c: Ctx): OAuthProviderId | null => {
  const id = c.req.param('provider') ?? ''
  return isOAuthProvider(id) ? id : null
}
const notOAuth = (c: Ctx) => fail(c, 404, 'not_found', `No integration called “${(c.req.param('provider') ?? '').slice(0, 40)}” connects through OAuth here`)

/** Whether the member is an owner or admin of the company; null when that could not be read. */
async function managesIntegrations(c: Ctx, companyId: string): Promise<boolean | null> {
  const allowed = await c.get('db').rpc('has_company_role', { company_id: companyId, role: 'admin' })
  return allowed.error ? null : allowed.data === true
}
const cannotRead = (c: Ctx) => fail(c, 502, 'database', 'Your company could not be read. Try again.')
const notAdmin = (c: Ctx, name: string) => fail(c, 403, 'forbidden', `Only an owner or admin of the company can connect or disconnect ${name}`)
const notConfigured = (c: Ctx, name: string, missing: string[]) => fail(c, 409, 'not_configured', `${name} is not configured on this deployment: the operator must set ${missing.join(', ')}`)

function oauthFailed(c: Ctx, error: unknown) {
  if (error instanceof OAuthError) return fail(c, error.code === 'not_configured' || error.code === 'not_connected' ? 409 : 502, error.code, error.message)
  throw error
}

export const connections = new Hono<MemberEnv>()

const connection = connections.get('/:provider/connection', query(CompanyQuerySchema, invalidRequest), async (c) => {
  const id = providerOf(c)
  if (!id) return notOAuth(c)
  const { data, error } = await c.get('db').from('integration_connections').select(CONNECTION_COLUMNS).eq('company_id', c.req.valid('query').company).eq('provider', id).maybeSingle()
  if (error) return fail(c, 502, 'database', `The ${oauthProvider(id).name} connection could not be loaded. Try again.`)
  const missing = missingSettings(c.env, id)
  const answer: ConnectionStatus = { configured: missing.length === 0, missing, redirectUri: redirectUri(originOf(c), id), connection: (data as Connection | null) ?? null }
  return c.json(answer, 200, NO_STORE)
})

/**
 * Connect and disconnect: the provider must be an OAuth one, configured here, and the member an
 * owner or admin of the company. The provider's id, or the refusal to answer.
 */
async function mayManage(c: Ctx, companyId: string) {
  const id = providerOf(c)
  if (!id) return { refusal: notOAuth(c) }
  const name = oauthProvider(id).name
  const missing = missingSettings(c.env, id)
  if (missing.length) return { refusal: notConfigured(c, name, missing) }
  const allowed = await managesIntegrations(c, companyId)
  if (allowed === null) return { refusal: cannotRead(c) }
  if (!allowed) return { refusal: notAdmin(c, name) }
  return { id }
}

const connect = connections.post('/:provider/connect', jsonBody(CompanyRequestSchema, invalidRequest), async (c) => {
  const { companyId } = c.req.valid('json')
  const { id, refusal } = await mayManage(c, companyId)
  if (!id) return refusal!
  try {
    const url = await startAuthorization(c.env, id, { companyId, userId: c.get('userId'), origin: originOf(c), returnPath: oauthProvider(id).page })
    return c.json({ url }, 200, NO_STORE)
  } catch (error) {
    return oauthFailed(c, error)
  }
})

const disconnectRoute = connections.post('/:provider/disconnect', jsonBody(CompanyRequestSchema, invalidRequest), async (c) => {
  const { companyId } = c.req.valid('json')
  const { id, refusal } = await mayManage(c, companyId)
  if (!id) return refusal!
  try {
    return c.json({ disconnected: true as const, ...(await disconnect(c.env, companyId, id, originOf(c))) }, 200, NO_STORE)
  } catch (error) {
    return oauthFailed(c, error)
  }
})

export type ConnectionRoutes = RoutesOf<typeof connection> & RoutesOf<typeof connect> & RoutesOf<typeof disconnectRoute>
