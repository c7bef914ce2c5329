// The browser's supabase-js client for reads and writes under RLS, loaded on first use: a screen's
// skeleton renders before supabase-js arrives, and pages that never ask never load it.
import type { SupabaseClient } from '@supabase/supabase-js'

export const db = async (): Promise<SupabaseClient> => (await import('./supabase')).supabase()
