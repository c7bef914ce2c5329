// /api/admin: what the admin area needs from the edge. Only a platform admin gets in.
//   GET /api/admin/system          the Worker's configuration and a live check of each service it uses
//   GET /api/admin/integrations    whether each integration's secrets are set here (never their values)
//   GET /api/admin/launch-checks   the server-side facts of the launch checklist (/admin/launch-prep):
//                                  whether settings and bindings are set (never their values) and the
//                                  accounts that matter before going live
//   /api/admin/webhooks            sending webhook test events (./webhooks.ts)
import { Hono, type MiddlewareHandler } from 'hono'
import type { MergeSchemaPath } from 'hono/types'
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/constants'
import { DEMO_EMAIL_DOMAIN, type LaunchFacts } from '../../shared/schemas/admin'
import { credentialStatus } from '../../shared/schemas/integrations'
import type { Config } from '../env'
import { requireMember, type MemberEnv } from '../middleware/member'
import type { RoutesOf } from './validate'
import { webhooks, type WebhookRoutes } from './webhooks'
import { countOf } from '../../shared/plural'
import { ApiError } from './api-error'

// A platform admin only: the caller's own profile (read under RLS) must say 'admin'.
const requireAdmin: MiddlewareHandler<MemberEnv> = async (c, next) => {
  const profile = await c.get('db').from('profiles').select('role').eq('id', c.get('userId')).maybeSingle()
  if (profile.data?.role !== 'admin') throw new ApiError(403, 'forbidden', ADMIN_REQUIRED_MESSAGE)
  await next()
}

export type ServiceCheck = {
  id: 'auth' | 'database' | 'ai'
  label: string
  ok: boolean
  ms: number | null
  detail: string
}

async function timed(run: () => Promise<string>): Promise<{ ok: boolean; ms: number; detail: string }> {
  const started = Date.now()
  try {
    const detail = await run()
    return { ok: true, ms: Date.now() - started, detail }
  } catch (error) {
    return { ok: false, ms: Date.now() - started, detail: error instanceof Error ? error.message : String(error) }
  }
}

function aiDetail(ai: Config['ai']): string {
  if (ai.provider === 'builtin') return 'Built-in engine: rules over each company’s CRM figures, no model calls'
  if (ai.provider === 'workers-ai') return `Workers AI, model ${ai.model}`
  return `OpenAI-compatible API at ${new URL(ai.baseUrl).host}, model ${ai.model}`
}

export const admin = new Hono<MemberEnv>()
admin.use(requireMember('Sign in as an admin'), requireAdmin)
admin.route('/webhooks', webhooks)

const system = admin.get('/system', async (c) => {
  const config = c.get('config')
  const auth = await timed(async () => {
    const res = await fetch(`${config.supabaseUrl}/auth/v1/health`, {
      headers: { apikey: config.supabaseAnonKey },
      signal: AbortSignal.timeout(5000),
    })
    if (!res.ok) throw new Error(`The sign-in service answered ${res.status}`)
    return 'Answering'
  })
  const database = await timed(async () => {
    const { count, error } = await c.get('db').from('profiles').select('*', { count: 'exact', head: true })
    if (error) throw new Error(error.message)
    return countOf(count ?? 0, 'account')
  })
  const checks: ServiceCheck[] = [
    { id: 'auth', label: 'Sign-in service (Supabase Auth)', ...auth },
    { id: 'database', label: 'Database (Supabase REST, row level security)', ...database },
    { id: 'ai', label: 'AI engine', ok: true, ms: null, detail: aiDetail(config.ai) },
  ]
  return c.json(
    {
      checkedAt: new Date().toISOString(),
      worker: {
        env: config.appEnv,
        backend: new URL(config.supabaseUrl).host,
        cdn: config.cdnOrigin ?? null,
        aiProvider: config.ai.provider,
      },
      checks,
    },
    200,
  )
})

const integrations = admin.get('/integrations', (c) =>
  c.json(credentialStatus(c.env as unknown as Record<string, unknown>, new URL(c.req.url).origin), 200, {
    'Cache-Control': 'no-store',
  }),
)

const isBound = (binding: unknown) => typeof (binding as { limit?: unknown } | undefined)?.limit === 'function'

const launchChecks = admin.get('/launch-checks', async (c) => {
  const config = c.get('config')
  const db = c.get('db')
  // The caller is an admin, so RLS lets these read every profile.
  const [admins, demo] = await Promise.all([
    db.from('profiles').select('*', { count: 'exact', head: true }).eq('role', 'admin'),
    db.from('profiles').select('email').ilike('email', `%${DEMO_EMAIL_DOMAIN}`).order('email'),
  ])
  const error = admins.error ?? demo.error
  if (error) throw new ApiError(502, 'database', `The accounts could not be read: ${error.message}`)
  const facts: LaunchFacts = {
    checkedAt: new Date().toISOString(),
    env: config.appEnv,
    supabaseHost: new URL(config.supabaseUrl).hostname,
    ai: { provider: config.ai.provider, model: config.ai.provider === 'builtin' ? null : config.ai.model },
    rateLimiters: { TELEMETRY_LIMITER: isBound(c.env.TELEMETRY_LIMITER), AI_LIMITER: isBound(c.env.AI_LIMITER) },
    admins: admins.count ?? 0,
    demoAccounts: (demo.data ?? []).map((r) => r.email),
  }
  return c.json(facts, 200)
})

export type AdminRoutes = RoutesOf<typeof system> &
  RoutesOf<typeof integrations> &
  RoutesOf<typeof launchChecks> &
  MergeSchemaPath<WebhookRoutes, '/webhooks'>
