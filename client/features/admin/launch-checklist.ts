// The launch checklist (/admin/launch-prep): each item passed, failed or needing attention, with
// the reason read from the real deployment and how to fix it. The facts come from the Worker
// (GET /api/admin/launch-checks: settings and bindings, never their values) and from this browser
// (the headers of / and the legal pages' answers). Pure, so every rule is unit-tested.
import type { LaunchFacts } from '../../../shared/schemas/admin'
import { DEMO_EMAIL_DOMAIN } from '../../../shared/schemas/admin'
import { countOf } from '../../../shared/plural'
import { checkSecurityHeaders } from './diagnostics'

export type LaunchStatus = 'pass' | 'fail' | 'attention'
export type LaunchItem = { id: string; label: string; status: LaunchStatus; reason: string; fix: string | null }

/** What this browser found: the headers of / (null if it did not answer) and each legal page's answer. */
export type BrowserFacts = {
  rootHeaders: Headers | null
  legal: { path: string; status: number; redirected: boolean }[]
}

/** True for an address that only reaches this machine (localhost, 127.0.0.0/8, ::1, 0.0.0.0). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  )
}

const list = (items: readonly string[]) => items.join(', ')

export function launchChecklist(facts: LaunchFacts, browser: BrowserFacts): LaunchItem[] {
  const missingLimiters = (Object.keys(facts.rateLimiters) as (keyof LaunchFacts['rateLimiters'])[]).filter(
    (name) => !facts.rateLimiters[name],
  )
  const headers = browser.rootHeaders ? checkSecurityHeaders(browser.rootHeaders) : null
  const badLegal = browser.legal.filter((p) => p.status !== 200 || p.redirected)
  return [
    facts.env === 'production'
      ? {
          id: 'env',
          label: 'Production environment',
          status: 'pass',
          reason: 'APP_ENV is production: the dev pages answer 404.',
          fix: null,
        }
      : {
          id: 'env',
          label: 'Production environment',
          status: 'fail',
          reason: 'APP_ENV is local: /dev-admin-helper lets any signed-in account make itself an admin.',
          fix: 'Deploy with `wrangler deploy --env production`, which sets APP_ENV=production.',
        },
    isLoopbackHost(facts.supabaseHost)
      ? {
          id: 'supabase',
          label: 'Database address',
          status: 'fail',
          reason: `SUPABASE_URL points at ${facts.supabaseHost}, this machine's own address: no visitor's browser can reach it.`,
          fix: 'Pass the hosted project’s URL (https://<ref>.supabase.co) and its anon key in the deploy command.',
        }
      : {
          id: 'supabase',
          label: 'Database address',
          status: 'pass',
          reason: `SUPABASE_URL points at ${facts.supabaseHost}.`,
          fix: null,
        },
    facts.ai.provider === 'builtin'
      ? {
          id: 'ai',
          label: 'AI engine',
          status: 'attention',
          reason:
            'The built-in engine is configured: rules only, over each company’s CRM figures, with no language model.',
          fix: 'Fine to launch with. For model answers set AI_PROVIDER=workers-ai with AI_MODEL and the [ai] binding, or AI_PROVIDER=openai with AI_MODEL and the AI_API_KEY secret.',
        }
      : {
          id: 'ai',
          label: 'AI engine',
          status: 'pass',
          reason: `${facts.ai.provider === 'openai' ? 'An OpenAI-compatible API' : 'Workers AI'}, model ${facts.ai.model ?? 'not named'}.`,
          fix: null,
        },
    missingLimiters.length === 0
      ? {
          id: 'rate-limits',
          label: 'Rate limits',
          status: 'pass',
          reason: 'TELEMETRY_LIMITER and AI_LIMITER are bound.',
          fix: null,
        }
      : {
          id: 'rate-limits',
          label: 'Rate limits',
          status: 'fail',
          reason: `Not bound: ${list(missingLimiters)}. Without them telemetry and AI requests are not limited.`,
          fix: 'Add the [[env.production.ratelimits]] entries of wrangler.toml to the deployed environment.',
        },
    facts.admins > 0
      ? {
          id: 'admins',
          label: 'Platform admin',
          status: 'pass',
          reason: `${countOf(facts.admins, 'platform admin')}.`,
          fix: null,
        }
      : {
          id: 'admins',
          label: 'Platform admin',
          status: 'fail',
          reason: 'No account is a platform admin.',
          fix: "Set role = 'admin' on one profile with the Supabase SQL editor.",
        },
    facts.demoAccounts.length === 0
      ? {
          id: 'demo-accounts',
          label: 'Demo accounts removed',
          status: 'pass',
          reason: `No ${DEMO_EMAIL_DOMAIN} account remains.`,
          fix: null,
        }
      : {
          id: 'demo-accounts',
          label: 'Demo accounts removed',
          status: 'fail',
          reason: `${countOf(facts.demoAccounts.length, 'seeded demo account')} with a public password: ${list(facts.demoAccounts)}.`,
          fix: 'Delete them in Supabase (Authentication → Users), and never apply supabase/seed.sql to production.',
        },
    !headers
      ? {
          id: 'headers',
          label: 'Security headers on /',
          status: 'fail',
          reason: 'The home page did not answer this browser.',
          fix: 'Check that the Worker is deployed on this address.',
        }
      : headers.status === 'pass'
        ? { id: 'headers', label: 'Security headers on /', status: 'pass', reason: `${headers.detail}.`, fix: null }
        : {
            id: 'headers',
            label: 'Security headers on /',
            status: 'fail',
            reason: `${headers.detail}.`,
            fix: 'The Worker sets them (worker/middleware/security-headers.ts): check that nothing in front of it removes or rewrites them.',
          },
    badLegal.length === 0
      ? {
          id: 'legal',
          label: 'Legal pages',
          status: 'pass',
          reason: `All ${browser.legal.length} legal pages answer 200.`,
          fix: null,
        }
      : {
          id: 'legal',
          label: 'Legal pages',
          status: 'fail',
          reason: `Not answering 200: ${list(badLegal.map((p) => `${p.path} (${p.redirected ? 'redirected' : p.status || 'no answer'})`))}.`,
          fix: 'Each legal page must be served by the Worker at its own address (shared/routes.ts, LEGAL_PAGES).',
        },
  ]
}

/** The headline: nothing failing means ready (items needing attention are choices, not blockers). */
export function launchSummary(items: readonly LaunchItem[]): string {
  const failed = items.filter((i) => i.status === 'fail').length
  const attention = items.filter((i) => i.status === 'attention').length
  const notes = attention ? ` ${countOf(attention, 'item needs', 'items need')} attention.` : ''
  return failed === 0
    ? `Ready to launch: every check passed.${notes}`
    : `Not ready: ${countOf(failed, 'check')} failed.${notes}`
}
