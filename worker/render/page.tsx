// Answers a page request from the route table: streamed SSR for 'ssr' routes (the same PublicApp
// the browser hydrates, told which route it shows through <html data-page data-route>), the document shell
// for 'spa' routes (the data router renders there).
import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import { preloadPage } from '../../client/lazy-page'
import { pageInfo } from '../../client/page-info'
import { PublicApp } from '../../client/public-app'
import type { RouteDef } from '../../shared/routes'
import type { AppEnv, SignInProvider } from '../env'
import { tiktokMissing } from '../integrations/tiktok'
import { clientAssets } from './assets'
import { Document } from './document'
import { supportAddress } from './support-address'

/** The SPA shell's #root stays empty: the app bundle mounts into it. */
const EmptyRoot = () => null

export async function renderPage(c: Context<AppEnv>, route: RouteDef): Promise<Response> {
  const nonce = c.get('secureHeadersNonce') ?? ''
  const { supabaseUrl, supabaseAnonKey, appEnv } = c.get('config')
  // Which sign-in buttons the auth pages show: only providers this deployment can complete.
  const signInWith: SignInProvider[] = tiktokMissing(c.get('config')).length === 0 ? ['tiktok'] : []
  const url = new URL(c.req.url)
  const supportEmail = await supportAddress(c)

  let app = null
  if (route.render === 'ssr') {
    // The page's module is loaded before rendering, so it renders at once (no Suspense fallback).
    await preloadPage(route.id)
    app = <PublicApp page={pageInfo(route)} signInWith={signInWith} supportEmail={supportEmail} />
  }

  // The renderer's options (nonce, bootstrap script) are fixed when it is created: one per request.
  const renderer = reactRenderer(
    ({ children }) => (
      <Document
        route={route}
        nonce={nonce}
        origin={url.origin}
        config={{ supabaseUrl, supabaseAnonKey, appEnv, signInWith, supportEmail }}
      >
        {children}
      </Document>
    ),
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' },
      readableStreamOptions: {
        nonce,
        // The server-rendered pages load theirs after the first paint (document.tsx).
        bootstrapModules: clientAssets[route.render].deferScript ? [] : [clientAssets[route.render].script],
        onError(error) {
          console.error('SSR error', route.path, error)
        },
      },
    },
  )
  await renderer(c, async () => {})
  c.status(route.status ?? 200)
  return c.render(app ?? <EmptyRoot />)
}
