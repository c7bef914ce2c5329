// Validates the configuration on every request (cached per env) and exposes it as c.get('config').
import type { MiddlewareHandler } from 'hono'
import { readConfig, type AppEnv } from '../env'

export function config(): MiddlewareHandler<AppEnv> {
  return async function configMiddleware(c, next) {
    c.set('config', readConfig(c.env))
    await next()
  }
}
