// spec §4 toasts: typed success, info, warning, error or loading. The one way app code raises a
// toast outside the lazily loaded modules: the toast library loads with the toaster, after first
// paint, and a toast raised before the toaster mounts is shown when it does.
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading'

export function notify(type: ToastType, message: string, options?: { id?: string }) {
  return import('sonner').then(({ toast }) => toast[type](message, options))
}
