// Starts the product the way `npm start` does (wrangler dev over the built client) on a free port
// and hands its URL to the browser tests.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

let server: ChildProcess | undefined

export async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium')
  }
  if (!existsSync('dist/client/.vite/public-manifest.json')) throw new Error('Run `npm run build` first')
  const port = await freePort()
  server = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'error'], {
    env: { ...process.env, NODE_ENV: 'development', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error('wrangler dev did not answer /api/health within 60 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  project.provide('baseUrl', baseUrl)
}

export async function teardown() {
  server?.kill('SIGTERM')
}
