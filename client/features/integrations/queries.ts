// The admin integration pages' calls to Supabase, given a client: the browser's (api.ts) or a
// test's. Platform admins read every company's requests, the companies and the requesters'
// profiles through RLS; anyone else gets only what their own policies allow.
import type { DbClient } from '../../../shared/database'
import { CONNECTION_COLUMNS, ConnectionSchema } from '../../../shared/schemas/connections'
import type { IntegrationId } from '../../../shared/schemas/integrations'
import { z } from '../../../shared/zod'
import { throwIfError } from '../../lib/errors'
import { displayName } from '../auth'

const RequestRowSchema = z.object({
  company_id: z.string(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  company: z.object({ name: z.string() }).nullable(),
})
const RequesterSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })

export type ProviderRequest = {
  companyId: string
  /** null when the caller may not read the company (never for a platform admin). */
  companyName: string | null
  /** null when the account is gone or the caller may not read its profile. */
  requester: { name: string; email: string } | null
  requestedAt: string
}

export type ProviderRequests = { requests: ProviderRequest[]; companyCount: number }

/** Every company's request for one provider, newest first, with who asked, and how many companies there are. */
export async function fetchProviderRequests(client: DbClient, provider: IntegrationId): Promise<ProviderRequests> {
  const [rows, companies] = await Promise.all([
    client
      .from('company_integrations')
      .select('company_id, requested_by, requested_at, company:companies(name)')
      .eq('provider', provider)
      .order('requested_at', { ascending: false }),
    client.from('companies').select('id', { count: 'exact', head: true }),
  ])
  throwIfError(rows.error, rows.status)
  throwIfError(companies.error, companies.status)
  const requests = RequestRowSchema.array().parse(rows.data)
  const ids = [...new Set(requests.flatMap((r) => (r.requested_by ? [r.requested_by] : [])))]
  const people = new Map<string, z.infer<typeof RequesterSchema>>()
  if (ids.length) {
    const profiles = await client.from('profiles').select('id, email, firstName, lastName').in('id', ids)
    throwIfError(profiles.error, profiles.status)
    for (const p of RequesterSchema.array().parse(profiles.data)) people.set(p.id, p)
  }
  return {
    companyCount: companies.count ?? 0,
    requests: requests.map((r) => {
      const person = r.requested_by ? people.get(r.requested_by) : undefined
      return {
        companyId: r.company_id,
        companyName: r.company?.name ?? null,
        requester: person ? { name: displayName(person), email: person.email } : null,
        requestedAt: r.requested_at,
      }
    }),
  }
}

const ConnectionRowSchema = ConnectionSchema.extend({
  company_id: z.string(),
  company: z.object({ name: z.string() }).nullable(),
})
export type ProviderConnection = z.infer<typeof ConnectionRowSchema>

/**
 * Every company's connection to one provider, failing ones first, for the admin's health view:
 * integration_connections under RLS (platform admins read all; it holds no secret — the tokens are
 * in integration_secrets, which no browser can select). Named columns only.
 */
export async function fetchProviderConnections(
  client: DbClient,
  provider: IntegrationId,
): Promise<ProviderConnection[]> {
  const { data, error, status } = await client
    .from('integration_connections')
    .select(`company_id, ${CONNECTION_COLUMNS}, company:companies(name)`)
    .eq('provider', provider)
    .order('status', { ascending: false })
    .order('connected_at', { ascending: false })
  throwIfError(error, status)
  return ConnectionRowSchema.array().parse(data)
}
