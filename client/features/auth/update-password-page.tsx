// /update-password (the form is update-password-form.tsx, hydrated on first use: lib/load-on-use.tsx).
// Opened from a recovery link (?token_hash=…, or the auth server's #access_token=… / #error=…), it
// loads at once to verify the link.
import { loadOnUse } from '../../lib/load-on-use'

export default loadOnUse(() => import('./update-password-form'), {
  now: () => new URLSearchParams(window.location.search).has('token_hash') || window.location.hash.length > 1,
})
