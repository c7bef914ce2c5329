// "Delete …?" for a row: an alert dialog opened by its trigger, the consequence in words, a
// confirm button that shows progress, and the database's refusal kept in the dialog on failure.
import { useState, type ReactElement } from 'react'
import { ConfirmActions } from './confirm-actions'
import { Dialog } from './dialog'

export function ConfirmDeleteDialog({
  title,
  description,
  trigger,
  confirmLabel,
  keepLabel,
  onConfirm,
}: {
  title: string
  description: string
  trigger: ReactElement
  confirmLabel: string
  keepLabel: string
  /** Deletes; a throw keeps the dialog open with the reason. */
  onConfirm(): Promise<void>
}) {
  const [open, setOpen] = useState(false)
  return (
    // The dialog's content unmounts when it closes, so a failure shown in it goes with it.
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={title}
      description={description}
      trigger={trigger}
    >
      <ConfirmActions
        confirmLabel={confirmLabel}
        pendingLabel="Deleting…"
        keepLabel={keepLabel}
        onConfirm={async () => {
          await onConfirm()
          setOpen(false)
        }}
        onKeep={() => setOpen(false)}
        attempt={{ action: 'delete' }}
      />
    </Dialog>
  )
}
