// The one supabase-js client of the browser, configured from the public config (spec §7, §9:
// session persisted in local storage with auto refresh). Loaded lazily: no page needs it to render.
import { createClient } from '@supabase/supabase-js'
import type { Database, DbClient } from '../../shared/database'
import { AUTH_STORAGE_KEY } from '../features/auth/stored-session'
import { publicConfig } from './config'

let client: DbClient | undefined

export function supabase(): DbClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = publicConfig()
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      // storageKey is ours so the app can read the stored session before this module loads
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
      // One retry policy, the spec's (app/query-client.ts: 3 retries, 1 s, 2 s, 4 s … capped at 30 s):
      // postgrest-js's own retries of every read (3 more, inside each attempt) would make it 16
      // attempts and keep an outage looking like "loading" for half a minute.
      db: { retry: false },
    })
  }
  return client
}
