// spec §2, §8: a page reached through a redirect tells the user why ('Redirecting to the correct
// page' for the spec's alias redirects, 'Invalid legal document route' for a legal guess; nothing
// for fixed redirects, fall-backs, not-found or sign-out: shared/redirects.ts decides). The resolver
// leaves a fixed code in the query string; this shows its notice as an info toast and drops the code
// from the address bar.
import { useEffect, useEffectEvent } from 'react'
import { takeRedirectNotice } from '../../shared/redirect-notice'
import { notify } from './notify'

/**
 * `search` is the current query string; `replace` swaps it for the one without the code. While
 * `hold` is true the code is left where it is: a guarded page without a user sends the visitor to
 * /login with the whole address (code included) as the origin to return to, and the notice shows
 * when they are back, signed in (client/features/auth/route-guard.tsx).
 */
export function useRedirectNotice(search: string, replace: (search: string) => void, hold = false) {
  // `replace` is the caller's latest: a new function each render must not show the notice again.
  const show = useEffectEvent((taken: NonNullable<ReturnType<typeof takeRedirectNotice>>) => {
    replace(taken.search)
    void notify('info', taken.notice, { id: 'redirect-notice' })
  })
  useEffect(() => {
    if (hold) return
    const taken = takeRedirectNotice(search)
    if (taken) show(taken)
  }, [search, hold])
}
