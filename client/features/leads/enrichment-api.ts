// A lead's enrichment, the lead page's only door to it: the Worker says whether a provider is
// configured and enriches (the provider's key is the Worker's), supabase-js reads the stored fields
// under RLS and reverts one through revert_lead_enrichment(). Enriching or reverting refreshes the
// lead, whose company name may have changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { EnrichedFieldSchema, sortEnrichedFields, type EnrichedFieldName } from '../../../shared/schemas/enrichment'
import { z } from '../../../shared/zod'
import { db } from '../../lib/db'
import { throwIfError } from '../../lib/errors'
import { callWorker } from '../../lib/worker-api'
import { leadKeys } from './api'

export const enrichmentKeys = {
  status: ['enrichment', 'status'] as const,
  // under leadKeys.all: a lead edited by hand drops the enrichment of the fields it changed
  fields: (leadId: string) => [...leadKeys.all, 'enrichment', leadId] as const,
}

export const useEnrichmentStatus = () =>
  useQuery({
    queryKey: enrichmentKeys.status,
    queryFn: () => callWorker((api) => api.enrichment.status.$get()),
    staleTime: 5 * 60_000,
  })

export function useEnrichedFields(leadId: string) {
  return useQuery({
    queryKey: enrichmentKeys.fields(leadId),
    queryFn: async () => {
      const { data, error } = await (await db())
        .from('lead_enrichment_fields')
        .select('field, value, previous_value, source, enriched_at')
        .eq('lead_id', leadId)
      throwIfError(error)
      return sortEnrichedFields(z.array(EnrichedFieldSchema).parse(data))
    },
  })
}

/** Every lead query is read again: an enrichment changes the lead's own fields, its list rows and its history. */
function useRefreshLeads() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: leadKeys.all })
}

export function useEnrichLead(leadId: string) {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: () => callWorker((api) => api.enrichment.enrich.$post({ json: { leadId } })),
    onSettled: refresh,
  })
}

export function useRevertEnrichedField(leadId: string) {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async (field: EnrichedFieldName) =>
      throwIfError((await (await db()).rpc('revert_lead_enrichment', { lead_id: leadId, field })).error),
    onSettled: refresh,
  })
}
