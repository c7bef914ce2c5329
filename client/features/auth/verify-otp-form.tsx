import { useEffect, useState } from 'react'
import { Alert, Button, Field, Link } from '../../ui'
import { useZodForm } from '../../lib/form'
import { sendEmailCode, signedInLanding, verifyEmailCode } from './api'
import { AuthCard } from './auth-card'

const emailSchema = () => import('./schemas').then((m) => m.EmailSchema)
const otpSchema = () => import('./schemas').then((m) => m.OtpSchema)

export default function VerifyOtpPage() {
  const [email, setEmail] = useState('')
  const [formError, setFormError] = useState<string | null>(null)
  return (
    <AuthCard
      title="Sign in with a code"
      lead="We email you a 6-digit code; enter it here to sign in."
      error={formError}
      footer={
        <p>
          Prefer your password? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {!email ? (
        <SendCodeForm onSent={setEmail} onError={setFormError} />
      ) : (
        <CodeForm email={email} onError={setFormError} />
      )}
    </AuthCard>
  )
}

type Step = { onError(message: string | null): void }

function SendCodeForm({ onSent, onError }: Step & { onSent(email: string): void }) {
  const { onSubmit, field, formError, pending } = useZodForm(emailSchema, async (v) => {
    const failure = await sendEmailCode(v.email)
    if (!failure) onSent(v.email)
    return failure
  })
  useReport(formError, onError)
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id="email" type="email" label="Email" autoComplete="email" required {...field('email')} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? 'Sending…' : 'Email me a code'}
      </Button>
    </form>
  )
}

function CodeForm({ email, onError }: Step & { email: string }) {
  const { onSubmit, field, formError, pending } = useZodForm(
    otpSchema,
    async (v) => {
      const failure = await verifyEmailCode(v.email, v.token)
      return failure ?? { leaveTo: await signedInLanding() }
    },
    { defaultValues: { email } },
  )
  useReport(formError, onError)
  return (
    <form onSubmit={onSubmit} noValidate>
      {/* said alike whether or not the address has an account: the answer never says which */}
      <Alert tone="success">If {email} has an account, we sent it a 6-digit code. Check your inbox.</Alert>
      <Field
        id="token"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...field('token')}
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? 'Checking…' : 'Sign in'}
      </Button>
    </form>
  )
}

/** Each step's message goes to the card, where the page shows it above the form. */
function useReport(message: string | null, report: (message: string | null) => void) {
  useEffect(() => report(message), [message, report])
}
