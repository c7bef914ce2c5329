// PostgREST's error shape {code, message, details, hint} and its HTTP statuses for Postgres errors.
import type { Role } from './jwt.ts'

export class RestError extends Error {
  status: number
  code: string
  details: unknown
  hint: string | null
  constructor(status: number, code: string, message: string, details: unknown = null, hint: string | null = null) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
  }
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** A bad query string, select or filter: PostgREST's PGRST100. */
export const parseError = (what: string, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details, null)

const EXACT: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
}
const BY_CLASS: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
}

export function pgStatus(code: string, role: Role): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '42501') return role === 'anon' ? 401 : 403
  return EXACT[code] ?? BY_CLASS[code.slice(0, 2)] ?? 400
}

type PgError = { code?: string; message?: string; detail?: string; hint?: string }

/** Any error thrown while serving a request, as a RestError (Postgres errors keep their SQLSTATE). */
export function toRestError(err: unknown, role: Role): RestError {
  if (err instanceof RestError) return err
  const e = err as PgError
  if (e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
    return new RestError(
      pgStatus(e.code, role),
      e.code,
      e.message ?? 'database error',
      e.detail ?? null,
      e.hint ?? null,
    )
  // A stack overflow or an impossible size from a request no cap caught: the input's fault, not ours.
  if (err instanceof RangeError)
    return new RestError(400, 'PGRST100', 'The request is too deeply nested or too large to process', err.message)
  console.error('[rest] unexpected error', err)
  return new RestError(500, 'PGRST000', err instanceof Error ? err.message : String(err))
}
