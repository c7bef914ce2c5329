// Gzipped JS of each first load, read from the Vite manifests (see vite.config.ts). Shared by
// `npm run bench` (reports) and tests/perf/budgets.test.ts (fails the suite over budget);
// tests/e2e/first-load.test.ts checks in Chromium that these file lists are what a real load fetches.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/client/', import.meta.url)

/**
 * Per entry: each bundle's entry script alone, each first load, and the largest lazy chunk.
 * The public entry is react-dom (≈ 60 KB) plus the page chrome; the app entry adds the data router.
 */
export const BUDGETS_KB = {
  publicEntry: 82,
  publicFirstLoad: 90,
  publicFirstVisit: 90,
  formFirstVisit: 100,
  appEntry: 80,
  dashboardFirstLoad: 170,
  largestChunk: 40,
  chartChunk: 126,
}

/** The chart library's own chunk (vite.config.ts, docs/decisions/0014-charts.md): its own budget, not the other chunks'. */
export const CHART_CHUNK = /(^|\/)charts-[\w-]{8}\.js$/
/** The modules that may load the chart chunk: the screens that draw charts over time. */
export const CHART_SCREENS = ['client/features/insights/charts-over-time.tsx']

/** The chunks of supabase-js (one per @supabase package, vite.config.ts), its realtime client and our client/lib/supabase.ts. */
export const SESSION_CHUNK =
  /(^|\/)(supabase|supabase-js|auth-js|postgrest-js|realtime-js|storage-js|functions-js|phoenix)-[\w-]{8}\.js$/

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
 * The public entry's stage (client/public-entry.tsx imports it after its own evaluation, so that it
 * is evaluated in a task of its own): React's DOM renderer, the chunk named react-dom (vite.config.ts).
 * The Worker preloads it with the entry (PUBLIC_ENTRY_STAGES in worker/render/assets.ts, the same list).
 */
const PUBLIC_ENTRY_STAGES = ['react-dom']
const publicStages = (manifest) =>
  PUBLIC_ENTRY_STAGES.map((name) =>
    (manifest[PUBLIC_ENTRY].dynamicImports ?? []).find((k) => manifest[k]?.name === name),
  )

/** The public entry with its stages and their imports: what every server-rendered page runs before its own module. */
export function publicEntryFiles() {
  const manifest = load('public')
  return closure(manifest, [PUBLIC_ENTRY, ...publicStages(manifest)])
}

/**
 * A public page's first load: the entry plus that page's module, loaded before hydration
 * (public-entry.tsx preloads it). Other lazy modules (banner, dialogs, supabase-js, zod on the
 * first form submit) load after the page is live.
 */
export function publicFirstLoadFiles(pageKey) {
  const manifest = load('public')
  return closure(manifest, [PUBLIC_ENTRY, ...publicStages(manifest), pageKey])
}

/**
 * Everything a public page fetches with no interaction, on a first visit (≤ 90 KB to network
 * idle): its first load, then the cookie banner (a visitor with no consent yet sees it after 1 s).
 * The toaster (sonner) is not among them: on these pages it loads at the first key, pointer or touch
 * (client/app/deferred-toaster.tsx). The session code (supabase-js, the auth schemas) must never be
 * among these: it loads on an auth form's submit and in the app bundle only.
 */
export function publicVisitFiles(pageKey) {
  const manifest = load('public')
  const chrome = ['client/app/cookie-banner.tsx'].filter((k) => manifest[k])
  return [...new Set([...publicFirstLoadFiles(pageKey), ...closure(manifest, chrome)])]
}

/**
 * A static page's first visit (isStaticPage in client/pages.ts: /, /pricing, the legal documents …):
 * its page module is never loaded, the header hydrates alone (client/islands.tsx), so it is the
 * entry with its stages, then the cookie banner.
 */
export function publicStaticVisitFiles() {
  const manifest = load('public')
  const chrome = ['client/app/cookie-banner.tsx'].filter((k) => manifest[k])
  return [...new Set([...publicEntryFiles(), ...closure(manifest, chrome)])]
}

/**
 * What a public page's interactive parts load on use: the toaster (at the first interaction), the
 * phone menu's sheet (Radix dialog), the accessibility panel and the critical error dialog, on top of
 * the visit. Session code has no place
 * here either: tslib once put Radix's dialog in the same chunk as auth-js (vite.config.ts).
 */
export function publicInteractionFiles(pageKey) {
  const manifest = load('public')
  const parts = [
    'client/app/toaster.tsx',
    'client/ui/dialog.tsx',
    'client/app/accessibility-panel.tsx',
    'client/features/errors/critical-error-dialog.tsx',
  ]
  return [
    ...new Set([
      ...publicVisitFiles(pageKey),
      ...closure(
        manifest,
        parts.filter((k) => manifest[k]),
      ),
    ]),
  ]
}

/**
 * The sign-in, sign-up and password pages: their first visit carries a form's code (fields, validation),
 * so their budget is their own; every other public page shows text and stays within publicFirstVisit.
 */
export const isFormPage = (pageKey) => pageKey.startsWith('client/features/auth/')

/** Every public page module of the manifest (route id → module in client/pages.ts). */
export function publicPageKeys() {
  const pub = load('public')
  return (pub[PUBLIC_ENTRY].dynamicImports ?? []).filter((k) => /-page\.tsx$|\/legal\/documents\//.test(k))
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
/** The modules of the app manifest that import the chart chunk, statically or lazily. */
export function chartChunkImporters() {
  const app = load('app')
  const key = Object.keys(app).find((k) => CHART_CHUNK.test(app[k].file))
  return Object.keys(app).filter(
    (k) => (app[k].imports ?? []).includes(key) || (app[k].dynamicImports ?? []).includes(key),
  )
}

export function dashboardFirstLoadFiles() {
  return closure(load('app'), [APP_ENTRY, 'client/features/dashboard/dashboard-layout.tsx', DASHBOARD_SCREEN])
}

export function bundleSizes() {
  const pub = load('public')
  const app = load('app')
  // Page modules are `*-page.tsx` and the legal documents (client/pages.ts); the heaviest counts.
  const publicPages = publicPageKeys()
  const perPage = publicPages.map((page) => ({
    page,
    bytes: sum(publicFirstLoadFiles(page)),
    visitBytes: sum(publicVisitFiles(page)),
  }))
  const heaviest = perPage.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const textPages = perPage.filter((p) => !isFormPage(p.page))
  const heaviestVisit = textPages.reduce((a, b) => (b.visitBytes > a.visitBytes ? b : a))
  const heaviestFormVisit = perPage
    .filter((p) => isFormPage(p.page))
    .reduce((a, b) => (b.visitBytes > a.visitBytes ? b : a))
  const chunks = [
    ...new Set([...Object.values(pub), ...Object.values(app)].map((c) => c.file).filter((f) => f.endsWith('.js'))),
  ]
  const chart = chunks.find((f) => CHART_CHUNK.test(f))
  const entryFiles = new Set([...publicEntryFiles(), app[APP_ENTRY].file])
  const lazy = chunks
    .filter((f) => !entryFiles.has(f) && !CHART_CHUNK.test(f))
    .map((file) => ({ file, bytes: gzSize(file) }))
    .sort((a, b) => b.bytes - a.bytes)
  return {
    // the entry itself and its stage, React's DOM renderer (their shared imports, react, not counted)
    publicEntry: gzSize(pub[PUBLIC_ENTRY].file) + publicStages(pub).reduce((n, k) => n + gzSize(pub[k].file), 0),
    appEntry: gzSize(app[APP_ENTRY].file),
    perPage,
    publicStaticFirstLoad: sum(publicEntryFiles()),
    publicFirstLoad: heaviest,
    publicStaticVisit: sum(publicStaticVisitFiles()),
    publicFirstVisit: { page: heaviestVisit.page, bytes: heaviestVisit.visitBytes },
    formFirstVisit: { page: heaviestFormVisit.page, bytes: heaviestFormVisit.visitBytes },
    dashboardFirstLoad: sum(dashboardFirstLoadFiles()),
    largestChunk: lazy[0],
    chartChunk: chart ? { file: chart, bytes: gzSize(chart) } : null,
  }
}

/** The report both `npm run bench` and `npm run perf` print. */
export function printBundleSizes() {
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`
  const s = bundleSizes()
  console.log('\n== First-load JS (gzip -9) ==')
  console.log(`public-entry + react-dom   ${kb(s.publicEntry)}  budget ${BUDGETS_KB.publicEntry} KB`)
  console.log(`app-entry alone            ${kb(s.appEntry)}  budget ${BUDGETS_KB.appEntry} KB`)
  console.log(
    `static page's first load   ${kb(s.publicStaticFirstLoad)} (/, /pricing …: the entry and its stages, no page module)`,
  )
  console.log(
    `heaviest public page       ${kb(s.publicFirstLoad.bytes)} (${s.publicFirstLoad.page})  budget ${BUDGETS_KB.publicFirstLoad} KB`,
  )
  console.log(
    `static page's first visit  ${kb(s.publicStaticVisit)} (/, /pricing …: no page module; the cookie banner, no interaction)`,
  )
  console.log(
    `heaviest first visit       ${kb(s.publicFirstVisit.bytes)} (${s.publicFirstVisit.page})  budget ${BUDGETS_KB.publicFirstVisit} KB`,
  )
  console.log(
    `heaviest sign-in page visit ${kb(s.formFirstVisit.bytes)} (${s.formFirstVisit.page})  budget ${BUDGETS_KB.formFirstVisit} KB`,
  )
  console.log(`dashboard first load       ${kb(s.dashboardFirstLoad)}  budget ${BUDGETS_KB.dashboardFirstLoad} KB`)
  console.log(
    `largest lazy chunk         ${kb(s.largestChunk.bytes)} (${s.largestChunk.file})  budget ${BUDGETS_KB.largestChunk} KB`,
  )
  if (s.chartChunk)
    console.log(
      `chart library chunk        ${kb(s.chartChunk.bytes)} (${s.chartChunk.file})  budget ${BUDGETS_KB.chartChunk} KB`,
    )
}
