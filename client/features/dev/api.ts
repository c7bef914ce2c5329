// The dev pages' door to the local backend's dev endpoints (they exist only in supabase/local).
import { publicConfig } from '../../lib/config'
import { supabase } from '../../lib/supabase'

export type OutboxEmail = {
  id: number
  to_email: string
  kind: string
  subject: string
  body: string
  link: string | null
  token: string | null
  created_at: string
}

async function localFetch(path: string, init?: RequestInit) {
  const { supabaseUrl, supabaseAnonKey } = publicConfig()
  const token = (await supabase().auth.getSession()).data.session?.access_token ?? supabaseAnonKey
  const res = await fetch(`${supabaseUrl}/__local/${path}`, {
    ...init,
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, ...init?.headers },
  })
  const body = await res.json().catch(() => null)
  if (!res.ok)
    throw new Error((body as { message?: string } | null)?.message ?? `The local backend answered ${res.status}`)
  return body
}

export const fetchOutbox = () => localFetch('outbox') as Promise<OutboxEmail[]>

/** Makes the signed-in user an admin (local backend only), then refreshes the token's claims. */
export async function promoteToAdmin() {
  await localFetch('promote', { method: 'POST' })
  await supabase().auth.refreshSession()
}
