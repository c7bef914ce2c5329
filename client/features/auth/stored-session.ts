// The session supabase-js keeps in local storage (spec §7 "session read: local stored session"),
// read synchronously so the app can show the signed-in layout at once, before supabase-js itself
// has loaded. Only a hint: supabase-js then confirms it (refreshing or dropping it) and the profile
// row replaces what the token says. Validated by hand rather than with zod, which would put
// several KB on every first load; anything unexpected counts as no session.
import type { AuthUserLike } from './app-user'

/** Where supabase-js stores the session (lib/supabase.ts passes it as storageKey). */
export const AUTH_STORAGE_KEY = 'boardroom-ai.auth'

export type StoredSession = { refresh_token: string; expires_at: number; user: AuthUserLike }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const optionalRecord = (v: unknown) => v === undefined || isRecord(v)

/** The stored session when it has a refresh token and a well-formed user, else null. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (!isRecord(value) || typeof value.refresh_token !== 'string' || !value.refresh_token) return null
  if (typeof value.expires_at !== 'number') return null
  const user = value.user
  if (!isRecord(user) || typeof user.id !== 'string' || !user.id) return null
  if (!optionalRecord(user.app_metadata) || !optionalRecord(user.user_metadata)) return null
  if (user.email !== undefined && user.email !== null && typeof user.email !== 'string') return null
  return { refresh_token: value.refresh_token, expires_at: value.expires_at, user: user as AuthUserLike }
}

export function readStoredSession(): StoredSession | null {
  try {
    const text = localStorage.getItem(AUTH_STORAGE_KEY)
    return text ? parseStoredSession(JSON.parse(text)) : null
  } catch {
    return null // no storage (server, private mode) or not JSON
  }
}
