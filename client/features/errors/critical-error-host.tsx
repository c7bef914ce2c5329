// Listens for published critical errors and shows the dialog; the dialog's code (Radix) loads only
// when an error is actually published. The dialog opens by itself, so on close focus goes back to
// whatever had it when the error arrived.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { logger } from '../../lib/logger'
import { onCriticalError, type CriticalError } from '../../lib/critical-error'

const CriticalErrorDialog = lazy(() => import('./critical-error-dialog'))

export function CriticalErrorHost() {
  const [error, setError] = useState<CriticalError | null>(null)
  const focusBefore = useRef<HTMLElement | null>(null)
  useEffect(
    () =>
      onCriticalError((e) => {
        logger.error(`Critical error ${e.code}: ${e.message}`)
        if (!focusBefore.current) focusBefore.current = document.activeElement as HTMLElement | null
        setError(e)
      }),
    [],
  )
  const restoreFocus = (event: Event) => {
    event.preventDefault()
    const target = focusBefore.current?.isConnected ? focusBefore.current : document.getElementById('main')
    focusBefore.current = null
    target?.focus({ preventScroll: true })
  }
  return error ? (
    <Suspense fallback={null}>
      <CriticalErrorDialog error={error} onClose={() => setError(null)} onCloseAutoFocus={restoreFocus} />
    </Suspense>
  ) : null
}
