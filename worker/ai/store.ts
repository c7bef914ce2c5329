// Storing what the AI executives produced. Members cannot insert boardroom sessions or strategies
// (supabase/migrations/20261128000200_ai_output_written_by_the_worker.sql): only the Worker writes
// them, with the service-role key, so a row's question, debate, figures, engine and model are
// always the engine's. The caller has already established the member's company with the member's
// own token (row level security), and the row records that member as its creator.
import { createClient } from '@supabase/supabase-js'
import type { Database, DbClient, Tables, TablesInsert } from '../../shared/database'
import type { Config } from '../env'

/** The server-side client that stores AI output (and billing's webhook changes). Never handed to a request's member code. */
export function serviceClient(config: Config): DbClient {
  // Required in production by the config schema; locally wrangler.toml sets the demo key.
  if (!config.supabaseServiceRoleKey)
    throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: the Worker cannot store the executives’ work')
  return createClient<Database>(config.supabaseUrl, config.supabaseServiceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** The stored row, or why it was not stored (a PostgREST error, or a refusal of the Worker's own). */
export type Stored<T> = { data: T | null; error: null } | { data: null; error: { message: string; code?: string } }

export const NOT_A_MEMBER = 'Only members of the company can store the executives’ work in it'

/**
 * Whether the member belongs to the company, asked with the member's own token (is_company_member
 * reads auth.uid()): a platform admin may read any company, but only its members add to it.
 */
async function memberOf(member: DbClient, companyId: string): Promise<Stored<never> | null> {
  const { data, error } = await member.rpc('is_company_member', { company_id: companyId })
  if (error) return { data: null, error }
  return data === true ? null : { data: null, error: { code: '42501', message: NOT_A_MEMBER } }
}

/** What the engine produced for a boardroom session; store.ts adds who asked and that it is open. */
export type SessionRow = Pick<
  TablesInsert<'boardroom_sessions'>,
  'company_id' | 'question' | 'topic' | 'debate' | 'metrics' | 'engine' | 'model'
>

/** What the engine produced for a strategy; store.ts adds who asked and that it is a draft. */
export type StrategyRow = Pick<
  TablesInsert<'strategies'>,
  'company_id' | 'goal' | 'focus' | 'horizon_days' | 'title' | 'plan' | 'metrics' | 'engine' | 'model'
>

/** Inserts a boardroom session as `memberId`'s, open (undecided); returns the stored row. */
/** Without the service-role key nothing can be stored: say which setting is missing instead of crashing. */
const missingKey = (config: Config): Stored<never> | null =>
  config.supabaseServiceRoleKey
    ? null
    : {
        data: null,
        error: {
          code: 'config',
          message: 'SUPABASE_SERVICE_ROLE_KEY is not set: the Worker cannot store the executives’ work',
        },
      }

export async function storeBoardroomSession(
  config: Config,
  member: DbClient,
  memberId: string,
  row: SessionRow,
  knownMember = false,
): Promise<Stored<Tables<'boardroom_sessions'>>> {
  // `knownMember`: the caller already asked is_company_member with the member's token (company-data).
  const refused = missingKey(config) ?? (knownMember ? null : await memberOf(member, row.company_id))
  if (refused) return refused
  return serviceClient(config)
    .from('boardroom_sessions')
    .insert({ ...row, created_by: memberId, outcome: 'open', outcome_note: '', decided_by: null, decided_at: null })
    .select()
    .single()
}

/** Inserts a strategy as `memberId`'s, as a draft; returns the stored row. */
export async function storeStrategy(
  config: Config,
  member: DbClient,
  memberId: string,
  row: StrategyRow,
  knownMember = false,
): Promise<Stored<Tables<'strategies'>>> {
  const refused = missingKey(config) ?? (knownMember ? null : await memberOf(member, row.company_id))
  if (refused) return refused
  return serviceClient(config)
    .from('strategies')
    .insert({ ...row, created_by: memberId, status: 'draft' })
    .select()
    .single()
}
