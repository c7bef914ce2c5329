// Hostile request bodies stop here, before any route, session check, engine or database sees them:
//   413 above the route's size limit (hono's bodyLimit: a Content-Length over it is refused unread,
//       a chunked body is counted as it streams and refused once it passes the limit)
//   400 when any JSON string, key or value, holds NUL, another control character (tab, CR and LF
//       are free text) or an unpaired surrogate, naming the field by its path
// Routes read the body again with c.req.json(): hono caches the text this reads. A body that is not
// JSON passes through untouched, so the route answers it with its own 400.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { findRefusedText, refusedTextMessage } from '../../shared/control-characters'

export type BodyLimits = {
  /** Bytes allowed on a path (the request's path, e.g. /api/ai/boardroom). */
  byPath: Record<string, number>
  /** Bytes allowed anywhere else. */
  otherwise: number
}

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS'])

const tooLarge = (c: Context, maxBytes: number) =>
  c.json(
    {
      error: 'payload_too_large',
      message: `The request body is larger than this endpoint accepts (${maxBytes} bytes)`,
    },
    413,
  )

export function requestBody(limits: BodyLimits): MiddlewareHandler {
  const guards = new Map<number, MiddlewareHandler>()
  const guardFor = (maxBytes: number) => {
    let guard = guards.get(maxBytes)
    if (!guard) {
      guard = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) })
      guards.set(maxBytes, guard)
    }
    return guard
  }

  return async function requestBodyMiddleware(c, next) {
    if (WITHOUT_BODY.has(c.req.method) || !c.req.raw.body) return next()
    const maxBytes = limits.byPath[c.req.path] ?? limits.otherwise
    let refusal: Response | undefined
    const sized = await guardFor(maxBytes)(c, async () => {
      const text = await c.req.text()
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        return
      }
      const finding = findRefusedText(parsed)
      if (finding) refusal = c.json({ error: 'invalid_request', message: refusedTextMessage(finding) }, 400)
    })
    if (sized instanceof Response) return sized
    if (refusal) return refusal
    await next()
  }
}
