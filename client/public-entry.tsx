// Browser entry of the server-rendered pages: loads the page's module, then hydrates the document.
// It starts after the first paint (worker/render/document.tsx). Hydration is a transition, so React
// works in slices of a few milliseconds and yields to the browser in between: no long task however
// large the page, the same small steps on every load (issue 15).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { matchRoute } from '../shared/routes'
import { installGlobalErrorLogging } from './lib/logger'
import { preloadPage } from './lazy-page'
import { embeddedSignInProviders } from './lib/sign-in-providers'
import { embeddedSupportEmail } from './lib/support-email'
import { PublicApp } from './public-app'
import './styles.css'

// The Worker names the route it rendered (it may be the not-found page for another URL).
const pathname = document.documentElement.dataset.page ?? '/not-found'
const route = matchRoute(pathname)
installGlobalErrorLogging()
;(route ? preloadPage(route.id) : Promise.resolve()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <PublicApp pathname={pathname} signInWith={embeddedSignInProviders()} supportEmail={embeddedSupportEmail()} />
      </StrictMode>,
    )
  })
})
