// The browser's supabase-js client for reads and writes under RLS, loaded on first use: a screen's
// skeleton renders before supabase-js arrives, and pages that never ask never load it.
import type { DbClient } from '../../shared/database'

export const db = async (): Promise<DbClient> => (await import('./supabase')).supabase()
