// Starts the product as `npm start` does — the local backend on fresh data and the Worker under
// wrangler dev — on free ports, for the browser tests, the bench and the perf report.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

export async function waitFor(url, what, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`)
}

/**
 * `backend.stop()` kills the local backend (SIGKILL, as a crash would) and `backend.start()` starts it
 * again on the same port and data: the outage tests take the backend away under an open page.
 * `workerVars`: extra `--var NAME:value` for the Worker (a test's AI_PROVIDER pointing at a local model).
 * @param {{ nodeEnv?: 'production' | 'development', backendEnv?: Record<string, string>, workerVars?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<{ baseUrl: string, backendUrl: string, stop(): void, backend: { stop(): Promise<void>, start(): Promise<void>, readonly pid: number } }>}
 */
export async function startProduct({ nodeEnv = 'production', backendEnv = {}, workerVars = {}, quiet = false } = {}) {
  const [port, backendPort] = [await freePort(), await freePort()]
  const baseUrl = `http://127.0.0.1:${port}`
  const backendUrl = `http://127.0.0.1:${backendPort}`
  const stdio = ['ignore', quiet ? 'ignore' : 'inherit', 'inherit']
  const children = []
  const stop = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'boardroom-'))
  let backendChild
  const startBackend = async (reset) => {
    backendChild = spawn(
      process.execPath,
      ['supabase/local/main.ts', ...(reset ? ['--reset'] : []), '--port', String(backendPort), '--data', dataDir],
      {
        env: { ...process.env, SUPABASE_AUTH_SITE_URL: baseUrl, ...backendEnv },
        stdio,
      },
    )
    children.push(backendChild)
    await waitFor(`${backendUrl}/`, 'the local backend')
  }
  const backend = {
    async stop() {
      const child = backendChild
      if (child.exitCode !== null || child.signalCode !== null) return
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGKILL')
      })
    },
    start: () => startBackend(false),
    /** The backend's process id (the bench reads its CPU time). */
    get pid() {
      return backendChild.pid
    },
  }
  try {
    await startBackend(true)
    children.push(
      spawn(
        process.execPath,
        [
          'node_modules/wrangler/bin/wrangler.js',
          'dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(port),
          '--log-level',
          'error',
          '--var',
          `SUPABASE_URL:${backendUrl}`,
          ...Object.entries(workerVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
        ],
        {
          env: {
            ...process.env,
            NODE_ENV: nodeEnv,
            CLOUDFLARE_CF_FETCH_ENABLED: 'false',
            WRANGLER_SEND_METRICS: 'false',
          },
          stdio,
        },
      ),
    )
    await waitFor(`${baseUrl}/api/health`, 'wrangler dev')
    return { baseUrl, backendUrl, stop, backend }
  } catch (error) {
    stop()
    throw error
  }
}
