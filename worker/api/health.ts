// Liveness for operators and uptime checks: no secrets, just what is running.
import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const health = new Hono<AppEnv>()
health.get('/', (c) => c.json({ status: 'ok', env: c.get('config').appEnv }, 200, { 'Cache-Control': 'no-store' }))
