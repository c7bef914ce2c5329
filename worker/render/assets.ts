// Each browser bundle's hashed entry script, its static imports and its stylesheets, from the
// manifests Vite writes (see vite.config.ts).
import appManifest from '../../dist/client/.vite/app-manifest.json'
import publicManifest from '../../dist/client/.vite/public-manifest.json'
import type { RenderMode } from '../../shared/routes'

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

export type EntryAssets = { script: string; preloads: string[]; styles: string[] }

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
  ssr: entryAssets(publicManifest, 'client/public-entry.tsx'),
  spa: entryAssets(appManifest, 'client/app-entry.tsx'),
}
