// Keeps a child process running: when it exits on its own (a crash, a kill), it is started again
// after a back-off — 1 s, 2 s, 4 s … capped at 30 s, the product's retry policy (shared/constants) —
// saying so; a run that stayed up for a minute resets the back-off. stop() ends it for good.
// `npm start` (scripts/start.mjs) supervises the local backend with it: the backend reopens the same
// data folder, so what was committed before the crash is still there.
import { spawn } from 'node:child_process'

export const RESTART_DELAY_CAP_MS = 30_000
export const STABLE_AFTER_MS = 60_000

/** The wait before restart number `attempt` (0-based): 1 s, 2 s, 4 s … 30 s. */
export const restartDelay = (attempt) => Math.min(1000 * 2 ** attempt, RESTART_DELAY_CAP_MS)

/**
 * @param {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions,
 *   log?: (line: string) => void, delay?: (attempt: number) => number, restartIf?: (code: number | null, signal: string | null) => boolean,
 *   onGiveUp?: (code: number | null, signal: string | null) => void }} options
 * @returns {{ readonly child: import('node:child_process').ChildProcess, readonly restarts: number, stop(signal?: NodeJS.Signals): Promise<void> }}
 */
export function supervise({
  name,
  command,
  args,
  env = process.env,
  stdio = 'inherit',
  log = (line) => console.log(line),
  delay = restartDelay,
  restartIf = () => true,
  onGiveUp = () => {},
}) {
  let child
  let attempt = 0
  let restarts = 0
  let stopped = false
  let timer
  let exited = Promise.resolve()

  const start = () => {
    const startedAt = Date.now()
    child = spawn(command, args, { env, stdio })
    exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        resolve()
        if (stopped) return
        if (!restartIf(code, signal)) {
          stopped = true
          onGiveUp(code, signal)
          return
        }
        if (Date.now() - startedAt >= STABLE_AFTER_MS) attempt = 0
        const wait = delay(attempt++)
        log(`[start] ${name} exited (${signal ?? code}); restarting it in ${wait / 1000} s (restart ${++restarts})`)
        timer = setTimeout(() => {
          if (stopped) return
          start()
          log(`[start] ${name} restarted (pid ${child.pid})`)
        }, wait)
      })
    })
  }
  start()

  return {
    get child() {
      return child
    },
    get restarts() {
      return restarts
    },
    async stop(signal = 'SIGTERM') {
      stopped = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
