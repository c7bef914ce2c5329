// The browser's supabase-js client for the AI screens' own reads and writes under RLS (boardroom
// sessions, strategies, the member directory), loaded on first use.
import type { SupabaseClient } from '@supabase/supabase-js'

export const db = async (): Promise<SupabaseClient> => (await import('../../lib/supabase')).supabase()
