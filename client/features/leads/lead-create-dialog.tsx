// "Add lead": the form in a dialog. On success the dialog closes, a toast names the lead, and the
// list (refreshed) shows it; on failure the dialog stays open with what was typed.
import { Plus } from 'lucide-react'
import { leadName } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Button } from '../../ui'
import { Dialog } from '../../ui/dialog'
import { useMemberNames } from '../members/api'
import { useCampaigns } from '../campaigns/api'
import { useCreateLead } from './api'
import { LeadForm } from './lead-form'

export function LeadCreateDialog({
  companyId,
  open,
  onOpenChange,
}: {
  companyId: string
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const create = useCreateLead(companyId)
  const campaigns = useCampaigns(companyId)
  const owners = useMemberNames(companyId)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a lead"
      description="Who they are, where they came from and what the deal may be worth."
      trigger={
        <Button>
          <Plus aria-hidden="true" size={18} /> Add lead
        </Button>
      }
    >
      <LeadForm
        campaigns={campaigns.data ?? []}
        owners={owners.data}
        submitLabel="Add lead"
        onCancel={() => onOpenChange(false)}
        onSubmit={async (values) => {
          const lead = await create.mutateAsync(values)
          onOpenChange(false)
          void notify('success', `Added ${leadName(lead)}`)
        }}
      />
    </Dialog>
  )
}
