// The calls' requests to Supabase, given a client: the browser's (api.ts) or a test's. Every row that
// comes back is validated; a refusal throws a DataError with the database's code. RLS decides
// which calls the caller reads and which they may change.
import type { DbClient } from '../../../shared/database'
import { z } from '../../../shared/zod'
import { CallSchema, type CallInput } from '../../../shared/schemas/call'
import { dataError } from '../../lib/errors'

/** The most calls one list reads (the newest). */
export const CALL_LIST_LIMIT = 1000

const CALL_COLUMNS =
  'id, company_id, lead_id, direction, outcome, duration_minutes, notes, occurred_at, created_by, created_at, source, scheduled_for, cancelled_at, cancel_reason, lead:leads(id, first_name, last_name, email)'
const CallRows = z.array(CallSchema)

/** The company's calls, newest first; with `leadId`, only that lead's. */
export async function fetchCalls(client: DbClient, companyId: string, leadId?: string) {
  let query = client.from('calls').select(CALL_COLUMNS).eq('company_id', companyId)
  if (leadId) query = query.eq('lead_id', leadId)
  const { data, error, status } = await query
    .order('occurred_at', { ascending: false })
    .order('id')
    .limit(CALL_LIST_LIMIT)
  if (error) throw dataError(error, status)
  return CallRows.parse(data)
}

export async function insertCall(client: DbClient, companyId: string, input: CallInput) {
  const { data, error, status } = await client
    .from('calls')
    .insert({ ...input, company_id: companyId })
    .select(CALL_COLUMNS)
    .single()
  if (error) throw dataError(error, status)
  return CallSchema.parse(data)
}

/** Changes a call; null when it is gone or the caller may not change it (RLS hides the row). */
export async function updateCall(client: DbClient, id: string, changes: CallInput) {
  const { data, error, status } = await client
    .from('calls')
    .update(changes)
    .eq('id', id)
    .select(CALL_COLUMNS)
    .maybeSingle()
  if (error) throw dataError(error, status)
  return data === null ? null : CallSchema.parse(data)
}

/** Deletes a call: false when nothing was deleted (gone already, or not the caller's to delete). */
export async function deleteCall(client: DbClient, id: string): Promise<boolean> {
  const { data, error, status } = await client.from('calls').delete().eq('id', id).select('id')
  if (error) throw dataError(error, status)
  return (data ?? []).length === 1
}
