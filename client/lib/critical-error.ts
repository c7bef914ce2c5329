// spec §3 critical error {message, code, isCritical}; §4: the critical error dialog opens when one
// is published. What counts as critical: any value (published, or thrown by a query or mutation —
// see client/app/query-client.ts) that has `isCritical: true`, a non-empty message and a code.
// Anything else — isCritical false or missing, or a malformed event — never opens the dialog.
// Throw `new CriticalAppError(message, code)` from data code for a failure the user cannot work
// around (the app's state can no longer be trusted); ordinary failures stay ordinary errors.
export type CriticalError = { message: string; code: string; isCritical: boolean }

export class CriticalAppError extends Error implements CriticalError {
  readonly isCritical = true
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
    this.name = 'CriticalAppError'
  }
}

const EVENT = 'boardroom-ai:critical-error'

export function isCriticalError(value: unknown): value is CriticalError & { isCritical: true } {
  if (typeof value !== 'object' || value === null) return false
  const { message, code, isCritical } = value as Record<string, unknown>
  return isCritical === true && typeof message === 'string' && message !== '' && typeof code === 'string' && code !== ''
}

/** Opens the dialog if (and only if) `error` is critical. Returns whether it was published. */
export function publishCriticalError(error: unknown): boolean {
  if (!isCriticalError(error) || typeof window === 'undefined') return false
  const { message, code } = error
  window.dispatchEvent(new CustomEvent<CriticalError>(EVENT, { detail: { message, code, isCritical: true } }))
  return true
}

/** Calls `listener` for each published critical error; events of any other shape are ignored. */
export function onCriticalError(listener: (error: CriticalError) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isCriticalError(detail)) listener({ message: detail.message, code: detail.code, isCritical: true })
  }
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
