// `npm start`: the local backend (supabase/local on 127.0.0.1:54321, SUPABASE_PORT overrides — the
// variable supabase/local/main.ts reads) and the Worker under wrangler dev on http://127.0.0.1:8787
// (PORT overrides). One Ctrl-C stops both.
import { spawn } from 'node:child_process'

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

function stop(code = 0) {
  if (stopping) return
  stopping = true
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

run('local backend', ['supabase/local/main.ts', '--port', backendPort])
await waitFor(`${backendUrl}/`, 'the local backend')
// wrangler.toml points the Worker at 54321; another backend port is passed on.
const backendVar = backendPort === '54321' ? [] : ['--var', `SUPABASE_URL:${backendUrl}`]
run('worker', ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', port, '--log-level', 'warn', ...backendVar, ...process.argv.slice(2)])
await waitFor(`http://127.0.0.1:${port}/api/health`, 'the Worker')
if (!stopping) console.log(`[start] Boardroom AI on http://127.0.0.1:${port} — demo logins in README.md`)
