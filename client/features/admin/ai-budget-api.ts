// The daily budget of model-voiced debates as a platform admin sets it: the platform default
// (platform_settings.ai_daily_debates) and per-company overrides (company_ai_budgets). Row level
// security lets only a platform admin change either; a refusal arrives as "no row changed" or 42501.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CompanyBudgetRowSchema,
  type CompanyBudgetForm,
  type CompanyBudgetRow,
} from '../../../shared/schemas/ai-budget'
import { z } from '../../../shared/zod'
import { DataError, throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'

export const BUDGET_ADMIN_ONLY = 'Only a platform admin can set the AI budget'
const budgetKey = ['admin', 'ai-budget'] as const

const CompanyNames = z.array(z.object({ id: z.string(), name: z.string() }))
export type AiBudget = {
  platform: number | null
  overrides: CompanyBudgetRow[]
  companies: { id: string; name: string }[]
}

/** The platform default, every company's override, and the companies' names to choose from. */
export function useAiBudget() {
  return useQuery({
    queryKey: budgetKey,
    queryFn: async (): Promise<AiBudget> => {
      const client = await db()
      const [settings, overrides, companies] = await Promise.all([
        client.from('platform_settings').select('ai_daily_debates').maybeSingle(),
        client
          .from('company_ai_budgets')
          .select('company_id, daily_debates, updated_at')
          .order('updated_at', { ascending: false }),
        client.from('companies').select('id, name').order('name'),
      ])
      for (const r of [settings, overrides, companies]) throwIfError(r.error, r.status)
      return {
        platform:
          z.object({ ai_daily_debates: z.number().int().nullable() }).nullable().parse(settings.data)
            ?.ai_daily_debates ?? null,
        overrides: z.array(CompanyBudgetRowSchema).parse(overrides.data),
        companies: CompanyNames.parse(companies.data),
      }
    },
  })
}

export function useSavePlatformBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (value: number | null) => {
      const { data, error, status } = await (await db())
        .from('platform_settings')
        .update({ ai_daily_debates: value })
        .eq('id', true)
        .select('ai_daily_debates')
      throwIfError(error, status)
      if (!data?.length) throw new DataError(BUDGET_ADMIN_ONLY, '42501', 403)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  })
}

export function useSaveCompanyBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: CompanyBudgetForm) => {
      const { error, status } = await (await db())
        .from('company_ai_budgets')
        .upsert(values, { onConflict: 'company_id' })
        .select('company_id')
      throwIfError(error, status)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  })
}

export function useRemoveCompanyBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (companyId: string) => {
      const { data, error, status } = await (await db())
        .from('company_ai_budgets')
        .delete()
        .eq('company_id', companyId)
        .select('company_id')
      throwIfError(error, status)
      if (!data?.length) throw new DataError(BUDGET_ADMIN_ONLY, '42501', 403)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  })
}
