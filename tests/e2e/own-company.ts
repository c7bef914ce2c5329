// A company of the test's own, so the seeded data other files count is left alone: a new confirmed
// account (through the local auth server's admin API) that creates a company and so owns it, and a
// supabase-js client signed in as that owner for the rows the test sets up and reads back.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import type { Who } from './browser'

export async function ownCompany(backend: string, owner: Who, name: string): Promise<{ api: SupabaseClient; companyId: string }> {
  const res = await fetch(`${backend}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password, email_confirm: true }),
  })
  expect(res.status).toBe(200)
  const api = createClient(backend, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
  expect((await api.auth.signInWithPassword(owner)).error).toBeNull()
  const company = await api.from('companies').insert({ name }).select('id').single()
  expect(company.error).toBeNull()
  return { api, companyId: company.data!.id }
}
