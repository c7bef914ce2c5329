// Each browser bundle's hashed entry script, its static imports and its stylesheets, from the
// manifests Vite writes (see vite.config.ts); for the server-rendered pages also the stylesheet's
// text, which the document inlines (issue 15: no request between the HTML and the first paint).
import appManifest from '../../dist/client/.vite/app-manifest.json'
import publicInlineCss from '../../dist/client/.vite/public-inline-css.json'
import publicManifest from '../../dist/client/.vite/public-manifest.json'
import type { RenderMode } from '../../shared/routes'

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

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

function entryAssets(manifest: Manifest, key: string): EntryAssets {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is missing from the Vite manifest: run \`npm run build\` first`)
  const deps = new Set<string>()
  const visit = (k: string) =>
    manifest[k].imports?.forEach((dep) => {
      if (!deps.has(dep)) {
        deps.add(dep)
        visit(dep)
      }
    })
  visit(key)
  return {
    script: `/${entry.file}`,
    preloads: [...deps].map((d) => `/${manifest[d].file}`),
    styles: [key, ...deps].flatMap((k) => manifest[k].css ?? []).map((f) => `/${f}`),
  }
}

export const clientAssets: Record<RenderMode, EntryAssets> = {
  ssr: { ...entryAssets(publicManifest, 'client/public-entry.tsx'), inlineCss: publicInlineCss.css, deferScript: true },
  spa: entryAssets(appManifest, 'client/app-entry.tsx'),
}
