// From checked rows and the user's choice per duplicate group to one action per row, in row order,
// as import_leads (supabase/migrations/20261128300100_lead_imports.sql) takes them — so that every
// row of the file is accounted for: created, merged, skipped as a duplicate or rejected.
import { z } from './zod'
import { mergeLeads, type DuplicateGroup, type GroupChoice } from './lead-duplicates'
import { ImportLeadSchema, type CheckedRow } from './lead-import'
import { leadName } from './schemas/lead'

export const ImportActionSchema = z.discriminatedUnion('action', [
  z.object({ row: z.number().int().min(2), action: z.literal('create'), lead: ImportLeadSchema }),
  // into a stored lead; `lead` (the merged values) on the first row merged into it, none on the rest
  z.object({
    row: z.number().int().min(2),
    action: z.literal('merge'),
    target: z.uuid(),
    lead: ImportLeadSchema.optional(),
  }),
  // into the lead an earlier row of this import created
  z.object({ row: z.number().int().min(2), action: z.literal('merge'), target_row: z.number().int().min(2) }),
  z.object({ row: z.number().int().min(2), action: z.literal('skip'), reason: z.string().max(500) }),
  z.object({ row: z.number().int().min(2), action: z.literal('reject'), reason: z.string().max(2000) }),
])
export type ImportAction = z.infer<typeof ImportActionSchema>

export const IMPORT_OUTCOMES = ['created', 'merged', 'skipped', 'rejected'] as const
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number]

export const RowOutcomeSchema = z.object({
  row: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  lead_id: z.uuid().nullable(),
  reason: z.string().nullable(),
})
export type RowOutcome = z.infer<typeof RowOutcomeSchema>

const describe = (m: DuplicateGroup['members'][number]) => (m.id ? `existing lead ${leadName(m.lead)}` : `row ${m.row}`)

/** One action per checked row, sorted by row; groups not in `choices` take `fallback`. */
export function planImport(
  rows: readonly CheckedRow[],
  groups: readonly DuplicateGroup[],
  choices: Readonly<Record<string, GroupChoice>>,
  fallback: (g: DuplicateGroup) => GroupChoice,
): ImportAction[] {
  const byRow = new Map<number, ImportAction>()
  for (const r of rows) {
    byRow.set(
      r.row,
      r.ok
        ? { row: r.row, action: 'create', lead: r.lead }
        : { row: r.row, action: 'reject', reason: r.reasons.join('; ') },
    )
  }
  for (const group of groups) {
    const choice = choices[group.id] ?? fallback(group)
    const stored = group.members.filter((m) => m.id !== undefined)
    const fileRows = group.members.filter((m) => m.row !== undefined)
    if (!fileRows.length || choice === 'keep') continue
    if (stored.length) {
      const target = stored[0]
      if (choice === 'skip') {
        for (const m of fileRows)
          byRow.set(m.row!, { row: m.row!, action: 'skip', reason: `Duplicate of ${describe(target)}` })
      } else {
        const merged = mergeLeads([target.lead, ...fileRows.map((m) => m.lead)])
        for (const [i, m] of fileRows.entries())
          byRow.set(
            m.row!,
            i === 0
              ? { row: m.row!, action: 'merge', target: target.id!, lead: merged }
              : { row: m.row!, action: 'merge', target: target.id! },
          )
      }
      continue
    }
    const [primary, ...others] = fileRows
    if (choice === 'merge')
      byRow.set(primary.row!, { row: primary.row!, action: 'create', lead: mergeLeads(fileRows.map((m) => m.lead)) })
    for (const m of others) {
      byRow.set(
        m.row!,
        choice === 'merge'
          ? { row: m.row!, action: 'merge', target_row: primary.row! }
          : { row: m.row!, action: 'skip', reason: `Duplicate of ${describe(primary)}` },
      )
    }
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row)
}

/** The actions in requests of `size` rows each, in row order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** What a plan will do, counted before it runs: the rows it imports (created or merged) and the rest. */
export function plannedCounts(actions: readonly ImportAction[]): {
  imported: number
  skipped: number
  rejected: number
} {
  const counts = { imported: 0, skipped: 0, rejected: 0 }
  for (const a of actions) {
    if (a.action === 'create' || a.action === 'merge') counts.imported++
    else if (a.action === 'skip') counts.skipped++
    else counts.rejected++
  }
  return counts
}

/** How many rows ended each way. */
export function countOutcomes(outcomes: readonly RowOutcome[]): Record<ImportOutcome, number> {
  const counts = { created: 0, merged: 0, skipped: 0, rejected: 0 }
  for (const o of outcomes) counts[o.outcome]++
  return counts
}

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Created',
  merged: 'Merged into an existing lead',
  skipped: 'Skipped as a duplicate',
  rejected: 'Rejected',
}
