// `npm start` keeps the local backend running (scripts/supervise.mjs, as scripts/start.mjs uses it):
// a backend killed under it is started again after the back-off, says so, and still has what was
// committed before; stopping the supervisor stops it for good. On a free port and a data folder of
// its own, so nothing else on the machine is touched.
import { createClient } from '@supabase/supabase-js'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { restartDelay, supervise } from '../../scripts/supervise.mjs'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { freePort } from '../local-server'

const root = mkdtempSync(join(tmpdir(), 'boardroom-supervise-'))
const dataDir = join(root, 'db')
let supervisor: ReturnType<typeof supervise> | undefined
afterAll(async () => {
  await supervisor?.stop('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}
async function until(check: () => Promise<boolean> | boolean, what: string, seconds = 30) {
  for (let i = 0; i < seconds * 10; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} within ${seconds} s`)
}

describe('the local backend under supervision', () => {
  it('restarts after 1 s, 2 s, 4 s … capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('a killed backend comes back on its own, saying so, with the data committed before; stop() ends it', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    expect(
      spawnSync(process.execPath, ['supabase/local/main.ts', '--reset-only', '--data', dataDir, '--port', String(port)])
        .status,
    ).toBe(0)
    const lines: string[] = []
    supervisor = supervise({
      name: 'local backend',
      command: process.execPath,
      args: ['supabase/local/main.ts', '--port', String(port), '--data', dataDir],
      stdio: 'ignore',
      log: (line) => lines.push(line),
    })
    await until(() => answers(`${url}/`), 'the backend answers')

    const service = createClient(url, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
    const created = await service.auth.admin.createUser({
      email: 'survivor@example.com',
      password: 'Survivor-2026!',
      email_confirm: true,
    })
    expect(created.error).toBeNull()

    const first = supervisor.child.pid
    supervisor.child.kill('SIGKILL')
    await until(() => lines.length > 0, 'the supervisor says the backend exited', 5)
    expect(lines[0]).toBe('[start] local backend exited (SIGKILL); restarting it in 1 s (restart 1)')
    expect(await answers(`${url}/`)).toBe(false)

    await until(() => answers(`${url}/`), 'the backend answers again')
    expect(lines[1]).toBe(`[start] local backend restarted (pid ${supervisor.child.pid})`)
    expect(supervisor.child.pid).not.toBe(first)
    const again = await service.auth.admin.getUserById(created.data.user!.id)
    expect(again.data.user?.email).toBe('survivor@example.com')
    const signIn = await createClient(url, SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
    }).auth.signInWithPassword({ email: 'survivor@example.com', password: 'Survivor-2026!' })
    expect(signIn.error).toBeNull()

    // the second crash waits twice as long
    supervisor.child.kill('SIGKILL')
    await until(() => lines.length > 2, 'the supervisor says the backend exited again', 5)
    expect(lines[2]).toBe('[start] local backend exited (SIGKILL); restarting it in 2 s (restart 2)')
    await until(() => answers(`${url}/`), 'the backend answers after the second restart')

    // Ctrl-C in npm start: stop() ends the backend and nothing starts it again
    const last = supervisor.child
    await supervisor.stop()
    expect(last.exitCode ?? last.signalCode).not.toBeNull()
    await new Promise((r) => setTimeout(r, 1500))
    expect(await answers(`${url}/`)).toBe(false)
    expect(lines).toHaveLength(4)
  }, 90_000)

  it('a backend that cannot start is not restarted when restartIf says no', async () => {
    const lines: string[] = []
    let gaveUp: unknown
    const failing = supervise({
      name: 'local backend',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      stdio: 'ignore',
      log: (line) => lines.push(line),
      restartIf: () => false,
      onGiveUp: (code) => (gaveUp = code),
    })
    await until(() => gaveUp !== undefined, 'the supervisor gives up', 5)
    expect(gaveUp).toBe(3)
    expect(lines).toEqual([])
    expect(failing.restarts).toBe(0)
  })
})
