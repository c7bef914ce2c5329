// zod, configured once. `jitless` stops zod probing `new Function` — both the browser's CSP (no
// 'unsafe-eval') and the Workers runtime forbid eval, and the probe shows up as a CSP violation.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
