// On /dev/debug (local mode only): exercise the app-wide systems by hand, through the same functions
// the product uses — one toast of each spec §4 type (to check the §9 toaster settings and the
// theme), and the critical error dialog (a critical error opens it, a non-critical one must not).
import { useState } from 'react'
import { notify, type ToastType } from '../../app/notify'
import { Button, Card } from '../../ui'
import { publishCriticalError } from '../../lib/critical-error'

const TYPES: ToastType[] = ['success', 'info', 'warning', 'error', 'loading']
const label = (type: ToastType) => `${type[0].toUpperCase()}${type.slice(1)}`

export const CHECK_ERROR = {
  message: 'Published from the debug page to check the critical error dialog.',
  code: 'DEV_CHECK',
}

export function SystemsCheck() {
  const [published, setPublished] = useState<string | null>(null)
  const publish = (isCritical: boolean) => {
    const opened = publishCriticalError({ ...CHECK_ERROR, isCritical })
    setPublished(
      opened ? 'Published a critical error.' : 'Not published: only an error with isCritical true opens the dialog.',
    )
  }
  return (
    <>
      <Card title="Toasts">
        <p className="muted">Each button shows one toast of that type, as the app raises them.</p>
        <div className="actions">
          {TYPES.map((type) => (
            <Button
              key={type}
              variant="secondary"
              onClick={() => void notify(type, `${label(type)} toast from the debug page`)}
            >
              {label(type)} toast
            </Button>
          ))}
        </div>
      </Card>
      <Card title="Critical error dialog">
        <div className="actions">
          <Button variant="secondary" onClick={() => publish(true)}>
            Publish a critical error
          </Button>
          <Button variant="secondary" onClick={() => publish(false)}>
            Publish a non-critical error
          </Button>
        </div>
        {published && <p role="status">{published}</p>}
      </Card>
    </>
  )
}
