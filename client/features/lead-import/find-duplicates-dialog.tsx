// "Find duplicates" on /dashboard/leads: the company's stored leads grouped by the same rules as the
// import (shared/lead-duplicates.ts) — same email, same phone in E.164, similar name and company —
// each group with the merged lead field by field, merged into the oldest lead (merge_leads, as the
// member) or left as it is. Loaded when the dialog first opens.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { countOf } from '../../../shared/plural'
import { findDuplicateGroups, MATCH_REASON_LABELS, mergeLeads, mergePreview, type DuplicateGroup } from '../../../shared/lead-duplicates'
import { IMPORT_FIELD_LABELS } from '../../../shared/lead-import'
import { leadName } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { db } from '../../lib/db'
import { Alert, Button, Table } from '../../ui'
import { Dialog } from '../../ui/dialog'
import { describeError } from '../../lib/errors'
import { asImportLead, fetchLeadsToCompare, mergeStoredLeads } from './queries'

const SHOWN = 30
const show = (v: unknown) => (v === null || v === '' ? '—' : String(v))

function StoredGroup({ group, onDone }: { group: DuplicateGroup; onDone(): void }) {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const leads = group.members.map((m) => m.lead)
  const differing = mergePreview(leads).filter((p) => p.values.some((v) => v !== p.values[0]))
  return (
    <section className="card my-3" aria-label={`Duplicates: ${group.members.map((m) => leadName(m.lead)).join(', ')}`}>
      <p>
        <strong>{group.members.map((m) => leadName(m.lead)).join(' · ')}</strong> — {group.reasons.map((r) => MATCH_REASON_LABELS[r]).join(', ')}
      </p>
      {differing.length > 0 && (
        <Table caption="The merged lead, field by field (the oldest lead is kept)">
          <thead>
            <tr>
              <th scope="col">Field</th>
              {group.members.map((m, i) => (
                <th scope="col" key={m.key}>
                  Lead {i + 1}
                </th>
              ))}
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((p) => (
              <tr key={p.field}>
                <th scope="row">{IMPORT_FIELD_LABELS[p.field]}</th>
                {p.values.map((v, i) => (
                  <td key={i}>{show(v)}</td>
                ))}
                <td>
                  <strong>{show(p.result)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions mb-0">
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true)
            setFailure(null)
            try {
              const [keep, ...rest] = group.members
              await mergeStoredLeads(await db(), keep.id!, rest.map((m) => m.id!), mergeLeads(leads))
              void notify('success', `Merged ${countOf(group.members.length, 'lead')} into ${leadName(mergeLeads(leads))}`)
              onDone()
            } catch (error) {
              setFailure(describeError(error).message)
              setPending(false)
            }
          }}
        >
          {pending ? 'Merging…' : 'Merge'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Keep both
        </Button>
      </div>
    </section>
  )
}

export default function FindDuplicatesDialog({ companyId, open, onOpenChange }: { companyId: string; open: boolean; onOpenChange(open: boolean): void }) {
  const client = useQueryClient()
  const [settled, setSettled] = useState<Set<string>>(new Set())
  const groups = useQuery({
    queryKey: ['leads', 'duplicates', companyId],
    enabled: open,
    queryFn: async () => {
      const stored = await fetchLeadsToCompare(await db(), companyId)
      return findDuplicateGroups(stored.map((l) => ({ key: `lead:${l.id}`, id: l.id, createdAt: l.created_at, lead: asImportLead(l) })))
    },
  })
  const left = (groups.data ?? []).filter((g) => !settled.has(g.id))
  return (
    <Dialog open={open} onOpenChange={onOpenChange} variant="wide" title="Duplicate leads" description="Leads with the same email address, the same phone number, or a similar name at a similar company.">
      {groups.isPending ? (
        <p role="status">Comparing your leads…</p>
      ) : groups.isError ? (
        <Alert tone="error">{describeError(groups.error, { action: 'load', what: 'the possible duplicates' }).message}</Alert>
      ) : left.length === 0 ? (
        <p>No duplicates left: no two leads share an email address, a phone number or a similar name and company.</p>
      ) : (
        <>
          <p>{countOf(left.length, 'group')} of duplicates{left.length > SHOWN ? ` (the first ${SHOWN} shown)` : ''}.</p>
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
