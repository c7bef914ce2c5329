import { Alert, Button, Field, Link } from '../../ui'
import { updatePassword } from './api'
import { AuthCard } from './auth-card'
import { useForm } from './use-form'

export default function UpdatePasswordPage() {
  const { onSubmit, fieldErrors, formError, pending, done } = useForm('NewPasswordSchema', ({ password }) => updatePassword(password))
  return (
    <AuthCard title="Choose a new password" lead="Open this page from the link in your recovery email, then choose a new password." error={formError}>
      {done ? (
        <Alert tone="success">
          Your password was changed. <Link to="/dashboard">Continue to your dashboard</Link>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field id="password" name="password" type="password" label="New password" autoComplete="new-password" hint="At least 8 characters." required error={fieldErrors.password} />
          <Field id="confirm" name="confirm" type="password" label="Repeat the new password" autoComplete="new-password" required error={fieldErrors.confirm} />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
