// A static page (isStaticPage, client/pages.ts) is final as the server sent it, but for its islands:
// elements named by data-island, each hydrated as a React root of its own, one after the other in
// tasks of their own. Then the page chrome (toaster, cookie banner, critical error dialog, a
// redirect's notice, the consented route history) is mounted in a root of its own, after the body's
// content; it renders nothing on the server. The page's module is never loaded and its tree never
// hydrated: after the first paint the browser runs React for the header alone (docs/decisions/0031).
import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import type * as ReactDomClient from 'react-dom/client'
import { SiteHeaderBar } from './app/site-header'
import { ErrorBoundary } from './features/errors/error-boundary'
import { publicHeader } from './features/site/site-layout'
import { nextTask } from './lib/next-task'
import type { PageInfo } from './page-info'
import { PublicChrome, PublicContext } from './public-app'

type Island = {
  /** What the server rendered inside the island's element: the browser hydrates the same. */
  Contents: ComponentType
  /** What replaces it if it fails to render in the browser (the error boundary logs the error). */
  Fallback: ComponentType<{ error: unknown }>
}

/** Every island by its data-island name. */
export const ISLANDS: Record<string, Island> = {
  // The public header (client/features/site/site-layout.tsx): theme select, accessibility button, Menu sheet.
  'site-header': {
    Contents: () => <SiteHeaderBar {...publicHeader()} />,
    Fallback: () => <SiteHeaderBar {...publicHeader({ preferences: false })} />,
  },
}

/** Calls `onCommit` once its root has committed (its effects run after the commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

const Nothing = () => null

/**
 * Hydrates the page's islands, each as a transition (in slices that yield to the browser) and each
 * committed before the next starts, then mounts the chrome; resolves once the chrome has committed
 * (it marks the document hydrated: <html data-hydrated>).
 */
export async function hydrateIslands(
  { hydrateRoot, createRoot }: Pick<typeof ReactDomClient, 'hydrateRoot' | 'createRoot'>,
  page: PageInfo,
  supportEmail: string | null,
  root: ParentNode = document,
): Promise<void> {
  const wrap = (children: ReactNode, onCommit: () => void) => (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <PublicContext pathname={page.pathname} supportEmail={supportEmail}>
          {children}
        </PublicContext>
      </Committed>
    </StrictMode>
  )
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[element.dataset.island ?? '']
    if (!island) throw new Error(`No island is named ${element.dataset.island}: see client/islands.tsx`)
    const { Contents, Fallback } = island
    await new Promise<void>((committed) => {
      startTransition(() => {
        hydrateRoot(
          element,
          wrap(
            <ErrorBoundary fallback={Fallback}>
              <Contents />
            </ErrorBoundary>,
            committed,
          ),
        )
      })
    })
    await nextTask()
  }
  const chrome = document.body.appendChild(document.createElement('div'))
  await new Promise<void>((committed) => {
    startTransition(() => {
      createRoot(chrome).render(
        wrap(
          // A chrome that fails leaves the page as it is (the boundary logs the error).
          <ErrorBoundary fallback={Nothing}>
            <PublicChrome page={page} />
          </ErrorBoundary>,
          committed,
        ),
      )
    })
  })
}
