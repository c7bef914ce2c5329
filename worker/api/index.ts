// /api: one sub-app per capability is mounted here. Unknown API paths answer JSON 404, never a page.
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { admin } from './admin'
import { ai } from './ai'
import { health } from './health'
import { telemetry } from './telemetry'

export const api = new Hono<AppEnv>()
api.route('/health', health)
api.route('/ai', ai)
api.route('/admin', admin)
api.route('/', telemetry)
api.all('*', (c) => c.json({ error: 'not_found', message: `No API endpoint at ${new URL(c.req.url).pathname}` }, 404))
