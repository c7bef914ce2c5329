// The sign-in email: shown read-only (profiles.email mirrors auth and cannot be edited there), with
// the change done through auth: a confirmation link goes to the new address — and, since
// double_confirm_changes is on, to the current one — and the change applies once followed. An
// account made by signing in with TikTok has an address that receives no mail, so that change could
// never be confirmed: it is told so instead of being offered a form that cannot finish.
import { useState } from 'react'
import { EmailChangeSchema } from '../../../shared/schemas/profile'
import { isTikTokAccountEmail } from '../../../shared/schemas/tiktok-sign-in'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Field } from '../../ui'
import { useChangeEmail } from './api'

export function EmailSection({ email }: { email: string }) {
  if (isTikTokAccountEmail(email)) return <TikTokOnly />
  return <EmailChange email={email} />
}

function TikTokOnly() {
  return (
    <p>
      This account was made when you signed in with TikTok. TikTok shares no email address, so the account has none and
      you sign in with TikTok. An email address cannot be added here: a change of sign-in email is confirmed from the
      current address, and this account has none. To sign in with an email and a password, create an account with your
      email and ask your company’s owner to invite it.
    </p>
  )
}

function EmailChange({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const change = useChangeEmail()
  const form = useZodForm(
    EmailChangeSchema,
    async ({ email: to }) => {
      if (to.toLowerCase() === email.toLowerCase())
        return 'Your email was not changed: that is already your sign-in email.'
      await change.mutateAsync(to)
      setSent(to)
    },
    { defaultValues: { email: '' }, attempt: { what: 'your email' } },
  )
  return (
    <>
      <Field
        id="profile-email"
        label="Sign-in email"
        value={email}
        readOnly
        hint="You sign in with this address. Change it below: it changes once you confirm."
      />
      <form
        onSubmit={(event) => {
          setSent(null)
          return form.onSubmit(event)
        }}
        noValidate
      >
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        {sent && (
          <Alert tone="success">{`We sent a confirmation link to ${sent} and one to ${email}. Follow both and ${sent} becomes your sign-in email; until then, keep signing in with ${email}.`}</Alert>
        )}
        <div className="inline-form mt-0">
          <Field
            id="profile-new-email"
            label="New email address"
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <Button type="submit" variant="secondary" disabled={form.pending}>
            {form.pending ? 'Sending…' : 'Change email'}
          </Button>
        </div>
      </form>
    </>
  )
}
