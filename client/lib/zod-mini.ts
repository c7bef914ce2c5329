// zod's tree-shakable build (zod/mini) for code that loads with supabase-js or on a first load:
// about 6 KB gzipped where full zod is about 24 KB. Configured like shared/zod.ts: jitless, so zod
// never probes `new Function` (a CSP violation in the browser, forbidden in workerd).
import * as z from 'zod/mini'

z.config({ jitless: true })

export { z }
