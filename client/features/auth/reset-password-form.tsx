import { Alert, Button, Field, Link } from '../../ui'
import { sendPasswordReset } from './api'
import { AuthCard } from './auth-card'
import { useZodForm } from '../../lib/form'

const emailSchema = () => import('./schemas').then((m) => m.EmailSchema)

export default function ResetPasswordPage() {
  const { onSubmit, field, formError, pending, done } = useZodForm(emailSchema, ({ email }) => sendPasswordReset(email))
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
        <Alert tone="success">
          If an account exists for that address, a reset link is on its way. Check your inbox.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field id="email" type="email" label="Email" autoComplete="email" required {...field('email')} />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
