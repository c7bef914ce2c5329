// PostgREST-compatible /rest/v1 (see the backend issue). Implemented by the REST module owner.
import { Hono } from 'hono'
import type { Db } from './db.ts'

export function restApp(_db: Db) {
  const app = new Hono()
  return app
}
