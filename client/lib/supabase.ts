// The one supabase-js client of the browser, configured from the public config (spec §7, §9:
// session persisted in local storage with auto refresh). Loaded lazily: no page needs it to render.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { AUTH_STORAGE_KEY } from '../features/auth/stored-session'
import { publicConfig } from './config'

let client: SupabaseClient | undefined

export function supabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = publicConfig()
    client = createClient(supabaseUrl, supabaseAnonKey, {
      // storageKey is ours so the app can read the stored session before this module loads
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
    })
  }
  return client
}
