// Browser entry of the SPA areas: the Worker sends the document shell, the data router renders.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { appRoutes } from './app-routes'
import { installGlobalErrorLogging } from './lib/logger'
import './styles.css'

installGlobalErrorLogging()
const router = createBrowserRouter(appRoutes)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
