// The admin area's door to its data: the product-wide counts and the weekly usage series from the
// admin-only SQL functions (one round trip each; they refuse anyone but a platform admin with
// 'Only an admin can read the platform figures'), and the launch checklist's server-side facts
// from the Worker (GET /api/admin/launch-checks).
import { useQuery } from '@tanstack/react-query'
import {
  AdminOverviewSchema,
  WeeklyUsageSchema,
  type AdminOverview,
  type WeeklyUsage,
} from '../../../shared/schemas/admin'
import { throwIfError } from '../../lib/errors'
import { callWorker } from '../../lib/worker-api'
import { db } from '../../lib/db'

/** The analytics screen's span (spec: the last 12 weeks, the current one included). */
export const USAGE_WEEKS = 12

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async (): Promise<AdminOverview> => {
      const { data, error, status } = await (await db()).rpc('admin_overview')
      throwIfError(error, status)
      return AdminOverviewSchema.parse(data)
    },
  })
}

export function useWeeklyUsage() {
  return useQuery({
    queryKey: ['admin', 'weekly-usage', USAGE_WEEKS],
    queryFn: async (): Promise<WeeklyUsage[]> => {
      const { data, error, status } = await (await db()).rpc('admin_weekly_usage', { weeks: USAGE_WEEKS })
      throwIfError(error, status)
      return WeeklyUsageSchema.array().parse(data)
    },
  })
}

export function useLaunchFacts() {
  return useQuery({
    queryKey: ['admin', 'launch-facts'],
    queryFn: () => callWorker((api) => api.admin['launch-checks'].$get()),
    staleTime: 0,
    retry: false,
  })
}

/** The email of an account (an admin reads every profile), e.g. who last changed the settings. */
export function useAccountEmail(id: string | null | undefined) {
  return useQuery({
    queryKey: ['admin', 'account-email', id ?? 'none'],
    enabled: Boolean(id),
    queryFn: async (): Promise<string | null> => {
      const { data, error, status } = await (await db()).from('profiles').select('email').eq('id', id!).maybeSingle()
      throwIfError(error, status)
      return data?.email ?? null
    },
  })
}
