// The buttons that answer a confirmation (delete this row, merge these leads): the confirm button
// shows progress and blocks a second click, the other one leaves things as they are, and a failure
// stays above them in words (client/lib/errors.ts) so the user can try again.
import { useState } from 'react'
import { Alert, Button } from './index'
import { describeError, type Attempt } from '../lib/errors'

export function ConfirmActions({
  confirmLabel,
  pendingLabel,
  keepLabel,
  onConfirm,
  onKeep,
  attempt,
}: {
  confirmLabel: string
  /** The confirm button's label while it runs, e.g. 'Deleting…'. */
  pendingLabel: string
  keepLabel: string
  /** Does it; a throw keeps the buttons, with the reason above them. */
  onConfirm(): Promise<void>
  onKeep(): void
  /** How a failure is worded (a save unless said otherwise). */
  attempt?: Attempt
}) {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions mb-0">
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true)
            setFailure(null)
            try {
              await onConfirm()
            } catch (error) {
              setFailure(describeError(error, attempt).message)
            } finally {
              setPending(false)
            }
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={pending}>
          {keepLabel}
        </Button>
      </div>
    </>
  )
}
