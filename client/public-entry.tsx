// Browser entry of the server-rendered pages. It starts after the first paint
// (worker/render/document.tsx) and does its work in tasks of a few milliseconds each, never one long
// task (docs/decisions/0025): this module and the page chrome are evaluated in one task, React's DOM
// renderer in the next, the page's module in a third; then the root is made and hydration runs as a
// transition, in slices of a few milliseconds that yield to the browser in between. React's DOM
// renderer is fetched with this module: the Worker lists it in the page's loader (worker/render/assets.ts).
import { startTransition, StrictMode } from 'react'
import { matchRoute } from '../shared/routes'
import { preloadPage } from './lazy-page'
import { installGlobalErrorLogging } from './lib/logger'
import { nextTask } from './lib/next-task'
import { embeddedSignInProviders } from './lib/sign-in-providers'
import { embeddedSupportEmail } from './lib/support-email'
import { PublicApp } from './public-app'
import './styles.css'

async function hydrate() {
  // The Worker names the route it rendered (it may be the not-found page for another URL).
  const pathname = document.documentElement.dataset.page ?? '/not-found'
  const route = matchRoute(pathname)
  await nextTask()
  // Asking for the page's module starts its fetch (and Vite's preloads of its imports) in a task of
  // its own; it is evaluated once here, below.
  const page = route ? preloadPage(route.id) : Promise.resolve()
  await nextTask()
  const { hydrateRoot } = await import('react-dom/client')
  await nextTask()
  await page
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <PublicApp pathname={pathname} signInWith={embeddedSignInProviders()} supportEmail={embeddedSupportEmail()} />
      </StrictMode>,
    )
  })
}

installGlobalErrorLogging()
// No top-level await: the page modules import this chunk's shared code, so it must finish evaluating.
void hydrate()
