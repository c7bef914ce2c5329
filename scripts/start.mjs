// `npm start`: serves the built product on http://127.0.0.1:8787 (PORT overrides) with wrangler's
// local Workers runtime. One Ctrl-C stops everything it started.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '8787'
// Offline by design: no Request.cf lookup, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'
// Serve what production serves (React's production build); `npm run dev` keeps development mode.
process.env.NODE_ENV ??= 'production'
const children = []

function run(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env })
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} exited (${signal ?? code}); stopping the rest`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const extra = process.argv.slice(2)
run('worker', process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', port, '--log-level', 'warn', ...extra])
console.log(`[start] Boardroom AI on http://127.0.0.1:${port}`)
