// /reset-password (the form is reset-password-form.tsx, hydrated on first use: lib/load-on-use.tsx).
import { loadOnUse } from '../../lib/load-on-use'

export default loadOnUse(() => import('./reset-password-form'))
