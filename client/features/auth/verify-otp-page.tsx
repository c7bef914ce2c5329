// /verify-otp (the forms are verify-otp-form.tsx, hydrated on first use: lib/load-on-use.tsx).
import { loadOnUse } from '../../lib/load-on-use'

export default loadOnUse(() => import('./verify-otp-form'))
