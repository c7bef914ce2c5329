// `node supabase/local/main.ts [--reset | --reset-only] [--port 54321] [--data <dir>]`: the local
// backend. The port is --port, else env SUPABASE_PORT, else 54321 (scripts/start.mjs reads the same).
// Data persists in supabase/.data (git-ignored); --reset recreates it from migrations and seed.
import { serve } from '@hono/node-server'
import { parseArgs } from 'node:util'
import type { SentEmail } from './auth-config.ts'
import { acquireLock, backendAnswers, liveLock } from './data-lock.ts'
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
const port = Number(values.port)
const dataDir = values.data

function refuse(message: string): never {
  console.error(`[supabase-local] ${message}`)
  process.exit(1)
}

const holder = liveLock(dataDir)
if (holder) {
  refuse(
    values['reset-only'] || values.reset
      ? `Not resetting: a local backend (pid ${holder.pid}, port ${holder.port}) has ${dataDir} open. Stop it (Ctrl-C where npm start runs), then run this again.`
      : `A local backend (pid ${holder.pid}, port ${holder.port}) already serves ${dataDir}. Stop it first, or pass --data <another folder>.`,
  )
}
if (values['reset-only'] && (await backendAnswers(port))) {
  refuse(
    `Not resetting: a local backend answers on http://127.0.0.1:${port} and may have ${dataDir} open. Stop it (Ctrl-C where npm start runs), then run this again.`,
  )
}

const release = acquireLock(dataDir, port)
const db = await openDb({ dataDir, reset: values.reset || values['reset-only'] })
if (values['reset-only']) {
  await db.close()
  release()
  console.log(`[supabase-local] database recreated in ${dataDir}`)
  process.exit(0)
}

// Like the CLI's Inbucket: every email the auth server "sends" shows here too (the outbox endpoint
// gives a signed-out browser none of them).
const onEmail = ({ to, subject, link, code }: SentEmail) =>
  console.log(`[supabase-local] email to ${to}: ${subject} — ${link} (code ${code})`)
const server = serve({ fetch: createApp(db, { auth: { onEmail } }).fetch, hostname: '127.0.0.1', port }, (info) =>
  console.log(`[supabase-local] API on http://127.0.0.1:${info.port} (data: ${dataDir})`),
)
server.on('error', (error) => {
  release()
  refuse(`Cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`)
})

let closing = false
async function shutdown() {
  if (closing) return
  closing = true
  server.close()
  await db.close() // PGlite keeps Node alive until closed
  release()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
