// Sign in with TikTok, the browser's side: the Worker finishes what TikTok sent
// back (worker/api/tiktok-sign-in.ts); a sign-in's one-time token becomes this browser's session
// through verifyOtp, as an emailed link does. (A signed-in user links TikTok from the profile: profile/api.ts.)
import type { TikTokCallback, TikTokCallbackResult, TikTokSignInStatus } from '../../../shared/schemas/tiktok-sign-in'
import { callWorkerAsVisitor } from '../../lib/worker-api'
import { verifyEmailLink } from './api'

export const tiktokStatus = (): Promise<TikTokSignInStatus> => callWorkerAsVisitor((api) => api.auth.tiktok.$get())

// One request per state, even when a screen mounts twice (StrictMode in development): a state
// answers once, and a second request would only be told it was used.
const finishing = new Map<string, Promise<TikTokCallbackResult>>()

/** What TikTok's answer became; throws a DataError with the Worker's message when it was refused. */
export function finishTikTok(answer: TikTokCallback): Promise<TikTokCallbackResult> {
  let pending = finishing.get(answer.state)
  if (!pending) {
    pending = callWorkerAsVisitor((api) => api.auth.tiktok.callback.$post({ json: answer }))
    finishing.set(answer.state, pending)
  }
  return pending
}

/** Exchanges the one-time token for this browser's session; the message to show when it fails. */
export async function signInWithToken(tokenHash: string): Promise<string | null> {
  const outcome = await verifyEmailLink(tokenHash, 'magiclink')
  return outcome.status === 'confirmed'
    ? null
    : 'message' in outcome
      ? outcome.message
      : 'The sign-in could not be completed. Try again.'
}
