// "Delete …?" for a row: an alert dialog opened by its trigger, the consequence in words, a
// confirm button that shows progress, and the database's refusal kept in the dialog on failure.
import { useState, type ReactElement } from 'react'
import { Alert, Button } from './index'
import { Dialog } from './dialog'
import { describeError } from '../lib/errors'

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
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setFailure(null)
      }}
      role="alertdialog"
      title={title}
      description={description}
      trigger={trigger}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions mb-0">
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true)
            try {
              await onConfirm()
              setOpen(false)
            } catch (error) {
              setFailure(describeError(error, { action: 'delete' }).message)
            } finally {
              setPending(false)
            }
          }}
        >
          {pending ? 'Deleting…' : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          {keepLabel}
        </Button>
      </div>
    </Dialog>
  )
}
