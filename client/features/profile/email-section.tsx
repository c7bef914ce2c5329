// The sign-in email: shown read-only (profiles.email mirrors auth and cannot be edited there), with
// the change done through auth: a confirmation link goes to the new address — and, since
// double_confirm_changes is on, to the current one — and the change applies once followed.
import { useState } from 'react'
import { EmailChangeSchema } from '../../../shared/schemas/profile'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Field } from '../../ui'
import { useChangeEmail } from './api'

export function EmailSection({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const change = useChangeEmail()
  const form = useZodForm(
    EmailChangeSchema,
    async ({ email: to }) => {
      if (to.toLowerCase() === email.toLowerCase()) return 'Your email was not changed: that is already your sign-in email.'
      await change.mutateAsync(to)
      setSent(to)
    },
    { defaultValues: { email: '' }, attempt: { what: 'your email' } },
  )
  return (
    <>
      <Field id="profile-email" label="Sign-in email" value={email} readOnly hint="You sign in with this address. Change it below: it changes once you confirm." />
      <form
        onSubmit={(event) => {
          setSent(null)
          return form.onSubmit(event)
        }}
        noValidate
      >
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {sent && <Alert tone="success">{`We sent a confirmation link to ${sent} and one to ${email}. Follow both and ${sent} becomes your sign-in email; until then, keep signing in with ${email}.`}</Alert>}
        <div className="inline-form mt-0">
          <Field id="profile-new-email" label="New email address" type="email" autoComplete="email" {...form.field('email')} />
          <Button type="submit" variant="secondary" disabled={form.pending}>
            {form.pending ? 'Sending…' : 'Change email'}
          </Button>
        </div>
      </form>
    </>
  )
}
