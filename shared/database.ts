// supabase-js typed by the Database type generated from the migrations (shared/database.types.ts,
// `npm run db:types`): a renamed table, column or function breaks the build wherever it is used.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types'

/** The browser's and the Worker's supabase-js client, typed by the generated Database type. */
export type DbClient = SupabaseClient<Database>
