// spec §9: recent route history keeps 10 entries; it powers the "Back to where you were" link of
// the not-found pages and the admin refusal (back-link.tsx). Kept in this tab's session storage
// (gone when the tab closes) whatever the cookie choice: it holds only this site's paths, never
// leaves the browser, and the feature cannot work without it, so it is strictly necessary (listed
// as such in client/features/legal/documents/cookie-policy.tsx).
import { ROUTE_HISTORY_SIZE, SESSION_KEYS } from '../../shared/constants'
import { parser, readJson, writeJson } from '../lib/storage'

export const ROUTE_HISTORY_KEY = SESSION_KEYS.routeHistory

// Same-origin paths only: the back link must never lead off the site ('//host' is another origin).
const isLocalPath = (p: unknown): p is string => typeof p === 'string' && /^\/(?![/\\])/.test(p)
const HistoryParser = parser((value) => (Array.isArray(value) ? value.filter(isLocalPath) : null))

export function pushRoute(history: string[], path: string, size = ROUTE_HISTORY_SIZE): string[] {
  if (history[history.length - 1] === path) return history
  return [...history, path].slice(-size)
}

export function readRouteHistory(): string[] {
  return (readJson(ROUTE_HISTORY_KEY, HistoryParser, 'session') ?? []).slice(-ROUTE_HISTORY_SIZE)
}

/** Adds a visited path. Storage refused: no history, nothing breaks. */
export function recordRoute(path: string) {
  if (!isLocalPath(path)) return
  writeJson(ROUTE_HISTORY_KEY, pushRoute(readRouteHistory(), path), 'session')
}

/** The last page visited before `current`, if any. */
export function previousRoute(current: string): string | undefined {
  return readRouteHistory()
    .filter((p) => p !== current)
    .pop()
}
