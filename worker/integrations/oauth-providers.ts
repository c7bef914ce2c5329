// Every provider a company connects through OAuth 2 (./oauth.ts), by id. A new provider is one
// module implementing ./providers.ts's OAuthProvider and one line here; the id must be in the CHECK
// lists of oauth_states, integration_secrets and integration_connections.
import { calendly } from './calendly'
import { notion } from './notion'
import type { OAuthProvider } from './providers'

export const OAUTH_PROVIDERS = {
  calendly,
  notion,
} satisfies Record<string, OAuthProvider>

export type OAuthProviderId = keyof typeof OAUTH_PROVIDERS
export const OAUTH_PROVIDER_IDS = Object.keys(OAUTH_PROVIDERS) as [OAuthProviderId, ...OAuthProviderId[]]
