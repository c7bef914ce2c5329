import { useState } from 'react'
import { Alert, Button, Field, Link } from '../../ui'
import { sendEmailCode, verifyEmailCode } from './api'
import { AuthCard } from './auth-card'
import { useForm } from './use-form'

export default function VerifyOtpPage() {
  const [email, setEmail] = useState('')
  const send = useForm('EmailSchema', async (v) => {
    const failure = await sendEmailCode(v.email)
    if (!failure) setEmail(v.email)
    return failure
  })
  const verify = useForm('OtpSchema', async (v) => {
    const failure = await verifyEmailCode(v.email, v.token)
    return failure ?? { leaveTo: '/dashboard' }
  })
  return (
    <AuthCard
      title="Sign in with a code"
      lead="We email you a 6-digit code; enter it here to sign in."
      error={send.formError ?? verify.formError}
      footer={
        <p>
          Prefer your password? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {!email ? (
        <form onSubmit={send.onSubmit} noValidate>
          <Field id="email" name="email" type="email" label="Email" autoComplete="email" required error={send.fieldErrors.email} />
          <Button type="submit" disabled={send.pending} aria-busy={send.pending}>
            {send.pending ? 'Sending…' : 'Email me a code'}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify.onSubmit} noValidate>
          <Alert tone="success">We sent a code to {email}.</Alert>
          <input type="hidden" name="email" value={email} />
          <Field id="token" name="token" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" required error={verify.fieldErrors.token} />
          <Button type="submit" disabled={verify.pending} aria-busy={verify.pending}>
            {verify.pending ? 'Checking…' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
