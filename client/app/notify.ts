// spec §4 toasts: typed success, info, warning, error or loading. The one way code raises a toast:
// the toast library and the toaster load with the first toast or once the page is idle after load
// (./deferred-toaster), and sonner replays a toast raised before the toaster subscribes.
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading'

let wanted = false
const waiting = new Set<() => void>()

/** Calls `listener` once, at the first toast of the page (at once if there was one already). */
export function onFirstToast(listener: () => void): () => void {
  if (wanted) {
    listener()
    return () => {}
  }
  waiting.add(listener)
  return () => void waiting.delete(listener)
}

/** `action`: one button on the toast (e.g. "Undo"); `duration`: how long it stays, in ms (sonner's default otherwise). */
export type NotifyOptions = { id?: string; action?: { label: string; onClick(): void }; duration?: number }

export function notify(type: ToastType, message: string, options?: NotifyOptions) {
  if (!wanted) {
    wanted = true
    for (const listener of waiting) listener()
    waiting.clear()
  }
  return import('sonner').then(({ toast }) => toast[type](message, options))
}
