// Liveness for operators and uptime checks: no secrets, just what is running.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import type { RoutesOf } from './validate'

export const health = new Hono<AppEnv>()
// `now` lets the admin diagnostics compare a browser's clock with the edge's (sessions expire by it).
const status = health.get('/', (c) =>
  c.json({ status: 'ok', env: c.get('config').appEnv, now: new Date().toISOString() }, 200, {
    'Cache-Control': 'no-store',
  }),
)

export type HealthRoutes = RoutesOf<typeof status>
