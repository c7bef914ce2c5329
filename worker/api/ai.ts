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
//                            (with Accept: text/event-stream, streamed turn by turn as it happens)
//   POST /api/ai/strategies  { goal, focus?, horizonDays } → a strategy built from the goal's metric,
//                            target and date (horizonDays when it names none), stored as a draft
//   POST /api/ai/ask         { executive, question } → that executive's answer (not stored)
//   POST /api/ai/tasks       { executive, task, instruction? } → the AI agent's result (not stored)
//   /api/ai/chat, /threads, /agent/*: the chat's threads and the agent's instructions (./ai-chat.ts)
// Debates, answers and tasks follow the executives' preferences (companies.ai_workflow.executives);
// a debate on a topic with an enabled AI bot carries that bot's rule (shared/ai-bots).
import { Hono, type Context } from 'hono'
import { applyBot } from '../../shared/ai-bots'
import { OPEN_STATUSES, STALE_AFTER_DAYS } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import { TaskRequestSchema, type StaleLead } from '../../shared/schemas/agent-tasks'
import { describeFactIssue } from '../../shared/schemas/board-pack'
import { AskRequestSchema, BoardroomRequestSchema, StrategyRequestSchema } from '../../shared/schemas/boardroom'
import { resolvePreferences } from '../../shared/schemas/executive-preferences'
import { NumericSchema } from '../../shared/schemas/crm'
import { leadName } from '../../shared/schemas/lead'
import type { Tables } from '../../shared/database'
import { z } from '../../shared/zod'
import { parseGoal } from '../../shared/decision/goal'
import { readingOf } from '../../shared/decision/board'
import { correctionProblem } from '../../shared/decision/reading/fact'
import { focusFor } from '../../shared/decision/strategy'
import { loadCompanyData } from '../ai/company-data'
import { progressLine, type DebateEvents } from '../ai/debate-events'
import { createEngine } from '../ai/engine'
import { storeBoardroomSession, storeStrategy, type Stored } from '../ai/store'
import { weekFigures } from '../ai/tasks'
import { boardroomSessionRefusal } from '../billing/limits'
import { requireMember, type MemberEnv } from '../middleware/member'
import { chat, type ChatRoutes } from './ai-chat'
import { debateBudget } from './ai-budget'
import { executivesLimit } from './ai-limit'
import { ApiError } from './api-error'
import { streamDebate, wantsEventStream } from './boardroom-stream'
import { jsonBody, type Issue, type RoutesOf } from './validate'

type AiEnv = MemberEnv
type Ctx = Context<AiEnv>

// What runs an engine (which may call a paid model) or writes a row is rate-limited; reading the
// briefs from the built-in engine costs nothing, so the dashboard screens may ask freely.
const engineLimit = executivesLimit((c) => !(c.req.method === 'GET' && c.get('config').ai.provider === 'builtin'))

// A board-pack issue names its figure ("Figure 3 (CAC), value: …"), so the member can fix just that one.
const invalidRequest = {
  error: 'invalid_request',
  describe: (issues: readonly Issue[], raw: unknown) => {
    const facts = (raw as { facts?: unknown } | null | undefined)?.facts
    return issues.map((i) => describeFactIssue(facts, i.path, i.message)).join('; ')
  },
}

async function companyMetrics(c: Ctx) {
  const data = await loadCompanyData(c.get('db'), new Date())
  if (!data)
    throw new ApiError(409, 'no_company', 'Set up your company first, so the executives have records to work from')
  return { ...data, metrics: computeMetrics(data.snapshot), prefs: resolvePreferences(data.workflow?.executives) }
}

function saved<T extends Tables<'boardroom_sessions' | 'strategies'>>(c: Ctx, result: Stored<T>) {
  if (result.error?.code === '42501') throw new ApiError(403, 'not_member', result.error.message)
  if (result.error) {
    console.error(JSON.stringify({ kind: 'ai-save-failed', code: result.error.code, message: result.error.message }))
    throw new ApiError(502, 'not_saved', 'The executives answered, but the answer could not be saved. Try again.')
  }
  return c.json(result.data, 201)
}

export const ai = new Hono<AiEnv>()
ai.use(requireMember('Sign in to talk to your executives'))
ai.route('/', chat)

const engine = ai.get('/engine', (c) => {
  const config = c.get('config').ai
  return c.json(
    config.provider === 'builtin'
      ? { provider: 'builtin', model: null, host: null }
      : {
          provider: config.provider,
          model: config.model,
          host: config.provider === 'openai' ? new URL(config.baseUrl).host : null,
        },
    200,
  )
})

const metrics = ai.get('/metrics', async (c) => {
  const company = await companyMetrics(c)
  return c.json({ metrics: company.metrics }, 200)
})

const briefs = ai.get('/briefs', engineLimit, async (c) => {
  const company = await companyMetrics(c)
  const { result, engine, model } = await createEngine(c.get('config').ai).briefs(company.metrics)
  return c.json({ briefs: result, metrics: company.metrics, engine, model }, 200)
})

// With `Accept: text/event-stream` the debate streams as it happens (worker/api/boardroom-stream.ts);
// otherwise the stored session is the JSON answer. Refusals come first, as JSON, either way.
const boardroom = ai.post('/boardroom', engineLimit, jsonBody(BoardroomRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const company = await companyMetrics(c)
  // the plan's sessions a month (shared/plans.ts), counted before the engine runs
  const refusal = await boardroomSessionRefusal(c.get('db'), company.companyId, new Date())
  if (refusal) throw new ApiError(402, 'plan_limit', refusal)
  const config = c.get('config')
  // A member's correction that the figure cannot take is refused before the board sits, naming the figure.
  const problem = correctionProblem(request.facts ?? [], request.reading?.facts ?? [])
  if (problem) throw new ApiError(400, 'invalid_request', problem)
  const budget = await debateBudget(c, company.companyId)
  const pack = {
    facts: request.facts ?? [],
    standing: company.standing,
    ...(request.reading ? { corrections: request.reading } : {}),
  }
  const run = async (events?: DebateEvents) => {
    const produced = await createEngine(budget.spent ? { provider: 'builtin' } : config.ai).debate(
      request.question,
      company.metrics,
      company.prefs,
      pack,
      events,
    )
    const { engine, model } = produced
    const session =
      budget.spent && config.ai.provider !== 'builtin'
        ? {
            ...produced.result,
            usage: {
              engine: config.ai.provider,
              model: config.ai.model,
              calls: 0,
              promptTokens: 0,
              completionTokens: 0,
              voiced: 0,
              fallbacks: 0,
              refused: budget.spent,
            },
          }
        : produced.result
    const result = applyBot(session, company.workflow, company.metrics.currency)
    const row = {
      company_id: company.companyId,
      question: request.question,
      topic: result.topic,
      debate: result,
      metrics: company.metrics,
      engine,
      model,
    }
    events?.onProgress(progressLine.saving)
    return storeBoardroomSession(config, c.get('db'), c.get('userId'), row, company.isMember)
  }
  if (wantsEventStream(c)) return streamDebate(c, run)
  return saved(c, await run())
})

// How the board reads a question and its pack, before it sits: the kind of proposal and every figure's
// role, period and scope, with the member's corrections applied. The built-in reader; no model, no cost.
const reading = ai.post(
  '/boardroom/reading',
  engineLimit,
  jsonBody(BoardroomRequestSchema, invalidRequest),
  async (c) => {
    const request = c.req.valid('json')
    const company = await companyMetrics(c)
    const problem = correctionProblem(request.facts ?? [], request.reading?.facts ?? [])
    if (problem) throw new ApiError(400, 'invalid_request', problem)
    const view = readingOf({
      question: request.question,
      facts: request.facts ?? [],
      standing: company.standing,
      crm: company.metrics,
      ...(request.reading ? { corrections: request.reading } : {}),
    })
    return c.json({ reading: view }, 200)
  },
)

const strategies = ai.post('/strategies', engineLimit, jsonBody(StrategyRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const company = await companyMetrics(c)
  // The goal's metric, target and date (shared/decision/goal); one it cannot read is refused with
  // the reason, unless a focus was chosen (the weekly review asks for a plan on a risk).
  const goal = parseGoal(request.goal, new Date(company.metrics.asOf), { fallbackDays: request.horizonDays })
  if (!goal.ok && !request.focus) throw new ApiError(400, 'unreadable_goal', goal.reason)
  const { result, engine, model } = await createEngine(c.get('config').ai).strategy(
    request,
    company.metrics,
    company.standing,
  )
  const row = {
    company_id: company.companyId,
    goal: request.goal,
    focus: request.focus ?? (goal.ok ? focusFor(goal.metric) : 'growth'),
    horizon_days: request.horizonDays,
    title: result.title,
    plan: result,
    metrics: company.metrics,
    engine,
    model,
  }
  return saved(c, await storeStrategy(c.get('config'), c.get('db'), c.get('userId'), row, company.isMember))
})

const ask = ai.post('/ask', engineLimit, jsonBody(AskRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const company = await companyMetrics(c)
  const { result, engine, model } = await createEngine(c.get('config').ai).answer(
    request.executive,
    request.question,
    company.metrics,
    company.prefs,
    company.standing,
  )
  return c.json({ answer: result, engine, model }, 200)
})

const StaleLeadRow = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  company_name: z.string(),
  status: z.enum(OPEN_STATUSES),
  value: NumericSchema,
  currency: z.string(),
  updated_at: z.string(),
})
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

const tasks = ai.post('/tasks', engineLimit, jsonBody(TaskRequestSchema, invalidRequest), async (c) => {
  const request = c.req.valid('json')
  const company = await companyMetrics(c)
  const context = {
    staleLeads: await staleLeads(c, company.companyId, company.snapshot.asOf),
    week: weekFigures(company.snapshot, company.metrics.currency),
  }
  const { result, engine, model } = await createEngine(c.get('config').ai).task(
    request,
    company.metrics,
    context,
    company.prefs,
  )
  return c.json({ task: request.task, answer: result, engine, model }, 200)
})

/** The routes above, for the app type (./index.ts) and so the client's hc. */
export type AiRoutes = ChatRoutes &
  RoutesOf<typeof engine> &
  RoutesOf<typeof metrics> &
  RoutesOf<typeof briefs> &
  RoutesOf<typeof boardroom> &
  RoutesOf<typeof reading> &
  RoutesOf<typeof strategies> &
  RoutesOf<typeof ask> &
  RoutesOf<typeof tasks>
