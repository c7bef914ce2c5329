// `npm run dev`: the edit loop with the local backend. Both client bundles rebuild on every change
// (Vite watch) and wrangler reloads the Worker (it watches worker/, shared/, client/ and the
// manifests). React runs in development mode here.
import { spawn, spawnSync } from 'node:child_process'

const port = process.env.PORT ?? '8787'
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }
const vite = (entry, ...args) => [
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--mode', 'development', ...args],
  { env: { ...env, BUILD_ENTRY: entry } },
]

// The Worker imports both manifests: build once before wrangler starts.
for (const entry of ['public', 'app']) {
  const [cmd, args, opts] = vite(entry)
  if (spawnSync(cmd, args, { ...opts, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const procs = [
  spawn(process.execPath, ['supabase/local/main.ts'], { stdio: 'inherit', env }),
  // Watch builds must not empty dist/client: the other bundle lives there too.
  ...['public', 'app'].map((entry) => {
    const [cmd, args, opts] = vite(entry, '--watch', '--emptyOutDir=false')
    return spawn(cmd, args, { ...opts, stdio: 'ignore' })
  }),
  spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', port], {
    stdio: 'inherit',
    env,
  }),
]
const stop = () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const p of procs) p.on('exit', stop)
