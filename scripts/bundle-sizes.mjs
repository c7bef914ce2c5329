// Gzipped JS of each first load, read from the Vite manifests (see vite.config.ts). Shared by
// `npm run bench` (reports) and tests/perf/budgets.test.ts (fails the suite over budget);
// tests/e2e/first-load.test.ts checks in Chromium that these file lists are what a real load fetches.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/client/', import.meta.url)

export const BUDGETS_KB = { publicFirstLoad: 90, dashboardFirstLoad: 170, largestChunk: 40 }

/** gzip -9 size of a file under dist/client (e.g. 'assets/app-entry-….js'). */
export const gzSize = (file) => gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length

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

const sum = (files) => files.reduce((n, f) => n + gzSize(f), 0)

const PUBLIC_ENTRY = 'client/public-entry.tsx'
const APP_ENTRY = 'client/app-entry.tsx'

/**
 * A public page's first load: the entry plus that page's module, loaded before hydration
 * (public-entry.tsx preloads it). Other lazy modules (banner, dialogs, supabase-js, zod on the
 * first form submit) load after the page is live.
 */
export function publicFirstLoadFiles(pageKey) {
  return closure(load('public'), [PUBLIC_ENTRY, pageKey])
}

/** The /dashboard screen's module (client/app-pages.ts, route id 'dashboard'). */
export const DASHBOARD_SCREEN = 'client/features/insights/overview-page.tsx'

/**
 * The dashboard's first load, signed in: what /dashboard fetches before its first meaningful render
 * (the layout with the screen's heading and the signed-in user). The router loads the entry, the
 * dashboard layout and the /dashboard screen before rendering; the auth provider renders the user
 * from the stored session, so supabase-js (and the profile schema) load only after that render. If
 * the first render ever waits for them again, add their chunks here: the Chromium test will say so.
 */
export function dashboardFirstLoadFiles() {
  return closure(load('app'), [APP_ENTRY, 'client/features/dashboard/dashboard-layout.tsx', DASHBOARD_SCREEN])
}

export function bundleSizes() {
  const pub = load('public')
  const app = load('app')
  // Page modules are `*-page.tsx` and the legal documents (client/pages.ts); the heaviest counts.
  const isPage = (k) => /-page\.tsx$|\/legal\/documents\//.test(k)
  const publicPages = (pub[PUBLIC_ENTRY].dynamicImports ?? []).filter(isPage)
  const perPage = publicPages.map((page) => ({ page, bytes: sum(publicFirstLoadFiles(page)) }))
  const heaviest = perPage.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const home = perPage.find((p) => p.page.endsWith('home-page.tsx'))
  const chunks = [...new Set([...Object.values(pub), ...Object.values(app)].map((c) => c.file).filter((f) => f.endsWith('.js')))]
  const lazy = chunks
    .filter((f) => !f.includes('public-entry') && !f.includes('app-entry'))
    .map((file) => ({ file, bytes: gzSize(file) }))
    .sort((a, b) => b.bytes - a.bytes)
  return {
    publicHome: home?.bytes ?? 0,
    publicFirstLoad: heaviest,
    dashboardFirstLoad: sum(dashboardFirstLoadFiles()),
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
