// Browser entry of the server-rendered pages. It starts after the first paint
// (worker/render/document.tsx) and does its work in tasks of a few milliseconds each, never one long
// task (docs/decisions/0025): this module and the page chrome are evaluated in one task, React's DOM
// renderer in the next, the page's module in a third; then the root is made and hydration runs as a
// transition, in slices of a few milliseconds that yield to the browser in between. React's DOM
// renderer is fetched with this module: the Worker lists it in the page's loader (worker/render/assets.ts).
// A static page (client/pages.ts) loads no page module and hydrates only its islands (client/islands.tsx).
import { startTransition, StrictMode } from 'react'
import { hydrateIslands } from './islands'
import { preloadPage } from './lazy-page'
import { installGlobalErrorLogging } from './lib/logger'
import { nextTask } from './lib/next-task'
import { embeddedSignInProviders } from './lib/sign-in-providers'
import { embeddedSupportEmail } from './lib/support-email'
import { documentPage } from './page-info'
import { isStaticPage } from './pages'
import { PublicApp } from './public-app'
import './styles.css'

async function hydrate() {
  // The Worker names the page it rendered (it may be the not-found page for another URL).
  const page = documentPage()
  if (isStaticPage(page.id)) {
    await nextTask()
    const reactDom = await import('react-dom/client')
    await nextTask()
    await hydrateIslands(reactDom, page, embeddedSupportEmail())
    return
  }
  await nextTask()
  // Asking for the page's module starts its fetch (and Vite's preloads of its imports) in a task of
  // its own; it is evaluated once here, below.
  const loaded = preloadPage(page.id)
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  await loaded
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <PublicApp page={page} signInWith={embeddedSignInProviders()} supportEmail={embeddedSupportEmail()} />
      </StrictMode>,
    )
  })
}

installGlobalErrorLogging()
// No top-level await: the page modules import this chunk's shared code, so it must finish evaluating.
void hydrate()
