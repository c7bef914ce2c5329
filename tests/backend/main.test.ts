// `npm run db:start` / `npm run db:reset` as an operator runs them: one backend per data folder,
// and a reset never deletes a folder a running backend has open.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../local-server'

const MAIN = 'supabase/local/main.ts'
const root = mkdtempSync(join(tmpdir(), 'boardroom-main-'))
const dataDir = join(root, 'db')
const children: ChildProcess[] = []
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

/**
 * Runs main.ts to completion: exit code and what it printed. Its port is a free one unless the test
 * names one: never the default 54321, where `npm start` may be serving beside the tests.
 */
async function run(args: string[], env: Record<string, string> = {}) {
  const ownPort = String(await freePort())
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [MAIN, ...args], { env: { ...process.env, SUPABASE_PORT: ownPort, ...env } })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

/** Starts a serving backend; resolves once it answers. */
async function serveBackend(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [MAIN, '--data', dataDir], {
    env: { ...process.env, SUPABASE_PORT: String(port), ...env },
    stdio: 'ignore',
  })
  children.push(child)
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the backend did not start')
}

describe('the data folder lock', () => {
  it('serves on SUPABASE_PORT; refuses a reset and a second backend while it runs; resets once it stopped', async () => {
    const port = await freePort()
    const backend = await serveBackend(port)
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toEqual({ pid: backend.pid, port })

    const reset = await run(['--reset-only', '--data', dataDir])
    expect(reset.code).toBe(1)
    expect(reset.out).toContain(
      `[supabase-local] Not resetting: a local backend (pid ${backend.pid}, port ${port}) has ${dataDir} open. Stop it (Ctrl-C where npm start runs), then run this again.`,
    )
    const second = await run(['--data', dataDir, '--port', String(await freePort())])
    expect(second.code).toBe(1)
    expect(second.out).toContain(`already serves ${dataDir}`)
    expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true) // untouched

    await new Promise((r) => {
      backend.on('exit', r)
      backend.kill('SIGTERM')
    })
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    const after = await run(['--reset-only', '--data', dataDir])
    expect(after.out).toContain(`[supabase-local] database recreated in ${dataDir}`)
    expect(after.code).toBe(0)
  }, 60_000)

  it('ignores a stale lock, but refuses a reset while a backend answers on the port', async () => {
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 7, port: 1 })) // no such process
    const port = await freePort()
    const other = await serveBackend(port, {})
    // the lock now belongs to the running backend; drop it to exercise the port check alone
    rmSync(`${dataDir}.lock`)
    const reset = await run(['--reset-only', '--data', dataDir], { SUPABASE_PORT: String(port) })
    expect(reset.code).toBe(1)
    expect(reset.out).toContain(`[supabase-local] Not resetting: a local backend answers on http://127.0.0.1:${port}`)
    other.kill('SIGTERM')
  }, 60_000)
})
