// Types of supervise.mjs (plain ESM, run by Node without a build), for the tests that import it.
import type { ChildProcess, StdioOptions } from 'node:child_process'

export declare const RESTART_DELAY_CAP_MS: number
export declare const STABLE_AFTER_MS: number
export declare function restartDelay(attempt: number): number

export type SuperviseOptions = {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  stdio?: StdioOptions
  log?: (line: string) => void
  delay?: (attempt: number) => number
  restartIf?: (code: number | null, signal: NodeJS.Signals | null) => boolean
  onGiveUp?: (code: number | null, signal: NodeJS.Signals | null) => void
}

export type Supervised = {
  readonly child: ChildProcess
  readonly restarts: number
  stop(signal?: NodeJS.Signals): Promise<void>
}

export declare function supervise(options: SuperviseOptions): Supervised
