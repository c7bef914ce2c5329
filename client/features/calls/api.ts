// The calls screens' only door to Supabase: TanStack Query hooks over queries.ts with the browser's
// client. A write refreshes every calls view (the list, the summary and each lead's section).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CallInput } from '../../../shared/schemas/call'
import { db } from '../../lib/db'
import { deleteCall, fetchCalls, insertCall, updateCall } from './queries'

export const callKeys = {
  all: ['calls'] as const,
  list: (companyId: string, leadId?: string) => ['calls', companyId, leadId ?? 'all'] as const,
}

export function useCalls(companyId: string, leadId?: string) {
  return useQuery({
    queryKey: callKeys.list(companyId, leadId),
    queryFn: async () => fetchCalls(await db(), companyId, leadId),
  })
}

/** After any call write: the call lists, and lead scores (calls count towards them: scores/api.ts). */
function useRefreshCalls() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callKeys.all }),
      client.invalidateQueries({ queryKey: ['leads', 'score'] }),
      client.invalidateQueries({ queryKey: ['leads', 'scores'] }),
      client.invalidateQueries({ queryKey: ['leads', 'best-uncontacted'] }),
    ])
}

export function useLogCall(companyId: string) {
  const refresh = useRefreshCalls()
  return useMutation({
    mutationFn: async (input: CallInput) => insertCall(await db(), companyId, input),
    onSuccess: refresh,
  })
}

export const CALL_NOT_CHANGED =
  'The call was not changed: only the person who logged it or an owner or admin of your company can change it.'
export const CALL_NOT_DELETED =
  'The call was not deleted: only the person who logged it or an owner or admin of your company can delete it.'

export function useUpdateCall() {
  const refresh = useRefreshCalls()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: CallInput }) => {
      const call = await updateCall(await db(), id, changes)
      if (!call) throw new Error(CALL_NOT_CHANGED)
      return call
    },
    onSuccess: refresh,
  })
}

export function useDeleteCall() {
  const refresh = useRefreshCalls()
  return useMutation({
    mutationFn: async (id: string) => {
      if (!(await deleteCall(await db(), id))) throw new Error(CALL_NOT_DELETED)
    },
    onSuccess: refresh,
  })
}
