// /api/integrations/plaid: bank linking for a signed-in owner or admin of a company.
//   GET  /api/integrations/plaid?company=<id>   whether Plaid is configured (and what is missing), and
//                                               the company's connection (members: RLS decides)
//   POST /api/integrations/plaid/link-token     { companyId } → a Link token for Plaid Link
//   POST /api/integrations/plaid/exchange       { companyId, publicToken } → the Item connected, its
//                                               token sealed, balances and transactions synced
//   POST /api/integrations/plaid/sync           { companyId } → balances and 90 days again
//   POST /api/integrations/plaid/disconnect     { companyId } → removed at Plaid, deleted here
// A sync turns the bank's figures into the company's standing figures (cash, monthly net burn,
// runway; shared/bank.ts), labelled with their source and dated today, which every debate receives.
// The access token is sealed (worker/integrations/crypto.ts) and written with the service role; no
// browser can read it back.
import { Hono, type Context } from 'hono'
import { bankFigures, BURN_WINDOW_DAYS, type BankFigures } from '../../shared/bank'
import {
  BANK_FIGURE_LABELS,
  CompanyQuerySchema,
  CompanyRequestSchema,
  ExchangeRequestSchema,
  type BankConnection,
  type BankLinkStatus,
  type BankSummary,
} from '../../shared/schemas/bank-link'
import type { Config } from '../env'
import { serviceClient } from '../ai/store'
import { importKey, KEY_SETTING, open, seal } from '../integrations/crypto'
import {
  balances,
  createLinkToken,
  exchangePublicToken,
  PLAID_HOSTS,
  PlaidError,
  removeItem,
  transactions,
  type PlaidConfig,
} from '../integrations/plaid'
import { requireMember, type MemberEnv } from '../middleware/member'
import { connections, type ConnectionRoutes } from './connections'
import { jsonBody, query, type RoutesOf } from './validate'
import { ApiError } from './api-error'

type Ctx = Context<MemberEnv>
const PROVIDER = 'plaid'
const invalidRequest = { error: 'invalid_request' }

/** What this deployment lacks to link banks, by setting name; empty when it can. */
function missingSettings(config: Config): string[] {
  return [
    ...(config.plaid.clientId ? [] : ['PLAID_CLIENT_ID']),
    ...(config.plaid.secret ? [] : ['PLAID_SECRET']),
    ...(config.integrationsKey ? [] : [KEY_SETTING]),
    ...(config.supabaseServiceRoleKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY']),
  ]
}

const plaidConfig = (config: Config): PlaidConfig => ({
  clientId: config.plaid.clientId!,
  secret: config.plaid.secret!,
  baseUrl: config.plaid.apiUrl ?? PLAID_HOSTS[config.plaid.env],
})

/** The company's name when the member is an owner or admin of it; a 403 (or 502) otherwise. */
async function adminOf(c: Ctx, companyId: string) {
  const db = c.get('db')
  const [allowed, company] = await Promise.all([
    db.rpc('has_company_role', { company_id: companyId, role: 'admin' }),
    db.from('companies').select('name').eq('id', companyId).maybeSingle(),
  ])
  if (allowed.error || company.error) throw new ApiError(502, 'database', 'Your company could not be read. Try again.')
  if (allowed.data !== true || !company.data)
    throw new ApiError(403, 'forbidden', 'Only an owner or admin of the company can link its bank')
  return company.data.name
}

function plaidFailed(what: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    JSON.stringify({ kind: 'plaid-call-failed', what, code: error instanceof PlaidError ? error.code : 'unknown' }),
  )
  throw new ApiError(502, 'plaid', `Plaid could not ${what}: ${message}`)
}

const day = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Reads balances and the last 90 days, writes the standing figures and the connection's summary.
 * A failure is recorded on the connection (the admin view shows it) and thrown.
 */
async function sync(
  config: Config,
  companyId: string,
  memberId: string,
  accessToken: string,
  label?: string,
): Promise<BankConnection> {
  const service = serviceClient(config)
  const plaid = plaidConfig(config)
  const now = new Date()
  let figures: BankFigures
  try {
    const start = new Date(now.getTime() - BURN_WINDOW_DAYS * 86_400_000)
    const [{ accounts }, moves] = await Promise.all([
      balances(plaid, accessToken),
      transactions(plaid, accessToken, day(start), day(now)),
    ])
    const result = bankFigures(accounts, moves)
    if ('error' in result) throw new PlaidError(422, 'NO_CASH_ACCOUNT', result.error)
    figures = result
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    await service
      .from('integration_connections')
      .update({ status: 'failing', last_error: message, last_error_at: now.toISOString() })
      .eq('company_id', companyId)
      .eq('provider', PROVIDER)
    throw error
  }
  const asOf = day(now)
  const rows = [
    { metric: 'cash', label: BANK_FIGURE_LABELS.cash, value: round2(figures.cash), unit: figures.currency },
    { metric: 'net_burn', label: BANK_FIGURE_LABELS.net_burn, value: round2(figures.netBurn), unit: figures.currency },
    ...(figures.runway === null
      ? []
      : [
          {
            metric: 'runway',
            label: BANK_FIGURE_LABELS.runway,
            value: Math.round(figures.runway * 10) / 10,
            unit: 'months',
          },
        ]),
  ].map((r) => ({ ...r, company_id: companyId, as_of: asOf, updated_by: memberId }))
  const written = await service.from('company_figures').upsert(rows, { onConflict: 'company_id,metric' })
  if (written.error) throw new Error(`The bank's figures could not be saved: ${written.error.message}`)
  // Not burning: a runway from an earlier sync would contradict cash and burn; it goes.
  if (figures.runway === null)
    await service
      .from('company_figures')
      .delete()
      .eq('company_id', companyId)
      .eq('metric', 'runway')
      .eq('label', BANK_FIGURE_LABELS.runway)
  const summary: BankSummary = { ...figures, asOf }
  const connection = {
    company_id: companyId,
    provider: PROVIDER,
    status: 'connected',
    last_sync_at: now.toISOString(),
    last_error: null,
    last_error_at: null,
    summary,
    ...(label === undefined
      ? {}
      : { account_label: label.slice(0, 200), connected_by: memberId, connected_at: now.toISOString() }),
  }
  const saved = await service
    .from('integration_connections')
    .upsert(connection, { onConflict: 'company_id,provider' })
    .select('status, account_label, connected_at, last_sync_at, last_error, last_error_at, summary')
    .single()
  if (saved.error) throw new Error(`The connection could not be saved: ${saved.error.message}`)
  return saved.data as BankConnection
}

const round2 = (n: number) => Math.round(n * 100) / 100

async function accessTokenOf(config: Config, companyId: string): Promise<string | null> {
  const { data, error } = await serviceClient(config)
    .from('integration_secrets')
    .select('ciphertext, iv')
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
    .maybeSingle()
  if (error) throw new Error(`The connection could not be read: ${error.message}`)
  if (!data) return null
  return open(
    await importKey(config.integrationsKey!),
    data as { ciphertext: string; iv: string },
    `${companyId}:${PROVIDER}`,
  )
}

export const integrations = new Hono<MemberEnv>()
integrations.use(requireMember('Sign in to link a bank'))

const status = integrations.get('/plaid', query(CompanyQuerySchema, invalidRequest), async (c) => {
  const companyId = c.req.valid('query').company
  const { data, error } = await c
    .get('db')
    .from('integration_connections')
    .select('status, account_label, connected_at, last_sync_at, last_error, last_error_at, summary')
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
    .maybeSingle()
  if (error) throw new ApiError(502, 'database', 'The bank connection could not be loaded. Try again.')
  const missing = missingSettings(c.get('config'))
  const answer: BankLinkStatus = {
    configured: missing.length === 0,
    missing,
    connection: (data as BankConnection | null) ?? null,
  }
  return c.json(answer, 200)
})

// Everything else needs Plaid's settings: without them, say which are missing (409: the deployment
// answers; what it lacks is the operator's settings).
integrations.use('/plaid/*', async (c, next) => {
  const missing = missingSettings(c.get('config'))
  if (missing.length)
    throw new ApiError(
      409,
      'not_configured',
      `Bank linking is not configured on this deployment: the operator must set ${missing.join(', ')}`,
    )
  await next()
})

const linkToken = integrations.post('/plaid/link-token', jsonBody(CompanyRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const name = await adminOf(c, request.companyId)
  try {
    const { link_token, expiration } = await createLinkToken(plaidConfig(c.get('config')), c.get('userId'), name)
    return c.json({ linkToken: link_token, expiration }, 200)
  } catch (error) {
    return plaidFailed('start linking', error)
  }
})

const exchange = integrations.post('/plaid/exchange', jsonBody(ExchangeRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  await adminOf(c, request.companyId)
  const config = c.get('config')
  let accessToken: string
  try {
    accessToken = (await exchangePublicToken(plaidConfig(config), request.publicToken)).access_token
  } catch (error) {
    return plaidFailed('connect the bank', error)
  }
  const sealed = await seal(await importKey(config.integrationsKey!), accessToken, `${request.companyId}:${PROVIDER}`)
  const stored = await serviceClient(config)
    .from('integration_secrets')
    .upsert(
      { company_id: request.companyId, provider: PROVIDER, ...sealed, updated_at: new Date().toISOString() },
      { onConflict: 'company_id,provider' },
    )
  if (stored.error) throw new ApiError(502, 'database', 'The bank connection could not be saved. Try again.')
  try {
    const { accounts, institution } = await balances(plaidConfig(config), accessToken)
    const label = [institution, accounts.map((a) => `${a.name}${a.mask ? ` ••${a.mask}` : ''}`).join(', ')]
      .filter(Boolean)
      .join(' — ')
    await serviceClient(config)
      .from('integration_connections')
      .upsert(
        {
          company_id: request.companyId,
          provider: PROVIDER,
          status: 'connected',
          account_label: label.slice(0, 200),
          connected_by: c.get('userId'),
          connected_at: new Date().toISOString(),
          summary: {},
        },
        { onConflict: 'company_id,provider' },
      )
    return c.json({ connection: await sync(config, request.companyId, c.get('userId'), accessToken, label) }, 200)
  } catch (error) {
    return plaidFailed('read the bank’s balances and transactions', error)
  }
})

const syncNow = integrations.post('/plaid/sync', jsonBody(CompanyRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  await adminOf(c, request.companyId)
  const config = c.get('config')
  const accessToken = await accessTokenOf(config, request.companyId).catch(() => undefined)
  if (accessToken === undefined)
    throw new ApiError(502, 'database', 'The bank connection could not be read. Link the bank again.')
  if (accessToken === null) throw new ApiError(409, 'not_connected', 'No bank is linked to this company yet')
  try {
    return c.json({ connection: await sync(config, request.companyId, c.get('userId'), accessToken) }, 200)
  } catch (error) {
    return plaidFailed('read the bank’s balances and transactions', error)
  }
})

const disconnect = integrations.post('/plaid/disconnect', jsonBody(CompanyRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  await adminOf(c, request.companyId)
  const config = c.get('config')
  const accessToken = await accessTokenOf(config, request.companyId).catch(() => null)
  if (accessToken) {
    try {
      await removeItem(plaidConfig(config), accessToken)
    } catch (error) {
      // Already gone at Plaid: nothing left to revoke there; anything else keeps the connection.
      if (!(error instanceof PlaidError && error.code === 'ITEM_NOT_FOUND'))
        return plaidFailed('disconnect the bank', error)
    }
  }
  const service = serviceClient(config)
  const [secret, connection] = await Promise.all([
    service.from('integration_secrets').delete().eq('company_id', request.companyId).eq('provider', PROVIDER),
    service.from('integration_connections').delete().eq('company_id', request.companyId).eq('provider', PROVIDER),
  ])
  if (secret.error || connection.error)
    throw new ApiError(
      502,
      'database',
      'The bank was disconnected at Plaid, but the connection could not be removed here. Try again.',
    )
  return c.json({ disconnected: true }, 200)
})

// The OAuth providers (Calendly, …): /:provider/connection, /connect, /disconnect (./connections.ts),
// behind this app's requireMember; Plaid's own routes above answer first.
integrations.route('/', connections)

export type IntegrationRoutes = RoutesOf<typeof status> &
  RoutesOf<typeof linkToken> &
  RoutesOf<typeof exchange> &
  RoutesOf<typeof syncNow> &
  RoutesOf<typeof disconnect> &
  ConnectionRoutes
