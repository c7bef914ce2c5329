// /api/notion: a company's boardroom sessions and strategies as Notion pages.
//   GET  /api/notion/status?company=<id>   what this deployment lacks for Notion, and the company's
//                                          connection with the page exports go under (members)
//   GET  /api/notion/pages?company=<id>    the pages shared with the integration (owners and admins)
//   POST /api/notion/parent                { companyId, pageId } → the page exports go under
//   POST /api/notion/export                { kind, id, again? } → 201, a Notion page, recorded (members)
// Connecting and disconnecting the workspace are the OAuth framework's (worker/integrations/oauth.ts:
// /api/integrations/notion/connect, the callback, /disconnect); Notion is its provider in ../integrations/notion.ts.
// The session or strategy is read with the member's own token, so row level security decides who
// may export it; the export row is written with the service role only after Notion made the page.
import { Hono, type Context } from 'hono'
import { z } from '../../shared/zod'
import {
  NOTION_CONNECTION_COLUMNS,
  NOTION_EXPORT_COLUMNS,
  NotionCompanyQuerySchema,
  NotionConnectionSchema,
  NotionExportRequestSchema,
  NotionPagesQuerySchema,
  NotionParentRequestSchema,
  NotionSummarySchema,
  type NotionConnection,
  type NotionExport,
  type NotionStatus,
} from '../../shared/schemas/notion'
import { DebateSchema, STRATEGY_FOCUSES, StrategySchema, TOPICS } from '../../shared/schemas/boardroom'
import { StoredMetricsSchema } from '../../shared/schemas/metrics'
import type { Bindings, Config } from '../env'
import { serviceClient } from '../ai/store'
import { createPage, getPage, notionApi, NotionError, searchPages, trashPage } from '../integrations/notion'
import { accessToken, markFailing, markSynced, missingSettings, OAuthError } from '../integrations/oauth'
import { sessionDocument, strategyDocument, type NotionDocument } from '../integrations/notion-page'
import { requireMember, type MemberEnv } from '../middleware/member'
import { jsonBody, query, type RoutesOf } from './validate'
import { ApiError } from './api-error'

type Ctx = Context<MemberEnv>
const PROVIDER = 'notion'
const invalidRequest = { error: 'invalid_request' }

/** What this deployment lacks to export to Notion, by setting name (the OAuth framework's list). */
export const missingNotionSettings = (env: Bindings) => missingSettings(env, PROVIDER)

async function connectionOf(config: Config, companyId: string): Promise<NotionConnection | null> {
  const { data, error } = await serviceClient(config)
    .from('integration_connections')
    .select(NOTION_CONNECTION_COLUMNS)
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data ? NotionConnectionSchema.parse(data) : null
}

/**
 * A Notion failure recorded on the connection (the admin view and the Notion page show it): a
 * token Notion no longer accepts makes the connection failing; any other refusal is noted on it.
 */
async function recordFailure(config: Config, companyId: string, error: NotionError) {
  if (error.code === 'unauthorized') return markFailing(config, companyId, PROVIDER, error.message)
  await serviceClient(config)
    .from('integration_connections')
    .update({ last_error: error.message.slice(0, 500), last_error_at: new Date().toISOString() })
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
}

function notionFailed(what: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    JSON.stringify({ kind: 'notion-call-failed', what, code: error instanceof NotionError ? error.code : 'unknown' }),
  )
  throw new ApiError(502, 'notion', `Notion could not ${what}: ${message}`)
}

/** Refuses 403 unless the member is an owner or admin of the company. */
async function requireCompanyAdmin(c: Ctx, companyId: string, what: string): Promise<void> {
  const allowed = await c.get('db').rpc('has_company_role', { company_id: companyId, role: 'admin' })
  if (allowed.error) throw new ApiError(502, 'database', 'Your company could not be read. Try again.')
  if (allowed.data !== true) throw new ApiError(403, 'forbidden', `Only an owner or admin of the company can ${what}`)
}

/** The connection and a live token (the framework refreshes it); refuses saying what is missing. */
async function connected(c: Ctx, companyId: string) {
  let connection: NotionConnection | null
  try {
    connection = await connectionOf(c.get('config'), companyId)
  } catch {
    throw new ApiError(502, 'database', 'The Notion connection could not be read. Try again.')
  }
  if (!connection)
    throw new ApiError(
      409,
      'not_connected',
      'Notion is not connected for this company. An owner or admin connects it on /dashboard/notion.',
    )
  try {
    return { connection, token: await accessToken(c.env, companyId, PROVIDER) }
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error
    if (error.code === 'not_connected')
      throw new ApiError(
        409,
        'not_connected',
        'Notion is not connected for this company. An owner or admin connects it on /dashboard/notion.',
      )
    throw new ApiError(502, error.code, error.message)
  }
}

export const notion = new Hono<MemberEnv>()
notion.use(requireMember('Sign in to use Notion'))

const status = notion.get('/status', query(NotionCompanyQuerySchema, invalidRequest), async (c) => {
  const companyId = c.req.valid('query').company
  const { data, error } = await c
    .get('db')
    .from('integration_connections')
    .select(NOTION_CONNECTION_COLUMNS)
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
    .maybeSingle()
  if (error) throw new ApiError(502, 'database', 'The Notion connection could not be loaded. Try again.')
  const missing = missingNotionSettings(c.env)
  const answer: NotionStatus = {
    configured: missing.length === 0,
    missing,
    connection: data ? NotionConnectionSchema.parse(data) : null,
  }
  return c.json(answer, 200)
})

// Everything else needs Notion's settings: without them, say which are missing (409: the deployment
// answers; what it lacks is the operator's settings).
notion.use('*', async (c, next) => {
  const missing = missingNotionSettings(c.env)
  if (missing.length)
    throw new ApiError(
      409,
      'not_configured',
      `Notion is not configured on this deployment: the operator must set ${missing.join(', ')}`,
      { fields: { missing } },
    )
  await next()
})

const pages = notion.get('/pages', query(NotionPagesQuerySchema, invalidRequest), async (c) => {
  const { company, query: text } = c.req.valid('query')
  await requireCompanyAdmin(c, company, 'choose where exports go in Notion')
  const link = await connected(c, company)
  try {
    return c.json({ pages: await searchPages(notionApi(c.env), link.token, text ?? '') }, 200)
  } catch (error) {
    if (error instanceof NotionError) await recordFailure(c.get('config'), company, error)
    return notionFailed('list the pages shared with the integration', error)
  }
})

const parent = notion.post('/parent', jsonBody(NotionParentRequestSchema, invalidRequest), async (c) => {
  const { companyId, pageId } = c.req.valid('json')
  await requireCompanyAdmin(c, companyId, 'choose where exports go in Notion')
  const link = await connected(c, companyId)
  const config = c.get('config')
  let page: Awaited<ReturnType<typeof getPage>>
  try {
    page = await getPage(notionApi(c.env), link.token, pageId)
  } catch (error) {
    if (error instanceof NotionError) await recordFailure(config, companyId, error)
    return notionFailed('open that page', error)
  }
  const summary = { ...NotionSummarySchema.catch({}).parse(link.connection.summary), parentPage: page }
  const saved = await serviceClient(config)
    .from('integration_connections')
    .update({ summary, last_error: null, last_error_at: null, status: 'connected' })
    .eq('company_id', companyId)
    .eq('provider', PROVIDER)
    .select(NOTION_CONNECTION_COLUMNS)
    .single()
  if (saved.error) throw new ApiError(502, 'database', 'The page could not be saved. Try again.')
  return c.json({ connection: NotionConnectionSchema.parse(saved.data) }, 200)
})

const SessionRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  question: z.string(),
  topic: z.enum(TOPICS),
  debate: DebateSchema,
  metrics: StoredMetricsSchema,
  outcome: z.enum(['open', 'adopted', 'rejected']),
  outcome_note: z.string(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
})
const StrategyRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  goal: z.string(),
  focus: z.enum(STRATEGY_FOCUSES),
  horizon_days: z.number(),
  title: z.string(),
  plan: StrategySchema,
  metrics: StoredMetricsSchema,
  status: z.enum(['draft', 'adopted', 'archived']),
  created_at: z.string(),
})

/** The session or strategy as the member may read it (RLS), and its page; null when they may not. */
async function sourceOf(
  c: Ctx,
  kind: 'session' | 'strategy',
  id: string,
): Promise<{ companyId: string; doc: NotionDocument } | null | 'unreadable'> {
  const origin = new URL(c.req.url).origin
  const db = c.get('db')
  if (kind === 'session') {
    const { data, error } = await db
      .from('boardroom_sessions')
      .select('id, company_id, question, topic, debate, metrics, outcome, outcome_note, decided_at, created_at')
      .eq('id', id)
      .maybeSingle()
    if (error) return 'unreadable'
    if (!data) return null
    const row = SessionRowSchema.safeParse(data)
    if (!row.success) return 'unreadable'
    return {
      companyId: row.data.company_id,
      doc: sessionDocument(row.data, `${origin}/dashboard/debate?session=${id}`),
    }
  }
  const { data, error } = await db
    .from('strategies')
    .select('id, company_id, goal, focus, horizon_days, title, plan, metrics, status, created_at')
    .eq('id', id)
    .maybeSingle()
  if (error) return 'unreadable'
  if (!data) return null
  const row = StrategyRowSchema.safeParse(data)
  if (!row.success) return 'unreadable'
  return { companyId: row.data.company_id, doc: strategyDocument(row.data, `${origin}/dashboard/strategy/${id}`) }
}

const exportPage = notion.post('/export', jsonBody(NotionExportRequestSchema, invalidRequest), async (c) => {
  const { kind, id, again } = c.req.valid('json')
  const what = kind === 'session' ? 'session' : 'strategy'
  const source = await sourceOf(c, kind, id)
  if (source === 'unreadable') throw new ApiError(502, 'database', `The ${what} could not be read. Try again.`)
  if (!source) throw new ApiError(404, 'not_found', `No such ${what} in your company`)
  const config = c.get('config')
  const service = serviceClient(config)
  const column = kind === 'session' ? 'session_id' : 'strategy_id'
  const previous = await service
    .from('notion_exports')
    .select(NOTION_EXPORT_COLUMNS)
    .eq(column, id)
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (previous.error) throw new ApiError(502, 'database', 'The earlier exports could not be read. Try again.')
  if (previous.data && !again) {
    throw new ApiError(
      409,
      'already_exported',
      `This ${what} was already exported to Notion on ${previous.data.exported_at.slice(0, 10)}. Open it there, or export a new version.`,
      { fields: { export: previous.data } },
    )
  }
  const link = await connected(c, source.companyId)
  const parentPage = link.connection.summary.parentPage
  if (!parentPage)
    throw new ApiError(
      409,
      'no_parent',
      'No Notion page is chosen for exports yet. An owner or admin chooses one on /dashboard/notion.',
    )
  let page: { id: string; url: string }
  try {
    page = await createPage(notionApi(c.env), link.token, parentPage.id, source.doc)
  } catch (error) {
    if (error instanceof NotionError) await recordFailure(config, source.companyId, error)
    return notionFailed(`make the ${what}’s page`, error)
  }
  const stored = await service
    .from('notion_exports')
    .insert({
      company_id: source.companyId,
      ...(kind === 'session' ? { session_id: id } : { strategy_id: id }),
      version: (previous.data?.version ?? 0) + 1,
      notion_page_id: page.id,
      notion_url: page.url,
      exported_by: c.get('userId'),
    })
    .select(NOTION_EXPORT_COLUMNS)
    .single()
  if (stored.error) {
    // Nothing half-stored: the page this export made goes to Notion's trash when it cannot be recorded.
    await trashPage(notionApi(c.env), link.token, page.id).catch(() => undefined)
    throw new ApiError(
      502,
      'database',
      'The Notion page could not be recorded here, so it was moved to Notion’s trash. Try again.',
    )
  }
  await markSynced(config, source.companyId, PROVIDER)
  const answer: NotionExport = stored.data
  return c.json({ export: answer }, 201)
})

export type NotionRoutes = RoutesOf<typeof status> &
  RoutesOf<typeof pages> &
  RoutesOf<typeof parent> &
  RoutesOf<typeof exportPage>
