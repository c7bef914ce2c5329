// The one interface an OAuth 2 provider implements to be connected per company.
// The framework (./oauth.ts) does everything the protocol defines — state, PKCE, the code exchange,
// sealing, refresh, revocation — from the endpoints and client settings here; a provider adds only
// what is its own: who was connected (the account label) and what it sets up at the provider on
// connect (Calendly: a webhook subscription) and takes down on disconnect.
import type { Bindings } from '../env'

/** What the framework keeps of a token response (RFC 6749 §5.1), sealed in integration_secrets. */
export type OAuthTokens = {
  accessToken: string
  /** null when the provider issues none (then the access token must not expire). */
  refreshToken: string | null
  /** Epoch milliseconds; null when the provider gives no expires_in. */
  expiresAt: number | null
  scope: string | null
}

export type OAuthEndpoints = {
  authorize: string
  token: string
  /** RFC 7009 revocation endpoint, or null when the provider has none. */
  revoke: string | null
}

/** Passed to a provider's own steps: a live access token for the company. */
export type ProviderContext = {
  env: Bindings
  companyId: string
  accessToken: string
  /** This deployment's origin (https://app.example), for addresses the provider must call back. */
  origin: string
}

export type ConnectedAccount = {
  /** Shown on the company's and the admin's screens: whose account it is (never a secret). */
  label: string
  /** Anything the provider's later steps need (resource URIs, a webhook subscription) — never a secret. */
  summary: Record<string, unknown>
}

export type OAuthProvider = {
  id: string
  name: string
  /** The company's page for this provider: where the callback sends the browser back. */
  page: string
  /** Worker settings this provider needs beyond INTEGRATIONS_ENCRYPTION_KEY, in the order screens list them. */
  required: readonly string[]
  endpoints(env: Bindings): OAuthEndpoints
  client(env: Bindings): { clientId: string; clientSecret: string }
  /** Space-joined into `scope`; empty sends none. */
  scopes: readonly string[]
  /** RFC 7636: send code_challenge (S256) and code_verifier. */
  pkce: boolean
  /** How the token endpoint takes the client's credentials: in the form body or HTTP Basic (RFC 6749 §2.3.1). */
  clientAuth: 'body' | 'basic'
  /** The token endpoint's body: form-encoded (RFC 6749) or JSON (Notion). */
  tokenBody: 'form' | 'json'
  /** Extra authorization request parameters (Notion: owner=user). */
  authorizeParams?: Record<string, string>
  /** After the code is exchanged: who was connected and what was set up. A throw undoes the connection. */
  onConnect(ctx: ProviderContext & { tokenResponse: Record<string, unknown> }): Promise<ConnectedAccount>
  /** Before the token is revoked: take down what onConnect set up. A throw keeps the connection. */
  onDisconnect?(ctx: ProviderContext & { summary: Record<string, unknown> }): Promise<void>
}

/** A provider's API said no, with its reason; `status` is the provider's HTTP status (0: unreachable). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
