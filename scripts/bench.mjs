// `npm run bench`: figures, not assertions (size budgets are asserted in tests/perf).
// 1. the redirect resolver: ns and bytes per lookup over every alias, route, prefix and 10,000 unknown paths (scripts/bench-redirects.mjs); 2. SSR time of public pages through the real
// Worker under wrangler dev (no Accept-Encoding, so the stream is not buffered for gzip);
// 3. gzipped JS of the first loads against their budgets; 4. the 10,000-row lead import, five in a row, each
// undone: in Chromium as a user meets it (scripts/bench-import-browser.ts), then its parts in process
// (scripts/bench-import.ts);
// 5. the streamed boardroom: calls and prompt size per debate on the scripted model, time to first turn (scripts/bench-stream.mjs);
// 6. the lead list with 10,000 leads: its page, count, board and bulk actions (scripts/bench-lead-list.ts).
import { runnerImport } from 'vite'
import { benchRedirects } from './bench-redirects.mjs'
import { benchStream } from './bench-stream.mjs'
import { printBundleSizes } from './bundle-sizes.mjs'
import { startProduct } from './serve.mjs'

await benchRedirects(runnerImport)

async function timeRequests(base, path, runs) {
  const ttfb = []
  const total = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const res = await fetch(base + path, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } })
    const reader = res.body.getReader()
    let first = true
    for (;;) {
      const { done } = await reader.read()
      if (first) {
        ttfb.push(performance.now() - start)
        first = false
      }
      if (done) break
    }
    total.push(performance.now() - start)
  }
  const q = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(2)
  return `median TTFB ${q(ttfb, 0.5)} ms, median complete ${q(total, 0.5)} ms, p95 complete ${q(total, 0.95)} ms, worst ${q(total, 1)} ms (${runs} requests)`
}

// The built-in debate end to end through the Worker: sign-in token, company and standing figures
// read under RLS, the decision layer, and the session stored. The AI limiter allows 20 debates a
// minute per member, so each seeded owner asks 20 times.
async function benchBoardroom(product) {
  const { ANON_KEY } = (await runnerImport('/supabase/local/keys.ts')).module
  const pack = [
    { label: 'Loan interest rate', value: 7, unit: '%' },
    { label: 'Down payment', value: 100000, unit: 'USD' },
    { label: 'Annual warehousing fees we would stop paying', value: 180000, unit: 'USD' },
  ]
  const times = []
  for (const [email, password] of [
    ['user@boardroom.local', 'User-demo-2026!'],
    ['other@boardroom.local', 'Other-demo-2026!'],
  ]) {
    const auth = await fetch(`${product.backendUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const { access_token: token } = await auth.json()
    for (let i = 0; i < 20; i++) {
      const start = performance.now()
      const res = await fetch(`${product.baseUrl}/api/ai/boardroom`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          question: 'Should we buy a $500,000 warehouse with a 10-year bank loan?',
          facts: i % 2 ? pack : [],
        }),
      })
      await res.arrayBuffer()
      if (res.status !== 201) throw new Error(`POST /api/ai/boardroom answered ${res.status}`)
      times.push(performance.now() - start)
    }
  }
  const q = (p) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1)
  console.log(
    `${'POST /api/ai/boardroom'.padEnd(24)} median ${q(0.5)} ms, p95 ${q(0.95)} ms, worst ${q(1)} ms (${times.length} built-in debates, stored; budget p95 300 ms)`,
  )
}

console.log('\n== SSR and the boardroom through the Worker (wrangler dev, workerd) ==')
const product = await startProduct({ quiet: true })
const base = product.baseUrl
try {
  for (const path of ['/pricing', '/', '/privacy']) {
    await timeRequests(base, path, 20) // warm-up
    console.log(`${path.padEnd(24)} ${await timeRequests(base, path, 200)}`)
  }
  console.log(`${'/calendar (redirect)'.padEnd(24)} ${await timeRequests(base, '/calendar', 200)}`)
  await benchBoardroom(product)
} finally {
  product.stop()
}

printBundleSizes()

console.log(
  "\n== Lead import in Chromium: 10,000 fresh rows with duplicates and bad rows, five imports in a row, each undone (npm start's backend) ==",
)
const { module: browserImport } = await runnerImport('/scripts/bench-import-browser.ts')
await browserImport.benchImportInBrowser(5, 10_000)

console.log('\n== Lead import, its parts: the same five imports as the member (in-process local backend) ==')
const { module: leadImport } = await runnerImport('/scripts/bench-import.ts')
await leadImport.benchImport(10_000, 5)

console.log('\n== The streamed boardroom: scripted local model, then the built-in engine (wrangler dev) ==')
await benchStream()

console.log(
  '\n== Lead list: /dashboard/leads with 10,000 more leads, its requests as the member under RLS (in-process local backend) ==',
)
const { module: leadList } = await runnerImport('/scripts/bench-lead-list.ts')
await leadList.benchLeadList(10_000)
