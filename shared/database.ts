// supabase-js typed by the Database type generated from the migrations (shared/database.types.ts,
// `npm run db:types`): a renamed table, column or function breaks the build wherever it is used.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'

export type { Database, Json } from './database.types'

// The row, insert and update types of a table (hand-written: only the Database type is generated).
type PublicSchema = Database['public']

/** A table's or view's row: `Tables<'leads'>`. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[Name] extends { Row: infer R }
  ? R
  : never

/** What an insert into a table takes: `TablesInsert<'leads'>`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert']

/** What an update of a table takes: `TablesUpdate<'leads'>`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update']

/** An enum's values: `Enums<'name'>`. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name]

/** A composite type: `CompositeTypes<'name'>`. */
export type CompositeTypes<Name extends keyof PublicSchema['CompositeTypes']> = PublicSchema['CompositeTypes'][Name]

/** The browser's and the Worker's supabase-js client, typed by the generated Database type. */
export type DbClient = SupabaseClient<Database>
