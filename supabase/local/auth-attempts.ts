// Failed-attempt limits, GoTrue-style (429 over_request_rate_limit with Retry-After): a password can
// be guessed and a 6-digit code has only a million values, so after a few failures the key answers
// 429 until the window ends, right or wrong. In memory: the local backend is one process.
//
// Passwords count per address and per client (the connection's IP): someone guessing from their
// own machine locks only themselves out, and the account's owner, elsewhere, still signs in with
// the right password. Codes count per address alone: a code is short enough to be guessed from
// many machines at once, and the emailed link (a token hash) still works during a lockout.
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { apiError } from './auth-errors.ts'

export type AttemptRule = {
  max: number
  windowMs: number
  /** What is locked, as the 429's message says it (after "Too many failed attempts "). */
  scope: string
}

/** Wrong passwords (POST /token?grant_type=password) and wrong emailed codes (POST /verify). */
export const ATTEMPT_RULES = {
  password: { max: 10, windowMs: 15 * 60_000, scope: 'for this email address from this device or network' },
  code: { max: 5, windowMs: 15 * 60_000, scope: 'for this email address' },
} satisfies Record<string, AttemptRule>

/**
 * Who is asking: the IP the request came from (the socket's, never a header a client could set).
 * A request handed to the app in-process (tests' app.request) has no socket: 'in-process'.
 */
export function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'in-process'
  }
}

const MAX_KEYS = 10_000 // a flood of distinct addresses cannot grow the map without bound

export class AttemptLimiter {
  private failures = new Map<string, { count: number; resetAt: number }>()
  private rule: AttemptRule
  private now: () => number
  // no parameter properties: Node runs these files with type stripping only
  constructor(rule: AttemptRule, now: () => number = Date.now) {
    this.rule = rule
    this.now = now
  }

  /** Throws 429 when `key` has used up its failed attempts in the current window. */
  check(key: string): void {
    const entry = this.failures.get(key)
    if (!entry) return
    const left = entry.resetAt - this.now()
    if (left <= 0) return void this.failures.delete(key)
    if (entry.count < this.rule.max) return
    const minutes = Math.ceil(left / 60_000)
    throw apiError(
      429,
      'over_request_rate_limit',
      `Too many failed attempts ${this.rule.scope}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        retry_after: Math.ceil(left / 1000),
      },
    )
  }

  fail(key: string): void {
    const now = this.now()
    const entry = this.failures.get(key)
    if (entry && entry.resetAt > now) entry.count++
    else {
      if (this.failures.size >= MAX_KEYS) this.failures.delete(this.failures.keys().next().value!)
      this.failures.set(key, { count: 1, resetAt: now + this.rule.windowMs })
    }
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  /** Runs `attempt` for `key`: refused when over the limit, a failure (an AuthError) counted. */
  async guard<T>(key: string, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    this.check(key)
    try {
      const result = await attempt()
      this.reset(key)
      return result
    } catch (error) {
      if (isFailure(error)) this.fail(key)
      throw error
    }
  }
}
