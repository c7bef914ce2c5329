// One backend per data folder: PGlite has no lock of its own, and deleting or opening the folder
// under a running backend corrupts it. The serving process writes `<data>.lock` (its pid and port)
// and removes it on exit; a lock whose process is gone is stale and ignored.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

type Lock = { pid: number; port: number }

const lockPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' // exists, owned by someone else
  }
}

/** The live backend holding `dataDir`, if any (a stale lock file is removed). */
export function liveLock(dataDir: string): Lock | null {
  const path = lockPath(dataDir)
  if (!existsSync(path)) return null
  try {
    const lock = JSON.parse(readFileSync(path, 'utf8')) as Lock
    if (Number.isInteger(lock.pid) && lock.pid !== process.pid && alive(lock.pid)) return lock
  } catch {
    // unreadable: treat as stale
  }
  rmSync(path, { force: true })
  return null
}

/** Takes the folder for this process; returns the release function (call it on exit). */
export function acquireLock(dataDir: string, port: number): () => void {
  const path = lockPath(dataDir)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, JSON.stringify({ pid: process.pid, port } satisfies Lock))
  return () => {
    try {
      if ((JSON.parse(readFileSync(path, 'utf8')) as Lock).pid === process.pid) rmSync(path, { force: true })
    } catch {
      // already gone
    }
  }
}

/** True when a local backend answers on 127.0.0.1:`port`. */
export async function backendAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
    return ((await res.json()) as { name?: string }).name === 'supabase-local'
  } catch {
    return false
  }
}
