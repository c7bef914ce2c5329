// spec §9: recent route history keeps 10 entries; it powers "back to where you were".
import { ROUTE_HISTORY_SIZE } from '../../shared/constants'

const KEY = 'boardroom-ai.route-history'

export function pushRoute(history: string[], path: string, size = ROUTE_HISTORY_SIZE): string[] {
  if (history[history.length - 1] === path) return history
  return [...history, path].slice(-size)
}

export function readRouteHistory(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string').slice(-ROUTE_HISTORY_SIZE) : []
  } catch {
    return []
  }
}

export function recordRoute(path: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pushRoute(readRouteHistory(), path)))
  } catch {
    // Storage unavailable: no history, nothing breaks.
  }
}

/** The last page visited before `current`, if any. */
export function previousRoute(current: string): string | undefined {
  return readRouteHistory().filter((p) => p !== current).pop()
}
