// Where emailed links land: our templates' link (?token_hash=…&type=…) is verified here; the auth
// server's own link (GoTrue's default templates, the local backend's "Auth server link") arrives
// already verified, with the session or the error in the fragment (#access_token=… / #error=…).
import { useEffect, useState } from 'react'
import { Alert, Link } from '../../ui'
import { sessionFromRedirect, verifyEmailLink, type EmailLinkType, type LinkOutcome } from './api'
import { AuthCard } from './auth-card'

const TYPES: EmailLinkType[] = ['signup', 'recovery', 'magiclink', 'email', 'email_change', 'invite']

type State = LinkOutcome | { status: 'checking' }

/** The link on this page's URL: verified from the query, or read from the fragment. */
function followEmailLink(): Promise<LinkOutcome> | LinkOutcome {
  const params = new URLSearchParams(window.location.search)
  const tokenHash = params.get('token_hash')
  if (!tokenHash) return sessionFromRedirect()
  const type = params.get('type') as EmailLinkType | null
  if (!type || !TYPES.includes(type))
    return { status: 'failed', message: 'This confirmation link is incomplete. Open the latest email we sent you.' }
  return verifyEmailLink(tokenHash, type).then((outcome) => {
    // The token works once: keep it out of the history and of a reload.
    window.history.replaceState(null, '', window.location.pathname)
    return outcome
  })
}

const CONFIRMED: Record<string, string> = {
  email_change: 'Your new email address is confirmed and now signs you in.',
  magiclink: 'You are signed in.',
  email: 'You are signed in.',
}

export default function EmailConfirmPage() {
  const [state, setState] = useState<State>({ status: 'none' })

  useEffect(() => {
    const hasLink = new URLSearchParams(window.location.search).has('token_hash') || window.location.hash.length > 1
    if (!hasLink) return
    setState({ status: 'checking' })
    void Promise.resolve(followEmailLink()).then(setState)
  }, [])

  return (
    <AuthCard title="Confirm your email" error={state.status === 'failed' ? state.message : null}>
      {state.status === 'none' && (
        <p>Open the link in the email we sent you to confirm your address. It brings you back here.</p>
      )}
      {state.status === 'checking' && <p role="status">Confirming your email address…</p>}
      {state.status === 'pending' && <Alert tone="info">{state.message}</Alert>}
      {state.status === 'confirmed' && (
        <Alert tone="success">
          {CONFIRMED[state.type ?? ''] ?? 'Your email address is confirmed.'}{' '}
          <Link to="/onboarding">Set up your company</Link>
        </Alert>
      )}
      {state.status === 'failed' && (
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      )}
    </AuthCard>
  )
}
