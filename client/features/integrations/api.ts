// The integration screens' door to data: the admin's view of every company's requests for a
// provider (Supabase, under RLS) and whether this deployment holds the provider's secrets (the
// Worker's GET /api/admin/integrations, which reports set or not set, never a value). A company's
// own requests, and requesting or withdrawing one, are the company area's hooks (features/company/api.ts).
import { useQuery } from '@tanstack/react-query'
import { IntegrationCredentialsSchema, type IntegrationId } from '../../../shared/schemas/integrations'
import { callWorker } from '../../lib/worker-api'
import { db } from '../../lib/db'
import { throwIfError } from '../../lib/errors'
import { fetchProviderRequests } from './queries'

export function useProviderRequests(provider: IntegrationId) {
  return useQuery({ queryKey: ['admin', 'integrations', provider, 'requests'], queryFn: async () => fetchProviderRequests(await db(), provider) })
}

/** How many companies have a live connection to the provider (platform admins read every company's). */
export function useProviderConnections(provider: IntegrationId, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'integrations', provider, 'connections'],
    queryFn: async () => {
      const { count, error, status } = await (await db()).from('integration_connections').select('company_id', { count: 'exact', head: true }).eq('provider', provider)
      throwIfError(error, status)
      return count ?? 0
    },
    enabled,
  })
}

export function useIntegrationCredentials() {
  return useQuery({
    queryKey: ['admin', 'integrations', 'credentials'],
    queryFn: async () => IntegrationCredentialsSchema.parse(await callWorker((api) => api.admin.integrations.$get())),
    staleTime: 0,
  })
}
