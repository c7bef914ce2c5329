import { Alert, Button, Field, Link } from '../../ui'
import { sendPasswordReset } from './api'
import { AuthCard } from './auth-card'
import { useForm } from './use-form'

export default function ResetPasswordPage() {
  const { onSubmit, fieldErrors, formError, pending, done } = useForm('EmailSchema', ({ email }) => sendPasswordReset(email))
  return (
    <AuthCard
      title="Reset your password"
      lead="Enter your account's email and we will send you a link to choose a new password."
      error={formError}
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {done ? (
        <Alert tone="success">If an account exists for that address, a reset link is on its way. Check your inbox.</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field id="email" name="email" type="email" label="Email" autoComplete="email" required error={fieldErrors.email} />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
