// The AI routes' limit per signed-in member (AI_LIMITER, 20 a minute in wrangler.toml): whatever may
// run an engine (a paid model) or write a row. `counted` leaves out what costs nothing.
import type { Context } from 'hono'
import type { MemberEnv } from '../middleware/member'
import { rateLimit } from '../middleware/rate-limit'

export const executivesLimit = (counted: (c: Context<MemberEnv>) => boolean = () => true) =>
  rateLimit<MemberEnv>(
    'AI_LIMITER',
    (c) => (counted(c) ? c.get('userId') : null),
    'The executives need a moment: try again in a minute',
  )
