// Two browser bundles, built separately so each is tree-shaken for its own pages:
// - public: hydrates the server-rendered pages; links are anchors the Worker serves, so no client
//   router ships with them (docs/decisions/0001);
// - app: the SPA's data router for the dashboard, admin, onboarding and compliance areas.
// Each writes its own manifest, which the Worker reads to link the hashed script and stylesheet.
// `BUILD_ENTRY=public|app vite build` builds one; `npm run build` builds both.
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const ENTRIES = { public: 'client/public-entry.tsx', app: 'client/app-entry.tsx' } as const
const entry = (process.env.BUILD_ENTRY ?? 'public') as keyof typeof ENTRIES
if (!(entry in ENTRIES)) throw new Error(`BUILD_ENTRY must be one of ${Object.keys(ENTRIES).join(', ')}`)

/**
 * The public entry's stylesheet as text (`.vite/public-inline-css.json`), which the Worker inlines in
 * every server-rendered page: the first paint waits for no stylesheet request. The whole
 * sheet is inlined — 35 KB, 7.7 KB gzip, less than one round trip on a phone — so nothing loads later.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'boardroom:inline-entry-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)
      const files = entry?.type === 'chunk' ? [...(entry.viteMetadata?.importedCss ?? [])] : []
      const css = files
        .map((file) => bundle[file])
        .map((asset) => (asset?.type === 'asset' ? String(asset.source) : ''))
        .join('\n')
      if (!css) this.error('the public entry has no stylesheet to inline')
      this.emitFile({ type: 'asset', fileName: '.vite/public-inline-css.json', source: JSON.stringify({ files, css }) })
    },
  }
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`) on the public entry, its imports and
 * React's DOM renderer (the react-dom chunk it imports as its stage, client/public-entry.tsx):
 * Chromium then compiles all of their functions while the scripts stream in, on a background
 * thread, instead of one by one on the main thread the first time hydration calls them — which made
 * hydration's slices long (docs/decisions/0025). Nearly all of that code runs on load anyway. The
 * page modules and the chunks loaded on use stay lazily compiled.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'boardroom:compile-hints',
    apply: 'build',
    // after Vite's own post-processing, which puts its preload map at the top of a chunk: the hint
    // must be the file's first line
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const hinted = new Set<string>()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (chunk?.type !== 'chunk' || hinted.has(file)) return
          hinted.add(file)
          chunk.imports.forEach(visit)
        }
        for (const chunk of chunks) if (chunk.isEntry || chunk.name === 'react-dom') visit(chunk.fileName)
        for (const file of hinted) {
          const chunk = bundle[file]
          // tiny shared chunks (constants, storage) compile in no time: the hint's bytes would outweigh it
          if (chunk.type === 'chunk' && chunk.code.length > 2048) chunk.code = HINT + chunk.code
        }
      },
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), ...(entry === 'public' ? [inlineEntryCss(), compileHints()] : [])],
  publicDir: entry === 'public' ? 'public' : false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: entry === 'public',
    manifest: `.vite/${entry}-manifest.json`,
    target: 'es2022',
    rolldownOptions: {
      input: ENTRIES[entry],
      onwarn(warning, warn) {
        // React libraries mark modules 'use client'; meaningless in a client-only bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      output: {
        // supabase-js is several packages; one chunk each keeps every lazy chunk small and cacheable.
        // Only the @supabase modules themselves: with their dependencies captured too, tslib landed
        // in the auth-js chunk and Radix's dialog (which also uses tslib) made every public page
        // that opened a menu download auth-js.
        codeSplitting: {
          groups: [
            // React's DOM renderer in one chunk: the public entry evaluates it in a task of its own
            // (client/public-entry.tsx); the app's entry imports it statically and keeps it.
            ...(entry === 'public'
              ? [
                  {
                    name: 'react-dom',
                    test: /node_modules\/(react-dom|scheduler)\//,
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
            {
              debugName: 'supabase',
              name: (id: string) => /node_modules\/@supabase\/([\w-]+)\//.exec(id)?.[1] ?? null,
              includeDependenciesRecursively: false,
            },
            // The chart library and what it brings (d3 scales and shapes, its redux store): one
            // chunk, loaded only by the screens that draw charts over time (docs/decisions/0014).
            {
              name: 'charts',
              includeDependenciesRecursively: false,
              test: /node_modules\/(recharts|react-is|clsx|d3-[\w-]+|victory-vendor|@reduxjs|redux|redux-thunk|immer|reselect|react-redux|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|internmap|use-sync-external-store)\//,
            },
          ],
        },
      },
    },
  },
})
