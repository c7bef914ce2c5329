// The calls' dialogs: "Log a call" (optionally preset to a lead), "Edit call" and the delete
// confirmation. On success the dialog closes and a toast says so; on failure it stays open with
// what was typed and the database's reason.
import { Pencil, PhoneCall, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { CALL_OUTCOME_LABELS, type Call } from '../../../shared/schemas/call'
import { notify } from '../../app/notify'
import { Button } from '../../ui'
import { Dialog } from '../../ui/dialog'
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog'
import { formatDateTime } from '../../lib/format-date'
import { useDeleteCall, useLogCall, useUpdateCall } from './api'
import { CallForm } from './call-form'

export function LogCallDialog({
  companyId,
  leadId,
  label = 'Log a call',
}: {
  companyId: string
  leadId?: string
  label?: string
}) {
  const [open, setOpen] = useState(false)
  const log = useLogCall(companyId)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Log a call"
      description="Who you spoke to, how it went and what was said."
      trigger={
        <Button>
          <PhoneCall aria-hidden="true" size={18} /> {label}
        </Button>
      }
    >
      <CallForm
        companyId={companyId}
        leadId={leadId}
        submitLabel="Log call"
        onCancel={() => setOpen(false)}
        onSubmit={async (values) => {
          await log.mutateAsync(values)
          setOpen(false)
          void notify('success', `Call logged: ${CALL_OUTCOME_LABELS[values.outcome]}`)
        }}
      />
    </Dialog>
  )
}

export function EditCallDialog({ call, who }: { call: Call; who: string }) {
  const [open, setOpen] = useState(false)
  const update = useUpdateCall()
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit call"
      description={`The call with ${who} on ${formatDateTime(call.occurred_at)}.`}
      trigger={
        <Button variant="secondary" aria-label={`Edit the call with ${who} on ${formatDateTime(call.occurred_at)}`}>
          <Pencil aria-hidden="true" size={16} /> Edit
        </Button>
      }
    >
      <CallForm
        companyId={call.company_id}
        call={call}
        submitLabel="Save changes"
        onCancel={() => setOpen(false)}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: call.id, changes: values })
          setOpen(false)
          void notify('success', 'Call saved')
        }}
      />
    </Dialog>
  )
}

export function DeleteCallDialog({ call, who }: { call: Call; who: string }) {
  const remove = useDeleteCall()
  const when = formatDateTime(call.occurred_at)
  return (
    <ConfirmDeleteDialog
      title="Delete this call?"
      description={`The call with ${who} on ${when} is removed for everyone in your company. This cannot be undone.`}
      trigger={
        <Button variant="secondary" aria-label={`Delete the call with ${who} on ${when}`}>
          <Trash2 aria-hidden="true" size={16} /> Delete
        </Button>
      }
      confirmLabel="Delete call"
      keepLabel="Keep the call"
      onConfirm={async () => {
        await remove.mutateAsync(call.id)
        void notify('success', 'Call deleted')
      }}
    />
  )
}
