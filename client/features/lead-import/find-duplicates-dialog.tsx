// "Find duplicates" on /dashboard/leads: the company's stored leads grouped by the same rules as the
// import (shared/lead-duplicates.ts) — same email, same phone in E.164, similar name and company —
// each group with the merged lead field by field, merged into the oldest lead (merge_leads, as the
// member) or left as it is. Loaded when the dialog first opens.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { countOf } from '../../../shared/plural'
import {
  findDuplicateGroups,
  MATCH_REASON_LABELS,
  mergeLeads,
  mergePreview,
  type DuplicateGroup,
} from '../../../shared/lead-duplicates'
import { leadName } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { db } from '../../lib/db'
import { Alert } from '../../ui'
import { ConfirmActions } from '../../ui/confirm-actions'
import { Dialog } from '../../ui/dialog'
import { MergePreviewTable } from './merge-preview-table'
import { describeError } from '../../lib/errors'
import { asImportLead, fetchLeadsToCompare, mergeStoredLeads } from './queries'

const SHOWN = 30

function StoredGroup({ group, onDone }: { group: DuplicateGroup; onDone(): void }) {
  const leads = group.members.map((m) => m.lead)
  return (
    <section className="card my-3" aria-label={`Duplicates: ${group.members.map((m) => leadName(m.lead)).join(', ')}`}>
      <p>
        <strong>{group.members.map((m) => leadName(m.lead)).join(' · ')}</strong> —{' '}
        {group.reasons.map((r) => MATCH_REASON_LABELS[r]).join(', ')}
      </p>
      <MergePreviewTable
        caption="The merged lead, field by field (the oldest lead is kept)"
        columns={group.members.map((m, i) => ({ key: m.key, label: `Lead ${i + 1}` }))}
        preview={mergePreview(leads)}
      />
      <ConfirmActions
        confirmLabel="Merge"
        pendingLabel="Merging…"
        keepLabel="Keep both"
        onConfirm={async () => {
          const [keep, ...rest] = group.members
          await mergeStoredLeads(
            await db(),
            keep.id!,
            rest.map((m) => m.id!),
            mergeLeads(leads),
          )
          void notify('success', `Merged ${countOf(group.members.length, 'lead')} into ${leadName(mergeLeads(leads))}`)
          onDone()
        }}
        onKeep={onDone}
      />
    </section>
  )
}

export default function FindDuplicatesDialog({
  companyId,
  open,
  onOpenChange,
  trigger,
}: {
  companyId: string
  open: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactElement
}) {
  const client = useQueryClient()
  const [settled, setSettled] = useState<Set<string>>(new Set())
  const groups = useQuery({
    queryKey: ['leads', 'duplicates', companyId],
    enabled: open,
    queryFn: async () => {
      const stored = await fetchLeadsToCompare(await db(), companyId)
      return findDuplicateGroups(
        stored.map((l) => ({ key: `lead:${l.id}`, id: l.id, createdAt: l.created_at, lead: asImportLead(l) })),
      )
    },
  })
  const left = (groups.data ?? []).filter((g) => !settled.has(g.id))
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      variant="wide"
      title="Duplicate leads"
      description="Leads with the same email address, the same phone number, or a similar name at a similar company."
    >
      {groups.isPending ? (
        <p role="status">Comparing your leads…</p>
      ) : groups.isError ? (
        <Alert tone="error">
          {describeError(groups.error, { action: 'load', what: 'the possible duplicates' }).message}
        </Alert>
      ) : left.length === 0 ? (
        <p>No duplicates left: no two leads share an email address, a phone number or a similar name and company.</p>
      ) : (
        <>
          <p>
            {countOf(left.length, 'group')} of duplicates{left.length > SHOWN ? ` (the first ${SHOWN} shown)` : ''}.
          </p>
          {left.slice(0, SHOWN).map((g) => (
            <StoredGroup
              key={g.id}
              group={g}
              onDone={() => {
                setSettled((s) => new Set([...s, g.id]))
                void client.invalidateQueries({ queryKey: ['leads', 'page'] })
              }}
            />
          ))}
        </>
      )}
    </Dialog>
  )
}
