// Handles the confirmation link from the sign-up email (?token_hash=…&type=signup).
import { useEffect, useState } from 'react'
import { Alert, Link } from '../../ui'
import { verifyEmailLink, type EmailLinkType } from './api'
import { AuthCard } from './auth-card'

const TYPES: EmailLinkType[] = ['signup', 'recovery', 'magiclink', 'email', 'email_change', 'invite']

type State = { status: 'idle' } | { status: 'checking' } | { status: 'confirmed' } | { status: 'failed'; message: string }

export default function EmailConfirmPage() {
  const [state, setState] = useState<State>({ status: 'idle' })

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const tokenHash = params.get('token_hash')
    const type = params.get('type') as EmailLinkType | null
    if (!tokenHash) return
    if (!type || !TYPES.includes(type)) {
      setState({ status: 'failed', message: 'This confirmation link is incomplete. Open the latest email we sent you.' })
      return
    }
    setState({ status: 'checking' })
    verifyEmailLink(tokenHash, type).then((failure) =>
      setState(failure ? { status: 'failed', message: failure } : { status: 'confirmed' }),
    )
  }, [])

  return (
    <AuthCard title="Confirm your email" error={state.status === 'failed' ? state.message : null}>
      {state.status === 'idle' && <p>Open the link in the email we sent you to confirm your address. It brings you back here.</p>}
      {state.status === 'checking' && <p role="status">Confirming your email address…</p>}
      {state.status === 'confirmed' && (
        <Alert tone="success">
          Your email address is confirmed. <Link to="/onboarding">Set up your company</Link>
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
