// The one way the browser calls the Worker's own API (/api/ai, /api/admin) as the signed-in
// member: the Supabase access token goes as a Bearer token, and the API's { error, message } comes
// back as a DataError whose message is written for people (client/lib/data-errors.ts).
import { DataError, UNREACHABLE } from './errors'
import { supabase } from './supabase'

export async function callWorker<T>(path: `/api/${string}`, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const { data } = await supabase().auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new DataError('Your session has ended. Sign in again to continue.', 'unauthorized', 401)
  let res: Response
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch {
    throw new DataError(UNREACHABLE, 'fetch_failed', 0)
  }
  const payload = (await res.json().catch(() => null)) as { error?: string; message?: string } | null
  if (!res.ok) throw new DataError(payload?.message ?? `The server answered ${res.status}`, payload?.error ?? 'http_error', res.status)
  return payload as T
}
