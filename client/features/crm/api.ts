// The CRM's shared door to Supabase: the company whose leads and campaigns the
// signed-in user works on. Leads and campaigns have their own api.ts on top of this.
import type { SupabaseClient } from '@supabase/supabase-js'
import { useQuery } from '@tanstack/react-query'
import { useAuth } from '../auth/auth-provider'
import { db } from '../../lib/db'
import { DataError, dataError, UNREACHABLE } from '../../lib/errors'


export type ActiveCompany = { id: string; name: string }

export async function fetchCompany(client: SupabaseClient, id: string): Promise<ActiveCompany | null> {
  const { data, error, status } = await client.from('companies').select('id, name').eq('id', id).maybeSingle()
  if (error) throw dataError(error, status)
  return data as ActiveCompany | null
}

export type CompanyState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; company: ActiveCompany }

/**
 * The company of the signed-in user's profile (profiles.company_id), once the profile is read. 'none'
 * for a new account without one (or a link to a company they no longer belong to: RLS hides it).
 */
export function useActiveCompany(): CompanyState {
  const { user, loading, profileUnavailable, refreshProfile } = useAuth()
  const companyId = loading ? null : (user?.company_id ?? null)
  const query = useQuery({
    queryKey: ['crm', 'company', companyId],
    queryFn: async () => fetchCompany(await db(), companyId!),
    enabled: companyId !== null,
  })
  if (loading) return { status: 'loading' }
  // the profile could not be read: an outage (LoadError says so and retries), not "no company"
  if (companyId === null && profileUnavailable) return { status: 'error', error: new DataError(UNREACHABLE, 'fetch_failed', 0), retry: () => void refreshProfile() }
  if (companyId === null) return { status: 'none' }
  if (query.isPending) return { status: 'loading' }
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() }
  return query.data ? { status: 'ready', company: query.data } : { status: 'none' }
}
