// The company's daily budget of model-voiced debates: the boardroom checks it before a
// debate, and the chat and the agent before they ask the model — past it they answer with the
// built-in engine and say why. Chat answers and agent plans are not counted against it (README:
// "The daily budget"); their cost is capped per answer (worker/ai/model-chat TOOL_LIMITS).
import type { Context } from 'hono'
import { z } from '../../shared/zod'
import type { MemberEnv } from '../middleware/member'
import { ApiError } from './api-error'

const BudgetRow = z.object({ daily_debates: z.number().int().min(0) }).nullable()
const PlatformBudgetRow = z.object({ ai_daily_debates: z.number().int().min(0).nullable() }).nullable()

/**
 * The company's daily budget of model-voiced debates (per UTC day): a platform admin's override for
 * the company (company_ai_budgets), else the platform default (platform_settings.ai_daily_debates),
 * else the operator's AI_DAILY_DEBATES; none of them set, no budget. Counted from its stored sessions a
 * model voiced today, read as the member (row level security). `spent` says why the built-in engine
 * speaks instead; null when there is no budget or some is left. `limit`: the budget that is spent.
 */
export async function debateBudget(
  c: Context<MemberEnv>,
  companyId: string,
): Promise<{ spent: string | null; limit?: number }> {
  const { ai: aiConfig, aiDailyDebates: fallback } = c.get('config')
  if (aiConfig.provider === 'builtin') return { spent: null }
  const db = c.get('db')
  const unreadable = (): never => {
    throw new ApiError(
      502,
      'budget_unavailable',
      'The company’s boardroom sessions could not be read to check its daily model budget. Try again shortly.',
    )
  }
  const [override, platform] = await Promise.all([
    db.from('company_ai_budgets').select('daily_debates').eq('company_id', companyId).maybeSingle(),
    db.from('platform_settings').select('ai_daily_debates').maybeSingle(),
  ])
  const own = BudgetRow.safeParse(override.data)
  const set = PlatformBudgetRow.safeParse(platform.data)
  if (override.error || platform.error || !own.success || !set.success) return unreadable()
  const limit = own.data?.daily_debates ?? set.data?.ai_daily_debates ?? fallback
  if (limit === undefined) return { spent: null }
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const { count, error } = await db
    .from('boardroom_sessions')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', companyId)
    .neq('engine', 'builtin')
    .gte('created_at', today.toISOString())
  if (error) return unreadable()
  if ((count ?? 0) < limit) return { spent: null }
  return {
    limit,
    spent: `The company’s daily budget of ${limit} model-voiced ${limit === 1 ? 'debate' : 'debates'} is spent; the built-in engine voiced this session. It resets at midnight UTC.`,
  }
}
