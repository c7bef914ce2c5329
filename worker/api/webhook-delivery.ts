// Sending one webhook event: the signature receivers verify, the check of where a delivery may go,
// and the POST itself (5 s, redirects not followed, the receiver's body never read).
//
// Signature (Stripe's scheme, documented on /admin/webhooks): header
//   Boardroom-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The timestamp is signed with the body so a receiver can refuse an old, replayed request.
//
// Targets (SSRF): in production only https to a public host (shared/webhook-target.ts, the rule
// the webhooks table's CHECK applies at registration, without its local-development loopback):
// addresses in private, loopback, link-local, shared, multicast or reserved ranges in any spelling
// (the URL parser turns decimal, octal and hex IPv4 into dotted form first), and
// localhost/.local/.internal names, are refused before any request. A name is then resolved
// (DNS over HTTPS: Workers have no DNS API) and refused if any address it has is not public, so a
// public-looking name pointed at 169.254.169.254 is caught at delivery time; Cloudflare's edge does
// not route Worker subrequests into private networks either, which covers a rebinding in between.
// Locally (APP_ENV=local) everything the table accepts is allowed, so a receiver on the
// developer's machine works.
import { isNonPublicAddress, isPublicHost } from '../../shared/webhook-target'
import { z } from '../../shared/zod'
import { DELIVERY_TIMEOUT_MS, SIGNATURE_HEADER, type WebhookEvent } from '../../shared/schemas/webhook'

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The Boardroom-Signature header value for a raw body sent at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, body: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`))
  return `t=${timestamp},v1=${hex(mac)}`
}

export const TARGET_NOT_HTTPS = 'Only https:// addresses receive events in production.'
export const TARGET_PRIVATE =
  'This address points to a private or local network, which webhooks may not reach in production.'

/** Why the Worker must not send to this URL, or null when it may. */
export function targetRefusal(url: string, appEnv: 'local' | 'production'): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'This address is not a valid URL.'
  }
  if (parsed.username || parsed.password) return 'Addresses with a user name or password are not allowed.'
  if (appEnv === 'local') return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : TARGET_NOT_HTTPS
  if (parsed.protocol !== 'https:') return TARGET_NOT_HTTPS
  return isPublicHost(parsed.hostname) ? null : TARGET_PRIVATE
}

export const TARGET_RESOLVES_PRIVATE =
  'This address resolves to a private or local network, which webhooks may not reach in production.'
export const TARGET_UNRESOLVED = 'This address could not be resolved to a public host. Check the name and try again.'

/** The A and AAAA addresses of a name; throws when the resolver cannot be asked. */
export type Lookup = (name: string) => Promise<string[]>

// RFC 8484's JSON form as Cloudflare's resolver answers it: Answer[].type 1 = A, 28 = AAAA.
const DnsJson = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
})

/** Resolves a name through DNS over HTTPS (https://cloudflare-dns.com/dns-query, JSON API). */
export const dnsOverHttps: Lookup = async (name) => {
  const answers = await Promise.all(
    (['A', 'AAAA'] as const).map(async (type) => {
      const res = await fetch(`https://cloudflare-dns.com/dns-query?name=${encodeURIComponent(name)}&type=${type}`, {
        headers: { Accept: 'application/dns-json' },
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`The resolver answered ${res.status}`)
      const body = DnsJson.parse(await res.json())
      return (body.Answer ?? []).filter((a) => a.type === 1 || a.type === 28).map((a) => a.data)
    }),
  )
  return answers.flat()
}

/**
 * The delivery-time check of a name against the addresses it resolves to (production only; call
 * after targetRefusal). IP literals were judged already; a name with no address, or a resolver
 * that cannot be asked, is refused (fail closed).
 */
export async function resolvedRefusal(url: string, lookup: Lookup = dnsOverHttps): Promise<string | null> {
  const host = new URL(url).hostname.replace(/\.$/, '')
  if (host.startsWith('[') || /^[0-9.]+$/.test(host)) return null
  let addresses: string[]
  try {
    addresses = await lookup(host)
  } catch {
    return TARGET_UNRESOLVED
  }
  if (addresses.length === 0) return TARGET_UNRESOLVED
  return addresses.some(isNonPublicAddress) ? TARGET_RESOLVES_PRIVATE : null
}

export type DeliveryOutcome = { status_code: number | null; ok: boolean; duration_ms: number; error: string | null }

/** POSTs a signed event and says how the receiver answered; never throws. */
export async function deliver(
  url: string,
  secret: string,
  event: WebhookEvent,
  payload: object,
  now = Date.now(),
): Promise<DeliveryOutcome> {
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    type: event,
    created_at: new Date(now).toISOString(),
    data: payload,
  })
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'Boardroom-Webhooks/1.0',
    'Boardroom-Event': event,
    [SIGNATURE_HEADER]: await signatureHeader(secret, body, Math.floor(now / 1000)),
  }
  const started = Date.now()
  const elapsed = () => Date.now() - started
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
    await res.body?.cancel()
    const duration_ms = elapsed()
    if (res.status >= 200 && res.status < 300) return { status_code: res.status, ok: true, duration_ms, error: null }
    if (res.status >= 300 && res.status < 400)
      return {
        status_code: res.status,
        ok: false,
        duration_ms,
        error: 'The receiver answered with a redirect, which is not followed.',
      }
    return { status_code: res.status, ok: false, duration_ms, error: `The receiver answered ${res.status}.` }
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return {
      status_code: null,
      ok: false,
      duration_ms: elapsed(),
      error: timedOut
        ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`
        : `The receiver could not be reached${error instanceof Error && error.message ? `: ${error.message.slice(0, 300)}` : '.'}`,
    }
  }
}
