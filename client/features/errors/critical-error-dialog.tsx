// spec §4, §8 critical error dialog: 'Application Error', "We've encountered an unexpected error.
// Our team has been notified.", the message and 'Error code: {code}'; Close or Refresh Application.
import { Button } from '../../ui'
import { Dialog } from '../../ui/dialog'
import type { CriticalError } from '../../lib/critical-error'

export default function CriticalErrorDialog({
  error,
  onClose,
  onCloseAutoFocus,
}: {
  error: CriticalError
  onClose(): void
  onCloseAutoFocus(event: Event): void
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Application Error"
      role="alertdialog"
      description="We've encountered an unexpected error. Our team has been notified."
    >
      <p>{error.message}</p>
      <p className="muted">Error code: {error.code}</p>
      <div className="actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => window.location.reload()}>Refresh Application</Button>
      </div>
    </Dialog>
  )
}
