// The HTML document around every page: head (title, meta, stylesheet, theme script, public
// config) and the #root the client hydrates (SSR pages) or renders into (SPA shell).
import type { ReactNode } from 'react'
import { pageAttributes, pageInfo } from '../../client/page-info'
import { documentTitle, type RouteDef } from '../../shared/routes'
import { prepaintScript } from '../../shared/prepaint-script'
import type { PublicConfig } from '../env'
import { clientAssets, type EntryAssets } from './assets'

/**
 * The server-rendered pages start their script after the first paint: the page is already
 * readable, so neither the entry nor its imports compete with the HTML for the phone's bandwidth or
 * main thread before it shows. The paint is the one the screen shows: the page's largest-contentful-
 * paint entry (its first-contentful-paint where the browser reports no LCP), which arrives once the
 * frame is presented — on a busy machine well after the main thread drew it, when an animation frame
 * then a task (the fallback for a browser without paint entries) would already have fetched the
 * scripts. The timer covers a tab opened in the background, where nothing is painted.
 */
export function afterPaintLoader({ script, preloads }: Pick<EntryAssets, 'script' | 'preloads'>): string {
  // One request started per task: under load, starting a fetch took up to 6 ms of the main thread.
  const next = `const next=()=>{const h=q.shift();if(h===undefined){const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(script)};s.nonce=n;document.head.append(s);return}const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l);setTimeout(next,0)}`
  const afterPaint = `const t=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];const type=t.includes('largest-contentful-paint')?'largest-contentful-paint':t.includes('paint')?'paint':null;if(type)new PerformanceObserver((l,o)=>{if(type==='paint'&&!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();setTimeout(go,0)}).observe({type,buffered:true});else requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,1000)`
  return `(()=>{const n=document.currentScript.nonce;const q=${JSON.stringify(preloads)};let done=false;${next};const go=()=>{if(done)return;done=true;next()};${afterPaint}})()`
}

export type DocumentProps = {
  route: RouteDef
  nonce: string
  config: PublicConfig
  origin: string
  children?: ReactNode
}

export function Document({ route, nonce, config, origin, children }: DocumentProps) {
  const assets = clientAssets[route.render]
  return (
    <html lang="en" className="dark" {...(route.render === 'ssr' ? pageAttributes(pageInfo(route)) : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(route)}</title>
        <meta name="description" content={route.purpose} />
        {route.render === 'spa' || route.status === 404 ? <meta name="robots" content="noindex" /> : null}
        {route.canonical ? <link rel="canonical" href={`${origin}${route.canonical}`} /> : null}
        <meta name="color-scheme" content="dark light" />
        {/* A PNG, not the SVG: Chromium decodes a page's SVG icon as a document of its own on the page's main thread (6–17 ms after the first paint, docs/decisions/0031). */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />
        {/* Applies the stored theme and accessibility preferences before first paint (spec §3, §4). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by this request's CSP nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prepaintScript }} />
        {assets.inlineCss !== undefined ? (
          // The whole stylesheet, inline: nothing blocks the first paint (vite.config.ts, inlineEntryCss).
          <style
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our built stylesheet, with any closing </style> escaped
            dangerouslySetInnerHTML={{ __html: assets.inlineCss.replace(/<\/(style)/gi, '<\\/$1') }}
          />
        ) : (
          assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        {assets.deferScript ? null : assets.preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {/* Public configuration only: the backend URL and its anonymous key. Not executable. */}
        <script
          type="application/json"
          id="app-config"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not executed, with every < escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, '\\u003c') }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
        {assets.deferScript ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our loader of the built entry script, allowed by this request's CSP nonce
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterPaintLoader(assets) }} />
        ) : null}
      </body>
    </html>
  )
}
