// HS256 JWTs as GoTrue issues them and PostgREST verifies them.
import { sign, verify } from 'hono/jwt'
import { JWT_SECRET } from './keys.ts'

export type Role = 'anon' | 'authenticated' | 'service_role'
export type Claims = {
  role: Role
  sub?: string
  aud?: string
  email?: string
  phone?: string
  session_id?: string
  exp?: number
  iat?: number
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  aal?: string
  is_anonymous?: boolean
  [key: string]: unknown
}

export const signJwt = (claims: Claims) => sign(claims, JWT_SECRET, 'HS256')

/** The verified claims of a token, or null when it is malformed, forged or expired. */
export async function verifyJwt(token: string): Promise<Claims | null> {
  try {
    const claims = (await verify(token, JWT_SECRET, 'HS256')) as Claims
    return ['anon', 'authenticated', 'service_role'].includes(claims.role) ? claims : null
  } catch {
    return null
  }
}

/** The caller's claims: the bearer token if any, else the apikey (anon or service_role). */
export async function requestClaims(headers: Headers): Promise<Claims | null> {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const token = bearer ?? headers.get('apikey')
  return token ? verifyJwt(token) : null
}
