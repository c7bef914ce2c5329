// Each browser bundle's hashed entry script, its static imports and its stylesheets, from the
// manifests Vite writes (see vite.config.ts); for the server-rendered pages also the stylesheet's
// text, which the document inlines (no request between the HTML and the first paint).
import appManifest from '../../dist/client/.vite/app-manifest.json'
import publicInlineCss from '../../dist/client/.vite/public-inline-css.json'
import publicManifest from '../../dist/client/.vite/public-manifest.json'
import type { RenderMode } from '../../shared/routes'

type Manifest = Record<
  string,
  { file: string; name?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>

/**
 * `inlineCss`: the whole of `styles` as text, inlined instead of linked. `deferScript`: the entry and
 * its imports start after the first paint (document.tsx, afterPaintLoader) rather than from the HTML.
 */
export type EntryAssets = {
  script: string
  preloads: string[]
  styles: string[]
  inlineCss?: string
  deferScript?: boolean
}

/**
 * The public entry imports React's DOM renderer (the chunk named react-dom, vite.config.ts) after its
 * own evaluation (client/public-entry.tsx), so that each is evaluated in a task of its own; it is
 * preloaded with the entry's static imports, fetched at once. scripts/bundle-sizes.mjs counts the same.
 */
const PUBLIC_ENTRY_STAGES = ['react-dom']

function entryAssets(manifest: Manifest, key: string, stages: readonly string[] = []): EntryAssets {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is missing from the Vite manifest: run \`npm run build\` first`)
  const deps = new Set<string>()
  const add = (dep: string) => {
    if (deps.has(dep)) return
    deps.add(dep)
    visit(dep)
  }
  const visit = (k: string) => manifest[k].imports?.forEach(add)
  visit(key)
  for (const name of stages) {
    const stage = entry.dynamicImports?.find((k) => manifest[k]?.name === name)
    if (!stage) throw new Error(`${key} imports no chunk named ${name}: see vite.config.ts`)
    add(stage)
  }
  return {
    script: `/${entry.file}`,
    preloads: [...deps].map((d) => `/${manifest[d].file}`),
    styles: [key, ...deps].flatMap((k) => manifest[k].css ?? []).map((f) => `/${f}`),
  }
}

export const clientAssets: Record<RenderMode, EntryAssets> = {
  ssr: {
    ...entryAssets(publicManifest, 'client/public-entry.tsx', PUBLIC_ENTRY_STAGES),
    inlineCss: publicInlineCss.css,
    deferScript: true,
  },
  spa: entryAssets(appManifest, 'client/app-entry.tsx'),
}
