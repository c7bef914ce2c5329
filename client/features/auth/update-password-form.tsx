// Opened from the recovery email: our template's link (?token_hash=…&type=recovery) is verified
// here, the auth server's own link arrives verified (#access_token=…&type=recovery, or #error=…);
// either signs the user in, then the new password is saved.
import { useEffect, useState } from 'react'
import { Alert, Button, Field, Link } from '../../ui'
import { sessionFromRedirect, updatePassword, verifyEmailLink } from './api'
import { AuthCard } from './auth-card'
import { useZodForm } from '../../lib/form'

type LinkState = 'none' | 'checking' | 'verified' | { error: string }

const newPasswordSchema = () => import('./schemas').then((m) => m.NewPasswordSchema)

export default function UpdatePasswordPage() {
  const [link, setLink] = useState<LinkState>('none')
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const tokenHash = params.get('token_hash')
    const fromQuery = tokenHash !== null && params.get('type') === 'recovery'
    if (!fromQuery && window.location.hash.length <= 1) return
    setLink('checking')
    void (fromQuery ? verifyEmailLink(tokenHash, 'recovery') : sessionFromRedirect()).then((outcome) => {
      setLink(
        outcome.status === 'failed' ? { error: outcome.message } : outcome.status === 'confirmed' ? 'verified' : 'none',
      )
      // The token is single-use: keep it out of the history and of a reload.
      window.history.replaceState(null, '', '/update-password')
    })
  }, [])
  const { onSubmit, field, formError, pending, done } = useZodForm(newPasswordSchema, ({ password }) =>
    updatePassword(password),
  )
  const linkError = typeof link === 'object' ? link.error : null
  return (
    <AuthCard
      title="Choose a new password"
      lead="Open this page from the link in your recovery email, then choose a new password."
      error={formError ?? linkError}
    >
      {link === 'checking' && <p role="status">Checking your recovery link…</p>}
      {linkError && (
        <p>
          <Link to="/reset-password">Send a new recovery link</Link>
        </p>
      )}
      {done ? (
        <Alert tone="success">
          Your password was changed. <Link to="/dashboard">Continue to your dashboard</Link>
        </Alert>
      ) : (
        link !== 'checking' &&
        !linkError && (
          <form onSubmit={onSubmit} noValidate>
            <Field
              id="password"
              type="password"
              label="New password"
              autoComplete="new-password"
              hint="At least 8 characters."
              required
              {...field('password')}
            />
            <Field
              id="confirm"
              type="password"
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...field('confirm')}
            />
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? 'Saving…' : 'Save new password'}
            </Button>
          </form>
        )
      )}
    </AuthCard>
  )
}
