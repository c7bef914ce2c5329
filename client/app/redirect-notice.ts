// spec §2, §8: a page reached through a redirect tells the user why ('Redirecting to the correct
// page', 'Invalid legal document route'). The resolver leaves a fixed code in the query string;
// this shows its notice as an info toast and drops the code from the address bar.
import { useEffect } from 'react'
import { takeRedirectNotice } from '../../shared/redirects'
import { notify } from './notify'

/** `search` is the current query string; `replace` swaps it for the one without the code. */
export function useRedirectNotice(search: string, replace: (search: string) => void) {
  useEffect(() => {
    const taken = takeRedirectNotice(search)
    if (!taken) return
    replace(taken.search)
    void notify('info', taken.notice, { id: 'redirect-notice' })
  }, [search])
}
