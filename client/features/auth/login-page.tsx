// /login (the form is login-form.tsx, hydrated on first use: lib/load-on-use.tsx). Arriving to
// finish a sign-out (?logout) or with the guard's notice, it loads at once to say so.
import { loadOnUse } from '../../lib/load-on-use'

export default loadOnUse(() => import('./login-form'), {
  now: () => ['logout', 'notice'].some((key) => new URLSearchParams(window.location.search).has(key)),
})
