// Security headers on every response the Worker makes (spec §9 CSP; issue: HSTS, nosniff,
// referrer, permissions, COOP). Built on Hono's secureHeaders: a fresh nonce per request is put in
// the CSP and exposed as c.get('secureHeadersNonce') for the renderer.
import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders as honoSecureHeaders } from 'hono/secure-headers'
import { BANK_LINK, PAYMENT_PROVIDER } from '../../shared/constants'
import { normalisePath } from '../../shared/paths'
import type { AppEnv } from '../env'

type Ctx = Context<AppEnv>

const cdn = (c: Ctx) => c.get('config').cdnOrigin ?? ''
const backend = (c: Ctx) => {
  const origin = new URL(c.get('config').supabaseUrl).origin
  // supabase-js realtime uses the same host over WebSockets.
  return `${origin} ${origin.replace(/^http/, 'ws')}`
}

/** Plaid Link's origins, on the bank linking page only: no other page may load or frame them. */
const onBankLinkPage = (c: Ctx, origins: readonly string[]) =>
  normalisePath(new URL(c.req.url).pathname) === BANK_LINK.page ? origins.join(' ') : ''

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const fromConfig = (fn: (c: Ctx) => string) => (c: Context) => fn(c as Ctx)
  return honoSecureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline' for scripts: inline scripts (theme, hydration data) carry the nonce.
      scriptSrc: [
        "'self'",
        NONCE,
        PAYMENT_PROVIDER.scriptOrigin,
        fromConfig(cdn),
        fromConfig((c) => onBankLinkPage(c, [BANK_LINK.scriptOrigin])),
      ],
      // Style attributes and injected <style> from the toast and dialog libraries need inline styles.
      styleSrc: ["'self'", "'unsafe-inline'", fromConfig(cdn)],
      // https: for the avatar URLs people set on their profile (spec §3), which live anywhere.
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https:',
        fromConfig(cdn),
        fromConfig((c) => new URL(c.get('config').supabaseUrl).origin),
      ],
      fontSrc: ["'self'", fromConfig(cdn)],
      connectSrc: [
        "'self'",
        fromConfig(backend),
        PAYMENT_PROVIDER.apiOrigin,
        fromConfig((c) => onBankLinkPage(c, BANK_LINK.apiOrigins)),
      ],
      frameSrc: [...PAYMENT_PROVIDER.frameOrigins, fromConfig((c) => onBankLinkPage(c, BANK_LINK.frameOrigins))],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    // require-corp would block the payment provider's frames and CDN images.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    xXssProtection: '0',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      usb: [],
      payment: ['self', PAYMENT_PROVIDER.scriptOrigin],
      fullscreen: ['self'],
    },
  })
}
