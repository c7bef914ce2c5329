// PostgREST-compatible /rest/v1 for the public schema, as supabase-js (postgrest-js) calls it:
// tables (GET/HEAD/POST/PATCH/DELETE with select trees, embeds, filters, order, ranges, counts,
// upserts) and functions (/rpc/fn). Every request runs in one transaction as the caller's role with
// request.jwt.claims set, so Postgres grants and RLS policies decide what it may see and change.
// Modules: rest-parse (URL grammar), rest-schema (catalog, relationships), rest-query (SQL),
// rest-table / rest-rpc (requests), rest-errors (PostgREST's error shape and statuses).
import { Hono, type Context } from 'hono'
import type { Db } from './db.ts'
import { requestClaims, type Claims } from './jwt.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts'
import { RestError, toRestError } from './rest-errors.ts'
import { rpcRequest } from './rest-rpc.ts'
import { schemaCache } from './rest-schema.ts'
import { tableRequest, type RestRequest, type RestResult } from './rest-table.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

export function restApp(db: Db): Hono {
  const app = new Hono()
  const schemaOf = schemaCache()

  const handle = (kind: 'table' | 'rpc') => async (c: Context) => {
    const headers = c.req.raw.headers
    const url = new URL(c.req.url)
    const auth = await authenticate(headers, url)
    if (auth instanceof Response) return auth
    try {
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
      checkProfile(method, headers)
      const accept = headers.get('accept') ?? ''
      if (/application\/(vnd\.pgrst\.plan|geo\+json)|text\/csv/.test(accept))
        throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
      const req: RestRequest = {
        method,
        name: c.req.param(kind === 'rpc' ? 'fn' : 'table') ?? '',
        params: [...url.searchParams.entries()],
        body:
          method === 'POST' || method === 'PATCH' || method === 'PUT' ? parseBody(await c.req.text(), kind) : undefined,
        prefer: parsePrefer(headers.get('prefer')),
        object: accept.includes('application/vnd.pgrst.object'),
        strip: accept.includes('nulls=stripped'),
        range: parseRange(headers.get('range')),
      }
      if (method === 'PUT') throw new RestError(405, 'PGRST117', 'Unsupported HTTP method: PUT')
      const result = await db.asRole(auth, async (tx) => {
        const schema = await schemaOf(tx)
        return kind === 'rpc' ? rpcRequest(tx, schema, req) : tableRequest(tx, schema, req)
      })
      return respond(result, req)
    } catch (err) {
      return errorResponse(toRestError(err, auth.role))
    }
  }

  app.all('/rpc/:fn', handle('rpc'))
  app.all('/:table', handle('table'))
  app.all('*', () => errorResponse(new RestError(404, 'PGRST125', 'Invalid path specified in request URL')))
  return app
}

function errorResponse(err: RestError, extra: Record<string, string> = {}) {
  return new Response(JSON.stringify(err.toJSON()), {
    status: err.status,
    headers: { 'content-type': JSON_TYPE, ...extra },
  })
}

/** The caller's verified claims, or the 401 that Supabase (Kong / PostgREST) answers. */
async function authenticate(headers: Headers, url: URL): Promise<Claims | Response> {
  const h = new Headers(headers)
  const keyParam = url.searchParams.get('apikey')
  if (keyParam && !h.has('apikey')) h.set('apikey', keyParam)
  const claims = await requestClaims(h)
  if (claims) return claims
  const bearer = /^Bearer\s+(.+)$/i.exec(h.get('authorization') ?? '')?.[1]
  if (!bearer && !h.get('apikey'))
    return Response.json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      { status: 401 },
    )
  if (!bearer)
    return Response.json(
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      { status: 401 },
    )
  const expired = (() => {
    try {
      const payload = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        exp?: unknown
      }
      return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()
    } catch {
      return false
    }
  })()
  const err = expired
    ? new RestError(401, 'PGRST303', 'JWT expired')
    : new RestError(401, 'PGRST301', 'JWT could not be decoded or verified')
  return errorResponse(err, { 'www-authenticate': `Bearer error="invalid_token", error_description="${err.message}"` })
}

function checkProfile(method: string, headers: Headers) {
  const profile = headers.get(method === 'GET' ? 'accept-profile' : 'content-profile')
  if (profile && profile !== 'public')
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    )
}

function parseBody(text: string, kind: 'table' | 'rpc'): unknown {
  if (text.trim() === '') {
    if (kind === 'rpc') return {}
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  if (nestsDeeperThan(text))
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
    )
  try {
    return JSON.parse(text)
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
}

function parsePrefer(value: string | null): Map<string, string> {
  const prefs = new Map<string, string>()
  for (const part of (value ?? '').split(/[,;]/)) {
    const [k, v = ''] = part.split('=').map((s) => s.trim())
    if (k) prefs.set(k, v)
  }
  return prefs
}

function parseRange(value: string | null): RestRequest['range'] {
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(value?.trim() ?? '')
  if (!m) return null
  const offset = Number(m[1])
  return { offset, limit: m[2] ? Math.max(0, Number(m[2]) - offset + 1) : undefined }
}

// Content-Range as PostgREST computes it: 0-9/42, */0 when empty, 0-9/* without a count.
function contentRange(r: RestResult) {
  const lower = r.offset ?? 0
  const upper = lower + (r.n ?? 0) - 1
  const total = r.total ?? null
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total ?? '*'}`
}

function respond(r: RestResult, req: RestRequest): Response {
  const headers: Record<string, string> = { 'content-range': contentRange(r) }
  if (r.body !== null)
    headers['content-type'] = req.object ? 'application/vnd.pgrst.object+json; charset=utf-8' : JSON_TYPE
  if (r.applied?.length) headers['preference-applied'] = r.applied.join(', ')
  const status = r.body === null && r.status === 200 ? 204 : r.status
  return new Response(status === 204 ? null : r.body, { status, headers })
}
