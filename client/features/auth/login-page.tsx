import { useEffect, useState } from 'react'
import { LOGIN_REQUIRED_MESSAGE } from '../../../shared/constants'
import { safeReturnPath } from '../../../shared/redirects'
import { Alert, Button, Field, Link } from '../../ui'
import { signIn, signOut } from './api'
import { AuthCard } from './auth-card'
import { useForm } from './use-form'

type Notice = { tone: 'info' | 'success'; text: string } | null

export default function LoginPage() {
  const [notice, setNotice] = useState<Notice>(null)

  // The query is read after hydration so the server's HTML and the first client render match.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    if (params.has('logout')) {
      // /logout lands here: end the session, then say so.
      void signOut().then(() => setNotice({ tone: 'success', text: 'You have been signed out.' }))
    } else if (params.get('notice') === 'login-required') {
      setNotice({ tone: 'info', text: LOGIN_REQUIRED_MESSAGE })
    }
  }, [])

  const { onSubmit, fieldErrors, formError, pending } = useForm('LoginSchema', async ({ email, password }) => {
    const failure = await signIn(email, password)
    // Back to where the user was going (a same-origin path only), else the dashboard.
    if (!failure) window.location.replace(safeReturnPath(new URLSearchParams(window.location.search).get('redirectTo')))
    return failure
  })
  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to meet your AI executive team."
      error={formError}
      footer={
        <p>
          New here? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <Field id="email" name="email" type="email" label="Email" autoComplete="email" required error={fieldErrors.email} />
        <Field id="password" name="password" type="password" label="Password" autoComplete="current-password" required error={fieldErrors.password} />
        <p>
          <Link to="/reset-password">Forgot your password?</Link> · <Link to="/verify-otp">Sign in with an email code</Link>
        </p>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
