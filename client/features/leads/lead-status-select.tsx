// Quick status change from the list: a labelled select per row; the change is saved at once and
// confirmed (or refused) by a toast.
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadName,
  type LeadStatus,
  type LeadWithCampaign,
} from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Select } from '../../ui'
import { describeError } from '../../lib/errors'
import { useUpdateLead } from './api'

const OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))

export function LeadStatusSelect({ lead }: { lead: LeadWithCampaign }) {
  const update = useUpdateLead()
  const name = leadName(lead)
  return (
    <Select
      compact
      id={`lead-status-${lead.id}`}
      label={`Status of ${name}`}
      options={OPTIONS}
      value={update.isPending ? update.variables.changes.status : lead.status}
      disabled={update.isPending}
      onChange={(e) => {
        const status = e.currentTarget.value as LeadStatus
        update.mutate(
          { id: lead.id, changes: { status } },
          {
            onSuccess: () => void notify('success', `${name} is now ${LEAD_STATUS_LABELS[status]}`),
            onError: (error) => void notify('error', `${name} was not changed. ${describeError(error).message}`),
          },
        )
      }}
    />
  )
}
