// A company's OAuth connection to a provider as the screens see it (worker/integrations/oauth.ts):
// status, whose account, when connected, last sync and last error — never a token. Also what the
// callback tells the page it sends the browser back to (?oauth=<result>&reason=<provider's words>).
import { z } from '../zod'

export const CONNECTION_COLUMNS =
  'status, account_label, connected_at, last_sync_at, last_error, last_error_at' as const

export const ConnectionSchema = z.object({
  status: z.enum(['connected', 'failing']),
  account_label: z.string(),
  connected_at: z.string(),
  last_sync_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
})
export type Connection = z.infer<typeof ConnectionSchema>

/** GET /api/integrations/:provider/connection: configured here (what is missing), and the company's connection. */
export type ConnectionStatus = {
  configured: boolean
  missing: string[]
  redirectUri: string
  connection: Connection | null
}

/** The callback's result codes (the `oauth` query parameter on the page it returns to). */
export const OAUTH_RESULTS = [
  'connected',
  'not_configured',
  'state_missing',
  'state_unknown',
  'state_used',
  'state_expired',
  'not_allowed',
  'denied',
  'exchange_failed',
  'setup_failed',
  'storage',
] as const
export type OAuthResult = (typeof OAUTH_RESULTS)[number]

/** What the page says for each result; the provider's own words, when it gave some, follow. */
export function oauthResultMessage(result: OAuthResult, provider: string): string {
  switch (result) {
    case 'connected':
      return `${provider} is connected.`
    case 'not_configured':
      return `${provider} is not configured on this deployment, so nothing was connected.`
    case 'state_missing':
      return `${provider} sent the browser back without the state this app gave it, so nothing was connected. Start again with the button below.`
    case 'state_unknown':
      return `This ${provider} approval was not started here, so nothing was connected. Start again with the button below.`
    case 'state_used':
      return `This ${provider} approval was already used, so nothing more was connected.`
    case 'state_expired':
      return `The ${provider} approval took longer than 10 minutes and expired, so nothing was connected. Start again with the button below.`
    case 'not_allowed':
      return `Only an owner or admin of the company can connect ${provider}, and whoever started this approval no longer is, so nothing was connected.`
    case 'denied':
      return `${provider} was not connected: access was declined at ${provider}. Nothing was stored.`
    case 'exchange_failed':
      return `${provider} refused the approval, so nothing was connected.`
    case 'setup_failed':
      return `${provider} was reached but could not be set up, so nothing was connected.`
    case 'storage':
      return `The ${provider} connection could not be saved. Try again.`
  }
}
