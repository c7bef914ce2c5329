// spec §4, §8 critical error dialog: 'Application Error', "We've encountered an unexpected error.
// Our team has been notified.", the message and 'Error code: {code}'; Close or Refresh Application.
import { Dialog } from '../../ui/dialog'
import type { CriticalError } from './critical-error'

export default function CriticalErrorDialog({ error, onClose }: { error: CriticalError; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Application Error" role="alertdialog" description="We've encountered an unexpected error. Our team has been notified.">
      <p>{error.message}</p>
      <p className="muted">Error code: {error.code}</p>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh Application
        </button>
      </div>
    </Dialog>
  )
}
