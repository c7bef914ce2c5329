// The integration screens' door to data: the admin's view of every company's requests for a
// provider (Supabase, under RLS) and whether this deployment holds the provider's secrets (the
// Worker's GET /api/admin/integrations, which reports set or not set, never a value). A company's
// own requests, and requesting or withdrawing one, are the company area's hooks (features/company/api.ts).
import { useQuery } from '@tanstack/react-query'
import { IntegrationCredentialsSchema, type IntegrationId } from '../../../shared/schemas/integrations'
import { callWorker } from '../../lib/worker-api'
import { db } from '../../lib/db'
import { fetchProviderConnections, fetchProviderRequests } from './queries'

export function useProviderRequests(provider: IntegrationId) {
  return useQuery({
    queryKey: ['admin', 'integrations', provider, 'requests'],
    queryFn: async () => fetchProviderRequests(await db(), provider),
  })
}

export function useIntegrationCredentials() {
  return useQuery({
    queryKey: ['admin', 'integrations', 'credentials'],
    queryFn: async () => IntegrationCredentialsSchema.parse(await callWorker((api) => api.admin.integrations.$get())),
    staleTime: 0,
  })
}

export function useProviderConnections(provider: IntegrationId) {
  return useQuery({
    queryKey: ['admin', 'integrations', provider, 'connections'],
    queryFn: async () => fetchProviderConnections(await db(), provider),
  })
}
