// /signup (the form is signup-form.tsx, hydrated on first use: lib/load-on-use.tsx).
import { loadOnUse } from '../../lib/load-on-use'

export default loadOnUse(() => import('./signup-form'))
