// `node supabase/local/main.ts [--reset] [--port 54321] [--data <dir>]`: the local backend.
// Data persists in supabase/.data (git-ignored); --reset recreates it from migrations and seed.
import { serve } from '@hono/node-server'
import { parseArgs } from 'node:util'
import { openDb } from './db.ts'
import { LOCAL_PORT } from './keys.ts'
import { createApp } from './server.ts'

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.SUPABASE_PORT ?? String(LOCAL_PORT) },
    data: { type: 'string', default: new URL('../.data/db', import.meta.url).pathname },
  },
})

const db = await openDb({ dataDir: values.data, reset: values.reset || values['reset-only'] })
if (values['reset-only']) {
  await db.close()
  console.log(`[supabase-local] database recreated in ${values.data}`)
  process.exit(0)
}

const server = serve({ fetch: createApp(db).fetch, hostname: '127.0.0.1', port: Number(values.port) }, (info) =>
  console.log(`[supabase-local] API on http://127.0.0.1:${info.port} (data: ${values.data})`),
)

let closing = false
async function shutdown() {
  if (closing) return
  closing = true
  server.close()
  await db.close() // PGlite keeps Node alive until closed
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
