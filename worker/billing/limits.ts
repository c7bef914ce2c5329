// The plan limits the Worker enforces (shared/plans.ts). Seats are enforced by the database
// (enforce_company_seats, supabase/migrations/20261128600100_stripe_billing.sql); boardroom sessions
// here, before a debate runs, read as the member (row level security) so nobody counts another
// company's sessions.
import type { DbClient } from '../../shared/database'
import { isPlanId, monthStartUtc, planById, PLANS, type Plan } from '../../shared/plans'
import { countOf } from '../../shared/plural'

/** The next plan with more of a limit than `plan`, for the message's upgrade. */
export function upgradeFor(plan: Plan, more: (p: Plan) => number | null): Plan | null {
  const mine = more(plan)
  if (mine === null) return null
  return PLANS.find((p) => PLANS.indexOf(p) > PLANS.indexOf(plan) && (more(p) === null || more(p)! > mine)) ?? null
}

export function sessionLimitMessage(plan: Plan, used: number): string {
  const next = upgradeFor(plan, (p) => p.boardroomSessionsPerMonth)
  const upgrade = next
    ? `upgrade to ${next.name} (${next.boardroomSessionsPerMonth === null ? 'unlimited sessions' : `${countOf(next.boardroomSessionsPerMonth, 'session')} a month`}) on the billing page (/dashboard/billing)`
    : 'the count starts again on the 1st'
  return `The ${plan.name} plan includes ${countOf(plan.boardroomSessionsPerMonth ?? 0, 'boardroom session')} a month and your company has used ${used}: ${upgrade}`
}

/**
 * Null when the company may put another question to the board this month; otherwise the message
 * naming the limit and the upgrade. Throws when the figures cannot be read.
 */
export async function boardroomSessionRefusal(db: DbClient, companyId: string, now: Date): Promise<string | null> {
  const company = await db.from('companies').select('plan').eq('id', companyId).maybeSingle()
  if (company.error) throw new Error(company.error.message)
  const id = company.data?.plan
  if (!isPlanId(id)) return null
  const plan = planById(id)
  if (plan.boardroomSessionsPerMonth === null) return null
  const { count, error } = await db
    .from('boardroom_sessions')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', companyId)
    .gte('created_at', monthStartUtc(now).toISOString())
  if (error) throw new Error(error.message)
  return (count ?? 0) >= plan.boardroomSessionsPerMonth ? sessionLimitMessage(plan, count ?? 0) : null
}
