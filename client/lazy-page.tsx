// A server-rendered page's component, loaded on demand. A module loaded ahead (preloadPage) renders synchronously,
// so the server's HTML and the client's first render are the same; later pages suspend.
import { lazy, type ComponentType } from 'react'
import { PUBLIC_PAGES } from './pages'

const loaded = new Map<string, ComponentType>()
const lazies = new Map<string, ComponentType>()

export async function preloadPage(id: string): Promise<void> {
  if (loaded.has(id)) return
  const page = (await PUBLIC_PAGES[id]()).default as ComponentType & { preload?: () => Promise<unknown> }
  // A page whose form loads on use (lib/load-on-use.tsx): the server renders it whole; the browser waits for the use.
  if (typeof document === 'undefined') await page.preload?.()
  loaded.set(id, page)
}

export function LazyPage({ id }: { id: string }) {
  let Page = loaded.get(id) ?? lazies.get(id)
  if (!Page) {
    Page = lazy(PUBLIC_PAGES[id])
    lazies.set(id, Page)
  }
  return <Page />
}
