// Accounts of the test's own, so the seeded data other files count is left alone: a new account with
// a confirmed email (through the local auth server's admin API, as an operator would), and one that
// creates a company and so owns it, with a supabase-js client signed in as that owner for the rows
// the test sets up and reads back.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import type { Who } from './browser'

/** A new account with a confirmed email; answers its user id. */
export async function createAccount(backend: string, who: Who): Promise<string> {
  const res = await fetch(`${backend}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: who.email, password: who.password, email_confirm: true }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

/** A new account that creates the company `company` (its name, or the row's columns) and so owns it. */
export async function ownCompany(
  backend: string,
  owner: Who,
  company: string | ({ name: string } & Record<string, string>),
): Promise<{ api: SupabaseClient; companyId: string; userId: string }> {
  const userId = await createAccount(backend, owner)
  const api = createClient(backend, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
  expect((await api.auth.signInWithPassword(owner)).error).toBeNull()
  const created = await api
    .from('companies')
    .insert(typeof company === 'string' ? { name: company } : company)
    .select('id')
    .single()
  expect(created.error).toBeNull()
  return { api, companyId: created.data!.id, userId }
}
