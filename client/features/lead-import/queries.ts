// The lead import's calls to Supabase, given a client (the browser's, a test's or the bench's):
// the saved mapping, the stored leads to compare against, the import record, batches through
// import_leads (as the member: RLS on leads applies), the per-row report, the history and undo.
import type { DbClient } from '../../../shared/database'
import { z } from '../../../shared/zod'
import { IMPORT_BATCH_SIZE, SavedMappingSchema, type ImportLead, type SavedMapping } from '../../../shared/lead-import'
import { batches, RowOutcomeSchema, type ImportAction, type RowOutcome } from '../../../shared/lead-import-plan'
import { LeadSchema } from '../../../shared/schemas/lead'
import { dataError } from '../../lib/errors'

export async function fetchSavedMapping(client: DbClient, companyId: string): Promise<SavedMapping> {
  const { data, error, status } = await client
    .from('lead_import_mappings')
    .select('mapping')
    .eq('company_id', companyId)
    .maybeSingle()
  if (error) throw dataError(error, status)
  const parsed = SavedMappingSchema.safeParse(data?.mapping ?? {})
  return parsed.success ? parsed.data : {}
}

/** Saves the mapping for the company's next import; false when the caller may not (members). */
export async function saveMapping(client: DbClient, companyId: string, mapping: SavedMapping): Promise<boolean> {
  const { error, status } = await client.from('lead_import_mappings').upsert({ company_id: companyId, mapping })
  if (error?.code === '42501') return false
  if (error) throw dataError(error, status)
  return true
}

const StoredLeadSchema = LeadSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  company_name: true,
  title: true,
  status: true,
  source: true,
  value: true,
  currency: true,
  notes: true,
  created_at: true,
})
export type StoredLead = z.infer<typeof StoredLeadSchema>
const STORED_COLUMNS =
  'id, first_name, last_name, email, phone, company_name, title, status, source, value, currency, notes, created_at'
const PAGE = 1000

/** Every lead of the company with the fields duplicates are found by and merged from. */
export async function fetchLeadsToCompare(client: DbClient, companyId: string): Promise<StoredLead[]> {
  const out: StoredLead[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error, status } = await client
      .from('leads')
      .select(STORED_COLUMNS)
      .eq('company_id', companyId)
      .order('created_at')
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw dataError(error, status)
    out.push(...z.array(StoredLeadSchema).parse(data))
    if ((data ?? []).length < PAGE) return out
  }
}

/** A stored lead as the import's fields (what merges compare and combine). */
export const asImportLead = (l: StoredLead): ImportLead => ({
  first_name: l.first_name,
  last_name: l.last_name,
  email: l.email,
  phone: l.phone,
  company_name: l.company_name,
  title: l.title,
  status: l.status,
  source: l.source,
  value: l.value,
  currency: l.currency as ImportLead['currency'],
  notes: l.notes,
})

export async function startImport(
  client: DbClient,
  companyId: string,
  fileName: string,
  rowCount: number,
): Promise<string> {
  const { data, error, status } = await client
    .from('lead_imports')
    .insert({ company_id: companyId, file_name: fileName.slice(0, 255), row_count: rowCount })
    .select('id')
    .single()
  if (error) throw dataError(error, status)
  return z.object({ id: z.uuid() }).parse(data).id
}

export async function importBatch(
  client: DbClient,
  importId: string,
  actions: readonly ImportAction[],
): Promise<RowOutcome[]> {
  const { data, error, status } = await client.rpc('import_leads', { p_import_id: importId, p_rows: [...actions] })
  if (error) throw dataError(error, status)
  return z.array(RowOutcomeSchema).parse(data)
}

export async function finishImport(client: DbClient, importId: string): Promise<void> {
  const { error, status } = await client
    .from('lead_imports')
    .update({ finished_at: new Date().toISOString() })
    .eq('id', importId)
  if (error) throw dataError(error, status)
}

/**
 * The whole import: the record, the actions in batches of IMPORT_BATCH_SIZE (onProgress after each
 * with the rows done), then the record finished. Returns every row's outcome, in row order.
 */
export async function runImport(
  client: DbClient,
  companyId: string,
  fileName: string,
  actions: readonly ImportAction[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<{ importId: string; outcomes: RowOutcome[] }> {
  const importId = await startImport(client, companyId, fileName, actions.length)
  const outcomes: RowOutcome[] = []
  onProgress(0, actions.length)
  for (const batch of batches(actions, IMPORT_BATCH_SIZE)) {
    outcomes.push(...(await importBatch(client, importId, batch)))
    onProgress(outcomes.length, actions.length)
  }
  await finishImport(client, importId)
  return { importId, outcomes }
}

export const ImportSummarySchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  file_name: z.string(),
  row_count: z.number(),
  finished_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  created: z.number(),
  merged: z.number(),
  skipped: z.number(),
  rejected: z.number(),
})
export type ImportSummary = z.infer<typeof ImportSummarySchema>

/** The company's imports, newest first, with their rows counted. */
export async function fetchImports(client: DbClient, companyId: string): Promise<ImportSummary[]> {
  const { data, error, status } = await client
    .from('lead_import_summaries')
    .select(
      'id, company_id, created_by, created_at, file_name, row_count, finished_at, undone_at, created, merged, skipped, rejected',
    )
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .limit(20)
  if (error) throw dataError(error, status)
  return z.array(ImportSummarySchema).parse(data)
}

export const UndoResultSchema = z.object({ restored: z.number(), deleted: z.number() })

/** Undoes an import: created leads removed, merged leads restored. The database's refusal is thrown. */
export async function undoImport(client: DbClient, importId: string) {
  const { data, error, status } = await client.rpc('undo_lead_import', { p_import_id: importId })
  if (error) throw dataError(error, status)
  return UndoResultSchema.parse(data)
}

/** Merges stored duplicates: `keep` takes `values`, the others' calls move to it, the others go. */
export async function mergeStoredLeads(
  client: DbClient,
  keep: string,
  remove: readonly string[],
  values: ImportLead,
): Promise<void> {
  const { error, status } = await client.rpc('merge_leads', { p_keep: keep, p_remove: [...remove], p_values: values })
  if (error) throw dataError(error, status)
}
