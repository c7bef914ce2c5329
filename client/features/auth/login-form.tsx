// /login: the form signs in through the auth provider (spec §4 login transitions, §8 messages).
// The page mounts its own provider: public pages hydrate without the app's root (docs/decisions/0001),
// and it follows no session, so supabase-js loads only when the visitor signs in (or out).
import { useEffect, useState } from 'react'
import { LOGIN_REQUIRED_MESSAGE } from '../../../shared/constants'
import { safeReturnPath } from '../../../shared/redirects'
import { Alert, Button, Field, Link } from '../../ui'
import { MISSING_CREDENTIALS } from './api'
import { AuthCard } from './auth-card'
import { ContinueWithTikTok } from './tiktok-button'
import { AuthProvider, useOptionalAuth } from './auth-provider'
import { landingPath } from './app-user'
import { useZodForm } from '../../lib/form'

type Notice = { tone: 'info' | 'success'; text: string } | null

const loginSchema = () => import('./schemas').then((m) => m.LoginSchema)

export default function LoginPage() {
  return (
    <AuthProvider followSession={false}>
      <LoginForm />
    </AuthProvider>
  )
}

/** The sign-in form; without a provider its login answers 'Auth context not available' (spec §8). */
export function LoginForm({ leave }: { leave?: (url: string) => void } = {}) {
  const { login, logout } = useOptionalAuth()
  const [notice, setNotice] = useState<Notice>(null)

  // The query is read after hydration so the server's HTML and the first client render match.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    if (params.has('logout')) {
      // /logout lands here: end the session, then say so.
      void logout()
        .catch(() => undefined)
        .then(() => setNotice({ tone: 'success', text: 'You have been signed out.' }))
    } else if (params.get('notice') === 'login-required') {
      setNotice({ tone: 'info', text: LOGIN_REQUIRED_MESSAGE })
    }
  }, [logout])

  const { onSubmit, field, formError, pending } = useZodForm(
    loginSchema,
    async ({ email, password }) => {
      const result = await login(email, password)
      if (!result.success) return result.error
      // Back to where the user was going (a same-origin path only), else their first page.
      return {
        leaveTo: safeReturnPath(
          new URLSearchParams(window.location.search).get('redirectTo'),
          landingPath(result.user),
        ),
      }
    },
    // spec §5: an email together with a password, or the spec's message (the fields keep their own hints).
    {
      invalidMessage: (v) => (String(v.email ?? '').trim() && String(v.password ?? '') ? null : MISSING_CREDENTIALS),
      leave,
    },
  )
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
        <Field id="email" type="email" label="Email" autoComplete="email" required {...field('email')} />
        <Field
          id="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <p>
          <Link to="/reset-password">Forgot your password?</Link> ·{' '}
          <Link to="/verify-otp">Sign in with an email code</Link>
        </p>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <ContinueWithTikTok />
    </AuthCard>
  )
}
