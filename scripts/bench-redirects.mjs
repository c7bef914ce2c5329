// The edge redirect resolver, measured: nanoseconds per lookup and bytes allocated
// per lookup, per family of paths — every alias and legal variant of the spec (the resolver's own alias
// table), every served route, the spec's unknown-path prefixes, legal-like guesses, and 10,000 unknown
// paths. Figures, not assertions: `npm run bench` prints them.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { median } from './stats.mjs'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc')

/** 10,000 unknown paths from a seeded generator, so every run measures the same paths. */
function unknownPaths(count) {
  let seed = 20261125
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed
  }
  const words = [
    'blog',
    'about-us',
    'careers',
    'shop',
    'item',
    'wp-admin',
    'static',
    'files',
    'team',
    'news',
    'en',
    'de',
    'v2',
    'docs',
    'press',
    'partners',
  ]
  return Array.from({ length: count }, () => {
    const depth = 1 + (next() % 3)
    return `/${Array.from({ length: depth }, () => `${words[next() % words.length]}${next() % 10 === 0 ? `-${next() % 1000}` : ''}`).join('/')}`
  })
}

/**
 * Time one family: 7 rounds of at least 20,000 lookups for ns/lookup; allocation from the heap's
 * growth over batches of 1,000 lookups after a full collection (a batch allocates far less than the
 * young generation holds, so no collection runs inside it), median of the batches.
 */
function measure(resolve, paths) {
  const perRound = Math.max(20_000, paths.length)
  const ns = []
  for (let round = 0; round < 7; round++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < perRound; i++) resolve(paths[i % paths.length], '?a=1')
    ns.push(Number(process.hrtime.bigint() - start) / perRound)
  }
  const bytes = []
  for (let batch = 0; batch < 15; batch++) {
    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 1000; i++) resolve(paths[(batch * 1000 + i) % paths.length], '?a=1')
    const grown = process.memoryUsage().heapUsed - before
    if (grown >= 0) bytes.push(grown / 1000)
  }
  return { ns: median(ns), worstNs: Math.max(...ns), bytes: bytes.length ? median(bytes) : NaN }
}

export async function benchRedirects(runnerImport) {
  const { module: redirects } = await runnerImport('/shared/redirects.ts')
  const { module: routes } = await runnerImport('/shared/routes.ts')
  const served = routes.ROUTES.map((r) => r.path.replace(/:[a-zA-Z]+/g, '42'))
  const families = [
    ['spec aliases and legal variants', Object.keys(redirects.ALIAS_TABLE)],
    ['served routes (no redirect)', served],
    [
      'unknown-path prefixes',
      ['/adm', '/dash', '/comp', '/sys', '/diag'].flatMap((p) => [
        `${p}x`,
        `${p}board/settings`,
        `${p.toUpperCase()}/`,
      ]),
    ],
    [
      'legal-like guesses',
      [
        '/our-privacy-terms',
        '/cookie-choices',
        '/gdpr-request',
        '/tos-2019',
        '/sms-opt-in',
        '/legal/unknown',
        '/impressum',
        '/refund-request',
      ],
    ],
    ['10,000 unknown paths', unknownPaths(10_000)],
  ]
  console.log('\n== Redirect resolver (in-process, resolveRedirect with a query string) ==')
  console.log(
    `${'family'.padEnd(34)} ${'paths'.padStart(6)}  ${'ns/lookup: median, worst of 7'.padStart(30)}  ${'bytes/lookup'.padStart(12)}`,
  )
  for (const [name, paths] of families) {
    const { ns, worstNs, bytes } = measure(redirects.resolveRedirect, paths)
    console.log(
      `${name.padEnd(34)} ${String(paths.length).padStart(6)}  ${`${ns.toFixed(0)}, ${worstNs.toFixed(0)}`.padStart(30)}  ${(Number.isNaN(bytes) ? 'n/a' : bytes.toFixed(0)).padStart(12)}`,
    )
  }
}
