// `npm start`: the local backend (supabase/local on 127.0.0.1:54321, SUPABASE_PORT overrides — the
// variable supabase/local/main.ts reads) and the Worker under wrangler dev on http://127.0.0.1:8787
// (PORT overrides). One Ctrl-C stops both. A backend that dies once it has served is restarted with
// a back-off (scripts/supervise.mjs), on the same data folder; one that cannot start stops the rest.
import { spawn } from 'node:child_process'
import { supervise } from './supervise.mjs'

const port = process.env.PORT ?? '8787'
const backendPort = process.env.SUPABASE_PORT ?? '54321'
const backendUrl = `http://127.0.0.1:${backendPort}`
// Email links lead back to the app on the port it really runs on.
process.env.SUPABASE_AUTH_SITE_URL ??= `http://127.0.0.1:${port}`
// Offline by design: no Request.cf lookup, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'
// Serve what production serves (React's production build); `npm run dev` keeps development mode.
process.env.NODE_ENV ??= 'production'

const children = []
let stopping = false

function run(name, args) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env })
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[start] ${name} exited (${signal ?? code}); stopping the rest`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

let backend
let backendServed = false

function stop(code = 0) {
  if (stopping) return
  stopping = true
  void backend?.stop()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url, what) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  console.error(`[start] ${what} did not answer at ${url}`)
  stop(1)
}

backend = supervise({
  name: 'local backend',
  command: process.execPath,
  args: ['supabase/local/main.ts', '--port', backendPort],
  // Before it first answered, an exit is a setup problem (port taken, data folder in use): it says why.
  restartIf: () => backendServed,
  onGiveUp: (code, signal) => {
    if (!stopping) console.log(`[start] local backend exited (${signal ?? code}); stopping the rest`)
    stop(code ?? 1)
  },
})
await waitFor(`${backendUrl}/`, 'the local backend')
backendServed = true
// wrangler.toml points the Worker at 54321; another backend port is passed on.
const backendVar = backendPort === '54321' ? [] : ['--var', `SUPABASE_URL:${backendUrl}`]
run('worker', [
  'node_modules/wrangler/bin/wrangler.js',
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--log-level',
  'warn',
  ...backendVar,
  ...process.argv.slice(2),
])
await waitFor(`http://127.0.0.1:${port}/api/health`, 'the Worker')
if (!stopping) console.log(`[start] Boardroom AI on http://127.0.0.1:${port} — demo logins in README.md`)
