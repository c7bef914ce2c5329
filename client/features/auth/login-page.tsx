import { safeReturnPath } from '../../../shared/redirects'
import { Button, Field, Link } from '../../ui'
import { signIn } from './api'
import { AuthCard } from './auth-card'
import { useForm } from './use-form'

export default function LoginPage() {
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
