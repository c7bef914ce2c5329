// spec §7 analytics: a route-visit and a route-access event, collected only while analytics consent
// is given (collection starts when it is given and stops when it is withdrawn). Events go to the
// Worker's first-party /api/events in small batches.
import type { AnalyticsEvent } from '../../shared/schemas/telemetry'
import { hasAnalyticsConsent } from './consent'

type NewEvent = AnalyticsEvent extends infer E ? (E extends AnalyticsEvent ? Omit<E, 'timestamp'> : never) : never

const queue: AnalyticsEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined

function flush() {
  timer = undefined
  if (!queue.length) return
  const events = queue.splice(0, 20)
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
  }).catch(() => {
    // Analytics never gets in the user's way.
  })
  if (queue.length) timer = setTimeout(flush, 0)
}

// Leaving the page must not lose what the last second queued: send it all on the way out
// (keepalive lets the request outlive the page).
let flushOnLeave = false
function sendAll() {
  if (timer) clearTimeout(timer)
  while (queue.length) flush()
}

/** Records an event if (and only if) analytics consent is given right now. */
export function track(event: NewEvent): boolean {
  if (!hasAnalyticsConsent()) return false
  queue.push({ ...event, timestamp: new Date().toISOString() } as AnalyticsEvent)
  timer ??= setTimeout(flush, 1000)
  if (!flushOnLeave) {
    flushOnLeave = true
    window.addEventListener('pagehide', sendAll)
  }
  return true
}

export const trackRouteVisit = (path: string) => track({ type: 'route-visit', path })
export const trackRouteAccess = (path: string, allowed: boolean, reason: 'signed-in' | 'not-signed-in' | 'not-admin') =>
  track({ type: 'route-access', path, allowed, reason })

/** Drops what was queued but not sent (consent withdrawn). */
export function discardPendingEvents() {
  queue.length = 0
  if (timer) clearTimeout(timer)
  timer = undefined
}
