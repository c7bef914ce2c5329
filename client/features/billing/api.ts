// Billing's only door to Supabase: the company's plan and its pending plan change request
// (companies.plan, requested_plan), this month's boardroom sessions (counted under RLS), and the
// owner's request_company_plan(). Members come from the company area's directory (company/api).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { monthStartUtc, PLAN_IDS, type PlanId } from '../../../shared/plans'
import { z } from '../../../shared/zod'
import { throwIfError } from '../../lib/data-errors'
import { db } from '../../lib/db'

export const CompanyPlanSchema = z.object({
  id: z.uuid(),
  plan: z.enum(PLAN_IDS),
  requested_plan: z.enum(PLAN_IDS).nullable(),
  plan_requested_by: z.uuid().nullable(),
  plan_requested_at: z.string().nullable(),
})
export type CompanyPlan = z.infer<typeof CompanyPlanSchema>

const billingKeys = {
  plan: (companyId: string) => ['billing', companyId, 'plan'] as const,
  sessions: (companyId: string, monthStart: string) => ['billing', companyId, 'sessions', monthStart] as const,
}

export function useCompanyPlan(companyId: string) {
  return useQuery({
    queryKey: billingKeys.plan(companyId),
    queryFn: async (): Promise<CompanyPlan> => {
      const { data, error, status } = await (await db()).from('companies').select('id, plan, requested_plan, plan_requested_by, plan_requested_at').eq('id', companyId).single()
      throwIfError(error, status)
      return CompanyPlanSchema.parse(data)
    },
  })
}

/** Boardroom sessions since the 1st of this month (UTC, as the Worker counts them against the plan). */
export function useBoardroomSessionsThisMonth(companyId: string) {
  const monthStart = monthStartUtc(new Date()).toISOString()
  return useQuery({
    queryKey: billingKeys.sessions(companyId, monthStart),
    queryFn: async (): Promise<number> => {
      const { count, error, status } = await (await db()).from('boardroom_sessions').select('id', { count: 'exact' }).eq('company_id', companyId).gte('created_at', monthStart).limit(1)
      throwIfError(error, status)
      return count ?? 0
    },
  })
}

/** An owner asks for a plan (asking for the current one withdraws the request). */
export function useRequestPlan(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (plan: PlanId) => {
      const { error, status } = await (await db()).rpc('request_company_plan', { target_company_id: companyId, requested: plan })
      throwIfError(error, status)
    },
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.plan(companyId) }),
  })
}
