// The HTML document around every page: head (title, meta, stylesheet, theme script, public
// config) and the #root the client hydrates (SSR pages) or renders into (SPA shell).
import type { ReactNode } from 'react'
import { documentTitle, type RouteDef } from '../../shared/routes'
import { prepaintScript } from '../../shared/prepaint-script'
import type { PublicConfig } from '../env'
import { clientAssets } from './assets'

export type DocumentProps = {
  route: RouteDef
  nonce: string
  config: PublicConfig
  origin: string
  children?: ReactNode
}

export function Document({ route, nonce, config, origin, children }: DocumentProps) {
  return (
    <html lang="en" className="dark" data-page={route.render === 'ssr' ? route.path : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(route)}</title>
        <meta name="description" content={route.purpose} />
        {route.render === 'spa' || route.status === 404 ? <meta name="robots" content="noindex" /> : null}
        {route.canonical ? <link rel="canonical" href={`${origin}${route.canonical}`} /> : null}
        <meta name="color-scheme" content="dark light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Applies the stored theme and accessibility preferences before first paint (spec §3, §4). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prepaintScript }} />
        {clientAssets[route.render].styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {clientAssets[route.render].preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* Public configuration only: the backend URL and its anonymous key. Not executable. */}
        <script
          type="application/json"
          id="app-config"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  )
}
