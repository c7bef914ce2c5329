import { env, exports } from 'cloudflare:workers'
import app from '../../worker/index'
import type { Bindings } from '../../worker/env'

export const ORIGIN = 'http://boardroom.test'

// The path as a browser sends it on the request line (new URL('//x', base) would change host).
const url = (path: string) => `${ORIGIN}${path}`

/** A request through the deployed Worker entry, as a browser would send it (no redirect following). */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return (exports as unknown as { default: Fetcher }).default.fetch(
    new Request(url(path), { redirect: 'manual', ...init }),
  )
}

/** The same Worker with other bindings (e.g. production configuration). */
export function getWith(bindings: Partial<Bindings>, path: string): Promise<Response> {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
  return Promise.resolve(app.fetch(new Request(url(path), { redirect: 'manual' }), { ...env, ...bindings }, ctx))
}

/** The response's Content-Security-Policy, directive by directive: name → its values. */
export function cspDirectives(res: Response): Record<string, string[]> {
  return Object.fromEntries(
    (res.headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  )
}

export const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]

/** A concrete URL for a route pattern: dynamic segments and splats filled in. */
export const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, 'example-id').replace(/\*$/, 'some/sub-path')
