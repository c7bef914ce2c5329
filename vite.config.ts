// Two browser bundles, built separately so each is tree-shaken for its own pages:
// - public: hydrates the server-rendered pages; links are anchors the Worker serves, so no client
//   router ships with them (docs/decisions/0001);
// - app: the SPA's data router for the dashboard, admin, onboarding and compliance areas.
// Each writes its own manifest, which the Worker reads to link the hashed script and stylesheet.
// `BUILD_ENTRY=public|app vite build` builds one; `npm run build` builds both.
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const ENTRIES = { public: 'client/public-entry.tsx', app: 'client/app-entry.tsx' } as const
const entry = (process.env.BUILD_ENTRY ?? 'public') as keyof typeof ENTRIES
if (!(entry in ENTRIES)) throw new Error(`BUILD_ENTRY must be one of ${Object.keys(ENTRIES).join(', ')}`)

export default defineConfig({
  plugins: [tailwindcss()],
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
        codeSplitting: {
          groups: [{ debugName: 'supabase', name: (id: string) => /node_modules\/@supabase\/([\w-]+)\//.exec(id)?.[1] ?? null }],
        },
      },
    },
  },
})
