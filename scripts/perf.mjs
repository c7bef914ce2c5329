// `npm run perf`: a report, not a test. Lighthouse (mobile emulation, Debian's Chromium) for /,
// /pricing, a legal page and /login, three runs each: each figure's median, and for total blocking
// time the worst run beside it (budgets beside); with PERF_STARTER, Cloudflare's React Router starter
// in the same runs, and each run of / and /pricing beside the starter's run, with the machine's load
// average as the round started; gzipped first-load JS against the budgets; the Worker bundle size
// from `wrangler deploy --dry-run`. Scores are reported; the size budgets are asserted by `npm test`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BUDGETS_KB, printBundleSizes } from './bundle-sizes.mjs'
import { spawn } from 'node:child_process'
import { freePort, startProduct, waitFor } from './serve.mjs'
import { median } from './stats.mjs'

const kb = (b) => `${(b / 1024).toFixed(1)} KB`
// The pages a visitor lands on, a legal page and the sign-in page, three runs each (the
// machine is shared: a single run swings), medians reported beside the budget each must meet.
// The privacy policy at its own address (/legal/privacy-policy redirects there with a notice toast).
// PERF_PAGES=/,/pricing measures only those (the starter is compared on / and /pricing).
const PAGES = process.env.PERF_PAGES?.split(',') ?? ['/', '/pricing', '/privacy', '/login']
const RUNS = Number(process.env.PERF_RUNS ?? 3)
const PAGE_BUDGETS = { lcpMs: 1200, tbtMs: 50, cls: 0.05, jsKb: BUDGETS_KB.publicFirstVisit }

/** gzip -9 of a same-origin script as served (what `npm run perf` and the budgets call "gzip"). */
async function scriptGz(url, origin) {
  if (new URL(url).origin !== origin) return 0
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length
}

/** One Lighthouse run of `url`: its scores and figures. */
async function measureOnce(url, origin, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  const { categories, audits } = result.lhr
  // Every request Lighthouse saw up to network idle; JS counted as its gzip -9 size.
  const requests = audits['network-requests'].details.items
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  return {
    perf: categories.performance.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: (await Promise.all(scripts.map((r) => scriptGz(r.url, origin)))).reduce((a, b) => a + b, 0),
    jsFiles: scripts.length,
    requests: requests.length,
    supabase: scripts.some((r) => /supabase|auth-js|postgrest/.test(r.url)),
    // the main thread's tasks over 50 ms after the first paint, as Lighthouse's mobile profile counts them
    longTasks: (audits['long-tasks'].details?.items ?? []).map((t) => ({
      url: t.url,
      start: t.startTime,
      ms: t.duration,
    })),
  }
}

/** The medians of a page's runs, the worst total blocking time beside its median. */
function summarize(runs) {
  const m = (k) => median(runs.map((r) => r[k]))
  return {
    perf: m('perf'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    tbtWorst: Math.max(...runs.map((r) => r.tbt)),
    cls: m('cls'),
    js: m('js'),
    jsFiles: m('jsFiles'),
    requests: m('requests'),
    supabase: runs.some((r) => r.supabase),
  }
}

/**
 * Cloudflare's React Router starter (cloudflare/templates, react-router-starter-template at 7a0bc8f),
 * built and served the same way, for the side-by-side figures: PERF_STARTER names its
 * folder, already installed and built (`npm install && npx react-router build`; docs/testing.md).
 */
async function startStarter(dir) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--config',
      'build/server/wrangler.json',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
    ],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  await waitFor(`${baseUrl}/`, 'the starter')
  return { baseUrl, stop: () => child.kill('SIGTERM') }
}

const product = await startProduct({ quiet: true })
const starter = process.env.PERF_STARTER ? await startStarter(process.env.PERF_STARTER) : null
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const runsOf = {}
const loadBefore = []
try {
  // One unmeasured pass first: the Worker's first requests and Chromium's first run are cold, and
  // the first page measured would pay for it in every figure.
  await lighthouse(`${product.baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (starter)
    await lighthouse(`${starter.baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
  // Run by run, each page then the starter, so that both feel the same load on a shared machine.
  const targets = [
    ...PAGES.map((path) => [path, product.baseUrl]),
    ...(starter ? [['starter /', starter.baseUrl]] : []),
  ]
  for (const [name] of targets) runsOf[name] = []
  for (let i = 0; i < RUNS; i++) {
    // the machine's load as each round starts (a shared machine stretches every task: docs/testing.md)
    loadBefore.push(loadavg()[0])
    for (const [name, origin] of targets) {
      const path = name === 'starter /' ? '/' : name
      runsOf[name].push(await measureOnce(`${origin}${path}`, origin, chrome.port))
    }
  }
} finally {
  await chrome.kill()
  product.stop()
  starter?.stop()
}

const rows = Object.entries(runsOf).map(([path, runs]) => ({ path, runs, ...summarize(runs) }))
const [load1] = loadavg()
console.log(
  `== Lighthouse (mobile, simulated throttling), ${RUNS} runs: medians, and the worst total blocking time; load average ${load1.toFixed(2)} ==`,
)
console.log(
  `page                    perf  LCP (≤ ${PAGE_BUDGETS.lcpMs} ms)  TBT (≤ ${PAGE_BUDGETS.tbtMs} ms): median, worst   CLS (≤ ${PAGE_BUDGETS.cls})  JS to idle (≤ ${PAGE_BUDGETS.jsKb} KB gz)  requests  supabase-js`,
)
for (const r of rows) {
  console.log(
    `${r.path.padEnd(22)} ${String(Math.round(r.perf)).padStart(4)}  ${`${Math.round(r.lcp)} ms`.padEnd(15)}  ${`${Math.round(r.tbt)} ms, worst ${Math.round(r.tbtWorst)} ms`.padEnd(27)}  ${r.cls.toFixed(3).padEnd(12)}  ${`${kb(r.js)} in ${r.jsFiles} files`.padEnd(23)}  ${String(r.requests).padEnd(8)}  ${r.supabase ? 'loaded' : 'no'}`,
  )
}
console.log('\nTasks over 50 ms after the first paint (Lighthouse long-tasks, simulated), per run:')
for (const r of rows) {
  r.runs.forEach((run, i) => {
    const tasks = run.longTasks.map(
      (t) => `${Math.round(t.ms)} ms at ${Math.round(t.start)} ms (${t.url.replace(/^https?:\/\/[^/]+/, '')})`,
    )
    console.log(`${r.path.padEnd(22)} run ${i + 1}: ${tasks.length ? tasks.join('; ') : 'none'}`)
  })
}

const starterRow = rows.find((r) => r.path === 'starter /')
if (starterRow) {
  // The bar beside the starter, in every run: LCP at most 0.7 × the starter's, TBT at most the
  // starter's + 40 ms, first-visit JS at most 0.9 × the starter's bytes.
  console.log('\nBeside the starter, run by run (LCP ≤ 0.7 × its LCP; TBT ≤ its TBT + 40 ms; JS ≤ 0.9 × its JS):')
  for (const r of rows.filter((row) => row.path === '/' || row.path === '/pricing')) {
    r.runs.forEach((run, i) => {
      const s = starterRow.runs[i]
      const lcpOk = run.lcp <= 0.7 * s.lcp
      const tbtOk = run.tbt <= s.tbt + 40
      const jsOk = run.js <= 0.9 * s.js
      console.log(
        `${r.path.padEnd(10)} run ${i + 1} (load ${loadBefore[i].toFixed(2)}): LCP ${Math.round(run.lcp)} vs ${Math.round(s.lcp)} ms (${(run.lcp / s.lcp).toFixed(2)} ×) ${lcpOk ? 'met' : 'NOT met'}; TBT ${Math.round(run.tbt)} vs ${Math.round(s.tbt)} ms ${tbtOk ? 'met' : 'NOT met'}; JS ${kb(run.js)} vs ${kb(s.js)} (${(run.js / s.js).toFixed(2)} ×) ${jsOk ? 'met' : 'NOT met'}`,
      )
    })
  }
} else {
  console.log(
    '\n(Set PERF_STARTER=<folder of the built React Router starter> to measure it beside these: docs/testing.md.)',
  )
}

printBundleSizes()

console.log('\n== Worker bundle (wrangler deploy --dry-run --env production) ==')
const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'))
execFileSync(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir],
  {
    stdio: 'ignore',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  },
)
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const bytes = statSync(join(outdir, file)).size
  console.log(
    `${file.padEnd(26)} ${kb(bytes)} (gzip ${kb(gzipSync(readFileSync(join(outdir, file)), { level: 9 }).length)})`,
  )
}
