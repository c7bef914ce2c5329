// The one support address every page shows: the one a platform admin set on /admin/settings
// (platform_settings.support_email), else the deployment's SUPPORT_EMAIL. Visitors of the public and
// legal pages are anonymous and may not read the settings, so the Worker reads that one column with
// the service-role key (a fixed query, no visitor input) and embeds the answer in the page. Kept for
// a minute per isolate and refreshed after the response (stale while it revalidates), so a page
// waits for the database at most once per isolate, and never longer than READ_TIMEOUT_MS.
import type { Context } from 'hono'
import type { AppEnv, Config } from '../env'

const FRESH_MS = 60_000
const READ_TIMEOUT_MS = 500

type Kept = { value: string | null; at: number }
let kept: Kept | null = null

/** The address the admin set (null when blank); throws when the settings cannot be read. */
export async function readAdminAddress(config: Config, fetcher: typeof fetch = fetch): Promise<string | null> {
  if (!config.supabaseServiceRoleKey) throw new Error('No service-role key to read the platform settings')
  const res = await fetcher(`${config.supabaseUrl}/rest/v1/platform_settings?select=support_email&id=eq.true`, {
    headers: { apikey: config.supabaseServiceRoleKey, Authorization: `Bearer ${config.supabaseServiceRoleKey}` },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  })
  if (!res.ok) throw new Error(`The platform settings answered ${res.status}`)
  const rows = (await res.json()) as { support_email?: unknown }[]
  const value = rows[0]?.support_email
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The address to show: the admin's, else the configured default, else null (neither is set). */
export async function supportAddress(c: Context<AppEnv>, fetcher: typeof fetch = fetch): Promise<string | null> {
  const config = c.get('config')
  const fallback = config.supportEmail ?? null
  if (!config.supabaseServiceRoleKey) return fallback
  if (!kept || Date.now() - kept.at >= FRESH_MS) {
    const previous = kept
    const refresh = readAdminAddress(config, fetcher).then(
      (value) => {
        kept = { value, at: Date.now() }
      },
      // unreadable: keep what was known (or nothing) and try again after a while
      () => {
        kept = { value: previous?.value ?? null, at: Date.now() }
      },
    )
    if (!previous) await refresh
    else {
      try {
        c.executionCtx.waitUntil(refresh)
      } catch {
        // no execution context (a test's app.request): the refresh runs on its own
      }
    }
  }
  return kept?.value ?? fallback
}

/** Forgets what was read (tests). */
export const forgetSupportAddress = () => {
  kept = null
}
