// Starts the product the way `npm start` does — the local backend with fresh data and the Worker
// under wrangler dev — on free ports, and hands the URLs to the browser tests.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    backendUrl: string
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

const servers: ChildProcess[] = []

export async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium')
  }
  if (!existsSync('dist/client/.vite/public-manifest.json')) throw new Error('Run `npm run build` first')
  const [port, backendPort] = [await freePort(), await freePort()]
  const baseUrl = `http://127.0.0.1:${port}`
  const backendUrl = `http://127.0.0.1:${backendPort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'boardroom-e2e-'))
  servers.push(
    spawn(process.execPath, ['supabase/local/main.ts', '--reset', '--port', String(backendPort), '--data', dataDir], {
      // Journeys go through email confirmation, with links back to this run's Worker.
      env: { ...process.env, SUPABASE_AUTH_CONFIRM_EMAIL: 'true', SUPABASE_AUTH_SITE_URL: baseUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  )
  await waitFor(`${backendUrl}/`, 'the local backend')
  servers.push(
    spawn(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'error', '--var', `SUPABASE_URL:${backendUrl}`],
      {
        env: { ...process.env, NODE_ENV: 'development', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    ),
  )
  await waitFor(`${baseUrl}/api/health`, 'wrangler dev')
  project.provide('baseUrl', baseUrl)
  project.provide('backendUrl', backendUrl)
}

async function waitFor(url: string, what: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error(`${what} did not answer ${url} within 60 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export async function teardown() {
  for (const server of servers) server.kill('SIGTERM')
}
