// Bulk actions on /dashboard/leads: on the ticked rows, or on every lead matching the search and
// filters ("Select all 8,412 matching"). Set the status, the campaign or the owner, or delete — each one
// statement in the database as the member (supabase/migrations/20261129500100_lead_bulk_actions.sql).
// A delete can be undone from its toast for LEAD_UNDO_TOAST_SECONDS (the database keeps the rows
// LEAD_UNDO_MINUTES); leads the member may not delete are left, and the toast says how many.
import { Trash2 } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { countOf, plural } from '../../../shared/plural'
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_UNDO_TOAST_SECONDS,
  filtersByScore,
  type LeadFilters,
  type LeadStatus,
} from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { z } from '../../../shared/zod'
import { Button, Select, type SelectOption } from '../../ui'
import { useZodForm } from '../../lib/form'
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog'
import { describeError } from '../../lib/errors'
import { restoreDeletedLeads, useBulkUpdateLeads, useDeleteLeads } from './api'
import { UNASSIGNED } from './lead-owner'
import type { LeadTarget } from './queries'

const NO_CAMPAIGN = 'none'
const NO_OWNER = 'none'

/** One bulk change: a choice, applied to the selected leads (the button waits for a choice). */
const ChoiceSchema = z.object({ value: z.string().min(1, 'Choose one') })

function BulkChoiceForm({
  id,
  label,
  options,
  submitLabel,
  busy,
  onApply,
}: {
  id: string
  label: string
  options: readonly SelectOption[]
  submitLabel: string
  busy: boolean
  onApply(value: string): void
}) {
  const { form, field, onSubmit } = useZodForm(ChoiceSchema, async ({ value }) => onApply(value), {
    defaultValues: { value: '' },
  })
  const chosen = form.watch('value')
  return (
    <form className="flex items-end gap-2" onSubmit={onSubmit} noValidate>
      <Select compact id={id} label={label} options={options} {...field('value')} />
      <Button type="submit" disabled={!chosen || busy}>
        {submitLabel}
      </Button>
    </form>
  )
}

export function BulkActions({
  companyId,
  filters,
  selected,
  allMatching,
  total,
  scoredIds,
  onSelectAllMatching,
  onClear,
  campaigns,
  owners,
}: {
  companyId: string
  filters: LeadFilters
  selected: ReadonlySet<string>
  /** Every lead matching the filters, not only the ticked ones. */
  allMatching: boolean
  /** How many leads match the filters. */
  total: number
  /** With a score filter, every matching lead's id (scores are computed in the browser, so the database cannot filter by them). */
  scoredIds: readonly string[] | undefined
  onSelectAllMatching(): void
  onClear(): void
  campaigns: readonly { id: string; name: string }[]
  /** The company's members (id → name), to set the owner to. */
  owners: ReadonlyMap<string, string>
}) {
  const id = useId()
  const update = useBulkUpdateLeads(companyId)
  const remove = useDeleteLeads(companyId)
  const queryClient = useQueryClient()
  const count = allMatching ? total : selected.size
  if (count === 0) return null
  const what = countOf(count, 'lead')
  const target = (): LeadTarget =>
    !allMatching ? { ids: [...selected] } : filtersByScore(filters) ? { ids: scoredIds ?? [] } : { filters }
  const busy = update.isPending || remove.isPending

  const apply = (changes: { status?: LeadStatus; campaignId?: string | null; ownerId?: string | null }, done: string) =>
    update.mutate(
      { target: target(), changes },
      {
        onSuccess: (n) => {
          void notify(
            'success',
            n === count
              ? `${countOf(n, 'lead')} ${done}`
              : `${countOf(n, 'lead')} ${done}; the other ${countOf(count - n, 'lead')} already ${plural(count - n, 'was', 'were')}`,
          )
          onClear()
        },
        onError: (error) => void notify('error', `Nothing was changed. ${describeError(error).message}`),
      },
    )

  const undo = (batch: string) =>
    restoreDeletedLeads(queryClient, batch).then(
      (n) => void notify('success', `Restored ${countOf(n, 'lead')}`),
      (error: unknown) => void notify('error', `The leads were not restored. ${describeError(error).message}`),
    )

  return (
    <section aria-label="Bulk actions" className="my-3 flex flex-wrap items-end gap-3 rounded border border-line p-3">
      <p className="m-0 self-center" role="status">
        <strong>{what} selected</strong>
        {allMatching ? ' (every lead matching the search and filters)' : ''}.{' '}
        {!allMatching && total > selected.size && (
          <Button variant="secondary" onClick={onSelectAllMatching}>
            Select all {total.toLocaleString('en-US')} matching
          </Button>
        )}{' '}
        <Button variant="secondary" onClick={onClear}>
          Clear selection
        </Button>
      </p>
      <BulkChoiceForm
        id={`${id}-status`}
        label="Set status of the selected leads"
        options={[
          { value: '', label: 'Set status…' },
          ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
        ]}
        submitLabel="Apply status"
        busy={busy}
        onApply={(status) =>
          apply({ status: status as LeadStatus }, `set to ${LEAD_STATUS_LABELS[status as LeadStatus]}`)
        }
      />
      <BulkChoiceForm
        id={`${id}-campaign`}
        label="Set campaign of the selected leads"
        options={[
          { value: '', label: 'Set campaign…' },
          { value: NO_CAMPAIGN, label: 'No campaign' },
          ...campaigns.map((c) => ({ value: c.id, label: c.name })),
        ]}
        submitLabel="Apply campaign"
        busy={busy}
        onApply={(campaign) => {
          const name = campaigns.find((c) => c.id === campaign)?.name
          apply(
            { campaignId: campaign === NO_CAMPAIGN ? null : campaign },
            name ? `moved to “${name}”` : 'taken out of their campaign',
          )
        }}
      />
      <BulkChoiceForm
        id={`${id}-owner`}
        label="Set owner of the selected leads"
        options={[
          { value: '', label: 'Set owner…' },
          { value: NO_OWNER, label: UNASSIGNED },
          ...[...owners].map(([value, label]) => ({ value, label })),
        ]}
        submitLabel="Apply owner"
        busy={busy}
        onApply={(owner) =>
          apply(
            { ownerId: owner === NO_OWNER ? null : owner },
            owner === NO_OWNER ? 'left unassigned' : `assigned to ${owners.get(owner) ?? 'the member chosen'}`,
          )
        }
      />
      <ConfirmDeleteDialog
        title={`Delete ${what}?`}
        description={`They leave the list, the board and the figures at once. You can undo it from the message that follows for ${LEAD_UNDO_TOAST_SECONDS} seconds.`}
        confirmLabel={`Delete ${what}`}
        keepLabel="Keep them"
        trigger={
          <Button variant="secondary" disabled={busy}>
            <Trash2 aria-hidden="true" size={18} /> Delete
          </Button>
        }
        onConfirm={async () => {
          const result = await remove.mutateAsync(target())
          onClear()
          const refused = result.matched - result.deleted
          const note =
            refused > 0
              ? ` ${countOf(refused, 'lead')} you did not add ${plural(refused, 'was', 'were')} left: only their creator or an owner or admin can delete them.`
              : ''
          void notify(
            result.deleted > 0 ? 'success' : 'warning',
            `Deleted ${countOf(result.deleted, 'lead')}.${note}`,
            {
              duration: LEAD_UNDO_TOAST_SECONDS * 1000,
              ...(result.deleted > 0 ? { action: { label: 'Undo', onClick: () => undo(result.batch) } } : {}),
            },
          )
        }}
      />
    </section>
  )
}
