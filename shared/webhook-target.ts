// Where a webhook may point: the rule the webhooks table's CHECK applies at registration
// (public.webhook_target_allowed, supabase/migrations/20261128000300_hostile_input_constraints.sql)
// and the Worker applies again at delivery. Hosts are judged as a browser's URL parser reads them,
// so every spelling of an address is judged by the address: 2852039166, 0xa9fea9fe,
// 0251.0376.0251.0376 and [::ffff:a9fe:a9fe] are all 169.254.169.254 (cloud metadata).
// tests/unit/webhook-target.test.ts and tests/backend/hostile-input.test.ts hold both to one table.
import ipaddr from 'ipaddr.js'

/**
 * Addresses no webhook may reach: private (RFC 1918, fc00::/7), loopback, link-local (cloud
 * metadata), shared (CGNAT), unspecified, multicast and reserved, documentation, and the IPv6
 * forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) as a whole. The SQL function
 * is_non_public_address lists the same blocks. An IPv6 address outside them that carries an IPv4
 * address (IPv4-translated, Teredo) is judged by that address too (embeddedIPv4s).
 */
export const NON_PUBLIC_BLOCKS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
  '::/96',
  '::ffff:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
] as const

const BLOCKS = NON_PUBLIC_BLOCKS.map((cidr) => ipaddr.parseCIDR(cidr))

/**
 * Where an IPv6 address carries IPv4 addresses, by form — the bytes of the 16 that hold each one:
 *   IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96 (RFC 6145),
 *   NAT64 64:ff9b::/96 (RFC 6052)            the last four
 *   NAT64 64:ff9b:1::/48 (RFC 8215)          6, 7, 9, 10 (RFC 6052 §2.2: byte 8 is zero)
 *   6to4 2002::/16 (RFC 3056)                2 to 5
 *   Teredo 2001::/32 (RFC 4380)              the server, 4 to 7; the client, the last four inverted
 * is_non_public_address in SQL (20261203100300_webhook_targets_embedded_ipv4.sql) reads the same.
 */
const CARRIERS: readonly (readonly [string, (b: number[]) => number[][]])[] = [
  ['::/96', (b) => [b.slice(12)]],
  ['::ffff:0:0/96', (b) => [b.slice(12)]],
  ['::ffff:0:0:0/96', (b) => [b.slice(12)]],
  ['64:ff9b::/96', (b) => [b.slice(12)]],
  ['64:ff9b:1::/48', (b) => [[b[6]!, b[7]!, b[9]!, b[10]!]]],
  ['2002::/16', (b) => [b.slice(2, 6)]],
  ['2001::/32', (b) => [b.slice(4, 8), b.slice(12).map((x) => x ^ 0xff)]],
]
const CARRIER_NETS = CARRIERS.map(([cidr, read]) => [ipaddr.IPv6.parseCIDR(cidr), read] as const)

/** The IPv4 addresses (dotted) an IPv6 address carries in one of the forms above; none for others. */
export function embeddedIPv4s(address: ipaddr.IPv6): string[] {
  const bytes = address.toByteArray()
  return CARRIER_NETS.filter(([[net, bits]]) => address.match(net, bits)).flatMap(([, read]) =>
    read(bytes).map((v4) => v4.join('.')),
  )
}

/**
 * True for an IP address (dotted IPv4 or IPv6, no brackets) in one of NON_PUBLIC_BLOCKS, or an IPv6
 * address carrying an IPv4 address that is: every spelling of 127.0.0.1 is 127.0.0.1.
 */
export function isNonPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true
  const ip = ipaddr.parse(address)
  if (BLOCKS.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) return true
  return ip.kind() === 'ipv6' && embeddedIPv4s(ip as ipaddr.IPv6).some(isNonPublicAddress)
}

const NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|lan)$/

/**
 * True for a public host as `new URL(…).hostname` gives it (IPv4 already in dotted form, IPv6 in
 * brackets): a public address, or a name of two or more labels outside the local-only suffixes.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('['))
    return host.endsWith(']') && ipaddr.IPv6.isValid(host.slice(1, -1)) && !isNonPublicAddress(host.slice(1, -1))
  if (/^[0-9.]+$/.test(host)) return ipaddr.IPv4.isValidFourPartDecimal(host) && !isNonPublicAddress(host)
  return NAME.test(host) && !LOCAL_NAME.test(host)
}

const TARGET = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(\/[^\s\x00-\x1f\x7f]*)?$/
const LOOPBACK_FOR_DEVELOPMENT = ['127.0.0.1', 'localhost']

/**
 * The table's rule: https to a public host; http or https to 127.0.0.1 or localhost, for a
 * receiver on a developer's machine (the Worker refuses those in production when it sends).
 */
export function webhookTargetAllowed(url: string): boolean {
  if (url.length > 2000) return false
  const match = TARGET.exec(url)
  if (!match) return false
  if (LOOPBACK_FOR_DEVELOPMENT.includes(match[2]!.toLowerCase())) return true
  if (match[1] !== 'https') return false
  try {
    return isPublicHost(new URL(url).hostname)
  } catch {
    return false
  }
}
