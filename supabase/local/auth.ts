// GoTrue-compatible /auth/v1 (see the backend issue). Implemented by the auth module owner.
import { Hono } from 'hono'
import type { Db } from './db.ts'

export function authApp(_db: Db) {
  const app = new Hono()
  return app
}
