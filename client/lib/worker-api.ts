// The one way the browser calls the Worker's own API (/api/ai, /api/admin, /api/billing) as the
// signed-in member: hono's typed client (hc) over the API's type, so a request the Worker would not
// accept or an answer field it no longer sends breaks the build. Only the type of worker/api is
// imported, never its code. The Supabase access token goes as a Bearer token, and the API's
// { error, message } comes back as a DataError whose message is written for people
// (client/lib/errors.ts).
import { hc, type ClientResponse } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { ApiType } from '../../worker/api'
import { DataError, UNREACHABLE } from './errors'

async function asMember(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // supabase-js (for the token) loads on the first call: screens that import this stay light
  const { supabase } = await import('./supabase')
  const { data } = await supabase().auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new DataError('Your session has ended. Sign in again to continue.', 'unauthorized', 401)
  const headers = new Headers(init?.headers)
  headers.set('Authorization', `Bearer ${token}`)
  try {
    return await fetch(input, { ...init, headers })
  } catch {
    throw new DataError(UNREACHABLE, 'fetch_failed', 0)
  }
}

/** The Worker's API, called as the signed-in member: `workerApi.ai.boardroom.$post({ json })`. */
export const workerApi = hc<ApiType>('/api', { fetch: asMember })

async function asVisitor(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init)
  } catch {
    throw new DataError(UNREACHABLE, 'fetch_failed', 0)
  }
}

/** The Worker's API for a visitor who may not be signed in (Sign in with TikTok's callback). */
export const visitorWorkerApi = hc<ApiType>('/api', { fetch: asVisitor })

/** What a call answers when it succeeds: the JSON of its 2xx responses, as the Worker types them. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never

/**
 * The JSON of a successful answer; any other status throws a DataError with the API's message and
 * error code (e.g. 409 no_company, 429 rate_limited).
 */
export async function answer<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Answer<R>> {
  const res = await call
  const payload: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const refusal = payload as { error?: string; message?: string } | null
    throw new DataError(
      refusal?.message ?? `The server answered ${res.status}`,
      refusal?.error ?? 'http_error',
      res.status,
    )
  }
  // hc's own json() is typed the same way: the Worker's declared answer for this status
  return payload as Answer<R>
}

/** One call to the Worker's API and its answer: `callWorker((api) => api.ai.metrics.$get())`. */
export const callWorker = <R extends ClientResponse<unknown, number, string>>(
  call: (api: typeof workerApi) => Promise<R>,
): Promise<Answer<R>> => answer(call(workerApi))

/** The same, without a session: `callWorkerAsVisitor((api) => api.auth.tiktok.$get())`. */
export const callWorkerAsVisitor = <R extends ClientResponse<unknown, number, string>>(
  call: (api: typeof visitorWorkerApi) => Promise<R>,
): Promise<Answer<R>> => answer(call(visitorWorkerApi))

/**
 * A POST to the Worker answered with server-sent events (the streamed boardroom): the open response
 * once it is 2xx, its body still unread. A refusal before the stream starts (the API's JSON
 * { error, message }) is a DataError, as callWorker's; `signal` cancels the request (the abort
 * error is thrown as is, so a cancel is never mistaken for an outage).
 */
export async function openWorkerStream(path: `/api/${string}`, body: unknown, signal: AbortSignal): Promise<Response> {
  let res: Response
  try {
    res = await asMember(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal.aborted)
      throw signal.reason instanceof Error ? signal.reason : new DOMException('The debate was cancelled', 'AbortError')
    throw error
  }
  if (!res.ok || !res.body) {
    const payload = (await res.json().catch(() => null)) as { error?: string; message?: string } | null
    throw new DataError(
      payload?.message ?? `The server answered ${res.status}`,
      payload?.error ?? 'http_error',
      res.status,
    )
  }
  return res
}
