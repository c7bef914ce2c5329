// The one supabase-js client of the browser, configured from the public config (spec §7, §9:
// session persisted in local storage with auto refresh). Loaded lazily: public pages do not need it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { publicConfig } from './config'

let client: SupabaseClient | undefined

export function supabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = publicConfig()
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    })
  }
  return client
}
