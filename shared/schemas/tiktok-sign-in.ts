// Sign in with TikTok: what the browser sends the Worker and what it answers
// (worker/api/tiktok-sign-in.ts), and every message a person can be shown, written once.
import { z } from '../zod'

/** Sign-in providers besides email and password that a deployment may offer. */
export type SignInProvider = 'tiktok'

/**
 * The domain of the address an account made by signing in with TikTok gets: TikTok shares no email
 * address and the auth server needs one. `.invalid` is reserved (RFC 2606) and never delivers.
 */
export const TIKTOK_ACCOUNT_EMAIL_DOMAIN = 'users.tiktok.invalid'

/** Whether a sign-in email is such an address: the account has no email of its own. */
export const isTikTokAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${TIKTOK_ACCOUNT_EMAIL_DOMAIN}`)

/** How long a started sign-in stays usable, in minutes (the state row and its cookie). */
export const TIKTOK_STATE_MINUTES = 10

/** What /auth/tiktok/callback received from TikTok, passed on as it came. */
export const TikTokCallbackSchema = z
  .object({
    state: z.string({ error: 'state is required' }).min(1, 'state is required').max(200, 'state is too long'),
    code: z.string().min(1).max(2000, 'code is too long').optional(),
    error: z.string().min(1).max(100, 'error is too long').optional(),
    errorDescription: z.string().max(500, 'errorDescription is too long').optional(),
  })
  .refine((v) => v.code !== undefined || v.error !== undefined, { error: 'code or error is required', path: ['code'] })
export type TikTokCallback = z.infer<typeof TikTokCallbackSchema>

/** Where to go after signing in (a same-site path; anything else falls back to the dashboard). */
export const TikTokStartSchema = z.object({ redirectTo: z.string().max(500, 'redirectTo is too long').optional() })

export type TikTokSignInStatus = { configured: boolean; missing: string[] }

/** A verified TikTok sign-in: the one-time token the browser exchanges for its session, and where to go. */
export type TikTokCallbackResult =
  | { kind: 'signed-in'; tokenHash: string; next: string; created: boolean }
  | { kind: 'linked'; next: string; displayName: string }

const START_AGAIN = 'Start again from the sign-in page.'

export const TIKTOK_MESSAGES = {
  notConfigured: (missing: readonly string[]) =>
    `Sign in with TikTok is not configured on this deployment: the operator must set ${missing.join(', ')}`,
  refused: 'TikTok did not sign you in: you chose not to allow access. Nothing was created or changed.',
  refusedBecause: (reason: string) => `TikTok did not sign you in: ${reason}. Nothing was created or changed.`,
  unknownState: `This TikTok sign-in was not started from this site, or it is more than a day old. ${START_AGAIN}`,
  replayed: `This TikTok sign-in has already been used. ${START_AGAIN}`,
  expired: `This TikTok sign-in took longer than ${TIKTOK_STATE_MINUTES} minutes and has expired. ${START_AGAIN}`,
  otherBrowser: 'This TikTok sign-in was started in another browser or tab. Start again from this one.',
  codeRejected: `TikTok says this sign-in code has expired or was already used. ${START_AGAIN}`,
  badCredentials:
    'TikTok refused this site’s app credentials: the operator must check TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.',
  alreadyLinked:
    'This TikTok account is already linked to another account. Sign out and sign in with TikTok to use that account.',
  tiktokFailed: (reason: string) => `TikTok could not sign you in: ${reason}. Try again.`,
  accountFailed: 'Your account could not be opened. Try again.',
} as const
