// The one rate limit of the API: a middleware over one of the Worker's rate-limit bindings
// (wrangler.toml [[ratelimits]]), counting each request under the key `key` gives it, or not at all
// when it gives none. Past the binding's limit the request is refused 429 rate_limited with
// `message` (../api/api-error.ts answers it).
import type { Context, MiddlewareHandler } from 'hono'
import { ApiError, type ApiErrorDetails } from '../api/api-error'
import type { AppEnv, Bindings } from '../env'

type LimiterName = { [K in keyof Bindings]-?: Bindings[K] extends RateLimit ? K : never }[keyof Bindings]

export function rateLimit<E extends AppEnv>(
  limiter: LimiterName,
  key: (c: Context<E>) => string | null,
  message: string,
  details?: Pick<ApiErrorDetails, 'plainText'>,
): MiddlewareHandler<E> {
  return async function rateLimitMiddleware(c, next) {
    const counted = key(c)
    if (counted !== null) {
      const { success } = await c.env[limiter].limit({ key: counted })
      if (!success) throw new ApiError(429, 'rate_limited', message, details)
    }
    await next()
  }
}

/** The visitor's address as Cloudflare gives it: the limiter counts per location, enough to stop a flood. */
export const visitorAddress = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown'
