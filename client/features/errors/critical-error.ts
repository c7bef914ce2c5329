// spec §3 critical error {message, code, isCritical}; §4: the critical error dialog opens when one is
// published. Any module may publish; the dialog (mounted in each app root) subscribes.
export type CriticalError = { message: string; code: string; isCritical: boolean }

const EVENT = 'boardroom-ai:critical-error'

export function publishCriticalError(error: CriticalError) {
  if (!error.isCritical) return
  window.dispatchEvent(new CustomEvent<CriticalError>(EVENT, { detail: error }))
}

export function onCriticalError(listener: (error: CriticalError) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<CriticalError>).detail)
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
