// The one way the browser calls the Worker's own API (/api/ai, /api/admin) as the signed-in
// member: the Supabase access token goes as a Bearer token, and the API's { error, message } comes
// back as a DataError whose message is written for people (client/lib/data-errors.ts).
import { DataError, UNREACHABLE } from './data-errors'
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

/**
 * A POST to the Worker answered with server-sent events (the streamed boardroom): the open response
 * once it is 2xx, its body still unread. A refusal before the stream starts (the API's JSON
 * { error, message }) is a DataError, as callWorker's; `signal` cancels the request.
 */
export async function openWorkerStream(path: `/api/${string}`, body: unknown, signal: AbortSignal): Promise<Response> {
  const { data } = await supabase().auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new DataError('Your session has ended. Sign in again to continue.', 'unauthorized', 401)
  let res: Response
  try {
    res = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' }, body: JSON.stringify(body), signal })
  } catch (error) {
    if (signal.aborted) throw error
    throw new DataError(UNREACHABLE, 'fetch_failed', 0)
  }
  if (!res.ok || !res.body) {
    const payload = (await res.json().catch(() => null)) as { error?: string; message?: string } | null
    throw new DataError(payload?.message ?? `The server answered ${res.status}`, payload?.error ?? 'http_error', res.status)
  }
  return res
}
