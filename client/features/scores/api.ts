// Lead scores' door to Supabase for the screens: TanStack Query hooks over queries.ts with the
// browser's client. Scores are computed here from rows read under RLS (shared/lead-score.ts), at the
// moment they are read. Keys sit under ['leads'], so every lead write refreshes them too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { scoreLead } from '../../../shared/lead-score'
import type { Icp } from '../../../shared/schemas/icp'
import { db } from '../../lib/db'
import { fetchBestUncontacted, fetchIcp, fetchLeadScoreInputs, fetchScoresFor, updateIcp } from './queries'

export const scoreKeys = {
  icp: (companyId: string) => ['leads', 'icp', companyId] as const,
  lead: (leadId: string) => ['leads', 'score', leadId] as const,
  page: (companyId: string, ids: readonly string[]) => ['leads', 'scores', companyId, ...ids] as const,
  best: (companyId: string) => ['leads', 'best-uncontacted', companyId] as const,
}

export function useIcp(companyId: string) {
  return useQuery({ queryKey: scoreKeys.icp(companyId), queryFn: async () => fetchIcp(await db(), companyId) })
}

export function useUpdateIcp(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (icp: Icp) => updateIcp(await db(), companyId, icp),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leads'] }),
  })
}

/** One lead's score and its factors, or null when the lead cannot be read. */
export function useLeadScore(companyId: string, leadId: string) {
  return useQuery({
    queryKey: scoreKeys.lead(leadId),
    queryFn: async () => {
      const client = await db()
      const [icp, row] = await Promise.all([fetchIcp(client, companyId), fetchLeadScoreInputs(client, leadId)])
      return row === null ? null : scoreLead({ lead: row, calls: row.calls, moves: row.moves, icp, asOf: new Date() })
    },
  })
}

export function usePageScores(companyId: string, ids: readonly string[]) {
  return useQuery({
    queryKey: scoreKeys.page(companyId, ids),
    queryFn: async () => fetchScoresFor(await db(), companyId, ids),
    enabled: ids.length > 0,
  })
}

export function useBestUncontacted(companyId: string) {
  return useQuery({
    queryKey: scoreKeys.best(companyId),
    queryFn: async () => fetchBestUncontacted(await db(), companyId),
  })
}
