// /api/ai: the AI executives. Every request is a signed-in member's (their Supabase access token as
// a Bearer token); the Worker reads the company's records with that token, so row level security
// decides, exactly as in the browser, and stores debates and strategies itself (worker/ai/store.ts:
// members cannot insert AI output). Requests are validated, rate-limited per
// member, and answered in JSON with a message a person can read.
//   GET  /api/ai/engine      which engine the executives speak through (never the API key)
//   GET  /api/ai/metrics     the company's figures (shared/metrics), for the dashboard screens
//   GET  /api/ai/briefs      each executive's brief on the company today (not stored)
//   POST /api/ai/boardroom   { question, facts? } → a debate and decision from the board pack, the
//                            company's standing figures and its CRM figures, stored as a session
//   POST /api/ai/strategies  { goal, focus, horizonDays } → a strategy, stored as a draft
//   POST /api/ai/ask         { executive, question } → that executive's answer (not stored)
//   POST /api/ai/tasks       { executive, task, instruction? } → the AI agent's result (not stored)
// Debates, answers and tasks follow the executives' preferences (companies.ai_workflow.executives);
// a debate on a topic with an enabled AI bot carries that bot's rule (shared/ai-bots).
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { applyBot } from '../../shared/ai-bots'
import { computeMetrics, OPEN_STATUSES, STALE_AFTER_DAYS } from '../../shared/metrics'
import { TaskRequestSchema, type StaleLead } from '../../shared/schemas/agent-tasks'
import { describeFactIssue } from '../../shared/schemas/board-pack'
import { AskRequestSchema, BoardroomRequestSchema, StrategyRequestSchema } from '../../shared/schemas/boardroom'
import { resolvePreferences } from '../../shared/schemas/executive-preferences'
import { NumericSchema } from '../../shared/schemas/crm'
import { leadName } from '../../shared/schemas/lead'
import { z } from '../../shared/zod'
import { loadCompanyData } from '../ai/company-data'
import { createEngine } from '../ai/engine'
import { storeBoardroomSession, storeStrategy } from '../ai/store'
import { weekFigures } from '../ai/tasks'
import { boardroomSessionRefusal } from '../billing/limits'
import { requireMember, type MemberEnv } from '../middleware/member'

type AiEnv = MemberEnv
type Ctx = Context<AiEnv>

const fail = (c: Ctx, status: 400 | 401 | 402 | 403 | 409 | 429 | 502, error: string, message: string) => c.json({ error, message }, status)

// What runs an engine (which may call a paid model) or writes a row is rate-limited; reading the
// briefs from the built-in engine costs nothing, so the dashboard screens may ask freely.
const engineLimit: MiddlewareHandler<AiEnv> = async (c, next) => {
  if (c.req.method === 'GET' && c.get('config').ai.provider === 'builtin') return next()
  const { success } = await c.env.AI_LIMITER.limit({ key: c.get('userId') })
  if (!success) return fail(c, 429, 'rate_limited', 'The executives need a moment: try again in a minute')
  await next()
}

async function body<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.infer<S> | Response> {
  const raw: unknown = await c.req.json().catch(() => undefined)
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    // A board-pack issue names its figure ("Figure 3 (CAC), value: …"), so the member can fix just that one.
    const facts = (raw as { facts?: unknown } | undefined)?.facts
    return fail(c, 400, 'invalid_request', parsed.error.issues.map((i) => describeFactIssue(facts, i.path, i.message)).join('; '))
  }
  return parsed.data
}

async function companyMetrics(c: Ctx) {
  const data = await loadCompanyData(c.get('db'), new Date())
  if (!data) return fail(c, 409, 'no_company', 'Set up your company first, so the executives have records to work from')
  return { ...data, metrics: computeMetrics(data.snapshot), prefs: resolvePreferences(data.workflow?.executives) }
}

function saved(c: Ctx, result: { data: unknown; error: { message: string; code?: string } | null }) {
  if (result.error?.code === '42501') return fail(c, 403, 'not_member', result.error.message)
  if (result.error) {
    console.error(JSON.stringify({ kind: 'ai-save-failed', code: result.error.code, message: result.error.message }))
    return fail(c, 502, 'not_saved', 'The executives answered, but the answer could not be saved. Try again.')
  }
  return c.json(result.data, 201)
}

export const ai = new Hono<AiEnv>()
ai.use(requireMember('Sign in to talk to your executives'))

ai.get('/engine', (c) => {
  const config = c.get('config').ai
  return c.json(
    config.provider === 'builtin'
      ? { provider: 'builtin', model: null, host: null }
      : { provider: config.provider, model: config.model, host: config.provider === 'openai' ? new URL(config.baseUrl).host : null },
    200,
    { 'Cache-Control': 'no-store' },
  )
})

ai.get('/metrics', async (c) => {
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  return c.json({ metrics: company.metrics }, 200, { 'Cache-Control': 'no-store' })
})

ai.get('/briefs', engineLimit, async (c) => {
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  const { result, engine, model } = await createEngine(c.get('config').ai).briefs(company.metrics)
  return c.json({ briefs: result, metrics: company.metrics, engine, model }, 200, { 'Cache-Control': 'no-store' })
})

/**
 * The company's daily budget of model-voiced debates (AI_DAILY_DEBATES, per UTC day): counted from
 * its stored sessions a model voiced today, read as the member (row level security). `spent` says why
 * the built-in engine speaks instead; null when there is no budget or some is left.
 */
async function debateBudget(c: Ctx, companyId: string): Promise<{ spent: string | null } | Response> {
  const { ai: aiConfig, aiDailyDebates: limit } = c.get('config')
  if (aiConfig.provider === 'builtin' || limit === undefined) return { spent: null }
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const { count, error } = await c.get('db').from('boardroom_sessions').select('id', { count: 'exact', head: true }).eq('company_id', companyId).neq('engine', 'builtin').gte('created_at', today.toISOString())
  if (error) return fail(c, 502, 'budget_unavailable', 'The company’s boardroom sessions could not be read to check its daily model budget. Try again shortly.')
  if ((count ?? 0) < limit) return { spent: null }
  return { spent: `The company’s daily budget of ${limit} model-voiced ${limit === 1 ? 'debate' : 'debates'} is spent; the built-in engine voiced this session. It resets at midnight UTC.` }
}

ai.post('/boardroom', engineLimit, async (c) => {
  const request = await body(c, BoardroomRequestSchema)
  if (request instanceof Response) return request
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  // the plan's sessions a month (shared/plans.ts), counted before the engine runs
  const refusal = await boardroomSessionRefusal(c.get('db'), company.companyId, new Date())
  if (refusal) return fail(c, 402, 'plan_limit', refusal)
  const config = c.get('config')
  const budget = await debateBudget(c, company.companyId)
  if (budget instanceof Response) return budget
  const pack = { facts: request.facts ?? [], standing: company.standing }
  const produced = budget.spent
    ? await createEngine({ provider: 'builtin' }).debate(request.question, company.metrics, company.prefs, pack)
    : await createEngine(config.ai).debate(request.question, company.metrics, company.prefs, pack)
  const { engine, model } = produced
  const session = budget.spent && config.ai.provider !== 'builtin' ? { ...produced.result, usage: { engine: config.ai.provider, model: config.ai.model, calls: 0, promptTokens: 0, completionTokens: 0, voiced: 0, fallbacks: 0, refused: budget.spent } } : produced.result
  const result = applyBot(session, company.workflow, company.metrics.currency)
  const row = { company_id: company.companyId, question: request.question, topic: result.topic, debate: result, metrics: company.metrics, engine, model }
  return saved(c, await storeBoardroomSession(c.get('config'), c.get('db'), c.get('userId'), row, company.isMember))
})

ai.post('/strategies', engineLimit, async (c) => {
  const request = await body(c, StrategyRequestSchema)
  if (request instanceof Response) return request
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  const { result, engine, model } = await createEngine(c.get('config').ai).strategy(request, company.metrics)
  const row = {
    company_id: company.companyId,
    goal: request.goal,
    focus: request.focus,
    horizon_days: request.horizonDays,
    title: result.title,
    plan: result,
    metrics: company.metrics,
    engine,
    model,
  }
  return saved(c, await storeStrategy(c.get('config'), c.get('db'), c.get('userId'), row, company.isMember))
})

ai.post('/ask', engineLimit, async (c) => {
  const request = await body(c, AskRequestSchema)
  if (request instanceof Response) return request
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  const { result, engine, model } = await createEngine(c.get('config').ai).answer(request.executive, request.question, company.metrics, company.prefs, company.standing)
  return c.json({ answer: result, engine, model }, 200, { 'Cache-Control': 'no-store' })
})

const StaleLeadRow = z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable(), company_name: z.string(), status: z.enum(OPEN_STATUSES), value: NumericSchema, currency: z.string(), updated_at: z.string() })
const STALE_LEADS_LISTED = 10

/** The open leads nobody touched for STALE_AFTER_DAYS, oldest first, read as the member (RLS decides). */
async function staleLeads(c: Ctx, companyId: string, asOf: Date): Promise<StaleLead[]> {
  const cutoff = new Date(asOf.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString()
  const { data, error } = await c
    .get('db')
    .from('leads')
    .select('first_name, last_name, email, company_name, status, value, currency, updated_at')
    .eq('company_id', companyId)
    .in('status', [...OPEN_STATUSES])
    .lt('updated_at', cutoff)
    .order('updated_at')
    .limit(STALE_LEADS_LISTED)
  if (error) throw new Error(error.message)
  return z
    .array(StaleLeadRow)
    .parse(data ?? [])
    .map((lead) => ({
      name: lead.company_name ? `${leadName(lead)} (${lead.company_name})` : leadName(lead),
      status: lead.status,
      value: lead.value,
      currency: lead.currency,
      daysIdle: Math.floor((asOf.getTime() - Date.parse(lead.updated_at)) / 86_400_000),
    }))
}

ai.post('/tasks', engineLimit, async (c) => {
  const request = await body(c, TaskRequestSchema)
  if (request instanceof Response) return request
  const company = await companyMetrics(c)
  if (company instanceof Response) return company
  const context = { staleLeads: await staleLeads(c, company.companyId, company.snapshot.asOf), week: weekFigures(company.snapshot, company.metrics.currency) }
  const { result, engine, model } = await createEngine(c.get('config').ai).task(request, company.metrics, context, company.prefs)
  return c.json({ task: request.task, answer: result, engine, model }, 200, { 'Cache-Control': 'no-store' })
})
