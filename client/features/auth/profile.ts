// spec §3 Profile, as read from the profiles table: defaults are empty strings, the default role is
// user. Rows are validated on read; a bad field falls back to its default. Loaded with the first
// profile read (api.ts), not with the page.
import type { Profile } from './app-user'
import { z } from '../../lib/zod-mini'

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.catch(z.string(), ''),
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  avatar: z.catch(z.string(), ''),
  role: z.catch(z.enum(['user', 'admin']), 'user'),
  company: z.catch(z.string(), ''),
  company_id: z.catch(z.nullable(z.string()), null),
  industry: z.catch(z.string(), ''),
})

// The schema's output is the Profile type app-user.ts declares (checked here, at compile time).
const _sameShape: Profile = {} as z.infer<typeof ProfileSchema>
void _sameShape
