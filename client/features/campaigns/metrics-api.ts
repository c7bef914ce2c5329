// Campaign metrics' door to Supabase for the screens: TanStack Query hooks over metrics-queries.ts.
// Keys sit under ['campaigns'], so an import refreshes every campaign view.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { db } from '../../lib/db'
import { fetchCampaignMetrics } from './metrics-queries'

export const metricKeys = {
  of: (companyId: string, campaignId?: string) => ['campaigns', 'metrics', companyId, campaignId ?? 'all'] as const,
}

/** The company's daily campaign metrics (one campaign's with `campaignId`), oldest first. */
export function useCampaignMetrics(companyId: string, campaignId?: string) {
  return useQuery({
    queryKey: metricKeys.of(companyId, campaignId),
    queryFn: async () => fetchCampaignMetrics(await db(), companyId, { campaignId }),
  })
}

export function useMetricsImported() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['campaigns'] })
}
