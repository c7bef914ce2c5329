// `npm run dev`: the edit loop with the local backend. Vite rebuilds the client on every change and
// wrangler reloads the Worker (it watches worker/, shared/, client/ and the rebuilt manifests).
import { spawn, spawnSync } from 'node:child_process'

const port = process.env.PORT ?? '8787'
// Offline by design: no Request.cf lookup, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'
// The Worker imports the client manifest: build once before wrangler starts.
if (spawnSync('node_modules/.bin/vite', ['build', '--mode', 'development'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const procs = [
  spawn(process.execPath, ['supabase/local/main.ts'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', ['build', '--watch', '--mode', 'development'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', port], { stdio: 'inherit' }),
]
const stop = () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const p of procs) p.on('exit', stop)
