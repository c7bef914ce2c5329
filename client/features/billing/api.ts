// Billing's only door to Supabase and to the Worker's /api/billing: the company's plan, its pending
// plan change request and its Stripe subscription (companies.plan, requested_plan,
// subscription_status; written only by Stripe's webhook), this month's boardroom sessions (counted
// under RLS), the owner's request_company_plan() (the path when card payments are not configured),
// and Stripe through the Worker: whether it is configured, Checkout, the Customer Portal, invoices
// and a Checkout Session's confirmation. Members come from the company area's directory (company/api).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { monthStartUtc, PLAN_IDS, type PlanId } from '../../../shared/plans'
import {
  BillingSetupSchema,
  CheckoutSessionStatusSchema,
  InvoicesSchema,
  RedirectSchema,
} from '../../../shared/schemas/billing'
import { z } from '../../../shared/zod'
import { throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'
import { callWorker } from '../../lib/worker-api'

export const CompanyPlanSchema = z.object({
  id: z.uuid(),
  plan: z.enum(PLAN_IDS),
  requested_plan: z.enum(PLAN_IDS).nullable(),
  plan_requested_by: z.uuid().nullable(),
  plan_requested_at: z.string().nullable(),
  stripe_customer_id: z.string().nullable(),
  subscription_status: z.string().nullable(),
})
export type CompanyPlan = z.infer<typeof CompanyPlanSchema>

const billingKeys = {
  setup: ['billing', 'setup'] as const,
  invoices: (companyId: string) => ['billing', companyId, 'invoices'] as const,
  session: (id: string) => ['billing', 'checkout-session', id] as const,
  plan: (companyId: string) => ['billing', companyId, 'plan'] as const,
  sessions: (companyId: string, monthStart: string) => ['billing', companyId, 'sessions', monthStart] as const,
}

export function useCompanyPlan(
  companyId: string,
  options: { refetchInterval?: number | false | ((query: { state: { data?: CompanyPlan } }) => number | false) } = {},
) {
  return useQuery({
    ...options,
    queryKey: billingKeys.plan(companyId),
    queryFn: async (): Promise<CompanyPlan> => {
      const { data, error, status } = await (await db())
        .from('companies')
        .select(
          'id, plan, requested_plan, plan_requested_by, plan_requested_at, stripe_customer_id, subscription_status',
        )
        .eq('id', companyId)
        .single()
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
      const { count, error, status } = await (await db())
        .from('boardroom_sessions')
        .select('id', { count: 'exact' })
        .eq('company_id', companyId)
        .gte('created_at', monthStart)
        .limit(1)
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
      const { error, status } = await (await db()).rpc('request_company_plan', {
        target_company_id: companyId,
        requested: plan,
      })
      throwIfError(error, status)
    },
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.plan(companyId) }),
  })
}

/** Whether card payments (Stripe) are configured here, and which settings are missing. */
export function useBillingSetup() {
  return useQuery({
    queryKey: billingKeys.setup,
    queryFn: async () => BillingSetupSchema.parse(await callWorker((api) => api.billing.setup.$get())),
    staleTime: 60_000,
  })
}

/** The company's invoices at Stripe (owners and admins). */
export function useInvoices(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.invoices(companyId),
    enabled,
    queryFn: async () =>
      InvoicesSchema.parse(await callWorker((api) => api.billing.invoices.$get({ query: { company: companyId } }))),
  })
}

/** Opens Stripe: Checkout for a plan (or the Portal's confirmation of a change), or the Portal itself. */
export function useStripeRedirect(companyId: string) {
  return useMutation({
    mutationFn: async (target: { plan: PlanId } | 'portal') => {
      const answer = RedirectSchema.parse(
        target === 'portal'
          ? await callWorker((api) => api.billing.portal.$post({ json: { companyId } }))
          : await callWorker((api) => api.billing.checkout.$post({ json: { companyId, plan: target.plan } })),
      )
      window.location.assign(answer.url)
      return answer
    },
  })
}

/** What Stripe says of a Checkout Session of the user's company (verified by the Worker). */
export function useCheckoutSession(id: string, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.session(id),
    enabled,
    queryFn: async () =>
      CheckoutSessionStatusSchema.parse(
        await callWorker((api) => api.billing['checkout-session'].$get({ query: { session_id: id } })),
      ),
  })
}
