// Gzipped JS of each first load, read from the Vite manifests (see vite.config.ts). Shared by
// `npm run bench` (reports) and tests/perf/budgets.test.ts (fails the suite over budget).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/client/', import.meta.url)

export const BUDGETS_KB = { publicFirstLoad: 90, dashboardFirstLoad: 170, largestChunk: 40 }

const gz = (file) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length

function load(name) {
  return JSON.parse(readFileSync(new URL(`.vite/${name}-manifest.json`, DIST), 'utf8'))
}

/** Every JS file a first load of `keys` fetches (the modules and their static imports). */
function closure(manifest, keys) {
  const seen = new Set()
  const visit = (k) => {
    if (seen.has(k)) return
    seen.add(k)
    for (const dep of manifest[k].imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return [...seen].map((k) => manifest[k].file)
}

const sum = (files) => files.reduce((n, f) => n + gz(f), 0)

export function bundleSizes() {
  const pub = load('public')
  const app = load('app')
  const publicEntry = 'client/public-entry.tsx'
  const appEntry = 'client/app-entry.tsx'
  // A public page's first load: the entry plus that page's module; the heaviest page counts.
  // Page modules are `*-page.tsx` and the legal documents (client/pages.ts); other lazy modules
  // (banner, dialogs) load after the page is live.
  const isPage = (k) => /-page\.tsx$|\/legal\/documents\//.test(k)
  const publicPages = (pub[publicEntry].dynamicImports ?? []).filter(isPage)
  const perPage = publicPages.map((page) => ({ page, bytes: sum(closure(pub, [publicEntry, page])) }))
  const heaviest = perPage.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const home = perPage.find((p) => p.page.endsWith('home-page.tsx'))
  // The dashboard's first load: the entry, the dashboard layout and the /dashboard screen.
  const dashboardKeys = [appEntry, 'client/features/dashboard/dashboard-layout.tsx', 'client/features/screens/feature-screen.tsx']
  const chunks = [...new Set([...Object.values(pub), ...Object.values(app)].map((c) => c.file).filter((f) => f.endsWith('.js')))]
  const lazy = chunks
    .filter((f) => !f.includes('public-entry') && !f.includes('app-entry'))
    .map((file) => ({ file, bytes: gz(file) }))
    .sort((a, b) => b.bytes - a.bytes)
  return {
    publicHome: home?.bytes ?? 0,
    publicFirstLoad: heaviest,
    dashboardFirstLoad: sum(closure(app, dashboardKeys)),
    largestChunk: lazy[0],
  }
}

/** The report both `npm run bench` and `npm run perf` print. */
export function printBundleSizes() {
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`
  const s = bundleSizes()
  console.log('\n== First-load JS (gzip -9) ==')
  console.log(`public page /              ${kb(s.publicHome)}`)
  console.log(`heaviest public page       ${kb(s.publicFirstLoad.bytes)} (${s.publicFirstLoad.page})  budget ${BUDGETS_KB.publicFirstLoad} KB`)
  console.log(`dashboard first load       ${kb(s.dashboardFirstLoad)}  budget ${BUDGETS_KB.dashboardFirstLoad} KB`)
  console.log(`largest lazy chunk         ${kb(s.largestChunk.bytes)} (${s.largestChunk.file})  budget ${BUDGETS_KB.largestChunk} KB`)
}
