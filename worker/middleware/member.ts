// The signed-in member behind an /api request: their Supabase access token as a Bearer token. The
// Worker then reads and writes as that member (their token, not a service key), so row level
// security decides, exactly as in the browser. Answers 401 without a live session, 502 when the
// sign-in service cannot be reached.
import { createClient } from '@supabase/supabase-js'
import type { Database, DbClient } from '../../shared/database'
import type { MiddlewareHandler } from 'hono'
import { readMembership, type Membership } from '../../shared/schemas/membership'
import type { AppEnv, Config } from '../env'
import { ApiError } from '../api/api-error'

export type MemberEnv = AppEnv & { Variables: AppEnv['Variables'] & { db: DbClient; userId: string } }

/** A Supabase client that acts as the member whose access token this is. */
export function memberClient(config: Config, accessToken: string): DbClient {
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/**
 * The member's company, role and what the role may do (public.my_membership(), read with their own
 * token): the Worker's one membership lookup. Null without a company; throws when it cannot be read.
 */
export async function membershipOf(db: DbClient): Promise<Membership | null> {
  const result = await readMembership(db)
  if (result.error) throw new Error(result.error.message)
  return result.membership
}

export function requireMember(signInMessage: string): MiddlewareHandler<MemberEnv> {
  return async function requireMemberMiddleware(c, next) {
    const token = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) throw new ApiError(401, 'unauthorized', signInMessage)
    const db = memberClient(c.get('config'), token)
    const { data, error } = await db.auth.getUser(token)
    // No status (the request never got an answer) or a 5xx: the auth service is down, not the session.
    if (error && (!error.status || error.status >= 500)) {
      throw new ApiError(502, 'auth_unavailable', 'The sign-in service could not be reached. Try again shortly.')
    }
    if (error || !data.user) throw new ApiError(401, 'unauthorized', 'Your session has ended. Sign in again.')
    c.set('db', db)
    c.set('userId', data.user.id)
    await next()
  }
}
