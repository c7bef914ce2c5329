// Listens for published critical errors and shows the dialog; the dialog's code (Radix) loads only
// when an error is actually published.
import { lazy, Suspense, useEffect, useState } from 'react'
import { logger } from '../../lib/logger'
import { onCriticalError, type CriticalError } from './critical-error'

const CriticalErrorDialog = lazy(() => import('./critical-error-dialog'))

export function CriticalErrorHost() {
  const [error, setError] = useState<CriticalError | null>(null)
  useEffect(
    () =>
      onCriticalError((e) => {
        logger.error(`Critical error ${e.code}: ${e.message}`)
        setError(e)
      }),
    [],
  )
  return error ? (
    <Suspense fallback={null}>
      <CriticalErrorDialog error={error} onClose={() => setError(null)} />
    </Suspense>
  ) : null
}
