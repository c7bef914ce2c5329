import { legalPath } from '../../../shared/legal-pages'
import { Alert, Button, Field, Link } from '../../ui'
import { signUp } from './api'
import { AuthCard } from './auth-card'
import { ContinueWithTikTok } from './tiktok-button'
import { useZodForm } from '../../lib/form'

const signupSchema = () => import('./schemas').then((m) => m.SignupSchema)

export default function SignupPage() {
  const { onSubmit, field, formError, pending, done } = useZodForm(signupSchema, async (v) => {
    const { failure, signedIn } = await signUp(v.email, v.password, v.firstName, v.lastName)
    // With email confirmation off (SUPABASE_AUTH_CONFIRM_EMAIL=false locally) the user is signed in at once.
    return signedIn && !failure ? { leaveTo: '/onboarding' } : failure
  })
  return (
    <AuthCard
      title="Create your account"
      lead="Set up your company's AI executive team in a few minutes."
      error={formError}
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {done ? (
        // The same words whether or not the address already had an account: the answer never says which.
        <Alert tone="success">
          Check your inbox: we sent a link to confirm your email address. If you already have an account,{' '}
          <Link to="/login">sign in</Link> instead, or <Link to="/reset-password">reset your password</Link>.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field id="firstName" label="First name" autoComplete="given-name" required {...field('firstName')} />
          <Field id="lastName" label="Last name" autoComplete="family-name" required {...field('lastName')} />
          <Field id="email" type="email" label="Work email" autoComplete="email" required {...field('email')} />
          <Field
            id="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            {...field('password')}
          />
          <p className="muted">
            By creating an account you agree to the <Link to={legalPath('terms-of-service')}>Terms of Service</Link> and
            the <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>.
          </p>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </Button>
        </form>
      )}
      {!done && <ContinueWithTikTok />}
    </AuthCard>
  )
}
